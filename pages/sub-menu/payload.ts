import * as v from 'valibot';
import { BasePayloadSchema, CategoryLinkSchema, NavLinkSchema } from '../../src/components/payload-parts.ts';

export const SubMenuPayloadSchema = v.object({
  ...BasePayloadSchema.entries,
  screen: v.literal('sub-menu'),
  menu: NavLinkSchema,
  subMenu: NavLinkSchema,
  categories: v.array(CategoryLinkSchema),
});
export type SubMenuPayload = v.InferOutput<typeof SubMenuPayloadSchema>;
