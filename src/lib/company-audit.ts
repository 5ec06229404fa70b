/**
 * What a company's audit log records, one action per kind of change an administrator (or the
 * marketplace operator, or an accepted invitation) makes. The database's enum and the contract
 * both read this list.
 */
export const COMPANY_AUDIT_ACTIONS = [
  'invitation_created',
  'invitation_revoked',
  'invitation_accepted',
  'person_changed',
  'person_access_changed',
  'company_created',
  'company_changed',
  'location_created',
  'location_changed',
  'location_archived',
  'location_restored',
  'charge_code_created',
  'charge_code_changed',
  'charge_code_archived',
  'charge_code_restored',
  'item_code_created',
  'item_code_changed',
  'item_code_archived',
  'item_code_restored',
  'budget_set',
  'budget_removed',
  'workflow_created',
  'workflow_changed',
  'workflow_removed',
  'price_limit_set',
  'price_limit_removed',
  'identity_provider_changed',
  'assertion_key_added',
  'assertion_key_revoked',
  'punchout_settings_changed',
] as const;

/** One kind of change the audit log records. */
export type CompanyAuditAction = (typeof COMPANY_AUDIT_ACTIONS)[number];

/** The most entries one read of the log answers, newest first. */
export const AUDIT_PAGE = 500;
/** The most entries one export of the log holds, newest first. */
export const AUDIT_EXPORT_ROWS = 100_000;
