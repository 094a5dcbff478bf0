import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSites } from '../../../sites/index.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import type { IndexSource } from '../../../src/search/index-format.ts';
import { loadDocs, rankProducts } from '../../../src/search/query.ts';
import { readSnapshot } from '../../catalogue/snapshot.ts';
import { createFixtureCatalogue, HOSTILE_NAME } from '../../fixture/fixture-catalogue.ts';
import { FIXTURE_DIR } from '../../fixture/fixture-dir.ts';
import { headerMatcher, parseHeadersFile } from '../headers-file.ts';
import { fileSource } from './file-source.ts';

/** The search index the fixture build wrote (`npm run test:fixture`), read as the browser reads it. */
const DIST = resolve(fileURLToPath(new URL('../../..', import.meta.url)), FIXTURE_DIR, 'dist');
const SITES = loadSites(process.env);
const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';

function indexDir(domain: string): string {
  const dir = join(DIST, domain, 'search-index');
  if (!existsSync(dir)) throw new Error(`${dir} is missing. Build the fixture first: npm run test:fixture`);
  return dir;
}

function sourceOf(domain: string, locale: string): IndexSource {
  return fileSource(join(indexDir(domain), '..'), locale);
}

const onSale = new Map<string, number>();
let catalogueDir: string;

beforeAll(() => {
  catalogueDir = mkdtempSync(join(tmpdir(), 'cjenovnik-search-output-'));
  const db = createFixtureCatalogue(join(catalogueDir, 'catalogue.db'));
  for (const site of SITES) {
    onSale.set(
      site.domain,
      readSnapshot(db, site.country).categories.reduce((sum, category) => sum + category.products.length, 0),
    );
  }
  db.close();
});

afterAll(() => rmSync(catalogueDir, { recursive: true, force: true }));

describe.each(SITES.map((site) => site.domain))('%s search index', (domain) => {
  test('an entry per locale, with category names in its language and every product on sale', () => {
    for (const locale of LOCALES) expect(sourceOf(domain, locale).meta.products, locale).toBe(onSale.get(domain));
    expect(sourceOf(domain, 'en').meta.categories.map(([name]) => name)).toContain('Smartphones');
    expect(sourceOf(domain, 'sr').meta.categories.map(([name]) => name)).toContain('Pametni telefoni');
  });

  test('only the current build is there, and its files name no other', () => {
    const { version } = sourceOf(domain, 'sr').meta;
    expect(readdirSync(indexDir(domain)).sort()).toEqual([...LOCALES.map((locale) => `${locale}.json`), version].sort());
  });

  test("the host caches the shards' folder for a year, and revalidates the entries that name it", () => {
    const headersForPath = headerMatcher(parseHeadersFile(readFileSync(join(DIST, domain, '_headers'), 'utf8')));
    const { version } = sourceOf(domain, 'sr').meta;
    const [shard] = readdirSync(join(indexDir(domain), version, 't'));
    expect(headersForPath(`/search-index/${version}/t/${shard}`)['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath(`/search-index/${version}/d/0.json`)['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath('/search-index/sr.json')['cache-control']).toBeUndefined();
  });

  test('a query finds products by model number, Cyrillic and names, with names as text', async () => {
    const source = sourceOf(domain, 'sr');
    const paths = async (query: string) => (await loadDocs(source, (await rankProducts(source, query)).ids)).map((doc) => doc[0]);
    if (domain === 'cjenovnik.me') {
      // The fixture's Galaxy has the model number SAM-25.
      expect((await paths('sam25'))[0]).toBe(GALAXY);
      expect((await paths('самсунг s24'))[0]).toBe(GALAXY);
    }
    const hostile = await loadDocs(source, (await rankProducts(source, 'hostile')).ids);
    expect(hostile.map((doc) => doc[1])).toContain(HOSTILE_NAME);
  });
});
