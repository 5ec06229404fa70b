-- Budgets run for a financial year the company chooses (the month it starts in, January unless set):
-- each budget row belongs to one period, named by its first day, and an order keeps the period it
-- was submitted in. Rows and orders from before periods existed become the current period's
-- (January-start years, in Malaysian time).
ALTER TABLE "buyers" ADD COLUMN "financial_year_start_month" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_financial_year_start_month_range" CHECK ("financial_year_start_month" BETWEEN 1 AND 12);--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "period_start" date;--> statement-breakpoint
UPDATE "budgets" SET "period_start" = date_trunc('year', now() AT TIME ZONE 'Asia/Kuala_Lumpur')::date;--> statement-breakpoint
ALTER TABLE "budgets" ALTER COLUMN "period_start" SET NOT NULL;--> statement-breakpoint
DROP INDEX "budgets_location_project_key";--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_location_project_period_key" ON "budgets" USING btree ("location_id","project_id","period_start") NULLS NOT DISTINCT;--> statement-breakpoint
CREATE INDEX "budgets_buyer_period_idx" ON "budgets" USING btree ("buyer_id","period_start");--> statement-breakpoint
ALTER TABLE "item_code_budgets" ADD COLUMN "period_start" date;--> statement-breakpoint
UPDATE "item_code_budgets" SET "period_start" = date_trunc('year', now() AT TIME ZONE 'Asia/Kuala_Lumpur')::date;--> statement-breakpoint
ALTER TABLE "item_code_budgets" ALTER COLUMN "period_start" SET NOT NULL;--> statement-breakpoint
DROP INDEX "item_code_budgets_code_project_key";--> statement-breakpoint
CREATE UNIQUE INDEX "item_code_budgets_code_project_period_key" ON "item_code_budgets" USING btree ("item_code_id","project_id","period_start");--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "budget_period" date;--> statement-breakpoint
UPDATE "pre_orders" SET "budget_period" = date_trunc('year', now() AT TIME ZONE 'Asia/Kuala_Lumpur')::date;
