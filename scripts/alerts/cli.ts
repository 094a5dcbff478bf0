/**
 * The price alerts service (docs/decisions/054-price-alerts.md). The alerts file is `ALERTS_DB`
 * (data/alerts.db), the catalogue `CATALOGUE_DB` (data/catalogue.db).
 *
 *   npm run alerts               # the HTTP service, for nginx to pass /alerts, /confirm and /unsubscribe to
 *   npm run alerts -- send       # after a day's update: decides which alerts to send (--now: a time instead of the clock)
 *
 * The service's environment: ALERTS_PUBLIC_URL (its address as browsers reach it, for the links in
 * its e-mails), ALERTS_SMTP_URL (smtp://user:password@host:port), ALERTS_MAIL_FROM, and
 * ALERTS_PORT (8790) and ALERTS_HOST (127.0.0.1) to listen on, ALERTS_BEHIND_PROXY=1 behind nginx
 * (docs/examples/alerts.nginx.conf, docs/examples/cjenovnik-alerts.service).
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { loadSites } from '../../sites/index.ts';
import { openCatalogue } from '../catalogue/db.ts';
import { runCli } from '../cli.ts';
import { ReportedError } from '../reported-error.ts';
import { deliverOutbox } from './deliver.ts';
import { smtpMailer } from './mail.ts';
import { siteAlertPrices } from './prices.ts';
import { alertsHandler } from './service.ts';
import { decideAlerts, openAlerts, type AlertPrice } from './store.ts';

export const USAGE = 'Usage: npm run alerts            (the HTTP service)\n       npm run alerts -- send [--now <ISO time>]';

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
    if (mail) {
      const { sent, failed } = await deliverOutbox(db, {
        sites,
        mailer: smtpMailer(mail.smtpUrl, mail.from),
        publicUrl: mail.publicUrl,
        now,
      });
      log(`alerts: ${sent} e-mails sent, ${failed} failed (tried again later)`);
    }
    const waiting = (db.prepare('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL').get() as { n: number }).n;
    log(
      `alerts: ${waiting} messages waiting${mail ? '' : ' (no ALERTS_SMTP_URL, ALERTS_MAIL_FROM and ALERTS_PUBLIC_URL: none delivered)'}`,
    );
  } finally {
    db.close();
    catalogue.close();
  }
}

/** The mail server, sender and public address from the environment, when all three are set. */
function mailConfig(env: NodeJS.ProcessEnv): { smtpUrl: string; from: string; publicUrl: string } | null {
  const { ALERTS_SMTP_URL: smtpUrl, ALERTS_MAIL_FROM: from, ALERTS_PUBLIC_URL: publicUrl } = env;
  return smtpUrl && from && publicUrl ? { smtpUrl, from, publicUrl: publicUrl.replace(/\/$/, '') } : null;
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
  const handler = alertsHandler({
    db: openAlerts(),
    catalogue: openCatalogue(undefined, { readonly: true }),
    sites: loadSites(process.env),
    publicUrl: config.publicUrl,
    mailer: smtpMailer(config.smtpUrl, config.from),
    behindProxy: process.env.ALERTS_BEHIND_PROXY === '1',
  });
  createServer(handler).listen(config.port, config.host, () => console.log(`alerts: listening on http://${config.host}:${config.port}`));
}

runCli(import.meta.url, () => (process.argv.length > 2 ? sendAlerts(process.argv.slice(2)) : serve()));
