import { randomBytes } from 'node:crypto';
import type { Bucket } from './bucket.ts';
import { md5 } from '../prerender/written-hashes.ts';
import {
  applyLine,
  decodeManifest,
  eachGzippedLine,
  entryLine,
  gzipLines,
  type Entries,
  type Entry,
  type ManifestHeader,
} from './manifest.ts';

/** The deploy's own keys beside the site: never part of it. */
export const MANIFEST = '.deploy/manifest.tsv.gz';
export const JOURNAL = '.deploy/journal/';

/** The manifest or a journal object cannot be read: which, and what to do. */
export class RemoteUnreadable extends Error {
  override name = 'RemoteUnreadable';
}

/**
 * What the bucket holds by the manifest, with the journal objects written after it (a run
 * stopped before its end). `journal` lists every journal object found, applied or stale.
 */
export interface Remote {
  entries: Entries;
  header: ManifestHeader | null;
  journal: string[];
  bytes: number;
}

export async function readRemote(bucket: Bucket): Promise<Remote> {
  const gzipped = await bucket.get(MANIFEST);
  const where = `${bucket.key(MANIFEST)} in ${bucket.target.bucket}`;
  const { header, entries } = gzipped
    ? await decodeManifest(gzipped, where).catch((error: unknown) => {
        throw new RemoteUnreadable(`${where} cannot be read (${String(error)}): remove it to deploy everything again`, { cause: error });
      })
    : { header: null, entries: new Map<string, Entry>() };
  const journal = (await bucket.list(JOURNAL)).sort();
  for (const path of journal) {
    if (header && path <= header.journal) continue;
    const part = await bucket.get(path);
    const key = bucket.key(path);
    if (part)
      await eachGzippedLine(part, (line) => applyLine(entries, line, key)).catch((error: unknown) => {
        throw new RemoteUnreadable(
          `The journal object ${key} in ${bucket.target.bucket} cannot be read (${(error as Error).message}): it records uploads of a deploy ` +
            `that did not finish. Delete it (e.g. aws s3 rm s3://${bucket.target.bucket}/${key}); the next deploy uploads those files again.`,
          { cause: error },
        );
      });
  }
  return { entries, header, journal, bytes: gzipped?.length ?? 0 };
}

/** The deploy's own objects: gzip, never cached. */
export function putGzip(bucket: Bucket, path: string, body: Buffer): Promise<void> {
  return bucket.put(path, body, { contentType: 'application/gzip', cacheControl: 'no-store', md5: md5(body) });
}

/**
 * Entries written as they land, a gzipped object every `every` lines (or 10 s): a run stopped
 * at any point is resumed from the manifest plus these, uploading only what was not recorded.
 * Names sort in time order: `<ms>-<random>-<sequence>`.
 */
export class Journal {
  /** The journal objects this run wrote (paths). */
  readonly keys: string[] = [];
  private lines: string[] = [];
  private writing: Promise<void> = Promise.resolve();
  private last = Date.now();
  private readonly run = `${String(Date.now()).padStart(13, '0')}-${randomBytes(3).toString('hex')}`;

  constructor(
    private readonly bucket: Bucket,
    private readonly every: number,
  ) {}

  add(path: string, entry: Entry): void {
    this.lines.push(entryLine(path, entry));
    if (this.lines.length >= this.every || Date.now() - this.last > 10_000) void this.flush().catch(() => {});
  }

  /** Writes what is pending; resolves when every write so far has landed, rejects if one failed. */
  flush(): Promise<void> {
    if (this.lines.length > 0) {
      const lines = this.lines;
      const path = `${JOURNAL}${this.run}-${String(this.keys.length).padStart(6, '0')}.tsv.gz`;
      this.lines = [];
      this.last = Date.now();
      this.keys.push(path);
      this.writing = this.writing.then(async () => putGzip(this.bucket, path, await gzipLines(lines)));
    }
    return this.writing;
  }
}
