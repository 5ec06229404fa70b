import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiAnswers } from '../../server/middleware/api-answers';

/**
 * apiAnswers finishes an answer made by c.json alone in one step, with plain headers, and any other
 * answer concern by concern (security, CORS, caching, gzip). The same JSON answer, made once each
 * way (an empty headers argument sends it the second way), must come out the same.
 */
function appWithBothPaths(): Hono {
  const app = new Hono();
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
      const oneStep = await seen(await app.request(`/api/one-step/${path}`, init));
      const each = await seen(await app.request(`/api/each/${path}`, init));
      expect(oneStep).toEqual(each);
      expect(oneStep.headers['x-content-type-options']).toBe('nosniff');
      expect(oneStep.headers.vary).toContain('Origin');
    });
  }

  it.each(['3/200', '400/200'])('a revalidation with the ETag it was given gets the same 304, %s', async (path) => {
    const headers = { Origin: 'https://intranet.example.test', 'Accept-Encoding': 'gzip' };
    const first = await app.request(`/api/one-step/${path}`, { headers });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^(W\/)?"[0-9a-f]{40}"$/);
    const oneStep = await seen(await app.request(`/api/one-step/${path}`, { headers: { ...headers, 'If-None-Match': etag! } }));
    const each = await seen(await app.request(`/api/each/${path}`, { headers: { ...headers, 'If-None-Match': etag! } }));
    expect(oneStep.status).toBe(304);
    expect(oneStep).toEqual(each);
  });

  it('an error the handler answers is finished as any answer: no-store, with the security headers', async () => {
    const response = await app.request('/api/fails', { headers: { Origin: 'https://intranet.example.test' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://intranet.example.test');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
