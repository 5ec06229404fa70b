import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export interface CorsOptions {
  /** Exact origins allowed, e.g. https://intranet.example.com. */
  origins: readonly string[];
  /** Also allow any http://localhost:* and http://127.0.0.1:* origin (development). */
  allowLocalhost: boolean;
}

const LOCALHOST = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** The request's Origin when it may call the API, or null. */
export function allowedOrigins({ origins, allowLocalhost }: CorsOptions): (origin: string) => string | null {
  return (origin) => (origins.includes(origin) || (allowLocalhost && LOCALHOST.test(origin)) ? origin : null);
}

/**
 * CORS for the API: listed origins (and localhost in development) may call it with a token.
 * Preflights are Hono's cors(); an actual request gets the same two headers it would add
 * (Access-Control-Allow-Origin for an allowed origin, and Vary: Origin) set on the answer's own
 * headers. Hono's cors() adds Vary through c.header(), which turns @hono/node-server's
 * lightweight answer into a full Fetch Response with a stream, on every request.
 */
export function apiCors(options: CorsOptions): MiddlewareHandler {
  const allowed = allowedOrigins(options);
  const preflight = cors({
    origin: allowed,
    allowHeaders: ['Authorization', 'Content-Type', 'X-State', 'X-District'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  return async function apiCorsMiddleware(c, next) {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = allowed(c.req.header('Origin') ?? '');
    if (origin) c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.append('Vary', 'Origin');
  };
}
