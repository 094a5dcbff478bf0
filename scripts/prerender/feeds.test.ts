import { parseFeed } from '@rowanmanning/feed-parser';
import { load } from 'cheerio';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadSites, type Site } from '../../sites/index.ts';
import { readSnapshot } from '../catalogue/snapshot.ts';
import { createFixtureCatalogue } from '../fixture/fixture-catalogue.ts';
import { HOSTILE_NAME, HOSTILE_SHOPS } from '../fixture/hostile.ts';
import { BuildKeys } from './incremental/build-keys.ts';
import { feedsOutput } from './outputs/feeds.ts';
import { atomFeed, xmlText, type FeedSource } from './feed-xml.ts';
import { writeFeeds } from './feeds.ts';

const MNE = loadSites().find((site) => site.country === 'MNE') as Site;

afterEach(() => {
  vi.useRealTimers();
});

describe('feed text is hostile', () => {
  test('markup is escaped and characters XML 1.0 forbids are dropped', () => {
    expect(xmlText('<a href="x">&\'</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
    expect(xmlText('a\u0000b\u0008c\u001Fd\uFFFEe\uD800f\tg\u2028h\u{1F4F1}')).toBe('abcdef\tg\u2028h\u{1F4F1}');
  });

  test('a hostile product and shop come out as text a feed parser reads back, with links only on the site', () => {
    const name = `${HOSTILE_NAME}\u0001\u000B`;
    const shop = HOSTILE_SHOPS[0];
    const source: FeedSource = {
      page: '//evil.example/telefoni',
      name,
      entries: [
        {
          product: { id: 3, name },
          path: '//evil.example/telefoni/3-hostile-phone',
          shopName: shop.name,
          event: { kind: 'drop', at: '2026-11-20T06:00:00.000Z', shop: shop.id, priceMinor: 1999, percent: 20, referenceMinor: 2499 },
        },
      ],
      quietSince: '2026-11-20T06:00:00.000Z',
    };
    const xml = atomFeed(source, MNE, 'en') as string;
    const $ = load(xml, { xml: true });
    expect($('script, img, a').length).toBe(0);
    const feed = parseFeed(xml);
    expect(feed.title).toBe(`${HOSTILE_NAME}: price drops and back in stock`);
    expect(feed.items[0]?.title).toBe(`${HOSTILE_NAME}: −20% at ${shop.name}, now €19.99`);
    // `//evil.example/...` is a path on the site, as the browser reads it (src/lib/paths.ts), in every locale.
    for (const locale of ['en', 'sr'] as const) {
      const parsed = parseFeed(atomFeed(source, MNE, locale) as string);
      for (const url of [parsed.self, parsed.url, parsed.items[0]?.url])
        expect(new URL(url as string).origin, url as string).toBe('https://cjenovnik.me');
    }
  });
});

test('a rebuild of an unchanged catalogue writes byte-identical feeds, whatever the clock says', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-feeds-'));
  const db = createFixtureCatalogue(join(dir, 'catalogue.db'));
  const snapshot = readSnapshot(db, 'MNE');
  db.close();
  const write = async (out: string, now: string) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    const { written } = await writeFeeds(snapshot, MNE, new BuildKeys(null, join(dir, out)).of(feedsOutput), {
      version: 'test',
      threads: 1,
    });
    vi.useRealTimers();
    return written;
  };
  const feeds = await write('first', '2026-11-21T00:00:00Z');
  expect(await write('second', '2027-03-01T12:00:00Z')).toBe(feeds);
  // Four categories and eleven products with offers on the site.
  expect(feeds).toBeGreaterThan(10);
  const path = 'en/telefoni/mobilni/pametni-telefoni/feed.xml';
  const first = readFileSync(join(dir, 'first', path), 'utf8');
  expect(readFileSync(join(dir, 'second', path), 'utf8')).toBe(first);
  expect(first).toContain('<updated>2026-11-20T06:00:00.000Z</updated>');
});
