import type { BasePayload } from '../../src/components/payload-parts.ts';

/** The payload of `404.html`: the layout only; the page shows the visitor's own path. */
export interface NotFoundPayload extends BasePayload {
  screen: 'not-found';
}
