import * as v from 'valibot';
import { BasePayloadSchema, CategoryLinkSchema, NavLinkSchema } from '../../src/components/payload-parts.ts';

export const MenuPayloadSchema = v.object({
  ...BasePayloadSchema.entries,
  screen: v.literal('menu'),
  menu: NavLinkSchema,
  subMenus: v.array(v.object({ ...NavLinkSchema.entries, categories: v.array(CategoryLinkSchema) })),
});
export type MenuPayload = v.InferOutput<typeof MenuPayloadSchema>;
