export interface NavigateOptions {
  /** Allow a URL on another origin. */
  external?: boolean;
  replace?: boolean;
}

/**
 * A full page load of `to`, refusing what must never be loaded: anything but http(s)
 * (`javascript:`, `data:`, `vbscript:`, `blob:`, ...) always, another origin unless `external`.
 * It decides on the URL the browser would load: the WHATWG parser strips leading control
 * characters and spaces and drops tabs and newlines inside, and reads `\` as `/`, so
 * `"\x01javascript:..."` is a script and `"/\evil.example"` another host (docs/decisions/007-untrusted-input-in-the-browser.md).
 * Returns whether it went.
 */
export function navigateTo(
  to: string,
  options: NavigateOptions = {},
  go: (url: string, replace: boolean) => void = (url, replace) => (replace ? window.location.replace(url) : window.location.assign(url)),
): boolean {
  let url: URL;
  try {
    url = new URL(to, location.href);
  } catch {
    console.error(`navigateTo: refused ${JSON.stringify(to)}, which is not a URL`);
    return false;
  }
  // Only http(s) goes, so `javascript:`, `data:`, `vbscript:` and `blob:` never do.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    console.error(`navigateTo: refused a ${url.protocol} URL`);
    return false;
  }
  if (url.origin !== location.origin && !options.external) {
    console.error(`navigateTo: refused the external URL ${url.href}; pass { external: true } to allow it`);
    return false;
  }
  go(url.href, options.replace ?? false);
  return true;
}
