import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate';
import { describe, expect, test } from 'vitest';
import { loadSites } from '../../sites/index.ts';
import { localePrefix, type Locale } from '../../src/i18n/locales.ts';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';
import { HOSTILE_CATEGORY, HOSTILE_PATHS } from '../fixture/hostile.ts';

/**
 * Every page type of the built fixture sites is valid HTML by the project's
 * `.htmlvalidate.json` (docs/decisions/025-quality-gates.md: which rules are off and why).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = resolve(ROOT, FIXTURE_DIR, 'dist');
const CONFIG = JSON.parse(readFileSync(join(ROOT, '.htmlvalidate.json'), 'utf8')) as ConfigData;
// The project's config as given: the fixture may live outside the project (FIXTURE_DIR).
const validator = new HtmlValidate(new StaticConfigLoader(CONFIG));

/** sr is the unprefixed root (with the inline redirect script); ru has another script. */
const LOCALES: Locale[] = ['sr', 'en', 'ru'];
const PAGES = [
  '/index.html',
  '/search/index.html',
  '/telefoni/index.html',
  '/telefoni/mobilni/index.html',
  '/telefoni/mobilni/pametni-telefoni/index.html',
  `${HOSTILE_CATEGORY}/index.html`,
  '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb/index.html',
  ...HOSTILE_PATHS.map((path) => `${path}/index.html`),
  // A former address's redirect page.
  '/telefoni/mobilni/pametni-telefoni/1-galaxy-s24/index.html',
  '/404.html',
  '/500.html',
];

function describeMessage(file: string, message: Message): string {
  return `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? 'document'})`;
}

for (const site of loadSites(process.env)) {
  const files = LOCALES.flatMap((locale) => PAGES.map((page) => join(site.domain, `${localePrefix(locale)}${page}`)));
  describe(`${site.domain} is valid HTML`, () => {
    test.each(files)('%s', async (file) => {
      const path = join(DIST, file);
      if (!existsSync(path)) throw new Error(`${relative(ROOT, path)} is missing: npx tsx scripts/fixture/build-fixture.ts`);
      const report = await validator.validateString(readFileSync(path, 'utf8'), file);
      const errors = report.results.flatMap((result) => result.messages.map((message) => describeMessage(file, message)));
      expect(errors).toEqual([]);
    });
  });
}
