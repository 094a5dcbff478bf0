import * as v from 'valibot';
import { BasePayloadSchema } from '../../src/components/payload-parts.ts';

/** The payload of `404.html`: the layout only; the page shows the visitor's own path. */
export const NotFoundPayloadSchema = v.object({ ...BasePayloadSchema.entries, screen: v.literal('not-found') });
export type NotFoundPayload = v.InferOutput<typeof NotFoundPayloadSchema>;
