import type { Site } from '../../sites/index.ts';
import { isLocale } from '../../src/i18n/locales.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { statement, type Db } from '../catalogue/db.ts';
import type { Mailer } from './mail.ts';
import { productPathIn, productUrl } from './product-link.ts';
import { PushGone, type Pusher } from './push.ts';
import { deleteSubscriber, type PushSubscriptionJson } from './store.ts';
import { alertText } from './texts.ts';

/** After this many failed attempts a message is given up (its error kept): some two days of retries. */
export const MAX_ATTEMPTS = 8;

/** The wait before the next attempt after `attempts` failures: 1, 2, 4 ... minutes, at most 12 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** (attempts - 1) * 60_000, 12 * 3_600_000);
}

interface Due {
  id: number;
  alertId: number;
  total: number;
  shop: string;
  target: number;
  currency: 'EUR' | 'BAM';
  name: string;
  path: string;
  channel: 'email' | 'push';
  email: string | null;
  push: string | null;
  site: string;
  locale: string;
  token: string;
  attempts: number;
}

export interface Delivery {
  sites: Site[];
  /** The e-mail side; without it e-mail messages wait. */
  mailer?: Mailer;
  /** The push side; without it push messages wait. */
  pusher?: Pusher;
  /** The service's address as browsers reach it, for the links in e-mails. */
  publicUrl: string;
  now: string;
}

/** One message out, by its subscriber's channel: an e-mail with its links, or a push message opening the product's page. */
async function deliverOne(message: Due, { sites, mailer, pusher, publicUrl }: Delivery): Promise<void> {
  const site = sites.find((candidate) => candidate.key === message.site);
  const locale = isLocale(message.locale) ? message.locale : 'sr';
  const money = (minor: number) => formatMoney({ minor, currency: message.currency }, locale);
  const token = encodeURIComponent(message.token);
  const values = {
    name: message.name,
    total: money(message.total),
    shop: message.shop,
    target: money(message.target),
    link: productUrl(site, message.path, locale),
    manage: `${publicUrl}/manage?token=${token}`,
    unsubscribe: `${publicUrl}/unsubscribe?token=${token}`,
  };
  if (message.channel === 'push' && pusher && message.push) {
    // The worker opens `url` on its own site only (public/push-worker.js): a path, never an address.
    // `manage`: the service's list of this browser's alerts, the notification's one action.
    const payload = {
      title: alertText(locale, 'alertSubject', values),
      body: alertText(locale, 'pushText', values),
      url: productPathIn(message.path, locale),
      tag: `alert-${message.alertId}`,
      manage: values.manage,
      manageTitle: alertText(locale, 'manageTitle'),
    };
    return pusher.send(JSON.parse(message.push) as PushSubscriptionJson, JSON.stringify(payload));
  }
  if (message.channel === 'email' && mailer && message.email)
    return mailer.send({
      to: message.email,
      subject: alertText(locale, 'alertSubject', values),
      text: alertText(locale, 'alertText', values),
      headers: { 'List-Unsubscribe': `<${values.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
}

/**
 * Delivers the outbox's due messages (docs/decisions/054-price-alerts.md) by e-mail or push, one
 * by one: each marked sent as soon as its mail server or push service took it, so a crash repeats
 * at most the message it was sending; a failure waits longer each time (retryDelayMs) and is given
 * up after MAX_ATTEMPTS; a push subscription its push service says is gone is deleted with its alerts.
 */
export async function deliverOutbox(db: Db, delivery: Delivery): Promise<{ sent: number; failed: number; gone: number }> {
  const channels = [...(delivery.mailer ? ['email'] : []), ...(delivery.pusher ? ['push'] : [])];
  const due = statement(
    db,
    `SELECT outbox.id, alert.id AS alertId, total_minor AS total, shop, target_minor AS target, currency, product_name AS name,
       product_path AS path, channel, address AS email, push, site, locale, token, attempts
     FROM outbox JOIN alert ON alert.id = outbox.alert_id JOIN subscriber ON subscriber.id = alert.subscriber_id
     WHERE sent_at IS NULL AND attempts < ? AND next_attempt_at <= ? AND confirmed_at IS NOT NULL
       AND channel IN (SELECT value FROM json_each(?))
     ORDER BY outbox.id`,
  ).all(MAX_ATTEMPTS, delivery.now, JSON.stringify(channels)) as Due[];
  const sent = statement(db, 'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, error = NULL WHERE id = ?');
  const failed = statement(db, 'UPDATE outbox SET attempts = ?, next_attempt_at = ?, error = ? WHERE id = ?');
  const counts = { sent: 0, failed: 0, gone: 0 };
  for (const message of due) {
    try {
      await deliverOne(message, delivery);
      sent.run(delivery.now, message.id);
      counts.sent += 1;
    } catch (error) {
      if (error instanceof PushGone) {
        if (deleteSubscriber(db, message.token)) counts.gone += 1;
        continue;
      }
      const attempts = message.attempts + 1;
      const next = new Date(Date.parse(delivery.now) + retryDelayMs(attempts)).toISOString();
      failed.run(attempts, next, (error as Error).message, message.id);
      counts.failed += 1;
    }
  }
  return counts;
}
