import { hasProtocol, isScriptProtocol, parseURL } from 'ufo';

export interface NavigateOptions {
  /** Allow a URL on another origin (design.md section 6). */
  external?: boolean;
  replace?: boolean;
}

/**
 * A full page load of `to`, refusing what must never be loaded: `javascript:`, `data:`,
 * `vbscript:` and `blob:` always, another origin unless `external`. Returns whether it went.
 */
export function navigateTo(
  to: string,
  options: NavigateOptions = {},
  go: (url: string, replace: boolean) => void = (url, replace) => (replace ? window.location.replace(url) : window.location.assign(url)),
): boolean {
  const target = to.trim();
  const protocol = parseURL(target).protocol ?? '';
  if (isScriptProtocol(protocol)) {
    console.error(`navigateTo: refused a ${protocol} URL`);
    return false;
  }
  if (hasProtocol(target, { acceptRelative: true }) && !options.external) {
    console.error(`navigateTo: refused the external URL ${target}; pass { external: true } to allow it`);
    return false;
  }
  go(target, options.replace ?? false);
  return true;
}
