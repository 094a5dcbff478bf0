-- How search reads a category: the words people use for its products in any language besides its
-- names (`tv`, `televizor`, `mobitel`, `handy`), space-separated, and whether its products are
-- accessories of other products (games, controllers, chargers), which a query naming a device
-- lists after the devices.
ALTER TABLE nav_node ADD COLUMN search_words TEXT NOT NULL DEFAULT '';
ALTER TABLE nav_node ADD COLUMN accessory INTEGER NOT NULL DEFAULT 0 CHECK (accessory IN (0, 1));
