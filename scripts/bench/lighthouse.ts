import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { benchPages, BUILT_SITE_OPTIONS, serveBuiltSite } from './built-pages.ts';
import { runCli } from '../cli.ts';
import { compressTasksToCpuTime, type TraceEvent } from './quiet-trace.ts';

/**
 * `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) on home, the
 * largest category, the largest article and search of a built site, served with gzip as a
 * host would, over HTTP/2 (--http1: HTTP/1.1); the median of --runs (3) per page by performance. A first visit: the consent
 * dialog shows, as it does for every new visitor.
 * Each run is gathered once (its artifacts saved) and audited twice: with each task of the page's
 * main thread as long as its CPU time (`quiet-trace.ts`: the run as a quiet machine records it)
 * and as recorded, wall time and all (decisions/071).
 * Options: --out (dist), --site (cjenovnik.me), --runs (3), --locale prefix (en), --dir (a built
 * site's folder, instead of --out and --site), --pages (home,category,article,search: a subset), --http1,
 * --cpu-slowdown (4, Lighthouse's default, or `calibrated`: each run's slowdown from the benchmark
 * index Lighthouse read in that run, as its throttling guide does it; `cpuSlowdownFor`),
 * --task-time (cpu, the table's; or wall).
 * Below the table: each page's largest-paint element, its performance metrics short of full marks,
 * other audits under 0.9, the longest tasks where it has blocking time, and the main thread's
 * work by kind.
 */

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Run {
  scores: number[];
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  failing: string[];
  lcpElement: string;
  /** The longest main-thread tasks (simulated): what the blocking time is made of. */
  longTasks: string[];
  /** The main thread's work by kind (script, style and layout, parsing...), longest first. */
  mainThread: string;
  /** Lighthouse's measure of this machine's speed: blocking time is simulated from it, so scores compare only at like indexes. */
  benchmarkIndex: number;
}

async function startChromium(): Promise<{ port: number; process: ChildProcess; profile: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'cjenovnik-lighthouse-'));
  // The bench's server has a certificate of its own for 127.0.0.1 (built-pages.ts).
  const args = [
    '--headless=new',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    '--no-first-run',
    '--disable-gpu',
    '--ignore-certificate-errors',
  ];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  const chromium = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    chromium.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) resolve(Number(match[1]));
    });
    chromium.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before DevTools listened:\n${text}`)));
  });
  return { port, process: chromium, profile };
}

/** The longest tasks Lighthouse saw, each with its script, start and length (simulated, as TBT counts them). */
function longTasksOf(details: unknown): string[] {
  const items = (details as { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined)?.items ?? [];
  return [...items]
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, 5)
    .map(
      (task) =>
        `${(task.url ?? '').replace(/^https?:\/\/[^/]+/, '') || 'page'} at ${Math.round(task.startTime ?? 0)} ms: ${Math.round(task.duration ?? 0)} ms`,
    );
}

/** The main thread's work by kind, as Lighthouse groups it, longest first. */
function mainThreadOf(details: unknown): string {
  const items = (details as { items?: { groupLabel?: string; duration?: number }[] } | undefined)?.items ?? [];
  return [...items]
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .map((item) => `${item.groupLabel ?? '?'} ${Math.round(item.duration ?? 0)} ms`)
    .join(', ');
}

/** The largest paint's element, as Lighthouse names it (its selector and the start of its text). */
function lcpElementOf(details: unknown): string {
  const items = (details as { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined)?.items;
  const node = items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 80)}` : 'none';
}

/**
 * The CPU slowdown that makes a host of this benchmark index the mid-tier phone Lighthouse's 4x
 * makes of a high-end desktop (index 1,533): the calculator Lighthouse's throttling guide
 * (docs/throttling.md, "Calibrating the CPU slowdown") links to, lighthouse-cpu-throttling-calculator.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * One page load by Lighthouse, its artifacts saved in `dir` (gather mode) to be audited at any CPU
 * slowdown: with simulated throttling the trace is recorded at full speed and the slowdown only
 * enters the simulation. Returns the host's benchmark index, read in the same run.
 */
async function gather(url: string, port: number, dir: string): Promise<number> {
  await lighthouse(url, { port, logLevel: 'error', onlyCategories: [...CATEGORIES], gatherMode: dir });
  return (JSON.parse(readFileSync(join(dir, 'artifacts.json'), 'utf8')) as { BenchmarkIndex: number }).BenchmarkIndex;
}

/**
 * Rewrites the gathered run in `dir` as a quiet machine would have recorded it: each of the page's
 * tasks as long as its CPU time. Returns the tasks' wall and CPU time, in milliseconds.
 */
function quieten(dir: string): { wall: number; cpu: number } {
  const file = join(dir, 'defaultPass.trace.json');
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const { wall, cpu } = compressTasksToCpuTime(trace.traceEvents);
  writeFileSync(file, JSON.stringify(trace));
  return { wall: wall / 1000, cpu: cpu / 1000 };
}

/** The gathered run in `dir` audited at a CPU slowdown (Lighthouse requires its saved settings to equal the audit's). */
async function auditAt(url: string, dir: string, cpuSlowdownMultiplier: number): Promise<Run> {
  const file = join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { settings: { throttling: { cpuSlowdownMultiplier: number } } };
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
  writeFileSync(file, JSON.stringify(artifacts));
  const result = await lighthouse(url, {
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    auditMode: dir,
    throttling: { cpuSlowdownMultiplier },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      // Performance's weighted audits are its metrics: any short of full marks costs points.
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < (category === 'performance' ? 1 : 0.9))
      .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? ''}, score ${lhr.audits[ref.id]?.score})`),
  );
  return {
    scores: CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
    tbt: metric('total-blocking-time'),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    failing,
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    longTasks: longTasksOf(lhr.audits['long-tasks']?.details),
    mainThread: mainThreadOf(lhr.audits['mainthread-work-breakdown']?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ...BUILT_SITE_OPTIONS,
      dir: { type: 'string' },
      pages: { type: 'string', default: 'home,category,article,search' },
      'cpu-slowdown': { type: 'string', default: '4' },
      'task-time': { type: 'string', default: 'cpu' },
    },
  });
  const calibrated = values['cpu-slowdown'] === 'calibrated';
  const fixed = Number(values['cpu-slowdown']);
  if (!calibrated && !(fixed >= 1)) throw new Error(`--cpu-slowdown ${values['cpu-slowdown']}: give a number of at least 1, or calibrated`);
  const onCpuTime = values['task-time'] === 'cpu';
  if (!onCpuTime && values['task-time'] !== 'wall') throw new Error(`--task-time ${values['task-time']}: give cpu or wall`);
  const dir = values.dir ?? join(values.out, values.site);
  const paths = benchPages(dir, values.locale);
  const wanted = new Set(values.pages.split(','));
  const pages = (
    [
      ['home', 'home', paths.home],
      ['category', 'category (largest)', paths.category],
      ['article', 'article (largest)', paths.article],
      ['search', 'search', paths.search],
    ] as const
  )
    .filter(([key]) => wanted.has(key))
    .map(([, name, path]) => [name, path] as const);
  const { origin, close } = await serveBuiltSite(dir, { http1: values.http1 });
  const chromium = await startChromium();
  try {
    console.log(`| page | performance | accessibility | best practices | SEO | TBT | LCP | FCP | CLS |`);
    console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
    const notes: string[] = [];
    for (const [name, path] of pages) {
      const url = `${origin}${path}`;
      const runs: { run: Run; other: Run; slowdown: number; tasks: { wall: number; cpu: number } }[] = [];
      for (let i = 0; i < Number(values.runs); i += 1) {
        const saved = mkdtempSync(join(tmpdir(), 'cjenovnik-lighthouse-run-'));
        try {
          // Calibrated: each run simulated on the phone its own index reading implies.
          const index = await gather(url, chromium.port, saved);
          const slowdown = calibrated ? cpuSlowdownFor(index) : fixed;
          const recorded = await auditAt(url, saved, slowdown);
          const tasks = quieten(saved);
          const quiet = await auditAt(url, saved, slowdown);
          runs.push(onCpuTime ? { run: quiet, other: recorded, slowdown, tasks } : { run: recorded, other: quiet, slowdown, tasks });
        } finally {
          rmSync(saved, { recursive: true, force: true });
        }
      }
      runs.sort((a, b) => (a.run.scores[0] ?? 0) - (b.run.scores[0] ?? 0));
      const middle = (runs[Math.floor(runs.length / 2)] as (typeof runs)[number]).run;
      const ms = (value: number) => `${Math.round(value)} ms`;
      console.log(
        `| ${name} \`${path}\` | ${middle.scores.join(' | ')} | ${ms(middle.tbt)} | ${(middle.lcp / 1000).toFixed(1)} s | ` +
          `${(middle.fcp / 1000).toFixed(1)} s | ${middle.cls.toFixed(3)} |`,
      );
      notes.push(`${name}: largest paint ${middle.lcpElement}`);
      if (middle.failing.length > 0) notes.push(`${name}: short of full marks: ${middle.failing.join(', ')}`);
      if (middle.tbt > 0) notes.push(`${name}: longest tasks: ${middle.longTasks.join('; ')}`);
      notes.push(`${name}: main thread: ${middle.mainThread}`);
      notes.push(
        `${name}: each run's performance (TBT) on the tasks' ${onCpuTime ? 'CPU' : 'wall'} time, then on their ` +
          `${onCpuTime ? 'wall' : 'CPU'} time, at its CPU slowdown, with the host's benchmark index it read (higher is faster): ` +
          runs
            .map(
              ({ run, other, slowdown, tasks }) =>
                `${run.scores[0]} (${ms(run.tbt)}), ${other.scores[0]} (${ms(other.tbt)}) at ${slowdown.toFixed(2)}x, index ` +
                `${Math.round(run.benchmarkIndex)}, tasks ${ms(tasks.wall)} wall, ${ms(tasks.cpu)} CPU`,
            )
            .join('; '),
      );
    }
    for (const note of notes) console.log(note);
    // Chromium's helper processes may still write to the profile for a moment after it exits.
  } finally {
    const exited = new Promise((resolve) => chromium.process.once('exit', resolve));
    chromium.process.kill();
    await exited;
    close();
    rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

runCli(import.meta.url, main, () => true);
