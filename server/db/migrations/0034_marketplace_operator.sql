-- The marketplace's own staff: they create companies and read every company's settings, and belong to none.
ALTER TABLE "users" ADD COLUMN "marketplace_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_operator_of_no_company" CHECK (NOT "users"."marketplace_operator" OR ("users"."buyer_id" IS NULL AND "users"."seller_id" IS NULL AND NOT "users"."company_administrator"));--> statement-breakpoint
-- A single-use link that lets its holder choose the account's password (an operator's first sign-in).
ALTER TYPE "public"."token_purpose" ADD VALUE 'set_password';
