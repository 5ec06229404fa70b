DROP INDEX "products_act_min_price_idx";--> statement-breakpoint
CREATE INDEX "products_act_min_price_idx" ON "products" USING btree ("act_min_price","act_max_price");