import * as v from 'valibot';
import { BasePayloadSchema } from '../../src/components/payload-parts.ts';

/** The followed products are in the visitor's browser, loaded after mount; the payload carries the layout only. */
export const WatchlistPayloadSchema = v.object({ ...BasePayloadSchema.entries, screen: v.literal('watchlist') });
export type WatchlistPayload = v.InferOutput<typeof WatchlistPayloadSchema>;
