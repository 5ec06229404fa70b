import { z } from '@hono/zod-openapi';
import { POSTCODE_MESSAGE, POSTCODE_PATTERN } from '../lib/location';
import { atLeastOneOf, id, idParam, text, trimmedText } from './common';

/*
 * Company administration: an administrator keeps the company's delivery locations, the charge
 * codes (projects) of each location and its item codes. Nothing is deleted: an archived one is
 * no longer offered for new orders, and the orders that name it still show it.
 */

/** A delivery address as checkout takes it: the postcode decides the state (and district). */
const addressFields = {
  lotNo: trimmedText(100),
  street1: trimmedText(200),
  street2: trimmedText(200),
  postcode: z.string().trim().regex(POSTCODE_PATTERN, POSTCODE_MESSAGE),
  city: trimmedText(100),
  /** A state of Malaysia, by name or 3-letter code; stored by its name. */
  state: trimmedText(50),
};

const AddressSchema = z.object(addressFields).openapi('CompanyAddress');

const archivedFields = {
  archived: z.boolean(),
  /** ISO 8601; null while in use. */
  archivedAt: z.string().nullable(),
};

/** A delivery location of the company. */
const CompanyLocationSchema = z
  .object({
    id,
    name: z.string(),
    ...addressFields,
    country: z.string(),
    ...archivedFields,
    /** Orders for it still in approval or not yet completed: while there are any it cannot be archived. */
    openOrders: z.number().int(),
  })
  .openapi('CompanyLocation');

/** GET /company/locations */
export const CompanyLocationsResponseSchema = z
  .object({ success: z.literal(true), locations: z.array(CompanyLocationSchema) })
  .openapi('CompanyLocationsResponse');

/** POST /company/locations: a name unique in the company (whatever its case) and the address. */
const locationFields = { name: trimmedText(100), ...addressFields };
export const CreateLocationRequestSchema = z.object(locationFields).openapi('CreateLocationRequest');

const locationKeys = ['name', 'lotNo', 'street1', 'street2', 'postcode', 'city', 'state'] as const;

/** PATCH /company/locations/{id}: what to change; a new postcode or state is checked with the rest of the address. */
export const ChangeLocationRequestSchema = atLeastOneOf(
  z.object(locationFields).partial(),
  [...locationKeys],
  `Name at least one of ${locationKeys.join(', ')}`,
).openapi('ChangeLocationRequest');

/** The location after a change. */
export const LocationResponseSchema = z.object({ success: z.literal(true), location: CompanyLocationSchema });

/** A charge code (project) of one of the company's locations. */
const CompanyChargeCodeSchema = z
  .object({
    id,
    locationId: id,
    locationName: z.string(),
    name: z.string(),
    code: z.string(),
    /** Its own delivery address; null: its location's. */
    address: AddressSchema.nullable(),
    ...archivedFields,
    /** Orders under it still in approval or not yet completed: while there are any it cannot be archived. */
    openOrders: z.number().int(),
  })
  .openapi('CompanyChargeCode');

/** GET /company/charge-codes: optionally one location's. */
export const CompanyChargeCodesQuerySchema = z.object({ locationId: idParam.optional() });

/** GET /company/charge-codes */
export const CompanyChargeCodesResponseSchema = z
  .object({ success: z.literal(true), chargeCodes: z.array(CompanyChargeCodeSchema) })
  .openapi('CompanyChargeCodesResponse');

/** POST /company/charge-codes: a location in use, a code unique in the company (whatever its case). */
export const CreateChargeCodeRequestSchema = z
  .object({ locationId: id, name: trimmedText(100), code: trimmedText(50), address: AddressSchema.nullable().optional() })
  .openapi('CreateChargeCodeRequest');

/** PATCH /company/charge-codes/{id}: what to change (a charge code stays at its location: its budgets and workflows are there). */
export const ChangeChargeCodeRequestSchema = atLeastOneOf(
  z.object({ name: trimmedText(100).optional(), code: trimmedText(50).optional(), address: AddressSchema.nullable().optional() }),
  ['name', 'code', 'address'],
  'Name at least one of name, code and address',
).openapi('ChangeChargeCodeRequest');

export const ChargeCodeResponseSchema = z.object({ success: z.literal(true), chargeCode: CompanyChargeCodeSchema });

/** An item code of the company: what a line is bought under, with its GL code. */
const CompanyItemCodeSchema = z
  .object({ id, code: z.string(), description: z.string(), glCode: z.string(), ...archivedFields })
  .openapi('CompanyItemCode');

/** GET /company/item-codes */
export const CompanyItemCodesResponseSchema = z
  .object({ success: z.literal(true), itemCodes: z.array(CompanyItemCodeSchema) })
  .openapi('CompanyItemCodesResponse');

/** POST /company/item-codes: a code unique in the company (whatever its case). */
export const CreateItemCodeRequestSchema = z
  .object({ code: trimmedText(50), description: trimmedText(200), glCode: text(50).trim().optional() })
  .openapi('CreateItemCodeRequest');

/** PATCH /company/item-codes/{id}: the description and GL code (the code itself is fixed: orders and budgets carry it). */
export const ChangeItemCodeRequestSchema = atLeastOneOf(
  z.object({ description: trimmedText(200).optional(), glCode: text(50).trim().optional() }),
  ['description', 'glCode'],
  'Name at least one of description and glCode',
).openapi('ChangeItemCodeRequest');

export const ItemCodeResponseSchema = z.object({ success: z.literal(true), itemCode: CompanyItemCodeSchema });
