import type { Agent } from 'node:https';
import webpush from 'web-push';
import { ReportedError } from '../reported-error.ts';
import type { PushSubscriptionJson } from './store.ts';

/** The service's VAPID identity (RFC 8292): the key pair push services know it by, and a contact for them. */
export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The push service says the subscription is gone (404, 410): the browser unsubscribed or the shopper cleared it. */
export class PushGone extends Error {}

export interface Pusher {
  /** The service's public key, for a browser's `pushManager.subscribe`. */
  publicKey: string;
  /** Sends `payload` encrypted for the subscription (RFC 8291); throws PushGone when the push service says it is gone. */
  send(subscription: PushSubscriptionJson, payload: string): Promise<void>;
}

/** A day: a message the browser did not fetch by then is of no more use (the price may have moved). */
const TIME_TO_LIVE_S = 86_400;

/** Web Push through the `web-push` library: aes128gcm encryption and a VAPID signature on every request (`agent`: a test's, trusting its push endpoint). */
export function webPusher(vapid: Vapid, agent?: Agent): Pusher {
  return {
    publicKey: vapid.publicKey,
    async send(subscription, payload) {
      try {
        await webpush.sendNotification(subscription, payload, { vapidDetails: vapid, TTL: TIME_TO_LIVE_S, urgency: 'normal', agent });
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          throw new PushGone(`the push service answered ${error.statusCode}: the subscription is gone`);
        throw error;
      }
    },
  };
}

/** A new VAPID key pair, for `npm run alerts -- keys`. */
export const newVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();

/** The VAPID identity from ALERTS_VAPID_PUBLIC_KEY, ALERTS_VAPID_PRIVATE_KEY and ALERTS_VAPID_SUBJECT; null when none is set (no push). */
export function vapidFromEnv(env: NodeJS.ProcessEnv): Vapid | null {
  const names = ['ALERTS_VAPID_PUBLIC_KEY', 'ALERTS_VAPID_PRIVATE_KEY', 'ALERTS_VAPID_SUBJECT'];
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length) return null;
  if (missing.length > 0)
    throw new ReportedError(
      `Push alerts need all of ${names.join(', ')}: ${missing.join(', ')} missing (npm run alerts -- keys makes a pair).`,
    );
  const subject = env.ALERTS_VAPID_SUBJECT as string;
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new ReportedError(`ALERTS_VAPID_SUBJECT ${subject} is neither a mailto: nor an https:// address: give mailto:alerts@<domain>.`);
  return { publicKey: env.ALERTS_VAPID_PUBLIC_KEY as string, privateKey: env.ALERTS_VAPID_PRIVATE_KEY as string, subject };
}

/** The browsers' push services (Chrome, Firefox, Safari, Edge): the service sends nowhere else, or a subscription could make it call any address. */
const PUSH_SERVICES = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/** Whether a subscription's endpoint is a push service's https address, or one of `extraOrigins` (a test's own push endpoint). */
export function pushEndpointAllowed(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && PUSH_SERVICES.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
