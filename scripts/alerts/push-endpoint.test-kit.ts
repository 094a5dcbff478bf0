import { createECDH, randomBytes } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { localCertificate } from '../local-certificate.ts';
import type { PushSubscriptionJson } from './store.ts';

/** A push message as the push endpoint received it. */
export interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push endpoint on this machine standing where a browser's push service (FCM, Mozilla's,
 * Apple's) would: it records what the alerts service posts, and answers `status` (201 as a push
 * service does; 410 for a subscription that is gone). It speaks HTTPS, as push services do, with
 * a certificate of its own that `agent` trusts.
 */
export async function startPushEndpoint() {
  const received: Received[] = [];
  let status = 201;
  const certificate = localCertificate();
  const server = createServer(certificate, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    agent: new Agent({ ca: certificate.cert }),
    received,
    answer: (next: number) => (status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser's side of a push subscription: the P-256 key pair and auth secret it makes (RFC 8291),
 * the subscription it gives the site for `endpoint`, and the decryption it does of a message.
 */
export function browserPushKeys(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const subscription: PushSubscriptionJson = { endpoint, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } };
  return {
    subscription,
    read: (body: Buffer): unknown =>
      JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
  };
}
