/**
 * The refusals a request the OpenAPI document calls valid may still meet: the document states
 * every rule of a request's shape, but not which records exist or what state they are in.
 * Anything else a valid request is refused with means the document understates the server.
 */
export interface ReferenceRefusal {
  /** 'METHOD /path' as the document names the operation; '*' for every operation. */
  operation: string;
  status: number;
  /** The error text the server answers with. */
  error: RegExp;
  /** What the whole answer must also match, where the error text alone says too little. */
  answer?: RegExp;
  /** Why a valid request can meet it. */
  reason: string;
}

const APPROVALS = [
  'GET /api/approvals',
  'GET /api/approvals/{poId}',
  'POST /api/approvals/{poId}/approve',
  'POST /api/approvals/{poId}/reject',
  'POST /api/approvals/{poId}/return',
  'POST /api/approvals/bulk',
];
const CATALOGUE = [
  'GET /api/catalogue-categories/header',
  'GET /api/catalogue-categories/{id}',
  'GET /api/products/catalogue',
  'GET /api/products/catalogue-categories',
  'GET /api/products/catalogue/search',
  'GET /api/products/catalogue/brands',
  'GET /api/catalogue-search',
];
const COMPARE = ['count', 'list', 'add/product', 'add/sku', 'remove/group', 'remove/all', 'export/pdf', 'export/excel'].map(
  (action) => `POST /corporate/marketplace/compare/${action}`,
);
const many = (operations: readonly string[], refusal: Omit<ReferenceRefusal, 'operation'>) =>
  operations.map((operation) => ({ operation, ...refusal }));

const CXML = ['POST /punchout/cxml', 'POST /punchout/cxml/setup', 'POST /punchout/cxml/order'];
const OCI_START = ['GET /punchout/oci/start', 'POST /punchout/oci/start'];

export const REFERENCE_REFUSALS: readonly ReferenceRefusal[] = [
  // A whole number is taken in place of an attachment's id only to tell an old link why it stopped.
  ...many(['GET /api/attachments/{id}', 'DELETE /api/attachments/{id}'], {
    status: 410,
    error: /^This attachment link is no longer used: open the order again to download its files$/,
    reason: 'a whole number, as attachment links had before their ids were random',
  }),
  // PunchOut: any text is a document by the schema, but only a cXML document of a company set up for PunchOut is taken.
  ...many(CXML, {
    status: 400,
    error: /Malformed XML|Not a cXML document|The form could not be read|DOCTYPE declarations/,
    reason: 'the text is not a cXML document',
  }),
  ...many(CXML, { status: 401, error: /Unknown sender or wrong shared secret/, reason: 'no company sends that credential and secret' }),
  ...many([...CXML, ...OCI_START], {
    status: 429,
    error: /Too many wrong secrets/,
    reason: 'wrong secrets from one address are throttled, whoever sends them',
  }),
  { operation: 'GET /punchout/start', status: 410, error: /already used or has expired/, reason: 'the token names no open start link' },
  ...many(OCI_START, { status: 401, error: /Unknown USERNAME or wrong PASSWORD/, reason: 'no company has those OCI credentials' }),
  ...many(OCI_START, { status: 400, error: /HOOK_URL must be an http or https address/, reason: 'a URL of another scheme' }),
  {
    operation: 'POST /punchout/transfer',
    status: 401,
    error: /Not signed in to a punch-out session/,
    reason: 'the token is no punch-out session',
  },
  // Records a valid id, code or name may not name, or not for this caller.
  {
    operation: '*',
    status: 404,
    error:
      /not found|Not Found|is not in your cart|not in your wishlist|not on the list|^No such|^No location found for postcode|is not a SKU of this product|^Unknown state: /,
    reason: 'the id, code, postcode or state names no record the caller may see',
  },
  {
    operation: '*',
    status: 400,
    error: /^(X-State|state): '.*' is not a state of Malaysia$|^(X-District|district): '.*' is not a district of /s,
    answer: /"code":"unknown_location"/,
    reason: 'the location priced by names none of the 16 states, or no district of that state',
  },
  {
    operation: 'POST /api/location',
    status: 400,
    error: /^Unknown (state|district): /,
    reason: 'a state or district name that is none of the 16 states or their districts',
  },
  {
    operation: 'POST /api/cart/add',
    status: 400,
    error: /^Product SKU is not available\. Cannot add to cart\.$/,
    reason: 'the SKU does not exist, is not of that product and seller, or is out of stock',
  },
  ...many(['PUT /api/wishlist/item', 'POST /api/lists/{id}/lines'], {
    status: 400,
    error: /^sku_id: not a SKU of this product$/,
    reason: "the SKU is not one of the product's",
  }),
  {
    operation: 'PUT /api/wishlist/item',
    status: 400,
    error: /^product_variant_option_id: no SKU of this product has these options$/,
    reason: 'the option ids name no SKU of the product',
  },
  {
    operation: 'POST /api/auth/sso/assertion',
    status: 401,
    error: /./,
    answer: /"code":"(assertion_invalid|assertion_expired|assertion_replayed|sso_refused)"/,
    reason: 'the JWT names no registered key, issuer or user, or its signature or times do not hold',
  },
  {
    operation: 'PUT /api/lists/{id}/shares',
    status: 400,
    error: /^A list can be shared only with colleagues in your company$/,
    reason: 'the user ids name no colleague',
  },
  { operation: 'POST /api/workflow/generate-upload-urls', status: 400, error: /^Unknown seller$/, reason: 'the sellerId names no seller' },
  {
    operation: 'PUT /api/uploads/{token}',
    status: 403,
    error: /^This upload URL is invalid or has expired$/,
    reason: 'the token was not signed by the server',
  },
  {
    operation: 'POST /api/users/login',
    status: 401,
    error: /^Invalid email or password$/,
    reason: 'no account has that e-mail and password',
  },
  {
    operation: 'POST /api/auth/magic-link/redeem',
    status: 401,
    error: /^This sign-in link has expired or was already used\.$/,
    reason: 'the token names no sign-in link',
  },
  {
    operation: 'POST /api/auth/verify-email',
    status: 400,
    error: /^This verification link is not valid\./,
    reason: 'the token names no verification link',
  },
  {
    operation: 'GET /api/auth/sso/start',
    status: 404,
    error: /^This company has no single sign-on set up\.$/,
    reason: 'the company identifier names no company linked to a provider',
  },
  {
    operation: 'GET /api/auth/sso/callback',
    status: 400,
    error: /^This sign-in has expired or was already used\./,
    reason: 'the state names no sign-in under way',
  },
  { operation: 'POST /api/auth/register', status: 409, error: /already/, reason: 'the e-mail address has an account' },
  {
    operation: 'POST /api/company/invitations/accept',
    status: 400,
    error: /^This invitation link is not valid\./,
    reason: 'the token names no invitation',
  },
  {
    operation: 'POST /api/company/invitations',
    status: 409,
    error: /^email: (an account already uses|an invitation to .+ is already waiting to be accepted$)/,
    reason: 'the address has an account, or an invitation of the company to it is pending',
  },
  {
    operation: 'POST /api/auth/set-password',
    status: 400,
    error: /^This link is not valid\./,
    reason: 'the token names no password link',
  },
  ...many(['PUT /api/company/budgets', 'PUT /api/company/item-code-budgets', 'PUT /api/company/price-limits'], {
    status: 404,
    error: /^(locationId|chargeCodeId|itemCodeId|categoryId): no such (location|charge code|item code|category)\b/,
    reason: "the id names no location, charge code (at that location), item code or category of the caller's company",
  }),
  ...many(['PUT /api/company/budgets', 'PUT /api/company/item-code-budgets'], {
    status: 400,
    error: /^period: must be the first day of one of your financial years, which start on 1 \w+$/,
    reason: "the first day of a month, but not of the month the company's financial year starts in (a setting)",
  }),
  ...many(['PUT /api/company/budgets', 'PUT /api/company/item-code-budgets'], {
    status: 409,
    error: /^limit: RM [\d,.]+ is below what the budget has committed/,
    reason: 'the budget has more committed and pending than the limit',
  }),
  ...many(['DELETE /api/company/budgets/{id}', 'DELETE /api/company/item-code-budgets/{id}'], {
    status: 409,
    error: /^The budget has RM [\d,.]+ committed and RM [\d,.]+ pending; only a budget holding nothing can be removed/,
    reason: 'the budget has committed or pending amounts',
  }),
  // A workflow's definition is checked against the company's approvers and its other workflows.
  ...many(['POST /api/company/workflows', 'PUT /api/company/workflows/{id}'], {
    status: 400,
    error: /^stages(\.\d+\.(approverIds|fromAmount))?: /,
    answer: /"code":"(stage_without_approver|not_an_approver|no_stage_from_zero|stage_unreachable)"/,
    reason:
      'a stage names no approver or someone not an active approver of the company, none applies from RM 0, or one starts above the spending limit',
  }),
  ...many(['POST /api/company/workflows', 'PUT /api/company/workflows/{id}'], {
    status: 409,
    error: /^projectId: /,
    answer: /"code":"workflow_exists"/,
    reason: 'another workflow serves the location and charge code',
  }),
  // The company's settings are judged together, and its name against the other companies'.
  {
    operation: 'PATCH /api/company/settings',
    status: 400,
    error: /^(hasEbNumber|hasItemCode|budgetType|checkoutType|mandatoryOrderAttachment|sapPoidConfigured|cartIdGenerator): /,
    answer: /"code":"settings_unsupported"/,
    reason:
      'a combination of settings checkout cannot honour (EB numbers or item code budgets without workflow checkout, options a cart id generator drops)',
  },
  {
    operation: 'PATCH /api/company/settings',
    status: 409,
    error: /^companyName: a company named /,
    answer: /"code":"company_name_taken"/,
    reason: 'another company has the name',
  },
  // Company integrations: what the company's settings and the other companies' hold.
  {
    operation: 'PUT /api/company/integrations/identity-provider',
    status: 400,
    error: /^oidc\.clientSecret: must be given/,
    reason: 'no client secret is stored for that issuer and client',
  },
  {
    operation: 'PUT /api/company/integrations/identity-provider',
    status: 409,
    error:
      /^(slug: another company already uses|emailDomains: .+ is already another company's$|emailDomains: accounts outside your company use)/,
    reason: "the identifier or a domain is another company's, or other companies' accounts use the domain",
  },
  {
    operation: 'PUT /api/company/integrations/identity-provider',
    status: 409,
    error: /^passwordSignIn: password sign-in stays on until/,
    reason: "the demo administrator's address is in no domain the company's provider may sign in",
  },
  {
    operation: 'DELETE /api/company/integrations/identity-provider',
    status: 404,
    error: /^Your company has no identity provider settings$/,
    reason: 'the company has none',
  },
  {
    operation: 'POST /api/company/integrations/assertion-keys',
    status: 400,
    error: /^(pem|jwk|jwk\.alg): /,
    reason: 'the text is no public key of the algorithm (any text is one by the schema)',
  },
  {
    operation: 'POST /api/company/integrations/assertion-keys',
    status: 409,
    error: /^kid: (set up the company's identity provider settings first|your company already has a key|a company holds at most)/,
    reason: 'the company has no identity provider settings, already has the key id, or holds the most keys',
  },
  {
    operation: 'POST /api/company/integrations/assertion-keys/{id}/revoke',
    status: 404,
    error: /^No such assertion key in your company$/,
    reason: 'the id names no key of the company',
  },
  {
    operation: 'POST /api/company/integrations/assertion-keys/{id}/revoke',
    status: 409,
    error: /^(The key .+ is already revoked$|passwordSignIn: )/,
    reason: 'the key is revoked, or the last way an administrator signs in',
  },
  {
    operation: 'PUT /api/company/integrations/punchout',
    status: 400,
    error:
      /^(defaultUserId: must be an active buyer of your company$|(cxml\.sharedSecret|oci\.password): must be given or generated: none is stored$)/,
    reason: 'the id names no active buyer of the company, or no secret is stored to keep',
  },
  {
    operation: 'PUT /api/company/integrations/punchout',
    status: 409,
    error: /^(cxml\.identity|oci\.username): another company's procurement system already/,
    reason: "another company's procurement system uses the credential",
  },
  {
    operation: 'DELETE /api/company/integrations/punchout',
    status: 404,
    error: /^Your company has no PunchOut settings$/,
    reason: 'the company has none',
  },
  // What the demo buyer, who every signed-in request is made as, may not do.
  ...many(APPROVALS, { status: 403, error: /^Only approvers decide orders$/, reason: 'the demo buyer approves no workflow stage' }),
  ...many(
    [
      'GET /api/operator/companies',
      'POST /api/operator/companies',
      'GET /api/operator/companies/{id}',
      'POST /api/operator/companies/{id}/invitations',
      'DELETE /api/operator/companies/{id}/invitations/{invitationId}',
      'GET /api/operator/companies/{id}/audit',
    ],
    { status: 403, error: /^Only a marketplace operator may do this$/, reason: 'the demo buyer is no marketplace operator' },
  ),
  ...many(['GET /api/seller/bulk-prices', 'POST /api/seller/bulk-prices/{id}/reply'], {
    status: 403,
    error: /^Only sellers answer bulk price requests$/,
    reason: 'the demo buyer is no seller',
  }),
  ...many(CATALOGUE, { status: 403, error: /only available to catalogue users$/, reason: "the demo buyer's company has no catalogue" }),
  ...many(['GET /api/products/tnb-catalogue-categories', 'GET /api/dashboard/summary'], {
    status: 403,
    error: /only available to energy buyers$/,
    reason: 'the demo buyer is no energy buyer',
  }),
  ...many(['POST /api/workflow/get-item-code-budgets', 'POST /api/workflow/validate-budget-at-checkout'], {
    status: 403,
    error: /^You can only check the budgets of your own account$/,
    reason: 'userId and byId name another account',
  }),
  ...many(COMPARE, { status: 403, error: /^You can only use your own compare list$/, reason: 'by_id names another company' }),
  // What the caller's cart, lists, location or sign-in history holds.
  ...many(
    ['list', 'export/pdf', 'export/excel'].map((action) => `POST /corporate/marketplace/compare/${action}`),
    {
      status: 404,
      error: /^No items in your compare$/,
      reason: 'the compare list is empty',
    },
  ),
  {
    operation: 'POST /corporate/marketplace/compare/move',
    status: 400,
    error: /^Comparison Group \d+ does not exist\.$/,
    reason: 'the group id names no group of the list',
  },
  {
    operation: 'POST /api/auth/verification-email',
    status: 409,
    error: /^Your e-mail address is already verified\.$/,
    reason: "the demo buyer's address is verified",
  },
  { operation: 'POST /api/cart/quotation', status: 400, error: /^Your cart has no items to quote$/, reason: 'the cart is empty' },
  {
    operation: 'POST /api/cart/remove-restricted',
    status: 400,
    error: /^Choose a delivery location first$/,
    reason: 'no location was sent (X-State, X-District) and none is saved on the account',
  },
  { operation: 'POST /api/lists', status: 409, error: /^You already have a list named /, reason: 'the caller has a list of that name' },
  {
    operation: 'POST /api/users/magic-link',
    status: 429,
    error: /^Too many sign-in link requests/,
    reason: 'sign-in links an account may ask for in an hour',
  },
  {
    operation: 'POST /api/workflow/submit-complete',
    status: 400,
    error:
      /^(The location is not one of your locations|The charge code\/project does not belong to this location|Requested delivery date cannot be in the past)/,
    reason: "the location or project is not the buyer's, or a delivery date is before today",
  },
  {
    operation: 'POST /api/workflow/submit-complete',
    status: 400,
    error: /^ship_state: .* is not a state of Malaysia$|^ship_district: /,
    reason: "the shipping address's state or district is none of the 16 states or their districts",
  },
  {
    operation: 'POST /api/workflow/submit-complete',
    status: 400,
    error: /^Please fill in the required fields$/,
    answer: /"validation":\[(\{"field":"alt_(contact_name|contact_no|email)","message":"Required field"\},?)+\]/,
    reason: "the demo buyer's checkout settings ask for an alternate recipient, which the form may leave out (apply_alt_receipient N)",
  },
  {
    operation: 'POST /api/workflow/submit-complete',
    status: 409,
    error: /^Your cart changed; review it and submit again$/,
    reason: "the lines are not the cart's",
  },
  // Rules JSON Schema cannot state.
  {
    operation: 'PUT /api/lists/{id}/shares',
    status: 400,
    error: /^json: name each colleague once$/,
    reason: 'uniqueness by user_id (uniqueItems compares whole entries)',
  },
  {
    operation: 'POST /api/workflow/generate-upload-urls',
    status: 400,
    error: /^(Maximum \d+ files allowed|File .* is already selected)$/,
    reason: "at most 3 files, of distinct names, per seller's slot: the slot is keyed by sellerId, which a schema cannot group by",
  },
];

/** The listed refusal this answer (its error text, and its whole text) is, if any. */
export function referenceRefusal(operation: string, status: number, error: string, answer: string): ReferenceRefusal | undefined {
  return REFERENCE_REFUSALS.find(
    (refusal) =>
      (refusal.operation === '*' || refusal.operation === operation) &&
      refusal.status === status &&
      refusal.error.test(error) &&
      (refusal.answer?.test(answer) ?? true),
  );
}
