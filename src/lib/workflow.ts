/**
 * The approval workflow's rules (spec 2 sections 4, 5 and 8), shared by the checkout wizard and
 * the workflow service. Money in sen unless a name says ringgit.
 */
import { fill } from './fill';
import { formatRM } from './money';

/** The wizard's steps (spec 2 section 9: 3). */
export const CHECKOUT_STEPS = ['Buyer Details', 'Attachment For Approver', 'Product Details'] as const;

/** Batch ids are 'WF_' followed by a timestamp (spec 2 section 9). */
export const BATCH_ID_PATTERN = /^WF_\d{10,16}$/;

export function batchIdAt(milliseconds: number): string {
  return `WF_${milliseconds}`;
}

/** A quotation ID (sap_poid) or SO number: 1 to 35 letters, digits, '-' or '/'. */
export const SAP_POID_PATTERN = /^[A-Za-z0-9\-/]{1,35}$/;

export const WORKFLOW_MESSAGES = {
  notConfigured: 'Please configure your Workflow Settings.',
  notConfiguredTitle: 'Workflow Configuration Required',
  noApprovers: 'No approvers found for this location and project.',
  spendingLimit: 'Order exceeds workflow spending limit',
  budgetFailed: 'Budget Validation Failed',
  noBudget: 'No budget is allocated for this location and project. Please contact your administrator for budget allocation.',
  selectProject: 'Please select a charge code/project before validating budget',
  noChargeCodes: 'No charge codes available for this location',
  cartEmpty: 'Cart is empty. Cannot proceed to checkout.',
} as const;

/** The over-budget note's template: `{amount}` as RM X. */
export const OVER_BUDGET_MESSAGE = 'This order exceeds your budget limit by {amount}. It will require budget approval.';

/** 'This order exceeds your budget limit by RM X. It will require budget approval.' */
export function overBudgetMessage(exceedsBySen: number): string {
  return fill(OVER_BUDGET_MESSAGE, { amount: formatRM(exceedsBySen / 100) });
}

/** 'Orders over RM{amount} require approval attachment.' (spec 2 section 5, the amount with 2 decimals); `template` words it in another language. */
export function approvalDocumentMessage(amountSen: number, template = 'Orders over {amount} require approval attachment.'): string {
  return template.replace('{amount}', formatRM(amountSen / 100).replace(' ', ''));
}

/**
 * Whether an order of `grandTotal` needs an approval document: at or above a configured amount
 * (> 0), when it goes for approval. An order of a company without an approval workflow has no
 * approver to read one.
 */
export function needsApprovalDocument(grandTotalSen: number, approvalDocAmountFromSen: number, goesForApproval: boolean): boolean {
  return goesForApproval && approvalDocAmountFromSen > 0 && grandTotalSen >= approvalDocAmountFromSen;
}

/** A workflow stage: it applies to orders whose grand total is at least fromAmount. */
export interface StageLike {
  stage: number;
  fromAmount: number;
}

/** The stages an order of `grandTotal` goes through, in order. */
export function stagesFor<T extends StageLike>(stages: readonly T[], grandTotalSen: number): T[] {
  return stages.filter((stage) => grandTotalSen >= stage.fromAmount).toSorted((a, b) => a.stage - b.stage);
}

/** Budget approval's place among the decisions: stage 0. */
export const BUDGET_STAGE = 0;

/**
 * The decisions an order of `grandTotal` waits for, in order, by stage number: each stage that
 * applies to the total and, when the order went over its budget, budget approval (BUDGET_STAGE)
 * before them or, where the workflow puts it last, after them. Submit starts an order at the
 * first; each approval moves it to the next, and past the last it is processed.
 */
export function approvalSteps(
  stages: readonly StageLike[],
  grandTotalSen: number,
  budget: { overBudget: boolean; approvalFirst: boolean },
): number[] {
  const workflow = stagesFor(stages, grandTotalSen).map((stage) => stage.stage);
  if (!budget.overBudget) return workflow;
  return budget.approvalFirst ? [BUDGET_STAGE, ...workflow] : [...workflow, BUDGET_STAGE];
}

/** The decision an order waits for after `stage` (approvalSteps), or null when it goes to processing. */
export function stepAfter(steps: readonly number[], stage: number): number | null {
  const index = steps.indexOf(stage);
  return index === -1 ? null : (steps[index + 1] ?? null);
}

/**
 * The first stage (in the order given) none of whose approvers may decide an order placed by
 * `placedBy`: its submitter, and for an edited order those who placed the orders it replaced.
 * Nobody decides an order they submitted or edited, so such a stage could never be decided.
 */
export function stageWithoutOtherApprover<T extends { approvers: readonly { userId: number }[] }>(
  stages: readonly T[],
  placedBy: readonly number[],
): T | undefined {
  return stages.find((stage) => stage.approvers.every((approver) => placedBy.includes(approver.userId)));
}

/** Submit's refusal when a stage the order goes through has no approver but those who placed it: `{stage}` names it. */
export const NO_OTHER_APPROVER_MESSAGE =
  'Every approver of {stage} placed or edited this order, and no one decides an order they placed or edited. Ask your administrator to add another approver to {stage}.';

/** Over the workflow's spending limit (null: none). */
export function exceedsSpendingLimit(spendingLimitSen: number | null, grandTotalSen: number): boolean {
  return spendingLimitSen !== null && grandTotalSen > spendingLimitSen;
}

export interface BudgetPosition {
  budgetLimit: number;
  /** Spent by approved orders. */
  committed: number;
  /** Held by orders in approval. */
  pending: number;
}

/** Spec 2 section 3, Workflow validation: budgetValidation, in sen. */
export interface BudgetCheck {
  valid: boolean;
  requiresApproval: boolean;
  budgetLimit: number;
  currentSpent: number;
  remainingBudget: number;
  isWithinLimit: boolean;
  exceedsBy: number;
  message: string;
}

/**
 * An order against its budget (spec 2 section 4: valid, invalid, valid-but-requires-approval):
 * without a budget it is invalid; within what remains (limit - committed - pending) it is valid;
 * over it, valid but it needs budget approval first.
 */
export function checkBudget(budget: BudgetPosition | null, amountSen: number): BudgetCheck {
  if (!budget) {
    return {
      valid: false,
      requiresApproval: false,
      budgetLimit: 0,
      currentSpent: 0,
      remainingBudget: 0,
      isWithinLimit: false,
      exceedsBy: amountSen,
      message: WORKFLOW_MESSAGES.noBudget,
    };
  }
  const currentSpent = budget.committed + budget.pending;
  const remainingBudget = Math.max(0, budget.budgetLimit - currentSpent);
  const exceedsBy = Math.max(0, amountSen - remainingBudget);
  const isWithinLimit = exceedsBy === 0;
  return {
    valid: true,
    requiresApproval: !isWithinLimit,
    budgetLimit: budget.budgetLimit,
    currentSpent,
    remainingBudget,
    isWithinLimit,
    exceedsBy,
    message: isWithinLimit ? 'Within budget' : overBudgetMessage(exceedsBy),
  };
}

/** Why an item code's budget cannot carry what is put under it: there is none under the charge code, or too little is left. */
export type ItemCodeBudgetProblem = 'no_budget' | 'short';

/** The checkout's words for each problem: `{code}` the item code, `{remaining}` what is left as RM X. */
export const ITEM_CODE_BUDGET_MESSAGES = {
  no_budget: 'No budget is allocated for item code {code}.',
  short: 'Item code {code} has only {remaining} left.',
} as const;

/**
 * Whether an item code's budget under the order's charge code (null: none) can carry the sum of
 * the line totals put under it (sen): without a budget it cannot, and with one not above what
 * remains (limit - committed - pending), nothing left included. A company whose budget is
 * general is not limited by item code budgets. The checkout's budget validation and the submit
 * both judge by this; the select's own rule (itemCodeDisabled) only greys out what spec 2
 * section 5 says.
 */
export function itemCodeBudgetProblem(budgetType: string, budget: BudgetPosition | null, amountSen: number): ItemCodeBudgetProblem | null {
  if (budgetType === 'general') return null;
  if (!budget) return 'no_budget';
  return amountSen > Math.max(0, budget.budgetLimit - budget.committed - budget.pending) ? 'short' : null;
}

/** An item code option is disabled when its remaining budget is below the line total (non-general budget, remaining > 0) (spec 2 section 5). */
export function itemCodeDisabled(budgetType: string, remainingSen: number, lineTotalSen: number): boolean {
  return budgetType !== 'general' && remainingSen > 0 && remainingSen < lineTotalSen;
}

/** EB number: prefix, 4-digit charge code, 2-digit year, category code, two free inputs (spec 2 section 5). */
export interface EbNumberParts {
  chargeCode: string;
  year: string;
  categoryCode: string;
  input: string;
  input2: string;
}

export const EB_PREFIX = 'EB';

/** The EB parts' lengths: the charge code's and the year's digits, the longest category code and the longest free input. */
export const EB_PART_LENGTHS = { chargeCode: 4, year: 2, categoryCode: 10, input: 50 } as const;

/** The longest EB number ebNumber builds from parts within EB_PART_LENGTHS: the prefix and five parts, a dash between each. */
export const EB_NUMBER_MAX =
  EB_PREFIX.length + EB_PART_LENGTHS.chargeCode + EB_PART_LENGTHS.year + EB_PART_LENGTHS.categoryCode + 2 * EB_PART_LENGTHS.input + 5;

const EB_CHARGE_CODE = new RegExp(`^\\d{${EB_PART_LENGTHS.chargeCode}}$`);
const EB_YEAR = new RegExp(`^\\d{${EB_PART_LENGTHS.year}}$`);
const EB_CATEGORY_CODE = new RegExp(`^[A-Z0-9]{1,${EB_PART_LENGTHS.categoryCode}}$`, 'i');

export function ebNumber(parts: EbNumberParts): string {
  return [EB_PREFIX, parts.chargeCode, parts.year, parts.categoryCode, parts.input, parts.input2].join('-');
}

/** Whether a charge code name puts item codes into EB number mode: exactly 4 digits. */
export function isEbChargeCode(chargeCodeName: string): boolean {
  return EB_CHARGE_CODE.test(chargeCodeName);
}

/** The EB parts' formats; null when they are well formed, else what is wrong. */
export function ebNumberProblem(parts: EbNumberParts): string | null {
  if (!EB_CHARGE_CODE.test(parts.chargeCode)) return `The charge code must be ${EB_PART_LENGTHS.chargeCode} digits`;
  if (!EB_YEAR.test(parts.year)) return `The year must be ${EB_PART_LENGTHS.year} digits`;
  if (!EB_CATEGORY_CODE.test(parts.categoryCode)) return 'The category code is required';
  return null;
}

/** The shipping address fields that say where an order goes. */
export interface ShippingPlaceFields {
  ship_state: string;
  ship_city: string;
  /** The district a postcode lookup found; empty when the address was typed or chosen. */
  ship_district?: string;
}

/**
 * Where checkout judges the lines (restrictions, shipping, SST): the shipping address's state and
 * district, the city standing in when no lookup named the district. The wizard asks for the form at
 * this place and the submit loads the lines at the same one, so both see the same order.
 */
export function deliveryPlace(fields: ShippingPlaceFields): { state: string; district: string } | null {
  const state = fields.ship_state.trim();
  if (state === '') return null;
  return { state, district: fields.ship_district?.trim() || fields.ship_city.trim() };
}

export const DELIVERY_DATE_MESSAGES = {
  past: 'The requested delivery date cannot be in the past',
  invalid: 'Enter a valid date (YYYY-MM-DD)',
} as const;

const malaysianDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Malaysia as YYYY-MM-DD. */
export function malaysianToday(now: Date): string {
  return malaysianDay.format(now);
}

/** Why a requested delivery date (YYYY-MM-DD) cannot be asked for on `today` (YYYY-MM-DD); null when it can or is blank. */
export function deliveryDateProblem(
  date: string,
  today: string,
  messages: Record<keyof typeof DELIVERY_DATE_MESSAGES, string> = DELIVERY_DATE_MESSAGES,
): string | null {
  const value = date.trim();
  if (value === '') return null;
  const parsed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = parsed ? new Date(Date.UTC(Number(parsed[1]), Number(parsed[2]) - 1, Number(parsed[3]))) : null;
  if (!day || day.toISOString().slice(0, 10) !== value) return messages.invalid;
  return value < today ? messages.past : null;
}
