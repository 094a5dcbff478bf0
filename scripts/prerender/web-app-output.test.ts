import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';

const site = (domain: string, file: string) => join(FIXTURE_DIR, 'dist', domain, file);

test('each site can be added to a home screen: its manifest opens it on its own, with square PNG icons of the sizes it names', async () => {
  for (const [domain, name] of [
    ['cjenovnik.me', 'Cjenovnik.me'],
    ['cjenovnik.ba', 'Cjenovnik.ba'],
  ] as const) {
    const manifest = JSON.parse(readFileSync(site(domain, 'manifest.webmanifest'), 'utf8')) as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect([manifest.name, manifest.display, manifest.start_url]).toEqual([name, 'standalone', '/']);
    for (const icon of manifest.icons.filter((candidate) => candidate.type === 'image/png')) {
      const { width, height, format } = await sharp(site(domain, icon.src)).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe('png');
    }
    expect((await sharp(site(domain, 'apple-touch-icon.png')).metadata()).width).toBe(180);
    // Filled to the corners: a home screen rounds them itself, and a transparent corner would show black.
    const { data } = await sharp(site(domain, 'icon-192.png')).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255);
    expect(readFileSync(site(domain, 'index.html'), 'utf8')).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  }
});
