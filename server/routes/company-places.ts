import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CompanyIdParamsSchema } from '../../src/contract/company';
import {
  ChangeChargeCodeRequestSchema,
  ChangeItemCodeRequestSchema,
  ChangeLocationRequestSchema,
  ChargeCodeResponseSchema,
  CompanyChargeCodesQuerySchema,
  CompanyChargeCodesResponseSchema,
  CompanyItemCodesResponseSchema,
  CompanyLocationsResponseSchema,
  CreateChargeCodeRequestSchema,
  CreateItemCodeRequestSchema,
  CreateLocationRequestSchema,
  ItemCodeResponseSchema,
  LocationResponseSchema,
} from '../../src/contract/company-places';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { currentAdministrator, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import {
  changeChargeCode,
  changeItemCode,
  changeLocation,
  companyChargeCodesOf,
  companyItemCodesOf,
  companyLocationsOf,
  createChargeCode,
  createItemCode,
  createLocation,
  setChargeCodeArchived,
  setItemCodeArchived,
  setLocationArchived,
} from '../services/company-places';

const NOT_ADMINISTRATOR = 'Only an administrator of the company may do this';
const administratorOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator of a buyer company, or a punch-out session'),
};
const badInput = { 400: errorResponse('Malformed input (the field leads the message)') };
const badAddress = {
  400: errorResponse(
    "Malformed input (the field leads the message), a state that is not Malaysia's or a place the address does not settle (unknown_location), or a postcode in another state than the address names (postcode_mismatch)",
  ),
};
const noLocation = { 404: errorResponse("No such location in the caller's company") };
const noChargeCode = { 404: errorResponse("No such charge code in the caller's company") };
const noItemCode = { 404: errorResponse("No such item code in the caller's company") };

const locationsRoute = createRoute({
  method: 'get',
  path: '/company/locations',
  summary: "The delivery locations of the caller's company, archived ones too, each with its open orders (administrators only)",
  security: bearerSecurity,
  responses: { 200: json(CompanyLocationsResponseSchema, 'The locations'), ...administratorOnly },
});

const createLocationRoute = createRoute({
  method: 'post',
  path: '/company/locations',
  summary:
    "Add a delivery location to the caller's company: a name unique in the company (whatever its case) and an address checked as checkout checks it (the postcode decides the state)",
  security: bearerSecurity,
  request: { body: jsonBody(CreateLocationRequestSchema) },
  responses: {
    201: json(LocationResponseSchema, 'The location'),
    ...badAddress,
    ...administratorOnly,
    409: errorResponse('Another location of the company, archived or not, has the name (location_name_taken)'),
  },
});

const changeLocationRoute = createRoute({
  method: 'patch',
  path: '/company/locations/{id}',
  summary: "Change a location of the caller's company: its name, or its address (checked whole, as it will be)",
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema, body: jsonBody(ChangeLocationRequestSchema) },
  responses: {
    200: json(LocationResponseSchema, 'The location after the change'),
    ...badAddress,
    ...administratorOnly,
    ...noLocation,
    409: errorResponse('Another location of the company, archived or not, has the name (location_name_taken)'),
  },
});

const archiveLocationRoute = createRoute({
  method: 'post',
  path: '/company/locations/{id}/archive',
  summary:
    'Archive a location: checkout no longer offers it nor takes new orders for it; the orders that name it still show it. Refused while orders for it are still in approval or not yet completed',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: json(LocationResponseSchema, 'The location, archived'),
    ...badInput,
    ...administratorOnly,
    ...noLocation,
    409: errorResponse('Orders for the location are still open (location_has_open_orders; open_orders counts them)'),
  },
});

const restoreLocationRoute = createRoute({
  method: 'post',
  path: '/company/locations/{id}/restore',
  summary: 'Restore an archived location: checkout offers it again',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: { 200: json(LocationResponseSchema, 'The location, in use'), ...badInput, ...administratorOnly, ...noLocation },
});

const chargeCodesRoute = createRoute({
  method: 'get',
  path: '/company/charge-codes',
  summary:
    "The charge codes (projects) of the caller's company, of one location when locationId is given, archived ones too, each with its location's name and open orders",
  security: bearerSecurity,
  request: { query: CompanyChargeCodesQuerySchema },
  responses: { 200: json(CompanyChargeCodesResponseSchema, 'The charge codes'), ...badInput, ...administratorOnly },
});

const createChargeCodeRoute = createRoute({
  method: 'post',
  path: '/company/charge-codes',
  summary:
    "Add a charge code (project) at a location of the caller's company: a code unique in the company (whatever its case), a name, and optionally its own delivery address (checked as checkout checks it)",
  security: bearerSecurity,
  request: { body: jsonBody(CreateChargeCodeRequestSchema) },
  responses: {
    201: json(ChargeCodeResponseSchema, 'The charge code'),
    ...badAddress,
    ...administratorOnly,
    ...noLocation,
    409: errorResponse(
      'Another charge code of the company has the code (charge_code_taken), or the location is archived (location_archived)',
    ),
  },
});

const changeChargeCodeRoute = createRoute({
  method: 'patch',
  path: '/company/charge-codes/{id}',
  summary: "Change a charge code of the caller's company: its name, code or own address (null: its location's)",
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema, body: jsonBody(ChangeChargeCodeRequestSchema) },
  responses: {
    200: json(ChargeCodeResponseSchema, 'The charge code after the change'),
    ...badAddress,
    ...administratorOnly,
    ...noChargeCode,
    409: errorResponse('Another charge code of the company has the code (charge_code_taken)'),
  },
});

const archiveChargeCodeRoute = createRoute({
  method: 'post',
  path: '/company/charge-codes/{id}/archive',
  summary:
    'Archive a charge code: checkout no longer offers it nor takes new orders under it. Refused while orders under it are still in approval or not yet completed',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: json(ChargeCodeResponseSchema, 'The charge code, archived'),
    ...badInput,
    ...administratorOnly,
    ...noChargeCode,
    409: errorResponse('Orders under the charge code are still open (charge_code_has_open_orders; open_orders counts them)'),
  },
});

const restoreChargeCodeRoute = createRoute({
  method: 'post',
  path: '/company/charge-codes/{id}/restore',
  summary: 'Restore an archived charge code: checkout offers it again',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: json(ChargeCodeResponseSchema, 'The charge code, in use'),
    ...badInput,
    ...administratorOnly,
    ...noChargeCode,
    409: errorResponse('Its location is archived: restore the location first (location_archived)'),
  },
});

const itemCodesRoute = createRoute({
  method: 'get',
  path: '/company/item-codes',
  summary: "The item codes of the caller's company, archived ones too",
  security: bearerSecurity,
  responses: { 200: json(CompanyItemCodesResponseSchema, 'The item codes'), ...administratorOnly },
});

const createItemCodeRoute = createRoute({
  method: 'post',
  path: '/company/item-codes',
  summary: "Add an item code to the caller's company: a code unique in the company (whatever its case), a description and a GL code",
  security: bearerSecurity,
  request: { body: jsonBody(CreateItemCodeRequestSchema) },
  responses: {
    201: json(ItemCodeResponseSchema, 'The item code'),
    ...badInput,
    ...administratorOnly,
    409: errorResponse('Another item code of the company has the code (item_code_taken)'),
  },
});

const changeItemCodeRoute = createRoute({
  method: 'patch',
  path: '/company/item-codes/{id}',
  summary: "Change an item code's description or GL code (the code itself is fixed: orders and budgets carry it)",
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema, body: jsonBody(ChangeItemCodeRequestSchema) },
  responses: { 200: json(ItemCodeResponseSchema, 'The item code after the change'), ...badInput, ...administratorOnly, ...noItemCode },
});

const archiveItemCodeRoute = createRoute({
  method: 'post',
  path: '/company/item-codes/{id}/archive',
  summary: 'Archive an item code: checkout no longer offers it nor takes it on new orders; the orders that carry it keep it',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: { 200: json(ItemCodeResponseSchema, 'The item code, archived'), ...badInput, ...administratorOnly, ...noItemCode },
});

const restoreItemCodeRoute = createRoute({
  method: 'post',
  path: '/company/item-codes/{id}/restore',
  summary: 'Restore an archived item code: checkout offers it again',
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: { 200: json(ItemCodeResponseSchema, 'The item code, in use'), ...badInput, ...administratorOnly, ...noItemCode },
});

const administrator = (c: Context<AppEnv>) => currentAdministrator(c, NOT_ADMINISTRATOR);
const idOf = (c: { req: { valid(target: 'param'): { id: string } } }) => Number(c.req.valid('param').id);

export function companyPlaceRoutes({ db }: RouteDeps) {
  const auth = requireAuth(db);
  const ok = true as const;
  return createRouter()
    .openapi({ ...locationsRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, locations: await companyLocationsOf(db, administrator(c)) }, 200),
    )
    .openapi({ ...createLocationRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, location: await createLocation(db, administrator(c), c.req.valid('json')) }, 201),
    )
    .openapi({ ...changeLocationRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, location: await changeLocation(db, administrator(c), idOf(c), c.req.valid('json')) }, 200),
    )
    .openapi({ ...archiveLocationRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, location: await setLocationArchived(db, administrator(c), idOf(c), true) }, 200),
    )
    .openapi({ ...restoreLocationRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, location: await setLocationArchived(db, administrator(c), idOf(c), false) }, 200),
    )
    .openapi({ ...chargeCodesRoute, middleware: [auth] }, async (c) => {
      const { locationId } = c.req.valid('query');
      const chargeCodes = await companyChargeCodesOf(db, administrator(c), locationId === undefined ? undefined : Number(locationId));
      return c.json({ success: ok, chargeCodes }, 200);
    })
    .openapi({ ...createChargeCodeRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, chargeCode: await createChargeCode(db, administrator(c), c.req.valid('json')) }, 201),
    )
    .openapi({ ...changeChargeCodeRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, chargeCode: await changeChargeCode(db, administrator(c), idOf(c), c.req.valid('json')) }, 200),
    )
    .openapi({ ...archiveChargeCodeRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, chargeCode: await setChargeCodeArchived(db, administrator(c), idOf(c), true) }, 200),
    )
    .openapi({ ...restoreChargeCodeRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, chargeCode: await setChargeCodeArchived(db, administrator(c), idOf(c), false) }, 200),
    )
    .openapi({ ...itemCodesRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, itemCodes: await companyItemCodesOf(db, administrator(c)) }, 200),
    )
    .openapi({ ...createItemCodeRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, itemCode: await createItemCode(db, administrator(c), c.req.valid('json')) }, 201),
    )
    .openapi({ ...changeItemCodeRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, itemCode: await changeItemCode(db, administrator(c), idOf(c), c.req.valid('json')) }, 200),
    )
    .openapi({ ...archiveItemCodeRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, itemCode: await setItemCodeArchived(db, administrator(c), idOf(c), true) }, 200),
    )
    .openapi({ ...restoreItemCodeRoute, middleware: [auth] }, async (c) =>
      c.json({ success: ok, itemCode: await setItemCodeArchived(db, administrator(c), idOf(c), false) }, 200),
    );
}
