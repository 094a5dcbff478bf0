import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadSites, type Site } from '../../sites/index.ts';
import type { Db } from '../catalogue/db.ts';
import { createFixtureCatalogue } from '../fixture/fixture-catalogue.ts';
import { sendAlerts } from './cli.ts';
import { siteAlertPrices } from './prices.ts';
import { addAlert, confirmSubscriber, openAlerts, type AlertRow } from './store.ts';
import { readable, startMailbox } from './smtp.test-kit.ts';

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

test('npm run alerts -- send decides the confirmed alerts once, e-mails them, and says what it did', async () => {
  const mailbox = await startMailbox();
  Object.assign(process.env, {
    CATALOGUE_DB: join(dir, 'catalogue.db'),
    ALERTS_DB: join(dir, 'alerts.db'),
    ALERTS_SMTP_URL: mailbox.url,
    ALERTS_MAIL_FROM: 'Cjenovnik <alerts@cjenovnik.me>',
    ALERTS_PUBLIC_URL: 'https://alerts.cjenovnik.me',
  });
  try {
    const db = openAlerts();
    const base = {
      ...{ site: 'mne', locale: 'en', family: false, currency: 'EUR' as const, inStockOnly: false, domesticOnly: false },
      ...{ productName: 'Samsung Galaxy S24 128 GB', productPath: '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb' },
    };
    const reached = addAlert(db, { ...base, to: { channel: 'email', email: 'a@example.me' }, productId: GALAXY, targetMinor: 78000 }, NOW);
    const notYet = addAlert(db, { ...base, to: { channel: 'email', email: 'b@example.me' }, productId: GALAXY, targetMinor: 70000 }, NOW);
    addAlert(db, { ...base, to: { channel: 'email', email: 'c@example.me' }, productId: GALAXY, targetMinor: 90000 }, NOW);
    confirmSubscriber(db, reached.token, NOW);
    confirmSubscriber(db, notYet.token, NOW);
    const lines: string[] = [];
    await sendAlerts(['send', '--now', NOW], (line) => lines.push(line));
    await sendAlerts(['send', '--now', NOW], (line) => lines.push(line));
    expect(lines.map((line) => line.replace(/ \(\d+\.\d s\)$/, ''))).toEqual([
      'alerts: 2 confirmed alerts read, 1 messages decided',
      'alerts: 1 messages sent, 0 failed (tried again later)',
      'alerts: 0 messages waiting',
      'alerts: 2 confirmed alerts read, 0 messages decided',
      'alerts: 0 messages sent, 0 failed (tried again later)',
      'alerts: 0 messages waiting',
    ]);
    expect(mailbox.mails.map((mail) => mail.to)).toEqual([['a@example.me']]);
    const mail = readable(mailbox.mails[0]?.raw ?? '');
    expect(mail).toContain('Subject: Samsung Galaxy S24 128 GB: €774.00 at Mega Market');
    expect(mail).toContain('costs €774.00 with delivery at Mega Market, at or under your target of €780.00');
    expect(mail).toContain('https://cjenovnik.me/en/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb');
    expect(mail).toMatch(/List-Unsubscribe: <https:\/\/alerts\.cjenovnik\.me\/unsubscribe\?token=[\w-]+>/);
    db.close();
    await expect(sendAlerts(['sned'])).rejects.toThrow(/npm run alerts -- send \[--now/);
    await expect(sendAlerts(['send', '--now', 'yesterday'])).rejects.toThrow(/--now yesterday is not a time/);
  } finally {
    for (const name of ['CATALOGUE_DB', 'ALERTS_DB', 'ALERTS_SMTP_URL', 'ALERTS_MAIL_FROM', 'ALERTS_PUBLIC_URL']) delete process.env[name];
    await mailbox.close();
  }
});
