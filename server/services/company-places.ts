/**
 * A company's delivery locations, charge codes (projects) and item codes, kept by its own
 * administrators. Addresses are checked as checkout checks them (the postcode decides the state);
 * names and codes are unique in the company whatever their case; nothing is deleted, only
 * archived, and a location or charge code with open orders is not even archived. Every change
 * writes one audit entry in the transaction that makes it.
 */
import type { ErrorCode } from '../../src/contract/errors';
import type { CompanyAuditAction } from '../../src/lib/company-audit';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  companyItemCodes,
  companyLocations,
  companyProjects,
  insertItemCode,
  insertLocation,
  insertProject,
  type ItemCodeRow,
  itemCodeCoded,
  type LocationRow,
  locationNamed,
  lockCompanyItemCode,
  lockCompanyLocation,
  lockCompanyProject,
  openOrdersByLocation,
  openOrdersByProject,
  openOrdersOf,
  type ProjectRow,
  projectCoded,
  updateItemCode,
  updateLocation,
  updateProject,
} from '../queries/company-places';
import { recordAudit } from './company-audit';
import { administratorsFor, type CompanyAdministrator } from './company-people';
import { ServiceError } from './errors';
import { shippingPlace } from './location';

/** A delivery address as an administrator enters it. */
export interface AddressInput {
  lotNo: string;
  street1: string;
  street2: string;
  postcode: string;
  city: string;
  state: string;
}

/** The request's field that a checkout address problem names. */
const FIELD_OF_PROBLEM = { ship_state: 'state', ship_pincode: 'postcode', ship_district: 'city' } as const;

/**
 * The address with its state named as the postcode decides, or a 400 naming the field (`within`
 * leads it, e.g. `address.`): checkout's own rule (shippingPlace), so a location an administrator
 * saves is one checkout prices and ships to.
 */
async function checkedAddress(db: Database, address: AddressInput, within = ''): Promise<AddressInput> {
  const place = await shippingPlace(db, { state: address.state, district: '', city: address.city, postcode: address.postcode });
  if ('field' in place) throw new ServiceError(400, `${within}${FIELD_OF_PROBLEM[place.field]}: ${place.message}`, place.code);
  return { ...address, state: place.state };
}

const archivedOf = (row: { archivedAt: Date | null }) => ({
  archived: row.archivedAt !== null,
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

const addressOf = (row: AddressInput): AddressInput => ({
  lotNo: row.lotNo,
  street1: row.street1,
  street2: row.street2,
  postcode: row.postcode,
  city: row.city,
  state: row.state,
});

/** A location as the contract answers it. */
function locationView(row: LocationRow, openOrders: number) {
  return { id: row.id, name: row.locationName, ...addressOf(row), country: row.country, ...archivedOf(row), openOrders };
}

/** A location's settings, as the audit log records them before and after a change. */
const locationSettings = (row: LocationRow) => ({ name: row.locationName, ...addressOf(row) });

/** Runs a change in one transaction, its caller still an administrator; `taken` answers a unique index that a racing change won. */
async function administering<T>(
  db: Database,
  admin: CompanyAdministrator,
  change: (tx: Database) => Promise<T>,
  taken?: { code: ErrorCode; message: string },
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await administratorsFor(tx, admin);
      return change(tx);
    });
  } catch (error) {
    if (taken && isUniqueViolation(error)) throw new ServiceError(409, taken.message, taken.code);
    throw error;
  }
}

interface Audited {
  action: CompanyAuditAction;
  subject: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

const audit = (db: Database, admin: CompanyAdministrator, entry: Audited) =>
  recordAudit(db, { buyerId: admin.buyer.id, actorId: admin.user.id, ...entry });

const nameTaken = (name: string) => ({
  code: 'location_name_taken' as const,
  message: `name: the company already has a location named '${name}' (archived ones count too: restore it instead)`,
});

/** The company's locations, archived ones too, each with its open orders. */
export async function companyLocationsOf(db: Database, admin: CompanyAdministrator) {
  const [rows, open] = await Promise.all([companyLocations(db, admin.buyer.id), openOrdersByLocation(db, admin.buyer.id)]);
  return rows.map((row) => locationView(row, open.get(row.id) ?? 0));
}

/** Adds a location; 409 when the company has one of the name. */
export async function createLocation(db: Database, admin: CompanyAdministrator, request: { name: string } & AddressInput) {
  const { name, ...given } = request;
  return administering(
    db,
    admin,
    async (tx) => {
      if (await locationNamed(tx, admin.buyer.id, name)) throw new ServiceError(409, nameTaken(name).message, 'location_name_taken');
      const address = await checkedAddress(tx, given);
      const created = await insertLocation(tx, { buyerId: admin.buyer.id, locationName: name, ...address });
      await audit(tx, admin, { action: 'location_created', subject: `location:${created.id}`, after: locationSettings(created) });
      return locationView(created, 0);
    },
    nameTaken(name),
  );
}

/** Changes a location of the company (404 for any other); the address is checked whole, as it will be. */
export async function changeLocation(
  db: Database,
  admin: CompanyAdministrator,
  locationId: number,
  change: Partial<{ name: string } & AddressInput>,
) {
  const name = change.name;
  return administering(
    db,
    admin,
    async (tx) => {
      const row = await lockCompanyLocation(tx, admin.buyer.id, locationId);
      if (!row) throw new ServiceError(404, 'No such location in your company');
      if (name !== undefined && (await locationNamed(tx, admin.buyer.id, name, locationId)))
        throw new ServiceError(409, nameTaken(name).message, 'location_name_taken');
      const before = locationSettings(row);
      const { name: _name, ...addressChange } = change;
      const address =
        Object.keys(addressChange).length === 0 ? addressOf(row) : await checkedAddress(tx, { ...addressOf(row), ...addressChange });
      const after = { name: name ?? row.locationName, ...address };
      const open = await openOrdersOf(tx, { locationId });
      if (JSON.stringify(after) === JSON.stringify(before)) return locationView(row, open);
      const changed = await updateLocation(tx, locationId, { locationName: after.name, ...address });
      // As stored: the log records what the database holds, not the text as sent.
      await audit(tx, admin, { action: 'location_changed', subject: `location:${locationId}`, before, after: locationSettings(changed) });
      return locationView(changed, open);
    },
    nameTaken(name ?? ''),
  );
}

/**
 * Archives a location (no longer offered for new orders) or restores it. Archiving one that open
 * orders name is refused (409) with their number; archiving an archived one, or restoring one in
 * use, changes nothing.
 */
export async function setLocationArchived(db: Database, admin: CompanyAdministrator, locationId: number, archived: boolean) {
  return administering(db, admin, async (tx) => {
    const row = await lockCompanyLocation(tx, admin.buyer.id, locationId);
    if (!row) throw new ServiceError(404, 'No such location in your company');
    const open = await openOrdersOf(tx, { locationId });
    if ((row.archivedAt !== null) === archived) return locationView(row, open);
    if (archived && open > 0)
      throw new ServiceError(
        409,
        `${row.locationName} has ${open} open order${open === 1 ? '' : 's'} (in approval or not yet completed); archive it once they are done`,
        'location_has_open_orders',
        { open_orders: open },
      );
    const changed = await updateLocation(tx, locationId, { archivedAt: archived ? new Date() : null });
    await audit(tx, admin, {
      action: archived ? 'location_archived' : 'location_restored',
      subject: `location:${locationId}`,
      before: { name: row.locationName, archived: !archived },
      after: { name: row.locationName, archived },
    });
    return locationView(changed, open);
  });
}

/** A charge code as the contract answers it. */
function chargeCodeView(row: ProjectRow, locationName: string, openOrders: number) {
  return {
    id: row.id,
    locationId: row.locationId,
    locationName,
    name: row.projectName,
    code: row.projectCode,
    address: row.applyAddress === 'Y' ? addressOf(row) : null,
    ...archivedOf(row),
    openOrders,
  };
}

const chargeCodeSettings = (row: Pick<ProjectRow, 'projectName' | 'projectCode' | 'applyAddress'> & AddressInput) => ({
  name: row.projectName,
  code: row.projectCode,
  address: row.applyAddress === 'Y' ? addressOf(row) : null,
});

const codeTaken = (code: string) => ({
  code: 'charge_code_taken' as const,
  message: `code: the company already has a charge code ${code} (archived ones count too: restore it instead)`,
});

/** The columns of a charge code's own address, or none (its location's). */
async function projectAddress(db: Database, address: AddressInput | null) {
  const empty = { lotNo: '', street1: '', street2: '', postcode: '', city: '', state: '' };
  return address === null ? { applyAddress: 'N', ...empty } : { applyAddress: 'Y', ...(await checkedAddress(db, address, 'address.')) };
}

/** The company's charge codes (of one location when asked), archived ones too, each with its open orders. */
export async function companyChargeCodesOf(db: Database, admin: CompanyAdministrator, locationId?: number) {
  const [rows, open] = await Promise.all([companyProjects(db, admin.buyer.id, locationId), openOrdersByProject(db, admin.buyer.id)]);
  return rows.map((row) => chargeCodeView(row.project, row.locationName, open.get(row.project.id) ?? 0));
}

/** Adds a charge code at a location of the company in use; 409 when the company has the code. */
export async function createChargeCode(
  db: Database,
  admin: CompanyAdministrator,
  request: { locationId: number; name: string; code: string; address?: AddressInput | null },
) {
  return administering(
    db,
    admin,
    async (tx) => {
      const location = await lockCompanyLocation(tx, admin.buyer.id, request.locationId);
      if (!location) throw new ServiceError(404, 'No such location in your company (locationId)');
      if (location.archivedAt)
        throw new ServiceError(409, `locationId: ${location.locationName} is archived; restore it first`, 'location_archived');
      if (await projectCoded(tx, admin.buyer.id, request.code))
        throw new ServiceError(409, codeTaken(request.code).message, 'charge_code_taken');
      const created = await insertProject(tx, {
        buyerId: admin.buyer.id,
        locationId: location.id,
        projectName: request.name,
        projectCode: request.code,
        ...(await projectAddress(tx, request.address ?? null)),
      });
      await audit(tx, admin, {
        action: 'charge_code_created',
        subject: `charge_code:${created.id}`,
        after: { location: location.locationName, ...chargeCodeSettings(created) },
      });
      return chargeCodeView(created, location.locationName, 0);
    },
    codeTaken(request.code),
  );
}

/** Locks a charge code of the company with its location (404 for any other). */
async function lockedChargeCode(db: Database, admin: CompanyAdministrator, projectId: number) {
  const row = await lockCompanyProject(db, admin.buyer.id, projectId);
  if (!row) throw new ServiceError(404, 'No such charge code in your company');
  const location = (await lockCompanyLocation(db, admin.buyer.id, row.locationId)) as LocationRow;
  return { row, location, open: await openOrdersOf(db, { projectId }) };
}

/** Changes a charge code's name, code or own address; 409 when another of the company has the code. */
export async function changeChargeCode(
  db: Database,
  admin: CompanyAdministrator,
  projectId: number,
  change: { name?: string; code?: string; address?: AddressInput | null },
) {
  return administering(
    db,
    admin,
    async (tx) => {
      const { row, location, open } = await lockedChargeCode(tx, admin, projectId);
      if (change.code !== undefined && (await projectCoded(tx, admin.buyer.id, change.code, projectId)))
        throw new ServiceError(409, codeTaken(change.code).message, 'charge_code_taken');
      const address = change.address === undefined ? {} : await projectAddress(tx, change.address);
      const next = { ...row, projectName: change.name ?? row.projectName, projectCode: change.code ?? row.projectCode, ...address };
      const before = chargeCodeSettings(row);
      const after = chargeCodeSettings(next);
      if (JSON.stringify(after) === JSON.stringify(before)) return chargeCodeView(row, location.locationName, open);
      const changed = await updateProject(tx, projectId, { projectName: next.projectName, projectCode: next.projectCode, ...address });
      await audit(tx, admin, {
        action: 'charge_code_changed',
        subject: `charge_code:${projectId}`,
        before,
        after: chargeCodeSettings(changed),
      });
      return chargeCodeView(changed, location.locationName, open);
    },
    codeTaken(change.code ?? ''),
  );
}

/**
 * Archives a charge code or restores it, as a location is (setLocationArchived); restoring one of
 * an archived location is refused (409): the location is restored first.
 */
export async function setChargeCodeArchived(db: Database, admin: CompanyAdministrator, projectId: number, archived: boolean) {
  return administering(db, admin, async (tx) => {
    const { row, location, open } = await lockedChargeCode(tx, admin, projectId);
    if ((row.archivedAt !== null) === archived) return chargeCodeView(row, location.locationName, open);
    if (archived && open > 0)
      throw new ServiceError(
        409,
        `${row.projectCode} has ${open} open order${open === 1 ? '' : 's'} (in approval or not yet completed); archive it once they are done`,
        'charge_code_has_open_orders',
        { open_orders: open },
      );
    if (!archived && location.archivedAt)
      throw new ServiceError(409, `Its location ${location.locationName} is archived; restore the location first`, 'location_archived');
    const changed = await updateProject(tx, projectId, { archivedAt: archived ? new Date() : null });
    await audit(tx, admin, {
      action: archived ? 'charge_code_archived' : 'charge_code_restored',
      subject: `charge_code:${projectId}`,
      before: { code: row.projectCode, archived: !archived },
      after: { code: row.projectCode, archived },
    });
    return chargeCodeView(changed, location.locationName, open);
  });
}

function itemCodeView(row: ItemCodeRow) {
  return { id: row.id, code: row.code, description: row.description, glCode: row.glCode, ...archivedOf(row) };
}

const itemCodeSettings = (row: ItemCodeRow) => ({ code: row.code, description: row.description, glCode: row.glCode });

const itemCodeTaken = (code: string) => ({
  code: 'item_code_taken' as const,
  message: `code: the company already has an item code ${code} (archived ones count too: restore it instead)`,
});

/** The company's item codes, archived ones too. */
export async function companyItemCodesOf(db: Database, admin: CompanyAdministrator) {
  return (await companyItemCodes(db, admin.buyer.id)).map(itemCodeView);
}

/** Adds an item code; 409 when the company has the code. */
export async function createItemCode(
  db: Database,
  admin: CompanyAdministrator,
  request: { code: string; description: string; glCode?: string },
) {
  return administering(
    db,
    admin,
    async (tx) => {
      if (await itemCodeCoded(tx, admin.buyer.id, request.code))
        throw new ServiceError(409, itemCodeTaken(request.code).message, 'item_code_taken');
      const created = await insertItemCode(tx, {
        buyerId: admin.buyer.id,
        code: request.code,
        description: request.description,
        glCode: request.glCode ?? '',
      });
      await audit(tx, admin, { action: 'item_code_created', subject: `item_code:${created.id}`, after: itemCodeSettings(created) });
      return itemCodeView(created);
    },
    itemCodeTaken(request.code),
  );
}

async function lockedItemCode(db: Database, admin: CompanyAdministrator, itemCodeId: number) {
  const row = await lockCompanyItemCode(db, admin.buyer.id, itemCodeId);
  if (!row) throw new ServiceError(404, 'No such item code in your company');
  return row;
}

/** Changes an item code's description or GL code. */
export async function changeItemCode(
  db: Database,
  admin: CompanyAdministrator,
  itemCodeId: number,
  change: { description?: string; glCode?: string },
) {
  return administering(db, admin, async (tx) => {
    const row = await lockedItemCode(tx, admin, itemCodeId);
    const before = itemCodeSettings(row);
    const after = { ...before, description: change.description ?? row.description, glCode: change.glCode ?? row.glCode };
    if (JSON.stringify(after) === JSON.stringify(before)) return itemCodeView(row);
    const changed = await updateItemCode(tx, itemCodeId, { description: after.description, glCode: after.glCode });
    await audit(tx, admin, { action: 'item_code_changed', subject: `item_code:${itemCodeId}`, before, after: itemCodeSettings(changed) });
    return itemCodeView(changed);
  });
}

/** Archives an item code (no longer offered for new orders) or restores it; the orders that carry it keep it. */
export async function setItemCodeArchived(db: Database, admin: CompanyAdministrator, itemCodeId: number, archived: boolean) {
  return administering(db, admin, async (tx) => {
    const row = await lockedItemCode(tx, admin, itemCodeId);
    if ((row.archivedAt !== null) === archived) return itemCodeView(row);
    const changed = await updateItemCode(tx, itemCodeId, { archivedAt: archived ? new Date() : null });
    await audit(tx, admin, {
      action: archived ? 'item_code_archived' : 'item_code_restored',
      subject: `item_code:${itemCodeId}`,
      before: { code: row.code, archived: !archived },
      after: { code: row.code, archived },
    });
    return itemCodeView(changed);
  });
}
