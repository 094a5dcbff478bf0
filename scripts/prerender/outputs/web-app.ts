import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Site } from '../../../sites/index.ts';
import { writeFile } from '../write-file.ts';
import type { Output } from './output.ts';

const FAVICON = new URL('../../../public/favicon.svg', import.meta.url);

/** The home-screen icons: square (the systems round their corners themselves), as PNG, the one format every system takes. */
const ICONS = [
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
];

/**
 * The site's web app manifest: added to a phone's home screen it opens on its own, which is where
 * iPhones and iPads take push messages (the price alerts, docs/decisions/054-price-alerts.md).
 */
export function webManifest(site: Site): string {
  const name = site.titlePostfix.replace(/^\s*\|\s*/, '');
  return JSON.stringify({
    name,
    short_name: name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f7f9',
    theme_color: '#0b5cad',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...ICONS.filter((icon) => icon.size !== 180).map((icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
      })),
    ],
  });
}

let icons: Promise<{ file: string; png: Buffer }[]> | undefined;

/** The icons made once per build process from the favicon, its corners filled. */
function iconPngs(): Promise<{ file: string; png: Buffer }[]> {
  const square = Buffer.from(readFileSync(FAVICON, 'utf8').replace(/ rx="[\d.]+"/, ''));
  icons ??= Promise.all(
    ICONS.map(async ({ file, size }) => ({
      file,
      png: await sharp(square, { density: 72 * (size / 32) })
        .resize(size)
        .png()
        .toBuffer(),
    })),
  );
  return icons;
}

export const webAppOutput: Output = {
  name: 'web app',
  files: '`/manifest.webmanifest`, `/apple-touch-icon.png`, `/icon-192.png`, `/icon-512.png`',
  key: 'none: written afresh',
  open: ({ dir, site }) => ({
    write: async () => {
      writeFile(join(dir, 'manifest.webmanifest'), webManifest(site));
      for (const { file, png } of await iconPngs()) writeFile(join(dir, file), png);
    },
  }),
  serve: ({ site, pathname }) =>
    pathname === '/manifest.webmanifest' ? { status: 200, type: 'application/manifest+json', body: webManifest(site) } : undefined,
};
