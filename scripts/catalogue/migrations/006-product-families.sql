-- Products that differ only by variant attributes (colour, storage, memory, size ...) form a
-- family: one card per family, a variant picker on each member's page. Each member keeps its
-- own page, offers and history.
CREATE TABLE product_family (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  -- 'feed': shops' item groups (GMC item_group_id); 'model': brand and model line;
  -- 'manual': set by hand (`npm run family`), never changed by the grouping.
  source TEXT NOT NULL CHECK (source IN ('feed', 'model', 'manual'))
);
ALTER TABLE product ADD COLUMN family_id INTEGER REFERENCES product_family(id) ON DELETE SET NULL;
CREATE INDEX product_family_member ON product(family_id);

-- What tells a product from the other members of its family, per axis.
CREATE TABLE product_variant (
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  axis TEXT NOT NULL CHECK (axis IN ('color', 'storage', 'memory', 'size', 'material', 'pattern', 'configuration', 'version')),
  value TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 80),
  PRIMARY KEY (product_id, axis)
) WITHOUT ROWID;

-- The item groups (GMC item_group_id) a shop's feed put each product in.
CREATE TABLE shop_item_group (
  shop_id TEXT NOT NULL REFERENCES shop(id) ON DELETE CASCADE,
  item_group_id TEXT NOT NULL,
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  PRIMARY KEY (shop_id, item_group_id, product_id)
) WITHOUT ROWID;
