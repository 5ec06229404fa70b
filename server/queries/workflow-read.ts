/** What the checkout wizard reads of the buyer's workflow model: locations, projects, codes, settings, budgets. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  buyerCodes,
  buyerLocations,
  chargeCodeAccess,
  chargeCodeProjects,
  checkoutSettings,
  itemCodeBudgets,
  itemCodes,
  preOrders,
  userChargeCodes,
  userLocations,
  users,
  workflows,
} from '../db/schema';

export type LocationRow = typeof buyerLocations.$inferSelect;
export type ProjectRow = typeof chargeCodeProjects.$inferSelect;
export type CheckoutSettingsRow = typeof checkoutSettings.$inferSelect;
type BuyerCodeKind = (typeof buyerCodes.$inferSelect)['kind'];

/** Who orders: the person, and the company they order for. */
export interface Orderer {
  buyerId: number;
  userId: number;
}

/** Whether the person (users joined) may order for the location: every location, or it is on their list. */
const mayOrderFor = sql<boolean>`(${users.allLocations} or exists (select 1 from ${userLocations} where ${userLocations.userId} = ${users.id} and ${userLocations.locationId} = ${buyerLocations.id}))`;
/** Whether the person (users joined) may order under the charge code: every one, or it is on their list. */
const mayOrderUnder = sql<boolean>`(${users.allChargeCodes} or exists (select 1 from ${userChargeCodes} where ${userChargeCodes.userId} = ${users.id} and ${userChargeCodes.projectId} = ${chargeCodeProjects.id}))`;

/** The company's locations the person may order for now: not archived, and theirs when their account lists locations. */
export async function orderableLocationRows(db: Database, orderer: Orderer): Promise<LocationRow[]> {
  const rows = await db
    .select({ location: buyerLocations })
    .from(buyerLocations)
    .innerJoin(users, eq(users.id, orderer.userId))
    .where(and(eq(buyerLocations.buyerId, orderer.buyerId), isNull(buyerLocations.archivedAt), mayOrderFor))
    .orderBy(asc(buyerLocations.id));
  return rows.map((row) => row.location);
}

/**
 * One of the company's locations, whether archived or not, and whether the person may order for
 * it; null for any other. With `lock` it is held (shared) until the transaction ends, so an
 * administrator archiving it waits for the order being placed and then counts it.
 */
export async function locationStanding(
  db: Database,
  orderer: Orderer,
  locationId: number,
  lock = false,
): Promise<{ row: LocationRow; allowed: boolean } | null> {
  const query = db
    .select({ row: buyerLocations, allowed: mayOrderFor })
    .from(buyerLocations)
    .innerJoin(users, eq(users.id, orderer.userId))
    .where(and(eq(buyerLocations.id, locationId), eq(buyerLocations.buyerId, orderer.buyerId)));
  const [found] = lock ? await query.for('share', { of: buyerLocations }) : await query;
  return found ?? null;
}

/** A location's charge codes the person may order under now: not archived, and theirs when their account lists charge codes. */
export async function orderableProjectRows(db: Database, orderer: Orderer, locationId: number): Promise<ProjectRow[]> {
  const rows = await db
    .select({ project: chargeCodeProjects })
    .from(chargeCodeProjects)
    .innerJoin(users, eq(users.id, orderer.userId))
    .where(
      and(
        eq(chargeCodeProjects.buyerId, orderer.buyerId),
        eq(chargeCodeProjects.locationId, locationId),
        isNull(chargeCodeProjects.archivedAt),
        mayOrderUnder,
      ),
    )
    .orderBy(asc(chargeCodeProjects.id));
  return rows.map((row) => row.project);
}

/** One of the company's charge codes, whether archived or not, and whether the person may order under it (`lock`: as locationStanding); null for any other. */
export async function projectStanding(
  db: Database,
  orderer: Orderer,
  projectId: number,
  lock = false,
): Promise<{ row: ProjectRow; allowed: boolean } | null> {
  const query = db
    .select({ row: chargeCodeProjects, allowed: mayOrderUnder })
    .from(chargeCodeProjects)
    .innerJoin(users, eq(users.id, orderer.userId))
    .where(and(eq(chargeCodeProjects.id, projectId), eq(chargeCodeProjects.buyerId, orderer.buyerId)));
  const [found] = lock ? await query.for('share', { of: chargeCodeProjects }) : await query;
  return found ?? null;
}

/** One of the company's locations, archived or not (administration reads them all). */
export async function locationRow(db: Database, buyerId: number, locationId: number): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(buyerLocations)
    .where(and(eq(buyerLocations.id, locationId), eq(buyerLocations.buyerId, buyerId)));
  return row ?? null;
}

/** One of the company's charge codes (projects), archived or not. */
export async function projectRow(db: Database, buyerId: number, projectId: number): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(chargeCodeProjects)
    .where(and(eq(chargeCodeProjects.id, projectId), eq(chargeCodeProjects.buyerId, buyerId)));
  return row ?? null;
}

/** The buyer's workflows (location and project), for finding which locations have one. */
export function workflowRows(db: Database, buyerId: number) {
  return db
    .select({ id: workflows.id, locationId: workflows.locationId, projectId: workflows.projectId })
    .from(workflows)
    .where(eq(workflows.buyerId, buyerId));
}

export function buyerCodeRows(db: Database, buyerId: number, kind: BuyerCodeKind) {
  return db
    .select({ recid: buyerCodes.id, code: buyerCodes.code, description: buyerCodes.description })
    .from(buyerCodes)
    .where(and(eq(buyerCodes.buyerId, buyerId), eq(buyerCodes.kind, kind)))
    .orderBy(asc(buyerCodes.code));
}

/** Every code of the buyer, of every kind. */
export function allBuyerCodes(db: Database, buyerId: number) {
  return db.select({ kind: buyerCodes.kind, code: buyerCodes.code }).from(buyerCodes).where(eq(buyerCodes.buyerId, buyerId));
}

/** The company's item codes checkout offers: those not archived. */
export function itemCodeRows(db: Database, buyerId: number) {
  return db
    .select({ recid: itemCodes.id, code: itemCodes.code, description: itemCodes.description, glCode: itemCodes.glCode })
    .from(itemCodes)
    .where(and(eq(itemCodes.buyerId, buyerId), isNull(itemCodes.archivedAt)))
    .orderBy(asc(itemCodes.code));
}

/** The item codes (not archived) with a budget under a project for a period, with what is left of each. */
export function itemCodeBudgetRows(db: Database, buyerId: number, projectId: number, period: string) {
  return db
    .select({
      code: itemCodes.code,
      budgetName: itemCodeBudgets.budgetName,
      totalBudget: itemCodeBudgets.totalBudget,
      committed: itemCodeBudgets.committed,
      pending: itemCodeBudgets.pending,
    })
    .from(itemCodeBudgets)
    .innerJoin(itemCodes, eq(itemCodes.id, itemCodeBudgets.itemCodeId))
    .where(
      and(
        eq(itemCodes.buyerId, buyerId),
        eq(itemCodeBudgets.projectId, projectId),
        eq(itemCodeBudgets.periodStart, period),
        isNull(itemCodes.archivedAt),
      ),
    )
    .orderBy(asc(itemCodes.code));
}

export async function checkoutSettingsRow(db: Database, buyerId: number): Promise<CheckoutSettingsRow | null> {
  const [row] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.buyerId, buyerId));
  return row ?? null;
}

export async function hasChargeCodeAccess(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: chargeCodeAccess.userId }).from(chargeCodeAccess).where(eq(chargeCodeAccess.userId, userId));
  return row !== undefined;
}

/** Whether one of the buyer's orders already carries this quotation ID (sap_poid), compared without case. */
export async function sapPoidUsed(db: Database, buyerId: number, sapPoid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: preOrders.id })
    .from(preOrders)
    .where(and(eq(preOrders.buyerId, buyerId), sql`lower(${preOrders.form}->>'sap_poid') = lower(${sapPoid})`))
    .limit(1);
  return row !== undefined;
}
