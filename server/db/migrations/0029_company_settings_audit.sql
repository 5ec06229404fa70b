-- Every setting an administrator or the operator changes is an audit action (src/lib/company-audit.ts).
ALTER TYPE "public"."company_audit_action" ADD VALUE 'person_access_changed';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'company_created';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'company_changed';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'location_created';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'location_changed';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'location_archived';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'location_restored';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'charge_code_created';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'charge_code_changed';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'charge_code_archived';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'charge_code_restored';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'item_code_created';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'item_code_changed';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'item_code_archived';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'item_code_restored';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'budget_set';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'budget_removed';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'workflow_created';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'workflow_changed';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'workflow_removed';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'price_limit_set';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'price_limit_removed';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'identity_provider_changed';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'assertion_key_added';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'assertion_key_revoked';--> statement-breakpoint
ALTER TYPE "public"."company_audit_action" ADD VALUE 'punchout_settings_changed';
