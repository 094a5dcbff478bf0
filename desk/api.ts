import type { ChangeRow } from '../scripts/catalogue/corrections.ts';
import type { FoundProduct, ProductDetail } from '../scripts/catalogue/product-view.ts';
import type { DeskQueue } from '../scripts/desk/queue.ts';
import type { DeskShops } from '../scripts/desk/shops.ts';

let csrf: string | null = null;

/** A refused call: the server's reason, for the operator to read. */
export class DeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({ error: `The desk answered ${response.status}.` }))) as T & { error?: string };
  if (!response.ok) throw new DeskError(response.status, body.error ?? `The desk answered ${response.status}.`);
  return body;
}

/** Who is deciding, and the session's token every change carries. */
export async function openSession(): Promise<{ by: string; categories: string[] }> {
  const session = await answer<{ csrf: string; by: string; categories: string[] }>(await fetch('/api/session'));
  csrf = session.csrf;
  return session;
}

export async function loadQueue(filter: { shop: string; category: string | null }): Promise<DeskQueue> {
  const query = new URLSearchParams({ shop: filter.shop, ...(filter.category === null ? {} : { category: filter.category }) });
  return answer<DeskQueue>(await fetch(`/api/queue?${query}`));
}

export async function loadShops(): Promise<DeskShops> {
  return answer<DeskShops>(await fetch('/api/shops'));
}

export async function findProducts(query: string): Promise<FoundProduct[]> {
  return (await answer<{ products: FoundProduct[] }>(await fetch(`/api/products?${new URLSearchParams({ q: query })}`))).products;
}

export async function loadProduct(id: number): Promise<ProductDetail> {
  return answer<ProductDetail>(await fetch(`/api/product?id=${id}`));
}

export async function loadLog(): Promise<{ changes: ChangeRow[] }> {
  return answer<{ changes: ChangeRow[] }>(await fetch('/api/log'));
}

/** A change: JSON, with the session's token, from this page only. */
export async function change(
  path: '/api/decide' | '/api/create' | '/api/undo' | '/api/map' | '/api/product',
  body: unknown,
): Promise<string[]> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-desk-csrf': csrf ?? '' },
    body: JSON.stringify(body),
  });
  return (await answer<{ messages: string[] }>(response)).messages;
}
