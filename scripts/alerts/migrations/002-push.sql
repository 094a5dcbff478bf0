-- A browser's push subscription is one subscriber per site, found again by its endpoint (the
-- push service's address for that browser) when it subscribes to another product.
ALTER TABLE subscriber ADD COLUMN endpoint TEXT CHECK ((endpoint IS NULL) = (push IS NULL));
CREATE UNIQUE INDEX subscriber_endpoint ON subscriber(site, endpoint) WHERE endpoint IS NOT NULL;
