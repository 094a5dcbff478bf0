import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { listChanges, undoChange } from '../catalogue/corrections.ts';
import type { Db } from '../catalogue/db.ts';
import { contentTypeOf } from '../deploy/object-headers.ts';
import { ReportedError } from '../reported-error.ts';
import { RunLockBusy, withCatalogueLock } from '../run-lock.ts';
import { fileInside } from '../static-server.ts';
import { AlreadyDecided, create, CreateSchema, decide, DecideSchema, deskQueue } from './queue.ts';
import { deskSessions, type Refusal } from './session.ts';
import { changeFacts, deskShop, deskShops, FactsSchema, mapCategory, MapSchema } from './shops.ts';
import { changeProduct, ProductChangeSchema } from './products.ts';
import { findProducts, productDetail } from '../catalogue/product-view.ts';
import { productCategories } from '../catalogue/review.ts';
import { specKeys } from '../catalogue/product-specs.ts';

export interface DeskOptions {
  db: Db;
  /** The catalogue's file: its run lock is the one every change takes. */
  cataloguePath: string;
  /** The desk's built page (build-client.ts). */
  clientDir: string;
  /** The catalogue's pictures, for the candidates'. */
  imagesDir: string;
  /** Who the changes are recorded as made by. */
  by: string;
  port?: number;
}

const UndoSchema = v.strictObject({ change: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/** The desk's own page: its scripts and styles only, pictures from the desk and from the shops' feeds. */
const CSP = "default-src 'self'; img-src 'self' https: http:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function send(response: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'content-security-policy': CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    ...headers,
  });
  response.end(body);
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > 16_384) throw new ReportedError('The request is too large.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ReportedError('The request is not JSON.');
  }
}

/** A refused change's status: malformed (400), decided meanwhile (409), the catalogue busy with an update (423), not possible (422). */
function statusOf(error: unknown): number {
  if (error instanceof v.ValiError) return 400;
  if (error instanceof AlreadyDecided) return 409;
  if (error instanceof RunLockBusy) return 423;
  return error instanceof ReportedError ? 422 : 500;
}

/** What a malformed request got wrong: the field and the rule. */
function refusedInput(error: { issues: v.BaseIssue<unknown>[]; message: string }): string {
  const issue = error.issues[0];
  return `${(issue && v.getDotPath(issue)) ?? 'request'}: ${error.message}`;
}

/** A change under the catalogue's run lock: refused, saying why, while an update (or another command) holds it. */
function locked(options: DeskOptions, what: string, work: () => string[]): string[] {
  return withCatalogueLock(`desk ${what} (${options.by})`, work, options.cataloguePath);
}

/**
 * `npm run desk`'s server (docs/decisions/055-operators-desk.md): on 127.0.0.1 only, its page and
 * its API behind the session the one-time link opens (session.ts); every change through the
 * catalogue's own functions (queue.ts), under the catalogue's run lock.
 */
export async function startDesk(options: DeskOptions): Promise<{ origin: string; link: () => string; close: () => Promise<void> }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const desk = deskSessions(origin);
  const page = () => readFileSync(`${options.clientDir}/index.html`);

  async function api(request: IncomingMessage, response: ServerResponse, url: URL, session: { csrf: string }): Promise<void> {
    const method = request.method ?? 'GET';
    if (url.pathname === '/api/session' && method === 'GET')
      return json(response, 200, {
        csrf: session.csrf,
        by: options.by,
        categories: productCategories(options.db),
        specKeys: specKeys(options.db),
      });
    if (url.pathname === '/api/queue' && method === 'GET') {
      const filter = { shop: url.searchParams.get('shop') || null, category: url.searchParams.get('category') };
      return json(response, 200, deskQueue(options.db, filter));
    }
    if (url.pathname === '/api/decide' && method === 'POST') {
      const input = v.parse(DecideSchema, await readJson(request));
      return json(response, 200, { messages: locked(options, input.action, () => decide(options.db, options.by, input)) });
    }
    if (url.pathname === '/api/products' && method === 'GET')
      return json(response, 200, { products: findProducts(options.db, url.searchParams.get('q') ?? '') });
    if (url.pathname === '/api/product' && method === 'GET') {
      const product = productDetail(options.db, Number(url.searchParams.get('id')));
      return product ? json(response, 200, product) : json(response, 404, { error: `No product ${url.searchParams.get('id')}.` });
    }
    if (url.pathname === '/api/product' && method === 'POST') {
      const input = v.parse(ProductChangeSchema, await readJson(request));
      return json(response, 200, { messages: locked(options, input.action, () => changeProduct(options.db, options.by, input)) });
    }
    if (url.pathname === '/api/shops' && method === 'GET') return json(response, 200, deskShops(options.db));
    if (url.pathname === '/api/shop' && method === 'GET') {
      const shop = deskShop(options.db, url.searchParams.get('id') ?? '');
      return shop ? json(response, 200, shop) : json(response, 404, { error: `No shop ${url.searchParams.get('id')}.` });
    }
    if (url.pathname === '/api/map' && method === 'POST') {
      const input = v.parse(MapSchema, await readJson(request));
      return json(response, 200, { messages: locked(options, 'map', () => mapCategory(options.db, options.by, input)) });
    }
    if (url.pathname === '/api/facts' && method === 'POST') {
      const input = v.parse(FactsSchema, await readJson(request));
      return json(response, 200, { messages: locked(options, 'facts', () => changeFacts(options.db, options.by, input)) });
    }
    if (url.pathname === '/api/log' && method === 'GET') return json(response, 200, { changes: listChanges(options.db, 200) });
    if (url.pathname === '/api/undo' && method === 'POST') {
      const { change } = v.parse(UndoSchema, await readJson(request));
      return json(response, 200, { messages: locked(options, 'undo', () => [undoChange(options.db, options.by, change)]) });
    }
    if (url.pathname === '/api/create' && method === 'POST') {
      const input = v.parse(CreateSchema, await readJson(request));
      return json(response, 200, { messages: locked(options, 'create', () => create(options.db, options.by, input)) });
    }
    json(response, 404, { error: `No ${method} ${url.pathname} here.` });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://desk');
    const token = url.searchParams.get('token');
    if (url.pathname === '/' && token !== null) {
      const cookie = desk.open(token);
      if (!cookie)
        return send(response, 401, 'text/plain; charset=utf-8', 'This link was used already: run npm run desk again for a new one.');
      return send(response, 303, 'text/plain; charset=utf-8', '', { 'set-cookie': cookie, location: '/' });
    }
    const checked: { csrf: string } | Refusal = desk.check(request);
    if ('error' in checked)
      return url.pathname.startsWith('/api/')
        ? json(response, checked.status, { error: checked.error })
        : send(response, checked.status, 'text/plain; charset=utf-8', checked.error);
    if (url.pathname.startsWith('/api/')) return api(request, response, url, checked);
    if (url.pathname === '/') return send(response, 200, 'text/html; charset=utf-8', page());
    const root = url.pathname.startsWith('/images/') ? options.imagesDir : options.clientDir;
    const file = fileInside(root, url.pathname.startsWith('/images/') ? url.pathname.slice('/images'.length) : url.pathname);
    if (!file) return send(response, 404, 'text/plain; charset=utf-8', `No ${url.pathname} here.`);
    send(response, 200, contentTypeOf(file), readFileSync(file));
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      const status = statusOf(error);
      const message =
        error instanceof v.ValiError
          ? refusedInput(error as { issues: v.BaseIssue<unknown>[]; message: string })
          : (error as Error).message;
      if (status === 500) console.error(`desk: ${request.method} ${request.url}: ${(error as Error).stack}`);
      if (!response.headersSent) json(response, status, { error: message });
    });
  });
  return {
    origin,
    link: desk.link,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
