/** What the checkout wizard reads of the buyer's workflow model: locations, projects, codes, settings, budgets. */
import { and, asc, eq, sql } from 'drizzle-orm';
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
  workflows,
} from '../db/schema';

export type LocationRow = typeof buyerLocations.$inferSelect;
export type ProjectRow = typeof chargeCodeProjects.$inferSelect;
export type CheckoutSettingsRow = typeof checkoutSettings.$inferSelect;
type BuyerCodeKind = (typeof buyerCodes.$inferSelect)['kind'];

export function locationRows(db: Database, buyerId: number): Promise<LocationRow[]> {
  return db.select().from(buyerLocations).where(eq(buyerLocations.buyerId, buyerId)).orderBy(asc(buyerLocations.id));
}

export async function locationRow(db: Database, buyerId: number, locationId: number): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(buyerLocations)
    .where(and(eq(buyerLocations.id, locationId), eq(buyerLocations.buyerId, buyerId)));
  return row ?? null;
}

export function projectRows(db: Database, buyerId: number, locationId: number): Promise<ProjectRow[]> {
  return db
    .select()
    .from(chargeCodeProjects)
    .where(and(eq(chargeCodeProjects.buyerId, buyerId), eq(chargeCodeProjects.locationId, locationId)))
    .orderBy(asc(chargeCodeProjects.id));
}

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

export function itemCodeRows(db: Database, buyerId: number) {
  return db
    .select({ recid: itemCodes.id, code: itemCodes.code, description: itemCodes.description, glCode: itemCodes.glCode })
    .from(itemCodes)
    .where(eq(itemCodes.buyerId, buyerId))
    .orderBy(asc(itemCodes.code));
}

/** The item codes with a budget under a project for a period, with what is left of each. */
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
    .where(and(eq(itemCodes.buyerId, buyerId), eq(itemCodeBudgets.projectId, projectId), eq(itemCodeBudgets.periodStart, period)))
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
