import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this, compression saves less than it costs. */
const MIN_BYTES = 1024;

/**
 * Gzip for JSON answers above 1 KB when the client accepts it. Answers are built whole, so their
 * length is known before deciding; a streamed body (a download) is left to the compressor's own
 * content-type rules.
 */
export function apiCompression(): MiddlewareHandler {
  const gzip = compress({ threshold: MIN_BYTES });
  return function apiCompressionMiddleware(c, outer) {
    return gzip(c, async () => {
      await outer();
      const type = c.res.headers.get('Content-Type') ?? '';
      if (!type.startsWith('application/json') || c.res.headers.has('Content-Length') || !c.res.body) return;
      const body = await c.res.arrayBuffer();
      c.res = new Response(body, c.res);
      c.res.headers.set('Content-Length', String(body.byteLength));
    });
  };
}
