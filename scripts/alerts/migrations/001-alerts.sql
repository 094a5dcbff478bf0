-- The alerts service's own file (docs/decisions/054-price-alerts.md): only what an alert needs.

-- Who asked: an e-mail address, to which nothing is sent before its owner confirms it, or a
-- browser's push subscription. `token` is the secret of its links (confirm, list, delete).
CREATE TABLE subscriber (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'push')),
  address TEXT CHECK (address IS NULL OR address = lower(address)),
  push TEXT CHECK (push IS NULL OR json_valid(push)),
  site TEXT NOT NULL,
  locale TEXT NOT NULL,
  token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  CHECK ((channel = 'email') = (address IS NOT NULL)),
  CHECK ((channel = 'push') = (push IS NOT NULL))
);
CREATE UNIQUE INDEX subscriber_address ON subscriber(site, address) WHERE address IS NOT NULL;

-- A target for a product, or for its family ("any colour"), with the shopper's conditions.
-- `armed`: the next total at or under the target sends; after a message, a total above it arms it again.
CREATE TABLE alert (
  id INTEGER PRIMARY KEY,
  subscriber_id INTEGER NOT NULL REFERENCES subscriber(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  -- What a message names and links to, as the catalogue had them when the alert was made: a rename
  -- leaves the old address redirecting.
  product_name TEXT NOT NULL,
  product_path TEXT NOT NULL CHECK (product_path GLOB '/*'),
  family INTEGER NOT NULL DEFAULT 0 CHECK (family IN (0, 1)),
  target_minor INTEGER NOT NULL CHECK (target_minor > 0),
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'BAM')),
  in_stock_only INTEGER NOT NULL DEFAULT 0 CHECK (in_stock_only IN (0, 1)),
  domestic_only INTEGER NOT NULL DEFAULT 0 CHECK (domestic_only IN (0, 1)),
  armed INTEGER NOT NULL DEFAULT 1 CHECK (armed IN (0, 1)),
  created_at TEXT NOT NULL,
  UNIQUE (subscriber_id, product_id, family)
);
CREATE INDEX alert_subscriber ON alert(subscriber_id);

-- The messages decided and not yet delivered. A decision writes its message here and the alert's
-- new state in one transaction, so a crash neither loses nor repeats it; delivery marks `sent_at`.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  alert_id INTEGER NOT NULL REFERENCES alert(id) ON DELETE CASCADE,
  decided_at TEXT NOT NULL,
  total_minor INTEGER NOT NULL,
  shop TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  sent_at TEXT,
  error TEXT
);
CREATE INDEX outbox_due ON outbox(next_attempt_at) WHERE sent_at IS NULL;
