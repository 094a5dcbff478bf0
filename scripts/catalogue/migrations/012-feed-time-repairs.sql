-- What `npm run shop -- set-feed-time` changed, kept so that it can be undone (docs/operations.md):
-- the rows of the shop's data stamped at or after the new time, as they were.
CREATE TABLE feed_time_repair (
  id INTEGER PRIMARY KEY,
  shop_id TEXT NOT NULL REFERENCES shop(id) ON DELETE CASCADE,
  made_at TEXT NOT NULL,
  set_to TEXT NOT NULL,
  kept TEXT NOT NULL CHECK (json_valid(kept)),
  undone_at TEXT
);
