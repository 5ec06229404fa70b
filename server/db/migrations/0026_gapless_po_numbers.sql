CREATE TABLE "po_numbers" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "po_numbers_single_row" CHECK ("po_numbers"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "po_numbers" ("id", "last") SELECT 1, COALESCE(MAX("id"), 0) FROM "pre_orders";--> statement-breakpoint
CREATE TRIGGER "po_numbers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."po_numbers" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
