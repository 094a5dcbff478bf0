import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadSites } from '../../sites/index.ts';
import { deliverOutbox, retryDelayMs } from './deliver.ts';
import { smtpMailer } from './mail.ts';
import { startMailbox } from './smtp.test-kit.ts';
import { addEmailAlert, confirmSubscriber, decideAlerts, openAlerts } from './store.ts';

const NOW = '2026-11-20T09:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

/** A port nothing listens on: taken, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('a message the mail server does not take waits longer each time, is sent once it does, and is not sent twice', async () => {
  const db = openAlerts(join(mkdtempSync(join(tmpdir(), 'cjenovnik-deliver-')), 'alerts.db'));
  const { token } = addEmailAlert(
    db,
    {
      ...{ site: 'mne', locale: 'en', email: 'a@example.me', productId: 1, family: false, targetMinor: 80000, currency: 'EUR' },
      ...{ productName: 'Samsung Galaxy S24 128 GB', productPath: '/telefoni/mobilni/pametni-telefoni/1-samsung-galaxy-s24-128-gb' },
      ...{ inStockOnly: false, domesticOnly: false },
    },
    NOW,
  );
  confirmSubscriber(db, token, NOW);
  decideAlerts(db, () => ({ minor: 77400, shop: 'Mega Market' }), NOW);
  const options = { sites: loadSites(), publicUrl: 'https://alerts.cjenovnik.me' };
  const down = smtpMailer(`smtp://127.0.0.1:${await closedPort()}`, 'alerts@cjenovnik.me');
  expect(await deliverOutbox(db, { ...options, mailer: down, now: NOW })).toEqual({ sent: 0, failed: 1 });
  const row = () => db.prepare('SELECT attempts, next_attempt_at, sent_at, error IS NOT NULL AS failed FROM outbox').get();
  expect(row()).toEqual({ attempts: 1, next_attempt_at: later(60_000), sent_at: null, failed: 1 });
  // Not due yet: nothing is tried.
  expect(await deliverOutbox(db, { ...options, mailer: down, now: later(30_000) })).toEqual({ sent: 0, failed: 0 });
  expect(await deliverOutbox(db, { ...options, mailer: down, now: later(60_000) })).toEqual({ sent: 0, failed: 1 });
  expect(row()).toMatchObject({ attempts: 2, next_attempt_at: later(60_000 + 120_000) });
  const mailbox = await startMailbox();
  try {
    const up = smtpMailer(mailbox.url, 'alerts@cjenovnik.me');
    expect(await deliverOutbox(db, { ...options, mailer: up, now: later(180_000) })).toEqual({ sent: 1, failed: 0 });
    expect(await deliverOutbox(db, { ...options, mailer: up, now: later(600_000) })).toEqual({ sent: 0, failed: 0 });
    expect(mailbox.mails).toHaveLength(1);
    expect(row()).toMatchObject({ attempts: 3, sent_at: later(180_000), failed: 0 });
  } finally {
    await mailbox.close();
  }
});

test('retries wait 1, 2, 4 ... minutes, at most 12 hours', () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  expect(retryDelayMs(12)).toBe(12 * 3_600_000);
});
