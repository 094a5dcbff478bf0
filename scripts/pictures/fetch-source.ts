import { safeHttpUrl } from '../../src/lib/safe-url.ts';

/** What a picture's fetch may take (design: a feed's link is hostile until checked). */
export interface FetchLimits {
  /** The whole exchange, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const FETCH_LIMITS: FetchLimits = { timeoutMs: 20_000, maxBytes: 10 * 1024 * 1024, maxRedirects: 5 };

/** A fetch that gave no picture, with what a shop's operator needs to know; `unreachable`: the host did not answer. */
export class PictureError extends Error {
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
  }
}

export type Fetched = { status: 'unchanged' } | { status: 'fetched'; bytes: Uint8Array; etag: string | null; lastModified: string | null };

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

const USER_AGENT = 'CjenovnikPictures/1.0 (+price comparison; fetches the pictures named in the shop feed)';

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new PictureError(`larger than ${maxBytes / 1024 / 1024} MB (${declared} bytes announced)`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    total += read.value.byteLength;
    if (total > maxBytes) {
      await reader?.cancel();
      throw new PictureError(`larger than ${maxBytes / 1024 / 1024} MB (stopped reading at ${total} bytes)`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/** The reason of a failed request in plain words: no answer in time, refused, unknown host. */
function failure(error: unknown, limits: FetchLimits): PictureError {
  if (error instanceof PictureError) return error;
  const name = (error as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new PictureError(`no complete answer within ${limits.timeoutMs / 1000} s`, true);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return new PictureError(`could not be fetched (${cause?.code ?? cause?.message ?? (error as Error).message})`, true);
}

/**
 * Fetches a picture's bytes over http(s) within `limits`: every redirect's target checked as
 * the link was (http and https only), at most `maxRedirects` of them; a body larger than
 * `maxBytes` is not read to its end. With `known` validators the request is conditional, and a
 * 304 answers `unchanged`. Throws a PictureError that says why there is no picture.
 */
export async function fetchSource(url: string, known: Validators | null, limits: FetchLimits = FETCH_LIMITS): Promise<Fetched> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const headers: Record<string, string> = { 'user-agent': USER_AGENT, accept: 'image/avif,image/webp,image/png,image/jpeg;q=0.9' };
  if (known?.etag) headers['if-none-match'] = known.etag;
  if (known?.lastModified) headers['if-modified-since'] = known.lastModified;
  let at = url;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetch(at, { headers, redirect: 'manual', signal });
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        const next = location ? safeHttpUrl(new URL(location, at).href) : null;
        if (!next) throw new PictureError(`redirected to ${JSON.stringify(location ?? '')}, not an http(s) address`);
        if (redirects >= limits.maxRedirects) throw new PictureError(`more than ${limits.maxRedirects} redirects (a loop?)`);
        at = next;
        continue;
      }
      if (response.status === 304 && known) return { status: 'unchanged' };
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new PictureError(`answered HTTP ${response.status}`);
      }
      const bytes = await readCapped(response, limits.maxBytes);
      return { status: 'fetched', bytes, etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
    }
  } catch (error) {
    throw failure(error, limits);
  }
}
