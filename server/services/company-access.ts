/**
 * What each person of a company may order for, set by its administrators: every location and
 * charge code (the default) or only those listed, whether they pick charge codes at checkout, and
 * their own view_sl_info (none: the company's). Checkout honours it through one rule
 * (orderingPlace in workflow-rules.ts). Every change writes one audit entry in its transaction.
 */
import type { Database } from '../db/client';
import {
  companyLocationsIn,
  companyPersonNamed,
  companyProjectsIn,
  saveAccess,
  type StoredAccess,
  storedAccess,
} from '../queries/company-access';
import { lockCompanyPerson } from '../queries/company-people';
import { findBuyer } from '../queries/users';
import { recordAudit } from './company-audit';
import { administratorsFor, type CompanyAdministrator } from './company-people';
import { ServiceError } from './errors';

const NO_PERSON = 'No such person in your company';

/** The access as the contract answers it: the lists with names, and the company's view_sl_info beside the person's. */
async function accessView(db: Database, buyerId: number, person: { id: number; name: string; email: string }, access: StoredAccess) {
  const [locations, projects, company] = await Promise.all([
    companyLocationsIn(db, buyerId, access.locationIds),
    companyProjectsIn(db, buyerId, access.chargeCodeIds),
    // The company's own column: a session's buyer carries the signed-in person's view_sl_info.
    findBuyer(db, buyerId),
  ]);
  return {
    userId: person.id,
    name: person.name,
    email: person.email,
    allLocations: access.allLocations,
    locations: locations.map((row) => ({ id: row.id, name: row.name, archived: row.archivedAt !== null })),
    allChargeCodes: access.allChargeCodes,
    chargeCodes: projects.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      locationId: row.locationId,
      archived: row.archivedAt !== null,
    })),
    pickChargeCodes: access.pickChargeCodes,
    viewSlInfo: access.viewSlInfo,
    companyViewSlInfo: company?.viewSlInfo === 'N' ? ('N' as const) : ('Y' as const),
  };
}

/** A person's access (404 for anyone not of the admin's company). */
export async function personAccess(db: Database, admin: CompanyAdministrator, userId: number) {
  const person = await companyPersonNamed(db, admin.buyer.id, userId);
  if (!person) throw new ServiceError(404, NO_PERSON);
  return accessView(db, admin.buyer.id, person, await storedAccess(db, userId));
}

/** The ids of `wanted` that none of `found` has. */
const missing = (wanted: readonly number[], found: readonly { id: number }[]) => wanted.filter((id) => !found.some((row) => row.id === id));

/** A list as stored: each id once, in order; none for 'all'. */
const listed = (ids: 'all' | readonly number[]) => (ids === 'all' ? [] : [...new Set(ids)].toSorted((a, b) => a - b));

/** What an administrator sets: 'all' or the ids of each list, charge-code picking, and view_sl_info (null: the company's). */
export interface AccessRequest {
  locationIds: 'all' | number[];
  chargeCodeIds: 'all' | number[];
  pickChargeCodes: boolean;
  viewSlInfo: 'Y' | 'N' | null;
}

/**
 * Replaces a person's access (404 for anyone not of the admin's company); the lists must name the
 * company's own locations and charge codes (404 naming the field and the ids otherwise).
 */
export async function setPersonAccess(db: Database, admin: CompanyAdministrator, userId: number, request: AccessRequest) {
  const buyerId = admin.buyer.id;
  return db.transaction(async (tx) => {
    await administratorsFor(tx, admin);
    const person = await lockCompanyPerson(tx, buyerId, userId);
    if (!person) throw new ServiceError(404, NO_PERSON);
    const after: StoredAccess = {
      allLocations: request.locationIds === 'all',
      locationIds: listed(request.locationIds),
      allChargeCodes: request.chargeCodeIds === 'all',
      chargeCodeIds: listed(request.chargeCodeIds),
      pickChargeCodes: request.pickChargeCodes,
      viewSlInfo: request.viewSlInfo,
    };
    const unknownLocations = missing(after.locationIds, await companyLocationsIn(tx, buyerId, after.locationIds));
    if (unknownLocations.length > 0)
      throw new ServiceError(404, `No such location in your company (locationIds: ${unknownLocations.join(', ')})`);
    const unknownProjects = missing(after.chargeCodeIds, await companyProjectsIn(tx, buyerId, after.chargeCodeIds));
    if (unknownProjects.length > 0)
      throw new ServiceError(404, `No such charge code in your company (chargeCodeIds: ${unknownProjects.join(', ')})`);
    const before = await storedAccess(tx, userId);
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      await saveAccess(tx, userId, after);
      await recordAudit(tx, {
        buyerId,
        actorId: admin.user.id,
        action: 'person_access_changed',
        subject: `user:${userId}`,
        before: { ...before },
        after: { ...after },
      });
    }
    return accessView(tx, buyerId, person, after);
  });
}
