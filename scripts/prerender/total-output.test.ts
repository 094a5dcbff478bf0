import { load } from 'cheerio';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { ArticlePayload } from '../../pages/article/payload.ts';
import { loadSites, type Site } from '../../sites/index.ts';
import type { CategoryList } from '../../src/catalogue-list/list-schema.ts';
import { lowestBuyableTotal } from '../../src/domain/offers.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { DOCS_PER_SHARD, docTotal } from '../../src/search/index-format.ts';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';
import { fileSource } from './search-index/file-source.ts';

/** The lowest total with delivery on cards, in category list files and in the search index, as built for the fixture. */
const DIST = resolve(fileURLToPath(new URL('../../', import.meta.url)), FIXTURE_DIR, 'dist');
const SITES = loadSites(process.env);
const MNE = SITES.find((site) => site.country === 'MNE') as Site;
const PHONES = '/telefoni/mobilni/pametni-telefoni';
/** Its cheapest shop charges €5 for delivery; the other delivers free but costs more. */
const GALAXY = `${PHONES}/1-samsung-galaxy-s24-128-gb`;
const IPHONE = `${PHONES}/2-apple-iphone-15-128-gb`;

function file(site: Site, path: string): string {
  const name = join(DIST, site.domain, path);
  if (!existsSync(name)) throw new Error(`${name} is missing. Build the fixture first: npm run test:fixture`);
  return readFileSync(name, 'utf8');
}

/** The lowest total with delivery as the product's own page works it out from its offers; -1 when nothing is buyable. */
function pageTotal(site: Site, path: string): number {
  const payload = JSON.parse(file(site, join(path, '_payload.json'))) as ArticlePayload;
  return lowestBuyableTotal(payload.offers, (offer) => offer.total)?.minor ?? -1;
}

/** Every category's list file of a site, found beside its unprefixed pages. */
function lists(site: Site): CategoryList[] {
  const found: CategoryList[] = [];
  const walk = (path: string, depth: number) => {
    if (depth === 3) {
      if (existsSync(join(DIST, site.domain, path, 'list.json')))
        found.push(JSON.parse(file(site, join(path, 'list.json'))) as CategoryList);
      return;
    }
    for (const entry of readdirSync(join(DIST, site.domain, path), { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${path}/${entry.name}`, depth + 1);
    }
  };
  walk('', 0);
  return found;
}

describe('a product whose lowest price is not its lowest total with delivery', () => {
  test('its card on the category page shows both; a card whose cheapest offer ships free says so, one with nothing buyable says nothing', () => {
    const html = load(file(MNE, `en${PHONES}/index.html`));
    const card = (path: string) => html(`.card:has(a[href^="/en${path}?"])`);
    const total = pageTotal(MNE, GALAXY);
    expect(card(GALAXY).find('.card-prices').text()).toBe(
      `from ${formatMoney({ minor: 76_900, currency: 'EUR' }, 'en')} ${formatMoney({ minor: total, currency: 'EUR' }, 'en')} delivered`,
    );
    expect(total).toBe(77_400);
    expect(card(IPHONE).find('.card-total').text()).toBe(' free delivery');
    const unbuyable = html('.card').filter((_, element) => html(element).find('.card-price').text() === 'No offers');
    expect(unbuyable.find('.card-total')).toHaveLength(0);
  });

  test('the list files tell it apart from the prices, and a product with nothing buyable has no total', () => {
    const all = lists(MNE);
    const phones = all.find((list) => list.path === PHONES) as CategoryList;
    const at = phones.items.indexOf('1-samsung-galaxy-s24-128-gb');
    expect([phones.prices[at], phones.totals[at]]).toEqual([76_900, 77_400]);
    const unbuyable = all.flatMap((list) => list.prices.filter((price, index) => price >= 0 && list.totals[index] === -1));
    expect(unbuyable.length).toBeGreaterThan(0);
  });
});

describe.each(SITES)('$domain totals', (site) => {
  test("each category list's totals are its products' pages' lowest totals with delivery, -1 where nothing is buyable", () => {
    const all = lists(site);
    expect(all.length).toBeGreaterThan(3);
    const totals = all.flatMap((list) => list.items.map((item, index) => [list.totals[index], pageTotal(site, `${list.path}/${item}`)]));
    for (const [listed, own] of totals) expect(listed).toBe(own);
  });

  test("the search index's documents carry the same totals", async () => {
    const source = fileSource(join(DIST, site.domain), 'en');
    const shards = Math.ceil(source.meta.products / DOCS_PER_SHARD);
    const docs = (await Promise.all(Array.from({ length: shards }, (_, number) => source.docShard(number)))).flat();
    expect(docs).toHaveLength(source.meta.products);
    for (const doc of docs) expect(docTotal(doc), doc[0]).toBe(pageTotal(site, doc[0]));
  });
});
