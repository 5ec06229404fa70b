ALTER TABLE "products" ADD COLUMN "seller_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_state_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_rating" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "products" SET "seller_listed" = (s."active" = 'Y' AND NOT s."hidden"), "seller_state_id" = s."state_id", "seller_rating" = s."rating"
FROM "sellers" s WHERE s."id" = "products"."seller_id";--> statement-breakpoint
CREATE FUNCTION products_copy_seller() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s."active" = 'Y' AND NOT s."hidden", s."state_id", s."rating" INTO NEW."seller_listed", NEW."seller_state_id", NEW."seller_rating"
  FROM "sellers" s WHERE s."id" = NEW."seller_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_copy_seller BEFORE INSERT OR UPDATE OF "seller_id" ON "products"
FOR EACH ROW EXECUTE FUNCTION products_copy_seller();--> statement-breakpoint
CREATE FUNCTION sellers_copy_to_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "seller_listed" = (NEW."active" = 'Y' AND NOT NEW."hidden"), "seller_state_id" = NEW."state_id", "seller_rating" = NEW."rating"
  WHERE "seller_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sellers_copy_to_products AFTER UPDATE OF "active", "hidden", "state_id", "rating" ON "sellers"
FOR EACH ROW WHEN (OLD."active" IS DISTINCT FROM NEW."active" OR OLD."hidden" IS DISTINCT FROM NEW."hidden" OR OLD."state_id" IS DISTINCT FROM NEW."state_id" OR OLD."rating" IS DISTINCT FROM NEW."rating")
EXECUTE FUNCTION sellers_copy_to_products();
