/**
 * The price alerts service (docs/decisions/054-price-alerts.md). The alerts file is `ALERTS_DB`
 * (data/alerts.db), the catalogue `CATALOGUE_DB` (data/catalogue.db).
 *
 *   npm run alerts               # the HTTP service, for nginx to pass /alerts, /confirm and /unsubscribe to
 *   npm run alerts -- send       # after a day's update: decides which alerts to send (--now: a time instead of the clock)
 *   npm run alerts -- keys       # a new VAPID key pair for push messages
 *
 * The service's environment: ALERTS_PUBLIC_URL (its address as browsers reach it, for the links in
 * its e-mails), ALERTS_SMTP_URL (smtp://user:password@host:port), ALERTS_MAIL_FROM, and
 * ALERTS_PORT (8790) and ALERTS_HOST (127.0.0.1) to listen on, ALERTS_BEHIND_PROXY=1 behind nginx
 * (docs/examples/alerts.nginx.conf, docs/examples/cjenovnik-alerts.service); ALERTS_VAPID_PUBLIC_KEY,
 * ALERTS_VAPID_PRIVATE_KEY and ALERTS_VAPID_SUBJECT (mailto:...) for push messages.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { loadSites } from '../../sites/index.ts';
import { openCatalogue } from '../catalogue/db.ts';
import { runCli } from '../cli.ts';
import { ReportedError } from '../reported-error.ts';
import { deliverOutbox } from './deliver.ts';
import { smtpMailer } from './mail.ts';
import { newVapidKeys, vapidFromEnv, webPusher } from './push.ts';
import { siteAlertPrices } from './prices.ts';
import { alertsHandler } from './service.ts';
import { decideAlerts, openAlerts, type AlertPrice } from './store.ts';

export const USAGE =
  'Usage: npm run alerts            (the HTTP service)\n       npm run alerts -- send [--now <ISO time>]\n       npm run alerts -- keys';

export async function sendAlerts(args: string[], log: (line: string) => void = console.log): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: { now: { type: 'string' } }, allowPositionals: true });
  if (positionals[0] !== 'send' || positionals.length > 1) throw new ReportedError(`${USAGE}\nGot: ${args.join(' ') || 'nothing'}.`);
  const now = values.now ?? new Date().toISOString();
  if (Number.isNaN(Date.parse(now))) throw new ReportedError(`--now ${now} is not a time: give one as 2026-11-20T09:00:00Z.`);
  const started = performance.now();
  const catalogue = openCatalogue(undefined, { readonly: true });
  const db = openAlerts();
  try {
    const sites = loadSites(process.env);
    const bySite = new Map(sites.map((site) => [site.key, { prices: siteAlertPrices(catalogue, site, now), currency: site.currency }]));
    const priceOf: AlertPrice = (alert) => {
      const site = bySite.get(alert.site);
      return site && site.currency === alert.currency ? site.prices(alert) : null;
    };
    const { alerts, messages } = decideAlerts(db, priceOf, now);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`alerts: ${alerts} confirmed alerts read, ${messages} messages decided (${seconds} s)`);
    const mail = mailConfig(process.env);
    const vapid = vapidFromEnv(process.env);
    if (mail || vapid) {
      const { sent, failed, gone } = await deliverOutbox(db, {
        sites,
        mailer: mail ? smtpMailer(mail.smtpUrl, mail.from) : undefined,
        pusher: vapid ? webPusher(vapid) : undefined,
        publicUrl: (process.env.ALERTS_PUBLIC_URL ?? '').replace(/\/$/, ''),
        now,
      });
      log(
        `alerts: ${sent} messages sent, ${failed} failed (tried again later)${gone > 0 ? `, ${gone} push subscriptions gone (deleted)` : ''}`,
      );
    }
    const waiting = (db.prepare('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL').get() as { n: number }).n;
    const unsent = [
      ...(mail ? [] : ['no ALERTS_SMTP_URL, ALERTS_MAIL_FROM and ALERTS_PUBLIC_URL: no e-mail delivered']),
      ...(vapid ? [] : ['no ALERTS_VAPID_* keys: no push delivered']),
    ];
    log(`alerts: ${waiting} messages waiting${waiting > 0 && unsent.length > 0 ? ` (${unsent.join('; ')})` : ''}`);
  } finally {
    db.close();
    catalogue.close();
  }
}

/** The mail server and sender from the environment, when they and the public address (for the links) are set. */
function mailConfig(env: NodeJS.ProcessEnv): { smtpUrl: string; from: string } | null {
  const { ALERTS_SMTP_URL: smtpUrl, ALERTS_MAIL_FROM: from, ALERTS_PUBLIC_URL: publicUrl } = env;
  return smtpUrl && from && publicUrl ? { smtpUrl, from } : null;
}

/** The environment the service needs, each named when missing. */
function serviceEnv(env: NodeJS.ProcessEnv): { publicUrl: string; smtpUrl: string; from: string; port: number; host: string } {
  const missing = ['ALERTS_PUBLIC_URL', 'ALERTS_SMTP_URL', 'ALERTS_MAIL_FROM'].filter((name) => !env[name]);
  if (missing.length > 0)
    throw new ReportedError(`The alerts service needs ${missing.join(', ')} set: see docs/operations.md, "Price alerts".`);
  const port = Number(env.ALERTS_PORT ?? 8790);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new ReportedError(`ALERTS_PORT ${env.ALERTS_PORT} is not a port: give 1-65535.`);
  return {
    publicUrl: (env.ALERTS_PUBLIC_URL as string).replace(/\/$/, ''),
    smtpUrl: env.ALERTS_SMTP_URL as string,
    from: env.ALERTS_MAIL_FROM as string,
    port,
    host: env.ALERTS_HOST ?? '127.0.0.1',
  };
}

function serve(): void {
  const config = serviceEnv(process.env);
  const vapid = vapidFromEnv(process.env);
  const handler = alertsHandler({
    db: openAlerts(),
    catalogue: openCatalogue(undefined, { readonly: true }),
    sites: loadSites(process.env),
    publicUrl: config.publicUrl,
    mailer: smtpMailer(config.smtpUrl, config.from),
    pusher: vapid ? webPusher(vapid) : undefined,
    behindProxy: process.env.ALERTS_BEHIND_PROXY === '1',
  });
  createServer(handler).listen(config.port, config.host, () =>
    console.log(`alerts: listening on http://${config.host}:${config.port}${vapid ? '' : ' (e-mail only: no ALERTS_VAPID_* keys)'}`),
  );
}

/** A new VAPID key pair, as the environment lines the service reads. */
function printKeys(): void {
  const { publicKey, privateKey } = newVapidKeys();
  console.log(
    `ALERTS_VAPID_PUBLIC_KEY=${publicKey}\nALERTS_VAPID_PRIVATE_KEY=${privateKey}\nALERTS_VAPID_SUBJECT=mailto:alerts@cjenovnik.me`,
  );
}

runCli(import.meta.url, () => {
  const args = process.argv.slice(2);
  if (args.length === 0) return serve();
  if (args[0] === 'keys' && args.length === 1) return printKeys();
  return sendAlerts(args);
});
