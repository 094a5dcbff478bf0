import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Site } from '../../sites/index.ts';
import { isLocale } from '../../src/i18n/locales.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { escapeHtml } from '../../pages/document.ts';
import { productUrl } from './product-link.ts';
import type { ListedAlert } from './store.ts';
import { alertText } from './texts.ts';

/** The service pages' few styles: readable on a phone, a list that wraps, the sites' blue. */
const STYLE =
  'body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;color:#1a1a1a}' +
  'h1{font-size:1.5rem}a{color:#0b5cad}ul{padding:0;list-style:none}li{padding:.75rem 0;border-bottom:1px solid #ddd}' +
  'form{margin-top:.5rem}button{font:inherit;min-height:2.75rem;padding:0 1rem;border:1px solid #0b5cad;border-radius:.375rem;' +
  'background:#fff;color:#0b5cad}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** A page of the service (confirmed, your alerts, stop alerts): no script, its one style, in the subscriber's language. */
export function servicePage(response: ServerResponse, status: number, locale: string, body: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'`,
    'referrer-policy': 'no-referrer',
  });
  response.end(
    `<!doctype html><html lang="${escapeHtml(locale)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escapeHtml(alertText(locale, 'manageTitle'))}</title><style>${STYLE}</style>${body}</html>`,
  );
}

/** A form that POSTs to one of the service's own paths with the subscriber's token. */
function postButton(path: string, token: string, extra: string, label: string): string {
  const action = `${path}?token=${encodeURIComponent(token)}${extra}`;
  return `<form method="post" action="${escapeHtml(action)}"><button>${escapeHtml(label)}</button></form>`;
}

/**
 * The list of a subscriber's alerts, each with its product's link, target and conditions and a
 * button deleting it, and one deleting everything: what every message links to.
 */
export function alertsListHtml(
  subscriber: { locale: string; channel: 'email' | 'push'; address: string | null },
  alerts: ListedAlert[],
  { token, site, notice }: { token: string; site: Site | undefined; notice?: string },
): string {
  const { locale } = subscriber;
  const text = (key: string, values?: Record<string, string>) => escapeHtml(alertText(locale, key, values));
  const language = isLocale(locale) ? locale : 'sr';
  const items = alerts.map((alert) => {
    const conditions = [
      text('manageTarget', { target: formatMoney({ minor: alert.targetMinor, currency: alert.currency }, language) }),
      ...(alert.family ? [text('manageFamily')] : []),
      ...(alert.inStockOnly ? [text('manageInStock')] : []),
      ...(alert.domesticOnly ? [text('manageDomestic')] : []),
    ];
    const link = productUrl(site, alert.productPath, locale);
    return (
      `<li><a href="${escapeHtml(link)}">${escapeHtml(alert.productName)}</a>: ${conditions.join(', ')}` +
      `${postButton('/manage', token, `&alert=${alert.id}`, alertText(locale, 'manageDelete'))}</li>`
    );
  });
  const who = subscriber.channel === 'email' ? text('manageEmail', { address: subscriber.address ?? '' }) : text('managePush');
  return (
    `<h1>${text('manageTitle')}</h1>${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}<p>${who}</p>` +
    (items.length > 0 ? `<ul>${items.join('')}</ul>` : `<p>${text('manageEmpty')}</p>`) +
    `<p>${text('managePrivacy')}</p>${postButton('/unsubscribe', token, '', alertText(locale, 'unsubscribeButton'))}`
  );
}
