import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { usePageContext } from '../src/components/site-context.tsx';
import { usePageTranslation } from '../src/i18n/use-locale.ts';
import type { Head } from './head.ts';
import type { Payload } from './payload.ts';

function element(tag: string, attributes: Record<string, string>): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.setAttribute('data-h', '');
  return node;
}

/** Puts `head` into the document: language, title, description and the tags marked `data-h`. */
export function applyHead(head: Head): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  document.head.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  replaceHeadTags(head);
}

/** Replaces the tags the prerender marked `data-h` (robots, canonical, alternates, the feed, Open Graph). */
function replaceHeadTags(head: Head): void {
  for (const node of document.head.querySelectorAll('[data-h]')) node.remove();
  const nodes = [
    ...(head.robots ? [element('meta', { name: 'robots', content: head.robots })] : []),
    ...(head.canonical ? [element('link', { rel: 'canonical', href: head.canonical })] : []),
    ...head.alternates.map(({ hreflang, href }) => element('link', { rel: 'alternate', hreflang, href })),
    ...(head.feed
      ? [element('link', { rel: 'alternate', type: 'application/atom+xml', title: head.feed.title, href: head.feed.href })]
      : []),
    ...head.og.map(({ property, content }) => element('meta', { property, content })),
  ];
  document.head.append(...nodes);
}

/** After a client navigation, the head says what the prerendered page of that path says. */
export function useHeadSync(): void {
  const matches = useMatches();
  const payload = matches[matches.length - 1]?.data as Payload | undefined;
  const { site } = usePageContext();
  const { t } = usePageTranslation();
  const hydrated = useRef(false);
  useEffect(() => {
    // The prerendered head is already right for the first page.
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    if (!payload?.screen) return;
    // The head's builder is a chunk of its own (only navigations need it); a later navigation wins.
    let current = true;
    void import('./head.ts').then(({ buildHead }) => current && applyHead(buildHead(payload, site, t)));
    return () => {
      current = false;
    };
  }, [payload, site, t]);
}
