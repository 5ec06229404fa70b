import { z } from '@hono/zod-openapi';
import { MAX_COMPANY_NAME, REGISTRATION_NO, SST_NUMBER, TAX_NUMBER } from '../lib/company-numbers';
import { BUDGET_TYPES, CHECKOUT_TYPES } from '../lib/company-settings';
import { atLeastOneOf, ringgitAmount, trimmedText, YesNoSchema } from './common';

/*
 * Company administration, the company's own settings: its name and registration numbers, how its
 * people check out (workflow or standard, budget type, the per-line codes the form asks for) and
 * the checkout's attachment and field options. Money in RM.
 */

const CheckoutTypeSchema = z.enum(CHECKOUT_TYPES).openapi('CheckoutType');
const BudgetTypeSchema = z.enum(BUDGET_TYPES).openapi('BudgetType');

/** A number the company may not have: empty is none; anything else matches `pattern`. */
const optionalNumber = (pattern: RegExp, message: string) =>
  z
    .string()
    .max(40, 'must be at most 40 characters')
    .regex(new RegExp(`^(?:${pattern.source.slice(1, -1)})?$`), message);

const SettingsShape = {
  companyName: trimmedText(MAX_COMPANY_NAME),
  /** SSM registration number, printed on quotations and prefilled at checkout. */
  registrationNo: z
    .string()
    .max(40, 'must be at most 40 characters')
    .regex(REGISTRATION_NO, 'must be an SSM registration number, e.g. 201901000001 or 201901000001 (1300001-A)'),
  /** SST registration number; empty: none. */
  sstNumber: optionalNumber(SST_NUMBER, 'must be an SST registration number, e.g. W10-1808-32000001'),
  /** Tax identification number (TIN); empty: none. */
  taxNumber: optionalNumber(TAX_NUMBER, 'must be a tax identification number (TIN), e.g. C2581234500'),
  /** Whether sellers' names show ('Y') or a masked vendor code ('N'), for everyone without their own setting. */
  viewSlInfo: YesNoSchema,
  /** 'workflow': people with charge-code access pick a charge code at checkout; 'standard': nobody does. */
  checkoutType: CheckoutTypeSchema,
  /** 'general': only the location and charge code budget limits an order; otherwise item code budgets limit it too. */
  budgetType: BudgetTypeSchema,
  /** Each line of an order needs an item code. */
  hasItemCode: YesNoSchema,
  /** A 4-digit numeric charge code name switches the lines to EB numbers instead of item codes; category codes are offered. */
  hasEbNumber: YesNoSchema,
  /** Each line may be marked as capital expenditure. */
  hasCapex: YesNoSchema,
  /** Each line may name a special budget category code. */
  hasSpecialBudgetCategory: YesNoSchema,
  /** Each line may name a payment code. */
  hasPaymentCode: YesNoSchema,
  /** Orders of this grand total (RM) or more need an approval document when they go through approval; 0: never. */
  approvalDocAmountFrom: ringgitAmount(),
  /** Every order needs an order attachment. */
  mandatoryOrderAttachment: z.boolean(),
  /** The company numbers its own orders: no quotation ID and no mandatory order attachment. */
  cartIdGenerator: z.boolean(),
  /** An SAP PO id is configured: the checkout shows the quotation ID (sap_poid) field. */
  sapPoidConfigured: z.boolean(),
  /** Every order names an alternate recipient. */
  alternateRecipientRequired: z.boolean(),
};

type SettingsKey = keyof typeof SettingsShape;
const SETTINGS_KEYS = Object.keys(SettingsShape) as SettingsKey[];

/** The company's settings, each with its current value. */
const CompanySettingsSchema = z.object({ id: z.number().int(), ...SettingsShape }).openapi('CompanySettings');

/** GET and PATCH /company/settings */
export const CompanySettingsResponseSchema = z
  .object({ success: z.literal(true), settings: CompanySettingsSchema })
  .openapi('CompanySettingsResponse');

/** PATCH /company/settings: the settings to change, at least one. */
export const ChangeCompanySettingsRequestSchema = atLeastOneOf(
  z.object(
    Object.fromEntries(SETTINGS_KEYS.map((key) => [key, SettingsShape[key].optional()])) as {
      [K in SettingsKey]: z.ZodOptional<(typeof SettingsShape)[K]>;
    },
  ),
  SETTINGS_KEYS,
  `Name at least one of ${SETTINGS_KEYS.join(', ')}`,
).openapi('ChangeCompanySettingsRequest');
