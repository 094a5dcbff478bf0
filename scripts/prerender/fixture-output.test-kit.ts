import { load, type CheerioAPI } from 'cheerio';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArticlePayload } from '../../pages/article/payload.ts';
import { loadSites, type Site } from '../../sites/index.ts';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';

/** The fixture sites built by `scripts/fixture/build-fixture.ts`, as build-output tests read them. */
export const FIXTURE_DIST = resolve(fileURLToPath(new URL('../../', import.meta.url)), FIXTURE_DIR, 'dist');

/** The Montenegro and Bosnia sites, with the domains the build's environment gave them. */
export const [MNE, BIH] = ['MNE', 'BIH'].map((country) => loadSites(process.env).find((site) => site.country === country) as Site) as [
  Site,
  Site,
];

/** A built file of a site; a missing one says how to build the fixture. */
export function fixtureFile(site: Site, ...parts: string[]): string {
  const name = join(FIXTURE_DIST, site.domain, ...parts);
  if (!existsSync(name)) throw new Error(`${name} is missing. Build the fixture first: npx tsx scripts/fixture/build-fixture.ts`);
  return readFileSync(name, 'utf8');
}

export const fixturePage = (site: Site, path: string): CheerioAPI => load(fixtureFile(site, path, 'index.html'));
export const articlePayload = (site: Site, path: string) => JSON.parse(fixtureFile(site, path, '_payload.json')) as ArticlePayload;
