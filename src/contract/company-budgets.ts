import { z } from '@hono/zod-openapi';
import { id, ringgitAmount, text } from './common';

/*
 * Company administration, budgets: the company's financial year (the month it starts in), the
 * budgets of each period per location and charge code and per item code under a charge code, and
 * their export. Money in RM, as the dashboard's budget figures. Only the caller's own company is
 * ever reached: another company's location, charge code, item code or budget is 404.
 */

/** The first day of a month, which is how a budget period (a financial year) is named. */
const PERIOD_PATTERN = '^(?:19|2\\d)\\d{2}-(?:0[1-9]|1[0-2])-01$';
const periodStart = z
  .string()
  .regex(new RegExp(PERIOD_PATTERN), 'must be the first day of a month (YYYY-MM-01)')
  .openapi({ pattern: PERIOD_PATTERN, example: '2026-01-01' });

/** A financial year: its first and last day (both included) and a short name. */
const BudgetPeriodSchema = z
  .object({
    start: z.string().openapi({ example: '2025-04-01' }),
    end: z.string().openapi({ example: '2026-03-31' }),
    /** 'FY2026' for a year from January, 'FY2025-26' for one that spans two calendar years. */
    label: z.string().openapi({ example: 'FY2025-26' }),
  })
  .openapi('BudgetPeriod');

const month = z.number().int('must be a whole number').min(1, 'must be from 1 to 12').max(12, 'must be from 1 to 12');

/** GET and PUT /company/financial-year */
export const FinancialYearResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      /** The month (1 January ... 12 December) each financial year starts in. */
      startMonth: month,
      /** The period today falls in: what checkout judges an order against. */
      current: BudgetPeriodSchema,
    }),
  })
  .openapi('FinancialYearResponse');

/** PUT /company/financial-year */
export const FinancialYearRequestSchema = z.object({ startMonth: month }).openapi('FinancialYearRequest');

/** GET /company/budgets and its exports: the period to read, by its first day; the current one when left out. */
export const BudgetsQuerySchema = z.object({ period: periodStart.optional() });

const named = z.object({ id, name: z.string() });

/** One budget: a location's own, a charge code's, or an item code's under a charge code, with what it has spent and holds. */
const CompanyBudgetSchema = z
  .object({
    id,
    /** `charge_code`: a budget of a location (and charge code, when named); `item_code`: an item code's under a charge code. */
    kind: z.enum(['charge_code', 'item_code']),
    /** The first day of the period it is for. */
    period: z.string(),
    location: named,
    /** Null for the location's own budget. */
    chargeCode: z.object({ id, name: z.string(), code: z.string() }).nullable(),
    /** Only for an item code budget. */
    itemCode: z.object({ id, code: z.string(), description: z.string() }).nullable(),
    /** An item code budget's name, as checkout shows it; null for a charge code budget. */
    name: z.string().nullable(),
    /** RM. */
    limit: z.number(),
    /** Spent by approved orders (RM). */
    committed: z.number(),
    /** Held by orders still in approval (RM). */
    pending: z.number(),
    /** The limit less committed and pending, never below 0 (RM). */
    remaining: z.number(),
  })
  .openapi('CompanyBudget');

/** GET /company/budgets */
export const CompanyBudgetsResponseSchema = z
  .object({
    success: z.literal(true),
    period: BudgetPeriodSchema,
    /** The first day of the period today falls in. */
    currentPeriod: z.string(),
    /** The first days of every period the company has budgets for, and the current one, oldest first. */
    periods: z.array(z.string()),
    /** The location and charge code budgets, then the item code budgets, each by location, charge code and item code. */
    data: z.array(CompanyBudgetSchema),
  })
  .openapi('CompanyBudgetsResponse');

/** RM with at most 2 decimals, 0 or more. */
const limit = ringgitAmount('must be 0 or more');

/** PUT /company/budgets: create or change the budget of a location (and charge code) for a period. */
export const SetBudgetRequestSchema = z
  .object({
    /** The period's first day (a start of the company's financial year); the current period when left out. */
    period: periodStart.optional(),
    locationId: id,
    /** Null (or left out) for the location's own budget. */
    chargeCodeId: id.nullable().optional(),
    limit,
  })
  .openapi('SetBudgetRequest');

/** PUT /company/item-code-budgets: create or change an item code's budget under a charge code for a period. */
export const SetItemCodeBudgetRequestSchema = z
  .object({
    period: periodStart.optional(),
    chargeCodeId: id,
    itemCodeId: id,
    limit,
    /** What checkout calls it; '<charge code> - <item code description>' when a new one is left unnamed, kept when a change leaves it out. */
    name: text(200).trim().min(1, 'must not be empty').optional(),
  })
  .openapi('SetItemCodeBudgetRequest');

/** PUT /company/budgets, PUT /company/item-code-budgets */
export const CompanyBudgetResponseSchema = z
  .object({ success: z.literal(true), budget: CompanyBudgetSchema })
  .openapi('CompanyBudgetResponse');

/** The CSV and workbook exports' bodies. */
export const BudgetExportFileSchema = z.string().openapi({ format: 'binary' });
