// The price alerts' service worker (docs/decisions/054-price-alerts.md): it shows a push message
// from the alerts service and opens the product's page when it is clicked, or the list of this
// browser's alerts by its action. It handles no fetch, so it never stands between the site and
// the network.

/** The alerts service's list of this browser's alerts: an https address (or a local one), else nothing. */
function manageLink(link) {
  if (typeof link !== 'string' || !URL.canParse(link)) return null;
  const url = new URL(link);
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  return url.protocol === 'https:' || (local && url.protocol === 'http:') ? url.href : null;
}

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    return;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/favicon.svg',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      actions: manageLink(message.manage) ? [{ action: 'manage', title: String(message.manageTitle || 'Alerts') }] : [],
      data: { url: typeof message.url === 'string' ? message.url : '/', manage: manageLink(message.manage) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const manage = event.notification.data?.manage;
  if (event.action === 'manage' && manage) {
    event.waitUntil(self.clients.openWindow(manage));
    return;
  }
  // A path on this site only: a message can never send the shopper elsewhere.
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(url.href));
});
