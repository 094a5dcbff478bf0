import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import type { CategoryPayload, Payload } from '../../pages/payload.ts';
import { loadSites, type Site } from '../../sites/index.ts';
import type { PageContext } from '../../src/components/site-context.tsx';
import { generateSnapshot } from '../bench/generated-category.ts';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';
import { readPageAssets } from './assets.ts';
import { pageAssetsFor } from '../../pages/document.ts';
import { listPages } from './pages.ts';
import { SiteIndex } from './site-index.ts';

/**
 * A category page stays within its 40 KB gzip budget (docs/benchmarks.md) with 5,000 products in the
 * category (40 brands, 15 shops, six specs), rendered by the fixture build's server bundle;
 * the figure is printed for docs/benchmarks.md.
 */
const DIST = resolve(fileURLToPath(new URL('../../', import.meta.url)), FIXTURE_DIR, 'dist');
const SITE = loadSites(process.env).find((site) => site.country === 'MNE') as Site;
const BUDGET = 40 * 1024;

test('a category of 5,000 products: each page at most 48 cards and 40 KB gzip', async () => {
  const pages = [...listPages(new SiteIndex(generateSnapshot(5000, 7), SITE))].filter(
    (page) => page.locale === 'ru' && /^\/menu\/sub\/category(\/page\/\d+)?$/.test(page.route),
  );
  expect(pages).toHaveLength(Math.ceil(5000 / 48));
  const server = (await import(pathToFileURL(join(DIST, '.server/entry-server.js')).href)) as {
    createRenderer: (context: PageContext, assets: (payload: Payload) => unknown) => (page: object) => Promise<string>;
  };
  const assets = readPageAssets(join(DIST, '.client'));
  const context: PageContext = { site: SITE, buildId: 'budget', buildYear: 2026, beaconTokens: {}, otherDomain: 'cjenovnik.ba' };
  const render = server.createRenderer(context, (p) => pageAssetsFor(assets, p));
  for (const page of [pages[0], pages.at(-2)]) {
    if (!page) throw new Error('no category page');
    const payload = page.payload() as CategoryPayload;
    const payloadJson = JSON.stringify(payload);
    const html = await render({ path: page.path, payload, payloadJson });
    expect(payload.products.length).toBeLessThanOrEqual(48);
    expect(payload.facets.map((facet) => facet.key)).toContain('s-storage');
    const gzip = gzipSync(html).length;
    console.log(
      `category budget: ${page.path} ${(gzip / 1024).toFixed(1)} KB gzip (payload ${(gzipSync(payloadJson).length / 1024).toFixed(1)} KB)`,
    );
    expect(gzip).toBeLessThanOrEqual(BUDGET);
  }
});
