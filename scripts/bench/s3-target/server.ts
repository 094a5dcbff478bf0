import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import { checkSignature } from './signature.ts';
import { S3Error, xmlText, xmlValues } from './s3-error.ts';
import { ObjectStore, type ObjectHeaders, type StoredObject } from './store.ts';

/** The keys whose bodies the target keeps: what a deploy reads back (its manifest and journal, the builds' records). */
export const READ_BACK = /(^|\/)(\.deploy|builds)\//;
/**
 * The most a request body may carry here. S3 takes up to 5 GiB in one PutObject; this target holds
 * a body in memory to check it, so it reads up to 1 GiB: a deploy's largest body is its manifest
 * (73 MB for a site of 100,000 products), its files' parts are 8 MiB.
 */
const MAX_BODY = 1024 * 1024 * 1024;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';

export interface CheckingS3 {
  url: string;
  store: ObjectStore;
  /** Requests answered, by what they did (`PutObject`, `DeleteObjects`, …, and `error <code>`), and the request bytes received. */
  counts: Map<string, number>;
  received: number;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () =>
      size > MAX_BODY
        ? reject(new S3Error(400, 'EntityTooLarge', `The body is ${size} bytes, more than this target reads.`))
        : resolve(Buffer.concat(chunks)),
    );
    request.on('error', reject);
  });
}

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** The body is what the request's hashes say: x-amz-content-sha256, Content-MD5 and any x-amz-checksum-* this target can compute. */
function checkPayload(request: IncomingMessage, body: Buffer): void {
  const sha256 = header(request, 'x-amz-content-sha256');
  if (sha256.startsWith('STREAMING-'))
    throw new S3Error(501, 'NotImplemented', `This target does not read aws-chunked bodies (${sha256}); send whole bodies.`);
  if (sha256 !== 'UNSIGNED-PAYLOAD' && sha256 !== createHash('sha256').update(body).digest('hex'))
    throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
  const md5 = header(request, 'content-md5');
  if (md5 && md5 !== createHash('md5').update(body).digest('base64'))
    throw new S3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  for (const name of Object.keys(request.headers).filter((name) => name.startsWith('x-amz-checksum-') && name !== 'x-amz-checksum-type')) {
    const given = header(request, name);
    const computed =
      name === 'x-amz-checksum-crc32'
        ? Buffer.from(new Uint32Array([crc32(body)]).buffer)
            .reverse()
            .toString('base64')
        : name === 'x-amz-checksum-sha256' || name === 'x-amz-checksum-sha1'
          ? createHash(name.slice('x-amz-checksum-'.length)).update(body).digest('base64')
          : null;
    if (computed === null) throw new S3Error(501, 'NotImplemented', `This target does not compute ${name}; send Content-MD5 instead.`);
    if (computed !== given) throw new S3Error(400, 'BadDigest', `The ${name} you specified did not match the body.`);
  }
}

function objectHeaders(request: IncomingMessage): ObjectHeaders {
  return {
    contentType: header(request, 'content-type') || 'binary/octet-stream',
    cacheControl: header(request, 'cache-control'),
    contentEncoding: header(request, 'content-encoding'),
    redirect: header(request, 'x-amz-website-redirect-location'),
  };
}

function describe(object: StoredObject): Record<string, string | number> {
  return {
    'content-type': object.contentType,
    'content-length': object.size,
    etag: `"${object.etag}"`,
    'last-modified': object.modified.toUTCString(),
    ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
    ...(object.contentEncoding ? { 'content-encoding': object.contentEncoding } : {}),
    ...(object.redirect ? { 'x-amz-website-redirect-location': object.redirect } : {}),
  };
}

function xml(response: ServerResponse, body: string, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/xml' }).end(XML_HEAD + body);
}

function listXml(store: ObjectStore, bucket: string, query: Record<string, string>): string {
  if (query.delimiter) throw new S3Error(501, 'NotImplemented', 'This target lists without a delimiter only.');
  const prefix = query.prefix ?? '';
  const max = Math.min(Number(query['max-keys'] ?? 1000) || 1000, 1000);
  const token = query['continuation-token'];
  const after = token ? Buffer.from(token, 'base64url').toString() : (query['start-after'] ?? '');
  const { keys, truncated } = store.list(bucket, prefix, after, max);
  const contents = keys.map(
    ([key, object]) =>
      `<Contents><Key>${xmlText(key)}</Key><LastModified>${object.modified.toISOString()}</LastModified><ETag>&quot;${object.etag}&quot;</ETag><Size>${object.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
  );
  const next = truncated
    ? `<NextContinuationToken>${Buffer.from(keys.at(-1)?.[0] ?? '').toString('base64url')}</NextContinuationToken>`
    : '';
  return `<ListBucketResult ${NS}><Name>${xmlText(bucket)}</Name><Prefix>${xmlText(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents.join('')}${next}</ListBucketResult>`;
}

/** Answers one checked request; returns what it did, for the counts. */
function answer(store: ObjectStore, request: IncomingMessage, response: ServerResponse, body: Buffer, url: URL, path: string): string {
  const method = request.method ?? '';
  const query = Object.fromEntries(url.searchParams);
  const [, bucket = '', ...rest] = path.split('/');
  const key = decodeURIComponent(rest.join('/'));
  if (!bucket) throw new S3Error(501, 'NotImplemented', 'This target answers requests to a bucket only (path style).');
  store.bucket(bucket);
  if (Buffer.byteLength(key) > 1024) throw new S3Error(400, 'KeyTooLongError', 'Your key is too long (more than 1,024 bytes).');
  if (!key) {
    if (method === 'HEAD') return (response.end(), 'HeadBucket');
    if (method === 'GET' && query['list-type'] === '2') return (xml(response, listXml(store, bucket, query)), 'ListObjectsV2');
    if (method === 'POST' && 'delete' in query) {
      if (!header(request, 'content-md5') && !Object.keys(request.headers).some((name) => name.startsWith('x-amz-checksum-')))
        throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: Content-MD5.');
      const keys = xmlValues(body.toString(), 'Key');
      if (keys.length === 0 || keys.length > 1000)
        throw new S3Error(400, 'MalformedXML', `The request names ${keys.length} keys (1 to 1,000).`);
      for (const each of keys) store.delete(bucket, each);
      const quiet = xmlValues(body.toString(), 'Quiet')[0] === 'true';
      const deleted = quiet ? '' : keys.map((each) => `<Deleted><Key>${xmlText(each)}</Key></Deleted>`).join('');
      return (xml(response, `<DeleteResult ${NS}>${deleted}</DeleteResult>`), 'DeleteObjects');
    }
  } else if (method === 'PUT' && query.uploadId) {
    const etag = store.putPart(bucket, key, query.uploadId, Number(query.partNumber), body);
    return (response.writeHead(200, { etag: `"${etag}"` }).end(), 'UploadPart');
  } else if (method === 'PUT' && !request.headers['x-amz-copy-source']) {
    const etag = store.put(bucket, key, body, objectHeaders(request));
    return (response.writeHead(200, { etag: `"${etag}"` }).end(), 'PutObject');
  } else if (method === 'POST' && 'uploads' in query) {
    const id = store.createUpload(bucket, key, objectHeaders(request));
    const result = `<InitiateMultipartUploadResult ${NS}><Bucket>${xmlText(bucket)}</Bucket><Key>${xmlText(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`;
    return (xml(response, result), 'CreateMultipartUpload');
  } else if (method === 'POST' && query.uploadId) {
    const numbers = xmlValues(body.toString(), 'PartNumber');
    const etags = xmlValues(body.toString(), 'ETag');
    const parts = numbers.map((number, index) => ({ number: Number(number), etag: etags[index] ?? '' }));
    const etag = store.completeUpload(bucket, key, query.uploadId, parts);
    const result = `<CompleteMultipartUploadResult ${NS}><Bucket>${xmlText(bucket)}</Bucket><Key>${xmlText(key)}</Key><ETag>&quot;${etag}&quot;</ETag></CompleteMultipartUploadResult>`;
    return (xml(response, result), 'CompleteMultipartUpload');
  } else if (method === 'DELETE' && query.uploadId) {
    store.abortUpload(bucket, key, query.uploadId);
    return (response.writeHead(204).end(), 'AbortMultipartUpload');
  } else if (method === 'DELETE') {
    store.delete(bucket, key);
    return (response.writeHead(204).end(), 'DeleteObject');
  } else if (method === 'GET' || method === 'HEAD') {
    const object = store.get(bucket, key);
    if (method === 'HEAD') return (response.writeHead(200, describe(object)).end(), 'HeadObject');
    if (!object.body)
      throw new S3Error(
        501,
        'NotImplemented',
        `This target keeps no body of ${key}: only of what a deploy reads back (${READ_BACK.source}).`,
      );
    return (response.writeHead(200, describe(object)).end(object.body), 'GetObject');
  }
  throw new S3Error(501, 'NotImplemented', `This target does not answer ${method} ${url.pathname}${url.search}.`);
}

/**
 * A deploy target for benches at a size no disk here holds: an S3-compatible server on localhost
 * that checks every request as S3 does (Signature Version 4, the body's SHA-256, Content-MD5 and
 * CRC32, key length, multipart parts and their order) and keeps every object's key, size, ETag
 * and headers, but the bodies only of what a deploy reads back. Path-style addressing; `secrets`
 * maps access key ids to secrets.
 */
export async function startCheckingS3(options: {
  buckets: string[];
  secrets: ReadonlyMap<string, string>;
  port?: number;
}): Promise<CheckingS3> {
  const store = new ObjectStore(options.buckets, (key) => READ_BACK.test(key));
  const counts = new Map<string, number>();
  const count = (what: string) => counts.set(what, (counts.get(what) ?? 0) + 1);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // The path as the client sent and signed it (URL would normalise its escapes).
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    readBody(request)
      .then(async (body) => {
        target.received += body.length;
        await checkSignature(
          { method: request.method ?? '', path, query: Object.fromEntries(url.searchParams), headers: request.headers },
          options.secrets,
        );
        checkPayload(request, body);
        count(answer(store, request, response, body, url, path));
      })
      .catch((error: unknown) => {
        const failure = error instanceof S3Error ? error : new S3Error(500, 'InternalError', String(error));
        count(`error ${failure.code}`);
        if (request.method === 'HEAD') response.writeHead(failure.status).end();
        else xml(response, `<Error><Code>${failure.code}</Code><Message>${xmlText(failure.message)}</Message></Error>`, failure.status);
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const target: CheckingS3 = {
    url: `http://127.0.0.1:${port}`,
    store,
    counts,
    received: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return target;
}
