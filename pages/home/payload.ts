import * as v from 'valibot';
import { BasePayloadSchema, CategoryLinkSchema, ProductCardSchema } from '../../src/components/payload-parts.ts';

export const HomePayloadSchema = v.object({
  ...BasePayloadSchema.entries,
  screen: v.literal('home'),
  /** The biggest price drops of the last 30 days. */
  drops: v.array(ProductCardSchema),
  categories: v.array(CategoryLinkSchema),
});
export type HomePayload = v.InferOutput<typeof HomePayloadSchema>;
