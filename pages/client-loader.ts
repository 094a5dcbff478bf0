import type { i18n as I18n } from 'i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { isOutdated, markOutdated } from '../src/deploy/outdated.ts';
import { loadMessages } from '../src/i18n/load-messages.ts';
import { sameOriginUrl } from '../src/lib/paths.ts';
import { fetchPayload } from './fetch-payload.ts';
import type { Payload } from './payload.ts';

/** What a loader returns while the page is being replaced by a full load. */
const unloading = () => new Promise<never>(() => {});

/**
 * A full page load of `target`, at most once per 10 s per path. Only ever a URL that
 * `sameOriginUrl` checked, and absolute, so no path of the form `//host` can leave the site.
 */
async function reload(target: URL | null): Promise<boolean> {
  if (!target) return false;
  try {
    return (await import('../src/deploy/reload-guard.ts')).reloadOnce(target.href);
  } catch {
    // Even the guard's chunk is gone: this build was replaced, so the new page will differ.
    window.location.assign(target.href);
    return true;
  }
}

/**
 * The client's loader for every route: the target's `_payload.json` and its language's
 * messages. After a new deployment, or when one of this build's chunks is gone, the
 * navigation becomes a full page load of its target instead.
 */
export function createClientLoader(i18n: I18n, otherDomain: string) {
  return async ({ request }: LoaderFunctionArgs): Promise<Payload> => {
    const target = new URL(request.url);
    const page = sameOriginUrl(`${target.pathname}${target.search}`, window.location.origin);
    if (isOutdated() && (await reload(page))) return unloading();
    let payload: Payload;
    try {
      payload = await fetchPayload(target, request.signal, otherDomain);
    } catch (error) {
      // An HTTP failure is a route error response; an Error here is a chunk that failed to load.
      if (!(error instanceof Error) || request.signal.aborted) throw error;
      markOutdated();
      if (await reload(page)) return unloading();
      throw error;
    }
    await loadMessages(i18n, payload.locale, async () => {
      markOutdated();
      return reload(page);
    });
    return payload;
  };
}
