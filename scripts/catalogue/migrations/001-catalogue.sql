-- The menu > sub-menu > category tree: one table, level 1..3.
CREATE TABLE nav_node (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES nav_node(id),
  level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
  slug TEXT NOT NULL CHECK (slug GLOB '[a-z0-9]*' AND slug NOT GLOB '*[^a-z0-9-]*'),
  position INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX nav_node_slug ON nav_node(ifnull(parent_id, 0), slug);

CREATE TABLE nav_node_name (
  node_id INTEGER NOT NULL REFERENCES nav_node(id) ON DELETE CASCADE,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (node_id, locale)
) WITHOUT ROWID;

CREATE TABLE product (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES nav_node(id),
  slug TEXT NOT NULL,
  brand TEXT NOT NULL,
  model TEXT NOT NULL,
  name TEXT NOT NULL,
  gtin TEXT UNIQUE,
  mpn TEXT,
  image TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX product_category ON product(category_id);
CREATE INDEX product_brand_mpn ON product(brand, mpn);

CREATE TABLE spec_label (
  key TEXT NOT NULL,
  locale TEXT NOT NULL,
  label TEXT NOT NULL,
  unit TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (key, locale)
) WITHOUT ROWID;

CREATE TABLE product_spec (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, key)
) WITHOUT ROWID;

CREATE TABLE shop (
  id TEXT PRIMARY KEY CHECK (id GLOB '[a-z0-9]*' AND id NOT GLOB '*[^a-z0-9-]*'),
  name TEXT NOT NULL,
  country TEXT NOT NULL CHECK (country IN ('MNE', 'BIH')),
  url TEXT NOT NULL,
  shipping_minor INTEGER NOT NULL DEFAULT 0,
  is_sample INTEGER NOT NULL DEFAULT 0
);

-- One shop's offer of one product: the current state. Prices are integer minor units.
CREATE TABLE offer (
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
  UNIQUE (shop_id, shop_item_id)
);
CREATE INDEX offer_product ON offer(product_id);

-- A row per change of an offer's price, currency, shipping or availability (change points).
CREATE TABLE price_history (
  offer_id INTEGER NOT NULL REFERENCES offer(id),
  at TEXT NOT NULL,
  price_minor INTEGER NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'BAM')),
  shipping_minor INTEGER NOT NULL,
  availability TEXT NOT NULL,
  PRIMARY KEY (offer_id, at)
) WITHOUT ROWID;
