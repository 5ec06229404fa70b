-- A company's client secret at its identity provider is kept sealed (AES-256-GCM with a key the server processes share); a secret stored before is marked plain$ here and sealed by the next server start. Each secret records when it was set.
UPDATE "company_identity_providers" SET "client_secret" = 'plain$' || "client_secret" WHERE "client_secret" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "company_identity_providers" ADD COLUMN "client_secret_set_at" timestamp with time zone;--> statement-breakpoint
UPDATE "company_identity_providers" SET "client_secret_set_at" = "created_at" WHERE "client_secret" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "company_identity_providers" ADD CONSTRAINT "company_identity_providers_client_secret_sealed" CHECK ("company_identity_providers"."client_secret" ~ '^(aes256gcm\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+|plain\$.+)$');--> statement-breakpoint
ALTER TABLE "punchout_settings" ADD COLUMN "cxml_secret_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "punchout_settings" ADD COLUMN "oci_password_set_at" timestamp with time zone;
