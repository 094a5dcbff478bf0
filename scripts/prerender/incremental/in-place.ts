import { readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Site } from '../../../sites/index.ts';
import { readBuildState, type BuildKeys, type BuildState } from './build-keys.ts';
import { besideFilesOf, keysFileOf, replacedBuilds } from './live-site.ts';
import type { Output } from '../outputs/output.ts';

/** Whether an entry of the site's root is one an output writes whole (Output.writtenWhole). */
export const isWrittenWhole = (outputs: readonly Output[]) => (entry: string) =>
  outputs.some((output) => output.writtenWhole?.some((name) => (typeof name === 'string' ? name === entry : name.test(entry))));

/**
 * Makes the newest build kept beside the live one (the previous-but-one) the folder of the next
 * build, `siteDir`, when it has `buildId` and its state: the build then replaces what changed in
 * it instead of linking every page into a new folder. Its keys file goes first: a run killed
 * from then on leaves a `siteDir` without keys, which the next build removes and starts afresh.
 * What the outputs write whole is removed. Returns its state, or why it was not taken (then
 * `siteDir` is not touched). Its state is read like the live build's (`live`), sharing its ids.
 */
export function takeEarlierBuild(
  outDir: string,
  domain: string,
  buildId: string,
  siteDir: string,
  outputs: readonly Output[],
  live: BuildState,
): { state: BuildState } | { reason: string } {
  const earlier = replacedBuilds(outDir, domain).at(-1);
  if (!earlier) return { reason: 'no build the live one replaced is kept' };
  const read = readBuildState(earlier, buildId, live);
  if (!('state' in read)) return { reason: `the build the live one replaced: ${read.reason}` };
  rmSync(keysFileOf(earlier));
  // Its written hashes and changes go too: this build records its own (written-hashes.ts, changes.ts).
  for (const path of [...besideFilesOf(earlier), siteDir, ...besideFilesOf(siteDir)]) rmSync(path, { recursive: true, force: true });
  renameSync(earlier, siteDir);
  for (const entry of readdirSync(siteDir).filter(isWrittenWhole(outputs))) rmSync(join(siteDir, entry), { recursive: true });
  return read;
}

/** For a build's id (`<output>:<id>`): its output, and the files the output names for it (Output.filesOf; undefined when it names none). */
export function filesOfId(outputs: readonly Output[], site: Site): (full: string) => { output?: Output; files?: string[] } {
  const byName = new Map(outputs.map((output) => [output.name, output]));
  return (full) => {
    const at = full.indexOf(':');
    const output = byName.get(full.slice(0, at));
    return { output, files: output?.filesOf?.(full.slice(at + 1), site) };
  };
}

/**
 * Removes from a build made in place the files of every id its earlier build had and this one
 * does not make (a product or category gone: its pages in every language, feeds, open data,
 * other market and family files), as the output of each id says (Output.filesOf), and the
 * folders left empty. Returns the ids gone.
 */
export function removeGone(keys: BuildKeys, site: Site, outputs: readonly Output[]): number {
  const gone = keys.gone();
  const filesOf = filesOfId(outputs, site);
  const folders = new Set<string>();
  for (const full of gone) {
    for (const file of filesOf(full).files ?? []) {
      rmSync(join(keys.dir, file), { force: true });
      folders.add(dirname(file));
    }
  }
  // Deepest first, so a category's folder is empty once its products' are gone.
  for (const folder of [...folders].sort((a, b) => b.split('/').length - a.split('/').length)) removeIfEmpty(keys.dir, folder);
  return gone.length;
}

/** Removes `folder` (inside `root`) and the folders above it while they are empty. */
function removeIfEmpty(root: string, folder: string): void {
  for (let at = folder; at !== '/' && at !== '.' && at !== ''; at = dirname(at)) {
    try {
      rmdirSync(join(root, at));
    } catch {
      return;
    }
  }
}
