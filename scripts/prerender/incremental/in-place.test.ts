import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import type { Db } from '../../catalogue/db.ts';
import { undoChange } from '../../catalogue/corrections.ts';
import { renameProduct } from '../../catalogue/product-edits.ts';
import { loadHashCache } from '../../deploy/hash-cache.ts';
import { listFiles } from '../../deploy/local-site.ts';
import { buildSites } from '../build.ts';
import { keysFileOf, liveBuildDir, nextBuildDir, replacedBuilds } from './live-site.ts';
import { differentFiles } from './same-files.ts';
import { dropLenovo, fixtureCatalogue, outputWithBundles, priceGalaxy } from './fixture-days.test-kit.ts';

const SITE = 'cjenovnik.me';
const NOW = Date.parse('2026-11-21T00:00:00Z');
const LOCALE_PREFIXES = ['', '/me', '/ba', '/en', '/ru', '/de', '/tr'];
const GALAXY = '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb';
const LAPTOPS = '/racunari/prenosni/laptopovi';
const LENOVO = `${LAPTOPS}/5-lenovo-ideapad-slim-3`;
const IPHONE = '/telefoni/mobilni/pametni-telefoni/2-apple-iphone-15-128-gb';
const IPHONE_RENAMED = '/telefoni/mobilni/pametni-telefoni/2-apple-iphone-15-128-gb-black';

const build = (outDir: string, options: { full?: boolean; log?: (line: string) => void } = {}) =>
  buildSites({ outDir, sites: [SITE], skipBundles: true, full: options.full, now: NOW, log: options.log ?? (() => {}) });

/**
 * Every file of a build with its bytes, inode and modification time: a write into one shows. (Not
 * its link count: that drops as the build made in place lets go of the links it shared.)
 */
function filesOf(live: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(live, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const stat = statSync(file);
    files.set(
      relative(live, file),
      `${stat.ino}:${stat.mtimeMs}:${stat.size}:${createHash('sha256').update(readFileSync(file)).digest('hex')}`,
    );
  }
  return files;
}

/** A full build of the same catalogue, at the same time, compared with the live site file for file. */
async function expectSameAsFullBuild(outDir: string): Promise<void> {
  const full = outputWithBundles();
  await build(full, { full: true });
  expect(differentFiles(join(full, SITE), join(outDir, SITE))).toEqual({ missing: [], extra: [], different: [] });
}

/**
 * Two days built (the second's build live, the first's replaced, kept beside it), then the third
 * day's changes in the catalogue: the Lenovo gone from the site, the Galaxy cheaper, the iPhone
 * renamed. Returns the output, the live build, its files as they were, and the catalogue.
 */
async function twoDaysBuilt(): Promise<{ out: string; live: string; before: Map<string, string>; db: Db }> {
  const db = fixtureCatalogue();
  const out = outputWithBundles();
  await build(out);
  priceGalaxy(db, 74900);
  await build(out);
  const live = liveBuildDir(out, SITE) as string;
  const before = filesOf(live);
  dropLenovo(db);
  priceGalaxy(db, 72900);
  renameProduct(db, 'ana', 2, 'Apple iPhone 15 128 GB Black');
  return { out, live, before, db };
}

test('the daily build made in the build the live one replaced drops what is gone, renders what changed, and leaves the live build as it was', async () => {
  const { out, live, before, db } = await twoDaysBuilt();
  expect(before.size).toBeGreaterThan(1000);
  const lines: string[] = [];
  const day = await build(out, { log: (line) => lines.push(line) });
  expect(lines).toContain(`${SITE}: made in place, in the build the live one replaced`);
  // Most pages were already in the folder or linked: only the day's were rendered.
  expect(day.rendered).toBeLessThan(day.pages / 3);

  // The build that was live is the replaced one now, kept for a request under way: not a byte or an inode of it changed.
  expect(replacedBuilds(out, SITE)).toEqual([live]);
  expect(filesOf(live)).toEqual(before);
  // Each page, payload, feed and data file the day wrote comes with its hash (written-hashes.ts): its deploy reads none.
  const dayDir = realpathSync(join(out, SITE));
  const { cache: hashes } = await loadHashCache(join(out, 'no-deploy-cache'), dayDir);
  const liveInodes = new Set([...before.values()].map((value) => value.split(':')[0]));
  const written = listFiles(dayDir).files.filter((file) => !liveInodes.has(file.key.split(':')[1]));
  expect(written.length).toBeGreaterThan(50);
  expect(written.filter((file) => !hashes.has(file.key) && /\.(html|json|xml|csv)$/.test(file.path)).map((file) => file.path)).toEqual([]);

  const site = join(out, SITE);
  // The Lenovo is gone in every language, with its feed, open data and other market's price; so is its category.
  for (const prefix of LOCALE_PREFIXES) {
    expect(existsSync(join(site, prefix, LENOVO)), `${prefix}${LENOVO}`).toBe(false);
    expect(existsSync(join(site, prefix, LAPTOPS)), `${prefix}${LAPTOPS}`).toBe(false);
  }
  // The Galaxy's pages show the day's price.
  expect(readFileSync(join(site, '/en', GALAXY, 'index.html'), 'utf8')).toContain('€729.00');
  expect(readFileSync(join(site, GALAXY, '_payload.json'), 'utf8')).toContain('72900');
  // The iPhone's old address is a redirect now, with nothing of its page left; its page is at the new one.
  const redirect = (path: string) => readFileSync(join(site, '/en', path, 'index.html'), 'utf8');
  expect(redirect(IPHONE)).toContain(`url=/en${IPHONE_RENAMED}"`);
  expect(existsSync(join(site, '/en', IPHONE, '_payload.json'))).toBe(false);
  expect(existsSync(join(site, IPHONE, 'history.csv'))).toBe(false);
  expect(readFileSync(join(site, '/en', IPHONE_RENAMED, '_payload.json'), 'utf8')).toContain('Apple iPhone 15 128 GB Black');
  await expectSameAsFullBuild(out);
  // The rename undone the next day: the page is back at its first address, the day's address redirects to it.
  undoChange(db, 'ana', 1);
  db.close();
  await build(out);
  expect(redirect(IPHONE_RENAMED)).toContain(`url=/en${IPHONE}"`);
  expect(readFileSync(join(site, '/en', IPHONE, '_payload.json'), 'utf8')).toContain('"name":"Apple iPhone 15 128 GB"');
  await expectSameAsFullBuild(out);
}, 180_000);

test('a build killed half-way through a build made in place leaves the live build as it was, and the next build is whole', async () => {
  const { out, live, before, db } = await twoDaysBuilt();
  db.close();
  // Stopped once the pages are written in place, before the feeds, the sitemaps and the keys.
  const killed = build(out, {
    log: (line) => {
      if (line.startsWith(`${SITE}: pages `)) throw new Error('killed');
    },
  });
  await expect(killed).rejects.toThrow('killed');
  expect(liveBuildDir(out, SITE)).toBe(live);
  expect(filesOf(live)).toEqual(before);
  // The half-made folder has no keys: no build takes it up again.
  expect(existsSync(nextBuildDir(out, SITE))).toBe(true);
  expect(existsSync(keysFileOf(nextBuildDir(out, SITE)))).toBe(false);

  await build(out);
  for (const prefix of LOCALE_PREFIXES) expect(existsSync(join(out, SITE, prefix, LENOVO))).toBe(false);
  await expectSameAsFullBuild(out);
}, 180_000);
