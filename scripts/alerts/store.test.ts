import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, expect, test } from 'vitest';
import type { Db } from '../catalogue/db.ts';
import { addAlert, confirmSubscriber, decideAlerts, deleteSubscriber, openAlerts, type AlertRow, type NewAlert } from './store.ts';

const NOW = '2026-11-20T09:00:00.000Z';
const ALERT: NewAlert = {
  site: 'mne',
  locale: 'me',
  to: { channel: 'email', email: 'Kupac@Example.ME ' },
  productId: 7,
  productName: 'Samsung Galaxy S24 128 GB',
  productPath: '/telefoni/mobilni/pametni-telefoni/7-samsung-galaxy-s24-128-gb',
  family: false,
  targetMinor: 50000,
  currency: 'EUR',
  inStockOnly: false,
  domesticOnly: false,
};

let db: Db;
beforeEach(() => {
  db = openAlerts(join(mkdtempSync(join(tmpdir(), 'cjenovnik-alerts-')), 'alerts.db'));
});

const outbox = () => db.prepare('SELECT alert_id, total_minor, shop FROM outbox ORDER BY id').all();
/** Every alert's price: the same lowest total and shop. */
const at = (minor: number | null) => () => (minor === null ? null : { minor, shop: 'Tehno ME' });

test('nothing is decided for an address its owner has not confirmed', () => {
  const { token, confirmed } = addAlert(db, ALERT, NOW);
  expect(confirmed).toBe(false);
  expect(decideAlerts(db, at(40000), NOW)).toEqual({ alerts: 0, messages: 0 });
  expect(confirmSubscriber(db, token, NOW)).toBe(true);
  expect(decideAlerts(db, at(40000), NOW)).toEqual({ alerts: 1, messages: 1 });
  expect(confirmSubscriber(db, 'not-a-token', NOW)).toBe(false);
});

test('a reached target is decided once, and again only after the price rose above it and fell', () => {
  const { token } = addAlert(db, ALERT, NOW);
  confirmSubscriber(db, token, NOW);
  for (const minor of [51000, 49900, 49000, null, 50500, 49500]) decideAlerts(db, at(minor), NOW);
  expect(outbox()).toEqual([
    { alert_id: 1, total_minor: 49900, shop: 'Tehno ME' },
    { alert_id: 1, total_minor: 49500, shop: 'Tehno ME' },
  ]);
});

test('a decision that fails half way leaves every alert and the outbox as they were', () => {
  for (const productId of [1, 2, 3]) confirmSubscriber(db, addAlert(db, { ...ALERT, productId }, NOW).token, NOW);
  const failing = (alert: AlertRow) => {
    if (alert.productId === 3) throw new Error('the catalogue went away');
    return { minor: 40000, shop: 'Tehno ME' };
  };
  expect(() => decideAlerts(db, failing, NOW)).toThrow('the catalogue went away');
  expect(outbox()).toEqual([]);
  expect(db.prepare('SELECT count(*) AS n FROM alert WHERE armed = 1').get()).toEqual({ n: 3 });
  expect(decideAlerts(db, at(40000), NOW).messages).toBe(3);
});

test('one subscriber per address and site; the same product again replaces its target and arms it', () => {
  const first = addAlert(db, ALERT, NOW);
  const again = addAlert(db, { ...ALERT, to: { channel: 'email', email: 'kupac@example.me' }, targetMinor: 45000 }, NOW);
  expect(again.token).toBe(first.token);
  expect(db.prepare('SELECT address, target_minor FROM alert JOIN subscriber ON subscriber.id = subscriber_id').all()).toEqual([
    { address: 'kupac@example.me', target_minor: 45000 },
  ]);
});

test('deleting by the link’s token removes the subscriber with its alerts and messages', () => {
  const { token } = addAlert(db, ALERT, NOW);
  confirmSubscriber(db, token, NOW);
  decideAlerts(db, at(40000), NOW);
  expect(deleteSubscriber(db, token)).toBe(true);
  expect([db.prepare('SELECT count(*) AS n FROM alert').get(), outbox()]).toEqual([{ n: 0 }, []]);
  expect(deleteSubscriber(db, token)).toBe(false);
});

test('the file refuses what an alert cannot be: no target, an address in capitals, a push without a subscription', () => {
  const { token } = addAlert(db, ALERT, NOW);
  expect(token).toMatch(/^[\w-]{22}$/);
  expect(() => addAlert(db, { ...ALERT, targetMinor: 0 }, NOW)).toThrow(/CHECK/);
  expect(() =>
    db
      .prepare("INSERT INTO subscriber (channel, address, site, locale, token, created_at) VALUES ('email', 'A@B.ME', 'mne', 'me', 't', ?)")
      .run(NOW),
  ).toThrow(/CHECK/);
  expect(() =>
    db.prepare("INSERT INTO subscriber (channel, site, locale, token, created_at) VALUES ('push', 'mne', 'me', 'u', ?)").run(NOW),
  ).toThrow(/CHECK/);
});
