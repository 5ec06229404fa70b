import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { ApiError, serverMessage } from '../api/client';
import { formatRM } from '../lib/money';
import { fill } from '../lib/fill';
import { $language, $locale, catalogue } from '../store/language';

/**
 * The error codes whose words an element can give in another language (src/contract/errors.ts),
 * with the reference server's English for each. A code whose message carries what only the server
 * knows (the field at fault, the line refused, the wait) is not here: its English is shown as sent.
 */
type Worded = string | Readonly<Record<string, string>>;

const serverErrors = {
  sign_in_required: 'Please sign in to continue.',
  session_expired: 'Session expired or invalid. Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  internal_error: 'Something went wrong on the server. Please try again.',
  unavailable: 'The server is busy. Please try again shortly.',
  invalid_credentials: 'Invalid email or password',
  account_inactive: 'Your account is inactive. Please contact support.',
  email_taken: 'An account with this email already exists',
  not_catalogue_member: 'Catalogue products are only available to catalogue users',
  cart_changed: 'Your cart changed; review it and submit again',
  workflow_budget_limit: 'Order exceeds workflow spending limit: order total {total} exceeds workflow budget limit of {limit}',
  workflow_not_configured: 'Please configure your Workflow Settings.',
  no_approvers: 'No approvers found for this location and project.',
  no_other_approver:
    'Every approver of {stage} placed or edited this order, and no one decides an order they placed or edited. Ask your administrator to add another approver to {stage}.',
  budget_check_failed: 'Budget Validation Failed',
  item_code_budget: 'Not enough budget left under item code {item_code}',
  item_code_no_budget: 'No budget is allocated for item code {item_code}.',
  order_attachment_required: 'An order attachment is required',
  batch_reused: 'This batch id was already used for a different order',
  already_decided: 'This order has already been decided at this stage',
  own_order: 'You placed or edited this order, so you cannot decide it: another approver of {stage} decides it',
  order_not_editable: 'This order can no longer be edited: only orders waiting for approval, rejected or sent back for changes can be',
  sso_required: 'Your company signs in with its own single sign-on. Use "Sign in with your company account".',
  sso_refused: 'Your company does not allow this account to sign in here.',
  sso_failed: "Your company's sign-in could not be completed. Please try again.",
  sso_secret_unreadable: "Your company's single sign-on cannot be used until its administrator sets the client secret again.",
  // Company administration and checkout's ordering rules. A group holds each English text the
  // server words the code with; what fills a placeholder no figure carries is read off the text.
  last_administrator: "{field}: {name} is the company's last active administrator; make another person administrator first",
  already_invited: 'email: an invitation to {email} is already waiting to be accepted',
  company_name_taken: '{field}: a company named {name} already exists',
  budget_below_use: 'limit: {limit} is below what the budget has committed ({committed}) and pending ({pending}); set at least {held}',
  budget_in_use:
    'The budget has {committed} committed and {pending} pending; only a budget holding nothing can be removed (set its limit instead)',
  stage_without_approver: 'stages.{index}.approverIds: stage {number} ({stage}) has no approver; every stage needs at least one',
  not_an_approver: 'stages.{index}.approverIds: user {user} is not an active approver of your company (stage {number} ({stage}))',
  no_stage_from_zero:
    'stages: no stage applies from RM 0, so an order below every from-amount would find no approver; let one stage apply from 0',
  stage_unreachable:
    'stages.{index}.fromAmount: stage {number} ({stage}) applies from above the spending limit, so no order would reach it',
  workflow_exists: {
    named: 'projectId: the workflow "{name}" already serves this location and charge code; change it instead',
    concurrent: 'projectId: another workflow now serves this location and charge code',
  },
  only_approver:
    '{field}: {name} is the only active approver of stage {number} ({stage}) of the workflow "{workflow}"; add another approver to that stage first',
  location_archived: {
    ordering: 'This location is archived and takes no new orders; choose another',
    chargeCode: 'locationId: {name} is archived; restore it first',
    restore: 'Its location {name} is archived; restore the location first',
  },
  location_not_allowed: 'You may not order for this location; your administrator chooses the locations you order for',
  charge_code_archived: 'This charge code is archived and takes no new orders; choose another',
  charge_code_not_allowed: 'You may not order under this charge code; your administrator chooses the charge codes you order under',
  location_name_taken: "name: the company already has a location named '{name}' (archived ones count too: restore it instead)",
  charge_code_taken: 'code: the company already has a charge code {code} (archived ones count too: restore it instead)',
  item_code_taken: 'code: the company already has an item code {code} (archived ones count too: restore it instead)',
  location_has_open_orders: {
    one: '{name} has {open_orders} open order (in approval or not yet completed); archive it once they are done',
    other: '{name} has {open_orders} open orders (in approval or not yet completed); archive it once they are done',
  },
  charge_code_has_open_orders: {
    one: '{code} has {open_orders} open order (in approval or not yet completed); archive it once they are done',
    other: '{code} has {open_orders} open orders (in approval or not yet completed); archive it once they are done',
  },
  slug_taken: 'slug: another company already uses {slug}',
  domain_claimed: {
    company: "emailDomains: {domains} is already another company's",
    accounts: 'emailDomains: accounts outside your company use addresses at {domains}',
  },
  credential_taken: {
    cxml: "cxml.identity: another company's procurement system already sends this credential",
    oci: "oci.username: another company's procurement system already uses this user name",
    concurrent: "cxml.identity: another company's procurement system already uses this credential or user name",
  },
  kid_taken: 'kid: your company already has a key {kid} (key ids are not used again, even once revoked)',
  identity_provider_missing: "kid: set up the company's identity provider settings first: their slug is the iss of the assertions",
  password_sign_in_lockout: {
    settings:
      "passwordSignIn: password sign-in stays on until an active administrator can sign in through the company's provider or portal (an address in its e-mail domains, and an issuer or a live assertion key)",
    people:
      "{field}: password sign-in is off and {name} is the last active administrator who can sign in through the company's provider or portal; make another such person administrator, or turn password sign-in on, first",
  },
  postcode_mismatch: {
    address: '{field}: Postcode {postcode} is in {district}, {state}, not {place}',
    alone: 'Postcode {postcode} is in {district}, {state}, not {place}',
  },
  link_expired: {
    verificationUsed: 'This verification link was already used. If your address is not verified yet, sign in and ask for a new link.',
    verificationExpired: 'This verification link has expired. Sign in and ask for a new link.',
    passwordUsed: 'This link was already used or replaced by a newer one. Sign in with your password, or ask for a new link.',
    passwordExpired: 'This link has expired. Ask for a new one.',
    invitationAccepted: 'This invitation was already accepted. Sign in with the e-mail address it was sent to.',
    invitationWithdrawn: 'This invitation was withdrawn. Ask your administrator for a new one.',
    invitationExpired: 'This invitation has expired. Ask your administrator for a new one.',
    signInLink: 'This sign-in link has expired or was already used.',
  },
  settings_unsupported: {
    ebNumber: '{field}: EB numbers follow the charge code, which only workflow checkout asks for (checkoutType workflow)',
    itemCode:
      '{field}: item code budgets are kept under a charge code, which only workflow checkout asks for: use checkoutType workflow or budgetType general',
    attachment: '{field}: an order attachment cannot be required while the company numbers its own orders (cartIdGenerator)',
    quotation: '{field}: the quotation ID field does not show while the company numbers its own orders (cartIdGenerator)',
  },
} as const;

/** The catalogue's English, for the tests that hold it to the contract's codes and the server's texts. */
export const SERVER_ERRORS: Readonly<Record<string, Worded>> = serverErrors;

type TranslatedCode = keyof typeof serverErrors;

const $serverErrors = catalogue('server-errors', serverErrors, () => import('./server-text.ms'));

const isTranslated = (code: string | undefined): code is TranslatedCode => code !== undefined && code in serverErrors;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Placeholders that hold a whole number: the text before them may hold any words. */
const NUMBERS = new Set(['index', 'number', 'user', 'open_orders', 'postcode']);

/** What filled each placeholder of `template` to make `text`; null when `text` is not of it. */
function readTemplate(template: string, text: string): Record<string, string> | null {
  const seen = new Set<string>();
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return NUMBERS.has(name) ? `(?<${name}>\\d+)` : `(?<${name}>.+?)`;
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(text);
  return match ? { ...match.groups } : null;
}

const placeholdersOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);

/**
 * The words of `local` for the English text `sent` of a code worded `english`: the figures of the
 * answer fill what they name, the rest is read off `sent`. Null when `sent` is none of the English
 * texts (another server's words, or a text changed since): then the English is shown as sent.
 */
export function wordRefusal(english: Worded, local: Worded, sent: string, figures: Record<string, string>): string | null {
  if (typeof english === 'string' && typeof local === 'string' && placeholdersOf(english).every((name) => name in figures))
    return fill(local, figures);
  const variants = typeof english === 'string' ? { only: english } : english;
  const words = typeof local === 'string' ? { only: local } : local;
  for (const [variant, template] of Object.entries(variants)) {
    const read = readTemplate(template, sent);
    const target = words[variant];
    if (read && target !== undefined) return fill(target, { ...read, ...figures });
  }
  return null;
}

/**
 * What to show for a failed call: in English the server's own text; in another language the
 * words for its error code when the catalogue has them, else the server's English. `fallback`
 * (the element's own words) when the server sent no text.
 */
export function useServerText(): (failure: unknown, fallback: string) => string {
  const language = useStore($language);
  const locale = useStore($locale);
  const t = useStore($serverErrors);
  return useCallback(
    (failure: unknown, fallback: string) => {
      const sent = serverMessage(failure) || fallback;
      if (language === 'en' || !(failure instanceof ApiError)) return sent;
      const { data } = failure;
      if (!isTranslated(data?.code)) return sent;
      const money = { total: data.total, limit: data.limit, committed: data.committed, pending: data.pending };
      const figures: Record<string, string> = Object.fromEntries(
        Object.entries(money).flatMap(([name, amount]) => (amount === undefined ? [] : [[name, formatRM(amount, locale)]])),
      );
      if (data.item_code !== undefined) figures.item_code = data.item_code;
      if (data.stage !== undefined) figures.stage = data.stage;
      if (data.open_orders !== undefined) figures.open_orders = String(data.open_orders);
      return wordRefusal(serverErrors[data.code], t[data.code], sent, figures) ?? sent;
    },
    [language, locale, t],
  );
}
