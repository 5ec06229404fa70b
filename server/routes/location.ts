import { createRoute, z } from '@hono/zod-openapi';
import type { SetLocationRequest } from '../../src/api/types';
import { optionalAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { districtsOf, postcodeLocation, setLocation, states } from '../services/location';
import type { RouteDeps } from '../deps';

const StateSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() }).openapi('State');
const DistrictSchema = z.object({ id: z.number().int(), name: z.string(), state_id: z.number().int() }).openapi('District');
const LocationSchema = z
  .object({ state: z.string(), district: z.string(), postcode: z.string(), country: z.string() })
  .openapi('Location');
const postcode = z.string().trim().regex(/^\d{5}$/, 'Postcode must be 5 digits');

const statesRoute = createRoute({
  method: 'get',
  path: '/location/states',
  summary: 'The 16 states with their 3-letter codes',
  responses: { 200: json(z.object({ success: z.literal(true), data: z.array(StateSchema) }), 'The states') },
});

const districtsRoute = createRoute({
  method: 'get',
  path: '/location/districts',
  summary: 'The districts of a state, given by name or 3-letter code',
  request: {
    query: z.object({
      state: z.string().trim().min(1, 'Please choose a state'),
      grouped: z.enum(['true', 'false']).optional(),
    }),
  },
  responses: {
    200: json(z.object({ success: z.literal(true), data: z.array(DistrictSchema) }), 'The districts'),
    400: errorResponse('State missing'),
    404: errorResponse('Unknown state'),
  },
});

const setLocationRoute = createRoute({
  method: 'post',
  path: '/location',
  summary: "Validate a delivery location; a signed-in user's location is saved on the account",
  security: bearerSecurity,
  request: {
    body: jsonBody(
      z.object({
        state: z.string().trim().min(1, 'Please select a state'),
        district: z.string().trim().min(1, 'Please select a district'),
        postcode: z.union([postcode, z.literal('')]).optional(),
      }) satisfies z.ZodType<SetLocationRequest>,
    ),
  },
  responses: {
    200: json(z.object({ success: z.literal(true), data: LocationSchema }), 'The location, with canonical names'),
    400: errorResponse('Missing or unknown state or district'),
  },
});

const postcodeRoute = createRoute({
  method: 'post',
  path: '/location/postcode-details',
  summary: 'The state and district of a postcode',
  request: { body: jsonBody(z.object({ postcode })) },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.object({ postcode: z.string(), state: z.string(), district: z.string() }) }),
      'The location of the postcode',
    ),
    400: errorResponse('Malformed postcode'),
    404: errorResponse('Unknown postcode'),
  },
});

export function locationRoutes({ db }: RouteDeps) {
  return createRouter()
    .openapi(statesRoute, async (c) => c.json({ success: true as const, data: await states(db) }, 200))
    .openapi(districtsRoute, async (c) => c.json({ success: true as const, data: await districtsOf(db, c.req.valid('query').state) }, 200))
    .openapi({ ...setLocationRoute, middleware: [optionalAuth(db)] }, async (c) => {
      const data = await setLocation(db, c.get('session')?.user.id ?? null, c.req.valid('json'));
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(postcodeRoute, async (c) => c.json({ success: true as const, data: await postcodeLocation(db, c.req.valid('json').postcode) }, 200));
}
