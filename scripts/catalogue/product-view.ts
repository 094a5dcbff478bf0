import { statement, type Db } from './db.ts';
import type { CandidateProduct } from './review.ts';
import { readSetting } from './settings.ts';

/** A product as a search of the catalogue lists it. */
export interface FoundProduct {
  id: number;
  name: string;
  brand: string;
  category: string;
  offers: number;
}

/** Products by id (digits) or by every word of their name, those with most offers first. */
export function findProducts(db: Db, text: string, limit = 30): FoundProduct[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  const id = /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : -1;
  const like = words.map(() => "lower(p.name) LIKE '%' || ? || '%' ESCAPE '\\'").join(' AND ');
  return statement(
    db,
    `SELECT p.id, p.name, p.brand, n.slug AS category,
       (SELECT count(*) FROM offer o WHERE o.product_id = p.id AND o.gone_at IS NULL) AS offers
     FROM product p JOIN nav_node n ON n.id = p.category_id
     WHERE p.id = ? OR (${like}) ORDER BY p.id = ? DESC, offers DESC, p.name LIMIT ?`,
  ).all(id, ...words.map((word) => word.replace(/[\\%_]/g, (char) => `\\${char}`)), id, limit) as FoundProduct[];
}

/** A product with everything an operator corrects: its fields, picture, variant values, family and offers. */
export function productDetail(db: Db, id: number) {
  const product = statement(
    db,
    `SELECT p.id, p.name, p.brand, p.model, p.gtin, p.mpn, p.image, p.origin, n.slug AS category, p.family_id AS familyId,
       pic.source_url AS pictureUrl, pic.by_operator AS pictureByOperator
     FROM product p JOIN nav_node n ON n.id = p.category_id LEFT JOIN picture pic ON pic.product_id = p.id WHERE p.id = ?`,
  ).get(id) as
    | (Pick<CandidateProduct, 'id' | 'name' | 'brand' | 'model' | 'gtin' | 'mpn' | 'image' | 'category'> & {
        origin: string;
        familyId: number | null;
        pictureUrl: string | null;
        pictureByOperator: number | null;
      })
    | undefined;
  if (!product) return null;
  const variant = statement(db, 'SELECT axis, value FROM product_variant WHERE product_id = ? ORDER BY axis').all(id) as {
    axis: string;
    value: string;
  }[];
  const family =
    product.familyId === null
      ? null
      : {
          ...(statement(db, 'SELECT name, source FROM product_family WHERE id = ?').get(product.familyId) as {
            name: string;
            source: string;
          }),
          members: statement(
            db,
            `SELECT p.id, p.name, (SELECT group_concat(v.axis || ' ' || v.value, ', ') FROM product_variant v WHERE v.product_id = p.id) AS variant
             FROM product p WHERE p.family_id = ? ORDER BY p.name`,
          ).all(product.familyId) as { id: number; name: string; variant: string | null }[],
        };
  const offers = statement(
    db,
    `SELECT o.shop_id AS shop, o.shop_item_id AS item, s.title, o.price_minor AS priceMinor, o.currency, o.availability, o.url,
       o.gone_at AS goneAt, o.matched_by AS matchedBy, o.image_url AS imageUrl
     FROM offer o LEFT JOIN product_source s ON s.product_id = o.product_id AND s.shop_id = o.shop_id AND s.shop_item_id = o.shop_item_id
     WHERE o.product_id = ? ORDER BY o.gone_at IS NOT NULL, o.price_minor`,
  ).all(id) as {
    shop: string;
    item: string;
    title: string | null;
    priceMinor: number;
    currency: string;
    availability: string;
    url: string;
    goneAt: string | null;
    matchedBy: string | null;
    imageUrl: string | null;
  }[];
  return { ...product, variant, family, offers, specs: readSetting(db, 'specs', String(id)) };
}

export type ProductDetail = NonNullable<ReturnType<typeof productDetail>>;
