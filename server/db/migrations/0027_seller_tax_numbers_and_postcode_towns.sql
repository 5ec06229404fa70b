ALTER TABLE "sellers" ADD COLUMN "registration_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "sst_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "postcode_ranges" ADD COLUMN "town" text;
