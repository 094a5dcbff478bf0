import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { alertStep } from '../../src/domain/alerts.ts';
import { migrate, statement, type Db } from '../catalogue/db.ts';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The alerts service's file: `ALERTS_DB`, else `data/alerts.db`. */
export function alertsPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.ALERTS_DB || 'data/alerts.db';
}

/** Opens (creating when missing) the alerts file and brings its schema up to date. */
export function openAlerts(path = alertsPath()): Db {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { timeout: 30_000 });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS);
  return db;
}

/** A secret for a subscriber's links: 128 random bits, URL-safe. */
const newToken = () => randomBytes(16).toString('base64url');

/** A browser's push subscription as `PushSubscription.toJSON()` gives it: where to send, and the keys to encrypt for. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Who an alert goes to: an e-mail address (as typed; stored lower-cased) or a browser's push subscription. */
export type Recipient = { channel: 'email'; email: string } | { channel: 'push'; push: PushSubscriptionJson };

export interface NewAlert {
  site: string;
  locale: string;
  to: Recipient;
  productId: number;
  /** The product's name and page path, from the catalogue (productLink), never from the request. */
  productName: string;
  productPath: string;
  family: boolean;
  targetMinor: number;
  currency: 'EUR' | 'BAM';
  inStockOnly: boolean;
  domesticOnly: boolean;
}

/** Finds or adds the subscriber an alert goes to: an address unconfirmed, a push subscription confirmed (the browser's permission was asked). */
function subscriberFor(db: Db, { site, locale, to }: NewAlert, now: string): { id: number; token: string; confirmed_at: string | null } {
  if (to.channel === 'email') {
    const address = to.email.trim().toLowerCase();
    statement(
      db,
      `INSERT INTO subscriber (channel, address, site, locale, token, created_at) VALUES ('email', ?, ?, ?, ?, ?)
         ON CONFLICT (site, address) WHERE address IS NOT NULL DO NOTHING`,
    ).run(address, site, locale, newToken(), now);
    return statement(db, 'SELECT id, token, confirmed_at FROM subscriber WHERE site = ? AND address = ?').get(site, address) as never;
  }
  const push = JSON.stringify({ endpoint: to.push.endpoint, keys: to.push.keys });
  // The same browser again: its keys may have been renewed, its language changed.
  statement(
    db,
    `INSERT INTO subscriber (channel, push, endpoint, site, locale, token, created_at, confirmed_at) VALUES ('push', ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (site, endpoint) WHERE endpoint IS NOT NULL DO UPDATE SET push = excluded.push, locale = excluded.locale`,
  ).run(push, to.push.endpoint, site, locale, newToken(), now, now);
  return statement(db, 'SELECT id, token, confirmed_at FROM subscriber WHERE site = ? AND endpoint = ?').get(
    site,
    to.push.endpoint,
  ) as never;
}

/**
 * Adds an alert, and its subscriber when new on the site (an address unconfirmed: its owner is
 * asked first). The same product again replaces the target and conditions. Returns the
 * subscriber's token and whether it still needs confirming.
 */
export function addAlert(db: Db, alert: NewAlert, now: string): { token: string; confirmed: boolean } {
  return db.transaction(() => {
    const subscriber = subscriberFor(db, alert, now);
    statement(
      db,
      `INSERT INTO alert (subscriber_id, product_id, product_name, product_path, family, target_minor, currency, in_stock_only,
           domestic_only, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (subscriber_id, product_id, family) DO UPDATE SET target_minor = excluded.target_minor,
           product_name = excluded.product_name, product_path = excluded.product_path,
           currency = excluded.currency, in_stock_only = excluded.in_stock_only, domestic_only = excluded.domestic_only, armed = 1`,
    ).run(
      subscriber.id,
      alert.productId,
      alert.productName,
      alert.productPath,
      alert.family ? 1 : 0,
      alert.targetMinor,
      alert.currency,
      alert.inStockOnly ? 1 : 0,
      alert.domesticOnly ? 1 : 0,
      now,
    );
    return { token: subscriber.token, confirmed: subscriber.confirmed_at !== null };
  })();
}

/** Confirms the subscriber whose link carries `token`; false when no subscriber has it. */
export function confirmSubscriber(db: Db, token: string, now: string): boolean {
  return statement(db, 'UPDATE subscriber SET confirmed_at = coalesce(confirmed_at, ?) WHERE token = ?').run(now, token).changes > 0;
}

/** Deletes the subscriber whose link carries `token`, with every alert and message of it. */
export function deleteSubscriber(db: Db, token: string): boolean {
  return statement(db, 'DELETE FROM subscriber WHERE token = ?').run(token).changes > 0;
}

/** An alert as a decision reads it. */
export interface AlertRow {
  id: number;
  site: string;
  productId: number;
  family: boolean;
  targetMinor: number;
  currency: 'EUR' | 'BAM';
  inStockOnly: boolean;
  domesticOnly: boolean;
  armed: boolean;
}

/** The lowest total an alert's offers give now, and its shop; null when none may set it off (src/domain/alerts.ts `alertOffers`). */
export type AlertPrice = (alert: AlertRow) => { minor: number; shop: string } | null;

/**
 * One decision over every alert of confirmed subscribers, after a day's update: each takes its
 * step (src/domain/alerts.ts `alertStep`) against the price `priceOf` gives it, and each message
 * to send goes to the outbox, both in one transaction. Returns how many alerts were read and how
 * many messages were decided.
 */
export function decideAlerts(db: Db, priceOf: AlertPrice, now: string): { alerts: number; messages: number } {
  const rows = statement(
    db,
    `SELECT alert.id, subscriber.site, product_id, family, target_minor, currency, in_stock_only, domestic_only, armed
       FROM alert JOIN subscriber ON subscriber.id = alert.subscriber_id WHERE subscriber.confirmed_at IS NOT NULL`,
  ).raw(true);
  const arm = statement(db, 'UPDATE alert SET armed = ? WHERE id = ?');
  const queue = statement(db, 'INSERT INTO outbox (alert_id, decided_at, total_minor, shop, next_attempt_at) VALUES (?, ?, ?, ?, ?)');
  let alerts = 0;
  let messages = 0;
  db.transaction(() => {
    for (const [id, site, productId, family, targetMinor, currency, inStockOnly, domesticOnly, armed] of rows.all() as [
      number,
      string,
      number,
      number,
      number,
      'EUR' | 'BAM',
      number,
      number,
      number,
    ][]) {
      alerts += 1;
      const alert: AlertRow = {
        id,
        site,
        productId,
        family: family === 1,
        targetMinor,
        currency,
        inStockOnly: inStockOnly === 1,
        domesticOnly: domesticOnly === 1,
        armed: armed === 1,
      };
      const price = priceOf(alert);
      const step = alertStep(alert, price?.minor ?? null);
      if (step.armed !== alert.armed) arm.run(step.armed ? 1 : 0, id);
      if (step.send && price) {
        queue.run(id, now, price.minor, price.shop, now);
        messages += 1;
      }
    }
  })();
  return { alerts, messages };
}

/** An alert as its subscriber's page lists it. */
export type ListedAlert = { id: number } & Omit<NewAlert, 'site' | 'locale' | 'to' | 'productId'>;

/** Every alert of the subscriber whose link carries `token`, newest first. */
export function alertsOf(db: Db, token: string): ListedAlert[] {
  const rows = statement(
    db,
    `SELECT alert.id, product_name, product_path, family, target_minor, currency, in_stock_only, domestic_only
       FROM alert JOIN subscriber ON subscriber.id = alert.subscriber_id WHERE token = ? ORDER BY alert.id DESC`,
  ).all(token) as {
    id: number;
    product_name: string;
    product_path: string;
    family: number;
    target_minor: number;
    currency: 'EUR' | 'BAM';
    in_stock_only: number;
    domestic_only: number;
  }[];
  return rows.map((row) => ({
    id: row.id,
    productName: row.product_name,
    productPath: row.product_path,
    family: row.family === 1,
    targetMinor: row.target_minor,
    currency: row.currency,
    inStockOnly: row.in_stock_only === 1,
    domesticOnly: row.domestic_only === 1,
  }));
}

/** Deletes one alert of the subscriber whose link carries `token` (its messages with it); false when it has no such alert. */
export function deleteAlert(db: Db, token: string, alertId: number): boolean {
  return (
    statement(db, 'DELETE FROM alert WHERE id = ? AND subscriber_id = (SELECT id FROM subscriber WHERE token = ?)').run(alertId, token)
      .changes > 0
  );
}

/** The subscriber a link's token names: its site and language; null when none has it. */
export function subscriberOf(
  db: Db,
  token: string,
): { site: string; locale: string; channel: 'email' | 'push'; address: string | null; confirmed: boolean } | null {
  const row = statement(db, 'SELECT site, locale, channel, address, confirmed_at FROM subscriber WHERE token = ?').get(token) as
    { site: string; locale: string; channel: 'email' | 'push'; address: string | null; confirmed_at: string | null } | undefined;
  return row
    ? { site: row.site, locale: row.locale, channel: row.channel, address: row.address, confirmed: row.confirmed_at !== null }
    : null;
}
