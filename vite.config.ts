import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The client bundle (shared by every site) and the SSR bundle the prerender runs.
 * The prerender drives both builds through `scripts/prerender/vite-builds.ts`.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
  },
  ssr: {
    noExternal: [],
  },
});
