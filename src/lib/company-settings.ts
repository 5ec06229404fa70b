/**
 * A buyer company's checkout settings: the values the checkout knows, and the combinations it
 * cannot honour, judged once for the administration API and any screen that edits them.
 */

/** 'workflow': people with charge-code access pick a charge code at checkout; 'standard': nobody does. */
export const CHECKOUT_TYPES = ['standard', 'workflow'] as const;

/**
 * 'general': an order is limited by its location and charge code budget only. 'department' and
 * 'none' (a new company's) also limit each item code by its budget under the order's charge code
 * (itemCodeBudgetProblem in lib/workflow.ts): the checkout treats every type but general alike.
 */
export const BUDGET_TYPES = ['none', 'department', 'general'] as const;

/** The settings the rules read. */
export interface CheckoutSettingValues {
  checkoutType: (typeof CHECKOUT_TYPES)[number];
  budgetType: (typeof BUDGET_TYPES)[number];
  hasItemCode: 'Y' | 'N';
  hasEbNumber: 'Y' | 'N';
  mandatoryOrderAttachment: boolean;
  cartIdGenerator: boolean;
  sapPoidConfigured: boolean;
}

type Setting = keyof CheckoutSettingValues;

/** A combination the checkout cannot honour: the settings it involves (the first is the one that needs the others) and why. */
interface SettingsRule {
  fields: readonly Setting[];
  broken: (settings: CheckoutSettingValues) => boolean;
  message: string;
}

const SETTINGS_RULES: readonly SettingsRule[] = [
  {
    // EB number mode is chosen by the charge code's name, and standard checkout picks no charge code.
    fields: ['hasEbNumber', 'checkoutType'],
    broken: (s) => s.hasEbNumber === 'Y' && s.checkoutType !== 'workflow',
    message: 'EB numbers follow the charge code, which only workflow checkout asks for (checkoutType workflow)',
  },
  {
    // Item code budgets are kept under a charge code: without one every item code would have no budget.
    fields: ['hasItemCode', 'budgetType', 'checkoutType'],
    broken: (s) => s.hasItemCode === 'Y' && s.budgetType !== 'general' && s.checkoutType !== 'workflow',
    message:
      'item code budgets are kept under a charge code, which only workflow checkout asks for: use checkoutType workflow or budgetType general',
  },
  {
    fields: ['mandatoryOrderAttachment', 'cartIdGenerator'],
    broken: (s) => s.mandatoryOrderAttachment && s.cartIdGenerator,
    message: 'an order attachment cannot be required while the company numbers its own orders (cartIdGenerator)',
  },
  {
    fields: ['sapPoidConfigured', 'cartIdGenerator'],
    broken: (s) => s.sapPoidConfigured && s.cartIdGenerator,
    message: 'the quotation ID field does not show while the company numbers its own orders (cartIdGenerator)',
  },
];

/**
 * The first combination the settings break among the rules that involve a setting being changed,
 * led by the changed setting it involves first; null when the checkout can honour them. Rules no
 * change touches are left alone, so settings made before the rules never block another change.
 */
export function settingsProblem(settings: CheckoutSettingValues, changed: ReadonlySet<string>): { field: Setting; message: string } | null {
  for (const rule of SETTINGS_RULES) {
    const field = rule.fields.find((name) => changed.has(name));
    if (field && rule.broken(settings)) return { field, message: rule.message };
  }
  return null;
}
