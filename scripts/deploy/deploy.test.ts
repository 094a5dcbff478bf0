import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openBucket, STREAM_FROM, type Bucket } from './bucket.ts';
import { deploySite } from './deploy.ts';
import { JOURNAL } from './journal.ts';
import { listFiles, resolveSite } from './local-site.ts';
import { startLocalS3, type LocalS3, type S3Request } from './local-s3.ts';
import { eachGzippedLine } from './manifest.ts';
import { KEEP_MS, LATEST } from './plan.ts';
import { copyFixtureSite, nextBuild } from './builds.test-kit.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOW = Date.parse('2026-12-01T06:00:00Z');
const PREFIX = 'me';
const CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_EC2_METADATA_DISABLED: 'true',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

let s3: LocalS3;
let bucket: Bucket;
let dist: string;
let domain: string;

beforeAll(async () => {
  Object.assign(process.env, CREDENTIALS);
  s3 = await startLocalS3({ directory: mkdtempSync(join(tmpdir(), 's3-')), buckets: ['site'] });
  bucket = await openBucket({ bucket: 'site', prefix: PREFIX }, { endpoint: s3.url, pathStyle: true });
  ({ dist, domain } = copyFixtureSite());
});
afterAll(() => s3?.close());

const deploy = (options: { now?: number; dryRun?: boolean } = {}) => {
  const log: string[] = [];
  s3.requests = [];
  const run = deploySite({
    outDir: dist,
    site: resolveSite(dist, domain),
    bucket,
    now: () => options.now ?? NOW,
    dryRun: options.dryRun ?? false,
    log: (line) => log.push(line),
  });
  return run.then((result) => ({ result, log }));
};

/** The site's paths (not the deploy's own) the server stored, in the order the requests ended. */
const sitePuts = (requests: S3Request[]) =>
  requests
    .filter((r) => r.method === 'PUT' && r.status === 200 && r.key.startsWith(`${PREFIX}/`) && !r.key.startsWith(`${PREFIX}/.deploy/`))
    .map((r) => r.key.slice(PREFIX.length + 1));
const writes = (requests: S3Request[]) => requests.filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
const head = (path: string) => bucket.s3.send(new HeadObjectCommand({ Bucket: 'site', Key: `${PREFIX}/${path}` }));
const stored = async (path: string) => (await bucket.get(path))?.toString('utf8') ?? null;
const livePaths = () => listFiles(resolveSite(dist, domain).dir).files.map((file) => file.path);

// The first deploy uploads 2,060 files; on a busy machine that takes longer than the default limit.
describe('deploying the fixture site to a local S3 server', { timeout: 120_000 }, () => {
  test('a first deploy uploads every file with its type and caching, and builds/latest.json last', async () => {
    // The first answer for the home page is a 503: the SDK's retry uploads it again.
    let refused = false;
    s3.intercept = ({ method, key }) =>
      method === 'PUT' && key === `${PREFIX}/index.html` && !refused ? ((refused = true), 503) : undefined;
    const { result } = await deploy();
    s3.intercept = undefined;
    const paths = livePaths();
    const puts = sitePuts(s3.requests);
    expect([...puts].sort()).toEqual([...paths].sort());
    expect(paths).not.toContain('_headers');
    expect(await stored('_headers')).toBeNull();
    expect(s3.requests.filter((r) => r.key === `${PREFIX}/index.html`).map((r) => r.status)).toEqual([503, 200]);
    expect(result.uploaded).toBe(paths.length);

    // Each phase starts once the one before has landed: content-named files, the rest, the meta, latest.json.
    const kind = (path: string) =>
      path === LATEST ? 3 : path.startsWith('builds/meta/') ? 2 : /^(assets|nav|images\/pic|search-index\/[^/]+)\//.test(path) ? 0 : 1;
    const requests = s3.requests.filter(
      (r) => r.method === 'PUT' && r.status === 200 && r.key.startsWith(`${PREFIX}/`) && !r.key.includes('/.deploy/'),
    );
    // The site's prefix is marked as its own, at the bucket's root, before anything of it lands.
    const marker = s3.requests.findIndex((r) => r.method === 'PUT' && r.key === `.cjenovnik-sites/${PREFIX}`);
    expect(marker).toBeGreaterThanOrEqual(0);
    expect(s3.requests.findIndex((r) => r.method === 'PUT' && r.key.startsWith(`${PREFIX}/`))).toBeGreaterThan(marker);
    for (let phase = 1; phase <= 3; phase += 1) {
      const before = requests.filter((r) => kind(r.key.slice(PREFIX.length + 1)) < phase);
      const from = requests.filter((r) => kind(r.key.slice(PREFIX.length + 1)) === phase);
      expect(from.length).toBeGreaterThan(0);
      expect(Math.max(...before.map((r) => r.ended))).toBeLessThan(Math.min(...from.map((r) => r.started)));
    }
    expect(puts.at(-1)).toBe(LATEST);

    const pick = (pattern: RegExp) => paths.find((path) => pattern.test(path)) as string;
    const expected: [string, string, string][] = [
      [pick(/^assets\/.+\.js$/), 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
      [pick(/^assets\/.+\.css$/), 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
      [pick(/^search-index\/[^/]+\/.+\.json$/), 'application/json; charset=utf-8', 'public, max-age=31536000, immutable'],
      [pick(/^nav\//), 'application/json; charset=utf-8', 'public, max-age=31536000, immutable'],
      [pick(/^search-index\/[^/]+\.json$/), 'application/json; charset=utf-8', 'no-cache'],
      ['index.html', 'text/html; charset=utf-8', 'no-cache'],
      ['en/index.html', 'text/html; charset=utf-8', 'no-cache'],
      ['_payload.json', 'application/json; charset=utf-8', 'no-cache'],
      [pick(/\/feed\.xml$/), 'application/atom+xml; charset=utf-8', 'no-cache'],
      [pick(/\/history\.csv$/), 'text/csv; charset=utf-8', 'no-cache'],
      ['sitemap.xml', 'application/xml; charset=utf-8', 'no-cache'],
      [LATEST, 'application/json; charset=utf-8', 'no-cache'],
    ];
    for (const [path, type, caching] of expected) {
      const answer = await head(path);
      expect([path, answer.ContentType, answer.CacheControl]).toEqual([path, type, caching]);
    }
    expect(await stored(LATEST)).toBe(readFileSync(join(dist, domain, LATEST), 'utf8'));
    // Text is stored gzip-encoded, and decodes to the file the build wrote; pictures go as they are.
    for (const path of ['index.html', '_payload.json', pick(/^assets\/.+\.js$/), pick(/^assets\/.+\.css$/), 'sitemap.xml']) {
      const answer = await bucket.s3.send(new GetObjectCommand({ Bucket: 'site', Key: `${PREFIX}/${path}` }));
      const body = Buffer.from(await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
      expect([path, answer.ContentEncoding]).toEqual([path, 'gzip']);
      expect(gunzipSync(body).equals(readFileSync(join(dist, domain, path)))).toBe(true);
    }
    const picture = pick(/^images\/pic\/.+\.avif$/);
    expect((await head(picture)).ContentEncoding).toBeUndefined();
    expect(await bucket.get(picture)).toEqual(readFileSync(join(dist, domain, picture)));
    expect(result.sentBytes).toBeLessThan(result.uploadedBytes * 0.6);
    // A former address's page carries its redirect, which an S3 website answers with a 301; `_redirects` stays home.
    const former = 'en/telefoni/mobilni/pametni-telefoni/1-galaxy-s24/index.html';
    expect((await head(former)).WebsiteRedirectLocation).toBe('/en/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb');
    expect((await head('en/index.html')).WebsiteRedirectLocation).toBeUndefined();
    expect(paths).not.toContain('_redirects');
  });

  test('a second deploy of the same build uploads nothing and writes nothing', async () => {
    const { result } = await deploy();
    expect(result.uploaded).toBe(0);
    expect(writes(s3.requests)).toEqual([]);
  });

  test('a changed page uploads only that page', async () => {
    const page = 'en/index.html';
    nextBuild(dist, domain, (edit) => edit.write(page, edit.read(page).replace('</body>', '<!-- changed --></body>')));
    const { result } = await deploy();
    expect(sitePuts(s3.requests)).toEqual([page]);
    expect(result.plan.changed).toEqual([page]);
    expect(await stored(page)).toContain('<!-- changed -->');
    expect(await deploy().then(({ result: again }) => again.uploaded)).toBe(0);
  });

  test('a build switched in during a deploy is not mixed in', async () => {
    const page = 'en/index.html';
    nextBuild(dist, domain, (edit) => edit.write(page, `${edit.read(page)}<!-- first -->`));
    let switched = false;
    await deploySite({
      outDir: dist,
      site: resolveSite(dist, domain),
      bucket,
      now: () => NOW,
      log: (line) => {
        if (switched || !line.startsWith('plan:')) return;
        switched = true;
        nextBuild(dist, domain, (edit) => edit.write(page, edit.read(page).replace('<!-- first -->', '<!-- second -->')));
      },
    });
    expect(await stored(page)).toMatch(/<!-- first -->$/);
    await deploy();
    expect(sitePuts(s3.requests)).toEqual([page]);
    expect(await stored(page)).toMatch(/<!-- second -->$/);
  });

  test('a removed page is deleted once the build is up; an old asset is kept 7 days', async () => {
    const asset = livePaths().find((path) => path.startsWith('assets/') && path.endsWith('.js')) as string;
    const page = 'de/index.html';
    nextBuild(dist, domain, (edit) => {
      edit.remove(page);
      edit.remove(asset);
      edit.write('assets/added-0123abcd.js', 'export {};\n');
    });
    const { result } = await deploy();
    expect(sitePuts(s3.requests)).toEqual(['assets/added-0123abcd.js']);
    expect(result.plan.remove).toEqual([page]);
    expect(result.plan.retired).toEqual([asset]);
    const deletion = s3.requests.findIndex((r) => r.method === 'POST');
    expect(deletion).toBeGreaterThan(s3.requests.findIndex((r) => r.key === `${PREFIX}/assets/added-0123abcd.js`));
    expect(await stored(page)).toBeNull();
    expect(await stored(asset)).not.toBeNull();

    const sixDays = await deploy({ now: NOW + KEEP_MS - 3600_000 });
    expect(sixDays.result.plan.kept).toEqual([asset]);
    expect(writes(s3.requests)).toEqual([]);
    expect(await stored(asset)).not.toBeNull();

    const sevenDays = await deploy({ now: NOW + KEEP_MS });
    expect(sevenDays.result.plan.remove).toEqual([asset]);
    expect(await stored(asset)).toBeNull();
  });

  test('--dry-run prints what would change and writes nothing', async () => {
    nextBuild(dist, domain, (edit) => {
      edit.write('en/index.html', `${edit.read('en/index.html')}\n`);
      edit.write('assets/dry-run-0123abcd.js', 'export {};\n');
      edit.remove('ru/index.html');
    });
    const { result, log } = await deploy({ dryRun: true });
    expect(writes(s3.requests)).toEqual([]);
    expect(result.plan.added).toEqual(['assets/dry-run-0123abcd.js']);
    expect(log).toContain('  new: 1 file, 11 B: assets/dry-run-0123abcd.js');
    expect(log).toContainEqual(expect.stringMatching(/^ {2}changed: 1 file, [\d.]+ kB: en\/index\.html$/));
    expect(log).toContainEqual(expect.stringMatching(/^ {2}deleted once the build is up: 1 file, [\d.]+ kB: ru\/index\.html$/));
    expect(log.at(-1)).toBe('dry run: nothing written to the bucket');
  });

  test('a run killed half-way is resumed without uploading again what it recorded; latest.json stays the old one until the end', async () => {
    await deploy();
    const old = await stored(LATEST);
    const changed = nextBuild(dist, domain, (edit) => {
      for (const path of listFiles(edit.dir).files.map((file) => file.path))
        if (/^(en|ru)\/.*_payload\.json$/.test(path)) edit.write(path, `${edit.read(path)}\n`);
      edit.write(LATEST, JSON.stringify({ id: 'resumed00000000', timestamp: NOW }));
      edit.write('builds/meta/resumed00000000.json', JSON.stringify({ id: 'resumed00000000', timestamp: NOW }));
    });
    const expected = listFiles(changed).files.filter((file) => /^(en|ru)\/.*_payload\.json$/.test(file.path)).length + 2;

    // The server counts the site's uploads and kills the deploy as the 60th arrives (that one is refused).
    s3.requests = [];
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/deploy/cli.ts',
        '--site',
        domain,
        '--out',
        dist,
        '--to',
        `s3://site/${PREFIX}`,
        '--endpoint',
        s3.url,
        '--path-style',
      ].concat(['--save-every', '10', '--concurrency', '4']),
      { cwd: ROOT, env: { ...process.env, ...CREDENTIALS }, stdio: 'ignore' },
    );
    let arrived = 0;
    s3.intercept = ({ method, key }) => {
      if (method !== 'PUT' || key.includes('/.deploy/') || ++arrived < 60) return undefined;
      child.kill('SIGKILL');
      return 503;
    };
    const exit = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    s3.intercept = undefined;
    await s3.idle();
    expect(exit).toBe('SIGKILL');
    const landed = new Set(sitePuts(s3.requests));
    expect(landed.size).toBeGreaterThanOrEqual(50);
    expect(landed.has(LATEST)).toBe(false);
    expect(await stored(LATEST)).toBe(old);

    const recorded = new Set<string>();
    for (const path of await bucket.list(JOURNAL))
      await eachGzippedLine((await bucket.get(path)) as Buffer, (line) => recorded.add(line.split('\t')[0] as string));
    expect(recorded.size).toBeGreaterThanOrEqual(10);
    for (const path of recorded) expect(landed).toContain(path);

    const { result } = await deploy();
    const resumed = sitePuts(s3.requests);
    for (const path of resumed) expect(recorded).not.toContain(path);
    expect(resumed.length).toBe(expected - recorded.size);
    expect(resumed.length).toBe(result.uploaded);
    expect(resumed.at(-1)).toBe(LATEST);
    const latest = s3.requests.find((r) => r.key === `${PREFIX}/${LATEST}`) as S3Request;
    const others = s3.requests.filter((r) => r.method === 'PUT' && r.key !== latest.key && !r.key.includes('/.deploy/'));
    expect(Math.max(...others.map((r) => r.ended))).toBeLessThan(latest.started);
    expect(await stored(LATEST)).toBe(JSON.stringify({ id: 'resumed00000000', timestamp: NOW }));
    expect(await bucket.list(JOURNAL)).toEqual([]);
    expect(await deploy().then(({ result: again }) => again.uploaded)).toBe(0);
  });

  test('a file larger than a part is streamed in parts: it lands whole with its type, and the next deploy leaves it', async () => {
    const big = randomBytes(STREAM_FROM).toString('hex');
    nextBuild(dist, domain, (edit) => edit.write('open-data/catalogue.csv', big));
    await deploy();
    const parts = s3.requests.filter((r) => r.method === 'PUT' && r.key === `${PREFIX}/open-data/catalogue.csv`);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(await stored('open-data/catalogue.csv')).toBe(big);
    expect((await head('open-data/catalogue.csv')).ContentType).toBe('text/csv; charset=utf-8');
    expect(await deploy().then(({ result }) => result.uploaded)).toBe(0);
  });
});
