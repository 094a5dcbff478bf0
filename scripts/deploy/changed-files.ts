import { lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CHANGES_FORMAT, type ChangesHeader } from '../prerender/incremental/changes.ts';
import { changesFileOf } from '../prerender/incremental/live-site.ts';
import { fileKey } from '../prerender/written-hashes.ts';
import { listFiles, type LocalSite, type StatFile } from './local-site.ts';
import type { Remote } from './journal.ts';
import { isSitePath } from './manifest.ts';

/** A file of the build known from the bucket's manifest: the same as in the build the bucket holds. */
export interface KnownFile {
  path: string;
  size: number;
  hash: string;
}

/** The build's files as its record of changes gives them: known from the manifest, and to hash (listed or looked at). */
export interface ChangedFiles {
  known: KnownFile[];
  files: StatFile[];
  skipped: string[];
  /** What was looked at, for the log. */
  detail: string;
}

/** The record's header and paths, or why it is not there or not this build's. */
function readRecord(site: LocalSite): { header: ChangesHeader; paths: string[] } | { reason: string } {
  let lines: string[];
  try {
    lines = gunzipSync(readFileSync(changesFileOf(site.dir)))
      .toString('utf8')
      .split('\n');
  } catch {
    return { reason: 'the build has no record of its changes (a full build, or one with nothing to compare with)' };
  }
  const header = JSON.parse(lines[0] ?? '{}') as Partial<ChangesHeader>;
  if (header.format !== CHANGES_FORMAT || typeof header.against !== 'number' || !Array.isArray(header.whole))
    return { reason: `its record of changes is not ${CHANGES_FORMAT}` };
  if (header.timestamp !== site.timestamp) return { reason: 'its record of changes belongs to another build' };
  return { header: header as ChangesHeader, paths: lines.slice(1).filter((line) => line !== '') };
}

/**
 * The build's files from its record of changes (docs/decisions/065-a-deploy-told-what-changed.md)
 * instead of a listing of the whole build: the manifest's files of the build the record was made
 * against, but for the paths the record names, the paths the build wrote (`written`), the root's
 * files and the folders it lists whole, which are looked at on disk. Only when the bucket holds
 * exactly that build (its manifest's timestamp, no journal of a run that did not finish); else
 * why not, and the deploy lists the build.
 */
export function filesFromChanges(
  site: LocalSite,
  remote: Omit<Remote, 'bytes'>,
  written: string[] | null,
): ChangedFiles | { reason: string } {
  const record = readRecord(site);
  if ('reason' in record) return record;
  const { header, paths } = record;
  if (remote.journal.length > 0) return { reason: 'the bucket holds the journal of a deploy that did not finish' };
  if (remote.header?.timestamp !== header.against)
    return { reason: `the bucket holds another build than the one the record compares with (${header.against})` };
  if (!written) return { reason: "the build's record of the files it wrote cannot be read whole" };
  const whole = new Set(header.whole);
  const listedHere = (path: string) => !path.includes('/') || whole.has(path.slice(0, path.indexOf('/')));
  const { files, skipped } = listFiles(site.dir, whole);
  const looked = new Set<string>();
  for (const path of [...paths, ...written]) {
    if (listedHere(path) || looked.has(path)) continue;
    if (!isSitePath(path)) return { reason: `the record names ${JSON.stringify(path)}, not a path inside the site` };
    looked.add(path);
    let stat;
    try {
      stat = lstatSync(join(site.dir, path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (!stat.isFile()) return { reason: `${path} is not a regular file` };
    files.push({ path, size: stat.size, key: fileKey(stat) });
  }
  const known: KnownFile[] = [];
  for (const [path, entry] of remote.entries)
    if (entry.gone === undefined && entry.hash !== '' && !looked.has(path) && !listedHere(path))
      known.push({ path, size: entry.size, hash: entry.hash });
  return {
    known,
    files,
    skipped,
    detail: `from the build's record of changes: ${looked.size.toLocaleString('en')} paths looked at, the root and ${whole.size} folders listed`,
  };
}
