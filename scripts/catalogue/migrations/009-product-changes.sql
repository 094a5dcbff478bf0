-- Every change an operator makes to the catalogue (docs/feeds.md, Correcting the catalogue):
-- what, when, who, and what undoes it. `undo` is JSON the change's command reads back.
CREATE TABLE product_change (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  by TEXT NOT NULL,
  command TEXT NOT NULL,
  summary TEXT NOT NULL,
  undo TEXT NOT NULL CHECK (json_valid(undo)),
  undone_by INTEGER REFERENCES product_change(id)
);

-- An operator's word on a shop's item and a product: accepted (the item is that product,
-- whatever the matcher says) or rejected (never that product, never proposed again).
CREATE TABLE item_decision (
  shop_id TEXT NOT NULL REFERENCES shop(id) ON DELETE CASCADE,
  shop_item_id TEXT NOT NULL,
  product_id INTEGER NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  decision TEXT NOT NULL CHECK (decision IN ('accepted', 'rejected')),
  change_id INTEGER NOT NULL REFERENCES product_change(id),
  PRIMARY KEY (shop_id, shop_item_id, product_id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX item_decision_accepted ON item_decision(shop_id, shop_item_id) WHERE decision = 'accepted';

-- Products an operator removed: their ids are never given to another product (a change or a
-- link that names one must not reach a stranger).
CREATE TABLE removed_product (
  id INTEGER PRIMARY KEY,
  removed_at TEXT NOT NULL
);
