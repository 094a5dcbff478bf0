import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Site } from '../../../sites/index.ts';
import type { Output } from '../outputs/output.ts';
import type { BuildKeys } from './build-keys.ts';
import { filesOfId, isWrittenWhole } from './in-place.ts';
import { changesFileOf } from './live-site.ts';

/**
 * A build's record of what may differ from the live build it was compared with, beside its folder
 * (`<build>.changes.gz`), for the deploy, which then need not list the 2.5 million files of a site
 * at 100,000 products (docs/decisions/065-a-deploy-told-what-changed.md). Gzipped lines: a header
 * (`CHANGES_FORMAT`, the compared build's timestamp, the folders to list whole), then one path a
 * line. The files the build wrote are in its written hashes (written-hashes.ts); the root's own
 * files are always listed.
 */

export const CHANGES_FORMAT = 'cjenovnik-build-changes/1';

export interface ChangesHeader {
  format: typeof CHANGES_FORMAT;
  /** The `builds/latest.json` timestamp of the live build the paths are measured against. */
  against: number;
  /** This build's timestamp. */
  timestamp: number;
  /** Folders of the site's root that the deploy lists whole: written whole each build, or linked from the bundles and the catalogue. */
  whole: string[];
}

/** The root's folders not written by ids: the bundles' (their copies and the linked assets), the catalogue's pictures, what the outputs write whole. */
export function wholeFolders(siteDir: string, clientDir: string, outputs: readonly Output[]): string[] {
  const fromBundles = readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== '.vite');
  const declared = outputs.flatMap((output) => (output.writtenWhole ?? []).filter((name) => typeof name === 'string'));
  const present = readdirSync(siteDir, { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && isWrittenWhole(outputs)(entry.name),
  );
  return [
    ...new Set(['assets', 'images', ...fromBundles.map((entry) => entry.name), ...declared, ...present.map((entry) => entry.name)]),
  ].sort();
}

/**
 * Writes the record of the build in `keys.dir` against the live build: every file of an id whose
 * key is not the live build's (build-keys.ts, `BuildState.differing`), as its output names them
 * (Output.filesOf). Returns why none is written: no live build, or an id whose output names no
 * files and writes nothing whole (the deploy then lists the build, as without a record).
 */
export function writeBuildChanges(
  keys: BuildKeys,
  site: Site,
  outputs: readonly Output[],
  timestamp: number,
  whole: string[],
): string | null {
  if (!keys.live) return 'no live build to compare with';
  const latest = JSON.parse(readFileSync(`${keys.live.dir}/builds/latest.json`, 'utf8')) as { timestamp?: unknown };
  if (typeof latest.timestamp !== 'number') return "the live build's builds/latest.json has no timestamp";
  const filesOf = filesOfId(outputs, site);
  const header: ChangesHeader = { format: CHANGES_FORMAT, against: latest.timestamp, timestamp, whole };
  const lines = [JSON.stringify(header)];
  for (const full of keys.state.differing(keys.live.state)) {
    const { output, files } = filesOf(full);
    if (files?.some((path) => /[\n\r]/.test(path))) return `the id ${full} names a file with a line break`;
    // A path of the default language's pages starts at the root (`/telefoni/...`): the record names site paths.
    if (files) for (const path of files) lines.push(path.replace(/^\/+/, ''));
    else if (!output?.writtenWhole) return `the id ${full} names no files (its output has no filesOf)`;
  }
  const file = changesFileOf(keys.dir);
  writeFileSync(`${file}.tmp`, gzipSync(`${lines.join('\n')}\n`, { level: 1 }));
  renameSync(`${file}.tmp`, file);
  return null;
}
