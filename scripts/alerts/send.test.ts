import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadSites, type Site } from '../../sites/index.ts';
import type { Db } from '../catalogue/db.ts';
import { createFixtureCatalogue } from '../fixture/fixture-catalogue.ts';
import { sendAlerts } from './cli.ts';
import { siteAlertPrices } from './prices.ts';
import { addEmailAlert, confirmSubscriber, openAlerts, type AlertRow } from './store.ts';

const NOW = '2026-11-20T09:00:00.000Z';
const [MNE, BIH] = loadSites() as [Site, Site];
const GALAXY = 1;
const LENOVO_TAB = 10;
let dir: string;
let catalogue: Db;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cjenovnik-alert-send-'));
  catalogue = createFixtureCatalogue(join(dir, 'catalogue.db'));
});
afterAll(() => catalogue.close());

const alert = (fields: Partial<AlertRow>): AlertRow => ({
  id: 1,
  site: 'mne',
  productId: GALAXY,
  family: false,
  targetMinor: 100_000,
  currency: 'EUR',
  inStockOnly: false,
  domesticOnly: false,
  armed: true,
  ...fields,
});

test('an alert is measured against the lowest total with delivery its conditions allow, in the site’s money', () => {
  const mne = siteAlertPrices(catalogue, MNE, NOW);
  // Mega Market 769.00 + 5.00 delivery beats Tehno ME's 799.00; Uvoz BA's is out of stock.
  expect(mne(alert({}))).toEqual({ minor: 77400, shop: 'Mega Market' });
  // Uvoz BA sends from Bosnia: 170.00 BAM is 86.70 EUR, but not for "only shops of this country"
  // (the tablets' offers were last confirmed on 3 September).
  const tablets = siteAlertPrices(catalogue, MNE, '2026-09-03T09:00:00.000Z');
  expect(tablets(alert({ productId: LENOVO_TAB }))).toEqual({ minor: 8670, shop: 'Uvoz BA' });
  expect(tablets(alert({ productId: LENOVO_TAB, domesticOnly: true }))).toEqual({ minor: 17000, shop: 'Tehno ME' });
  expect(mne(alert({ productId: LENOVO_TAB }))).toBeNull();
  const bih = siteAlertPrices(catalogue, BIH, NOW);
  // Bosna Shop's 1,499.00 BAM is to order; in stock only, Tehno BA's 1,550.00 + 10.00.
  expect(bih(alert({ site: 'bih', currency: 'BAM' }))).toEqual({ minor: 149900, shop: 'Bosna Shop' });
  expect(bih(alert({ site: 'bih', currency: 'BAM', inStockOnly: true }))).toEqual({ minor: 156000, shop: 'Tehno BA' });
});

test('a family alert takes any of its members; offers stale by then set nothing off', () => {
  const mne = siteAlertPrices(catalogue, MNE, NOW);
  // The 256 GB costs 899.00: for the family, the 128 GB's 774.00 is the lowest.
  expect(mne(alert({ productId: 68 }))).toEqual({ minor: 89900, shop: 'Tehno ME' });
  expect(mne(alert({ productId: 68, family: true }))).toEqual({ minor: 77400, shop: 'Mega Market' });
  expect(siteAlertPrices(catalogue, MNE, '2026-11-24T09:00:00.000Z')(alert({}))).toBeNull();
});

test('npm run alerts -- send decides the confirmed alerts once and says what it did', () => {
  process.env.CATALOGUE_DB = join(dir, 'catalogue.db');
  process.env.ALERTS_DB = join(dir, 'alerts.db');
  try {
    const db = openAlerts();
    const base = {
      ...{ site: 'mne', locale: 'me', family: false, currency: 'EUR' as const, inStockOnly: false, domesticOnly: false },
      ...{ productName: 'Samsung Galaxy S24 128 GB', productPath: '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb' },
    };
    const reached = addEmailAlert(db, { ...base, email: 'a@example.me', productId: GALAXY, targetMinor: 78000 }, NOW);
    const notYet = addEmailAlert(db, { ...base, email: 'b@example.me', productId: GALAXY, targetMinor: 70000 }, NOW);
    addEmailAlert(db, { ...base, email: 'c@example.me', productId: GALAXY, targetMinor: 90000 }, NOW);
    confirmSubscriber(db, reached.token, NOW);
    confirmSubscriber(db, notYet.token, NOW);
    const lines: string[] = [];
    sendAlerts(['send', '--now', NOW], (line) => lines.push(line));
    sendAlerts(['send', '--now', NOW], (line) => lines.push(line));
    expect(lines.map((line) => line.replace(/ \(.*\)$/, ''))).toEqual([
      'alerts: 2 confirmed alerts read, 1 messages decided, 1 waiting to be delivered',
      'alerts: 2 confirmed alerts read, 0 messages decided, 1 waiting to be delivered',
    ]);
    expect(db.prepare('SELECT total_minor, shop FROM outbox').all()).toEqual([{ total_minor: 77400, shop: 'Mega Market' }]);
    db.close();
    expect(() => sendAlerts(['sned'])).toThrow(/npm run alerts -- send \[--now/);
    expect(() => sendAlerts(['send', '--now', 'yesterday'])).toThrow(/--now yesterday is not a time/);
  } finally {
    delete process.env.CATALOGUE_DB;
    delete process.env.ALERTS_DB;
  }
});
