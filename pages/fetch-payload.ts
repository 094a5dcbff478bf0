import { data } from 'react-router';
import type { Payload } from './payload.ts';
import { payloadUrl } from '../src/lib/paths.ts';

/**
 * Fetches the prerendered payload of a client navigation's target. A missing page is a
 * 404 for the error page; any other failure logs a warning and shows the error page.
 */
export async function fetchPayload(url: URL, signal: AbortSignal): Promise<Payload> {
  const target = payloadUrl(url.pathname);
  let response: Response;
  try {
    response = await fetch(target, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    console.warn(`Could not load ${target}:`, error);
    throw data(null, { status: 500 });
  }
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) {
    console.warn(`Could not load ${target}: HTTP ${response.status}`);
    throw data(null, { status: response.ok ? 500 : response.status });
  }
  return (await response.json()) as Payload;
}
