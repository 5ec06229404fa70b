import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { apiAnswers } from '../../server/middleware/api-answers';
import { requestLog } from '../../server/middleware/request-log';

/**
 * apiAnswers finishes an answer made by c.json alone in one step, with plain headers, and any other
 * answer concern by concern (security, CORS, caching, gzip). The same JSON answer, made once each
 * way (an empty headers argument sends it the second way), must come out the same, the request's
 * id (the request log's, registered first as in the app) included.
 */
function appWithBothPaths(): Hono {
  const app = new Hono();
  app.use('*', requestLog({ logger: createLogger('silent') }));
  app.use('/api/*', apiAnswers({ origins: ['https://intranet.example.test'], allowLocalhost: false }));
  const answer = (size: number, status: 200 | 201 | 404) => ({ words: 'padi '.repeat(size), status });
  for (const [size, status] of [
    [3, 200],
    [400, 200],
    [400, 201],
    [3, 404],
    [400, 404],
  ] as const) {
    app.on(['GET', 'POST'], `/api/one-step/${size}/${status}`, (c) => c.json(answer(size, status), status));
    app.on(['GET', 'POST'], `/api/each/${size}/${status}`, (c) => c.json(answer(size, status), status, {}));
  }
  app.get('/api/fails', () => {
    throw new Error('broken');
  });
  app.onError((_error, c) => c.json({ error: 'Internal server error' }, 500));
  return app;
}

/** The same request, with the caller's X-Request-Id, so that both answers carry the same id. */
const REQUEST_ID = 'lb-7f3a:0042.1';
const withId = (init: RequestInit): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'X-Request-Id': REQUEST_ID },
});

/** The answer's status, headers (but Date) and body bytes. */
async function seen(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()).toString('base64') };
}

describe('apiAnswers: one step and concern by concern give the same answer', () => {
  const app = appWithBothPaths();
  const requests: [string, RequestInit][] = [
    ['a visitor', {}],
    ['a visitor accepting gzip', { headers: { 'Accept-Encoding': 'gzip, br' } }],
    ['a visitor refusing gzip', { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } }],
    ['an allowed origin', { headers: { Origin: 'https://intranet.example.test', 'Accept-Encoding': 'gzip' } }],
    ['another origin', { headers: { Origin: 'https://elsewhere.example.test' } }],
    ['a signed-in buyer', { headers: { Authorization: 'Bearer token', 'Accept-Encoding': 'gzip' } }],
    ['a write', { method: 'POST', headers: { 'Accept-Encoding': 'gzip' } }],
    ['a HEAD', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } }],
  ];
  const paths = ['3/200', '400/200', '400/201', '3/404', '400/404'];
  for (const [who, init] of requests) {
    it.each(paths)(`${who}, %s`, async (path) => {
      const oneStep = await seen(await app.request(`/api/one-step/${path}`, withId(init)));
      const each = await seen(await app.request(`/api/each/${path}`, withId(init)));
      expect(oneStep).toEqual(each);
      expect(oneStep.headers['x-content-type-options']).toBe('nosniff');
      expect(oneStep.headers.vary).toContain('Origin');
      expect(oneStep.headers['x-request-id']).toBe(REQUEST_ID);
    });
  }

  it.each(['3/200', '400/200'])('a revalidation with the ETag it was given gets the same 304, %s', async (path) => {
    const headers = { Origin: 'https://intranet.example.test', 'Accept-Encoding': 'gzip' };
    const first = await app.request(`/api/one-step/${path}`, { headers });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^(W\/)?"[0-9a-f]{40}"$/);
    const oneStep = await seen(await app.request(`/api/one-step/${path}`, withId({ headers: { ...headers, 'If-None-Match': etag! } })));
    const each = await seen(await app.request(`/api/each/${path}`, withId({ headers: { ...headers, 'If-None-Match': etag! } })));
    expect(oneStep.status).toBe(304);
    expect(oneStep).toEqual(each);
    expect(oneStep.headers['x-request-id']).toBe(REQUEST_ID);
  });

  it('a request without an id gets a new one either way', async () => {
    const oneStep = await app.request('/api/one-step/3/200');
    const each = await app.request('/api/each/3/200');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(oneStep.headers.get('X-Request-Id')).toMatch(uuid);
    expect(each.headers.get('X-Request-Id')).toMatch(uuid);
    expect(oneStep.headers.get('X-Request-Id')).not.toBe(each.headers.get('X-Request-Id'));
  });

  it('an error the handler answers is finished as any answer: no-store, with the security headers', async () => {
    const response = await app.request('/api/fails', { headers: { Origin: 'https://intranet.example.test' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://intranet.example.test');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('X-Request-Id')).toBeTruthy();
  });
});
