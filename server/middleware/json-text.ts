import type { Context } from 'hono';

/** A JSON answer as c.json made it: its text, its status, and whether the route added headers. */
export interface JsonAnswer {
  text: string;
  status: number;
  /** The route passed a ResponseInit or headers of its own. */
  ownHeaders: boolean;
}

/** The JSON answers c.json made, by their Response. */
const answers = new WeakMap<Response, JsonAnswer>();

/**
 * Makes this request's c.json keep the text of every answer it makes (a route's, or the error
 * handler's), so that the ETag and the compression read it once, as text, instead of each reading
 * the Response's body: reading a body turns @hono/node-server's lightweight Response (a string it
 * writes straight to the socket) into a full Fetch Response with a stream, which cost a small
 * answer more than all of the middleware's own work.
 */
export function recordJsonAnswers(c: Context): void {
  const body = c.body as (text: string, ...rest: unknown[]) => Response;
  // As c.json does (JSON.stringify, then the body with a JSON type), keeping the text.
  c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string>) => {
    const text = JSON.stringify(object);
    const response = body(text, arg, { 'Content-Type': 'application/json', ...headers });
    answers.set(response, {
      text,
      status: response.status,
      ownHeaders: headers !== undefined || (typeof arg === 'object' && arg !== null),
    });
    return response;
  }) as typeof c.json;
}

/** How c.json made an answer, while the answer is still that Response. */
export function jsonAnswerOf(response: Response): JsonAnswer | undefined {
  return answers.get(response);
}

/** The JSON text of an answer made with c.json, while the answer is still that Response. */
export function jsonTextOf(response: Response): string | undefined {
  return answers.get(response)?.text;
}
