import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import {
  DistrictsQuerySchema,
  DistrictsResponseSchema,
  PostcodeDetailsRequestSchema,
  PostcodeDetailsResponseSchema,
  SetLocationRequestSchema,
  SetLocationResponseSchema,
  StatesResponseSchema,
} from '../../src/contract/location';
import { DEFAULT_COUNTRY } from '../../src/lib/location';
import { users } from '../db/schema';
import { optionalAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { findDistrict, findState, listDistricts, listStates, lookupPostcode } from '../services/places';
import type { RouteDeps } from './deps';

const statesRoute = createRoute({
  method: 'get',
  path: '/location/states',
  summary: 'The 16 states with their 3-letter codes',
  responses: { 200: json(StatesResponseSchema, 'The states') },
});

const districtsRoute = createRoute({
  method: 'get',
  path: '/location/districts',
  summary: 'The districts of a state, given by name or 3-letter code',
  request: { query: DistrictsQuerySchema },
  responses: {
    200: json(DistrictsResponseSchema, 'The districts'),
    400: errorResponse('State missing'),
    404: errorResponse('Unknown state'),
  },
});

const setLocationRoute = createRoute({
  method: 'post',
  path: '/location',
  summary: "Validate a delivery location; a signed-in user's location is saved on the account",
  security: bearerSecurity,
  request: { body: jsonBody(SetLocationRequestSchema) },
  responses: {
    200: json(SetLocationResponseSchema, 'The location, with canonical names'),
    400: errorResponse('Missing or unknown state or district'),
  },
});

const postcodeRoute = createRoute({
  method: 'post',
  path: '/location/postcode-details',
  summary: 'The state and district of a postcode',
  request: { body: jsonBody(PostcodeDetailsRequestSchema) },
  responses: {
    200: json(PostcodeDetailsResponseSchema, 'The location of the postcode'),
    400: errorResponse('Malformed postcode'),
    404: errorResponse('Unknown postcode'),
  },
});

export function locationRoutes({ db }: RouteDeps) {
  return createRouter()
    .openapi(statesRoute, async (c) => c.json({ success: true as const, data: await listStates(db) }, 200))
    .openapi(districtsRoute, async (c) => {
      const { state: key } = c.req.valid('query');
      const state = await findState(db, key);
      if (!state) return c.json({ error: `Unknown state: ${key}` }, 404);
      return c.json({ success: true as const, data: await listDistricts(db, state.id) }, 200);
    })
    .openapi({ ...setLocationRoute, middleware: [optionalAuth(db)] }, async (c) => {
      const body = c.req.valid('json');
      const state = await findState(db, body.state);
      if (!state) return c.json({ error: `Unknown state: ${body.state}` }, 400);
      const district = await findDistrict(db, state.id, body.district);
      if (!district) return c.json({ error: `District '${body.district}' is not in ${state.name}` }, 400);
      const location = { state: state.name, district: district.name, postcode: body.postcode ?? '', country: DEFAULT_COUNTRY };
      const session = c.get('session');
      if (session) {
        await db
          .update(users)
          .set({ stateId: state.id, districtId: district.id, postcode: location.postcode || null })
          .where(eq(users.id, session.user.id));
      }
      return c.json({ success: true as const, data: location }, 200);
    })
    .openapi(postcodeRoute, async (c) => {
      const { postcode: code } = c.req.valid('json');
      const found = await lookupPostcode(db, code);
      if (!found) return c.json({ error: `No location found for postcode ${code}` }, 404);
      return c.json({ success: true as const, data: { postcode: code, ...found } }, 200);
    });
}
