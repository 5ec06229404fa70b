import type { MiddlewareHandler } from 'hono';

/** The JSON text of each answer c.json made, by its Response. */
const texts = new WeakMap<Response, string>();

/**
 * Keeps the text of every answer a route (or the error handler) makes with c.json, so that the
 * ETag and the compression read it once, as text, instead of each reading the Response's body:
 * reading a body turns @hono/node-server's lightweight Response (a string it writes straight to
 * the socket) into a full Fetch Response with a stream, which cost a small answer more than all
 * of the middleware's own work.
 */
export function recordJsonText(): MiddlewareHandler {
  return async function recordJsonTextMiddleware(c, next) {
    const body = c.body as (text: string, ...rest: unknown[]) => Response;
    // As c.json does (JSON.stringify, then the body with a JSON type), keeping the text.
    c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string>) => {
      const text = JSON.stringify(object);
      const response = body(text, arg, { 'Content-Type': 'application/json', ...headers });
      texts.set(response, text);
      return response;
    }) as typeof c.json;
    await next();
  };
}

/** The JSON text of an answer made with c.json, while the answer is still that Response. */
export function jsonTextOf(response: Response): string | undefined {
  return texts.get(response);
}
