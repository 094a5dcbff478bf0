import { payloadUrl } from '../src/lib/paths.ts';
import { stamp } from '../src/lib/stamp.ts';
import { fetchPayload } from './fetch-payload.ts';
import type { Payload } from './payload.ts';

/** A same-origin file's text, as the head's preload fetched it (the same request, so the preload's answer is used). */
async function fetchText(url: URL): Promise<string> {
  const response = await fetch(url.href);
  if (!response.ok || response.redirected)
    throw new Error(`${url.pathname}: ${response.status}${response.redirected ? ', redirected' : ''}`);
  return response.text();
}

/**
 * The payload the page was prerendered from, with its menu, and whether the page's markup is
 * its rendering (to hydrate): in the page itself on the error pages; else its `_payload.json`
 * and menu file, which the head preloads, taken when they are the files the page was rendered
 * from (the page's stamp of them). Other files (a newer build's, a host's error page) are read
 * as a navigation reads them, checked, and rendered afresh; null when they cannot be read: the
 * page stays as it came.
 */
export async function firstPayload(otherDomain: string): Promise<{ payload: Payload; rendered: boolean } | null> {
  const embedded = document.getElementById('__payload')?.textContent;
  if (embedded) return { payload: JSON.parse(embedded) as Payload, rendered: true };
  const { stamp: expected, nav } = (document.getElementById('app') as HTMLElement).dataset;
  const url = payloadUrl(window.location.pathname, window.location.origin);
  if (url && expected && nav) {
    try {
      const texts = await Promise.all([fetchText(url), fetchText(new URL(nav, window.location.origin))]);
      if (stamp(texts.join('')) === expected) {
        return { payload: { ...(JSON.parse(texts[0]) as Payload), nav: JSON.parse(texts[1]) as Payload['nav'] }, rendered: true };
      }
      console.warn(`${url.pathname} is not the payload this page was built from: the page is rendered again from it`);
    } catch (error) {
      console.warn(`Could not load the page's payload: ${(error as Error).message}`);
    }
  }
  try {
    return { payload: await fetchPayload(new URL(window.location.href), new AbortController().signal, otherDomain), rendered: false };
  } catch {
    // fetchPayload has said why.
    return null;
  }
}
