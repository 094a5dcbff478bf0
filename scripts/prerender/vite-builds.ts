import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_ENTRY, CLIENT_STYLES, earlyScriptFile, SCREEN_EARLY } from './assets.ts';
import { runCli } from '../cli.ts';

export interface Bundles {
  clientDir: string;
  serverEntry: string;
}

/** Where the bundles of a build into `outDir` are. */
export function bundlesIn(outDir: string): Bundles {
  return { clientDir: join(outDir, '.client'), serverEntry: join(outDir, '.server/entry-server.js') };
}

/**
 * What the bundles are made from, relative to the project: the code, texts, site
 * configuration and public files, the build's configuration and the locked dependencies.
 */
const BUNDLE_INPUTS = [
  'pages',
  'src',
  'sites',
  'locales',
  'public',
  'vite.config.ts',
  'scripts/vite',
  'tsconfig.json',
  'package-lock.json',
  'scripts/prerender/vite-builds.ts',
  'scripts/prerender/assets.ts',
];

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));

/** A hash of every file of the bundles' inputs under `root` (names and contents, in a fixed order). */
export function bundleInputsHash(root = PROJECT): string {
  const hash = createHash('sha256');
  const files = BUNDLE_INPUTS.flatMap((input) => {
    const path = join(root, input);
    if (!existsSync(path)) return [];
    if (!statSync(path).isDirectory()) return [path];
    return readdirSync(path, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  });
  for (const file of files.sort()) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/**
 * The client's libraries, each a chunk of its own that pages/entry-client.tsx evaluates in a task
 * of its own (docs/decisions/067-first-scripts-evaluated-in-steps.md).
 */
const LIBRARY_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|scheduler)[\\/]/ },
  { name: 'react-dom', test: /[\\/]node_modules[\\/]react-dom[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/ },
];

/** Builds the client bundle (shared by every site) and the SSR bundle the workers render with. */
async function runViteBuilds(outDir: string): Promise<void> {
  const { clientDir, serverEntry } = bundlesIn(outDir);
  const serverDir = join(serverEntry, '..');
  // Imported here, in the child process only: the build's own process never loads Vite.
  const { build } = await import('vite');
  await build({
    logLevel: 'warn',
    build: {
      outDir: clientDir,
      emptyOutDir: true,
      rolldownOptions: {
        input: [CLIENT_ENTRY, CLIENT_STYLES],
        output: { codeSplitting: { groups: LIBRARY_CHUNKS } },
      },
    },
  });
  // Each early script as one classic script with everything it imports, for its pages to inline.
  for (const [screen, entry] of Object.entries(SCREEN_EARLY)) {
    const file = earlyScriptFile(clientDir, screen);
    await build({
      logLevel: 'warn',
      build: {
        outDir: join(file, '..'),
        emptyOutDir: false,
        copyPublicDir: false,
        lib: { entry, formats: ['iife'], name: 'early', fileName: () => basename(file) },
      },
    });
    const code = readFileSync(file, 'utf8');
    if (/<\/script|<!--/i.test(code)) throw new Error(`${entry} built into code that would end its <script> early; change what writes it.`);
    if (/\bimport\s*\(/.test(code))
      throw new Error(`${entry} imports code at run time, which an inlined script cannot; import it statically.`);
  }
  await build({
    logLevel: 'warn',
    build: { outDir: serverDir, emptyOutDir: true, ssr: 'pages/entry-server.tsx', copyPublicDir: false },
    // Every dependency bundled in: the workers import it from `--out`, which may be outside the
    // project, where `react` cannot be resolved.
    ssr: { noExternal: true },
    // React picks its production build by NODE_ENV at run time: fixed here, so the workers
    // render with it whatever their process's environment (it was set only by Vite running in
    // the build's own process; rendering with React's development build took twice the CPU).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });
  // Outside the project no package.json says the bundle's `.js` files are ES modules.
  writeFileSync(join(serverDir, 'package.json'), '{ "type": "module" }\n');
}

/** Beside the bundles: the hash of the inputs they were built from. */
const STAMP = '.bundles-inputs';

function readStamp(outDir: string): string | null {
  try {
    return readFileSync(join(outDir, STAMP), 'utf8');
  } catch {
    return null;
  }
}

/**
 * The bundles of a build into `outDir`. With `reuse`, those already there are kept when they were
 * built from the same inputs (a daily rebuild with new data only). Else the Vite builds run in a
 * child process: in the build's own process the memory Vite used (about 350 MB) would stay with
 * the process for the rest of the build, on top of the catalogue's.
 */
export async function buildBundles(outDir: string, options: { reuse?: boolean } = {}): Promise<Bundles & { reused: boolean }> {
  const bundles = bundlesIn(outDir);
  const inputs = bundleInputsHash();
  const present = existsSync(bundles.serverEntry) && existsSync(join(bundles.clientDir, '.vite/manifest.json'));
  if (options.reuse && present && readStamp(outDir) === inputs) return { ...bundles, reused: true };
  rmSync(join(outDir, STAMP), { force: true });
  await new Promise<void>((resolve, reject) => {
    // Production bundles whatever the caller's NODE_ENV (a test runner sets `test`, with which
    // the React plugin compiles JSX for React's development build).
    const child = fork(fileURLToPath(import.meta.url), [outDir], {
      execArgv: ['--import', import.meta.resolve('tsx')],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`The Vite builds failed (${signal ?? `exit code ${code}`}); their errors are printed above.`));
    });
  });
  writeFileSync(join(outDir, STAMP), inputs);
  return { ...bundles, reused: false };
}

runCli(import.meta.url, () => runViteBuilds(process.argv[2] as string));
