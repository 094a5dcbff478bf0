import * as v from 'valibot';
import { BasePayloadSchema } from '../../src/components/payload-parts.ts';

/** The privacy page's text is the same on every page of a language: the payload carries the layout only. */
export const PrivacyPayloadSchema = v.object({ ...BasePayloadSchema.entries, screen: v.literal('privacy') });
export type PrivacyPayload = v.InferOutput<typeof PrivacyPayloadSchema>;
