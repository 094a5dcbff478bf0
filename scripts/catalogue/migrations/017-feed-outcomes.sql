-- What each landed feed did besides its items: its refused items by reason, its items that matched
-- no product, and the offers it marked gone (the operator's desk shows a shop's last feeds).
ALTER TABLE shop_feed ADD COLUMN rejected_by_reason TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(rejected_by_reason));
ALTER TABLE shop_feed ADD COLUMN unmatched INTEGER NOT NULL DEFAULT 0;
ALTER TABLE shop_feed ADD COLUMN gone INTEGER NOT NULL DEFAULT 0;
