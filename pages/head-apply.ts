/** Puts a page's head into the document after a client navigation: a chunk of its own, with the head's builder. */
import type { Head } from './head.ts';

export { buildHead } from './head.ts';

/** The head's tags a page has of its own, which a navigation replaces; the rest (charset, styles, scripts, JSON-LD) stay. */
export const PAGE_HEAD_TAGS = 'meta[name="robots"],link[rel="canonical"],link[rel="alternate"],meta[property^="og:"]';

function element(tag: string, attributes: Record<string, string>): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** Puts `head` into the document: language, title, description and the page's own tags. */
export function applyHead(head: Head): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  document.head.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  replaceHeadTags(head);
}

/** Replaces the page's own tags (robots, canonical, alternates, the feed, Open Graph). */
function replaceHeadTags(head: Head): void {
  for (const node of document.head.querySelectorAll(PAGE_HEAD_TAGS)) node.remove();
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
