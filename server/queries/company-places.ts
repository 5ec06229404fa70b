/** A company's delivery locations, charge codes (projects) and item codes, as its administrators keep them. */
import { and, asc, count, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buyerLocations, chargeCodeProjects, itemCodes, preOrders } from '../db/schema';

export type LocationRow = typeof buyerLocations.$inferSelect;
export type ProjectRow = typeof chargeCodeProjects.$inferSelect;
export type ItemCodeRow = typeof itemCodes.$inferSelect;

/**
 * An order still open: in approval, sent back for changes, or approved and not yet completed.
 * Rejected, replaced and cancelled orders are done with.
 */
const OPEN_ORDER_STATUSES = ['budget_approval', 'workflow_approval', 'returned', 'processing'] as const;

/** The open orders for each location (or charge code) of the company, by its id. */
async function openOrdersBy(db: Database, buyerId: number, column: typeof preOrders.locationId | typeof preOrders.projectId) {
  const rows = await db
    .select({ id: column, orders: count() })
    .from(preOrders)
    .where(and(eq(preOrders.buyerId, buyerId), inArray(preOrders.status, [...OPEN_ORDER_STATUSES]), isNotNull(column)))
    .groupBy(column);
  return new Map(rows.map((row) => [row.id as number, row.orders]));
}

/** How many open orders each location of the company has. */
export function openOrdersByLocation(db: Database, buyerId: number): Promise<Map<number, number>> {
  return openOrdersBy(db, buyerId, preOrders.locationId);
}

/** How many open orders each charge code of the company has. */
export function openOrdersByProject(db: Database, buyerId: number): Promise<Map<number, number>> {
  return openOrdersBy(db, buyerId, preOrders.projectId);
}

export function companyLocations(db: Database, buyerId: number): Promise<LocationRow[]> {
  return db
    .select()
    .from(buyerLocations)
    .where(eq(buyerLocations.buyerId, buyerId))
    .orderBy(asc(sql`lower(${buyerLocations.locationName})`), asc(buyerLocations.id));
}

/** One location of the company, locked for the change about to be made; null for any other. */
export async function lockCompanyLocation(db: Database, buyerId: number, locationId: number): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(buyerLocations)
    .where(and(eq(buyerLocations.id, locationId), eq(buyerLocations.buyerId, buyerId)))
    .for('update');
  return row ?? null;
}

/** Another location of the company with the name, whatever its case; null when there is none. */
export async function locationNamed(db: Database, buyerId: number, name: string, except?: number): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(buyerLocations)
    .where(
      and(
        eq(buyerLocations.buyerId, buyerId),
        eq(sql`lower(${buyerLocations.locationName})`, name.toLowerCase()),
        except === undefined ? undefined : ne(buyerLocations.id, except),
      ),
    );
  return row ?? null;
}

export async function insertLocation(db: Database, location: typeof buyerLocations.$inferInsert): Promise<LocationRow> {
  const [row] = await db.insert(buyerLocations).values(location).returning();
  return row;
}

export async function updateLocation(
  db: Database,
  locationId: number,
  change: Partial<Omit<typeof buyerLocations.$inferInsert, 'id' | 'buyerId'>>,
): Promise<LocationRow> {
  const [row] = await db.update(buyerLocations).set(change).where(eq(buyerLocations.id, locationId)).returning();
  return row;
}

/** How many open orders name the location (or, with `projectId`, the charge code), counted under the row's lock. */
export async function openOrdersOf(db: Database, place: { locationId: number } | { projectId: number }): Promise<number> {
  const condition: SQL = 'locationId' in place ? eq(preOrders.locationId, place.locationId) : eq(preOrders.projectId, place.projectId);
  const [row] = await db
    .select({ orders: count() })
    .from(preOrders)
    .where(and(condition, inArray(preOrders.status, [...OPEN_ORDER_STATUSES])));
  return row.orders;
}

/** The company's charge codes with their location's name, optionally of one location. */
export function companyProjects(db: Database, buyerId: number, locationId?: number) {
  return db
    .select({ project: chargeCodeProjects, locationName: buyerLocations.locationName })
    .from(chargeCodeProjects)
    .innerJoin(buyerLocations, eq(buyerLocations.id, chargeCodeProjects.locationId))
    .where(
      and(eq(chargeCodeProjects.buyerId, buyerId), locationId === undefined ? undefined : eq(chargeCodeProjects.locationId, locationId)),
    )
    .orderBy(
      asc(sql`lower(${buyerLocations.locationName})`),
      asc(sql`lower(${chargeCodeProjects.projectCode})`),
      asc(chargeCodeProjects.id),
    );
}

/** One charge code of the company, locked for the change about to be made; null for any other. */
export async function lockCompanyProject(db: Database, buyerId: number, projectId: number): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(chargeCodeProjects)
    .where(and(eq(chargeCodeProjects.id, projectId), eq(chargeCodeProjects.buyerId, buyerId)))
    .for('update');
  return row ?? null;
}

/** Another charge code of the company with the code, whatever its case; null when there is none. */
export async function projectCoded(db: Database, buyerId: number, code: string, except?: number): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(chargeCodeProjects)
    .where(
      and(
        eq(chargeCodeProjects.buyerId, buyerId),
        eq(sql`lower(${chargeCodeProjects.projectCode})`, code.toLowerCase()),
        except === undefined ? undefined : ne(chargeCodeProjects.id, except),
      ),
    );
  return row ?? null;
}

export async function insertProject(db: Database, project: typeof chargeCodeProjects.$inferInsert): Promise<ProjectRow> {
  const [row] = await db.insert(chargeCodeProjects).values(project).returning();
  return row;
}

export async function updateProject(
  db: Database,
  projectId: number,
  change: Partial<Omit<typeof chargeCodeProjects.$inferInsert, 'id' | 'buyerId' | 'locationId'>>,
): Promise<ProjectRow> {
  const [row] = await db.update(chargeCodeProjects).set(change).where(eq(chargeCodeProjects.id, projectId)).returning();
  return row;
}

export function companyItemCodes(db: Database, buyerId: number): Promise<ItemCodeRow[]> {
  return db
    .select()
    .from(itemCodes)
    .where(eq(itemCodes.buyerId, buyerId))
    .orderBy(asc(sql`lower(${itemCodes.code})`), asc(itemCodes.id));
}

/** One item code of the company, locked for the change about to be made; null for any other. */
export async function lockCompanyItemCode(db: Database, buyerId: number, itemCodeId: number): Promise<ItemCodeRow | null> {
  const [row] = await db
    .select()
    .from(itemCodes)
    .where(and(eq(itemCodes.id, itemCodeId), eq(itemCodes.buyerId, buyerId)))
    .for('update');
  return row ?? null;
}

/** An item code of the company with the code, whatever its case; null when there is none. */
export async function itemCodeCoded(db: Database, buyerId: number, code: string): Promise<ItemCodeRow | null> {
  const [row] = await db
    .select()
    .from(itemCodes)
    .where(and(eq(itemCodes.buyerId, buyerId), eq(sql`lower(${itemCodes.code})`, code.toLowerCase())));
  return row ?? null;
}

export async function insertItemCode(db: Database, itemCode: typeof itemCodes.$inferInsert): Promise<ItemCodeRow> {
  const [row] = await db.insert(itemCodes).values(itemCode).returning();
  return row;
}

export async function updateItemCode(
  db: Database,
  itemCodeId: number,
  change: Partial<Pick<typeof itemCodes.$inferInsert, 'description' | 'glCode' | 'archivedAt'>>,
): Promise<ItemCodeRow> {
  const [row] = await db.update(itemCodes).set(change).where(eq(itemCodes.id, itemCodeId)).returning();
  return row;
}
