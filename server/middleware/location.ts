import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

const clean = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** Reads the buyer's chosen location for routes priced or filtered by it. */
export function requestLocation(): MiddlewareHandler<AppEnv> {
  return async function requestLocationMiddleware(c, next) {
    c.set('location', {
      state: clean(c.req.header('X-State')) ?? clean(c.req.query('state')),
      district: clean(c.req.header('X-District')) ?? clean(c.req.query('district')),
    });
    await next();
  };
}
