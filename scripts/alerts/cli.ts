/**
 * `npm run alerts -- send`: after a day's update, decides which price alerts to send
 * (docs/decisions/054-price-alerts.md): each confirmed alert against the lowest total its
 * conditions allow in the catalogue now, the messages to send written to the alerts file's outbox
 * in one transaction. The alerts file is `ALERTS_DB` (data/alerts.db), the catalogue
 * `CATALOGUE_DB` (data/catalogue.db). Options: --now (an ISO time instead of the clock).
 */
import { parseArgs } from 'node:util';
import { loadSites } from '../../sites/index.ts';
import { openCatalogue } from '../catalogue/db.ts';
import { runCli } from '../cli.ts';
import { ReportedError } from '../reported-error.ts';
import { siteAlertPrices } from './prices.ts';
import { decideAlerts, openAlerts, type AlertPrice } from './store.ts';

export const USAGE = 'Usage: npm run alerts -- send [--now <ISO time>]';

export function sendAlerts(args: string[], log: (line: string) => void = console.log): void {
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
    const waiting = (db.prepare('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL').get() as { n: number }).n;
    log(
      `alerts: ${alerts} confirmed alerts read, ${messages} messages decided, ${waiting} waiting to be delivered ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    db.close();
    catalogue.close();
  }
}

runCli(import.meta.url, () => sendAlerts(process.argv.slice(2)));
