import { cors } from 'hono/cors';

export interface CorsOptions {
  /** Exact origins allowed, e.g. https://intranet.example.com. */
  origins: readonly string[];
  /** Also allow any http://localhost:* and http://127.0.0.1:* origin (development). */
  allowLocalhost: boolean;
}

const LOCALHOST = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** CORS for the API: listed origins (and localhost in development) may call it with a token. */
export function apiCors({ origins, allowLocalhost }: CorsOptions) {
  return cors({
    origin: (origin) => (origins.includes(origin) || (allowLocalhost && LOCALHOST.test(origin)) ? origin : null),
    allowHeaders: ['Authorization', 'Content-Type', 'X-State', 'X-District'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
}
