import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { http } from './http.ts';

const hits = new Map<string, number>();
const server = createServer((request, response) => {
  const count = (hits.get(request.url ?? '') ?? 0) + 1;
  hits.set(request.url ?? '', count);
  const status = Number(request.url?.split('/')[1]);
  response.writeHead(count === 1 ? status : 200, { 'content-type': 'application/json' }).end('{"ok":true}');
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

test.each([408, 409, 425, 429, 500, 502, 503, 504])('a read failing with %i is retried once', async (status) => {
  await expect(http(`${base}/${status}/get`)).resolves.toEqual({ ok: true });
  expect(hits.get(`/${status}/get`)).toBe(2);
});

test('other failures, and writes, are not retried', async () => {
  await expect(http(`${base}/404/get`)).rejects.toMatchObject({ status: 404 });
  expect(hits.get('/404/get')).toBe(1);
  await expect(http(`${base}/503/post`, { method: 'POST', body: { a: 1 } })).rejects.toMatchObject({ status: 503 });
  expect(hits.get('/503/post')).toBe(1);
});
