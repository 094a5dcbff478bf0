import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { FIXTURE_DIST, MNE } from '../prerender/fixture-output.test-kit.ts';
import { openBucket, type Bucket } from './bucket.ts';
import { md5 } from '../prerender/written-hashes.ts';
import { runDeployCommand } from './command.ts';
import { MANIFEST, putGzip } from './journal.ts';
import { encodeManifest, FORMAT } from './manifest.ts';
import { startLocalS3, type LocalS3 } from './local-s3.ts';

let s3: LocalS3;
let dist: string;

beforeAll(async () => {
  s3 = await startLocalS3({ directory: mkdtempSync(join(tmpdir(), 's3-')), buckets: ['site'] });
  // The fixture's build, read where it is; the hash cache goes into this folder.
  dist = mkdtempSync(join(tmpdir(), 'deploy-'));
  symlinkSync(realpathSync(join(FIXTURE_DIST, MNE.domain)), join(dist, MNE.domain));
});
afterAll(() => s3?.close());
afterEach(() => {
  vi.unstubAllEnvs();
  s3.intercept = undefined;
});

function credentials(present: boolean): void {
  vi.stubEnv('AWS_ACCESS_KEY_ID', present ? 'S3RVER' : undefined);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', present ? 'S3RVER' : undefined);
  vi.stubEnv('AWS_SESSION_TOKEN', undefined);
  vi.stubEnv('AWS_PROFILE', undefined);
  vi.stubEnv('AWS_SHARED_CREDENTIALS_FILE', join(dist, 'no-credentials'));
  vi.stubEnv('AWS_CONFIG_FILE', join(dist, 'no-config'));
  vi.stubEnv('AWS_EC2_METADATA_DISABLED', 'true');
  vi.stubEnv('AWS_MAX_ATTEMPTS', '2');
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
}

async function run(...args: string[]): Promise<{ code: number; error: string; log: string[] }> {
  const errors: string[] = [];
  const log: string[] = [];
  const code = await runDeployCommand(args, { log: (line) => log.push(line), error: (line) => errors.push(line) });
  return { code, error: errors.join('\n'), log };
}

const local = () => ['--endpoint', s3.url, '--path-style'];
/** Puts a small object as another deploy or another tool would. */
const putText = (bucket: Bucket, path: string, text: string) =>
  bucket.put(path, Buffer.from(text), { contentType: 'text/plain', cacheControl: 'no-cache', md5: md5(Buffer.from(text)) });

describe('npm run deploy: bad input says what, where and what to do', () => {
  test('no such site folder', async () => {
    credentials(true);
    const empty = mkdtempSync(join(tmpdir(), 'deploy-'));
    const { code, error } = await run('--site', MNE.domain, '--out', empty, '--to', 's3://site/x', ...local());
    expect(code).toBe(1);
    expect(error).toBe(
      `No site folder ${join(empty, MNE.domain)}: build the site first (npm run build -- --site ${MNE.domain}), or give the output folder with --out.`,
    );
  });

  test('a bad --to', async () => {
    credentials(true);
    for (const [to, problem] of [
      ['https://site/x', 'expected s3://<bucket>[/<prefix>]'],
      ['s3://Site_1/x', '"Site_1" is not a bucket name'],
      ['s3://site/a//b', 'the prefix "a//b" has an empty, "." or ".." part'],
    ]) {
      const { code, error } = await run('--site', MNE.domain, '--out', dist, '--to', to as string);
      expect(code).toBe(2);
      expect(error).toContain(`--to "${to}": ${problem}`);
      expect(error).toContain('e.g. s3://cjenovnik-sites/cjenovnik.me');
    }
    expect(await run('--site', MNE.domain)).toMatchObject({
      code: 2,
      error: expect.stringMatching(/^--to is missing\.\nUsage: npm run deploy/),
    });
  });

  test('no credentials', async () => {
    credentials(false);
    const { code, error } = await run('--site', MNE.domain, '--out', dist, '--to', 's3://site/x', ...local());
    expect(code).toBe(1);
    expect(error).toMatch(/^No AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or name a profile/);
  });

  test('no such bucket', async () => {
    credentials(true);
    const { code, error } = await run('--site', MNE.domain, '--out', dist, '--to', 's3://missing-bucket/x', ...local());
    expect(code).toBe(1);
    expect(error).toBe(`The bucket missing-bucket does not exist at ${s3.url}: create it, or correct --to s3://missing-bucket/x`);
  });

  test('no server at the endpoint', async () => {
    credentials(true);
    const { code, error } = await run(
      '--site',
      MNE.domain,
      '--out',
      dist,
      '--to',
      's3://site/x',
      '--endpoint',
      'http://127.0.0.1:9',
      '--path-style',
    );
    expect(code).toBe(1);
    expect(error).toBe(
      'Cannot reach http://127.0.0.1:9 (ECONNREFUSED): check --endpoint, and --path-style for servers without a host name per bucket',
    );
  });

  test('a prefix that holds another site', async () => {
    credentials(true);
    const bucket = await openBucket({ bucket: 'site', prefix: 'other' }, { endpoint: s3.url, pathStyle: true });
    const header = { format: FORMAT, site: 'cjenovnik.ba', build: 'b1', saved: '2026-12-01T06:00:00.000Z', files: 0, journal: '' };
    await putGzip(bucket, MANIFEST, await encodeManifest(header, new Map()));
    const { code, error } = await run('--site', MNE.domain, '--out', dist, '--to', 's3://site/other', ...local());
    expect(code).toBe(1);
    expect(error).toBe(`s3://site/other holds cjenovnik.ba (by other/.deploy/manifest.tsv.gz): deploy ${MNE.domain} to another prefix.`);
  });

  test("a prefix inside or above another site's is refused before anything is written", async () => {
    credentials(true);
    const bucket = await openBucket({ bucket: 'site', prefix: '' }, { endpoint: s3.url, pathStyle: true });
    // Sites deployed at s3://site/nest and s3://site/up/deep, as their deploys mark them.
    for (const prefix of ['nest', 'up/deep']) await putText(bucket, `.cjenovnik-sites/${encodeURIComponent(prefix)}`, '');
    for (const [to, where] of [
      ['s3://site/nest/inner', 'inside s3://site/nest'],
      ['s3://site/up', 'above s3://site/up/deep'],
      ['s3://site', 'above s3://site/nest'],
    ]) {
      const before = s3.requests.length;
      const { code, error } = await run('--site', MNE.domain, '--out', dist, '--to', to as string, ...local());
      expect(code).toBe(1);
      expect(error).toBe(
        `${to} lies ${where}, where another site is deployed: its files could overwrite or delete that site. Deploy to a prefix beside it (s3://<bucket>/<domain>).`,
      );
      expect(s3.requests.slice(before).filter((r) => r.method !== 'GET' && r.method !== 'HEAD')).toEqual([]);
    }
  });

  test('a prefix holding objects but no manifest is refused; a dry run says what would be overwritten, and --adopt takes it over', async () => {
    credentials(true);
    const bucket = await openBucket({ bucket: 'site', prefix: 'orphan' }, { endpoint: s3.url, pathStyle: true });
    await putText(bucket, 'index.html', '<!doctype html><title>someone else</title>');
    const refused = await run('--site', MNE.domain, '--out', dist, '--to', 's3://site/orphan', ...local());
    expect(refused.code).toBe(1);
    expect(refused.error).toMatch(
      /^s3:\/\/site\/orphan holds objects but no manifest \(orphan\/\.deploy\/manifest\.tsv\.gz\).*--dry-run.*--adopt/,
    );
    expect((await bucket.get('index.html'))?.toString()).toContain('someone else');
    const dry = await run('--site', MNE.domain, '--out', dist, '--to', 's3://site/orphan', '--dry-run', ...local());
    expect(dry.code).toBe(0);
    expect(dry.log).toContain('would overwrite 1 file that no manifest lists: index.html');
    const adopted = await run('--site', MNE.domain, '--out', dist, '--to', 's3://site/orphan', '--adopt', ...local());
    expect(adopted.code).toBe(0);
    expect((await bucket.get('index.html'))?.toString()).not.toContain('someone else');
  });

  test('a manifest naming a path outside the site is refused, and the key it names is not touched', async () => {
    credentials(true);
    const root = await openBucket({ bucket: 'site', prefix: '' }, { endpoint: s3.url, pathStyle: true });
    await putText(root, 'victim/index.html', 'another site');
    const bucket = await openBucket({ bucket: 'site', prefix: 'evil' }, { endpoint: s3.url, pathStyle: true });
    const header = { format: FORMAT, site: MNE.domain, build: 'b0', saved: '2026-12-01T06:00:00.000Z', files: 1, journal: '' };
    const entries = new Map([['../victim/index.html', { hash: 'x', size: 12, build: 'b0' }]]);
    await putGzip(bucket, MANIFEST, await encodeManifest(header, entries));
    const { code, error } = await run('--site', MNE.domain, '--out', dist, '--to', 's3://site/evil', ...local());
    expect(code).toBe(1);
    expect(error).toMatch(
      /^evil\/\.deploy\/manifest\.tsv\.gz in site cannot be read \(.*the path "\.\.\/victim\/index\.html" is not a path inside the site/,
    );
    expect((await root.get('victim/index.html'))?.toString()).toBe('another site');
  });

  test('an unreadable journal object is named, with how to discard it', async () => {
    credentials(true);
    const bucket = await openBucket({ bucket: 'site', prefix: 'torn' }, { endpoint: s3.url, pathStyle: true });
    await putText(bucket, '.deploy/journal/0000000000001', 'not gzip');
    const { code, error } = await run('--site', MNE.domain, '--out', dist, '--to', 's3://site/torn', ...local());
    expect(code).toBe(1);
    expect(error).toMatch(
      /^The journal object torn\/\.deploy\/journal\/0000000000001 in site cannot be read \(.*\): .* Delete it \(e\.g\. aws s3 rm s3:\/\/site\/torn\/\.deploy\/journal\/0000000000001\)/,
    );
  });

  test("a build holding a .deploy/ folder is refused: it would land on the deploy's own keys", async () => {
    credentials(true);
    const out = mkdtempSync(join(tmpdir(), 'deploy-odd-'));
    const site = join(out, MNE.domain);
    mkdirSync(join(site, 'builds'), { recursive: true });
    mkdirSync(join(site, '.deploy'));
    writeFileSync(join(site, '_headers'), '');
    writeFileSync(join(site, 'builds/latest.json'), '{"id":"b1","timestamp":1}');
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(site, '.deploy/manifest.tsv.gz'), 'not ours');
    const { code, error } = await run('--site', MNE.domain, '--out', out, '--to', 's3://site/odd', ...local());
    expect(code).toBe(1);
    expect(error).toBe(
      `${join(realpathSync(site), '.deploy/manifest.tsv.gz')}: the build holds a file under .deploy/, where the deploy keeps its own manifest and journal in the bucket; remove it from the build.`,
    );
  });

  test('a store that stops answering fails the upload after the retries, naming the file, instead of waiting forever', async () => {
    credentials(true);
    s3.intercept = ({ method, key }) => (method === 'PUT' && key === 'stalling/index.html' ? 'stall' : undefined);
    const { code, error } = await run('--site', MNE.domain, '--out', dist, '--to', 's3://site/stalling', '--timeout', '1', ...local());
    expect(code).toBe(1);
    expect(error).toMatch(
      new RegExp(
        `^Uploading index\\.html to stalling/index\\.html failed after 2 attempts: ${s3.url} did not answer within 1 s .*--timeout`,
      ),
    );
  });

  test('an upload the store refuses once is tried again, and the deploy lands', async () => {
    credentials(true);
    const refused = new Set<string>();
    s3.intercept = ({ method, key }) =>
      method === 'PUT' && key.startsWith('flaky/') && !key.includes('.deploy/') && !refused.has(key) && refused.size < 3
        ? (refused.add(key), 503)
        : undefined;
    const { code, log } = await run('--site', MNE.domain, '--out', dist, '--to', 's3://site/flaky', ...local());
    expect(code).toBe(0);
    expect(refused.size).toBe(3);
    const landed = s3.requests.filter((request) => request.method === 'PUT' && refused.has(request.key));
    expect(landed.map((request) => request.status).sort()).toEqual([200, 200, 200, 503, 503, 503]);
    expect(log.at(-1)).toMatch(/^done: [\d,]+ files uploaded/);
  });

  test('an upload that keeps failing names the file, after the retries', async () => {
    credentials(true);
    s3.intercept = ({ method, key }) => (method === 'PUT' && key.startsWith('failing/assets/') ? 503 : undefined);
    const { code, error } = await run('--site', MNE.domain, '--out', dist, '--to', 's3://site/failing', ...local());
    expect(code).toBe(1);
    expect(error).toMatch(
      /^Uploading assets\/\S+ to failing\/assets\/\S+ failed after 2 attempts: SlowDown \(HTTP 503\): Refused by the test\nWhat landed is recorded in the bucket: run the same command again to finish\.$/,
    );
  });
});
