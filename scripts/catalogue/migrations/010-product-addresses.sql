-- Where a product's page was before its address changed (renamed, moved to another category,
-- merged into another product or removed): the build writes a redirect from each to where the
-- product, or the product that replaced it, is now (docs/feeds.md, Correcting the catalogue).
-- No reference to product: a removed product's addresses stay.
CREATE TABLE former_address (
  product_id INTEGER NOT NULL,
  category_id INTEGER NOT NULL REFERENCES nav_node(id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  PRIMARY KEY (product_id, category_id, slug)
) WITHOUT ROWID;

-- The product a removed one was merged into: its old address leads there.
ALTER TABLE removed_product ADD COLUMN replaced_by INTEGER;

-- What each change touched (`product:<id>`, `item:<shop>:<item id>`): a change is undone only
-- when no later change that still holds touched the same.
CREATE TABLE product_change_subject (
  change_id INTEGER NOT NULL REFERENCES product_change(id) ON DELETE CASCADE,
  subject TEXT NOT NULL,
  PRIMARY KEY (subject, change_id)
) WITHOUT ROWID;
