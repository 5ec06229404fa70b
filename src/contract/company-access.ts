import { z } from '@hono/zod-openapi';
import { YesNoSchema, id } from './common';

/*
 * Company administration: what each person of the company may order for. By default a person
 * orders for every location and under every charge code of the company and sees seller names as
 * the company does; an administrator may restrict them to lists and give them their own
 * view_sl_info. Checkout offers and accepts only what the person may order for.
 */

/** The most locations or charge codes one person's list holds. */
const MAX_LISTED = 500;

/** 'all', or the ids of those listed (an id listed twice counts once). */
const allOrListed = z.union([z.literal('all'), z.array(id).max(MAX_LISTED, `must list at most ${MAX_LISTED}`)]);

const CompanyPersonAccessSchema = z
  .object({
    userId: id,
    name: z.string(),
    email: z.string(),
    /** Orders for every location of the company, archived ones aside; false: only `locations`. */
    allLocations: z.boolean(),
    /** The locations the person orders for when allLocations is false (archived ones are listed but take no orders). */
    locations: z.array(z.object({ id, name: z.string(), archived: z.boolean() })),
    /** Orders under every charge code of the company; false: only `chargeCodes`. */
    allChargeCodes: z.boolean(),
    chargeCodes: z.array(z.object({ id, code: z.string(), name: z.string(), locationId: id, archived: z.boolean() })),
    /** Picks a charge code at checkout (workflow checkout only). */
    pickChargeCodes: z.boolean(),
    /** The person's own view_sl_info (Y: seller names; N: masked codes); null follows the company's. */
    viewSlInfo: YesNoSchema.nullable(),
    /** The company's view_sl_info, which a null viewSlInfo follows. */
    companyViewSlInfo: YesNoSchema,
  })
  .openapi('CompanyPersonAccess');

/** GET and PUT /company/people/{id}/access */
export const PersonAccessResponseSchema = z
  .object({ success: z.literal(true), access: CompanyPersonAccessSchema })
  .openapi('PersonAccessResponse');

/** PUT /company/people/{id}/access: the whole of the person's access; the lists are of the company's locations and charge codes. */
export const PersonAccessRequestSchema = z
  .object({
    /** 'all': every location of the company; else the ids of those the person orders for. */
    locationIds: allOrListed,
    /** 'all': every charge code of the company; else the ids of those the person orders under. */
    chargeCodeIds: allOrListed,
    pickChargeCodes: z.boolean(),
    viewSlInfo: YesNoSchema.nullable(),
  })
  .openapi('PersonAccessRequest');
