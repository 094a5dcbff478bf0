import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../desk', import.meta.url));

/** Builds the desk's page (desk/, React) into `outDir`: a few seconds, once per `npm run desk`. */
export async function buildDeskClient(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: resolve(outDir), emptyOutDir: true, target: 'es2022' },
  });
}
