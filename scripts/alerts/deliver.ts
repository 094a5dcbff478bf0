import type { Site } from '../../sites/index.ts';
import { isLocale } from '../../src/i18n/locales.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { localizedPath } from '../../src/lib/paths.ts';
import { statement, type Db } from '../catalogue/db.ts';
import type { Mailer } from './mail.ts';
import { alertText } from './texts.ts';

/** After this many failed attempts a message is given up (its error kept): some two days of retries. */
export const MAX_ATTEMPTS = 8;

/** The wait before the next attempt after `attempts` failures: 1, 2, 4 ... minutes, at most 12 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** (attempts - 1) * 60_000, 12 * 3_600_000);
}

interface Due {
  id: number;
  total: number;
  shop: string;
  target: number;
  currency: 'EUR' | 'BAM';
  name: string;
  path: string;
  email: string;
  site: string;
  locale: string;
  token: string;
  attempts: number;
}

/**
 * Delivers the outbox's due e-mail messages (docs/decisions/054-price-alerts.md), one by one:
 * each marked sent as soon as its mail server took it, so a crash repeats at most the message it
 * was sending; a failure waits longer each time (retryDelayMs) and is given up after MAX_ATTEMPTS.
 */
export async function deliverOutbox(
  db: Db,
  { sites, mailer, publicUrl, now }: { sites: Site[]; mailer: Mailer; publicUrl: string; now: string },
): Promise<{ sent: number; failed: number }> {
  const due = statement(
    db,
    `SELECT outbox.id, total_minor AS total, shop, target_minor AS target, currency, product_name AS name, product_path AS path,
       address AS email, site, locale, token, attempts
     FROM outbox JOIN alert ON alert.id = outbox.alert_id JOIN subscriber ON subscriber.id = alert.subscriber_id
     WHERE sent_at IS NULL AND attempts < ? AND next_attempt_at <= ? AND channel = 'email' AND confirmed_at IS NOT NULL
     ORDER BY outbox.id`,
  ).all(MAX_ATTEMPTS, now) as Due[];
  const sent = statement(db, 'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, error = NULL WHERE id = ?');
  const failed = statement(db, 'UPDATE outbox SET attempts = ?, next_attempt_at = ?, error = ? WHERE id = ?');
  let counts = { sent: 0, failed: 0 };
  for (const message of due) {
    const site = sites.find((candidate) => candidate.key === message.site);
    const locale = isLocale(message.locale) ? message.locale : 'sr';
    const money = (minor: number) => formatMoney({ minor, currency: message.currency }, locale);
    const unsubscribe = `${publicUrl}/unsubscribe?token=${encodeURIComponent(message.token)}`;
    const values = {
      name: message.name,
      total: money(message.total),
      shop: message.shop,
      target: money(message.target),
      link: site ? `https://${site.domain}${localizedPath(message.path, locale)}` : '',
      unsubscribe,
    };
    try {
      await mailer.send({
        to: message.email,
        subject: alertText(locale, 'alertSubject', values),
        text: alertText(locale, 'alertText', values),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      sent.run(now, message.id);
      counts = { ...counts, sent: counts.sent + 1 };
    } catch (error) {
      const attempts = message.attempts + 1;
      failed.run(attempts, new Date(Date.parse(now) + retryDelayMs(attempts)).toISOString(), (error as Error).message, message.id);
      counts = { ...counts, failed: counts.failed + 1 };
    }
  }
  return counts;
}
