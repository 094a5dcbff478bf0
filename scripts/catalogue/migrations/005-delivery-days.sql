-- An offer's delivery time in working days (handling plus transit), fewest and most, as its
-- shop's feed states it; both null when the feed says nothing. Kept in the history like shipping:
-- a change of delivery time is a change point.
ALTER TABLE offer ADD COLUMN delivery_min_days INTEGER CHECK (delivery_min_days IS NULL OR delivery_min_days BETWEEN 0 AND 90);
ALTER TABLE offer ADD COLUMN delivery_max_days INTEGER CHECK (
  CASE WHEN delivery_max_days IS NULL THEN delivery_min_days IS NULL
  ELSE delivery_max_days BETWEEN ifnull(delivery_min_days, 91) AND 90 END
);
ALTER TABLE price_history ADD COLUMN delivery_min_days INTEGER;
ALTER TABLE price_history ADD COLUMN delivery_max_days INTEGER;
