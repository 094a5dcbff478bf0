import type { Entries, Entry } from './manifest.ts';

/** A file of the local build. */
export interface LocalFile {
  path: string;
  size: number;
  hash: string;
  immutable: boolean;
}

/** How long a file named by its content stays in the bucket after it left the build. */
export const KEEP_MS = 7 * 24 * 3600 * 1000;

export const LATEST = 'builds/latest.json';
const META = 'builds/meta/';

/**
 * The upload phases in order: files named by their content (hashed assets, search shards,
 * menus), then everything else (pages, payloads, feeds, ...), then `builds/meta/<id>.json`,
 * and `builds/latest.json` last. Each phase starts when the one before has fully landed.
 */
export const PHASES = ['assets', 'pages', 'meta', 'latest'] as const;
export type Phase = (typeof PHASES)[number];

export function phaseOf(file: LocalFile): Phase {
  if (file.path === LATEST) return 'latest';
  if (file.path.startsWith(META)) return 'meta';
  return file.immutable ? 'assets' : 'pages';
}

export interface Plan {
  upload: Record<Phase, LocalFile[]>;
  /** Paths the bucket lacks, and paths whose content changed. */
  added: string[];
  changed: string[];
  unchanged: number;
  /** Content-named files kept after they left, back in the build (no longer marked). */
  restored: string[];
  /** Content-named files that left the build now: kept, and marked with the time. */
  retired: string[];
  /** Content-named files that left earlier and are kept still. */
  kept: string[];
  /** Removed once the new build is up: gone from the build, or kept long enough. */
  remove: string[];
  /** The manifest once everything is done, but for the uploads, added as they land. */
  next: Entries;
}

/**
 * Compares the local build with the bucket's manifest. `retain` tells whether a path that left
 * the build is kept `KEEP_MS` (files named by their content, which open pages of an older build
 * may still load).
 */
export function planDeploy(local: LocalFile[], remote: Entries, now: number, retain: (path: string) => boolean): Plan {
  const plan: Plan = {
    upload: { assets: [], pages: [], meta: [], latest: [] },
    added: [],
    changed: [],
    unchanged: 0,
    restored: [],
    retired: [],
    kept: [],
    remove: [],
    next: new Map(),
  };
  const inBuild = new Set<string>();
  for (const file of local) {
    inBuild.add(file.path);
    const entry = remote.get(file.path);
    if (entry && entry.hash === file.hash && entry.size === file.size) {
      plan.unchanged += 1;
      if (entry.gone !== undefined) plan.restored.push(file.path);
      plan.next.set(file.path, entry.gone === undefined ? entry : { hash: entry.hash, size: entry.size, build: entry.build });
      continue;
    }
    (entry && entry.hash ? plan.changed : plan.added).push(file.path);
    plan.upload[phaseOf(file)].push(file);
  }
  for (const [path, entry] of remote) {
    if (inBuild.has(path)) continue;
    const keep = entry.hash !== '' && retain(path) && (entry.gone === undefined || now - entry.gone < KEEP_MS);
    if (!keep) plan.remove.push(path);
    else if (entry.gone === undefined) {
      plan.retired.push(path);
      plan.next.set(path, { ...entry, gone: now } satisfies Entry);
    } else {
      plan.kept.push(path);
      plan.next.set(path, entry);
    }
  }
  return plan;
}
