import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openBucket, STREAM_FROM } from '../../deploy/bucket.ts';
import { copyFixtureSite, nextBuild } from '../../deploy/builds.test-kit.ts';
import { deploySite } from '../../deploy/deploy.ts';
import { listFiles, resolveSite } from '../../deploy/local-site.ts';
import { startCheckingS3, type CheckingS3 } from './server.ts';

const KEY_ID = 'bench-key';
const SECRET = 'bench-secret';
const NOW = Date.parse('2026-12-01T06:00:00Z');

let s3: CheckingS3;
const client = (secret = SECRET, extra: Partial<ConstructorParameters<typeof S3Client>[0]> = {}) =>
  new S3Client({
    endpoint: s3.url,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: KEY_ID, secretAccessKey: secret },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    maxAttempts: 1,
    ...extra,
  });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { name: string }) => error.name,
  );

beforeAll(async () => {
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: KEY_ID,
    AWS_SECRET_ACCESS_KEY: SECRET,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
  s3 = await startCheckingS3({ buckets: ['sites'], secrets: new Map([[KEY_ID, SECRET]]) });
});
afterAll(() => s3?.close());

describe('the bench target that checks requests and keeps no bodies', { timeout: 120_000 }, () => {
  test('the deploy runs against it as against a store: every file recorded as sent, the next deploy reads its manifest back', async () => {
    const { dist, domain } = copyFixtureSite();
    const bucket = await openBucket({ bucket: 'sites', prefix: 'me' }, { endpoint: s3.url, pathStyle: true });
    const deploy = () => deploySite({ outDir: dist, site: resolveSite(dist, domain), bucket, now: () => NOW, log: () => {} });
    const first = await deploy();
    const files = listFiles(resolveSite(dist, domain).dir).files;
    expect(first.uploaded).toBe(files.length);
    const objects = s3.store.bucket('sites');
    const home = objects.get('me/index.html');
    const homeBytes = readFileSync(join(dist, domain, 'index.html'));
    // Stored gzip-encoded: its size and ETag are the compressed bytes', which decode to the page.
    expect(home).toMatchObject({ contentType: 'text/html; charset=utf-8', contentEncoding: 'gzip' });
    expect(home?.size).toBe(gzipSync(homeBytes, { level: 6 }).length);
    expect(home?.size).toBeLessThan(homeBytes.length / 2);
    expect(home?.etag).toBe(
      createHash('md5')
        .update(gzipSync(homeBytes, { level: 6 }))
        .digest('hex'),
    );
    expect(home?.body).toBeNull();
    expect([...objects.keys()].filter((key) => objects.get(key)?.body).every((key) => /\/(\.deploy|builds)\//.test(key))).toBe(true);

    // A large file goes in parts; a removed page is deleted; the manifest read back makes the rest no work.
    const large = Buffer.alloc(STREAM_FROM + 1024 * 1024, 'x');
    nextBuild(dist, domain, (edit) => {
      writeFileSync(join(edit.dir, 'open-data.csv'), large);
      edit.remove('de/index.html');
    });
    const second = await deploy();
    expect(second.uploaded).toBe(1);
    expect(objects.get('me/open-data.csv')).toMatchObject({ size: large.length, etag: expect.stringMatching(/-2$/) });
    expect(objects.has('me/de/index.html')).toBe(false);
    expect(s3.counts.get('CompleteMultipartUpload')).toBe(1);
    expect(s3.counts.get('DeleteObjects')).toBeGreaterThanOrEqual(1);
    // The first deploy's look for a manifest is the only request answered with an error.
    expect([...s3.counts.keys()].filter((what) => what.startsWith('error'))).toEqual(['error NoSuchKey']);
    expect((await deploy()).uploaded).toBe(0);

    const read = await refusal(client().send(new GetObjectCommand({ Bucket: 'sites', Key: 'me/index.html' })));
    expect(read).toBe('NotImplemented');
  });

  test('a request S3 would refuse is refused with S3 code', async () => {
    const put = (extra: Partial<ConstructorParameters<typeof PutObjectCommand>[0]> = {}, using = client()) =>
      refusal(using.send(new PutObjectCommand({ Bucket: 'sites', Key: 'checks/page.html', Body: 'hello', ...extra })));
    expect(await put()).toBe('accepted');
    expect(await put({}, client('another-secret'))).toBe('SignatureDoesNotMatch');
    expect(await put({ ContentMD5: createHash('md5').update('other').digest('base64') })).toBe('BadDigest');
    expect(await put({ Bucket: 'nothing-here' })).toBe('NoSuchBucket');
    expect(await put({ Key: 'k'.repeat(1025) })).toBe('KeyTooLongError');
    expect(await put({}, client(SECRET, { systemClockOffset: -20 * 60 * 1000 }))).toBe('RequestTimeTooSkewed');

    // Changed after signing: a header the signature covers, or the body.
    const tampered = (change: (request: { headers: Record<string, string>; body: unknown }) => void) => {
      const using = client();
      using.middlewareStack.add(
        (next) => (args) => {
          change(args.request as { headers: Record<string, string>; body: unknown });
          return next(args);
        },
        { step: 'deserialize', priority: 'low' },
      );
      return put({ ContentType: 'text/html' }, using);
    };
    expect(await tampered((request) => (request.headers['content-type'] = 'text/plain'))).toBe('SignatureDoesNotMatch');
    expect(await tampered((request) => (request.body = 'HELLO'))).toBe('XAmzContentSHA256Mismatch');
  });

  test("the deploy's own PutObject is signed as S3 checks it, whatever the key holds, and says what S3 refused", async () => {
    const bucket = await openBucket({ bucket: 'sites', prefix: 'keys' }, { endpoint: s3.url, pathStyle: true });
    const body = Buffer.from('<p>ok</p>');
    const headers = { contentType: 'text/html', cacheControl: 'no-cache', md5: createHash('md5').update(body).digest('base64') };
    const odd = "ru/поиск/a b+c&d=e(1)!*'~.html";
    await bucket.put(odd, body, { ...headers, redirect: '/en/' });
    expect(s3.store.bucket('sites').get(`keys/${odd}`)).toMatchObject({ size: body.length, contentType: 'text/html', redirect: '/en/' });
    const wrong = await bucket.put('keys/wrong.html', body, { ...headers, md5: createHash('md5').update('other').digest('base64') }).then(
      () => null,
      (error: { name: string; $metadata: { httpStatusCode: number; attempts: number } }) => error,
    );
    expect(wrong).toMatchObject({ name: 'BadDigest', $metadata: { httpStatusCode: 400, attempts: 1 } });
  });

  test("a site's manifest at 100,000 products (73 MB, sent in one PutObject) is taken and read back", async () => {
    const bucket = await openBucket({ bucket: 'sites', prefix: 'large' }, { endpoint: s3.url, pathStyle: true });
    const manifest = Buffer.alloc(80 * 1024 * 1024, 'm');
    const md5 = createHash('md5').update(manifest).digest('base64');
    await bucket.put('.deploy/manifest.tsv.gz', manifest, { contentType: 'application/gzip', cacheControl: 'no-cache', md5 });
    expect(s3.store.bucket('sites').get('large/.deploy/manifest.tsv.gz')?.body?.equals(manifest)).toBe(true);
  });

  test('a multipart upload is checked as S3 checks it: parts named with their ETags, all but the last 5 MiB', async () => {
    const using = client();
    const start = () =>
      using.send(new CreateMultipartUploadCommand({ Bucket: 'sites', Key: 'checks/big.bin' })).then((answer) => answer.UploadId ?? '');
    const part = (UploadId: string, PartNumber: number, Body: Buffer) =>
      using
        .send(new UploadPartCommand({ Bucket: 'sites', Key: 'checks/big.bin', UploadId, PartNumber, Body }))
        .then((answer) => answer.ETag ?? '');
    const complete = (UploadId: string, Parts: { PartNumber: number; ETag: string }[]) =>
      refusal(
        using.send(new CompleteMultipartUploadCommand({ Bucket: 'sites', Key: 'checks/big.bin', UploadId, MultipartUpload: { Parts } })),
      );

    const small = await start();
    const parts = [await part(small, 1, Buffer.alloc(1024, 'a')), await part(small, 2, Buffer.alloc(10, 'b'))];
    expect(
      await complete(
        small,
        parts.map((ETag, index) => ({ PartNumber: index + 1, ETag })),
      ),
    ).toBe('EntityTooSmall');
    expect(await complete(small, [{ PartNumber: 1, ETag: '"0123"' }])).toBe('InvalidPart');
    expect(await complete('no-such-upload', [{ PartNumber: 1, ETag: parts[0] ?? '' }])).toBe('NoSuchUpload');
    expect(await complete(small, [{ PartNumber: 2, ETag: parts[1] ?? '' }])).toBe('accepted');
    expect(s3.store.get('sites', 'checks/big.bin')).toMatchObject({ size: 10, etag: expect.stringMatching(/-1$/) });
  });
});
