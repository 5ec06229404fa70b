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
} as const;

type TranslatedCode = keyof typeof serverErrors;

const $serverErrors = catalogue('server-errors', serverErrors, () => import('./server-text.ms'));

const isTranslated = (code: string | undefined): code is TranslatedCode => code !== undefined && code in serverErrors;

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
      return fill(t[data.code], {
        total: data.total === undefined ? '' : formatRM(data.total, locale),
        limit: data.limit === undefined ? '' : formatRM(data.limit, locale),
        item_code: data.item_code ?? '',
        stage: data.stage ?? '',
      });
    },
    [language, locale, t],
  );
}
