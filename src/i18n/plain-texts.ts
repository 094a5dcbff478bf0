import type { i18n as I18n } from 'i18next';

type Options = Record<string, unknown>;

/** `{{name}}`; anything fancier (`{{- name}}`, `{{value, format}}`) is left to i18next. */
const VARIABLE = /\{\{([^{}]*)\}\}/g;
const PLAIN_NAME = /^\s*[\w.]+\s*$/;

/** Options that change how i18next looks a text up or prints it: such calls go to i18next. */
const RESERVED = new Set([
  'context',
  'ordinal',
  'defaultValue',
  'lng',
  'lngs',
  'ns',
  'fallbackLng',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'keySeparator',
  'nsSeparator',
  'replace',
  'skipInterpolation',
]);

function plainValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return undefined;
}

/**
 * A template split once into its text and its variables' names (odd places), or null when a
 * variable is not a plain name: filling it is then a loop, not a regular expression per call.
 */
function compile(template: string): string[] | null {
  const parts = template.split(VARIABLE);
  for (let i = 1; i < parts.length; i += 2) {
    if (!PLAIN_NAME.test(parts[i]!)) return null;
    parts[i] = parts[i]!.trim();
  }
  return parts;
}

function fill(parts: string[], options: Options): string | undefined {
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const value = plainValue(options[parts[i]!]);
    if (value === undefined) return undefined;
    text += value + parts[i + 1]!;
  }
  return text;
}

/**
 * The texts of one language the way i18next prints them in the common case, without i18next's
 * per-call work (it copies and resolves all its options on every call: the prerender's largest
 * cost after React). Handles a key in the language's fallback chain, `count` plurals (with
 * `_zero`) and `{{name}}` filled with strings or numbers. Returns undefined for anything else
 * (nesting, formats, context, a missing value, a key not loaded yet), which the caller leaves to
 * i18next; `plain-texts.test.ts` checks both print the same for every message of every locale.
 */
export function plainTexts(i18n: I18n, language: string): (key: string, options: Options) => string | undefined {
  const languages = i18n.services.languageUtils as { toResolveHierarchy: (code: string) => string[] };
  const codes = languages.toResolveHierarchy(language);
  const rules = new Map(codes.map((code) => [code, new Intl.PluralRules(code)]));
  // Compiled templates (null: not plain) by key and plural forms; the forms by count.
  const templates = new Map<string, string[] | null>();
  const forms = new Map<number, string>();
  const formsOf = (count: number): string => {
    let found = forms.get(count);
    if (found === undefined) {
      found = `${codes.map((code) => rules.get(code)!.select(count)).join()}${count === 0}`;
      if (forms.size < 10_000) forms.set(count, found);
    }
    return found;
  };

  const lookup = (key: string, count: number | undefined): string | undefined => {
    for (const code of codes) {
      const keys = count === undefined ? [key] : [key, `${key}_${rules.get(code)!.select(count)}`];
      if (count === 0) keys.push(`${key}_zero`);
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const found: unknown = i18n.getResource(code, 'translation', keys[i]!);
        if (found !== undefined && found !== null) return typeof found === 'string' ? found : undefined;
      }
    }
    return undefined;
  };

  return (key, options) => {
    const count = options.count;
    if (key.includes(':') || (count !== undefined && typeof count !== 'number')) return undefined;
    for (const name in options) if (RESERVED.has(name)) return undefined;
    const cacheKey = count === undefined ? key : `${key}\u0000${formsOf(count)}`;
    let parts = templates.get(cacheKey);
    if (parts === undefined) {
      const template = lookup(key, count);
      // A text not loaded yet is not kept: it may be there on the next call.
      if (template === undefined) return undefined;
      parts = template.includes('$t(') ? null : compile(template);
      if (templates.size < 10_000) templates.set(cacheKey, parts);
    }
    return parts === null ? undefined : fill(parts, options);
  };
}
