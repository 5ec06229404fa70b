/** What each person of a company may order for: their locations, charge codes, charge-code picking and view_sl_info. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buyerLocations, chargeCodeAccess, chargeCodeProjects, userChargeCodes, userLocations, users } from '../db/schema';

/** A person's access as stored: the flags on their account and their lists. */
export interface StoredAccess {
  allLocations: boolean;
  locationIds: number[];
  allChargeCodes: boolean;
  chargeCodeIds: number[];
  pickChargeCodes: boolean;
  viewSlInfo: 'Y' | 'N' | null;
}

const yesNoOrNull = (value: string | null): 'Y' | 'N' | null => (value === 'Y' || value === 'N' ? value : null);

/** The access of a user (whose company the caller checked), their lists in id order. */
export async function storedAccess(db: Database, userId: number): Promise<StoredAccess> {
  const [[user], locations, projects, picking] = await Promise.all([
    db
      .select({ allLocations: users.allLocations, allChargeCodes: users.allChargeCodes, viewSlInfo: users.viewSlInfo })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ id: userLocations.locationId })
      .from(userLocations)
      .where(eq(userLocations.userId, userId))
      .orderBy(asc(userLocations.locationId)),
    db
      .select({ id: userChargeCodes.projectId })
      .from(userChargeCodes)
      .where(eq(userChargeCodes.userId, userId))
      .orderBy(asc(userChargeCodes.projectId)),
    db.select({ userId: chargeCodeAccess.userId }).from(chargeCodeAccess).where(eq(chargeCodeAccess.userId, userId)),
  ]);
  return {
    allLocations: user.allLocations,
    locationIds: locations.map((row) => row.id),
    allChargeCodes: user.allChargeCodes,
    chargeCodeIds: projects.map((row) => row.id),
    pickChargeCodes: picking.length > 0,
    viewSlInfo: yesNoOrNull(user.viewSlInfo),
  };
}

/** Replaces a user's access with `access`. */
export async function saveAccess(db: Database, userId: number, access: StoredAccess): Promise<void> {
  await db
    .update(users)
    .set({ allLocations: access.allLocations, allChargeCodes: access.allChargeCodes, viewSlInfo: access.viewSlInfo })
    .where(eq(users.id, userId));
  await db.delete(userLocations).where(eq(userLocations.userId, userId));
  if (access.locationIds.length > 0)
    await db.insert(userLocations).values(access.locationIds.map((locationId) => ({ userId, locationId })));
  await db.delete(userChargeCodes).where(eq(userChargeCodes.userId, userId));
  if (access.chargeCodeIds.length > 0)
    await db.insert(userChargeCodes).values(access.chargeCodeIds.map((projectId) => ({ userId, projectId })));
  if (access.pickChargeCodes) await db.insert(chargeCodeAccess).values({ userId }).onConflictDoNothing();
  else await db.delete(chargeCodeAccess).where(eq(chargeCodeAccess.userId, userId));
}

/** The company's locations among the ids, with their names, in id order. */
export function companyLocationsIn(db: Database, buyerId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: buyerLocations.id, name: buyerLocations.locationName, archivedAt: buyerLocations.archivedAt })
    .from(buyerLocations)
    .where(and(eq(buyerLocations.buyerId, buyerId), inArray(buyerLocations.id, [...ids])))
    .orderBy(asc(buyerLocations.id));
}

/** The company's charge codes among the ids, with their codes and names, in id order. */
export function companyProjectsIn(db: Database, buyerId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: chargeCodeProjects.id,
      code: chargeCodeProjects.projectCode,
      name: chargeCodeProjects.projectName,
      locationId: chargeCodeProjects.locationId,
      archivedAt: chargeCodeProjects.archivedAt,
    })
    .from(chargeCodeProjects)
    .where(and(eq(chargeCodeProjects.buyerId, buyerId), inArray(chargeCodeProjects.id, [...ids])))
    .orderBy(asc(chargeCodeProjects.id));
}

/** A buyer or approver of the company by id, with their name and address; null for anyone else. */
export async function companyPersonNamed(db: Database, buyerId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.buyerId, buyerId), inArray(users.role, ['buyer', 'approver'])));
  return row ?? null;
}
