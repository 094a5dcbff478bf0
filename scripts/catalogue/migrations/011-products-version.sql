-- A number that moves whenever what the matcher reads of the products changes: a product added
-- or removed, its name, brand, GTIN or MPN changed, a variant value set or changed. A queued item
-- is decided again only when it moved since (products_stamp); kept by triggers, so every writer
-- (an ingest, a command, a migration) moves it, and reading it costs nothing at any size.
CREATE TABLE products_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n INTEGER NOT NULL
);
INSERT INTO products_version (id, n) VALUES (1, 0);

CREATE TRIGGER product_added AFTER INSERT ON product BEGIN
  UPDATE products_version SET n = n + 1;
END;
CREATE TRIGGER product_removed AFTER DELETE ON product BEGIN
  UPDATE products_version SET n = n + 1;
END;
CREATE TRIGGER product_keys_changed AFTER UPDATE OF name, brand, gtin, mpn ON product
  WHEN (old.name, old.brand, old.gtin, old.mpn) IS NOT (new.name, new.brand, new.gtin, new.mpn) BEGIN
  UPDATE products_version SET n = n + 1;
END;
CREATE TRIGGER variant_added AFTER INSERT ON product_variant BEGIN
  UPDATE products_version SET n = n + 1;
END;
CREATE TRIGGER variant_removed AFTER DELETE ON product_variant BEGIN
  UPDATE products_version SET n = n + 1;
END;
CREATE TRIGGER variant_changed AFTER UPDATE ON product_variant WHEN old.value IS NOT new.value BEGIN
  UPDATE products_version SET n = n + 1;
END;
