import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PreOrderDetail } from '../../src/contract/types';
import {
  authTokens,
  cartItems,
  categories,
  preOrderLines,
  preOrders,
  products,
  punchoutOrders,
  punchoutSessions,
  scheduledJobs,
  sellers,
  skus,
  users,
} from '../../server/db/schema';
import { hashPassword } from '../../server/domain/password';
import { hashToken } from '../../server/domain/token';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';
import { purgePunchoutSessionsJob } from '../../server/services/punchout';
import { runScheduledJobs } from '../../server/services/scheduled-jobs';
import { cxmlDtdErrors, list, readCxml, type CxmlNode as Node } from '../support/cxml/dtd';
import { demoCxml } from '../support/demo-cxml';
import { changeHeard, createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';
import { call, DEMO_PASSWORD, signIn } from './support/http';

const RETURN_URL = 'https://procurement.example.com/punchout/return?session=42';
const HOOK_URL = 'https://srm.example.com/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI';
const orderable = sql`${products.actMaxPrice} > 0 and ${sellers.active} = 'Y' and not ${sellers.hidden} and ${products.listingType} <> 'catalogue' and ${products.availability} = 'Y' and ${skus.moq} = 1 and ${skus.stock} >= 50`;

interface Line {
  code: string;
  auxiliary?: string;
  quantity: number;
  price?: string;
}

const itemOut = (lines: readonly Line[]) =>
  lines.map((line, index) => ({
    '@_quantity': String(line.quantity),
    '@_lineNumber': String(index + 1),
    ItemID: { SupplierPartID: line.code, ...(line.auxiliary ? { SupplierPartAuxiliaryID: line.auxiliary } : {}) },
    ...(line.price
      ? {
          ItemDetail: {
            UnitPrice: { Money: { '@_currency': 'MYR', '#text': line.price } },
            Description: { '@_xml:lang': 'en', '#text': 'x' },
            UnitOfMeasure: 'EA',
            Classification: { '@_domain': 'UNSPSC', '#text': '44121704' },
          },
        }
      : {}),
  }));

function setupRequest(operation: string, { email, lines = [], secret }: { email?: string; lines?: Line[]; secret?: string } = {}) {
  return demoCxml(
    {
      PunchOutSetupRequest: {
        '@_operation': operation,
        BuyerCookie: 'cookie-7f3a',
        ...(email ? { Extrinsic: { '@_name': 'UserEmail', '#text': email } } : {}),
        BrowserFormPost: { URL: RETURN_URL },
        ...(lines.length > 0 ? { ItemOut: itemOut(lines) } : {}),
      },
    },
    { secret },
  );
}

/** The OrderRequestHeader elements the tests write, in the order the cXML DTD wants them. */
const HEADER_ORDER = ['ShipTo', 'BillTo', 'Contact', 'Extrinsic'];

/** An OrderRequest of `lines`; shipped to SHIP_TO and billed to the demo company unless `header` says otherwise (undefined leaves one out). */
function orderRequest(
  lines: Line[],
  { header = {}, ...options }: { payloadId?: string; secret?: string; header?: Record<string, unknown> } = {},
) {
  const total = lines.reduce((sum, line) => sum + Number(line.price ?? 0) * line.quantity, 0);
  const fields: Record<string, unknown> = { ShipTo: address(SHIP_TO), BillTo: address(BILL_TO), ...header };
  return demoCxml(
    {
      OrderRequest: {
        OrderRequestHeader: {
          '@_orderID': 'PO-ARIBA-1001',
          '@_orderDate': new Date().toISOString(),
          '@_type': 'new',
          Total: { Money: { '@_currency': 'MYR', '#text': total.toFixed(2) } },
          ...Object.fromEntries(HEADER_ORDER.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]])),
        },
        ItemOut: itemOut(lines),
      },
    },
    options,
  );
}

interface Address {
  name: string;
  deliverTo?: string;
  streets: string[];
  city: string;
  state: string;
  postalCode: string;
  country: string;
  email?: string;
}

/** A cXML Address, as ShipTo and BillTo hold it. */
const address = (at: Address) => ({
  Address: {
    '@_isoCountryCode': 'MY',
    '@_addressID': 'site-1',
    Name: { '@_xml:lang': 'en', '#text': at.name },
    PostalAddress: {
      '@_name': 'default',
      ...(at.deliverTo ? { DeliverTo: at.deliverTo } : {}),
      Street: at.streets,
      City: at.city,
      State: at.state,
      PostalCode: at.postalCode,
      Country: { '@_isoCountryCode': 'MY', '#text': at.country },
    },
    ...(at.email ? { Email: { '@_name': 'default', '#text': at.email } } : {}),
  },
});

const SHIP_TO: Address = {
  name: 'Receiving Dock 2',
  deliverTo: 'Nurul Huda',
  streets: ['Lot 5 & 6, Jalan SS 15/4', 'Taman Subang', 'Blok B'],
  city: 'Subang Jaya',
  state: 'Selangor',
  postalCode: '47500',
  country: 'Malaysia',
};
const BILL_TO: Address = {
  name: 'Demo Trading Sdn Bhd',
  streets: ['Menara Demo, Jalan Ampang'],
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  postalCode: '50450',
  country: 'Malaysia',
};

/** HTML attribute text as the browser reads it. */
const unescape = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

describe.each(engines())('PunchOut on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;

  let colleague: { id: number; token: string };

  beforeAll(async () => {
    ctx = await createTestContext(engine, { publicUrl: 'https://shop.example.com' });
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.91');
    const passwordHash = await hashPassword(DEMO_PASSWORD, TEST_KDF_LOG_N);
    const [row] = await ctx.db
      .insert(users)
      .values({ email: 'colleague@lapasar.test', name: 'Nurul Huda', buyerId: DEMO_PUNCHOUT.buyerId, passwordHash })
      .returning({ id: users.id });
    colleague = { id: row.id, token: await signIn(ctx.app, 'colleague@lapasar.test', '192.0.2.92') };
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    await changeHeard(ctx.db, 'cart_items', () => ctx.db.delete(cartItems));
  });

  /**
   * Posts a document as a procurement system does and reads the answer as one would: by the cXML
   * DTD. What is sent is valid cXML too, unless the test sends a document cXML refuses on purpose.
   */
  async function postXml(path: string, body: string, { conforming = true } = {}) {
    if (conforming) expect(cxmlDtdErrors(body)).toEqual([]);
    const response = await ctx.app.request(path, { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body });
    const text = await response.text();
    const document = { cXML: readCxml(text) };
    const status = document.cXML.Response.Status;
    return {
      http: response.status,
      type: response.headers.get('Content-Type'),
      code: Number(status['@_code']),
      text: String(status['@_text']),
      response: document.cXML.Response as Node,
    };
  }

  /** Two orderable SKUs with their product's and seller's ids. */
  async function twoSkus() {
    const rows = await ctx.db
      .select({
        id: skus.id,
        code: skus.code,
        productId: skus.productId,
        sellerId: products.sellerId,
        name: products.name,
        categoryId: products.categoryId,
      })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(orderable)
      .orderBy(skus.id)
      .limit(2);
    expect(rows).toHaveLength(2);
    return rows;
  }

  /** Opens a start page and answers the session token it hands the browser. */
  async function openStart(url: string) {
    const response = await ctx.app.request(url);
    const html = await response.text();
    const data = /<script type="application\/json" id="punchout-session">([^<]*)<\/script>/.exec(html);
    return {
      status: response.status,
      html,
      token: data ? (JSON.parse(data[1]) as { token: string; user: { emailId: string }; punchout: { system: string } }) : null,
    };
  }

  async function createSession(email?: string) {
    const setup = await postXml('/punchout/cxml/setup', setupRequest('create', { email }));
    expect(setup).toMatchObject({ http: 200, code: 200 });
    const url = String(setup.response.PunchOutSetupResponse.StartPage.URL);
    const opened = await openStart(url.replace('https://shop.example.com', ''));
    expect(opened.status).toBe(200);
    return { url, token: opened.token!.token, user: opened.token!.user };
  }

  const addToCart = (token: string, sku: { id: number; productId: number; sellerId: number; name: string }, quantity: number) =>
    call(ctx.app, '/api/cart/add', {
      token,
      body: { sku_id: sku.id, sl_id: sku.sellerId, product_id: sku.productId, product_name: sku.name, quantity, price: 1 },
    });

  async function transfer(token: string) {
    const response = await ctx.app.request('/punchout/transfer', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    const html = await response.text();
    const form = /<form id="punchout-transfer" method="post" action="([^"]*)"(?: target="([^"]*)")?>/.exec(html);
    const fields = [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
      ([, name, value]) => [unescape(name), unescape(value)] as const,
    );
    return {
      status: response.status,
      html,
      policy: response.headers.get('Content-Security-Policy'),
      action: form ? unescape(form[1]) : null,
      target: form?.[2] ?? null,
      fields,
    };
  }

  it('answers a PunchOutSetupRequest with a one-time start URL that signs the named buyer in to a punch-out session', async () => {
    const setup = await postXml('/punchout/cxml/setup', setupRequest('create', { email: 'BUYER@lapasar.test' }));
    expect(setup).toMatchObject({ http: 200, code: 200, text: 'OK' });
    expect(setup.type).toMatch(/^text\/xml/);
    const url = String(setup.response.PunchOutSetupResponse.StartPage.URL);
    expect(url).toMatch(/^https:\/\/shop\.example\.com\/punchout\/start\?token=[\w-]{43}$/);

    const opened = await openStart(url.replace('https://shop.example.com', ''));
    expect(opened.status).toBe(200);
    expect(opened.token?.user.emailId).toBe('buyer@lapasar.test');
    expect(opened.token?.punchout).toEqual({ system: 'SAP Ariba' });
    const me = await call<{ punchout?: { system: string } }>(ctx.app, '/api/auth/me', { token: opened.token!.token });
    expect(me.status).toBe(200);
    expect(me.body.punchout).toEqual({ system: 'SAP Ariba' });
    // An ordinary sign-in is not a punch-out session.
    expect((await call<{ punchout?: unknown }>(ctx.app, '/api/auth/me', { token: buyer })).body.punchout).toBeUndefined();

    const again = await openStart(url.replace('https://shop.example.com', ''));
    expect(again.status).toBe(410);
    expect(again.token).toBeNull();
  });

  it('shops in a cart of the punch-out session, apart from the buyer’s own', async () => {
    const [own, punched] = await twoSkus();
    expect((await addToCart(buyer, own, 2)).status).toBe(200);
    const session = await createSession();
    const added = await addToCart(session.token, punched, 3);
    expect(added.status).toBe(200);
    expect(added.body.cartCount).toBe(1);
    expect((await call<{ count: number }>(ctx.app, '/api/cart/count', { token: session.token })).body.count).toBe(1);
    expect((await call<{ count: number }>(ctx.app, '/api/cart/count', { token: buyer })).body.count).toBe(1);
    const ownLines = await ctx.db
      .select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.buyerId, 1), isNull(cartItems.punchoutSessionId)));
    expect(ownLines).toEqual([{ skuId: own.id, quantity: 2 }]);
    // The same SKU in both carts is two lines, each with its own quantity.
    expect((await addToCart(session.token, own, 1)).status).toBe(200);
    expect((await addToCart(buyer, own, 1)).status).toBe(200);
    const quantities = await ctx.db
      .select({ quantity: cartItems.quantity, punchout: cartItems.punchoutSessionId })
      .from(cartItems)
      .where(eq(cartItems.skuId, own.id));
    expect(quantities.map((row) => [row.punchout === null, row.quantity]).sort()).toEqual([
      [false, 1],
      [true, 3],
    ]);
  });

  it('transfers the cart as a PunchOutOrderMessage posted by the browser, ends the session, and takes it back with operation edit', async () => {
    const [first, second] = await twoSkus();
    await changeHeard(ctx.db, 'categories', () =>
      ctx.db.update(categories).set({ unspsc: '44121704' }).where(eq(categories.id, first.categoryId!)),
    );
    const session = await createSession();
    expect((await addToCart(session.token, first, 2)).status).toBe(200);
    expect((await addToCart(session.token, second, 5)).status).toBe(200);
    const prices = new Map(
      (await ctx.db.select({ skuId: cartItems.skuId, price: cartItems.price }).from(cartItems)).map((row) => [row.skuId, row.price]),
    );

    const sent = await transfer(session.token);
    expect(sent.status).toBe(200);
    expect(sent.action).toBe(RETURN_URL);
    expect(sent.policy).toContain('form-action https://procurement.example.com');
    expect(sent.fields.map(([name]) => name)).toEqual(['cxml-urlencoded']);
    const document = readCxml(sent.fields[0][1]);
    expect(list(document.Header.To.Credential).map((credential) => [credential['@_domain'], credential.Identity])).toEqual([
      [DEMO_PUNCHOUT.cxmlDomain, DEMO_PUNCHOUT.cxmlIdentity],
    ]);
    const message = document.Message.PunchOutOrderMessage;
    expect(message.BuyerCookie).toBe('cookie-7f3a');
    const lines = list(message.ItemIn);
    expect(lines.map((line) => [line['@_quantity'], line.ItemID.SupplierPartID, line.ItemID.SupplierPartAuxiliaryID])).toEqual([
      ['2', first.code, `sku:${first.id}`],
      ['5', second.code, `sku:${second.id}`],
    ]);
    for (const [line, sku] of [
      [lines[0], first],
      [lines[1], second],
    ] as const) {
      expect(line.ItemDetail.UnitPrice.Money).toEqual({ '@_currency': 'MYR', '#text': (prices.get(sku.id)! / 100).toFixed(2) });
      expect(line.ItemDetail.Description['#text']).toBe(sku.name);
      expect(line.ItemDetail.UnitOfMeasure).toBe('EA');
    }
    expect(list(lines[0].ItemDetail.Classification)[0]).toEqual({ '@_domain': 'UNSPSC', '#text': '44121704' });
    const total = 2 * prices.get(first.id)! + 5 * prices.get(second.id)!;
    expect(message.PunchOutOrderMessageHeader.Total.Money['#text']).toBe((total / 100).toFixed(2));

    // The session has ended: its token no longer works, and a second transfer is refused.
    expect((await call(ctx.app, '/api/auth/me', { token: session.token })).status).toBe(401);
    expect((await transfer(session.token)).status).toBe(401);

    // The procurement system sends the lines back to be edited: a new session's cart holds them.
    const edit = await postXml(
      '/punchout/cxml/setup',
      setupRequest('edit', {
        lines: lines.map((line) => ({
          code: line.ItemID.SupplierPartID,
          auxiliary: line.ItemID.SupplierPartAuxiliaryID,
          quantity: Number(line['@_quantity']),
        })),
      }),
    );
    expect(edit).toMatchObject({ http: 200, code: 200 });
    const reopened = await openStart(String(edit.response.PunchOutSetupResponse.StartPage.URL).replace('https://shop.example.com', ''));
    expect((await call<{ count: number }>(ctx.app, '/api/cart/count', { token: reopened.token!.token })).body.count).toBe(2);
    const editLines = await ctx.db.select({ skuId: cartItems.skuId, quantity: cartItems.quantity }).from(cartItems).orderBy(cartItems.id);
    expect(editLines).toEqual([
      { skuId: first.id, quantity: 2 },
      { skuId: second.id, quantity: 5 },
    ]);
  });

  it('refuses a wrong shared secret, malformed XML, entity declarations and an unknown operation with a cXML status, opening nothing', async () => {
    const before = await postXml('/punchout/cxml/setup', setupRequest('create', { secret: 'not-the-secret' }));
    expect(before).toMatchObject({ http: 401, code: 401, text: 'Unknown sender or wrong shared secret' });
    expect(before.response.PunchOutSetupResponse).toBeUndefined();

    const malformed = await postXml('/punchout/cxml/setup', '<cXML><Header><From></Header></cXML>', { conforming: false });
    expect(malformed).toMatchObject({ http: 400, code: 400 });
    expect(malformed.text).toMatch(/^Malformed XML/);

    const laughs = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY a "${'A'.repeat(100)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${setupRequest(
      'create',
    )
      .replace(/^<\?xml[^>]*\?>/, '')
      .replace('cookie-7f3a', '&c;')}`;
    const expanded = await postXml('/punchout/cxml/setup', laughs, { conforming: false });
    expect(expanded).toMatchObject({
      http: 400,
      code: 400,
      text: 'DOCTYPE declarations with an internal subset or entities are not accepted',
    });

    const unknown = await postXml('/punchout/cxml/setup', setupRequest('destroy'), { conforming: false });
    expect(unknown).toMatchObject({ http: 400, code: 400, text: 'Unknown operation "destroy": expected create, edit or inspect' });

    const json = await ctx.app.request('/punchout/cxml/setup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect(readCxml(await json.text()).Response.Status['@_code']).toBe('415');

    // The DOCTYPE naming the cXML DTD that procurement systems send (every request here has one) is fine.
    expect(setupRequest('create')).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">');
    expect(await postXml('/punchout/cxml/setup', setupRequest('create'))).toMatchObject({ http: 200, code: 200 });
  });

  it('places an approved OrderRequest without the approval workflow, once per payloadID', async () => {
    const [first, second] = await twoSkus();
    const stockBefore = new Map(
      (await ctx.db.select({ id: skus.id, stock: skus.stock }).from(skus).where(sql`${skus.id} in (${first.id}, ${second.id})`)).map(
        (row) => [row.id, row.stock],
      ),
    );
    const payloadId = `order-${engine}-${Date.now()}@procurement.example.com`;
    const document = orderRequest(
      [
        { code: first.code, quantity: 2, price: '1.00' },
        { code: second.code.toLowerCase(), auxiliary: `sku:${second.id}`, quantity: 1 },
      ],
      { payloadId },
    );
    const placed = await postXml('/punchout/cxml/order', document);
    expect(placed).toMatchObject({ http: 200, code: 200 });
    const [order] = await ctx.db
      .select()
      .from(preOrders)
      .where(eq(preOrders.batchId, `cxml:${payloadId}`));
    expect(order.status).toBe('processing');
    expect(order.currentStage).toBeNull();
    expect(placed.text).toBe(`OK: order PO-ARIBA-1001 placed as ${order.poId}`);
    const lines = await ctx.db
      .select({ skuId: preOrderLines.skuId, quantity: preOrderLines.quantity })
      .from(preOrderLines)
      .where(eq(preOrderLines.orderId, order.id))
      .orderBy(preOrderLines.id);
    expect(lines).toEqual([
      { skuId: first.id, quantity: 2 },
      { skuId: second.id, quantity: 1 },
    ]);
    const stockAfter = new Map(
      (await ctx.db.select({ id: skus.id, stock: skus.stock }).from(skus).where(sql`${skus.id} in (${first.id}, ${second.id})`)).map(
        (row) => [row.id, row.stock],
      ),
    );
    expect(stockAfter.get(first.id)).toBe(stockBefore.get(first.id)! - 2);

    // The same payloadID again: the same answer, and no second order.
    const replayed = await postXml('/punchout/cxml/order', document);
    expect(replayed).toMatchObject({ http: 200, code: 200, text: placed.text });
    expect(
      (
        await ctx.db
          .select({ n: count() })
          .from(preOrders)
          .where(eq(preOrders.batchId, `cxml:${payloadId}`))
      )[0].n,
    ).toBe(1);
    expect((await ctx.db.select({ n: count() }).from(punchoutOrders).where(eq(punchoutOrders.payloadId, payloadId)))[0].n).toBe(1);
  });

  it('refuses an OrderRequest naming an unknown SKU (400) or with a wrong credential (401), placing nothing', async () => {
    const [first] = await twoSkus();
    const orders = async () => (await ctx.db.select({ n: count() }).from(preOrders))[0].n;
    const before = await orders();
    const unknown = await postXml(
      '/punchout/cxml/order',
      orderRequest([
        { code: first.code, quantity: 1 },
        { code: 'NO-SUCH-SKU-1', quantity: 1 },
      ]),
    );
    expect(unknown).toMatchObject({ http: 400, code: 400, text: 'Unknown SupplierPartID "NO-SUCH-SKU-1"' });
    const wrong = await postXml('/punchout/cxml/order', orderRequest([{ code: first.code, quantity: 1 }], { secret: 'guess' }));
    expect(wrong).toMatchObject({ http: 401, code: 401 });
    expect(await orders()).toBe(before);
    // A refused payloadID was not recorded: sent again once fixed, it is placed.
    const fixedId = `fixed-${engine}-${Date.now()}@procurement.example.com`;
    expect(
      (await postXml('/punchout/cxml/order', orderRequest([{ code: 'NO-SUCH-SKU-1', quantity: 1 }], { payloadId: fixedId }))).code,
    ).toBe(400);
    expect((await postXml('/punchout/cxml/order', orderRequest([{ code: first.code, quantity: 1 }], { payloadId: fixedId }))).code).toBe(
      200,
    );
  });

  it('opens an OCI session from the start URL and posts the NEW_ITEM fields to the HOOK_URL', async () => {
    const [first, second] = await twoSkus();
    const refused = await ctx.app.request(
      `/punchout/oci/start?${new URLSearchParams({ USERNAME: DEMO_PUNCHOUT.ociUsername, PASSWORD: 'wrong', HOOK_URL })}`,
    );
    expect(refused.status).toBe(401);
    const start = await ctx.app.request('/punchout/oci/start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        USERNAME: DEMO_PUNCHOUT.ociUsername,
        PASSWORD: DEMO_PUNCHOUT.ociPassword,
        HOOK_URL,
        '~TARGET': '_top',
      }).toString(),
    });
    expect(start.status).toBe(200);
    const token = (JSON.parse(/id="punchout-session">([^<]*)</.exec(await start.text())![1]) as { token: string }).token;
    expect((await call<{ punchout?: { system: string } }>(ctx.app, '/api/auth/me', { token })).body.punchout).toEqual({
      system: 'SAP Ariba',
    });
    expect((await addToCart(token, first, 4)).status).toBe(200);
    expect((await addToCart(token, second, 1)).status).toBe(200);
    const price = new Map(
      (await ctx.db.select({ skuId: cartItems.skuId, price: cartItems.price }).from(cartItems)).map((row) => [row.skuId, row.price]),
    );

    const sent = await transfer(token);
    expect(sent.status).toBe(200);
    expect(sent.action).toBe(HOOK_URL);
    expect(sent.target).toBe('_top');
    const fields = new Map(sent.fields);
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')).toBe(first.name.slice(0, 40));
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('4');
    expect(fields.get('NEW_ITEM-UNIT[1]')).toBe('EA');
    expect(fields.get('NEW_ITEM-PRICE[1]')).toBe((price.get(first.id)! / 100).toFixed(2));
    expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('MYR');
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(first.code);
    expect(fields.get('NEW_ITEM-EXT_PRODUCT_ID[1]')).toBe(`sku:${first.id}`);
    expect(fields.has('NEW_ITEM-MATGROUP[1]')).toBe(true);
    expect(fields.has('NEW_ITEM-LEADTIME[1]')).toBe(true);
    expect(fields.get('NEW_ITEM-VENDORMAT[2]')).toBe(second.code);
    expect(fields.get('NEW_ITEM-QUANTITY[2]')).toBe('1');
    expect(fields.has('NEW_ITEM-VENDORMAT[3]')).toBe(false);
    expect((await call(ctx.app, '/api/auth/me', { token })).status).toBe(401);
  });

  /** Places an OrderRequest (valid cXML unless `conforming` is false); answers the cXML status and the order it placed, if any. */
  async function placeOrder(
    header: Record<string, unknown>,
    { written = (document: string) => document, conforming = true }: { written?: (document: string) => string; conforming?: boolean } = {},
  ) {
    const [first] = await twoSkus();
    const payloadId = `addressed-${engine}-${Date.now()}-${Math.random()}@procurement.example.com`;
    const document = written(orderRequest([{ code: first.code, quantity: 1 }], { payloadId, header }));
    const answer = await postXml('/punchout/cxml/order', document, { conforming });
    const [order] = await ctx.db
      .select()
      .from(preOrders)
      .where(eq(preOrders.batchId, `cxml:${payloadId}`));
    return { answer, order, payloadId };
  }

  it('ships an OrderRequest to its ShipTo, bills it to its BillTo and places it as the buyer its ShipTo names', async () => {
    const { answer, order, payloadId } = await placeOrder({
      ShipTo: address({ ...SHIP_TO, email: 'Colleague@lapasar.test' }),
      BillTo: address(BILL_TO),
    });
    expect(answer).toMatchObject({ http: 200, code: 200 });
    expect(order.userId).toBe(colleague.id);
    expect(order.form).toEqual({
      ship_lotno: '',
      ship_street1: 'Lot 5 & 6, Jalan SS 15/4',
      ship_street2: 'Taman Subang, Blok B',
      ship_city: 'Subang Jaya',
      ship_state: 'Selangor',
      ship_district: 'Petaling',
      ship_pincode: '47500',
      ship_countery: 'Malaysia',
      shipping_address_type: 'new',
      bill_lotno: '',
      bill_street1: 'Menara Demo, Jalan Ampang',
      bill_street2: '',
      bill_city: 'Kuala Lumpur',
      bill_State: 'Kuala Lumpur',
      bill_pincode: '50450',
      bill_countery: 'Malaysia',
      company_name: 'Demo Trading Sdn Bhd',
      punchout: { payloadId, orderId: 'PO-ARIBA-1001', shipTo: { name: 'Receiving Dock 2', deliverTo: ['Nurul Huda'] } },
    });

    // The buyer reads them as the order's addresses.
    const detail = await call<{ data: PreOrderDetail }>(ctx.app, `/api/orders/pre-orders/${order.poId}`, { token: colleague.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.submittedBy).toBe('Nurul Huda');
    expect(detail.body.data.shippingAddress).toEqual({
      lotNo: '',
      street1: 'Lot 5 & 6, Jalan SS 15/4',
      street2: 'Taman Subang, Blok B',
      postcode: '47500',
      city: 'Subang Jaya',
      state: 'Selangor',
      country: 'Malaysia',
    });
    expect(detail.body.data.billingAddress).toEqual({
      lotNo: '',
      street1: 'Menara Demo, Jalan Ampang',
      street2: '',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      country: 'Malaysia',
    });
  });

  it('places an OrderRequest as the first buyer of the company it names, else as the default punch-out user', async () => {
    const [defaultUser] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PUNCHOUT.defaultUserEmail));
    const userEmail = (email: string) => ({ Extrinsic: [{ '@_name': 'UserEmail', '#text': email }] });
    const contact = (email: string) => ({
      Contact: [{ '@_role': 'endUser', Name: { '@_xml:lang': 'en', '#text': 'Someone' }, Email: email }],
    });

    // A user of another company is passed over for the Contact who is the company's own.
    const named = await placeOrder({
      ShipTo: address({ ...SHIP_TO, email: DEMO_PUNCHOUT.defaultUserEmail }),
      BillTo: address(BILL_TO),
      ...contact('colleague@lapasar.test'),
      ...userEmail('masked@lapasar.test'),
    });
    expect(named.answer.code).toBe(200);
    expect(named.order.userId).toBe(colleague.id);
    // The Extrinsic UserEmail comes before the ShipTo's Email.
    const explicit = await placeOrder({
      ShipTo: address({ ...SHIP_TO, email: DEMO_PUNCHOUT.defaultUserEmail }),
      BillTo: address(BILL_TO),
      ...userEmail('colleague@lapasar.test'),
    });
    expect(explicit.order.userId).toBe(colleague.id);
    // Nobody of the company named (an outsider, an unknown address, one too long to be any): the default punch-out user.
    const outsider = await placeOrder({
      ShipTo: address({ ...SHIP_TO, email: 'masked@lapasar.test' }),
      BillTo: address(BILL_TO),
      ...contact('nobody@lapasar.test'),
      ...userEmail(`${'x'.repeat(300)}@lapasar.test`),
    });
    expect(outsider.answer.code).toBe(200);
    expect(outsider.order.userId).toBe(defaultUser.id);
    // No ShipTo at all: refused, since where an order goes decides its shipping, SST and what may go there.
    const bare = await placeOrder({ ShipTo: undefined });
    expect(bare.answer).toMatchObject({ http: 400, code: 400, text: expect.stringMatching(/^OrderRequestHeader needs a ShipTo Address/) });
    expect(bare.order).toBeUndefined();
  });

  it('refuses an OrderRequest whose ShipTo or BillTo does not fit an order address (400), placing nothing', async () => {
    const orders = async () => (await ctx.db.select({ n: count() }).from(preOrders))[0].n;
    const before = await orders();
    // A NUL as a character reference, which the builder would escape.
    const nulReference = (document: string) => document.replace('Subang-Jaya', 'Subang&#0;Jaya');
    const billTo = address(BILL_TO);
    // A NUL, written or as a reference, is not XML at all: those documents are not cXML either.
    const refusals: [Record<string, unknown>, string, { written?: (document: string) => string; conforming?: boolean }?][] = [
      [{ ShipTo: address({ ...SHIP_TO, postalCode: '47500-12345' }), BillTo: billTo }, 'ShipTo PostalCode must be at most 10 characters'],
      [
        { ShipTo: address({ ...SHIP_TO, city: 'Subang\u0000Jaya' }), BillTo: billTo },
        'ShipTo City must not contain control characters',
        { conforming: false },
      ],
      [
        { ShipTo: address({ ...SHIP_TO, city: 'Subang-Jaya' }), BillTo: billTo },
        'ShipTo City must not contain control characters',
        { written: nulReference, conforming: false },
      ],
      [{ ShipTo: address({ ...SHIP_TO, name: 'Dock'.repeat(60) }), BillTo: billTo }, 'ShipTo Name must be at most 200 characters'],
      [
        { ShipTo: address(SHIP_TO), BillTo: address({ ...BILL_TO, streets: ['Menara Demo', 'x'.repeat(201)] }) },
        'BillTo Street must be at most 200 characters',
      ],
    ];
    for (const [header, text, options] of refusals) {
      const { answer, payloadId } = await placeOrder(header, options);
      expect(answer).toMatchObject({ http: 400, code: 400, text });
      expect((await ctx.db.select({ n: count() }).from(punchoutOrders).where(eq(punchoutOrders.payloadId, payloadId)))[0].n).toBe(0);
    }
    expect(await orders()).toBe(before);
  });

  /** The punch-out session a session token shops in. */
  async function sessionOf(token: string): Promise<number> {
    const [row] = await ctx.db
      .select({ id: authTokens.punchoutSessionId })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    return row.id!;
  }

  it('stops the tokens of a punch-out session past its lifetime, and the scheduled purge deletes it, its cart and start links never used', async () => {
    const [first, second] = await twoSkus();
    expect((await addToCart(buyer, first, 1)).status).toBe(200);
    const ended = await createSession();
    const live = await createSession();
    expect((await addToCart(ended.token, first, 2)).status).toBe(200);
    expect((await addToCart(live.token, second, 3)).status).toBe(200);
    // An edit whose start link is never opened: its cart holds the lines sent.
    const unused = await postXml('/punchout/cxml/setup', setupRequest('edit', { lines: [{ code: second.code, quantity: 4 }] }));
    const unusedUrl = String(unused.response.PunchOutSetupResponse.StartPage.URL).replace('https://shop.example.com', '');
    const [{ id: unusedId }] = await ctx.db
      .select({ id: punchoutSessions.id })
      .from(punchoutSessions)
      .where(eq(punchoutSessions.startTokenHash, hashToken(new URL(unusedUrl, 'https://shop.example.com').searchParams.get('token')!)));
    const endedId = await sessionOf(ended.token);
    const liveId = await sessionOf(live.token);

    // Two hours later for one session, five minutes for the unused link.
    await changeHeard(ctx.db, 'punchout_sessions', () =>
      ctx.db.update(punchoutSessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(punchoutSessions.id, endedId)),
    );
    await changeHeard(ctx.db, 'punchout_sessions', () =>
      ctx.db.update(punchoutSessions).set({ startExpiresAt: sql`now() - interval '1 minute'` }).where(eq(punchoutSessions.id, unusedId)),
    );
    // The ended session's token stops working at once, before any purge; the live one works.
    expect((await call(ctx.app, '/api/auth/me', { token: ended.token })).status).toBe(401);
    expect((await call(ctx.app, '/api/cart/count', { token: ended.token })).status).toBe(401);
    expect((await transfer(ended.token)).status).toBe(401);
    expect((await call(ctx.app, '/api/auth/me', { token: live.token })).status).toBe(200);
    expect((await openStart(unusedUrl)).status).toBe(410);

    // The purge, as the server schedules it: one turn, run now.
    await ctx.db.delete(scheduledJobs).where(eq(scheduledJobs.name, 'purge-punchout-sessions'));
    const said: string[] = [];
    const failures: unknown[] = [];
    await runScheduledJobs(ctx.db, [purgePunchoutSessionsJob(ctx.db)], {
      info: (message) => said.push(message),
      error: (_message, error) => failures.push(error),
    })();
    expect(failures).toEqual([]);
    expect(said).toEqual([expect.stringMatching(/^Purged [1-9]\d* ended punch-out session\(s\)$/)]);

    const remaining = await ctx.db
      .select({ id: punchoutSessions.id })
      .from(punchoutSessions)
      .where(sql`${punchoutSessions.id} in (${endedId}, ${unusedId}, ${liveId})`);
    expect(remaining).toEqual([{ id: liveId }]);
    const carts = await ctx.db
      .select({ session: cartItems.punchoutSessionId, skuId: cartItems.skuId, quantity: cartItems.quantity })
      .from(cartItems)
      .orderBy(cartItems.id);
    expect(carts).toEqual([
      { session: null, skuId: first.id, quantity: 1 },
      { session: liveId, skuId: second.id, quantity: 3 },
    ]);
    expect((await ctx.db.select({ n: count() }).from(authTokens).where(eq(authTokens.punchoutSessionId, endedId)))[0].n).toBe(0);
    expect((await call(ctx.app, '/api/auth/me', { token: ended.token })).status).toBe(401);
    expect((await call<{ count: number }>(ctx.app, '/api/cart/count', { token: live.token })).body.count).toBe(1);
  });
});
