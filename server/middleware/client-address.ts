import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

interface NodeBindings {
  incoming?: IncomingMessage;
}

/**
 * The caller's address for rate limiting. X-Forwarded-For is honoured only behind a trusted
 * proxy, since any client can send it.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const bindings = c.env as NodeBindings | undefined;
  return bindings?.incoming?.socket.remoteAddress ?? 'unknown';
}
