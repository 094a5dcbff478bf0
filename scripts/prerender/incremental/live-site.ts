import { spawn } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { writtenHashesFileOf } from '../written-hashes.ts';

/**
 * A site's folders in the output (docs/operations.md, "The switch"):
 * - `<domain>`: the live site, a symbolic link to one complete build;
 * - `.<domain>.build-<ms>`: complete builds, named by the time they were completed;
 * - `.<domain>.next-<pid>`: the build a run is making: its own, so that a run that lost its lock
 *   (run-lock.ts) never writes into the folder another run switches in.
 * Each build's page keys lie beside it (`<build>.keys.json`), the hashes of the files it wrote
 * (`<build>.hashes.gz`, written-hashes.ts) and what may differ from the build it was compared with
 * (`<build>.changes.gz`, changes.ts): nothing there to serve.
 */
const buildPrefix = (domain: string) => `.${domain}.build-`;

/** Where this process makes a site's next build. */
export const nextBuildDir = (outDir: string, domain: string) => join(outDir, `.${domain}.next-${process.pid}`);

/**
 * Removes the next builds other runs left (a run killed, or one that lost its lock and is still
 * writing: it fails, and never switches). Called by the run that holds the output's lock.
 */
export function removeOtherNextBuilds(outDir: string, domain: string): void {
  const own = basename(nextBuildDir(outDir, domain));
  for (const name of readdirSync(outDir).filter((entry) => entry.startsWith(`.${domain}.next`) && !entry.startsWith(own)))
    rmSync(join(outDir, name), { recursive: true, force: true });
}

/** A build folder's keys file (build-keys.ts). */
export const keysFileOf = (buildDir: string) => `${buildDir}.keys.json`;

/** A build folder's record of what may differ from the live build it was compared with (changes.ts). */
export const changesFileOf = (buildDir: string) => `${buildDir}.changes.gz`;

/** What lies beside a build folder and goes with it (its keys, its written hashes, its changes). */
export const besideFilesOf = (buildDir: string) => [keysFileOf(buildDir), writtenHashesFileOf(buildDir), changesFileOf(buildDir)];

/** The complete builds of a site, oldest first. */
function builds(outDir: string, domain: string): string[] {
  if (!existsSync(outDir)) return [];
  return readdirSync(outDir)
    .filter((entry) => entry.startsWith(buildPrefix(domain)) && /^\d+$/.test(entry.slice(buildPrefix(domain).length)))
    .sort();
}

/** The folder of the live build, or null when the site has none (first build, or the link is missing). */
export function liveBuildDir(outDir: string, domain: string): string | null {
  try {
    const dir = join(outDir, basename(readlinkSync(join(outDir, domain))));
    return existsSync(dir) ? dir : null;
  } catch {
    return null;
  }
}

/** Points the live link at `build` in one step: a new link renamed over the old (rename(2) replaces it atomically). */
function pointLiveAt(outDir: string, domain: string, build: string): void {
  const link = join(outDir, `.${domain}.link`);
  rmSync(link, { force: true });
  symlinkSync(build, link);
  renameSync(link, join(outDir, domain));
}

/** A name for a build completed now, later in order than every other. */
function newBuildName(outDir: string, domain: string): string {
  let time = Date.now();
  while (existsSync(join(outDir, `${buildPrefix(domain)}${time}`))) time += 1;
  return `${buildPrefix(domain)}${time}`;
}

/**
 * Before a build, under the output lock: a site folder of the older layout (a plain folder)
 * is moved behind a link, and a live site found missing (a run killed between the two steps
 * of that move) is restored to the newest complete build. Says what it did, or null.
 */
export function repairLiveSite(outDir: string, domain: string): string | null {
  const live = join(outDir, domain);
  const stat = lstatSync(live, { throwIfNoEntry: false });
  if (stat?.isDirectory()) {
    const name = newBuildName(outDir, domain);
    renameSync(live, join(outDir, name));
    const oldKeys = join(outDir, `.${domain}.keys.json`);
    if (existsSync(oldKeys)) renameSync(oldKeys, keysFileOf(join(outDir, name)));
    pointLiveAt(outDir, domain, name);
    return `${live}: the site folder moved to ${name}, and ${domain} made a link to it`;
  }
  if (stat && liveBuildDir(outDir, domain)) return null;
  const newest = builds(outDir, domain).at(-1);
  if (!newest) return null;
  pointLiveAt(outDir, domain, newest);
  return `${live} was missing: restored to the newest complete build, ${newest}`;
}

/**
 * Removes a folder without waiting for it: a detached `rm -rf` that outlives the build. A
 * previous build is some 100,000 files per 5,000 products, which took 20 s to delete.
 */
function removeInBackground(paths: string[]): void {
  if (paths.length > 0) spawn('rm', ['-rf', ...paths], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Makes the finished `.next` build live: renamed to a build of its own (with its keys), then
 * the live link switched to it in one atomic step. The build it replaces stays (a visitor's
 * request under way still reads it, and it is the one to go back to); with `removeOlder`,
 * any build before that goes, in the background.
 */
export function publishNextBuild(outDir: string, domain: string, removeOlder: boolean): void {
  const name = newBuildName(outDir, domain);
  const next = nextBuildDir(outDir, domain);
  renameSync(next, join(outDir, name));
  const beside = besideFilesOf(join(outDir, name));
  for (const [index, file] of besideFilesOf(next).entries()) if (existsSync(file)) renameSync(file, beside[index] as string);
  const previous = liveBuildDir(outDir, domain);
  pointLiveAt(outDir, domain, name);
  if (!removeOlder) return;
  const keep = new Set([name, previous && basename(previous)]);
  const older = builds(outDir, domain).filter((build) => !keep.has(build));
  removeInBackground(older.flatMap((build) => [join(outDir, build), ...besideFilesOf(join(outDir, build))]));
}

/** The builds kept beside the live one (benchmarks keep them all). */
export function replacedBuilds(outDir: string, domain: string): string[] {
  const live = liveBuildDir(outDir, domain);
  return builds(outDir, domain)
    .map((build) => join(outDir, build))
    .filter((dir) => dir !== live);
}
