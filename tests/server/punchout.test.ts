import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, categories, preOrderLines, preOrders, products, punchoutOrders, sellers, skus } from '../../server/db/schema';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';
import { demoCxml } from '../support/demo-cxml';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

const RETURN_URL = 'https://procurement.example.com/punchout/return?session=42';
const HOOK_URL = 'https://srm.example.com/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI';
const orderable = sql`${products.actMaxPrice} > 0 and ${sellers.active} = 'Y' and not ${sellers.hidden} and ${products.listingType} <> 'catalogue' and ${products.availability} = 'Y' and ${skus.moq} = 1 and ${skus.stock} >= 50`;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => name === 'ItemOut' });

/** A parsed XML element: whatever is read from it is again one, or its text; the assertions check what is there. */
interface Node {
  readonly [name: string]: Node & string;
}
/** Elements that repeat (isArray below). */
const list = (value: unknown) => value as Node[];

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
    ...(line.price ? { ItemDetail: { UnitPrice: { Money: { '@_currency': 'MYR', '#text': line.price } }, Description: 'x', UnitOfMeasure: 'EA' } } : {}),
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

function orderRequest(lines: Line[], options: { payloadId?: string; secret?: string } = {}) {
  return demoCxml({ OrderRequest: { OrderRequestHeader: { '@_orderID': 'PO-ARIBA-1001', '@_orderDate': new Date().toISOString(), '@_type': 'new' }, ItemOut: itemOut(lines) } }, options);
}

/** HTML attribute text as the browser reads it. */
const unescape = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

describe.each(engines())('PunchOut on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { publicUrl: 'https://shop.example.com' });
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.91');
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    await changeHeard(ctx.db, 'cart_items', () => ctx.db.delete(cartItems));
  });

  async function postXml(path: string, body: string) {
    const response = await ctx.app.request(path, { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body });
    const text = await response.text();
    const document = parser.parse(text) as Node;
    const status = document.cXML.Response.Status as Node;
    return { http: response.status, type: response.headers.get('Content-Type'), code: Number(status['@_code']), text: String(status['@_text']), response: document.cXML.Response as Node };
  }

  /** Two orderable SKUs with their product's and seller's ids. */
  async function twoSkus() {
    const rows = await ctx.db
      .select({ id: skus.id, code: skus.code, productId: skus.productId, sellerId: products.sellerId, name: products.name, categoryId: products.categoryId })
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
    return { status: response.status, html, token: data ? (JSON.parse(data[1]) as { token: string; user: { emailId: string }; punchout: { system: string } }) : null };
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
    call(ctx.app, '/api/cart/add', { token, body: { sku_id: sku.id, sl_id: sku.sellerId, product_id: sku.productId, product_name: sku.name, quantity, price: 1 } });

  async function transfer(token: string) {
    const response = await ctx.app.request('/punchout/transfer', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString() });
    const html = await response.text();
    const form = /<form id="punchout-transfer" method="post" action="([^"]*)"(?: target="([^"]*)")?>/.exec(html);
    const fields = [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name, value]) => [unescape(name), unescape(value)] as const);
    return { status: response.status, html, policy: response.headers.get('Content-Security-Policy'), action: form ? unescape(form[1]) : null, target: form?.[2] ?? null, fields };
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
    const ownLines = await ctx.db.select({ skuId: cartItems.skuId, quantity: cartItems.quantity }).from(cartItems).where(and(eq(cartItems.buyerId, 1), isNull(cartItems.punchoutSessionId)));
    expect(ownLines).toEqual([{ skuId: own.id, quantity: 2 }]);
    // The same SKU in both carts is two lines, each with its own quantity.
    expect((await addToCart(session.token, own, 1)).status).toBe(200);
    expect((await addToCart(buyer, own, 1)).status).toBe(200);
    const quantities = await ctx.db.select({ quantity: cartItems.quantity, punchout: cartItems.punchoutSessionId }).from(cartItems).where(eq(cartItems.skuId, own.id));
    expect(quantities.map((row) => [row.punchout === null, row.quantity]).sort()).toEqual([[false, 1], [true, 3]]);
  });

  it('transfers the cart as a PunchOutOrderMessage posted by the browser, ends the session, and takes it back with operation edit', async () => {
    const [first, second] = await twoSkus();
    await changeHeard(ctx.db, 'categories', () => ctx.db.update(categories).set({ unspsc: '44121704' }).where(eq(categories.id, first.categoryId!)));
    const session = await createSession();
    expect((await addToCart(session.token, first, 2)).status).toBe(200);
    expect((await addToCart(session.token, second, 5)).status).toBe(200);
    const prices = new Map((await ctx.db.select({ skuId: cartItems.skuId, price: cartItems.price }).from(cartItems)).map((row) => [row.skuId, row.price]));

    const sent = await transfer(session.token);
    expect(sent.status).toBe(200);
    expect(sent.action).toBe(RETURN_URL);
    expect(sent.policy).toContain("form-action https://procurement.example.com");
    expect(sent.fields.map(([name]) => name)).toEqual(['cxml-urlencoded']);
    const message = (parser.parse(sent.fields[0][1]) as Node).cXML.Message.PunchOutOrderMessage as Node;
    expect(message.BuyerCookie).toBe('cookie-7f3a');
    const lines = list(message.ItemOut);
    expect(lines.map((line) => [line['@_quantity'], line.ItemID.SupplierPartID, line.ItemID.SupplierPartAuxiliaryID])).toEqual([
      ['2', first.code, `sku:${first.id}`],
      ['5', second.code, `sku:${second.id}`],
    ]);
    for (const [line, sku] of [[lines[0], first], [lines[1], second]] as const) {
      expect(line.ItemDetail.UnitPrice.Money).toEqual({ '@_currency': 'MYR', '#text': (prices.get(sku.id)! / 100).toFixed(2) });
      expect(line.ItemDetail.Description['#text']).toBe(sku.name);
      expect(line.ItemDetail.UnitOfMeasure).toBe('EA');
    }
    expect(lines[0].ItemDetail.Classification).toEqual({ '@_domain': 'UNSPSC', '#text': '44121704' });
    const total = 2 * prices.get(first.id)! + 5 * prices.get(second.id)!;
    expect(message.PunchOutOrderMessageHeader.Total.Money['#text']).toBe((total / 100).toFixed(2));

    // The session has ended: its token no longer works, and a second transfer is refused.
    expect((await call(ctx.app, '/api/auth/me', { token: session.token })).status).toBe(401);
    expect((await transfer(session.token)).status).toBe(401);

    // The procurement system sends the lines back to be edited: a new session's cart holds them.
    const edit = await postXml('/punchout/cxml/setup', setupRequest('edit', { lines: lines.map((line) => ({ code: line.ItemID.SupplierPartID, auxiliary: line.ItemID.SupplierPartAuxiliaryID, quantity: Number(line['@_quantity']) })) }));
    expect(edit).toMatchObject({ http: 200, code: 200 });
    const reopened = await openStart(String(edit.response.PunchOutSetupResponse.StartPage.URL).replace('https://shop.example.com', ''));
    expect((await call<{ count: number }>(ctx.app, '/api/cart/count', { token: reopened.token!.token })).body.count).toBe(2);
    const editLines = await ctx.db.select({ skuId: cartItems.skuId, quantity: cartItems.quantity }).from(cartItems).orderBy(cartItems.id);
    expect(editLines).toEqual([{ skuId: first.id, quantity: 2 }, { skuId: second.id, quantity: 5 }]);
  });

  it('refuses a wrong shared secret, malformed XML, entity declarations and an unknown operation with a cXML status, opening nothing', async () => {
    const before = await postXml('/punchout/cxml/setup', setupRequest('create', { secret: 'not-the-secret' }));
    expect(before).toMatchObject({ http: 401, code: 401, text: 'Unknown sender or wrong shared secret' });
    expect(before.response.PunchOutSetupResponse).toBeUndefined();

    const malformed = await postXml('/punchout/cxml/setup', '<cXML><Header><From></Header></cXML>');
    expect(malformed).toMatchObject({ http: 400, code: 400 });
    expect(malformed.text).toMatch(/^Malformed XML/);

    const laughs = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY a "${'A'.repeat(100)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${setupRequest('create').replace(/^<\?xml[^>]*\?>/, '').replace('cookie-7f3a', '&c;')}`;
    const expanded = await postXml('/punchout/cxml/setup', laughs);
    expect(expanded).toMatchObject({ http: 400, code: 400, text: 'DOCTYPE declarations with an internal subset or entities are not accepted' });

    const unknown = await postXml('/punchout/cxml/setup', setupRequest('destroy'));
    expect(unknown).toMatchObject({ http: 400, code: 400, text: 'Unknown operation "destroy": expected create, edit or inspect' });

    const json = await ctx.app.request('/punchout/cxml/setup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expect(((parser.parse(await json.text()) as Node).cXML.Response.Status as Node)['@_code']).toBe('415');

    // A DOCTYPE naming the cXML DTD, as procurement systems send it, is fine.
    const withDtd = setupRequest('create').replace('?>', '?><!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">');
    expect(await postXml('/punchout/cxml/setup', withDtd)).toMatchObject({ http: 200, code: 200 });
  });

  it('places an approved OrderRequest without the approval workflow, once per payloadID', async () => {
    const [first, second] = await twoSkus();
    const stockBefore = new Map((await ctx.db.select({ id: skus.id, stock: skus.stock }).from(skus).where(sql`${skus.id} in (${first.id}, ${second.id})`)).map((row) => [row.id, row.stock]));
    const payloadId = `order-${engine}-${Date.now()}@procurement.example.com`;
    const document = orderRequest([{ code: first.code, quantity: 2, price: '1.00' }, { code: second.code.toLowerCase(), auxiliary: `sku:${second.id}`, quantity: 1 }], { payloadId });
    const placed = await postXml('/punchout/cxml/order', document);
    expect(placed).toMatchObject({ http: 200, code: 200 });
    const [order] = await ctx.db.select().from(preOrders).where(eq(preOrders.batchId, `cxml:${payloadId}`));
    expect(order.status).toBe('processing');
    expect(order.currentStage).toBeNull();
    expect(placed.text).toBe(`OK: order PO-ARIBA-1001 placed as ${order.poId}`);
    const lines = await ctx.db.select({ skuId: preOrderLines.skuId, quantity: preOrderLines.quantity }).from(preOrderLines).where(eq(preOrderLines.orderId, order.id)).orderBy(preOrderLines.id);
    expect(lines).toEqual([{ skuId: first.id, quantity: 2 }, { skuId: second.id, quantity: 1 }]);
    const stockAfter = new Map((await ctx.db.select({ id: skus.id, stock: skus.stock }).from(skus).where(sql`${skus.id} in (${first.id}, ${second.id})`)).map((row) => [row.id, row.stock]));
    expect(stockAfter.get(first.id)).toBe(stockBefore.get(first.id)! - 2);

    // The same payloadID again: the same answer, and no second order.
    const replayed = await postXml('/punchout/cxml/order', document);
    expect(replayed).toMatchObject({ http: 200, code: 200, text: placed.text });
    expect((await ctx.db.select({ n: count() }).from(preOrders).where(eq(preOrders.batchId, `cxml:${payloadId}`)))[0].n).toBe(1);
    expect((await ctx.db.select({ n: count() }).from(punchoutOrders).where(eq(punchoutOrders.payloadId, payloadId)))[0].n).toBe(1);
  });

  it('refuses an OrderRequest naming an unknown SKU (400) or with a wrong credential (401), placing nothing', async () => {
    const [first] = await twoSkus();
    const orders = async () => (await ctx.db.select({ n: count() }).from(preOrders))[0].n;
    const before = await orders();
    const unknown = await postXml('/punchout/cxml/order', orderRequest([{ code: first.code, quantity: 1 }, { code: 'NO-SUCH-SKU-1', quantity: 1 }]));
    expect(unknown).toMatchObject({ http: 400, code: 400, text: 'Unknown SupplierPartID "NO-SUCH-SKU-1"' });
    const wrong = await postXml('/punchout/cxml/order', orderRequest([{ code: first.code, quantity: 1 }], { secret: 'guess' }));
    expect(wrong).toMatchObject({ http: 401, code: 401 });
    expect(await orders()).toBe(before);
    // A refused payloadID was not recorded: sent again once fixed, it is placed.
    const fixedId = `fixed-${engine}-${Date.now()}@procurement.example.com`;
    expect((await postXml('/punchout/cxml/order', orderRequest([{ code: 'NO-SUCH-SKU-1', quantity: 1 }], { payloadId: fixedId }))).code).toBe(400);
    expect((await postXml('/punchout/cxml/order', orderRequest([{ code: first.code, quantity: 1 }], { payloadId: fixedId }))).code).toBe(200);
  });

  it('opens an OCI session from the start URL and posts the NEW_ITEM fields to the HOOK_URL', async () => {
    const [first, second] = await twoSkus();
    const refused = await ctx.app.request(`/punchout/oci/start?${new URLSearchParams({ USERNAME: DEMO_PUNCHOUT.ociUsername, PASSWORD: 'wrong', HOOK_URL })}`);
    expect(refused.status).toBe(401);
    const start = await ctx.app.request('/punchout/oci/start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ USERNAME: DEMO_PUNCHOUT.ociUsername, PASSWORD: DEMO_PUNCHOUT.ociPassword, HOOK_URL, '~TARGET': '_top' }).toString(),
    });
    expect(start.status).toBe(200);
    const token = (JSON.parse(/id="punchout-session">([^<]*)</.exec(await start.text())![1]) as { token: string }).token;
    expect((await call<{ punchout?: { system: string } }>(ctx.app, '/api/auth/me', { token })).body.punchout).toEqual({ system: 'SAP Ariba' });
    expect((await addToCart(token, first, 4)).status).toBe(200);
    expect((await addToCart(token, second, 1)).status).toBe(200);
    const price = new Map((await ctx.db.select({ skuId: cartItems.skuId, price: cartItems.price }).from(cartItems)).map((row) => [row.skuId, row.price]));

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
});
