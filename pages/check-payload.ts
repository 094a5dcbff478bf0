import { isLocale } from '../src/i18n/locales.ts';
import type { Payload, Screen } from './payload.ts';

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An unprefixed path inside the site: one leading slash, never `//host` or `/\host`. */
function isInternalPath(value: unknown): boolean {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

function isLink(value: unknown): boolean {
  return isObject(value) && typeof value.name === 'string' && isInternalPath(value.path);
}

function isMenu(value: unknown): boolean {
  return isLink(value) && Array.isArray((value as Fields).subMenus) && ((value as Fields).subMenus as unknown[]).every(isLink);
}

/** Per screen, the links and lists it renders besides the layout's menu. */
const SCREEN_FIELDS: Record<Screen, { links: string[]; lists: string[] }> = {
  home: { links: [], lists: ['drops', 'categories'] },
  search: { links: [], lists: [] },
  menu: { links: ['menu'], lists: ['subMenus'] },
  'sub-menu': { links: ['menu', 'subMenu'], lists: ['categories'] },
  category: { links: ['menu', 'subMenu', 'category'], lists: ['products'] },
  article: { links: ['menu', 'subMenu', 'category', 'product'], lists: ['offers'] },
  'not-found': { links: [], lists: [] },
};

/**
 * Whether a fetched `_payload.json` has the shape the pages render: a known screen and
 * locale, the layout's menu, and the screen's own links and lists. It guards against a
 * wrong or hostile answer (issue 8, defect 1); the prerender wrote the rest to the type.
 */
export function isPayload(value: unknown): value is Payload {
  if (!isObject(value) || typeof value.screen !== 'string' || !Object.hasOwn(SCREEN_FIELDS, value.screen)) return false;
  if (!isLocale(value.locale) || !Array.isArray(value.nav) || !value.nav.every(isMenu)) return false;
  const { links, lists } = SCREEN_FIELDS[value.screen as Screen];
  return links.every((key) => isLink(value[key])) && lists.every((key) => Array.isArray(value[key]));
}
