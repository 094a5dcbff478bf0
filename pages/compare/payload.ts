import * as v from 'valibot';
import { BasePayloadSchema } from '../../src/components/payload-parts.ts';

/** The products come from their own payloads after mount (ids in the URL); the payload carries the layout only. */
export const ComparePayloadSchema = v.object({ ...BasePayloadSchema.entries, screen: v.literal('compare') });
export type ComparePayload = v.InferOutput<typeof ComparePayloadSchema>;
