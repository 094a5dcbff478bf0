import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * The page's scripts, evaluated a part at a time, each in a task of its own: React, its DOM
 * renderer, the router, the translator, then the app (start-client.tsx), which reads the page
 * and hydrates it. Evaluated at once they were one task of 30-40 ms on a fast machine, four to
 * five times that on a mid-range phone, during which the page answered no tap
 * (docs/decisions/067-first-scripts-evaluated-in-steps.md). The client build puts each library in
 * a chunk of its own (scripts/prerender/vite-builds.ts); the page preloads them all, so each step only evaluates.
 */
const LIBRARIES = [
  () => import('react'),
  () => import('react-dom/client'),
  // Named, not the whole module: the bundler keeps only the exports a dynamic import names.
  () => import('react-router').then(({ createBrowserRouter }) => createBrowserRouter),
  () => import('i18next').then(({ default: i18next }) => i18next),
];

async function boot(): Promise<void> {
  for (const library of LIBRARIES) {
    await yieldToBrowser();
    await library();
  }
  await yieldToBrowser();
  const { start } = await import('./start-client.tsx');
  await yieldToBrowser();
  await start();
}

// Built pages carry the stylesheet in their head (a build input of its own, so no lazy chunk
// loads it again); the dev server's pages get it here.
if (import.meta.env.DEV) void import('../src/styles.css');

void boot();
