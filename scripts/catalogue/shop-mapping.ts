import { cleanText } from '../ingest/control-chars.ts';
import { quote } from '../ingest/printable.ts';
import { UsageError } from '../reported-error.ts';
import type { Db } from './db.ts';
import { changeSetting, mappingKey, readSetting } from './settings.ts';
import { categoryIdBySlug, readShop } from './shops.ts';

/**
 * `npm run shop -- map` and the desk: one of a shop's own categories (a feed's `product_type`)
 * mapped to our category by its slug, checked; the shop's next feed puts its items there.
 * Recorded as a change, undoable.
 */
export function mapCategoryBySlug(
  db: Db,
  by: string,
  shopId: string | undefined,
  sourceText: string | undefined,
  slug: string | undefined,
): string {
  if (!shopId || !sourceText || !slug) throw new UsageError('map takes <shopId> <shop category> <our category slug>');
  // Cleaned as the ingest cleans a feed's product_type, so the two compare equal.
  const source = cleanText(sourceText);
  if (!source) throw new UsageError('<shop category> has no text once control characters are removed');
  if (!readShop(db, shopId)) throw new UsageError(`Unknown shop ${quote(shopId)}: add it first.`);
  const category = categoryIdBySlug(db, slug);
  if (category === undefined)
    throw new UsageError(`No category with slug ${quote(slug)} (npm run shop -- list shows none; see the site's menu for slugs).`);
  const key = mappingKey(shopId, source);
  if (readSetting(db, 'mapping', key) === category) throw new UsageError(`${shopId}: ${quote(source, 200)} is mapped to ${slug} already.`);
  const summary = `mapped ${shopId}'s ${quote(source, 200)} to ${slug}`;
  return `Change ${changeSetting(db, { by, command: 'map', summary }, 'mapping', key, category)}: ${summary}`;
}
