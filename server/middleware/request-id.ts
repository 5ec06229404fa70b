import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's id: the caller's X-Request-Id when sane, else a new UUID (request-log.ts). */
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What a balancer or a caller may send as a request id (HAProxy's unique-id formats, UUIDs, trace
 * ids): anything longer, or with other characters, could forge or break a log line, and is replaced.
 */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's id when sane, else a new random UUID. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming !== undefined && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/** Answers made with the id among their plain headers: the request log leaves their headers alone. */
const carrying = new WeakSet<Response>();

/**
 * Answers built with plain headers (api-answers.ts's one step, answer-cache.ts's kept answers) put
 * the id among them and are marked, since reading a Response's headers afterwards would turn
 * @hono/node-server's lightweight answer into a full one; every other answer gets the id from the
 * request log as it leaves.
 */
export function withRequestId(c: Context, headers: Record<string, string>): Record<string, string> {
  const id = c.get('requestId');
  if (id !== undefined) headers[REQUEST_ID_HEADER.toLowerCase()] = id;
  return headers;
}

/** Marks an answer whose plain headers withRequestId filled. */
export function carriesRequestId(response: Response): Response {
  carrying.add(response);
  return response;
}

/** Whether the answer already has the id among its headers. */
export function hasRequestId(response: Response): boolean {
  return carrying.has(response);
}
