import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { createIngestCatalogue } from './ingest/catalogue.test-kit.ts';
import { addAlert, confirmSubscriber, openAlerts } from './alerts/store.ts';

const run = promisify(execFile);
const FEEDS = 'scripts/ingest/fixtures';

test('npm run update ingests the feeds in date order, skips a broken one, asks for the pictures, builds the sites and sums it up', async () => {
  const { db, path } = createIngestCatalogue();
  db.close();
  const feeds = mkdtempSync(join(tmpdir(), 'cjenovnik-update-feeds-'));
  mkdirSync(join(feeds, 'tehno'));
  mkdirSync(join(feeds, 'bosna'));
  copyFileSync(join(FEEDS, 'tehno-2026-11-01.xml'), join(feeds, 'tehno/2026-11-01.xml'));
  writeFileSync(join(feeds, 'tehno/2026-11-02.xml'), '<rss><channel><item><g:id>cut off');
  copyFileSync(join(FEEDS, 'bosna-2026-11-01.tsv'), join(feeds, 'bosna/2026-11-01.tsv'));
  const out = mkdtempSync(join(tmpdir(), 'cjenovnik-update-out-'));
  // Price alerts are on: one confirmed alert on the Galaxy.
  const alertsDb = join(mkdtempSync(join(tmpdir(), 'cjenovnik-update-alerts-')), 'alerts.db');
  const alerts = openAlerts(alertsDb);
  const alert = {
    site: 'mne',
    locale: 'en',
    to: { channel: 'email' as const, email: 'a@example.me' },
    productId: 1,
    family: false,
    currency: 'EUR' as const,
  };
  const { token } = addAlert(
    alerts,
    { ...alert, productName: 'Galaxy S24', productPath: '/p/1', targetMinor: 1_000_000, inStockOnly: false, domesticOnly: false },
    '2026-11-01T00:00:00.000Z',
  );
  confirmSubscriber(alerts, token, '2026-11-01T00:00:00.000Z');
  alerts.close();

  const result = await run('npx', ['tsx', 'scripts/update.ts', feeds, '--out', out], {
    env: { ...process.env, CATALOGUE_DB: path, ALERTS_DB: alertsDb },
  }).catch((error: { stdout: string; stderr: string; code: number }) => error);
  const { stdout, stderr } = result;
  expect(stderr).toContain('2026-11-02.xml: not ingested, the catalogue is unchanged.');
  expect(stdout).toMatch(
    /update: 3 feeds \(1 failed\), \d+ items .*; \d+ pages \(\d+ rendered, 0 carried over\); feeds of \d+ pages \(\d+ written, 0 carried over\); [\d.]+ s/,
  );
  // The feeds' pictures are on hosts that do not resolve here: reported per shop, and the day goes on.
  expect(stdout).toMatch(/^pictures: \d+ products asked for, 0 made, 0 unchanged, [1-9]\d* links failed/m);
  expect(stdout).toMatch(/^ {2}tehno: \d+ picture links failed; product \d+ https:\/\/tehno\.example\/img\/\S+: could not be fetched/m);
  expect('code' in result && result.code).toBe(1);
  // The day's alerts are decided after the build (the feeds' offers of 1 November are stale by now: nothing to send).
  expect(stdout).toMatch(/^alerts: 1 confirmed alerts read, 0 messages decided/m);
  const galaxy = readFileSync(join(out, 'cjenovnik.me/en/telefoni/mobilni/pametni-telefoni/1-galaxy-s24/index.html'), 'utf8');
  expect(galaxy).toContain('Tehno');
  expect(existsSync(join(out, 'cjenovnik.ba/index.html'))).toBe(true);
}, 180_000);
