import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { punchoutSettings, users } from '../../server/db/schema';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

const PAGE = '<!doctype html><title>LaPasar</title><meta name="lapasar-live-chat-src" content="" />\n';
const CHAT_PAGE = PAGE.replace('content=""', 'content="https://chat.example.test/widget/live-chat.js"');

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  const entries = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0]);
  return new Map(entries.map(([name, ...sources]) => [name, sources]));
}

function expectEverywhereHeaders(response: Response): void {
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
}

describe.each(engines())('security and cache headers on %s', (engine) => {
  let ctx: TestContext;
  let sites: string;
  let buyer: string;
  let product: string;
  beforeAll(async () => {
    sites = mkdtempSync(join(tmpdir(), 'lapasar-headers-'));
    mkdirSync(join(sites, 'sdk', 'chunks'), { recursive: true });
    mkdirSync(join(sites, 'storefront'), { recursive: true });
    mkdirSync(join(sites, 'chat-storefront'), { recursive: true });
    writeFileSync(join(sites, 'sdk', 'autoload.js'), 'export const loaded = true;\n');
    writeFileSync(join(sites, 'sdk', 'chunks', 'runtime.js'), 'export {};\n');
    writeFileSync(join(sites, 'storefront', 'index.html'), PAGE);
    writeFileSync(join(sites, 'storefront', 'main.js'), 'export {};\n');
    writeFileSync(join(sites, 'chat-storefront', 'index.html'), CHAT_PAGE);
    ctx = await createTestContext(engine, { sdkDir: join(sites, 'sdk'), storefrontDir: join(sites, 'storefront') });
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.40');
    const listing = await call<{ products: { product_id: number }[] }>(ctx.app, '/api/products');
    product = `/api/products/${listing.body.products[0].product_id}`;
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(sites, { recursive: true, force: true });
  });

  describe('storefront pages', () => {
    it.each(['/', '/category/Y2F0XzE=', '/main.js'])(
      '%s carries a script policy without inline scripts, framed only by its own origin and the seeded procurement system',
      async (path) => {
        const response = await ctx.app.request(path);
        expect(response.status).toBe(200);
        expectEverywhereHeaders(response);
        const policy = directives(response.headers.get('Content-Security-Policy'));
        expect(policy.get('script-src')).toEqual(["'self'"]);
        expect(policy.get('style-src')).toEqual(["'self'"]);
        expect(policy.get('connect-src')).toEqual(["'self'"]);
        expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
        expect(policy.get('object-src')).toEqual(["'none'"]);
        expect(policy.get('frame-ancestors')).toEqual(["'self'", ...DEMO_PUNCHOUT.frameOrigins]);
      },
    );

    it("allows the live-chat provider's origin when the storefront was built with one", async () => {
      const app = createApp({ db: ctx.db, storefrontDir: join(sites, 'chat-storefront') });
      const policy = directives((await app.request('/')).headers.get('Content-Security-Policy'));
      for (const name of ['script-src', 'style-src', 'connect-src', 'frame-src']) {
        expect(policy.get(name)).toEqual(["'self'", 'https://chat.example.test']);
      }
      expect(policy.get('frame-ancestors')).toEqual(["'self'", ...DEMO_PUNCHOUT.frameOrigins]);
    });

    it("lets the origins of every company's punch-out settings frame the storefront and the punch-out pages, and nothing frame the API", async () => {
      const framing = async (path: string) => {
        const response = await ctx.app.request(path);
        return {
          ancestors: directives(response.headers.get('Content-Security-Policy')).get('frame-ancestors'),
          frameOptions: response.headers.get('X-Frame-Options'),
        };
      };
      const configure = (buyerId: number, origins: string[]) =>
        changeHeard(ctx.db, 'punchout_settings', () =>
          ctx.db.update(punchoutSettings).set({ frameOrigins: origins }).where(eq(punchoutSettings.buyerId, buyerId)),
        );
      try {
        // None configured: this origin only, in both headers.
        await configure(DEMO_PUNCHOUT.buyerId, []);
        for (const path of ['/', '/main.js']) expect(await framing(path)).toEqual({ ancestors: ["'self'"], frameOptions: 'SAMEORIGIN' });
        expect((await framing('/punchout/start?token=unknown')).ancestors).toEqual(["'self'"]);

        // Two companies' procurement systems: the union, each once. X-Frame-Options, which can name no other origin, is left out.
        await configure(DEMO_PUNCHOUT.buyerId, ['https://s1.ariba.com', 'https://acme.coupahost.com']);
        const [other] = await ctx.db
          .select({ id: users.id, buyerId: users.buyerId })
          .from(users)
          .where(eq(users.email, 'masked@lapasar.test'));
        await changeHeard(ctx.db, 'punchout_settings', () =>
          ctx.db.insert(punchoutSettings).values({
            buyerId: other.buyerId!,
            systemName: 'Coupa',
            defaultUserId: other.id,
            frameOrigins: ['https://acme.coupahost.com', 'http://srm.example.org:8443'],
          }),
        );
        const expected = ["'self'", 'http://srm.example.org:8443', 'https://acme.coupahost.com', 'https://s1.ariba.com'];
        for (const path of ['/', '/category/Y2F0XzE=', '/main.js'])
          expect(await framing(path)).toEqual({ ancestors: expected, frameOptions: null });
        expect((await framing('/punchout/start?token=unknown')).ancestors).toEqual(expected);
        expect(await framing('/api/categories')).toEqual({ ancestors: ["'none'"], frameOptions: null });

        // Only origins are stored: a path, a capital letter, a wildcard or a second directive is refused.
        for (const bad of [
          'https://s1.ariba.com/',
          'https://S1.ariba.com',
          'https://*.ariba.com',
          "https://a.example; script-src 'unsafe-inline'",
          'ftp://files.example.com',
          '',
        ]) {
          await expect(
            ctx.db
              .update(punchoutSettings)
              .set({ frameOrigins: [bad] })
              .where(eq(punchoutSettings.buyerId, other.buyerId!)),
          ).rejects.toThrow();
        }
        await changeHeard(ctx.db, 'punchout_settings', () =>
          ctx.db.delete(punchoutSettings).where(eq(punchoutSettings.buyerId, other.buyerId!)),
        );
        expect((await framing('/')).ancestors).toEqual(["'self'", 'https://acme.coupahost.com', 'https://s1.ariba.com']);
      } finally {
        await configure(DEMO_PUNCHOUT.buyerId, [...DEMO_PUNCHOUT.frameOrigins]);
      }
    });
  });

  describe('SDK assets', () => {
    it.each(['/sdk/autoload.js', '/sdk/chunks/runtime.js'])('%s stays loadable and embeddable from any origin', async (path) => {
      const response = await ctx.app.request(path, { headers: { Origin: 'https://portal.example.org' } });
      expect(response.status).toBe(200);
      expectEverywhereHeaders(response);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(response.headers.get('Content-Security-Policy')).toBeNull();
      expect(response.headers.get('X-Frame-Options')).toBeNull();
    });
  });

  describe('API answers', () => {
    it('gives an anonymous catalogue answer a validator, and 304 when it still matches', async () => {
      const first = await ctx.app.request('/api/categories');
      expect(first.status).toBe(200);
      expectEverywhereHeaders(first);
      expect(first.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(first.headers.get('Cache-Control')).toBe('public, no-cache');
      expect(first.headers.get('Vary')).toContain('Authorization, X-State, X-District');
      const tag = first.headers.get('ETag');
      expect(tag).toMatch(/^"[^"]+"$/);

      const again = await ctx.app.request('/api/categories', {
        headers: { 'If-None-Match': tag as string, Origin: 'https://intranet.example.com' },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(tag);
      expect(again.headers.get('Cache-Control')).toBe('public, no-cache');
      expect(again.headers.get('Access-Control-Allow-Origin')).toBe('https://intranet.example.com');
      expectEverywhereHeaders(again);

      const changed = await ctx.app.request('/api/categories', { headers: { 'If-None-Match': '"stale"' } });
      expect(changed.status).toBe(200);
    });

    it.each(['/api/location/states', '/api/products', '/api/search?q=glove', '/api/banners/home', 'product detail'])(
      'validates the anonymous public answer %s',
      async (name) => {
        const path = name === 'product detail' ? product : name;
        const response = await ctx.app.request(path, { headers: { 'X-State': 'Selangor', 'X-District': 'Petaling' } });
        expect(response.status).toBe(200);
        const tag = response.headers.get('ETag') as string;
        expect(tag).toBeTruthy();
        const again = await ctx.app.request(path, { headers: { 'X-State': 'Selangor', 'X-District': 'Petaling', 'If-None-Match': tag } });
        expect(again.status).toBe(304);
      },
    );

    it.each(['/api/auth/me', '/api/categories', 'product detail', '/api/wishlist/count'])(
      'never lets a cache keep %s for a signed-in buyer',
      async (name) => {
        const path = name === 'product detail' ? product : name;
        const response = await ctx.app.request(path, { headers: { Authorization: `Bearer ${buyer}` } });
        expect(response.status).toBe(200);
        expectEverywhereHeaders(response);
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        expect(response.headers.get('ETag')).toBeNull();
      },
    );

    it("keeps the corporate API's answers out of caches, under the API's policy", async () => {
      const response = await ctx.app.request('/corporate/marketplace/compare/count', {
        method: 'POST',
        headers: { Authorization: `Bearer ${buyer}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ by_id: '1' }).toString(),
      });
      expect(response.status).toBe(200);
      expectEverywhereHeaders(response);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(directives(response.headers.get('Content-Security-Policy')).get('default-src')).toEqual(["'none'"]);
    });

    it('keeps writes and failures out of caches', async () => {
      const login = await ctx.app.request('/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.41' },
        body: JSON.stringify({ email: 'buyer@lapasar.test', password: 'wrong password' }),
      });
      expect(login.status).toBe(401);
      expect(login.headers.get('Cache-Control')).toBe('no-store');
      const missing = await ctx.app.request('/api/products/999999');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('Cache-Control')).toBe('no-store');
      expect(missing.headers.get('ETag')).toBeNull();
      expectEverywhereHeaders(missing);
    });
  });
});
