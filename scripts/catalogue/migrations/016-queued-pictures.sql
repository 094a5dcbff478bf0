-- A queued item's picture link from its feed (http or https only, as the ingest checked it): the
-- operator sees it beside the candidates' pictures.
ALTER TABLE unmatched_item ADD COLUMN image_link TEXT CHECK (image_link IS NULL OR image_link GLOB 'http://*' OR image_link GLOB 'https://*');
