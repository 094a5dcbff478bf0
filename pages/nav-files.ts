import type { NavMenu } from '../src/components/payload-parts.ts';

/** The menus this page has, by file (`navFile` of the payloads): each is fetched once. */
const menus = new Map<string, Promise<NavMenu[]>>();

export function rememberNav(file: string, nav: NavMenu[]): void {
  menus.set(file, Promise.resolve(nav));
}

/** The menu in `file`, fetched with `load` the first time it is asked for; a failed fetch is tried again next time. */
export function navIn(file: string, load: (file: string) => Promise<NavMenu[]>): Promise<NavMenu[]> {
  let nav = menus.get(file);
  if (!nav) {
    menus.set(file, (nav = load(file)));
    nav.catch(() => menus.delete(file));
  }
  return nav;
}
