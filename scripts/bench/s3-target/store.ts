import { createHash, randomUUID } from 'node:crypto';
import { S3Error } from './s3-error.ts';

/** What the target keeps of an object: everything S3 answers about it, and its body only when asked to. */
export interface StoredObject {
  size: number;
  /** S3's ETag without quotes: the MD5 of the body, or of the parts' MD5s and `-<parts>` for a multipart upload. */
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Content-Encoding as uploaded (`gzip`), answered with the object; empty for none. */
  contentEncoding: string;
  redirect: string;
  modified: Date;
  body: Buffer | null;
}

export type ObjectHeaders = Pick<StoredObject, 'contentType' | 'cacheControl' | 'contentEncoding' | 'redirect'>;

interface Upload {
  bucket: string;
  key: string;
  headers: ObjectHeaders;
  parts: Map<number, { etag: string; size: number }>;
}

/** S3's smallest part but the last (5 MiB), and most parts an upload has. */
const MIN_PART = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;

/**
 * Buckets of objects in memory: keys, sizes, ETags and headers of every object, bodies only of
 * the keys `keepBody` names. Header values repeat across millions of objects and are kept once.
 */
export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private readonly uploads = new Map<string, Upload>();
  private readonly interned = new Map<string, string>();

  constructor(
    names: string[],
    private readonly keepBody: (key: string) => boolean,
  ) {
    for (const name of names) this.buckets.set(name, new Map());
  }

  bucket(name: string): Map<string, StoredObject> {
    const bucket = this.buckets.get(name);
    if (!bucket) throw new S3Error(404, 'NoSuchBucket', `The bucket ${name} does not exist.`);
    return bucket;
  }

  private intern(value: string): string {
    const known = this.interned.get(value);
    if (known !== undefined) return known;
    this.interned.set(value, value);
    return value;
  }

  private headers(headers: ObjectHeaders): ObjectHeaders {
    return {
      contentType: this.intern(headers.contentType),
      cacheControl: this.intern(headers.cacheControl),
      contentEncoding: this.intern(headers.contentEncoding),
      redirect: headers.redirect,
    };
  }

  put(bucketName: string, key: string, body: Buffer, headers: ObjectHeaders): string {
    const etag = createHash('md5').update(body).digest('hex');
    this.bucket(bucketName).set(key, {
      ...this.headers(headers),
      size: body.length,
      etag,
      modified: new Date(),
      body: this.keepBody(key) ? body : null,
    });
    return etag;
  }

  get(bucketName: string, key: string): StoredObject {
    const object = this.bucket(bucketName).get(key);
    if (!object) throw new S3Error(404, 'NoSuchKey', `The key ${key} does not exist.`);
    return object;
  }

  delete(bucketName: string, key: string): void {
    this.bucket(bucketName).delete(key);
  }

  /** Keys under `prefix` after `after`, in S3's order, at most `max`, and whether more follow. */
  list(bucketName: string, prefix: string, after: string, max: number): { keys: [string, StoredObject][]; truncated: boolean } {
    const keys = [...this.bucket(bucketName)].filter(([key]) => key.startsWith(prefix) && key > after);
    keys.sort(([a], [b]) => (a < b ? -1 : 1));
    return { keys: keys.slice(0, max), truncated: keys.length > max };
  }

  createUpload(bucketName: string, key: string, headers: ObjectHeaders): string {
    this.bucket(bucketName);
    const id = randomUUID();
    this.uploads.set(id, { bucket: bucketName, key, headers: this.headers(headers), parts: new Map() });
    return id;
  }

  private upload(bucketName: string, key: string, id: string): Upload {
    const upload = this.uploads.get(id);
    if (!upload || upload.bucket !== bucketName || upload.key !== key)
      throw new S3Error(404, 'NoSuchUpload', `The upload ${id} of ${key} does not exist: it was completed, aborted or never started.`);
    return upload;
  }

  putPart(bucketName: string, key: string, id: string, number: number, body: Buffer): string {
    if (!Number.isInteger(number) || number < 1 || number > MAX_PARTS)
      throw new S3Error(400, 'InvalidArgument', `Part number ${number} is not an integer from 1 to ${MAX_PARTS}.`);
    const etag = createHash('md5').update(body).digest('hex');
    this.upload(bucketName, key, id).parts.set(number, { etag, size: body.length });
    return etag;
  }

  /** Joins the parts the client names, as S3 checks them: each uploaded with that ETag, in order, all but the last 5 MiB or more. */
  completeUpload(bucketName: string, key: string, id: string, named: { number: number; etag: string }[]): string {
    const upload = this.upload(bucketName, key, id);
    if (named.length === 0) throw new S3Error(400, 'MalformedXML', 'The upload names no parts.');
    const md5s: Buffer[] = [];
    let size = 0;
    for (const [index, { number, etag }] of named.entries()) {
      const part = upload.parts.get(number);
      if (!part || part.etag !== etag.replace(/"/g, ''))
        throw new S3Error(400, 'InvalidPart', `Part ${number} was not uploaded, or not with the ETag ${etag}.`);
      if (index > 0 && number <= (named[index - 1]?.number ?? 0))
        throw new S3Error(400, 'InvalidPartOrder', 'The parts are not named in ascending order.');
      if (index < named.length - 1 && part.size < MIN_PART)
        throw new S3Error(400, 'EntityTooSmall', `Part ${number} is ${part.size} bytes; every part but the last must be 5 MiB or more.`);
      md5s.push(Buffer.from(part.etag, 'hex'));
      size += part.size;
    }
    const etag = `${createHash('md5').update(Buffer.concat(md5s)).digest('hex')}-${named.length}`;
    this.bucket(bucketName).set(key, { ...upload.headers, size, etag, modified: new Date(), body: null });
    this.uploads.delete(id);
    return etag;
  }

  abortUpload(bucketName: string, key: string, id: string): void {
    this.upload(bucketName, key, id);
    this.uploads.delete(id);
  }

  /** Objects and bytes held, of every bucket. */
  totals(): { objects: number; bytes: number } {
    let objects = 0;
    let bytes = 0;
    for (const bucket of this.buckets.values())
      for (const object of bucket.values()) {
        objects += 1;
        bytes += object.size;
      }
    return { objects, bytes };
  }
}
