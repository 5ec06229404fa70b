import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, buyers, catalogueCategories, catalogueMembers, products, sellers, skus } from '../../server/db/schema';
import { hashToken } from '../../server/domain/token';
import { ENERGY_CATALOGUE_ID } from '../../server/seed/accounts';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';
import { issueToken } from '../../server/services/sessions';
import { operationsOf, type OpenApiDocument } from './support/bad-input';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

const HOOK_URL = 'https://srm.example.com/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI';
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };

interface Answer {
  status: number;
  code?: string;
}

/** A request a session sends: the path with its query, and a JSON body when it has one. */
interface Request {
  method: string;
  path: string;
  body?: unknown;
}

describe.each(engines())('the reach of a punch-out session on %s', (engine) => {
  let ctx: TestContext;
  let ordinary: string;
  let document: OpenApiDocument;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { publicUrl: 'https://shop.example.com' });
    // The demo company shops from a catalogue too (the energy one), so that every catalogue call has an answer to give.
    await changeHeard(ctx.db, 'catalogue_members', () =>
      ctx.db.insert(catalogueMembers).values({ buyerId: DEMO_PUNCHOUT.buyerId, catalogueId: ENERGY_CATALOGUE_ID }),
    );
    await changeHeard(ctx.db, 'buyers', () =>
      ctx.db.update(buyers).set({ isTnb: 1, catalogId: ENERGY_CATALOGUE_ID }).where(eq(buyers.id, DEMO_PUNCHOUT.buyerId)),
    );
    ordinary = await signIn(ctx.app, DEMO_PUNCHOUT.defaultUserEmail, '192.0.2.71');
    document = (await call<OpenApiDocument>(ctx.app, '/api/openapi.json')).body;
  });
  afterAll(() => ctx?.close());

  /** Opens a punch-out session as SAP SRM does (the OCI start form); answers its token. */
  async function ociSession(): Promise<string> {
    const start = await ctx.app.request('/punchout/oci/start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ USERNAME: DEMO_PUNCHOUT.ociUsername, PASSWORD: DEMO_PUNCHOUT.ociPassword, HOOK_URL }).toString(),
    });
    expect(start.status).toBe(200);
    return (JSON.parse(/id="punchout-session">([^<]*)</.exec(await start.text())![1]) as { token: string }).token;
  }

  async function send(token: string, request: Request): Promise<Answer> {
    const answer = await call<{ code?: string }>(ctx.app, request.path, {
      method: request.method,
      token,
      headers: LOCATION,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    return { status: answer.status, code: answer.body?.code };
  }

  const transfer = (token: string) =>
    ctx.app.request('/punchout/transfer', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });

  /** How many sign-in links the user has ever been given. */
  const magicLinks = async (userId: number) =>
    (
      await ctx.db
        .select({ n: count() })
        .from(authTokens)
        .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'magic_link')))
    )[0].n;

  /** An orderable simple product with its SKU, seller and category. */
  async function orderable() {
    const [row] = await ctx.db
      .select({
        skuId: skus.id,
        code: skus.code,
        productId: products.id,
        name: products.name,
        sellerId: sellers.id,
        categoryId: products.categoryId,
      })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(
        sql`${sellers.active} = 'Y' and not ${sellers.hidden} and ${products.listingType} <> 'catalogue' and ${products.availability} = 'Y' and ${products.isVariant} = 'N' and ${skus.moq} = 1 and ${skus.stock} >= 50 and ${products.unshippedLocations} = '{}'`,
      )
      .orderBy(skus.id)
      .limit(1);
    return row;
  }

  it('reaches the shop, its own cart and its own session, each answered as for an ordinary session, and is refused everything else', async () => {
    const item = await orderable();
    const [user] = await ctx.db
      .select({ id: authTokens.userId })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(ordinary)));
    const [area] = await ctx.db
      .select({ id: catalogueCategories.categoryId })
      .from(catalogueCategories)
      .where(eq(catalogueCategories.catalogueId, ENERGY_CATALOGUE_ID))
      .limit(1);
    const token = await ociSession();
    const line = `${item.code}, 1`;

    // What a punch-out session may do, in an order that works (the cart's lines exist before they change), each a request that works.
    const shop: [string, Request][] = [
      ['GET /api/auth/me', { method: 'GET', path: '/api/auth/me' }],
      ['POST /api/location', { method: 'POST', path: '/api/location', body: { state: 'Selangor', district: 'Petaling', postcode: '' } }],
      ['GET /api/products', { method: 'GET', path: '/api/products' }],
      ['GET /api/products/unified', { method: 'GET', path: `/api/products/unified?categoryId=${item.categoryId}` }],
      ['GET /api/products/category', { method: 'GET', path: `/api/products/category?categoryId=${item.categoryId}` }],
      ['GET /api/products/covid', { method: 'GET', path: '/api/products/covid' }],
      ['GET /api/products/featured', { method: 'GET', path: '/api/products/featured' }],
      ['GET /api/products/price-range', { method: 'GET', path: '/api/products/price-range' }],
      ['GET /api/products/brands', { method: 'GET', path: '/api/products/brands' }],
      ['GET /api/catalogue-categories/header', { method: 'GET', path: '/api/catalogue-categories/header' }],
      ['GET /api/catalogue-categories/{id}', { method: 'GET', path: `/api/catalogue-categories/${area.id}` }],
      ['GET /api/products/catalogue', { method: 'GET', path: '/api/products/catalogue' }],
      ['GET /api/products/catalogue-categories', { method: 'GET', path: '/api/products/catalogue-categories' }],
      ['GET /api/products/tnb-catalogue-categories', { method: 'GET', path: '/api/products/tnb-catalogue-categories' }],
      ['GET /api/products/catalogue/search', { method: 'GET', path: '/api/products/catalogue/search?query=paper' }],
      ['GET /api/products/catalogue/brands', { method: 'GET', path: '/api/products/catalogue/brands' }],
      ['GET /api/catalogue-search', { method: 'GET', path: '/api/catalogue-search?query=paper' }],
      ['GET /api/search', { method: 'GET', path: '/api/search?query=paper' }],
      ['GET /api/search/filter-metadata', { method: 'GET', path: '/api/search/filter-metadata?query=paper' }],
      ['GET /api/search/brands', { method: 'GET', path: '/api/search/brands?query=paper' }],
      ['GET /api/search/price-range', { method: 'GET', path: '/api/search/price-range?query=paper' }],
      ['GET /api/vendors/{id}', { method: 'GET', path: `/api/vendors/${item.sellerId}` }],
      ['GET /api/products/{id}', { method: 'GET', path: `/api/products/${item.productId}` }],
      ['GET /api/products/{id}/details', { method: 'GET', path: `/api/products/${item.productId}/details` }],
      ['GET /api/products/{id}/variant-sku-details', { method: 'GET', path: `/api/products/${item.productId}/variant-sku-details` }],
      ['GET /api/products/{id}/sku-pricing-info', { method: 'GET', path: `/api/products/${item.productId}/sku-pricing-info` }],
      [
        'POST /api/cart/add',
        {
          method: 'POST',
          path: '/api/cart/add',
          body: { sku_id: item.skuId, sl_id: item.sellerId, product_id: item.productId, product_name: item.name, quantity: 1, price: 1 },
        },
      ],
      ['GET /api/cart/count', { method: 'GET', path: '/api/cart/count' }],
      ['GET /api/cart', { method: 'GET', path: '/api/cart' }],
      ['PATCH /api/cart/items/{skuId}', { method: 'PATCH', path: `/api/cart/items/${item.skuId}`, body: { quantity: 2 } }],
      ['POST /api/cart/quick-order/check', { method: 'POST', path: '/api/cart/quick-order/check', body: { text: line } }],
      ['POST /api/cart/quick-order', { method: 'POST', path: '/api/cart/quick-order', body: { text: line } }],
      ['POST /api/cart/remove-restricted', { method: 'POST', path: '/api/cart/remove-restricted', body: { skuIds: [item.skuId] } }],
      ['DELETE /api/cart/items/{skuId}', { method: 'DELETE', path: `/api/cart/items/${item.skuId}` }],
    ];
    const shopOperations = new Set([...shop.map(([operation]) => operation), 'POST /api/auth/logout']);
    const operations = operationsOf(document);
    // Every operation the test names is one the document has.
    const named = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    expect([...shopOperations].filter((operation) => !named.has(operation))).toEqual([]);

    const linksBefore = await magicLinks(user.id);
    const differing: string[] = [];
    for (const [operation, request] of shop) {
      const asPunchout = await send(token, request);
      const asOrdinary = await send(ordinary, request);
      if (asPunchout.status !== asOrdinary.status || asPunchout.status !== 200)
        differing.push(`${operation}: ${asPunchout.status} ${asPunchout.code ?? ''} (ordinary ${asOrdinary.status})`);
    }
    expect(differing).toEqual([]);

    // Everything else that reads a session refuses it, before its input is even read.
    const unrefused: string[] = [];
    const refused = operations.filter((operation) => operation.secured && !shopOperations.has(`${operation.method} ${operation.path}`));
    for (const operation of refused) {
      const path = operation.path.replace(/\{\w+\}/g, '1');
      const answer = await send(token, { method: operation.method, path, body: operation.body ? {} : undefined });
      if (answer.status !== 403 || answer.code !== 'punchout_scope')
        unrefused.push(`${operation.method} ${operation.path}: ${answer.status} ${answer.code ?? ''}`);
      if (!operation.responses['403']) unrefused.push(`${operation.method} ${operation.path}: 403 not documented`);
    }
    expect(unrefused).toEqual([]);
    // Sign-in links, orders, checkout, approvals, lists, uploads, quotations, the wishlist and bulk prices among them.
    expect(refused.length).toBeGreaterThan(60);
    expect(await magicLinks(user.id)).toBe(linksBefore);

    // Its own sign-out, and the transfer, end it.
    expect((await transfer(token)).status).toBe(200);
    expect((await send(token, { method: 'GET', path: '/api/auth/me' })).status).toBe(401);
    const other = await ociSession();
    expect((await send(other, { method: 'POST', path: '/api/auth/logout' })).status).toBe(200);
    expect((await send(other, { method: 'GET', path: '/api/auth/me' })).status).toBe(401);
  });

  it('never turns into an ordinary session: no sign-in link is minted, and a link made inside it stays in it and ends with it', async () => {
    const token = await ociSession();
    const [row] = await ctx.db
      .select({ userId: authTokens.userId, punchoutSessionId: authTokens.punchoutSessionId })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const linksBefore = await magicLinks(row.userId);

    // The journey: the punch-out token asks for a sign-in link to redeem for a 12-hour session.
    const link = await call<{ code?: string; data?: unknown }>(ctx.app, '/api/users/magic-link', { method: 'POST', token });
    expect(link.status).toBe(403);
    expect(link.body.code).toBe('punchout_scope');
    expect(link.body.data).toBeUndefined();
    expect(await magicLinks(row.userId)).toBe(linksBefore);
    const mail = await call<{ code?: string }>(ctx.app, '/api/auth/verification-email', { method: 'POST', token, body: {} });
    expect(mail).toMatchObject({ status: 403, body: { code: 'punchout_scope' } });

    // A link that belongs to the punch-out session (as a token of it might) redeems to that punch-out session only.
    const inside = await issueToken(ctx.db, row.userId, 'magic_link', row.punchoutSessionId ?? undefined);
    const redeemed = await call<{ user: { auth_token: string } }>(ctx.app, '/api/auth/magic-link/redeem', { body: { token: inside } });
    expect(redeemed.status).toBe(200);
    const session = redeemed.body.user.auth_token;
    expect((await call<{ punchout?: { system: string } }>(ctx.app, '/api/auth/me', { token: session })).body.punchout).toEqual({
      system: DEMO_PUNCHOUT.systemName,
    });
    expect((await call<{ code?: string }>(ctx.app, '/api/orders/pre-orders', { token: session })).body.code).toBe('punchout_scope');
    expect((await transfer(token)).status).toBe(200);
    expect((await call(ctx.app, '/api/auth/me', { token: session })).status).toBe(401);
  });
});
