import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import type { Site } from '../../sites/index.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { escapeHtml } from '../../pages/document.ts';
import type { Db } from '../catalogue/db.ts';
import type { Mailer } from './mail.ts';
import { alertsListHtml, servicePage } from './pages.ts';
import { productLink } from './product-link.ts';
import { pushEndpointAllowed, type Pusher } from './push.ts';
import { addAlert, alertsOf, confirmSubscriber, deleteAlert, deleteSubscriber, subscriberOf, type Recipient } from './store.ts';
import { alertText } from './texts.ts';

/** What every subscription carries besides its recipient. */
const ALERT_FIELDS = {
  site: v.string(),
  locale: v.picklist(LOCALES),
  productId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  family: v.boolean(),
  targetMinor: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000)),
  inStockOnly: v.boolean(),
  domesticOnly: v.boolean(),
};

/** A push subscription's key, base64url as the browser gives it. */
const pushKey = (max: number) => v.pipe(v.string(), v.regex(/^[\w-]+=*$/), v.maxLength(max));

/**
 * What a subscription request may carry, and nothing else (a product's name and address come from
 * the catalogue): an e-mail address, or a browser's push subscription (`PushSubscription.toJSON()`).
 */
const SubscribeSchema = v.variant('channel', [
  v.strictObject({ channel: v.literal('email'), email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()), ...ALERT_FIELDS }),
  v.strictObject({
    channel: v.literal('push'),
    push: v.strictObject({
      endpoint: v.pipe(v.string(), v.maxLength(1024), v.url()),
      expirationTime: v.optional(v.nullable(v.number())),
      keys: v.strictObject({ p256dh: pushKey(128), auth: pushKey(64) }),
    }),
    ...ALERT_FIELDS,
  }),
]);

/** A request body larger than this is refused: a subscription is a few hundred bytes. */
const MAX_BODY = 2048;

export interface ServiceOptions {
  db: Db;
  catalogue: Db;
  sites: Site[];
  /** The service's own address as a browser reaches it (behind nginx), for the links in its e-mails. */
  publicUrl: string;
  mailer: Mailer;
  /** Web Push with the service's VAPID keys; without it the service offers e-mail only. */
  pusher?: Pusher;
  /** Push endpoints allowed besides the browsers' push services (pushEndpointAllowed): a test's own. */
  extraPushOrigins?: string[];
  /** Origins allowed besides the sites' own (`https://<domain>`): a local preview's. */
  extraOrigins?: string[];
  /** Behind nginx: the client's address is the X-Real-IP of a request from this machine (docs/examples/alerts.nginx.conf). */
  behindProxy?: boolean;
  /** Requests a minute from one client address, and confirmation e-mails an hour to one address. */
  limits?: { perClientMinute: number; perAddressHour: number };
  now?: () => string;
}

/** A count per key in fixed windows: how many requests a client made this minute, how many e-mails an address got this hour. */
function windowCounter(windowMs: number, limit: number) {
  const counts = new Map<string, { start: number; count: number }>();
  return (key: string, at: number): boolean => {
    const entry = counts.get(key);
    if (!entry || at - entry.start >= windowMs) {
      if (counts.size > 100_000) counts.clear();
      counts.set(key, { start: at, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= limit;
  };
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(status === 204 ? undefined : JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The alerts service's HTTP side (docs/decisions/054-price-alerts.md): `POST /alerts` and
 * `GET /push-key` from the sites' pages (CORS to their origins only), `GET /confirm` from the
 * confirmation e-mail, `GET`/`POST /manage` (a subscriber's alerts, each deletable) and
 * `GET`/`POST /unsubscribe` (the one-click of RFC 8058 included) from every message.
 */
export function alertsHandler(options: ServiceOptions) {
  const origins = new Set([...options.sites.map((site) => `https://${site.domain}`), ...(options.extraOrigins ?? [])]);
  const limits = options.limits ?? { perClientMinute: 20, perAddressHour: 3 };
  const perClient = windowCounter(60_000, limits.perClientMinute);
  const perAddress = windowCounter(3_600_000, limits.perAddressHour);
  const now = options.now ?? (() => new Date().toISOString());
  const link = (path: string, token: string) => `${options.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  const unknownLink = (response: ServerResponse) =>
    servicePage(response, 404, 'sr', `<p>${escapeHtml(alertText('sr', 'unknownLink'))}</p>`);

  async function subscribe(request: IncomingMessage, response: ServerResponse, cors: Record<string, string>): Promise<void> {
    const body = await readBody(request);
    if (body === null) return json(response, 413, { error: `A subscription is at most ${MAX_BODY} bytes.` }, cors);
    let input: unknown;
    try {
      input = JSON.parse(body);
    } catch {
      return json(response, 400, { error: 'The body is not JSON: send the subscription as a JSON object.' }, cors);
    }
    const parsed = v.safeParse(SubscribeSchema, input);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const field = issue ? v.getDotPath(issue) : null;
      return json(response, 400, { error: `${field ?? 'The subscription'}: ${issue?.message ?? 'not valid'}.`, field }, cors);
    }
    const subscription = parsed.output;
    const site = options.sites.find((candidate) => candidate.key === subscription.site);
    if (!site) return json(response, 400, { error: `site: no site ${subscription.site}.`, field: 'site' }, cors);
    if (subscription.channel === 'push' && !options.pusher)
      return json(response, 400, { error: 'channel: this service sends no push messages; choose e-mail.', field: 'channel' }, cors);
    if (subscription.channel === 'push' && !pushEndpointAllowed(subscription.push.endpoint, options.extraPushOrigins))
      return json(response, 400, { error: 'push.endpoint: not a browser’s push service.', field: 'push.endpoint' }, cors);
    const product = productLink(options.catalogue, subscription.productId);
    if (!product) return json(response, 404, { error: `productId: no product ${subscription.productId}.`, field: 'productId' }, cors);
    const to: Recipient =
      subscription.channel === 'email' ? { channel: 'email', email: subscription.email } : { channel: 'push', push: subscription.push };
    const { token, confirmed } = addAlert(
      options.db,
      { ...subscription, to, productName: product.name, productPath: product.path, currency: site.currency },
      now(),
    );
    // A browser keeps its token to list and delete its alerts; an address's token travels only by e-mail, to its owner.
    if (subscription.channel === 'push') return json(response, 201, { confirm: false, token }, cors);
    if (confirmed) return json(response, 201, { confirm: false }, cors);
    if (!perAddress(subscription.email.toLowerCase(), Date.now())) return json(response, 202, { confirm: true }, cors);
    const target = formatMoney({ minor: subscription.targetMinor, currency: site.currency }, subscription.locale);
    await options.mailer.send({
      to: subscription.email.toLowerCase(),
      subject: alertText(subscription.locale, 'confirmSubject', { site: site.domain }),
      text: alertText(subscription.locale, 'confirmText', { site: site.domain, name: product.name, target, link: link('/confirm', token) }),
      headers: { 'List-Unsubscribe': `<${link('/unsubscribe', token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    return json(response, 202, { confirm: true }, cors);
  }

  function confirm(url: URL, response: ServerResponse): void {
    const token = url.searchParams.get('token') ?? '';
    const subscriber = subscriberOf(options.db, token);
    if (!subscriber || !confirmSubscriber(options.db, token, now())) return unknownLink(response);
    const body = `<p>${escapeHtml(alertText(subscriber.locale, 'confirmed'))}</p>`;
    servicePage(
      response,
      200,
      subscriber.locale,
      body + `<p><a href="${escapeHtml(link('/manage', token))}">${escapeHtml(alertText(subscriber.locale, 'manageTitle'))}</a></p>`,
    );
  }

  /** A subscriber's alerts; a POST with `alert=<id>` deletes that one first. */
  function manage(url: URL, method: string, response: ServerResponse): void {
    const token = url.searchParams.get('token') ?? '';
    const subscriber = subscriberOf(options.db, token);
    if (!subscriber) return unknownLink(response);
    const deleted = method === 'POST' && deleteAlert(options.db, token, Number(url.searchParams.get('alert')));
    const site = options.sites.find((candidate) => candidate.key === subscriber.site);
    const notice = deleted ? alertText(subscriber.locale, 'manageDeleted') : undefined;
    servicePage(response, 200, subscriber.locale, alertsListHtml(subscriber, alertsOf(options.db, token), { token, site, notice }));
  }

  function unsubscribe(url: URL, method: string, response: ServerResponse): void {
    const token = url.searchParams.get('token') ?? '';
    const subscriber = subscriberOf(options.db, token);
    if (!subscriber) return unknownLink(response);
    const text = (key: string) => escapeHtml(alertText(subscriber.locale, key));
    // A link opened (a mail scanner opens them too) asks; only a POST deletes: the form's, or a mailbox's one-click.
    if (method === 'GET')
      return servicePage(
        response,
        200,
        subscriber.locale,
        `<form method="post" action="/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><p>${text('unsubscribeQuestion')}</p><button>${text('unsubscribeButton')}</button></form>`,
      );
    deleteSubscriber(options.db, token);
    servicePage(response, 200, subscriber.locale, `<p>${text('unsubscribed')}</p>`);
  }

  /** The answers to the sites' pages: CORS to their origins only. */
  function fromSites(request: IncomingMessage, response: ServerResponse, url: URL, method: string): Promise<void> | void {
    const origin = request.headers.origin ?? '';
    if (!origins.has(origin)) return json(response, 403, { error: 'Subscriptions come from the sites’ own pages only.' });
    const cors = { 'access-control-allow-origin': origin, vary: 'Origin' };
    if (method === 'OPTIONS')
      return json(response, 204, null, {
        ...cors,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      });
    if (url.pathname === '/alerts' && method === 'POST') return subscribe(request, response, cors);
    if (url.pathname === '/push-key' && method === 'GET')
      return options.pusher
        ? json(response, 200, { publicKey: options.pusher.publicKey }, cors)
        : json(response, 404, { error: 'This service sends no push messages.' }, cors);
    json(response, 405, { error: `No ${method} ${url.pathname} here.` }, cors);
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://service');
    const method = request.method ?? 'GET';
    const peer = request.socket.remoteAddress ?? '';
    const forwarded = request.headers['x-real-ip'];
    const fromProxy = options.behindProxy && ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(peer) && typeof forwarded === 'string';
    const client = fromProxy ? forwarded : peer;
    if (!perClient(client, Date.now())) {
      json(response, 429, { error: 'Too many requests from this address: try again in a minute.' }, { 'retry-after': '60' });
      return;
    }
    const handled = (async () => {
      if (url.pathname === '/alerts' || url.pathname === '/push-key') return fromSites(request, response, url, method);
      if (url.pathname === '/confirm' && method === 'GET') return confirm(url, response);
      if (url.pathname === '/manage' && (method === 'GET' || method === 'POST')) return manage(url, method, response);
      if (url.pathname === '/unsubscribe' && (method === 'GET' || method === 'POST')) return unsubscribe(url, method, response);
      json(response, 404, { error: `No ${method} ${url.pathname} here.` });
    })();
    handled.catch((error: unknown) => {
      console.error(`alerts: ${method} ${url.pathname}: ${(error as Error).message}`);
      if (!response.headersSent) json(response, 500, { error: 'The alerts service failed: try again in a moment.' });
      else response.destroy();
    });
  };
}
