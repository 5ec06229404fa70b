/** The SQL of company budget administration: a company's budgets by period, with the names beside them, and their changes. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { budgets, buyerLocations, buyers, chargeCodeProjects, itemCodeBudgets, itemCodes } from '../db/schema';

/** A budget of either kind as the administrator's list shows it (sen). */
export interface CompanyBudgetRow {
  id: number;
  period: string;
  locationId: number;
  locationName: string;
  chargeCodeId: number | null;
  chargeCodeName: string | null;
  chargeCodeCode: string | null;
  itemCodeId: number | null;
  itemCode: string | null;
  itemCodeDescription: string | null;
  name: string | null;
  limit: number;
  committed: number;
  pending: number;
}

const chargeCodeBudgetColumns = {
  id: budgets.id,
  period: budgets.periodStart,
  locationId: budgets.locationId,
  locationName: buyerLocations.locationName,
  chargeCodeId: budgets.projectId,
  chargeCodeName: chargeCodeProjects.projectName,
  chargeCodeCode: chargeCodeProjects.projectCode,
  itemCodeId: sql<number | null>`null::integer`,
  itemCode: sql<string | null>`null::text`,
  itemCodeDescription: sql<string | null>`null::text`,
  name: sql<string | null>`null::text`,
  limit: budgets.budgetLimit,
  committed: budgets.committed,
  pending: budgets.pending,
};

const itemCodeBudgetColumns = {
  id: itemCodeBudgets.id,
  period: itemCodeBudgets.periodStart,
  locationId: chargeCodeProjects.locationId,
  locationName: buyerLocations.locationName,
  chargeCodeId: itemCodeBudgets.projectId,
  chargeCodeName: chargeCodeProjects.projectName,
  chargeCodeCode: chargeCodeProjects.projectCode,
  itemCodeId: itemCodeBudgets.itemCodeId,
  itemCode: itemCodes.code,
  itemCodeDescription: itemCodes.description,
  name: itemCodeBudgets.budgetName,
  limit: itemCodeBudgets.totalBudget,
  committed: itemCodeBudgets.committed,
  pending: itemCodeBudgets.pending,
};

function chargeCodeBudgets(db: Database) {
  return db
    .select(chargeCodeBudgetColumns)
    .from(budgets)
    .innerJoin(buyerLocations, eq(buyerLocations.id, budgets.locationId))
    .leftJoin(chargeCodeProjects, eq(chargeCodeProjects.id, budgets.projectId));
}

function itemCodeBudgetsWithNames(db: Database) {
  return db
    .select(itemCodeBudgetColumns)
    .from(itemCodeBudgets)
    .innerJoin(itemCodes, eq(itemCodes.id, itemCodeBudgets.itemCodeId))
    .innerJoin(chargeCodeProjects, eq(chargeCodeProjects.id, itemCodeBudgets.projectId))
    .innerJoin(buyerLocations, eq(buyerLocations.id, chargeCodeProjects.locationId));
}

/** The company's location and charge code budgets of a period, by location then charge code (the location's own first). */
export function companyChargeCodeBudgets(db: Database, buyerId: number, period: string): Promise<CompanyBudgetRow[]> {
  return chargeCodeBudgets(db)
    .where(and(eq(budgets.buyerId, buyerId), eq(budgets.periodStart, period)))
    .orderBy(
      asc(buyerLocations.locationName),
      asc(buyerLocations.id),
      sql`${chargeCodeProjects.projectName} asc nulls first`,
      asc(budgets.id),
    );
}

/** The company's item code budgets of a period, by location, charge code and item code. */
export function companyItemCodeBudgets(db: Database, buyerId: number, period: string): Promise<CompanyBudgetRow[]> {
  return itemCodeBudgetsWithNames(db)
    .where(and(eq(itemCodes.buyerId, buyerId), eq(itemCodeBudgets.periodStart, period)))
    .orderBy(
      asc(buyerLocations.locationName),
      asc(buyerLocations.id),
      asc(chargeCodeProjects.projectName),
      asc(itemCodes.code),
      asc(itemCodeBudgets.id),
    );
}

/** The first days of every period the company has a budget of either kind for. */
export async function companyBudgetPeriods(db: Database, buyerId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ period: budgets.periodStart })
    .from(budgets)
    .where(eq(budgets.buyerId, buyerId))
    .union(
      db
        .selectDistinct({ period: itemCodeBudgets.periodStart })
        .from(itemCodeBudgets)
        .innerJoin(itemCodes, eq(itemCodes.id, itemCodeBudgets.itemCodeId))
        .where(eq(itemCodes.buyerId, buyerId)),
    );
  return rows.map((row) => row.period);
}

/** One of the company's location and charge code budgets, with its names; `lock` holds it until the transaction ends. */
export async function companyChargeCodeBudget(db: Database, buyerId: number, budgetId: number, lock = false) {
  const query = chargeCodeBudgets(db).where(and(eq(budgets.id, budgetId), eq(budgets.buyerId, buyerId)));
  const [row] = lock ? await query.for('update', { of: budgets }) : await query;
  return row ?? null;
}

/** The id of the budget of a location and charge code (null: the location's own) in a period, locked; null when none is set. */
export async function lockChargeCodeBudgetAt(
  db: Database,
  place: { locationId: number; projectId: number | null; period: string },
): Promise<number | null> {
  const [row] = await db
    .select({ id: budgets.id })
    .from(budgets)
    .where(
      and(
        eq(budgets.locationId, place.locationId),
        place.projectId === null ? isNull(budgets.projectId) : eq(budgets.projectId, place.projectId),
        eq(budgets.periodStart, place.period),
      ),
    )
    .for('update');
  return row?.id ?? null;
}

export async function insertChargeCodeBudget(
  db: Database,
  row: { buyerId: number; locationId: number; projectId: number | null; period: string; limit: number },
): Promise<number> {
  const [inserted] = await db
    .insert(budgets)
    .values({ buyerId: row.buyerId, locationId: row.locationId, projectId: row.projectId, periodStart: row.period, budgetLimit: row.limit })
    .returning({ id: budgets.id });
  return inserted.id;
}

export async function updateChargeCodeBudgetLimit(db: Database, budgetId: number, limit: number): Promise<void> {
  await db.update(budgets).set({ budgetLimit: limit }).where(eq(budgets.id, budgetId));
}

export async function deleteChargeCodeBudget(db: Database, budgetId: number): Promise<void> {
  await db.delete(budgets).where(eq(budgets.id, budgetId));
}

/** One of the company's item code budgets, with its names; `lock` holds it until the transaction ends. */
export async function companyItemCodeBudget(db: Database, buyerId: number, budgetId: number, lock = false) {
  const query = itemCodeBudgetsWithNames(db).where(and(eq(itemCodeBudgets.id, budgetId), eq(itemCodes.buyerId, buyerId)));
  const [row] = lock ? await query.for('update', { of: itemCodeBudgets }) : await query;
  return row ?? null;
}

/** The id of an item code's budget under a charge code in a period, locked; null when none is set. */
export async function lockItemCodeBudgetAt(
  db: Database,
  place: { itemCodeId: number; projectId: number; period: string },
): Promise<number | null> {
  const [row] = await db
    .select({ id: itemCodeBudgets.id })
    .from(itemCodeBudgets)
    .where(
      and(
        eq(itemCodeBudgets.itemCodeId, place.itemCodeId),
        eq(itemCodeBudgets.projectId, place.projectId),
        eq(itemCodeBudgets.periodStart, place.period),
      ),
    )
    .for('update');
  return row?.id ?? null;
}

export async function insertItemCodeBudget(
  db: Database,
  row: { itemCodeId: number; projectId: number; period: string; name: string; limit: number },
): Promise<number> {
  const [inserted] = await db
    .insert(itemCodeBudgets)
    .values({ itemCodeId: row.itemCodeId, projectId: row.projectId, periodStart: row.period, budgetName: row.name, totalBudget: row.limit })
    .returning({ id: itemCodeBudgets.id });
  return inserted.id;
}

export async function updateItemCodeBudget(db: Database, budgetId: number, change: { limit: number; name: string }): Promise<void> {
  await db.update(itemCodeBudgets).set({ totalBudget: change.limit, budgetName: change.name }).where(eq(itemCodeBudgets.id, budgetId));
}

export async function deleteItemCodeBudget(db: Database, budgetId: number): Promise<void> {
  await db.delete(itemCodeBudgets).where(eq(itemCodeBudgets.id, budgetId));
}

/** One of the company's item codes; null for another company's or none. */
export async function companyItemCode(db: Database, buyerId: number, itemCodeId: number) {
  const [row] = await db
    .select()
    .from(itemCodes)
    .where(and(eq(itemCodes.id, itemCodeId), eq(itemCodes.buyerId, buyerId)));
  return row ?? null;
}

/**
 * The company's financial year start month, locked until the transaction ends: `share` while a
 * budget is set for a period of it, `update` to change it.
 */
export async function lockFinancialYearStartMonth(db: Database, buyerId: number, strength: 'share' | 'update'): Promise<number> {
  const [row] = await db.select({ month: buyers.financialYearStartMonth }).from(buyers).where(eq(buyers.id, buyerId)).for(strength);
  return row.month;
}

export async function updateFinancialYearStartMonth(db: Database, buyerId: number, month: number): Promise<void> {
  await db.update(buyers).set({ financialYearStartMonth: month }).where(eq(buyers.id, buyerId));
}
