import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_ENTRY } from './assets.ts';

export interface Bundles {
  clientDir: string;
  serverEntry: string;
}

/** Where the bundles of a build into `outDir` are. */
export function bundlesIn(outDir: string): Bundles {
  return { clientDir: join(outDir, '.client'), serverEntry: join(outDir, '.server/entry-server.js') };
}

/** Builds the client bundle (shared by every site) and the SSR bundle the workers render with. */
async function runViteBuilds(outDir: string): Promise<void> {
  const { clientDir, serverEntry } = bundlesIn(outDir);
  const serverDir = join(serverEntry, '..');
  // Imported here, in the child process only: the build's own process never loads Vite.
  const { build } = await import('vite');
  await build({
    logLevel: 'warn',
    build: { outDir: clientDir, emptyOutDir: true, rollupOptions: { input: CLIENT_ENTRY } },
  });
  await build({
    logLevel: 'warn',
    build: { outDir: serverDir, emptyOutDir: true, ssr: 'pages/entry-server.tsx', copyPublicDir: false },
    // Every dependency bundled in: the workers import it from `--out`, which may be outside the
    // project, where `react` cannot be resolved.
    ssr: { noExternal: true },
  });
  // Outside the project no package.json says the bundle's `.js` files are ES modules.
  writeFileSync(join(serverDir, 'package.json'), '{ "type": "module" }\n');
}

/**
 * Runs the Vite builds in a child process. In the build's own process the memory Vite used
 * (about 350 MB) stays with the process for the rest of the build, on top of the catalogue's.
 */
export function buildBundles(outDir: string): Promise<Bundles> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [outDir], { execArgv: ['--import', import.meta.resolve('tsx')] });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(bundlesIn(outDir));
      else reject(new Error(`The Vite builds failed (${signal ?? `exit code ${code}`}); their errors are printed above.`));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runViteBuilds(process.argv[2] as string).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
