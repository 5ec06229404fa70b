ALTER TABLE "punchout_sessions" ADD COLUMN "procurement_from" jsonb;--> statement-breakpoint
UPDATE "punchout_settings" SET "cxml_secret_hash" = 'sha256$' || lower("cxml_secret_hash") WHERE "cxml_secret_hash" !~ '^(scrypt|sha256)\$';--> statement-breakpoint
UPDATE "punchout_settings" SET "oci_password_hash" = 'sha256$' || lower("oci_password_hash") WHERE "oci_password_hash" !~ '^(scrypt|sha256)\$';--> statement-breakpoint
ALTER TABLE "punchout_settings" ADD CONSTRAINT "punchout_settings_secrets_are_hashes" CHECK ("punchout_settings"."cxml_secret_hash" ~ '^(scrypt\$[0-9]+\$[0-9]+\$[0-9]+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+|sha256\$[0-9a-f]{64})$' AND "punchout_settings"."oci_password_hash" ~ '^(scrypt\$[0-9]+\$[0-9]+\$[0-9]+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+|sha256\$[0-9a-f]{64})$');
