/**
 * A company's budgets, administered by its own administrators: the month its financial year
 * starts in, and for each period the budgets of its locations and charge codes and of its item
 * codes under a charge code. A limit never goes below what the budget has committed and pending,
 * and a budget is removed only while it holds nothing. Every change writes one audit entry in the
 * transaction that makes it.
 */
import type { z } from 'zod';
import type { SetBudgetRequestSchema, SetItemCodeBudgetRequestSchema } from '../../src/contract/company-budgets';
import { budgetPeriod, DEFAULT_FINANCIAL_YEAR_START_MONTH, periodStartOf } from '../../src/lib/budget-period';
import type { Language } from '../../src/lib/language';
import { formatSen, toRinggit, toSen } from '../../src/lib/money';
import { checkBudget, malaysianToday } from '../../src/lib/workflow';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { budgetExportName, renderBudgetsCsv, renderBudgetsWorkbook } from '../domain/budget-export';
import {
  companyBudgetPeriods,
  companyChargeCodeBudget,
  companyChargeCodeBudgets,
  companyItemCode,
  companyItemCodeBudget,
  companyItemCodeBudgets,
  type CompanyBudgetRow,
  deleteChargeCodeBudget,
  deleteItemCodeBudget,
  insertChargeCodeBudget,
  insertItemCodeBudget,
  lockChargeCodeBudgetAt,
  lockFinancialYearStartMonth,
  lockItemCodeBudgetAt,
  updateChargeCodeBudgetLimit,
  updateFinancialYearStartMonth,
  updateItemCodeBudget,
} from '../queries/company-budgets';
import { findBuyer } from '../queries/users';
import { locationRow, projectRow } from '../queries/workflow-read';
import { recordAudit } from './company-audit';
import { administratorsFor, type CompanyAdministrator } from './company-people';
import { ServiceError } from './errors';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const BUDGET_MESSAGES = {
  noLocation: 'locationId: no such location in your company',
  noChargeCode: 'chargeCodeId: no such charge code at this location',
  noCompanyChargeCode: 'chargeCodeId: no such charge code in your company',
  noItemCode: 'itemCodeId: no such item code in your company',
  noBudget: 'No such budget in your company',
  setMeanwhile: 'The budget was set by someone else meanwhile; read the budgets again',
} as const;

type BudgetKind = 'charge_code' | 'item_code';

/** A budget as the API answers it (RM). */
function budgetOf(kind: BudgetKind, row: CompanyBudgetRow) {
  return {
    id: row.id,
    kind,
    period: row.period,
    location: { id: row.locationId, name: row.locationName },
    chargeCode: row.chargeCodeId === null ? null : { id: row.chargeCodeId, name: row.chargeCodeName ?? '', code: row.chargeCodeCode ?? '' },
    itemCode: row.itemCodeId === null ? null : { id: row.itemCodeId, code: row.itemCode ?? '', description: row.itemCodeDescription ?? '' },
    name: row.name,
    limit: toRinggit(row.limit),
    committed: toRinggit(row.committed),
    pending: toRinggit(row.pending),
    remaining: toRinggit(checkBudget({ budgetLimit: row.limit, committed: row.committed, pending: row.pending }, 0).remainingBudget),
  };
}

/** What the audit log keeps of a budget: where, which period, its limit, what it held (RM). */
const auditedOf = (row: CompanyBudgetRow) => ({
  period: row.period,
  location: row.locationName,
  locationId: row.locationId,
  chargeCode: row.chargeCodeName,
  chargeCodeId: row.chargeCodeId,
  ...(row.itemCodeId === null ? {} : { itemCode: row.itemCode, itemCodeId: row.itemCodeId, name: row.name }),
  limit: toRinggit(row.limit),
  committed: toRinggit(row.committed),
  pending: toRinggit(row.pending),
});

/** A budget's subject in the audit log. */
const subjectOf = (kind: BudgetKind, id: number) => `${kind === 'charge_code' ? 'budget' : 'item_code_budget'}:${id}`;

/** Writes a budget's setting to the audit log (as it was, none for a new one, and as it is now) and answers the budget. */
async function auditedSet(
  tx: Database,
  admin: CompanyAdministrator,
  kind: BudgetKind,
  before: CompanyBudgetRow | null,
  after: CompanyBudgetRow,
  now: Date,
) {
  await recordAudit(tx, {
    buyerId: admin.buyer.id,
    actorId: admin.user.id,
    action: 'budget_set',
    subject: subjectOf(kind, after.id),
    before: before && auditedOf(before),
    after: auditedOf(after),
    at: now,
  });
  return budgetOf(kind, after);
}

/** The company's financial year: the month it starts in and the period today falls in. */
export async function financialYearOf(db: Database, admin: CompanyAdministrator, now = new Date()) {
  const startMonth = (await findBuyer(db, admin.buyer.id))?.financialYearStartMonth ?? DEFAULT_FINANCIAL_YEAR_START_MONTH;
  return { startMonth, current: budgetPeriod(periodStartOf(malaysianToday(now), startMonth)) };
}

/**
 * Sets the month the company's financial year starts in. Budgets already set keep the period they
 * were set for, and orders already submitted keep charging theirs; checkout judges new orders
 * against the budgets of the period that now contains today.
 */
export async function setFinancialYear(db: Database, admin: CompanyAdministrator, startMonth: number, now = new Date()) {
  await db.transaction(async (tx) => {
    await administratorsFor(tx, admin);
    const before = await lockFinancialYearStartMonth(tx, admin.buyer.id, 'update');
    if (before === startMonth) return;
    await updateFinancialYearStartMonth(tx, admin.buyer.id, startMonth);
    await recordAudit(tx, {
      buyerId: admin.buyer.id,
      actorId: admin.user.id,
      action: 'company_changed',
      subject: `company:${admin.buyer.id}`,
      before: { financialYearStartMonth: before },
      after: { financialYearStartMonth: startMonth },
      at: now,
    });
  });
  return financialYearOf(db, admin, now);
}

/** The company's budgets of both kinds for a period (its first day; the current period when left out). */
export async function companyBudgets(db: Database, admin: CompanyAdministrator, period: string | undefined, now = new Date()) {
  const { current } = await financialYearOf(db, admin, now);
  const start = period ?? current.start;
  const [chargeCodes, itemCodes, known] = await Promise.all([
    companyChargeCodeBudgets(db, admin.buyer.id, start),
    companyItemCodeBudgets(db, admin.buyer.id, start),
    companyBudgetPeriods(db, admin.buyer.id),
  ]);
  return {
    period: budgetPeriod(start),
    currentPeriod: current.start,
    periods: [...new Set([...known, current.start])].toSorted(),
    budgets: [...chargeCodes.map((row) => budgetOf('charge_code', row)), ...itemCodes.map((row) => budgetOf('item_code', row))],
  };
}

/** The period a budget is set for: the one named, which must start a financial year of the company, else the current one. */
function settablePeriod(period: string | undefined, startMonth: number, now: Date): string {
  if (period === undefined) return periodStartOf(malaysianToday(now), startMonth);
  if (periodStartOf(period, startMonth) !== period)
    throw new ServiceError(400, `period: must be the first day of one of your financial years, which start on 1 ${MONTHS[startMonth - 1]}`);
  return period;
}

/** Refuses (409) a limit below what the budget has committed and pending, naming the figures. */
function assertCoversUse(row: CompanyBudgetRow, limitSen: number): void {
  const held = row.committed + row.pending;
  if (limitSen >= held) return;
  throw new ServiceError(
    409,
    `limit: ${formatSen(limitSen)} is below what the budget has committed (${formatSen(row.committed)}) and pending (${formatSen(row.pending)}); set at least ${formatSen(held)}`,
    'budget_below_use',
    { limit: toRinggit(limitSen), committed: toRinggit(row.committed), pending: toRinggit(row.pending) },
  );
}

/** Refuses (409) removing a budget that has committed or pending amounts, naming them. */
function assertHoldsNothing(row: CompanyBudgetRow): void {
  if (row.committed === 0 && row.pending === 0) return;
  throw new ServiceError(
    409,
    `The budget has ${formatSen(row.committed)} committed and ${formatSen(row.pending)} pending; only a budget holding nothing can be removed (set its limit instead)`,
    'budget_in_use',
    { committed: toRinggit(row.committed), pending: toRinggit(row.pending) },
  );
}

/** Runs a budget change; a concurrent creation of the same budget (its unique key) is a 409 to read again. */
async function budgetChange<T>(db: Database, change: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError(409, BUDGET_MESSAGES.setMeanwhile);
    throw error;
  }
}

type SetBudgetRequest = z.output<typeof SetBudgetRequestSchema>;

/**
 * Creates or changes the budget of one of the company's locations (and one of its charge codes,
 * or none for the location's own) for a period; 404 naming the field for a location or charge code
 * not the company's, 409 for a limit below what the budget has committed and pending.
 */
export async function setBudget(db: Database, admin: CompanyAdministrator, request: SetBudgetRequest, now = new Date()) {
  const buyerId = admin.buyer.id;
  return budgetChange(db, async (tx) => {
    await administratorsFor(tx, admin);
    const period = settablePeriod(request.period, await lockFinancialYearStartMonth(tx, buyerId, 'share'), now);
    if (!(await locationRow(tx, buyerId, request.locationId))) throw new ServiceError(404, BUDGET_MESSAGES.noLocation);
    const projectId = request.chargeCodeId ?? null;
    if (projectId !== null && (await projectRow(tx, buyerId, projectId))?.locationId !== request.locationId)
      throw new ServiceError(404, BUDGET_MESSAGES.noChargeCode);
    const limit = toSen(request.limit);
    const existing = await lockChargeCodeBudgetAt(tx, { locationId: request.locationId, projectId, period });
    const before = existing === null ? null : await companyChargeCodeBudget(tx, buyerId, existing);
    if (before) assertCoversUse(before, limit);
    if (before?.limit === limit) return budgetOf('charge_code', before);
    let id = before?.id;
    if (id === undefined) id = await insertChargeCodeBudget(tx, { buyerId, locationId: request.locationId, projectId, period, limit });
    else await updateChargeCodeBudgetLimit(tx, id, limit);
    const after = (await companyChargeCodeBudget(tx, buyerId, id)) as CompanyBudgetRow;
    return auditedSet(tx, admin, 'charge_code', before, after, now);
  });
}

type SetItemCodeBudgetRequest = z.output<typeof SetItemCodeBudgetRequestSchema>;

/**
 * Creates or changes an item code's budget under one of the company's charge codes for a period;
 * 404 naming the field for a charge code or item code not the company's, 409 for a limit below
 * what the budget has committed and pending.
 */
export async function setItemCodeBudget(db: Database, admin: CompanyAdministrator, request: SetItemCodeBudgetRequest, now = new Date()) {
  const buyerId = admin.buyer.id;
  return budgetChange(db, async (tx) => {
    await administratorsFor(tx, admin);
    const period = settablePeriod(request.period, await lockFinancialYearStartMonth(tx, buyerId, 'share'), now);
    const project = await projectRow(tx, buyerId, request.chargeCodeId);
    if (!project) throw new ServiceError(404, BUDGET_MESSAGES.noCompanyChargeCode);
    const itemCode = await companyItemCode(tx, buyerId, request.itemCodeId);
    if (!itemCode) throw new ServiceError(404, BUDGET_MESSAGES.noItemCode);
    const limit = toSen(request.limit);
    const existing = await lockItemCodeBudgetAt(tx, { itemCodeId: itemCode.id, projectId: project.id, period });
    const before = existing === null ? null : await companyItemCodeBudget(tx, buyerId, existing);
    if (before) assertCoversUse(before, limit);
    const name = request.name ?? before?.name ?? `${project.projectName} - ${itemCode.description}`;
    if (before?.limit === limit && before.name === name) return budgetOf('item_code', before);
    let id = before?.id;
    if (id === undefined) id = await insertItemCodeBudget(tx, { itemCodeId: itemCode.id, projectId: project.id, period, name, limit });
    else await updateItemCodeBudget(tx, id, { limit, name });
    const after = (await companyItemCodeBudget(tx, buyerId, id)) as CompanyBudgetRow;
    return auditedSet(tx, admin, 'item_code', before, after, now);
  });
}

/** Removes one of the company's budgets of a kind (404 for any other) that has nothing committed or pending (409 otherwise). */
export async function removeBudget(db: Database, admin: CompanyAdministrator, kind: BudgetKind, budgetId: number, now = new Date()) {
  const buyerId = admin.buyer.id;
  await db.transaction(async (tx) => {
    await administratorsFor(tx, admin);
    const row =
      kind === 'charge_code'
        ? await companyChargeCodeBudget(tx, buyerId, budgetId, true)
        : await companyItemCodeBudget(tx, buyerId, budgetId, true);
    if (!row) throw new ServiceError(404, BUDGET_MESSAGES.noBudget);
    assertHoldsNothing(row);
    await (kind === 'charge_code' ? deleteChargeCodeBudget(tx, budgetId) : deleteItemCodeBudget(tx, budgetId));
    await recordAudit(tx, {
      buyerId,
      actorId: admin.user.id,
      action: 'budget_removed',
      subject: subjectOf(kind, budgetId),
      before: auditedOf(row),
      at: now,
    });
  });
}

/** The export formats. */
const RENDERERS = { csv: renderBudgetsCsv, excel: renderBudgetsWorkbook } as const;

/** The period's budgets as a file: the list's columns, RM figures; its name carries the period. */
export async function exportBudgets(
  db: Database,
  admin: CompanyAdministrator,
  period: string | undefined,
  format: keyof typeof RENDERERS,
  language: Language = 'en',
  now = new Date(),
): Promise<{ file: Buffer; filename: string }> {
  const { period: read, budgets } = await companyBudgets(db, admin, period, now);
  const file = await RENDERERS[format]({ company: admin.buyer.companyName, period: read, exportedAt: now, budgets, language });
  return { file, filename: budgetExportName(read, format) };
}
