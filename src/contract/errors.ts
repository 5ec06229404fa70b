/**
 * Error codes: every error answer of the reference server carries one in `code` beside its
 * English `error`, so a client branches on the code and shows its own words (or the server's),
 * never on the text. The figures a client needs to word a refusal come as fields beside it.
 */
import { z } from '@hono/zod-openapi';

/** Each code and when it is sent. The first group follows the status; the rest name a rule. */
const ERROR_CODES = {
  invalid_request: '400: a field is missing, malformed or out of range (the field leads the message).',
  sign_in_required: '401: the call needs a signed-in user and none was named.',
  session_expired: '401: the token names no live session; sign in again.',
  forbidden: '403: the signed-in user may not do this.',
  punchout_scope:
    '403: a punch-out session reaches only the shop (browse, search, product detail), its own cart and its own session; this call is outside it.',
  not_found: '404: no such record, or none this user may see.',
  method_not_allowed: '405: the path exists but not with this method (see the Allow header).',
  conflict: '409: the record changed or is in a state that does not allow this.',
  gone: '410: the thing named existed but is used up or expired.',
  length_required: '411: an upload came without its Content-Length.',
  too_large: '413: the body or file is larger than allowed.',
  unsupported_type: '415: the file is not of a type this call takes.',
  rate_limited: '429: too many attempts; Retry-After says when to try again.',
  internal_error: '500: a fault of the server; nothing was changed by the client.',
  unavailable: '503: the server is busy or its database is out of reach; try again.',

  invalid_credentials: 'Sign-in: the e-mail and password do not match an account.',
  account_inactive: 'Sign-in: the password is right but the account is inactive.',
  email_taken: 'Registration: an account already uses this e-mail.',
  link_expired: 'Sign-in, e-mail verification or invitation link: expired or already used.',
  not_catalogue_member: "Catalogue: the buyer's company is not a member of a catalogue.",
  unknown_location: 'A state, district or postcode that is not one of the delivery locations.',
  postcode_mismatch:
    'A delivery address whose postcode lies in another state or district than the address names (the postcode decides); `validation` names ship_pincode.',
  below_moq: 'A quantity below the minimum order quantity of the product or SKU.',
  cart_line_refused: 'A line the cart cannot take as asked (stock, location, availability, quantity); the message says which.',
  group_full: 'Compare: the comparison group already holds its most products.',
  cart_changed: 'Submit: the cart is not what the form was filled for; reload the checkout.',
  insufficient_stock:
    'Submit: a line asks for more than is in stock now; the message names the product, `sku_id`, `available` and `requested` are the figures.',
  price_limit_exceeded: "Submit: a line's unit price is above the buyer's price limit for it.",
  vendor_minimum_not_met: "Submit: a seller's lines are below that seller's minimum order.",
  workflow_budget_limit: "Submit: the order total is above the workflow's spending limit; `total` and `limit` are the figures (RM).",
  workflow_not_configured: 'Submit: no approval workflow applies to this location and charge code.',
  no_approvers: 'Submit: the workflow has no approvers for this location and charge code.',
  no_other_approver:
    'Submit: every approver of a stage the order goes through placed or edited it (nobody decides their own order); `stage` names it.',
  budget_check_failed: 'Submit: the budget check of the charge code refused the order.',
  item_code_budget: 'Submit: the line totals of an item code are above what its budget has left; `item_code` names it.',
  item_code_no_budget: 'Submit: an item code has no budget under the chosen charge code; `item_code` names it.',
  approval_document_required: 'Submit: the order total needs an approval document.',
  order_attachment_required: "Submit: the buyer's settings require an order attachment.",
  submit_fields_invalid: 'Submit: fields of the form are missing or wrong; `validation` lists each with its message.',
  batch_reused: 'Submit: the batch id was already used for a different order.',
  already_decided: 'Approvals: this stage was already approved or rejected.',
  own_order: 'Approvals: the approver placed or edited this order, so another approver of its stage decides it; `stage` names it.',
  attachments_waiting_limit:
    'Upload: the user already holds the most attachment files or megabytes an order has not taken yet (413 for a request larger than the allowance, 429 with Retry-After until some lapse).',
  order_not_editable: 'Order edit: the order is past the state where it can change.',
  sso_required: "Sign-in: the user's company signs in only through its own identity provider (single sign-on).",
  sso_domain:
    'Registration: the address is in an e-mail domain of a company that signs in through its own identity provider; its staff sign in there instead.',
  sso_refused:
    "Single sign-on: the company's provider vouched for a user this company may not sign in (e-mail unverified, domain not allowed, another company's account, no role).",
  sso_failed:
    "Single sign-on: the answer of the company's provider could not be checked (unknown or used state, wrong issuer, refused code).",
  sso_secret_unreadable:
    "Single sign-on: the company's client secret at its provider was sealed with a key this server was not given (SECRETS_KEY), so its single sign-on waits until its administrator sets the client secret again.",
  assertion_invalid: 'Assertion: unknown company or key, bad signature, wrong audience, missing claims, or a lifetime over 5 minutes.',
  assertion_expired: 'Assertion: its `exp` has passed.',
  assertion_replayed: 'Assertion: its `jti` was already exchanged; each assertion is used once.',
  last_administrator: 'Company administration: the change would leave the company without an active administrator.',
  already_invited: 'Company administration: an invitation to this e-mail is already waiting to be accepted.',
  company_name_taken: 'Marketplace operator: another company already has this name (capitals aside).',
  budget_below_use:
    'Company administration: a budget limit below what the budget has committed and pending; `limit`, `committed` and `pending` are the figures (RM).',
  budget_in_use:
    'Company administration: a budget with committed or pending amounts cannot be removed; `committed` and `pending` are the figures (RM).',
  stage_without_approver: 'Company administration: a workflow stage names no approver; `stage` names it.',
  not_an_approver: 'Company administration: a workflow stage names someone who is not an active approver of the company; `stage` names it.',
  no_stage_from_zero: 'Company administration: no stage of the workflow applies from RM 0, so small orders would find no approver.',
  stage_unreachable: 'Company administration: a stage applies from above the spending limit, so no order reaches it; `stage` names it.',
  workflow_exists: 'Company administration: another workflow already serves this location and charge code.',
  only_approver:
    'Company administration: the person is the only active approver of a workflow stage, so they stay an active approver until another is added; `stage` names it.',
  location_archived:
    'Checkout and submit: the location is archived and takes no new orders (company administration: a charge code is added or restored only at a location in use).',
  location_not_allowed: "Checkout and submit: the company's administrator has not given the person this location to order for.",
  charge_code_archived: 'Checkout and submit: the charge code is archived and takes no new orders.',
  charge_code_not_allowed: "Checkout and submit: the company's administrator has not given the person this charge code to order under.",
  location_name_taken: 'Company administration: another location of the company (archived ones too) has this name.',
  charge_code_taken: 'Company administration: another charge code of the company (archived ones too) has this code.',
  item_code_taken: 'Company administration: another item code of the company (archived ones too) has this code.',
  location_has_open_orders:
    'Company administration: orders for the location are still in approval or not yet completed, so it cannot be archived; `open_orders` counts them.',
  charge_code_has_open_orders:
    'Company administration: orders under the charge code are still in approval or not yet completed, so it cannot be archived; `open_orders` counts them.',
  slug_taken: 'Company integrations: another company already uses this identifier (slug).',
  domain_claimed:
    "Company integrations: an e-mail domain is already another company's, or accounts of another company (or sellers) use addresses at it.",
  credential_taken: "Company integrations: another company's procurement system already uses this cXML credential or OCI user name.",
  kid_taken: 'Company integrations: the company already has an assertion key (live or revoked) with this key id.',
  identity_provider_missing: 'Company integrations: assertion keys need the identity provider settings (their `slug` is the `iss`) first.',
  password_sign_in_lockout:
    'Company integrations: without password sign-in no active administrator could sign in (none has an address in the e-mail domains of a provider or portal that can sign them in).',
  settings_unsupported:
    'Company settings: a combination of settings checkout cannot honour; the message names the field and what it needs.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The code of a refusal no rule names more closely. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_request',
  401: 'sign_in_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  411: 'length_required',
  413: 'too_large',
  415: 'unsupported_type',
  429: 'rate_limited',
  503: 'unavailable',
};

export const codeOfStatus = (status: number): ErrorCode => CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request');

export const ErrorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).openapi('ErrorCode', {
  description: Object.entries(ERROR_CODES)
    .map(([code, when]) => `- \`${code}\`: ${when}`)
    .join('\n'),
});

/** The figures some refusals carry, named once for the server's answers and the contract. */
export const ErrorFiguresSchema = z.object({
  /** workflow_budget_limit: the order's grand total, RM. */
  total: z.number().optional(),
  /** workflow_budget_limit: the workflow's spending limit; budget_below_use: the limit asked for. RM. */
  limit: z.number().optional(),
  /** budget_below_use, budget_in_use: what the budget has spent on approved orders, RM. */
  committed: z.number().optional(),
  /** budget_below_use, budget_in_use: what orders still in approval hold of the budget, RM. */
  pending: z.number().optional(),
  /** item_code_budget, item_code_no_budget: the item code whose budget is short or missing. */
  item_code: z.string().optional(),
  /** no_other_approver, own_order, stage_without_approver, not_an_approver, stage_unreachable, only_approver: the workflow stage's label. */
  stage: z.string().optional(),
  /** insufficient_stock: the SKU of the line asking for more than is in stock. */
  sku_id: z.number().int().optional(),
  /** insufficient_stock: the units in stock now. */
  available: z.number().int().optional(),
  /** insufficient_stock: the units the line asks for. */
  requested: z.number().int().optional(),
  /** location_has_open_orders, charge_code_has_open_orders: how many orders are still open. */
  open_orders: z.number().int().optional(),
});

export type ErrorFigures = z.infer<typeof ErrorFiguresSchema>;
