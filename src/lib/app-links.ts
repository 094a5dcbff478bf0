/** What a click needs to say about itself and its link. */
export interface LinkClick {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  /** The link's `target` and whether it has `download`. */
  target: string;
  download: boolean;
  href: string;
  /** The link is inside an element marked `data-keep-scroll`: its page shows the same place (a variant of the product). */
  keepScroll: boolean;
}

/** Where a click goes in the app: `replace` for the page itself, `preventScrollReset` to stay where the visitor is. */
export interface AppNavigation {
  to: string;
  replace: boolean;
  preventScrollReset: boolean;
}

/** A file of the site (`history.csv`, `feed.xml`, `sitemap.xml`), not a page: the app's paths have no extension. */
const FILE = /\.[a-z0-9]+$/i;

/**
 * Where the app goes for a click on a link, or null when the browser should have it: another
 * button or a modifier key (new tab or window), a handled click, a target or download, another
 * origin, a file of the site, or a jump within the same page. `replace` when the link is the
 * current page, as React Router's `<Link>` does; the scroll kept for a link marked so.
 */
export function appLinkTarget(click: LinkClick, current: URL): AppNavigation | null {
  if (click.button !== 0 || click.modified || click.defaultPrevented) return null;
  if ((click.target && click.target !== '_self') || click.download) return null;
  const url = new URL(click.href, current);
  if (url.origin !== current.origin || FILE.test(url.pathname)) return null;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  if (samePage && url.hash) return null;
  return { to: `${url.pathname}${url.search}${url.hash}`, replace: samePage, preventScrollReset: click.keepScroll };
}

/** Follows clicks on the site's links in the app with `navigate`, for the page's life. */
export function followAppLinks(navigate: (to: string, options: Omit<AppNavigation, 'to'>) => unknown): void {
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const click: LinkClick = {
      button: event.button,
      modified: event.metaKey || event.altKey || event.ctrlKey || event.shiftKey,
      defaultPrevented: event.defaultPrevented,
      target: anchor.target,
      download: anchor.hasAttribute('download'),
      href: anchor.href,
      keepScroll: anchor.closest('[data-keep-scroll]') !== null,
    };
    const go = appLinkTarget(click, new URL(window.location.href));
    if (!go) return;
    event.preventDefault();
    void navigate(go.to, { replace: go.replace, preventScrollReset: go.preventScrollReset });
  };
  document.addEventListener('click', onClick);
}
