/**
 * Push alerts in the browser (docs/decisions/054-price-alerts.md): whether this browser can take
 * them, the service's key, and the subscription the service is given. The service worker is
 * public/push-worker.js; it is registered only when a shopper asks for a push alert.
 */

/** Where push messages can come: here, only from the Home Screen app (iPhone and iPad), or not in this browser. */
export type PushSupport = 'yes' | 'home-screen' | 'no';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'no';
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'yes';
  // Safari on iPhone and iPad has `navigator.standalone`, and push only in a site added to the Home Screen.
  return 'standalone' in navigator ? 'home-screen' : 'no';
}

/** The service's VAPID public key; null when it sends no push messages (or cannot be reached). */
export async function pushKey(alertsUrl: string): Promise<string | null> {
  try {
    const response = await fetch(`${alertsUrl}push-key`);
    if (!response.ok) return null;
    const { publicKey } = (await response.json()) as { publicKey?: unknown };
    return typeof publicKey === 'string' ? publicKey : null;
  } catch {
    return null;
  }
}

/** A VAPID key (base64url) as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export class PushRefused extends Error {}

/**
 * This browser's push subscription for the service's key, asking the shopper's permission first;
 * PushRefused when the shopper (or the browser's settings) says no.
 */
export async function subscribePush(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused(permission);
  const registration = await navigator.serviceWorker.register('/push-worker.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return subscription.toJSON();
}

/** Where this browser keeps its token of the alerts service: the link to its list of alerts. */
const TOKEN_KEY = 'cjenovnik-alerts';

export function savedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode, full): the alert is set, only the link to its list is not kept.
  }
}
