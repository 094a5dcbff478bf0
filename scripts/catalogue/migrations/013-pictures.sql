-- The picture a shop's feed names for an item (`image_link`), checked as an http(s) URL.
ALTER TABLE offer ADD COLUMN image_url TEXT CHECK (image_url GLOB 'http://*' OR image_url GLOB 'https://*');

-- Where each product's picture comes from and how it was last fetched (scripts/pictures/).
-- `product.image` names the files made from it; this row says what they were made from.
CREATE TABLE picture (
  product_id INTEGER PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
  source_url TEXT NOT NULL CHECK (source_url GLOB 'http://*' OR source_url GLOB 'https://*'),
  -- The shop whose feed gave the link; NULL when the operator chose the picture.
  shop_id TEXT REFERENCES shop(id) ON DELETE SET NULL,
  by_operator INTEGER NOT NULL DEFAULT 0,
  etag TEXT,
  last_modified TEXT,
  -- SHA-256 of the bytes fetched; the files' name is taken from it.
  source_hash TEXT,
  checked_at TEXT,
  -- The last attempt's reason when it failed (the product keeps the picture it had).
  failure TEXT
);
