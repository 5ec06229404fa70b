import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/serve';
import { createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';

/** A raw request through the HTTP server: the Fetch API cannot send TRACE, and clients that do send it arrive this way. */
function send(url: string, method: string, path: string): Promise<{ status: number; allow: string | undefined; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, method, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe.each(engines())('methods a path does not take on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(() => ctx?.close());

  it.each([
    ['DELETE', '/api/products', 'GET, HEAD'],
    ['POST', '/api/health', 'GET, HEAD'],
    ['PUT', '/api/users/login', 'POST'],
    ['HEAD', '/api/users/login', 'POST'],
    ['GET', '/api/cart/items/5', 'PATCH, DELETE'],
    ['POST', '/api/lists/5', 'GET, HEAD, PATCH, DELETE'],
    ['PATCH', '/api/openapi.json', 'GET, HEAD'],
    ['GET', '/corporate/marketplace/compare/list', 'POST'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const response = await ctx.app.request(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe(allow);
    if (method !== 'HEAD')
      expect(await response.json()).toEqual({ error: `Method not allowed: ${method} ${path}`, code: 'method_not_allowed' });
    // The API's own headers, as on any other answer.
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('still answers a path no method has with 404, HEAD of a GET path with 200, and a CORS preflight', async () => {
    const missing = await ctx.app.request('/api/no-such-thing', { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Allow')).toBeNull();
    expect((await ctx.app.request('/api/products/999999/nothing')).status).toBe(404);
    expect((await ctx.app.request('/api/health', { method: 'HEAD' })).status).toBe(200);
    const preflight = await ctx.app.request('/api/users/login', {
      method: 'OPTIONS',
      headers: { Origin: 'https://intranet.example.com', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://intranet.example.com');
  });
});

describe('TRACE through the HTTP server', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    // A storefront, as a deployment serves one: what it does not claim falls through to the routes.
    const storefrontDir = mkdtempSync(join(tmpdir(), 'lapasar-storefront-'));
    writeFileSync(
      join(storefrontDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>LaPasar</title></head><body><main id="main"></main></body></html>',
    );
    server = await startServer({
      storefrontDir,
      port: 0,
      hostname: '127.0.0.1',
      dataDir: 'memory',
      demoData: true,
      seedProducts: 20,
      kdfLogN: TEST_KDF_LOG_N,
      answerCacheTtlMs: 0,
      quiet: true,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers TRACE of an API path with 405 and the methods it takes, and never echoes the request', async () => {
    expect(await send(server.url, 'TRACE', '/api/health')).toEqual({
      status: 405,
      allow: 'GET, HEAD',
      body: JSON.stringify({ error: 'Method not allowed: TRACE /api/health', code: 'method_not_allowed' }),
    });
    expect(await send(server.url, 'TRACE', '/api/users/login')).toMatchObject({ status: 405, allow: 'POST' });
    expect(await send(server.url, 'TRACE', '/api/no-such-thing')).toMatchObject({ status: 404, allow: undefined });
  });

  it.each([
    ['/punchout/cxml', 'POST'],
    ['/punchout/cxml/setup', 'POST'],
    ['/punchout/cxml/order', 'POST'],
    ['/punchout/start', 'GET, HEAD'],
    ['/punchout/oci/start', 'GET, HEAD, POST'],
    ['/punchout/transfer', 'POST'],
  ])('answers TRACE and PUT of %s with 405 and Allow: %s', async (path, allow) => {
    for (const method of ['TRACE', 'PUT']) {
      expect(await send(server.url, method, path)).toEqual({
        status: 405,
        allow,
        body: JSON.stringify({ error: `Method not allowed: ${method} ${path}`, code: 'method_not_allowed' }),
      });
    }
  });

  it.each([
    ['/', 'GET, HEAD'],
    ['/search', 'GET, HEAD'],
    ['/products/1', 'GET, HEAD'],
    ['/verify-email', 'GET, HEAD, POST'],
  ])('answers TRACE, PUT and DELETE of the page %s with 405 and Allow: %s', async (path, allow) => {
    for (const method of ['TRACE', 'PUT', 'DELETE']) {
      expect(await send(server.url, method, path)).toMatchObject({ status: 405, allow });
    }
  });

  it('answers a PunchOut path nobody routes with 404, not the storefront', async () => {
    expect(await send(server.url, 'GET', '/punchout/no-such-thing')).toMatchObject({ status: 404, allow: undefined });
    expect(await send(server.url, 'TRACE', '/punchout/no-such-thing')).toMatchObject({ status: 404, allow: undefined });
  });
});
