-- Locations, charge codes and item codes are archived rather than deleted: old orders still name them.
ALTER TABLE "buyer_locations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charge_code_projects" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_codes" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_locations_buyer_name_key" ON "buyer_locations" USING btree ("buyer_id",lower("location_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "charge_code_projects_buyer_code_key" ON "charge_code_projects" USING btree ("buyer_id",lower("project_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "item_codes_buyer_lower_code_key" ON "item_codes" USING btree ("buyer_id",lower("code"));--> statement-breakpoint
-- A person's own view_sl_info (null: the company's), and whether they order for every location and charge code or only those listed.
ALTER TABLE "users" ADD COLUMN "view_sl_info" char(1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "all_locations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "all_charge_codes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_view_sl_info_yes_no" CHECK ("users"."view_sl_info" IN ('Y', 'N'));--> statement-breakpoint
CREATE TABLE "user_locations" (
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "user_locations_user_id_location_id_pk" PRIMARY KEY("user_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "user_charge_codes" (
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "user_charge_codes_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_location_id_buyer_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."buyer_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_charge_codes" ADD CONSTRAINT "user_charge_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_charge_codes" ADD CONSTRAINT "user_charge_codes_project_id_charge_code_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."charge_code_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_locations_location_idx" ON "user_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "user_charge_codes_project_idx" ON "user_charge_codes" USING btree ("project_id");--> statement-breakpoint
CREATE TRIGGER "user_locations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."user_locations" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER "user_charge_codes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public"."user_charge_codes" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
