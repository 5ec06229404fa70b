import { createRoute } from '@hono/zod-openapi';
import {
  DistrictsQuerySchema,
  DistrictsResponseSchema,
  PostcodeDetailsRequestSchema,
  PostcodeDetailsResponseSchema,
  SetLocationRequestSchema,
  SetLocationResponseSchema,
  StatesResponseSchema,
} from '../../src/contract/location';
import { optionalAuth } from '../middleware/auth';
import { createRouter, errorResponse, json, jsonBody, optionalBearerSecurity } from '../openapi';
import { districtsOf, postcodeLocation, setLocation, states } from '../services/location';
import type { RouteDeps } from '../deps';

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
  security: optionalBearerSecurity,
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
    .openapi(statesRoute, async (c) => c.json({ success: true as const, data: await states(db) }, 200))
    .openapi(districtsRoute, async (c) => c.json({ success: true as const, data: await districtsOf(db, c.req.valid('query').state) }, 200))
    .openapi({ ...setLocationRoute, middleware: [optionalAuth(db)] }, async (c) => {
      const data = await setLocation(db, c.get('session')?.user.id ?? null, c.req.valid('json'));
      return c.json({ success: true as const, data }, 200);
    })
    .openapi(postcodeRoute, async (c) => {
      const data = await postcodeLocation(db, c.req.valid('json').postcode);
      return c.json({ success: true as const, state: data.state, district: data.district, data }, 200);
    });
}
