import { vi } from 'vitest';

/** One request the mocked fetch saw. */
export interface SeenRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string | null;
}

type Reply = { status?: number; body?: unknown };
type Route = (request: SeenRequest) => Reply | undefined;

/**
 * Replaces global fetch: each request is recorded and answered by the first route that returns a
 * reply; anything unrouted gets a 404 with an error body.
 */
export function mockFetch(...routes: Route[]): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const request: SeenRequest = {
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
    };
    seen.push(request);
    const reply = routes.map((route) => route(request)).find(Boolean) ?? { status: 404, body: { error: 'Not found' } };
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

/** A route answering `method path` (path relative to the host, without the query). */
export function on(method: string, path: string, reply: Reply): Route {
  return (request) => (request.method === method && request.url.pathname === path ? reply : undefined);
}
