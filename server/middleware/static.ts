import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { storefrontPolicy } from './security-headers';

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
    // No Content-Security-Policy or frame options here: host pages on any origin load these files.
    return response;
  };
}

/** The live-chat script address the storefront was built with (its lapasar-live-chat-src meta), if any. */
function builtLiveChatSrc(root: string): string | undefined {
  let html: string;
  try {
    html = readFileSync(join(root, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  const content = /<meta name="lapasar-live-chat-src" content="([^"]*)"/.exec(html)?.[1];
  return content?.replaceAll('&quot;', '"').trim() || undefined;
}

/**
 * The storefront's files, and its index.html for every route path (so deep links reload), under
 * the storefront's Content-Security-Policy.
 */
export function storefrontAssets(root: string): MiddlewareHandler {
  const files = serveStatic({ root });
  const index = serveStatic({ root, path: 'index.html' });
  const policy = storefrontPolicy(builtLiveChatSrc(root));
  const secured = (response: Response | void) => {
    if (!(response instanceof Response)) return response;
    response.headers.set('Content-Security-Policy', policy);
    response.headers.set('X-Frame-Options', 'SAMEORIGIN');
    return response;
  };
  return async function storefrontAssetsMiddleware(c, next) {
    if (isServerPath(c.req.path)) return next();
    if (hasExtension(c.req.path)) return secured(await files(c, next));
    const response = secured(await index(c, next));
    if (response) response.headers.set('Cache-Control', 'no-cache');
    return response;
  };
}
