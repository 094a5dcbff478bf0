import { data } from 'react-router';
import { payloadUrl } from '../src/lib/paths.ts';
import { navIn } from './nav-files.ts';
import type { Payload } from './payload.ts';

/**
 * Fetches the prerendered payload of a client navigation's target (a read: retried once on
 * the statuses src/lib/http.ts lists) from this origin only, redirects refused. A failure logs a console warning and goes on
 * to the error page: 404 for a page that does not exist, else the status (500 when there is none).
 * `otherDomain` (the page context's) is where an article may link to the other site (none: nowhere).
 * The page's menu is joined from its shared file (nav-files.ts), fetched once per file.
 */
export async function fetchPayload(url: URL, signal: AbortSignal, otherDomain?: string): Promise<Payload> {
  const target = payloadUrl(url.pathname, window.location.origin);
  if (!target) {
    console.warn(`Could not load the payload of ${url.pathname}: it is not a path on this site`);
    throw data(null, { status: 404 });
  }
  // The HTTP client and the payload check are chunks of their own (not first-load JavaScript);
  // if one fails to load, that Error reaches the loader, which treats it as a replaced build.
  const [{ http }, { isNav, isPayload }] = await Promise.all([import('../src/lib/http.ts'), import('./payload.ts')]);
  let payload: unknown;
  try {
    // A redirect could lead to another origin (read if that host sends CORS headers): payloads
    // are served where they are, so any redirect is refused before it is followed.
    payload = await http(target.href, { signal, redirect: 'error', responseType: 'json', headers: { accept: 'application/json' } });
  } catch (error) {
    // The visitor went elsewhere: nothing failed.
    if (signal.aborted) throw error;
    const status = (error as { status?: number }).status;
    console.warn(`Could not load ${target.pathname}: ${status ?? (error as Error).message}`);
    throw data(null, { status: status === 404 ? 404 : (status ?? 500) });
  }
  if (!isPayload(payload, otherDomain)) {
    console.warn(`Could not load ${target.pathname}: the answer is not a page payload`);
    throw data(null, { status: 500 });
  }
  const menu = await navIn(payload.navFile, async (file) => {
    const nav: unknown = await http(new URL(file, window.location.origin).href, { redirect: 'error', responseType: 'json' });
    if (!isNav(nav)) throw new Error('the answer is not a menu');
    return nav;
  }).catch((error: unknown) => {
    console.warn(`Could not load ${payload.navFile}: ${(error as { status?: number }).status ?? (error as Error).message}`);
    throw data(null, { status: 500 });
  });
  return { ...payload, nav: menu };
}
