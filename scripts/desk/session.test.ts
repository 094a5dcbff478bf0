import type { IncomingMessage } from 'node:http';
import { expect, test } from 'vitest';
import { deskSessions } from './session.ts';

const ORIGIN = 'http://127.0.0.1:8791';
const request = (method: string, headers: Record<string, string>) =>
  ({ method, headers: { host: '127.0.0.1:8791', ...headers } }) as IncomingMessage;

test('the printed link opens one session, once; a guessed token opens none', () => {
  const desk = deskSessions(ORIGIN);
  const token = new URL(desk.link()).searchParams.get('token') ?? '';
  expect(token).toMatch(/^[\w-]{32}$/);
  expect(desk.open('guess')).toBeNull();
  expect(desk.open(token)).toMatch(/^desk=[\w-]+; HttpOnly; SameSite=Strict; Path=\/$/);
  expect(desk.open(token)).toBeNull();
});

test('a request needs the session; a change needs the desk’s origin, JSON and the session’s CSRF token too', () => {
  const desk = deskSessions(ORIGIN);
  const cookie = (desk.open(new URL(desk.link()).searchParams.get('token') ?? '') ?? '').split(';')[0] as string;
  expect(desk.check(request('GET', {}))).toMatchObject({ status: 401 });
  const session = desk.check(request('GET', { cookie }));
  expect(session).toHaveProperty('csrf');
  const csrf = (session as { csrf: string }).csrf;
  const change = { cookie, origin: ORIGIN, 'content-type': 'application/json', 'x-desk-csrf': csrf };
  expect(desk.check(request('POST', change))).toEqual({ csrf });
  expect(desk.check(request('POST', { ...change, 'sec-fetch-site': 'same-origin' }))).toEqual({ csrf });
  for (const refused of [
    { ...change, origin: 'http://127.0.0.1:4301' },
    { ...change, 'sec-fetch-site': 'same-site' },
    { ...change, 'content-type': 'text/plain' },
    { ...change, 'x-desk-csrf': 'guess' },
  ])
    expect(desk.check(request('POST', refused))).toMatchObject({ status: 403 });
  expect(desk.check(request('GET', { cookie, host: 'rebound.example:8791' }))).toMatchObject({ status: 421 });
  expect(desk.check(request('GET', { cookie, host: 'localhost:8791' }))).toEqual({ csrf });
});
