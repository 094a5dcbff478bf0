import { load } from 'cheerio';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { loadSites, type Site } from '../../sites/index.ts';
import { FIXTURE_DIR } from '../fixture/fixture-dir.ts';

/** The chart is prerendered SVG (it shows without JavaScript), at three months (docs/decisions/010-article-history-and-chart.md). */
const DIST = resolve(fileURLToPath(new URL('../../', import.meta.url)), FIXTURE_DIR, 'dist');
const MNE = loadSites(process.env).find((site) => site.country === 'MNE') as Site;
const LENOVO = '/racunari/prenosni/laptopovi/5-lenovo-ideapad-slim-3';

function page(path: string) {
  const name = join(DIST, MNE.domain, path, 'index.html');
  if (!existsSync(name)) throw new Error(`${name} is missing. Build the fixture first: npx tsx scripts/fixture/build-fixture.ts`);
  return load(readFileSync(name, 'utf8'));
}

test('the Lenovo page carries the chart: main path with its out-of-stock gap, the all-time low, 3 months selected, the table', () => {
  const $ = page(`/en${LENOVO}`);
  const chart = $('section.price-chart');
  expect(chart.find('h2').text()).toBe('Price history');
  const svg = chart.find('svg.chart');
  expect(svg.attr('role')).toBe('img');
  expect(svg.attr('aria-label')).toBe('Lowest price per day, 3 months');
  expect(svg.find('title')).toHaveLength(0);
  // September 2026 out of stock: the market line is two runs.
  const market = svg.find('path.line-market').attr('d') ?? '';
  expect(market.match(/M/g)).toHaveLength(2);
  expect(svg.find('path.line-shop')).toHaveLength(1);
  // The all-time low (1 June) is before the range: its level is drawn, its point is not.
  expect(svg.find('.atl-line')).toHaveLength(1);
  expect(svg.find('.atl-mark')).toHaveLength(0);
  expect(svg.find('.chart-grid text').first().text()).toBe('€440');
  expect(chart.find('.chart-ranges button[aria-pressed="true"]').text()).toBe('3 months');
  expect(chart.find('.chart-table summary').text()).toBe('The price history as a table');
  expect(chart.find('.chart-table tbody tr').first().find('th').text()).toBe('08/22/2026');
  expect(chart.find('[style]')).toHaveLength(0);
});

test('axis ticks and dates are in the page language (sr-Latn for sr)', () => {
  const $ = page(LENOVO);
  expect($('svg.chart .chart-grid text').first().text()).toBe('440\u00a0€');
  expect($('.chart-table tbody th').first().text()).toBe('22.08.2026.');
});
