import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

interface NodeBindings {
  incoming?: IncomingMessage;
}

/**
 * The caller's address for rate limiting. Behind `proxyHops` trusted proxies, each appends the
 * address it saw to X-Forwarded-For, so the client is the entry `proxyHops` from the right:
 * whatever the client itself wrote sits further left and changes nothing.
 */
export function clientAddress(c: Context, proxyHops: number): string {
  const bindings = c.env as NodeBindings | undefined;
  const peer = bindings?.incoming?.socket.remoteAddress ?? 'unknown';
  if (proxyHops < 1) return peer;
  const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map((entry) => entry.trim());
  // Fewer entries than proxies: the header did not come through all of them, so trust none of it.
  if (hops.length < proxyHops) return peer;
  return hops[hops.length - proxyHops] || peer;
}

/** TRUST_PROXY: how many proxies stand in front of the server ('true' is one, unset none). */
export function proxyHopsFrom(setting: string | undefined): number {
  if (setting === undefined || setting === '' || setting === 'false') return 0;
  if (setting === 'true') return 1;
  const hops = Number(setting);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be a number of proxy hops, not "${setting}"`);
  return hops;
}
