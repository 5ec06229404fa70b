CREATE TABLE "catalogue_members" (
	"buyer_id" integer PRIMARY KEY NOT NULL,
	"catalogue_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_sku_prices" (
	"catalogue_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "catalogue_sku_prices_catalogue_id_sku_id_pk" PRIMARY KEY("catalogue_id","sku_id"),
	CONSTRAINT "catalogue_sku_prices_price_positive" CHECK ("catalogue_sku_prices"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "catalogue_members" ADD CONSTRAINT "catalogue_members_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_members" ADD CONSTRAINT "catalogue_members_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sku_prices" ADD CONSTRAINT "catalogue_sku_prices_catalogue_id_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sku_prices" ADD CONSTRAINT "catalogue_sku_prices_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;