import { existsSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../catalogue/db.ts';
import { renameProduct } from '../catalogue/product-edits.ts';
import { buildSites } from '../prerender/build.ts';
import { dropLenovo, fixtureCatalogue, outputWithBundles, priceGalaxy } from '../prerender/incremental/fixture-days.test-kit.ts';
import { CHANGES_FORMAT } from '../prerender/incremental/changes.ts';
import { changesFileOf } from '../prerender/incremental/live-site.ts';
import { md5 } from '../prerender/written-hashes.ts';
import { openBucket } from './bucket.ts';
import { filesFromChanges } from './changed-files.ts';
import { deploySite } from './deploy.ts';
import { loadHashCache } from './hash-cache.ts';
import { listFiles, resolveSite, type LocalSite } from './local-site.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';
import { JOURNAL, MANIFEST } from './journal.ts';
import { decodeManifest, FORMAT, type Entries } from './manifest.ts';

const SITE = 'cjenovnik.me';
const DAY = 24 * 3600 * 1000;
const IPHONE_BEFORE = 'telefoni/mobilni/pametni-telefoni/2-apple-iphone-15-128-gb';
const START = Date.parse('2026-11-21T06:00:00Z');

/** Every file of a build, path to size and MD5, as a listing and reading of it finds them. */
function listed(site: LocalSite): Map<string, string> {
  return new Map(listFiles(site.dir).files.map((file) => [file.path, `${file.size}:${md5(readFileSync(join(site.dir, file.path)))}`]));
}

/** What a bucket holding `site` by a finished deploy says: its manifest's entries and header, no journal. */
function bucketHolding(site: LocalSite): {
  header: { format: typeof FORMAT; site: string; build: string; timestamp: number; saved: string; files: number; journal: string };
  entries: Entries;
  journal: string[];
} {
  const entries: Entries = new Map();
  for (const [path, value] of listed(site)) {
    const [size, hash] = value.split(':') as [string, string];
    entries.set(path, { hash, size: Number(size), build: site.buildId });
  }
  // A content-named file an older build had, kept for open pages: not a file of the build.
  entries.set('assets/older-a1b2c3.js', { hash: 'b2xkZXI=', size: 5, build: site.buildId, gone: START });
  const header = {
    format: FORMAT,
    site: SITE,
    build: site.buildId,
    timestamp: site.timestamp,
    saved: '',
    files: entries.size,
    journal: '',
  };
  return { header, entries, journal: [] };
}

/** The build's files as its record of changes gives them against `before`, with their hashes read. */
async function fromRecord(site: LocalSite, remote: ReturnType<typeof bucketHolding>): Promise<Map<string, string>> {
  const { written } = await loadHashCache(join(site.dir, 'no-deploy-cache'), site.dir);
  const changed = filesFromChanges(site, remote, written);
  if ('reason' in changed) throw new Error(changed.reason);
  return new Map([
    ...changed.known.map((file): [string, string] => [file.path, `${file.size}:${file.hash}`]),
    ...changed.files.map((file): [string, string] => [file.path, `${file.size}:${md5(readFileSync(join(site.dir, file.path)))}`]),
  ]);
}

describe("a build's record of changes gives the deploy the same files as a listing", { timeout: 300_000 }, () => {
  let out: string;
  let db: Db;
  let day = 0;
  const lines: string[] = [];
  const build = async (options: { full?: boolean } = {}) => {
    const before = day === 0 ? null : resolveSite(out, SITE);
    await buildSites({
      outDir: out,
      sites: [SITE],
      skipBundles: true,
      full: options.full,
      now: START + day++ * DAY,
      log: (line) => lines.push(line),
    });
    return { before, after: resolveSite(out, SITE) };
  };

  beforeAll(() => {
    db = fixtureCatalogue();
    out = outputWithBundles();
  });

  test('a full build has none: there is nothing it was compared with', async () => {
    const { after } = await build({ full: true });
    expect(existsSync(changesFileOf(after.dir))).toBe(false);
    const { written } = await loadHashCache(join(out, 'none'), after.dir);
    expect(filesFromChanges(after, bucketHolding(after), written)).toEqual({
      reason: 'the build has no record of its changes (a full build, or one with nothing to compare with)',
    });
  });

  test('a day in a new folder (a price changed), a day made in place (a product and its category gone, a product renamed), a day with nothing new', async () => {
    priceGalaxy(db, 74900, '2026-11-22T05:00:00.000Z');
    const second = await build();
    expect(lines).toContain(`${SITE}: a new folder, unchanged files linked from the live build: no build the live one replaced is kept`);
    expect(await fromRecord(second.after, bucketHolding(second.before as LocalSite))).toEqual(listed(second.after));

    dropLenovo(db);
    priceGalaxy(db, 72900, '2026-11-23T05:00:00.000Z');
    renameProduct(db, 'ana', 2, 'Apple iPhone 15 128 GB Black');
    const third = await build();
    expect(lines).toContain(`${SITE}: made in place, in the build the live one replaced`);
    const thirdFiles = listed(third.after);
    expect(await fromRecord(third.after, bucketHolding(third.before as LocalSite))).toEqual(thirdFiles);

    // The day after, made in the folder of the day before the rename: the old address keeps no payload of the page that was there.
    const fourth = await build();
    const fourthFiles = listed(fourth.after);
    const atOldAddress = [...fourthFiles.keys()].filter((path) => path.includes('2-apple-iphone-15-128-gb/'));
    expect(atOldAddress.sort()).toEqual(
      ['', 'ba/', 'de/', 'en/', 'me/', 'ru/', 'tr/'].map((prefix) => `${prefix}${IPHONE_BEFORE}/index.html`).sort(),
    );
    expect(await fromRecord(fourth.after, bucketHolding(fourth.before as LocalSite))).toEqual(fourthFiles);
  });

  test('a record against another build than the bucket holds, a journal left, or written hashes cut short: the deploy lists', async () => {
    priceGalaxy(db, 71900, '2026-11-25T05:00:00.000Z');
    const { before, after } = await build();
    const holding = bucketHolding(before as LocalSite);
    const { written } = await loadHashCache(join(out, 'none'), after.dir);
    expect(filesFromChanges(after, { ...holding, header: { ...holding.header, timestamp: START } }, written)).toEqual({
      reason: `the bucket holds another build than the one the record compares with (${(before as LocalSite).timestamp})`,
    });
    expect(filesFromChanges(after, { ...holding, journal: [`${JOURNAL}1`] }, written)).toEqual({
      reason: 'the bucket holds the journal of a deploy that did not finish',
    });
    expect(filesFromChanges(after, holding, null)).toEqual({ reason: "the build's record of the files it wrote cannot be read whole" });
    // A record naming a path outside the site is refused whole.
    const record = changesFileOf(after.dir);
    const header = { format: CHANGES_FORMAT, against: (before as LocalSite).timestamp, timestamp: after.timestamp, whole: [] };
    writeFileSync(record, gzipSync(`${JSON.stringify(header)}\nen/../../etc/passwd\n`));
    expect(filesFromChanges(after, holding, written)).toEqual({
      reason: 'the record names "en/../../etc/passwd", not a path inside the site',
    });
  });
});

describe('a deploy to a local S3 server takes the record, and the bucket ends as after a listing', { timeout: 300_000 }, () => {
  let s3: LocalS3;
  beforeAll(async () => {
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_EC2_METADATA_DISABLED: 'true' });
    s3 = await startLocalS3({ directory: mkdtempSync(join(tmpdir(), 's3-')), buckets: ['site'] });
  });
  afterAll(() => s3?.close());

  test('the day after a deployed build: told what changed, it uploads the day and its manifest lists every file of the build', async () => {
    const db = fixtureCatalogue();
    const out = outputWithBundles();
    const bucket = await openBucket({ bucket: 'site', prefix: 'me' }, { endpoint: s3.url, pathStyle: true });
    const deploy = async (options: { list?: boolean; dryRun?: boolean } = {}) => {
      const log: string[] = [];
      const site = resolveSite(out, SITE);
      const result = await deploySite({ outDir: out, site, bucket, now: () => site.timestamp, log: (line) => log.push(line), ...options });
      return { log: log.join('\n'), result, site };
    };
    const build = (at: number) => buildSites({ outDir: out, sites: [SITE], skipBundles: true, now: at, log: () => {} });
    await build(START);
    expect((await deploy()).log).toContain('listed (the build has no record of its changes');
    priceGalaxy(db, 74900, '2026-11-22T05:00:00.000Z');
    await build(START + DAY);
    // What a listing would upload, planned without a write; then the deploy told what changed uploads the same.
    const listing = await deploy({ list: true, dryRun: true });
    expect(listing.log).toContain('listed (--list)');
    const { log, result, site } = await deploy();
    expect(log).toContain("from the build's record of changes");
    expect(result.uploaded).toBe(Object.values(listing.result.plan.upload).flat().length);
    expect(result.plan.remove).toEqual(listing.result.plan.remove);
    const manifest = (await bucket.get(MANIFEST)) as Buffer;
    const entries = new Map<string, string>();
    for (const [path, entry] of (await decodeManifest(manifest, 'manifest')).entries)
      if (entry.gone === undefined) entries.set(path, `${entry.size}:${entry.hash}`);
    expect(entries).toEqual(listed({ ...site, dir: realpathSync(site.dir) }));
  });
});
