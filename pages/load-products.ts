import { http } from '../src/lib/http.ts';
import * as v from 'valibot';
import { articleOfPath, productIndexFile, ProductIndexBucketSchema } from '../src/compare/ids.ts';
import type { Locale } from '../src/i18n/locales.ts';
import { localizedPath, payloadUrl, sameOriginUrl } from '../src/lib/paths.ts';
import { isPayload, type ArticlePayload } from './payload.ts';

/** What became of one product id (of the compare URL, or followed on the watchlist). */
export type Compared =
  | { id: number; status: 'found'; payload: ArticlePayload }
  /** Not in this site's catalogue (no such id, or no longer listed). */
  | { id: number; status: 'missing' }
  /** Its files could not be loaded or were not what they should be. */
  | { id: number; status: 'failed' };

type Fetch = (url: URL, signal: AbortSignal) => Promise<unknown>;

/** A JSON file of this site: `undefined` when it does not exist (404), else throws on failure. (The HTTP client is imported statically: this whole file is a lazy chunk already.) */
async function fetchJson(url: URL, signal: AbortSignal): Promise<unknown> {
  try {
    return await http(url.href, { signal, redirect: 'error', responseType: 'json', headers: { accept: 'application/json' } });
  } catch (error) {
    if ((error as { status?: number }).status === 404 && !signal.aborted) return undefined;
    throw error;
  }
}

/** The index bucket's path for `id`, if the bucket is an object and the path is an article path of that id. */
function pathIn(bucket: unknown, id: number): string | null {
  if (!v.is(ProductIndexBucketSchema, bucket)) return null;
  const path = bucket[String(id)];
  return path !== undefined && articleOfPath(path)?.id === id ? path : null;
}

async function loadOne(
  id: number,
  bucket: unknown,
  locale: Locale,
  otherDomain: string,
  signal: AbortSignal,
  get: Fetch,
): Promise<Compared> {
  const path = pathIn(bucket, id);
  if (!path) return { id, status: 'missing' };
  const url = payloadUrl(localizedPath(path, locale), window.location.origin);
  if (!url) return { id, status: 'failed' };
  try {
    const payload = await get(url, signal);
    if (payload === undefined) return { id, status: 'missing' };
    if (!isPayload(payload, otherDomain) || payload.screen !== 'article' || payload.product.path !== path) {
      console.warn(`Products: ${url.pathname} is not the article payload of product ${id}`);
      return { id, status: 'failed' };
    }
    return { id, status: 'found', payload };
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn(`Products: could not load product ${id}: ${(error as Error).message}`);
    return { id, status: 'failed' };
  }
}

/**
 * The products of `ids`: each id's article path from the site's id index (one small file per
 * 100 ids), then its page payload in `locale`, checked like any payload. Never throws but for an abort.
 */
export async function loadCompared(
  ids: number[],
  locale: Locale,
  otherDomain: string,
  signal: AbortSignal,
  get: Fetch = fetchJson,
): Promise<Compared[]> {
  const files = [...new Set(ids.map(productIndexFile))];
  const buckets = new Map<string, Promise<unknown>>();
  for (const file of files) {
    const url = sameOriginUrl(file, window.location.origin) as URL;
    buckets.set(
      file,
      get(url, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        console.warn(`Products: could not load ${file}: ${(error as Error).message}`);
        return null;
      }),
    );
  }
  return Promise.all(
    ids.map(async (id) => {
      const bucket = await buckets.get(productIndexFile(id));
      if (bucket === null) return { id, status: 'failed' } as const;
      return loadOne(id, bucket, locale, otherDomain, signal, get);
    }),
  );
}
