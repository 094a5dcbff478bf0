-- Feeds: sale prices, how an offer was matched, per-shop category mapping, the review queue.
ALTER TABLE offer ADD COLUMN sale_price_minor INTEGER CHECK (sale_price_minor IS NULL OR sale_price_minor > 0);
ALTER TABLE offer ADD COLUMN matched_by TEXT NOT NULL DEFAULT 'curated'
  CHECK (matched_by IN ('curated', 'gtin', 'brand-mpn', 'shop-id'));
ALTER TABLE price_history ADD COLUMN sale_price_minor INTEGER;
ALTER TABLE shop ADD COLUMN last_feed_at TEXT;

CREATE INDEX product_brand_mpn_key ON product(lower(brand), upper(mpn));

-- A shop's own category names (`product_type`, `fileUnder`) mapped to our categories.
CREATE TABLE shop_category (
  shop_id TEXT NOT NULL REFERENCES shop(id) ON DELETE CASCADE,
  source TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES nav_node(id),
  PRIMARY KEY (shop_id, source)
) WITHOUT ROWID;

-- Feed items that matched no product: kept for review, never matched on title alone.
CREATE TABLE unmatched_item (
  shop_id TEXT NOT NULL REFERENCES shop(id) ON DELETE CASCADE,
  shop_item_id TEXT NOT NULL,
  title TEXT NOT NULL,
  brand TEXT,
  gtin TEXT,
  mpn TEXT,
  product_type TEXT,
  category_id INTEGER REFERENCES nav_node(id),
  price_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  url TEXT NOT NULL,
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL,
  PRIMARY KEY (shop_id, shop_item_id)
) WITHOUT ROWID;
