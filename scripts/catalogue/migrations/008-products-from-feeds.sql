-- Products made from the shops' feeds (docs/feeds.md, Products from feeds): an identified item
-- that matches no product becomes one, named from the titles of every shop that lists it.
-- `origin` tells them from the curated products; `product_source` keeps what each shop's item
-- said of the product, which its name is derived from again as more shops list it.
ALTER TABLE product ADD COLUMN origin TEXT NOT NULL DEFAULT 'curated' CHECK (origin IN ('curated', 'feed'));

CREATE TABLE product_source (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  shop_id TEXT NOT NULL REFERENCES shop(id) ON DELETE CASCADE,
  shop_item_id TEXT NOT NULL,
  title TEXT NOT NULL,
  brand TEXT,
  mpn TEXT,
  PRIMARY KEY (product_id, shop_id, shop_item_id)
) WITHOUT ROWID;

-- The catalogue's products when a queued item was last decided (`count:highest id`): an item that
-- comes again as it was is not decided again until products were added or removed.
ALTER TABLE unmatched_item ADD COLUMN products_stamp TEXT;
