-- Starts made before the binding cannot be finished: they are started again.
DELETE FROM "single_sign_on_starts";--> statement-breakpoint
ALTER TABLE "single_sign_on_starts" ADD COLUMN "browser_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "single_sign_on_starts" ADD COLUMN "client_state" text;
