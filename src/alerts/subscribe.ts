/** What a subscription carries besides its recipient (scripts/alerts/service.ts checks it again). */
export interface AlertRequest {
  site: string;
  locale: string;
  productId: number | undefined;
  family: boolean;
  targetMinor: number;
  inStockOnly: boolean;
  domesticOnly: boolean;
}

export type Recipient = { channel: 'email'; email: string } | { channel: 'push'; push: PushSubscriptionJSON };

/** What the service's answer means for the shopper; `key` names the text (locales/alerts, `form.*`). */
export interface Outcome {
  kind: 'confirm' | 'set' | 'error';
  key: string;
  /** A push subscriber's token: the link to this browser's alerts. */
  token?: string;
}

function outcomeOf(status: number, answer: { field?: string; token?: string }, channel: Recipient['channel']): Outcome {
  if (status === 202) return { kind: 'confirm', key: 'confirm' };
  if (status === 201) return channel === 'push' ? { kind: 'set', key: 'pushSet', token: answer.token } : { kind: 'set', key: 'set' };
  if (status === 429) return { kind: 'error', key: 'busy' };
  if (status === 400 && answer.field === 'email') return { kind: 'error', key: 'badEmail' };
  if (status === 400 && answer.field === 'targetMinor') return { kind: 'error', key: 'badTarget' };
  return { kind: 'error', key: 'failed' };
}

/** Sends an alert to the site's alerts service and reads its answer. */
export async function sendAlert(alertsUrl: string, alert: AlertRequest, to: Recipient): Promise<Outcome> {
  try {
    const response = await fetch(`${alertsUrl}alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...alert, ...to }),
    });
    const answer = (await response.json().catch(() => ({}))) as { field?: string; token?: string };
    return outcomeOf(response.status, answer, to.channel);
  } catch {
    return { kind: 'error', key: 'failed' };
  }
}
