import type { ChangeRow } from '../scripts/catalogue/corrections.ts';
import type { FoundProduct, ProductDetail } from '../scripts/catalogue/product-view.ts';
import type { DeskQueue } from '../scripts/desk/queue.ts';
import type { DeskShop, DeskShops } from '../scripts/desk/shops.ts';
import type { SpecKey } from './product-specs.tsx';

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

/** Who is deciding, and what the forms offer: the catalogue's categories and spec keys. */
export interface Session {
  by: string;
  categories: string[];
  specKeys: SpecKey[];
}

/** Opens the session: its token every change carries is kept here. */
export async function openSession(): Promise<Session> {
  const session = await answer<Session & { csrf: string }>(await fetch('/api/session'));
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

export async function loadShop(id: string): Promise<DeskShop> {
  return answer<DeskShop>(await fetch(`/api/shop?${new URLSearchParams({ id })}`));
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
  path: '/api/decide' | '/api/create' | '/api/undo' | '/api/map' | '/api/facts' | '/api/product',
  body: unknown,
): Promise<string[]> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-desk-csrf': csrf ?? '' },
    body: JSON.stringify(body),
  });
  return (await answer<{ messages: string[] }>(response)).messages;
}
