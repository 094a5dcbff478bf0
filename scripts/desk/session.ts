import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const secret = () => randomBytes(24).toString('base64url');

/** Equal secrets, compared in constant time. */
function same(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The session cookie's name. */
export const COOKIE = 'desk';

function cookieOf(request: IncomingMessage): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return null;
}

/** Why a request is refused, for the operator to read. */
export interface Refusal {
  status: number;
  error: string;
}

/**
 * Who may use the desk (docs/decisions/055-operators-desk.md): the browser that opened the
 * one-time link `npm run desk` printed holds a session cookie (HttpOnly, SameSite=Strict); every
 * request needs it; every change must also come from the desk's own page (its Origin, fetch
 * metadata, a JSON body and the session's CSRF token in a header), and every request must name
 * the desk's own host (no other name resolving to 127.0.0.1 reaches it).
 */
export function deskSessions(origin: string) {
  let oneTime: string | null = secret();
  const sessions = new Map<string, { csrf: string }>();
  const host = new URL(origin).host;
  const hosts = new Set([host, host.replace('127.0.0.1', 'localhost')]);
  return {
    /** The link to print: it opens one session, once. */
    link: () => `${origin}/?token=${oneTime}`,
    /** Opens a session for the one-time token; the cookie to set, or null when the token is not (or no longer) the link's. */
    open(token: string): string | null {
      if (oneTime === null || !same(token, oneTime)) return null;
      oneTime = null;
      const id = secret();
      sessions.set(id, { csrf: secret() });
      return `${COOKIE}=${id}; HttpOnly; SameSite=Strict; Path=/`;
    },
    /** The request's session (its CSRF token), or why it is refused. */
    check(request: IncomingMessage): { csrf: string } | Refusal {
      if (!hosts.has(request.headers.host ?? ''))
        return { status: 421, error: `The desk answers at ${origin} only, not at ${request.headers.host ?? 'no host'}.` };
      const id = cookieOf(request);
      const session = id ? sessions.get(id) : undefined;
      if (!session) return { status: 401, error: 'No desk session: open the link npm run desk printed (it works once).' };
      if ((request.method ?? 'GET') === 'GET') return session;
      const sent = request.headers['x-desk-csrf'];
      const fromDesk =
        request.headers.origin === origin &&
        (request.headers['sec-fetch-site'] ?? 'same-origin') === 'same-origin' &&
        (request.headers['content-type'] ?? '').startsWith('application/json') &&
        typeof sent === 'string' &&
        same(sent, session.csrf);
      return fromDesk ? session : { status: 403, error: 'A change is taken only from the desk’s own page.' };
    },
  };
}
