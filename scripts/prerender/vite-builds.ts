import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { CLIENT_ENTRY } from './assets.ts';

/** Builds the client bundle (shared by every site) and the SSR bundle the workers render with. */
export async function buildBundles(outDir: string): Promise<{ clientDir: string; serverEntry: string }> {
  const clientDir = join(outDir, '.client');
  const serverDir = join(outDir, '.server');
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
  return { clientDir, serverEntry: join(serverDir, 'entry-server.js') };
}
