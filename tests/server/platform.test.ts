import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';

const EXPECTED_ROUTES = [
  'post /api/users/login',
  'get /api/auth/me',
  'post /api/auth/register',
  'post /api/users/magic-link',
  'post /api/auth/logout',
  'get /api/dashboard',
  'get /api/workflow/buyer-settings',
  'get /api/location/states',
  'get /api/location/districts',
  'post /api/location',
  'post /api/location/postcode-details',
  'get /api/categories',
  'get /api/categories/{id}',
  'get /api/categories/subcategories',
  'get /api/categories/header',
  'get /api/catalogue-categories/header',
  'get /api/banners/home',
  'get /api/products',
  'get /api/products/unified',
  'get /api/products/category',
  'get /api/products/price-range',
  'get /api/products/brands',
  'get /api/products/covid',
  'get /api/categories/covid',
  'get /api/products/featured',
  'get /api/vendors/{id}',
  'get /api/search',
  'get /api/search/filter-metadata',
  'get /api/search/brands',
  'get /api/search/price-range',
  'post /api/cart/add',
  'get /api/products/{id}',
  'get /api/products/{id}/details',
  'get /api/products/{id}/variant-sku-details',
  'get /api/products/{id}/sku-pricing-info',
  'post /api/products/{id}/bulk-price/request',
  'post /api/products/bulk-price/{id}/renegotiate',
  'delete /api/products/bulk-price/{id}',
  'get /api/seller/bulk-prices',
  'post /api/seller/bulk-prices/{id}/reply',
  'post /api/wishlist/update',
  'get /api/wishlist/check/{productId}',
  'get /api/wishlist/count',
  'get /api/company/people',
  'post /api/company/invitations',
  'post /api/company/invitations/accept',
  'patch /api/company/people/{id}',
  'delete /api/company/invitations/{id}',
  'get /api/company/audit',
  'get /api/company/audit/export',
  'post /api/auth/set-password',
  'get /api/operator/companies',
  'post /api/operator/companies',
  'get /api/operator/companies/{id}',
  'post /api/operator/companies/{id}/invitations',
  'delete /api/operator/companies/{id}/invitations/{invitationId}',
  'get /api/operator/companies/{id}/audit',
  'get /api/company/financial-year',
  'put /api/company/financial-year',
  'get /api/company/budgets',
  'put /api/company/budgets',
  'delete /api/company/budgets/{id}',
  'put /api/company/item-code-budgets',
  'delete /api/company/item-code-budgets/{id}',
  'get /api/company/budgets/export/csv',
  'get /api/company/budgets/export/excel',
  'get /api/company/price-limits',
  'put /api/company/price-limits',
  'delete /api/company/price-limits/{id}',
  'get /api/company/workflows',
  'post /api/company/workflows',
  'put /api/company/workflows/{id}',
  'delete /api/company/workflows/{id}',
  'get /api/company/workflows/preview',
  'get /api/company/locations',
  'post /api/company/locations',
  'patch /api/company/locations/{id}',
  'post /api/company/locations/{id}/archive',
  'post /api/company/locations/{id}/restore',
  'get /api/company/charge-codes',
  'post /api/company/charge-codes',
  'patch /api/company/charge-codes/{id}',
  'post /api/company/charge-codes/{id}/archive',
  'post /api/company/charge-codes/{id}/restore',
  'get /api/company/item-codes',
  'post /api/company/item-codes',
  'patch /api/company/item-codes/{id}',
  'post /api/company/item-codes/{id}/archive',
  'post /api/company/item-codes/{id}/restore',
  'get /api/company/people/{id}/access',
  'put /api/company/people/{id}/access',
  'get /api/company/integrations',
  'put /api/company/integrations/identity-provider',
  'delete /api/company/integrations/identity-provider',
  'post /api/company/integrations/assertion-keys',
  'post /api/company/integrations/assertion-keys/{id}/revoke',
  'put /api/company/integrations/punchout',
  'get /api/company/settings',
  'patch /api/company/settings',
  'delete /api/company/integrations/punchout',
];

describe.each(engines())('platform on %s', (engine) => {
  let ctx: TestContext;
  let sites: string;
  beforeAll(async () => {
    sites = mkdtempSync(join(tmpdir(), 'lapasar-static-'));
    mkdirSync(join(sites, 'sdk', 'chunks'), { recursive: true });
    mkdirSync(join(sites, 'storefront', 'assets'), { recursive: true });
    writeFileSync(join(sites, 'sdk', 'autoload.js'), 'export const loaded = true;\n');
    writeFileSync(join(sites, 'sdk', 'chunks', 'runtime.js'), 'export {};\n');
    writeFileSync(join(sites, 'storefront', 'index.html'), '<!doctype html><title>LaPasar</title>\n');
    writeFileSync(join(sites, 'storefront', 'assets', 'app.css'), 'body{}\n');
    ctx = await createTestContext(engine, { sdkDir: join(sites, 'sdk'), storefrontDir: join(sites, 'storefront') });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(sites, { recursive: true, force: true });
  });

  describe('GET /api/openapi.json', () => {
    it('documents every API route', async () => {
      const { status, body } = await call<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
        ctx.app,
        '/api/openapi.json',
      );
      expect(status).toBe(200);
      expect(body.openapi).toMatch(/^3\./);
      const documented = Object.entries(body.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
      expect(documented).toEqual(expect.arrayContaining(EXPECTED_ROUTES));
      const registered = ctx.app.routes
        .filter((route) => /^\/(api|corporate|punchout)\//.test(route.path) && route.method !== 'ALL' && route.path !== '/api/openapi.json')
        .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
      expect(documented.sort()).toEqual([...new Set(registered)].sort());
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      ctx.app.request('/api/auth/me', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,x-state' },
      });

    it.each(['https://intranet.example.com', 'http://localhost:5173', 'http://127.0.0.1:8000'])('allows %s', async (origin) => {
      const response = await preflight(origin);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
      for (const header of ['authorization', 'content-type', 'x-state', 'x-district']) expect(allowed).toContain(header);
    });

    it.each(['https://evil.example.com', 'http://localhost.evil.com', 'https://localhost:5173'])('denies %s', async (origin) => {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
    });

    it('denies localhost in production mode', async () => {
      const production = createApp({ db: ctx.db, allowLocalhostOrigins: false, corsOrigins: [] });
      const response = await production.request('/api/location/states', { headers: { Origin: 'http://localhost:5173' } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('covers the corporate API too', async () => {
      const response = await ctx.app.request('/corporate/marketplace/compare/count', {
        method: 'OPTIONS',
        headers: { Origin: 'https://intranet.example.com', 'Access-Control-Request-Method': 'POST' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('https://intranet.example.com');
    });
  });

  describe('static files', () => {
    it('serves the SDK under /sdk/ as JavaScript, loadable from any origin', async () => {
      for (const path of ['/sdk/autoload.js', '/sdk/chunks/runtime.js']) {
        const response = await ctx.app.request(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
        expect(response.headers.get('cache-control')).toContain('max-age');
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
      }
      expect(await (await ctx.app.request('/sdk/autoload.js')).text()).toContain('loaded');
    });

    it('answers 404 for a missing SDK file instead of the storefront', async () => {
      expect((await call(ctx.app, '/sdk/missing.js')).status).toBe(404);
      expect((await call(ctx.app, '/sdk/missing')).status).toBe(404);
    });

    it.each(['/', '/search?q=mask', `/category/${Buffer.from('cat_2756').toString('base64')}`, '/products/12', '/wishlist'])(
      'serves the storefront for %s',
      async (path) => {
        const response = await ctx.app.request(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(await response.text()).toContain('<title>LaPasar</title>');
      },
    );

    it('serves storefront files and 404s missing ones', async () => {
      const css = await ctx.app.request('/assets/app.css');
      expect(css.headers.get('content-type')).toContain('text/css');
      expect((await ctx.app.request('/assets/missing.css')).status).toBe(404);
    });

    it('never answers an API path with the storefront', async () => {
      expect(await call(ctx.app, '/api/nope')).toMatchObject({ status: 404, body: { error: 'Not found: GET /api/nope' } });
      expect((await call(ctx.app, '/corporate/nope')).status).toBe(404);
    });
  });

  describe('bad input', () => {
    const post = (body: string, contentType?: string) =>
      ctx.app.request('/api/location/postcode-details', {
        method: 'POST',
        body,
        headers: contentType ? { 'Content-Type': contentType } : {},
      });

    it('answers 400 to malformed JSON', async () => {
      const response = await post('{"postcode":', 'application/json');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Malformed JSON in request body', code: 'invalid_request' });
    });

    it('answers 400 to a JSON value that is not an object', async () => {
      const response = await post('[1,2]', 'application/json');
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/^json: |^postcode: /);
    });

    it('answers 415 to a body that is not JSON', async () => {
      const response = await post('postcode=40000', 'text/plain');
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: 'Unsupported Media Type', code: 'unsupported_type' });
    });

    it('answers 413 to an oversized body', async () => {
      const response = await post(JSON.stringify({ postcode: 'x'.repeat(2 * 1024 * 1024) }), 'application/json');
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: 'Request body is too large', code: 'too_large' });
    });

    it('hides the details of unexpected failures, and logs them with the request id', async () => {
      const lines: string[] = [];
      const logger = createLogger('error', { write: (line: string) => void lines.push(line) });
      const broken = createApp({ db: drizzle.mock({ schema }) as unknown as Database, logger });
      const response = await broken.request('/api/location/states', { headers: { 'X-Request-Id': 'failing-1' } });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'Internal server error', code: 'internal_error' });
      expect(response.headers.get('X-Request-Id')).toBe('failing-1');
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; requestId?: string; err?: { stack?: string } });
      expect(logged).toContainEqual(
        expect.objectContaining({
          msg: 'Request failed',
          requestId: 'failing-1',
          err: expect.objectContaining({ stack: expect.any(String) }),
        }),
      );
    });
  });

  describe('request location', () => {
    it('is read from X-State / X-District or the query', async () => {
      const probe = createApp({ db: ctx.db });
      probe.get('/api/probe', (c) => c.json(c.get('location')));
      const fromHeaders = await probe.request('/api/probe', { headers: { 'X-State': 'Selangor', 'X-District': 'Petaling' } });
      expect(await fromHeaders.json()).toEqual({ state: 'Selangor', district: 'Petaling' });
      const fromQuery = await probe.request('/api/probe?state=Johor&district=Kulai');
      expect(await fromQuery.json()).toEqual({ state: 'Johor', district: 'Kulai' });
    });
  });
});
