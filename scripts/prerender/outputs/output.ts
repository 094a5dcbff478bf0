import { join } from 'node:path';
import type { SiteAssets } from '../../../pages/document.ts';
import type { PageToRender } from '../../../pages/entry-server.tsx';
import type { Site } from '../../../sites/index.ts';
import type { PageContext } from '../../../src/components/site-context.tsx';
import type { Snapshot, SnapshotNode } from '../../catalogue/snapshot.ts';
import { jsonKey, type OutputKeys } from '../incremental/build-keys.ts';
import type { JobTimes, Workers } from '../worker-pool.ts';
import type { SiteIndex } from '../site-index.ts';
import type { Page } from '../pages.ts';
import { writeFile } from '../write-file.ts';
import type { CategoryParts } from '../payloads/category-list.ts';

/** Told of every page and category as the pages output lists them (the sitemaps, the category lists). */
export interface PageListener {
  onPage?: (page: Page) => void;
  onCategory?: (category: SnapshotNode, parts: CategoryParts) => void;
}

/** One site's build as each output sees it. */
export interface SiteBuild {
  site: Site;
  snapshot: Snapshot;
  /** What the site's pages share, worked out from the snapshot once (site-index.ts). */
  index: SiteIndex;
  /** The build's folder. */
  dir: string;
  /** This output's keys (build-keys.ts): what it decides, records and reads, and the live build's folder. */
  keys: OutputKeys;
  buildId: string;
  /** The build's time (ms). */
  timestamp: number;
  /** What the render workers need besides the pages. */
  render: { serverEntry: string; context: PageContext; assets: SiteAssets };
  /** What feeds depend on besides their sources (feeds.ts). */
  feedVersion: string;
  /** The render and feed workers to start with, and to grow to (worker-pool.ts). */
  workers: Workers;
  /** Time each page apart (BuildOptions). */
  timeEachPage?: boolean;
  /** Every output's listener, for the pages output to call. */
  listeners: PageListener[];
}

/** What an output wrote, for the build's log line and its result. */
export interface Written {
  detail?: string;
  written?: number;
  carried?: number;
  /** The render workers' time by kind of page (the pages output). */
  times?: JobTimes;
}

/** An output in one site's build: it may listen to the pages, then writes when its turn comes. */
export interface OutputRun extends PageListener {
  write: () => Written | void | Promise<Written | void>;
}

/** A request to the dev server, as each output is asked it. */
export interface DevRequest {
  site: Site;
  pathname: string;
  /** The site's snapshot, read from the catalogue on first use. */
  snapshot: () => Snapshot;
  /** The snapshot's index (site-index.ts), made on first use. */
  index: () => SiteIndex;
  /** When the dev server started: its build's time. */
  started: number;
  /** Renders a page with the dev bundle, as the render workers do (entry-server.tsx's PageToRender). */
  renderPage: (page: PageToRender) => Promise<string>;
}

export interface DevAnswer {
  status: number;
  type?: string;
  body: string;
}

/**
 * One kind of output of a site's build: what it writes, its key for the carry-over
 * (build-keys.ts), how it is written in a build, and how the dev server answers for it.
 */
export interface Output {
  name: string;
  /** What it writes, as paths in the site (docs/architecture.md's table). */
  files: string;
  /** What decides whether its files are linked from the live build instead of written. */
  key: string;
  /** The files one of its ids stands for: a build made in place removes them when the id is gone (in-place.ts). */
  filesOf?: (id: string, site: Site) => string[];
  /** Entries of the site's root it writes whole each build (named by content, numbered): removed from a folder made in place first. */
  writtenWhole?: readonly (string | RegExp)[];
  /** The outputs whose keys it reads (OutputKeys.read): the table puts them before it. */
  reads?: readonly string[];
  open: (build: SiteBuild) => OutputRun;
  /** The dev server's answer for the request's path; undefined when the path is not this output's. */
  serve?: (request: DevRequest) => DevAnswer | undefined | Promise<DevAnswer | undefined>;
  /** Answers every path no other output claims (the pages' 404): asked last by the dev server. */
  answersRest?: boolean;
}

/** A dev answer for a file the output makes as `text` (null: none there, 404; undefined: not this output's path). */
export function fileAnswer(text: string | null | undefined, type = 'application/json'): DevAnswer | undefined {
  if (text === undefined) return undefined;
  return text === null ? { status: 404, body: '' } : { status: 200, type, body: text };
}

/**
 * An output of small JSON files that pages read after hydration (a product's price on the other
 * market, a family's prices): each written only when its JSON changed, else linked from the live
 * build, which costs a fraction of a new file and reads no old one.
 */
export function jsonFilesOutput(spec: {
  name: string;
  files: string;
  /** Whether a dev server's path is one of its files. */
  claims: (pathname: string) => boolean;
  list: (index: SiteIndex) => Iterable<{ path: string; json: string }>;
}): Output {
  return {
    name: spec.name,
    files: spec.files,
    key: "the hash of the file's JSON",
    filesOf: (path) => [path],
    open: ({ keys, dir, index }) => ({
      write: () => {
        const counts = { written: 0, carried: 0 };
        for (const { path, json } of spec.list(index)) {
          const linked = keys.linkOrWrite(path, jsonKey(json), [path], () => writeFile(join(dir, path), json));
          counts[linked ? 'carried' : 'written'] += 1;
        }
        return { detail: `${counts.written} files written, ${counts.carried} carried over`, ...counts };
      },
    }),
    serve: ({ index, pathname }) => {
      if (!spec.claims(pathname)) return undefined;
      for (const file of spec.list(index())) if (file.path === pathname) return fileAnswer(file.json);
      return fileAnswer(null);
    },
  };
}
