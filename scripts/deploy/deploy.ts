import { basename, join } from 'node:path';
import { createProgress } from '../progress.ts';
import { explain, type Bucket } from './bucket.ts';
import { filesFromChanges, type ChangedFiles } from './changed-files.ts';
import { addToHashCache, hashCacheFile, hashFiles, loadHashCache, saveHashCache } from './hash-cache.ts';
import { Journal, MANIFEST, putGzip, readRemote, RemoteUnreadable, type Remote } from './journal.ts';
import { listFiles, type LocalSite } from './local-site.ts';
import { encodeManifest, FORMAT, isSitePath, type Entry, type ManifestHeader } from './manifest.ts';
import { objectHeaders } from './object-headers.ts';
import { planDetails, planSummary } from './plan-report.ts';
import { PHASES, planDeploy, type LocalFile, type Plan } from './plan.ts';
import { describeTarget } from './target.ts';
import { createTransferProgress, fileCount, formatBytes } from './transfer-progress.ts';
import { claimPrefix, keysUnder, PrefixRefused } from './site-prefixes.ts';

export interface DeployOptions {
  /** The output folder (the hash cache is kept there) and the build, resolved once (resolveSite). */
  outDir: string;
  site: LocalSite;
  bucket: Bucket;
  dryRun?: boolean;
  /** Take over a prefix that holds objects but no manifest (site-prefixes.ts). */
  adopt?: boolean;
  /** List the build's files even when its record of changes could stand for a listing (changed-files.ts). */
  list?: boolean;
  /** Uploads at a time (16). */
  concurrency?: number;
  /** Uploads recorded in the bucket's journal every this many files (1,000). */
  saveEvery?: number;
  /** The clock the retention of old files reads. */
  now?: () => number;
  log?: (line: string) => void;
  /** Where progress is drawn when it is a terminal (stderr). */
  stream?: NodeJS.WriteStream;
}

export interface DeployResult {
  site: LocalSite;
  plan: Plan;
  files: number;
  bytes: number;
  uploaded: number;
  uploadedBytes: number;
  /** Bytes sent: the uploaded files as stored, text gzip-encoded. */
  sentBytes: number;
  seconds: number;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** A read of the build that failed: most likely the build was removed after two newer ones were switched in. */
function readError(site: LocalSite, path: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  return new Error(
    `${join(site.dir, path)} cannot be read (${code})` +
      (code === 'ENOENT' ? ': the build was removed during the deploy (newer builds were switched in); run the deploy again' : ''),
  );
}

/** A hash cache of more lines than this many times the build's files is made anew by a listing: a deploy that does not list only adds to it. */
const CACHE_GROWTH = 2;

/**
 * The build's files with their hashes: from its record of changes and the bucket's manifest
 * (changed-files.ts) when it has one against the build the bucket holds, else by a listing; the
 * hashes from the hash cache or read.
 */
async function hashLocal(options: DeployOptions, site: LocalSite, remote: Remote, log: (line: string) => void): Promise<LocalFile[]> {
  const started = performance.now();
  const cacheFile = hashCacheFile(options.outDir, site.domain);
  const { cache, written } = await loadHashCache(cacheFile, site.dir);
  let changed: ChangedFiles | { reason: string } = options.list ? { reason: '--list' } : filesFromChanges(site, remote, written);
  if (!('reason' in changed) && cache.size > CACHE_GROWTH * (changed.known.length + changed.files.length))
    changed = { reason: `the hash cache has grown past ${CACHE_GROWTH} times the build's files: listed to make it anew` };
  const { files, skipped, known } = 'reason' in changed ? { ...listFiles(site.dir), known: [] } : changed;
  const listed = seconds(started);
  for (const path of skipped) log(`skipped ${path}: not a regular file`);
  const foreign = files.find((file) => !isSitePath(file.path));
  if (foreign)
    throw new Error(
      `${join(site.dir, foreign.path)}: the build holds a file under .deploy/, where the deploy keeps its own manifest and journal in the bucket; remove it from the build.`,
    );
  const progress = createProgress('hash', { unit: 'files', ...(options.stream ? { stream: options.stream } : {}) });
  const { hashes, read } = await hashFiles(site.dir, files, cache, (done) => progress.update(done, files.length)).catch(
    (error: unknown) => {
      throw readError(site, (error as { path?: string }).path?.slice(site.dir.length + 1) ?? '', error);
    },
  );
  progress.done();
  await ('reason' in changed ? saveHashCache(cacheFile, files, hashes) : addToHashCache(cacheFile, files, hashes));
  const headersFor = objectHeaders(site.headersFile, site.redirectsFile);
  const local = [
    ...known.map((file) => ({ ...file, immutable: headersFor(file.path).immutable })),
    ...files.map((file, index) => ({
      path: file.path,
      size: file.size,
      hash: hashes[index] as string,
      immutable: headersFor(file.path).immutable,
    })),
  ];
  const bytes = local.reduce((total, file) => total + file.size, 0);
  const how = 'reason' in changed ? `listed (${changed.reason}) in ${listed} s` : `${changed.detail}, in ${listed} s`;
  log(
    `local: ${fileCount(local.length)}, ${formatBytes(bytes)}; ${how}; ${read.toLocaleString('en')} read, ${(files.length - read).toLocaleString('en')} hashes from the cache (${seconds(started)} s)`,
  );
  return local;
}

/** Runs `task` on every item, `limit` at a time; after the first failure starts no more, and throws it once those under way end. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed: { error: unknown } | undefined;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      await task(item).catch((error: unknown) => (failed ??= { error }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failed) throw failed.error;
}

/**
 * Deploys the live build of a site to the bucket (docs/operations.md, "Deploying to object
 * storage"): uploads what the manifest does not have, phase by phase (content-named files,
 * pages and the rest, the build's meta, `builds/latest.json`), then deletes what left the build
 * (content-named files 7 days later), and saves the manifest.
 */
export async function deploySite(options: DeployOptions): Promise<DeployResult> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const { bucket, site } = options;
  const now = options.now ?? Date.now;
  log(`deploy ${site.domain}: build ${site.buildId} (${basename(site.dir)}) to ${describeTarget(bucket.target)}`);
  const fail = (what: string) => (error: unknown) => {
    throw new Error(`${what}: ${explain(error, bucket.target, bucket.options)}`, { cause: error });
  };
  const remote = await readRemote(bucket).catch((error: unknown) => {
    if (error instanceof RemoteUnreadable) throw error;
    return fail(`Reading ${bucket.key(MANIFEST)}`)(error);
  });
  const local = await hashLocal(options, site, remote, log);
  log(
    `bucket: ${fileCount(remote.entries.size)} in the manifest (${formatBytes(remote.bytes)})` +
      (remote.journal.length > 0 ? `, with ${remote.journal.length} journal objects of a run that did not finish` : ''),
  );
  if (remote.header && remote.header.site !== site.domain)
    throw new Error(
      `${describeTarget(bucket.target)} holds ${remote.header.site} (by ${bucket.key(MANIFEST)}): deploy ${site.domain} to another prefix.`,
    );
  await claimPrefix(bucket, { hasManifest: remote.header !== null, adopt: options.adopt ?? false, dryRun: options.dryRun ?? false }).catch(
    (error: unknown) => {
      if (error instanceof PrefixRefused) throw error;
      fail("Reading the bucket's sites")(error);
    },
  );
  const headersFor = objectHeaders(site.headersFile, site.redirectsFile);
  const plan = planDeploy(local, remote.entries, now(), (path) => headersFor(path).immutable);
  log(planSummary(plan));
  if (options.dryRun && !remote.header) {
    // No manifest: what is there already is no deploy's; say what the uploads would replace.
    const present = new Set(await keysUnder(bucket, 10_000_000));
    const overwritten = local.filter((file) => present.has(file.path)).map((file) => file.path);
    log(
      `would overwrite ${fileCount(overwritten.length)} that no manifest lists` +
        (overwritten.length > 0 ? `: ${overwritten.slice(0, 20).join(', ')}${overwritten.length > 20 ? ', ...' : ''}` : ''),
    );
  }
  const result = {
    site,
    plan,
    files: local.length,
    bytes: local.reduce((total, file) => total + file.size, 0),
    uploaded: 0,
    uploadedBytes: 0,
    sentBytes: 0,
  };
  if (options.dryRun) {
    for (const line of planDetails(plan, remote.entries)) log(line);
    log('dry run: nothing written to the bucket');
    return { ...result, seconds: (performance.now() - started) / 1000 };
  }

  const journal = new Journal(bucket, options.saveEvery ?? 1000);
  const uploads = Object.values(plan.upload).flat();
  const progress = createTransferProgress(
    uploads.length,
    uploads.reduce((total, file) => total + file.size, 0),
    options.stream,
  );
  const upload = async (file: LocalFile) => {
    const { hash, sent } = await bucket
      .putFile(file.path, join(site.dir, file.path), file.size, { ...headersFor(file.path), md5: file.hash })
      .catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).syscall) throw readError(site, file.path, error);
        const attempts = (error as { $metadata?: { attempts?: number } }).$metadata?.attempts;
        throw new Error(
          `Uploading ${file.path} to ${bucket.key(file.path)} failed${attempts ? ` after ${attempts} attempts` : ''}: ${explain(error, bucket.target, bucket.options)}`,
        );
      });
    const entry: Entry = { hash, size: file.size, build: site.buildId };
    plan.next.set(file.path, entry);
    journal.add(file.path, entry);
    result.uploaded += 1;
    result.uploadedBytes += file.size;
    result.sentBytes += sent;
    progress.add(file.size);
  };
  try {
    for (const phase of PHASES) {
      const phaseStarted = performance.now();
      await eachLimited(plan.upload[phase], options.concurrency ?? 16, upload);
      await journal.flush();
      if (plan.upload[phase].length > 0) {
        progress.done();
        log(`${phase}: ${fileCount(plan.upload[phase].length)} uploaded (${seconds(phaseStarted)} s)`);
      }
    }
    if (plan.remove.length > 0) {
      // Marked first: a run stopped during the deletion uploads them again if the build has them.
      for (const path of plan.remove) journal.add(path, { ...(remote.entries.get(path) as Entry), hash: '' });
      await journal.flush();
      await bucket.delete(plan.remove).catch(fail('Deleting what left the build'));
      log(`deleted ${fileCount(plan.remove.length)}`);
    }
  } catch (error) {
    progress.done();
    await journal.flush().catch(() => {});
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nWhat landed is recorded in the bucket: run the same command again to finish.`, { cause: error });
  }

  const journals = [...remote.journal, ...journal.keys].sort();
  const changed =
    result.uploaded + plan.remove.length + plan.retired.length + plan.restored.length + journals.length > 0 ||
    remote.header?.timestamp !== site.timestamp;
  if (changed) {
    const header: ManifestHeader = {
      format: FORMAT,
      site: site.domain,
      build: site.buildId,
      timestamp: site.timestamp,
      saved: new Date(now()).toISOString(),
      files: plan.next.size,
      journal: journals.at(-1) ?? '',
    };
    const manifest = await encodeManifest(header, plan.next);
    await putGzip(bucket, MANIFEST, manifest).catch(fail(`Saving ${bucket.key(MANIFEST)}`));
    log(`manifest saved: ${fileCount(plan.next.size)} (${formatBytes(manifest.length)})`);
    // The manifest now holds them; a journal object left behind (a run stopped here) is older than it and ignored.
    if (journals.length > 0) await bucket.delete(journals).catch(fail('Removing the journal'));
  }
  const done = { ...result, seconds: (performance.now() - started) / 1000 };
  log(
    `done: ${fileCount(result.uploaded)} uploaded (${formatBytes(result.uploadedBytes)}, ${formatBytes(result.sentBytes)} sent), ` +
      `${plan.remove.length.toLocaleString('en')} deleted, ${fileCount(plan.retired.length + plan.kept.length)} of older builds kept, in ${done.seconds.toFixed(1)} s`,
  );
  return done;
}
