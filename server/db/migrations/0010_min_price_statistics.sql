-- Statistics of the min price as a search filter writes it when the test keeps most products,
-- (act_min_price + 0), which the price index cannot serve: the planner then estimates such a test
-- as well as it does one on the column, instead of guessing that it keeps almost nothing.
CREATE STATISTICS IF NOT EXISTS "products_unindexed_min_price_stats" ON (("act_min_price" + 0)) FROM "products";--> statement-breakpoint
ANALYZE "products";
