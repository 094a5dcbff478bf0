import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { HomePayload } from '../../../pages/payload.ts';
import { recordOffer } from '../../catalogue/store.ts';
import { createFixtureCatalogue } from '../../fixture/fixture-catalogue.ts';
import { buildSites } from '../build.ts';
import { keysFileOf, liveBuildDir, replacedBuilds } from './live-site.ts';
import { kindOfKey } from '../page-times.ts';
import { differentFiles } from './same-files.ts';
import { outputWithBundles } from './fixture-days.test-kit.ts';

const SITE = 'cjenovnik.me';
const NOW = Date.parse('2026-11-21T00:00:00Z');
const GALAXY = '/en/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';

const build = (outDir: string, full = false, removeReplaced = true, timeEachPage = false) =>
  buildSites({ outDir, sites: [SITE], skipBundles: true, full, now: NOW, log: () => {}, removeReplaced, timeEachPage });

test('a rebuild after a price change renders only the pages and feeds it shows in, and equals a full build file for file', async () => {
  const catalogueDir = mkdtempSync(join(tmpdir(), 'cjenovnik-incremental-db-'));
  const db = createFixtureCatalogue(join(catalogueDir, 'catalogue.db'));
  process.env.CATALOGUE_DB = join(catalogueDir, 'catalogue.db');
  const incremental = outputWithBundles();
  const first = await build(incremental);
  expect(first.carried).toBe(0);
  const untouched = statSync(join(incremental, SITE, '/en/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3/index.html')).ino;
  const untouchedFeed = statSync(join(incremental, SITE, '/en/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3/feed.xml')).ino;
  const LAPTOPS = '/en/racunari/prenosni/laptopovi';
  const untouchedCategory = statSync(join(incremental, SITE, LAPTOPS, 'index.html')).ino;
  const untouchedNotFound = statSync(join(incremental, SITE, 'en/404.html')).ino;
  const untouchedData = statSync(join(incremental, SITE, '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3/history.csv')).ino;
  const otherMarketOf = (path: string) => join(incremental, SITE, path, 'other-market.json');
  const untouchedOtherMarket = statSync(otherMarketOf('/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3')).ino;
  expect(first.feeds.carried).toBe(0);
  // The build's state, kept beside the live build for the next one (build-keys.ts): the pages' keys
  // by their ids (`pages:` taken off here), every other output's as `<output>:<id>`; the drops as notes.
  const liveKeys = () => keysFileOf(liveBuildDir(incremental, SITE) as string);
  const saved = () =>
    JSON.parse(readFileSync(liveKeys(), 'utf8')) as { timestamp: number; keys: [string, string][]; notes: [string, string][] };
  const keysOf = () => new Map(saved().keys.map(([id, key]) => [id.replace(/^pages:/, ''), key]));
  const notesOf = () => new Map(saved().notes.map(([id, note]) => [id.replace(/^pages:/, ''), note]));
  const firstKeys = keysOf();
  const firstNotes = notesOf();

  recordOffer(
    db,
    {
      productId: 1,
      shopId: 'tehno-me',
      shopItemId: 'tehno-me-1',
      priceMinor: 74900,
      currency: 'EUR',
      shippingMinor: 0,
      availability: 'in_stock',
      url: 'https://tehno-me.example/p/1?ref=cjenovnik&x=<1>',
    },
    '2026-11-20T12:00:00.000Z',
  );
  // The same feed confirms the offers of the shop's previous feed, unchanged: their pages stay as they were.
  db.prepare(
    "UPDATE offer SET last_seen = '2026-11-20T12:00:00.000Z' WHERE shop_id = 'tehno-me' AND last_seen = '2026-11-20T06:00:00.000Z'",
  ).run();
  db.close();
  // As the benchmark builds: the replaced build is kept beside the new one, not removed.
  const second = await build(incremental, false, false, true);
  const replaced = replacedBuilds(incremental, SITE);
  expect(replaced).toHaveLength(1);
  expect(readFileSync(join(replaced[0] as string, GALAXY, 'index.html'), 'utf8')).not.toContain('€749.00');
  expect(second.pages).toBe(first.pages);
  expect(second.carried).toBeGreaterThan(second.pages / 2);
  // At least the Galaxy's page in every locale; far fewer than all.
  expect(second.rendered).toBeGreaterThanOrEqual(7);
  expect(second.rendered).toBeLessThan(second.pages / 3);
  expect(readFileSync(join(incremental, SITE, GALAXY, 'index.html'), 'utf8')).toContain('€749.00');
  // The bench's figures: each kind of page's time, and with `timeEachPage` each page's apart (its payload's and its render's).
  expect(first.renderTimes.article?.[0]).toBeGreaterThan(0);
  expect(second.renderTimes[`article ${GALAXY}`]?.[0]).toBe(1);
  expect(second.renderTimes[`article ${GALAXY}`]?.[1]).toBeGreaterThan(0);
  expect(second.renderTimes.article).toBeUndefined();
  expect(Object.values(second.renderTimes).reduce((sum, [pages]) => sum + pages, 0)).toBe(second.rendered);
  // The Galaxy's key changed; the Lenovo's did not, so its pages were carried without building their payloads.
  const LENOVO = '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3';
  expect(keysOf().get(GALAXY.slice('/en'.length))).not.toBe(firstKeys.get(GALAXY.slice('/en'.length)));
  expect(keysOf().get(LENOVO)).toBe(firstKeys.get(LENOVO));
  expect(firstKeys.get(LENOVO)).toMatch(/^[\w-]{22}$/);
  // A shop's pages go by a key of their own, made of what they show: the shop's offers and the as-of, which the feed moved.
  expect(keysOf().get('/shops/tehno-me')).not.toBe(firstKeys.get('/shops/tehno-me'));
  expect(firstKeys.get('/shops/mega-me')).toMatch(/^[\w-]{22}$/);
  // Carried over as a hard link to the same file, not written again; so is the feed of a product that did not change.
  expect(statSync(join(incremental, SITE, '/en/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3/index.html')).ino).toBe(untouched);
  expect(statSync(join(incremental, SITE, '/en/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3/feed.xml')).ino).toBe(untouchedFeed);
  // A category page the change is not on: its key is its payload's hash, unchanged, so it was carried over too.
  expect(firstKeys.get(LAPTOPS)).toMatch(/^[\w-]{22}$/);
  expect(keysOf().get(LAPTOPS)).toBe(firstKeys.get(LAPTOPS));
  expect(statSync(join(incremental, SITE, LAPTOPS, 'index.html')).ino).toBe(untouchedCategory);
  // An error page too, by its payload's hash: a rebuild with nothing changed starts no render worker.
  expect(keysOf().get('error:/en/404.html')).toMatch(/^[\w-]{22}$/);
  expect(statSync(join(incremental, SITE, 'en/404.html')).ino).toBe(untouchedNotFound);
  // Its open data too, by its unchanged key.
  expect(statSync(join(incremental, SITE, '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3/history.csv')).ino).toBe(untouchedData);
  // And its other market's price, by the file's key.
  expect(statSync(otherMarketOf('/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3')).ino).toBe(untouchedOtherMarket);
  expect(keysOf().get(`other market:${LENOVO}/other-market.json`)).toMatch(/^[\w-]{22}$/);
  // The Galaxy's new low is a drop in its own feed and its category's; every other feed is carried over.
  expect(second.feeds).toEqual({ written: 2, carried: first.feeds.written - 2 });
  expect(readFileSync(join(incremental, SITE, GALAXY, 'feed.xml'), 'utf8')).toContain('€749.00');

  const full = outputWithBundles();
  const fresh = await build(full, true);
  expect(fresh.rendered).toBe(fresh.pages);
  expect(differentFiles(join(full, SITE), join(incremental, SITE))).toEqual({ missing: [], extra: [], different: [] });
  // Still there a build later: a removal in the background would long have ended.
  expect(existsSync(join(replaced[0] as string, GALAXY, 'index.html'))).toBe(true);

  // Each product's drop is kept with the keys, with the article key it was judged for, and taken
  // from there while that key holds: a drop recorded as 97% shows on the home page with nothing changed.
  const galaxy = GALAXY.slice('/en'.length);
  // The note: the article key, the drop, the span of days the price check's figures hold (the page's key is made of the first two).
  const [judgedFor, percent, since, until] = (notesOf().get(galaxy) ?? '').split(':');
  expect(judgedFor).toMatch(/^[\w-]{22}$/);
  expect(percent).toMatch(/^\d+$/);
  expect(since).toMatch(/^2026-\d\d-\d\d$/);
  expect(until).toMatch(/^(\d{4}-\d\d-\d\d)?$/);
  expect(notesOf().get(LENOVO)).toBe(firstNotes.get(LENOVO));
  const state = saved();
  const noted = state.notes.map(([id, note]): [string, string] => [
    id,
    id === `pages:${galaxy}` ? `${judgedFor}:97:${since}:${until}` : note,
  ]);
  writeFileSync(liveKeys(), JSON.stringify({ ...state, notes: noted }));
  const shopKeys = ['/shops', '/shops/mega-me', '/shops/tehno-me'].map((id) => keysOf().get(id));
  const homeDrops = () => (JSON.parse(readFileSync(join(incremental, SITE, 'en/_payload.json'), 'utf8')) as HomePayload).drops;
  expect(homeDrops().find((card) => card.path === galaxy)?.dropPercent).not.toBe(97);
  const rebuilt = await build(incremental, false, true, true);
  // Nothing else changed: the shops' pages were carried over by their keys, their payloads not built.
  expect(['/shops', '/shops/mega-me', '/shops/tehno-me'].map((id) => keysOf().get(id))).toEqual(shopKeys);
  // The home page and the smartphones' page in every language, where the drop shows; nothing else, the error pages neither.
  expect(Object.keys(rebuilt.renderTimes).map(kindOfKey).sort()).toEqual([...Array(7).fill('category'), ...Array(7).fill('home')]);
  expect(rebuilt.rendered).toBe(14);
  expect(homeDrops().find((card) => card.path === galaxy)?.dropPercent).toBe(97);
}, 180_000);

test('days later with nothing changed, only the pages whose price check figures moved are made again, as a full build of that day makes them', async () => {
  const catalogueDir = mkdtempSync(join(tmpdir(), 'cjenovnik-incremental-db-'));
  const db = createFixtureCatalogue(join(catalogueDir, 'catalogue.db'));
  process.env.CATALOGUE_DB = join(catalogueDir, 'catalogue.db');
  const incremental = outputWithBundles();
  await build(incremental);
  // Each product's note ends with the span of days its price check's figures hold (its pages are made as of the first).
  const spans = new Map(
    (JSON.parse(readFileSync(keysFileOf(liveBuildDir(incremental, SITE) as string), 'utf8')) as { notes: [string, string][] }).notes
      .filter(([id]) => id.startsWith('pages:/'))
      .map(([id, note]) => [`/en${id.slice('pages:'.length)}`, note.split(':').slice(2) as [string, string]]),
  );
  const NEXT = '2026-11-22';
  const moving = [...spans].find(([, [, until]]) => until !== '' && until <= NEXT)?.[0] as string;
  const holding = [...spans].find(([, [since, until]]) => since < '2026-11-20' && until === '')?.[0] as string;
  const page = (path: string) => readFileSync(join(incremental, SITE, path, 'index.html'), 'utf8');
  const asOf = (path: string) => /class="as-of">([^<]*)</.exec(page(path))?.[1];
  const inode = (path: string, file = 'index.html') => statSync(join(incremental, SITE, path, file)).ino;
  const [movingInode, holdingInode, holdingAsOf, movingFeed] = [inode(moving), inode(holding), asOf(holding), inode(moving, 'feed.xml')];
  expect(asOf(moving)).toBe('As of 11/20/2026');
  expect(holdingAsOf).toMatch(/^As of \d\d\/\d\d\/2026$/);
  expect(holdingAsOf).not.toBe('As of 11/20/2026');
  // Two days on, one shop's feed confirms its offers as they were: the catalogue's day is 22 November.
  db.prepare(
    `UPDATE offer SET last_seen = '${NEXT}T06:00:00.000Z' WHERE shop_id = 'tehno-me' AND last_seen = '2026-11-20T06:00:00.000Z'`,
  ).run();
  db.close();
  const later = await build(incremental);
  // The figures of the one moved by then: its pages were made again, as of a later day.
  expect(inode(moving)).not.toBe(movingInode);
  expect(asOf(moving)).not.toBe('As of 11/20/2026');
  // Its feed tells no new event: carried over as it was, though its pages were made again.
  expect(inode(moving, 'feed.xml')).toBe(movingFeed);
  expect(later.feeds.written).toBe(0);
  // The other's figures hold: its pages were carried over as they were.
  expect(inode(holding)).toBe(holdingInode);
  expect(later.carried).toBeGreaterThan(later.pages / 2);
  const full = outputWithBundles();
  await build(full, true);
  expect(differentFiles(join(full, SITE), join(incremental, SITE))).toEqual({ missing: [], extra: [], different: [] });
}, 180_000);
