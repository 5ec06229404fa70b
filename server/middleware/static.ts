import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/** Paths owned by the server, never answered with the storefront. */
const SERVER_PREFIXES = ['/api', '/corporate', '/sdk'];
const isServerPath = (path: string) => SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
const hasExtension = (path: string) => (path.split('/').pop() ?? '').includes('.');

/**
 * The built SDK under /sdk/. Any page may load it (module scripts are fetched with CORS), and
 * entry files keep their names between releases, so caches revalidate after a short while.
 */
export function sdkAssets(root: string): MiddlewareHandler {
  const files = serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/sdk/, '') });
  return async function sdkAssetsMiddleware(c, next) {
    // A missing file falls through to the app's JSON 404, never to the storefront.
    const response = await files(c, next);
    if (!(response instanceof Response)) return;
    response.headers.set('Access-Control-Allow-Origin', '*');
    response.headers.set('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
    return response;
  };
}

/** The storefront's files, and its index.html for every route path (so deep links reload). */
export function storefrontAssets(root: string): MiddlewareHandler {
  const files = serveStatic({ root });
  const index = serveStatic({ root, path: 'index.html' });
  return async function storefrontAssetsMiddleware(c, next) {
    if (isServerPath(c.req.path)) return next();
    if (hasExtension(c.req.path)) return files(c, next);
    const response = await index(c, next);
    if (response instanceof Response) response.headers.set('Cache-Control', 'no-cache');
    return response;
  };
}
