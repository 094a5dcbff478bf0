import type { BasePayload } from '../../src/components/payload-parts.ts';

/** The products come from their own payloads after mount (ids in the URL); the payload carries the layout only. */
export interface ComparePayload extends BasePayload {
  screen: 'compare';
}
