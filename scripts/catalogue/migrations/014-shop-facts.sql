-- What the operator entered about a shop (`npm run shop -- add|edit`): its company, contact,
-- payment, delivery, returns and warranty, as JSON checked by src/domain/shop-facts.ts. A fact the
-- shop did not give is left out of it, never filled in.
ALTER TABLE shop ADD COLUMN facts TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(facts) AND json_type(facts) = 'object');
