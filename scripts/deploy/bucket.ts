import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { FilePreparer } from './prepare-file.ts';
import { ObjectPutter, type PutHeaders } from './put-object.ts';
import { describeTarget, keyOf, type Target } from './target.ts';

/** Files larger than this are streamed in parts of this size (S3's parts are 5 MiB at least). */
export const STREAM_FROM = 8 * 1024 * 1024;

/** Types stored gzip-encoded (decisions/066): text, JSON, XML, SVG and scripts; pictures and fonts are compressed already. */
export const storedCompressed = (contentType: string) => /^text\/|[/+](json|xml)\b|javascript/.test(contentType);

/** How to reach the store; everything else (credentials, region) comes from the AWS environment variables and profiles. */
export interface StoreOptions {
  endpoint?: string;
  pathStyle?: boolean;
  region?: string;
  profile?: string;
  /** How long a request may wait for the store without a byte moving (ms); then it fails and is tried again. Default 60 s. */
  timeoutMs?: number;
}

function createClient(options: StoreOptions, region: string | undefined): S3Client {
  return new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(region ? { region } : {}),
    ...(options.profile ? { profile: options.profile } : {}),
    forcePathStyle: options.pathStyle ?? false,
    maxAttempts: Number(process.env.AWS_MAX_ATTEMPTS) || 5,
    // A store that stops answering fails the request (a timeout is retried like any transient failure), never hangs the deploy.
    // The socket's inactivity, not the request's whole time: a large file on a slow line still goes.
    requestHandler: { connectionTimeout: Math.min(options.timeoutMs ?? 60_000, 10_000), socketTimeout: options.timeoutMs ?? 60_000 },
    // Other stores (R2, B2, MinIO, local servers) may not know the SDK's newer checksums; Content-MD5 guards each upload.
    ...(options.endpoint && !process.env.AWS_REQUEST_CHECKSUM_CALCULATION
      ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const }
      : {}),
  });
}

/** What went wrong, and what to do about it, for the errors a deploy meets most. */
export function explain(error: unknown, target: Target, options: StoreOptions): string {
  const where = options.endpoint ?? 'AWS S3';
  const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if ((name === 'CredentialsProviderError' || /could not load credentials/i.test(message)) && options.profile)
    return `No AWS credentials for the profile ${options.profile}: check it in ~/.aws/credentials and ~/.aws/config (${message.split('\n')[0]})`;
  if (name === 'CredentialsProviderError' || /could not load credentials/i.test(message))
    return `No AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or name a profile of ~/.aws/credentials with --profile or AWS_PROFILE (${message.split('\n')[0]})`;
  if (/region is missing/i.test(message)) return 'No region: give --region, set AWS_REGION, or set one in the profile';
  if (name === 'TimeoutError' || /timed? ?out/i.test(message))
    return `${where} did not answer within ${Math.round((options.timeoutMs ?? 60_000) / 1000)} s (${message.split('\n')[0]}): check the store and the network, or give a longer --timeout`;
  if (code && /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|ETIMEDOUT)$/.test(code))
    return `Cannot reach ${where} (${code}): check --endpoint, and --path-style for servers without a host name per bucket`;
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (name === 'NoSuchBucket' || (name === 'NotFound' && status === 404))
      return `The bucket ${target.bucket} does not exist at ${where}: create it, or correct --to ${describeTarget(target)}`;
    if (status === 403 || /AccessDenied|InvalidAccessKeyId|SignatureDoesNotMatch/.test(name))
      return `${where} refused access to the bucket ${target.bucket} (${name === 'Unknown' ? `HTTP ${status}` : name}): check the credentials, and that they may list, read, write and delete in it`;
    return `${name} (HTTP ${status ?? '?'}): ${message}`;
  }
  return name === 'Error' ? message : `${name}: ${message}`;
}

/** The store's bucket under the target's prefix: site paths and the deploy's own keys. */
export class Bucket {
  constructor(
    readonly s3: S3Client,
    readonly target: Target,
    readonly options: StoreOptions,
    private readonly putter: ObjectPutter,
  ) {}

  private readonly preparer = new FilePreparer();

  key(path: string): string {
    return keyOf(this.target, path);
  }

  /** An object's bytes, decoded when it is stored gzip-encoded: the file as the build wrote it. */
  async get(path: string): Promise<Buffer | null> {
    try {
      const answer = await this.s3.send(new GetObjectCommand({ Bucket: this.target.bucket, Key: this.key(path) }));
      const body = Buffer.from(await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
      return answer.ContentEncoding === 'gzip' ? gunzipSync(body) : body;
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /**
   * Uploads a file of the build: when small, read whole, hashed and (its type compressing) gzipped
   * on a worker thread (prepare-file.ts), its Content-MD5, of the bytes sent, checked by the store;
   * else streamed as it is in parts (lib-storage's multipart upload, each part retried), so memory
   * stays small and files over 5 GB (PutObject's limit) go too. Answers the MD5 of the file as
   * the build has it (what the manifest compares) and the bytes sent.
   */
  async putFile(path: string, file: string, size: number, headers: PutHeaders): Promise<{ hash: string; sent: number }> {
    if (size <= STREAM_FROM) {
      const ready = await this.preparer.prepare(file, storedCompressed(headers.contentType));
      await this.put(path, ready.body, {
        ...headers,
        md5: ready.md5,
        sha256: ready.sha256,
        ...(ready.encoding ? { contentEncoding: ready.encoding } : {}),
      });
      return { hash: ready.hash, sent: ready.body.length };
    }
    await new Upload({
      client: this.s3,
      partSize: STREAM_FROM,
      queueSize: 2,
      params: {
        Bucket: this.target.bucket,
        Key: this.key(path),
        Body: createReadStream(file),
        ContentType: headers.contentType,
        CacheControl: headers.cacheControl,
        ...(headers.redirect ? { WebsiteRedirectLocation: headers.redirect } : {}),
      },
    }).done();
    return { hash: headers.md5, sent: size };
  }

  /** PutObject, through the deploy's own client (put-object.ts). */
  put(path: string, body: Buffer, headers: PutHeaders): Promise<void> {
    return this.putter.put(this.key(path), body, headers);
  }

  /** PutObject at a key of the bucket's root, outside the target's prefix (site-prefixes.ts). */
  putAtRoot(key: string, body: Buffer, headers: PutHeaders): Promise<void> {
    return this.putter.put(key, body, headers);
  }

  /** Paths under `folder` (a few: the deploy's journal, never the site). */
  async list(folder: string): Promise<string[]> {
    const paths: string[] = [];
    let token: string | undefined;
    const prefix = this.key(folder);
    do {
      const page = await this.s3.send(
        new ListObjectsV2Command({ Bucket: this.target.bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const object of page.Contents ?? []) if (object.Key) paths.push(folder + object.Key.slice(prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return paths;
  }

  /** Deletes in batches of 1,000 (the most one request takes); a key that is not there counts as deleted. */
  async delete(paths: string[], onBatch: (done: number) => void = () => {}): Promise<void> {
    for (let start = 0; start < paths.length; start += 1000) {
      const batch = paths.slice(start, start + 1000);
      const answer = await this.s3.send(
        new DeleteObjectsCommand({
          Bucket: this.target.bucket,
          Delete: { Objects: batch.map((path) => ({ Key: this.key(path) })), Quiet: true },
        }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0)
        throw new Error(
          `${failed.length} of ${batch.length} deletions failed, the first ${failed[0]?.Key}: ${failed[0]?.Code} ${failed[0]?.Message}`,
        );
      onBatch(start + batch.length);
    }
  }
}

/**
 * A client for the target, checked before any work: the credentials resolve, and the bucket
 * exists and answers. Without a region, a store given by `--endpoint` gets `us-east-1`
 * (what MinIO and most servers expect; R2 takes any).
 */
export async function openBucket(target: Target, options: StoreOptions): Promise<Bucket> {
  let s3 = createClient(options, options.region);
  try {
    try {
      await s3.config.region();
    } catch (error) {
      if (!options.endpoint) throw error;
      s3 = createClient(options, 'us-east-1');
    }
    await s3.config.credentials();
    await s3.send(new HeadBucketCommand({ Bucket: target.bucket }));
    return new Bucket(s3, target, options, await ObjectPutter.open(s3, target.bucket, options));
  } catch (error) {
    throw new Error(explain(error, target, options), { cause: error });
  }
}
