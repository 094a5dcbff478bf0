import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pureRouterComponents } from './scripts/vite/pure-router-components.ts';

const reactRouter = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The client bundle (shared by every site) and the SSR bundle the prerender runs; the
 * prerender drives both builds through `scripts/prerender/vite-builds.ts`.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), pureRouterComponents()],
  publicDir: 'public',
  resolve: {
    // React Router's package exports always point at its development build, which only its
    // own Vite plugin swaps: production builds use the production one (smaller, faster to render).
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouter('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
    // Icons stay files of their own (content-named, cached for a year): the pages' CSP allows images from the site only, no data: URLs.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
  },
  // Bundled into the SSR build so that the alias above applies there too.
  ssr: { noExternal: ['react-router'] },
  // The dev server must not crawl or watch built sites and catalogues (hundreds of thousands of files).
  optimizeDeps: { entries: ['pages/entry-client.tsx'] },
  server: { watch: { ignored: ['**/dist/**', '**/.tmp/**', '**/data/**', '**/test-results/**'] } },
}));
