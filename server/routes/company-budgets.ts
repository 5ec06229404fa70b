import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { IdParamsSchema, SuccessSchema } from '../../src/contract/common';
import { languageOfHeader } from '../../src/lib/language';
import {
  BudgetExportFileSchema,
  BudgetsQuerySchema,
  CompanyBudgetResponseSchema,
  CompanyBudgetsResponseSchema,
  FinancialYearRequestSchema,
  FinancialYearResponseSchema,
  SetBudgetRequestSchema,
  SetItemCodeBudgetRequestSchema,
} from '../../src/contract/company-budgets';
import type { RouteDeps } from '../deps';
import { attachmentDisposition } from '../domain/content-disposition';
import type { AppEnv } from '../env';
import { currentAdministrator, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import {
  companyBudgets,
  exportBudgets,
  financialYearOf,
  removeBudget,
  setBudget,
  setFinancialYear,
  setItemCodeBudget,
} from '../services/company-budgets';

const NOT_ADMINISTRATOR = 'Only an administrator of the company may do this';
const administratorOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator of a buyer company, or a punch-out session'),
};
const badInput = { 400: errorResponse('Malformed input (the field leads the message)') };
const belowUse = {
  409: errorResponse(
    'The limit is below what the budget has committed and pending (budget_below_use, with limit, committed and pending in RM), or the budget was set by someone else meanwhile',
  ),
};

const FILES = {
  csv: { type: 'text/csv', header: 'text/csv; charset=utf-8', extension: 'CSV' },
  excel: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    header: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'Excel workbook (.xlsx)',
  },
} as const;

const financialYearRoute = createRoute({
  method: 'get',
  path: '/company/financial-year',
  summary:
    "The month the caller's company's financial year (each budget period) starts in, and the period today falls in (administrators only)",
  security: bearerSecurity,
  responses: { 200: json(FinancialYearResponseSchema, 'The financial year'), ...administratorOnly },
});

const setFinancialYearRoute = createRoute({
  method: 'put',
  path: '/company/financial-year',
  summary:
    'Set the month the financial year starts in: budgets already set keep their period and submitted orders keep charging theirs; new orders charge the period that contains their submission day',
  security: bearerSecurity,
  request: { body: jsonBody(FinancialYearRequestSchema) },
  responses: { 200: json(FinancialYearResponseSchema, 'The financial year after the change'), ...badInput, ...administratorOnly },
});

const budgetsRoute = createRoute({
  method: 'get',
  path: '/company/budgets',
  summary:
    "The budgets of the caller's company for a period (the current one unless named by its first day): each location's and charge code's, then each item code's under a charge code, with limit, committed, pending and remaining in RM",
  security: bearerSecurity,
  request: { query: BudgetsQuerySchema },
  responses: { 200: json(CompanyBudgetsResponseSchema, 'The budgets'), ...badInput, ...administratorOnly },
});

const setBudgetRoute = createRoute({
  method: 'put',
  path: '/company/budgets',
  summary:
    "Create or change the budget of one of the company's locations, and one of its charge codes (none: the location's own budget), for a period (the current one unless named); the limit never goes below what is committed and pending",
  security: bearerSecurity,
  request: { body: jsonBody(SetBudgetRequestSchema) },
  responses: {
    200: json(CompanyBudgetResponseSchema, 'The budget after the change'),
    400: errorResponse('Malformed input, or a period that does not start a financial year of the company (the field leads the message)'),
    ...administratorOnly,
    404: errorResponse("No such location (locationId) or charge code at it (chargeCodeId) in the caller's company"),
    ...belowUse,
  },
});

const removeBudgetRoute = createRoute({
  method: 'delete',
  path: '/company/budgets/{id}',
  summary: "Remove a location or charge code budget of the caller's company that has nothing committed or pending",
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    200: json(SuccessSchema, 'Removed'),
    ...badInput,
    ...administratorOnly,
    404: errorResponse("No such budget in the caller's company"),
    409: errorResponse('The budget has committed or pending amounts (budget_in_use, with committed and pending in RM)'),
  },
});

const setItemCodeBudgetRoute = createRoute({
  method: 'put',
  path: '/company/item-code-budgets',
  summary:
    "Create or change an item code's budget under one of the company's charge codes for a period (the current one unless named); the limit never goes below what is committed and pending",
  security: bearerSecurity,
  request: { body: jsonBody(SetItemCodeBudgetRequestSchema) },
  responses: {
    200: json(CompanyBudgetResponseSchema, 'The item code budget after the change'),
    400: errorResponse('Malformed input, or a period that does not start a financial year of the company (the field leads the message)'),
    ...administratorOnly,
    404: errorResponse("No such charge code (chargeCodeId) or item code (itemCodeId) in the caller's company"),
    ...belowUse,
  },
});

const removeItemCodeBudgetRoute = createRoute({
  method: 'delete',
  path: '/company/item-code-budgets/{id}',
  summary: "Remove an item code budget of the caller's company that has nothing committed or pending",
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    200: json(SuccessSchema, 'Removed'),
    ...badInput,
    ...administratorOnly,
    404: errorResponse("No such item code budget in the caller's company"),
    409: errorResponse('The budget has committed or pending amounts (budget_in_use, with committed and pending in RM)'),
  },
});

function exportRoute(format: keyof typeof FILES) {
  return createRoute({
    method: 'get',
    path: `/company/budgets/export/${format}`,
    summary: `The budgets of a period (the current one unless named) as ${FILES[format].extension}: the list's columns, figures in RM, named budgets-<period>${format === 'csv' ? '.csv; a cell that starts like a formula is prefixed with an apostrophe' : '.xlsx'}; headed in Bahasa Malaysia when Accept-Language names ms first, else English`,
    security: bearerSecurity,
    request: { query: BudgetsQuerySchema },
    responses: {
      200: { content: { [FILES[format].type]: { schema: BudgetExportFileSchema } }, description: 'The file, as an attachment' },
      ...badInput,
      ...administratorOnly,
    },
  });
}

const administrator = (c: Context<AppEnv>) => currentAdministrator(c, NOT_ADMINISTRATOR);

export function companyBudgetRoutes({ db }: RouteDeps) {
  const requireSession = requireAuth(db);
  const download = (format: keyof typeof FILES) => async (c: Context<AppEnv>, period: string | undefined) => {
    const language = languageOfHeader(c.req.header('accept-language'));
    const { file, filename } = await exportBudgets(db, administrator(c), period, format, language);
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': FILES[format].header,
      'Content-Disposition': attachmentDisposition(filename),
      'Cache-Control': 'no-store',
    });
  };
  const csv = download('csv');
  const excel = download('excel');

  return createRouter()
    .openapi({ ...financialYearRoute, middleware: [requireSession] }, async (c) => {
      return c.json({ success: true as const, data: await financialYearOf(db, administrator(c)) }, 200);
    })
    .openapi({ ...setFinancialYearRoute, middleware: [requireSession] }, async (c) => {
      return c.json({ success: true as const, data: await setFinancialYear(db, administrator(c), c.req.valid('json').startMonth) }, 200);
    })
    .openapi({ ...budgetsRoute, middleware: [requireSession] }, async (c) => {
      const { budgets, ...period } = await companyBudgets(db, administrator(c), c.req.valid('query').period);
      return c.json({ success: true as const, ...period, data: budgets }, 200);
    })
    .openapi({ ...setBudgetRoute, middleware: [requireSession] }, async (c) => {
      return c.json({ success: true as const, budget: await setBudget(db, administrator(c), c.req.valid('json')) }, 200);
    })
    .openapi({ ...removeBudgetRoute, middleware: [requireSession] }, async (c) => {
      await removeBudget(db, administrator(c), 'charge_code', Number(c.req.valid('param').id));
      return c.json({ success: true as const }, 200);
    })
    .openapi({ ...setItemCodeBudgetRoute, middleware: [requireSession] }, async (c) => {
      return c.json({ success: true as const, budget: await setItemCodeBudget(db, administrator(c), c.req.valid('json')) }, 200);
    })
    .openapi({ ...removeItemCodeBudgetRoute, middleware: [requireSession] }, async (c) => {
      await removeBudget(db, administrator(c), 'item_code', Number(c.req.valid('param').id));
      return c.json({ success: true as const }, 200);
    })
    .openapi({ ...exportRoute('csv'), middleware: [requireSession] }, (c) => csv(c, c.req.valid('query').period))
    .openapi({ ...exportRoute('excel'), middleware: [requireSession] }, (c) => excel(c, c.req.valid('query').period));
}
