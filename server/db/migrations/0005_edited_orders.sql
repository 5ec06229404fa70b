ALTER TYPE "public"."pre_order_status" ADD VALUE 'replaced';--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "edited_from_id" integer;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "replaced_by_id" integer;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_edited_from_id_pre_orders_id_fk" FOREIGN KEY ("edited_from_id") REFERENCES "public"."pre_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_replaced_by_id_pre_orders_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."pre_orders"("id") ON DELETE no action ON UPDATE no action;