-- A shop whose feeds list only what changed: its ingest never marks a missing offer gone
-- (`npm run shop -- add ... --partial-feed`; `npm run update` and `npm run ingest` read it).
ALTER TABLE shop ADD COLUMN partial_feed INTEGER NOT NULL DEFAULT 0;
