import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { budgets, buyerLocations, chargeCodeProjects, preOrders } from '../db/schema';

/** How many of the company's pre-orders are in each status. */
export async function preOrderCountsByStatus(db: Database, buyerId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: preOrders.status, count: count() })
    .from(preOrders)
    .where(eq(preOrders.buyerId, buyerId))
    .groupBy(preOrders.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

/** The company's budgets of a period with their location's and project's names, by location then project. */
export function budgetsWithNames(db: Database, buyerId: number, period: string) {
  return db
    .select({
      locationName: buyerLocations.locationName,
      projectName: chargeCodeProjects.projectName,
      budgetLimit: budgets.budgetLimit,
      committed: budgets.committed,
      pending: budgets.pending,
    })
    .from(budgets)
    .innerJoin(buyerLocations, eq(buyerLocations.id, budgets.locationId))
    .leftJoin(chargeCodeProjects, eq(chargeCodeProjects.id, budgets.projectId))
    .where(and(eq(budgets.buyerId, buyerId), eq(budgets.periodStart, period)))
    .orderBy(asc(buyerLocations.locationName), asc(chargeCodeProjects.projectName), asc(budgets.id));
}
