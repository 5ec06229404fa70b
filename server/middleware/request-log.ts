import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import type { Logger } from '../logger';
import type { AppMetrics } from '../metrics';
import { hasRequestId, REQUEST_ID_HEADER, requestIdFrom } from './request-id';

export interface RequestLogOptions {
  logger: Logger;
  /** Counts each request, when the app has metrics. */
  metrics?: AppMetrics;
  /** Path prefixes whose rest is a secret (upload URLs' signed tokens): never logged, even when no route matched. */
  secretPaths?: readonly string[];
}

/** A route parameter that carries a credential: its value is never logged. */
const SECRET_PARAMETER = /token|secret|signature|password|key/i;
const UNMATCHED = '(unmatched)';

/**
 * The route pattern that answered (`/api/products/:id`): the first route with a method of its own
 * among those the path matched, which is the one that answers even when a kept answer went out
 * first; where none matched (404, 405, a preflight, a static file), the middleware's pattern that
 * answered. Patterns are the app's own, so their number is bounded, unlike paths.
 */
function routeOf(c: Context): string {
  try {
    const endpoint = matchedRoutes(c).find((route) => route.method !== 'ALL');
    return endpoint?.path ?? (routePath(c) || UNMATCHED);
  } catch {
    return UNMATCHED;
  }
}

/** The path with every secret parameter's value (as the route names it) or secret path's rest replaced by its name. */
function loggedPath(path: string, route: string, secretPaths: readonly string[]): string {
  const prefix = secretPaths.find((secret) => path.startsWith(secret));
  if (prefix !== undefined) return `${prefix}:redacted`;
  if (!route.includes(':')) return path;
  const names = route.split('/');
  return path
    .split('/')
    .map((segment, index) => {
      const name = names[index];
      return name?.startsWith(':') && SECRET_PARAMETER.test(name) ? name.replace(/\{.*$/, '') : segment;
    })
    .join('/');
}

/**
 * Gives every request an id (the caller's X-Request-Id when sane, else a new UUID), which its answer
 * carries back; writes one JSON line per request (method, route pattern, path, status, duration,
 * id; never a header, a query or a secret path segment); and counts the request in the metrics.
 * Registered first, so it times and sees every answer, kept ones and errors included.
 */
export function requestLog({ logger, metrics, secretPaths = [] }: RequestLogOptions): MiddlewareHandler {
  return async function requestLogMiddleware(c, next) {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    await next();
    const response = c.res;
    if (!hasRequestId(response)) {
      try {
        response.headers.set(REQUEST_ID_HEADER, requestId);
      } catch {
        // A Response made with immutable headers (Response.redirect, a fetched one): copied once.
        c.res = undefined;
        c.res = new Response(response.body, response);
        c.res.headers.set(REQUEST_ID_HEADER, requestId);
      }
    }
    const milliseconds = performance.now() - started;
    const route = routeOf(c);
    const status = c.res.status;
    metrics?.observe(c.req.method, route, status, milliseconds / 1000);
    // A failed answer is a warning: it shows at LOG_LEVEL=warn, where routine requests do not.
    const level = status >= 500 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const line = {
      requestId,
      method: c.req.method,
      route,
      path: loggedPath(c.req.path, route, secretPaths),
      status,
      durationMs: Math.round(milliseconds * 10) / 10,
    };
    logger[level](line, 'request');
  };
}
