import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../env';
import { errorBody } from '../services/errors';
import { locationProblem } from '../services/location';

const clean = (value: string | undefined): string | undefined => value?.trim() || undefined;

/**
 * Paths whose own parameters are called state and district, or that take no location (spec 1
 * section 7): the location calls, sign-in, and the checkout's delivery-address calls, which judge
 * the address themselves (a city may stand for the district until its postcode is looked up).
 */
const OWN_PLACE_PARAMS =
  /^\/api\/(location|auth|users)(\/|$)|^\/api\/workflow\/(checkout-form|location-projects|check-submit-button-status)$/;

/** The operations the middleware reads the location of: the app mounts it on every /api route. */
export const readsLocation = (path: string): boolean => path.startsWith('/api/');

/**
 * Reads the buyer's chosen location for routes priced or filtered by it. A state that is not one of
 * Malaysia's, or a district not of that state, is a 400 naming the header or parameter: an unknown
 * place is never priced as no place, which would drop shipping charges and location restrictions.
 */
export function requestLocation(db: Database): MiddlewareHandler<AppEnv> {
  return async function requestLocationMiddleware(c, next) {
    const ownParams = OWN_PLACE_PARAMS.test(c.req.path);
    const fromHeaders = { state: clean(c.req.header('X-State')), district: clean(c.req.header('X-District')) };
    const fromQuery = ownParams ? {} : { state: clean(c.req.query('state')), district: clean(c.req.query('district')) };
    const location = { state: fromHeaders.state ?? fromQuery.state, district: fromHeaders.district ?? fromQuery.district };
    if (!ownParams || fromHeaders.state !== undefined) {
      const refused = await refusal(c, db, location, {
        state: fromHeaders.state !== undefined ? 'X-State' : 'state',
        district: fromHeaders.district !== undefined ? 'X-District' : 'district',
      });
      if (refused) return refused;
    }
    c.set('location', location);
    await next();
  };
}

async function refusal(
  c: Context<AppEnv>,
  db: Database,
  location: { state?: string; district?: string },
  names: { state: string; district: string },
) {
  const problem = await locationProblem(db, location);
  if (!problem) return null;
  return c.json(errorBody(400, `${names[problem.field]}: ${problem.message}`, 'unknown_location'), 400);
}
