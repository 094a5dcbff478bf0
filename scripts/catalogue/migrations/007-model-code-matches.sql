-- Offers matched by model code (docs/feeds.md, Matching): the method joins the list, and an
-- offer keeps the evidence its automatic match rests on (the code, or the GTIN), which the
-- product page shows. SQLite cannot change a CHECK in place, so the table is made again.
CREATE TABLE offer_next (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES product(id),
  shop_id TEXT NOT NULL REFERENCES shop(id),
  shop_item_id TEXT NOT NULL,
  price_minor INTEGER NOT NULL CHECK (price_minor > 0),
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'BAM')),
  shipping_minor INTEGER NOT NULL DEFAULT 0 CHECK (shipping_minor >= 0),
  availability TEXT NOT NULL CHECK (availability IN ('in_stock', 'out_of_stock', 'preorder', 'backorder')),
  url TEXT NOT NULL CHECK (url GLOB 'http://*' OR url GLOB 'https://*'),
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL,
  gone_at TEXT,
  sale_price_minor INTEGER CHECK (sale_price_minor IS NULL OR sale_price_minor > 0),
  matched_by TEXT NOT NULL DEFAULT 'curated' CHECK (matched_by IN ('curated', 'gtin', 'brand-mpn', 'shop-id', 'model-code')),
  delivery_min_days INTEGER CHECK (delivery_min_days IS NULL OR delivery_min_days BETWEEN 0 AND 90),
  delivery_max_days INTEGER CHECK (
    CASE WHEN delivery_max_days IS NULL THEN delivery_min_days IS NULL
    ELSE delivery_max_days BETWEEN ifnull(delivery_min_days, 91) AND 90 END
  ),
  match_evidence TEXT CHECK (match_evidence IS NULL OR length(match_evidence) BETWEEN 1 AND 80),
  CHECK (matched_by <> 'model-code' OR match_evidence IS NOT NULL),
  UNIQUE (shop_id, shop_item_id)
);
INSERT INTO offer_next (id, product_id, shop_id, shop_item_id, price_minor, currency, shipping_minor, availability, url, first_seen,
  last_seen, gone_at, sale_price_minor, matched_by, delivery_min_days, delivery_max_days)
SELECT id, product_id, shop_id, shop_item_id, price_minor, currency, shipping_minor, availability, url, first_seen,
  last_seen, gone_at, sale_price_minor, matched_by, delivery_min_days, delivery_max_days FROM offer;
DROP TABLE offer;
ALTER TABLE offer_next RENAME TO offer;
CREATE INDEX offer_product ON offer(product_id);

-- The review queue: why an item waits (a GTIN refused by a conflict, say), and its best
-- candidates as JSON, `[{"product": id, "score": 0.8, "why": "..."}]`, best first.
ALTER TABLE unmatched_item ADD COLUMN reason TEXT;
ALTER TABLE unmatched_item ADD COLUMN candidates TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(candidates));
