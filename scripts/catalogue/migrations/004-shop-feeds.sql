-- Every feed a shop's ingest landed: when (its feed time), how many items, how many rejected.
-- A shop's record (its page) counts the days its feed arrived and the gaps between feeds.
CREATE TABLE shop_feed (
  shop_id TEXT NOT NULL REFERENCES shop(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  items INTEGER NOT NULL,
  rejected INTEGER NOT NULL,
  PRIMARY KEY (shop_id, at)
) WITHOUT ROWID;
