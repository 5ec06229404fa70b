import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, preOrders, punchoutOrders, punchoutSessions } from '../../server/db/schema';
import { createApp } from '../../server/app';
import { CXML_VERSION, cxmlCredentialFrom } from '../../server/domain/cxml';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';
import { doctypeVersion, list, readCxml, type CxmlNode } from '../support/cxml/dtd';
import { demoCxml } from '../support/demo-cxml';
import { createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';
import { SHAH_ALAM, shipTo } from './support/order-request';
import { addToCart, openStart, orderableSkus, postCxml, SHOP_URL, transfer } from './support/punchout-fixture';

const RETURN_URL = 'https://procurement.example.com/punchout/return?session=42';
const BILL_TO = {
  Address: {
    Name: { '@_xml:lang': 'en', '#text': 'Demo Trading Sdn Bhd' },
    PostalAddress: {
      Street: 'Menara Demo, Jalan Ampang',
      City: 'Kuala Lumpur',
      State: 'Kuala Lumpur',
      PostalCode: '50450',
      Country: { '@_isoCountryCode': 'MY', '#text': 'Malaysia' },
    },
  },
};

const setupRequest = (cookie = 'cookie-7f3a') =>
  demoCxml({ PunchOutSetupRequest: { '@_operation': 'create', BuyerCookie: cookie, BrowserFormPost: { URL: RETURN_URL } } });

function orderRequest(code: string, { payloadId, orderId = 'PO-7001' }: { payloadId?: string; orderId?: string } = {}) {
  return demoCxml(
    {
      OrderRequest: {
        OrderRequestHeader: {
          '@_orderID': orderId,
          '@_orderDate': new Date().toISOString(),
          Total: { Money: { '@_currency': 'MYR', '#text': '0.00' } },
          ShipTo: shipTo(SHAH_ALAM),
          BillTo: BILL_TO,
        },
        ItemOut: [{ '@_quantity': '1', '@_lineNumber': '1', ItemID: { SupplierPartID: code } }],
      },
    },
    { payloadId },
  );
}

/** What every cXML document we send declares: the DTD of the version its root names, a payloadID and a timestamp with its zone. */
function expectEnvelope(document: string, root: CxmlNode) {
  expect(doctypeVersion(document)).toBe(CXML_VERSION);
  expect(root['@_version']).toBe(CXML_VERSION);
  expect(root['@_payloadID']).toMatch(/^\d+\.[\w-]+@shop\.example\.com$/);
  expect(root['@_timestamp']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
}

describe.each(engines())('PunchOut documents as procurement systems read them on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { publicUrl: SHOP_URL });
  });
  afterAll(() => ctx?.close());

  it('sends the cart as ItemIn lines under a Header from us to the From the setup request named, every line classified', async () => {
    const [coded, uncoded] = await orderableSkus(ctx.db, 2);
    // One line's category has a UNSPSC code; no category above the other's has one.
    const chainOf = async (categoryId: number) => {
      const ids = [categoryId];
      for (let at = categoryId; ; ) {
        const [row] = await ctx.db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, at));
        if (!row?.parentId) return ids;
        ids.push((at = row.parentId));
      }
    };
    const uncodedChain = await chainOf(uncoded.categoryId);
    expect(uncodedChain).not.toContain(coded.categoryId);
    await ctx.db.update(categories).set({ unspsc: null }).where(inArray(categories.id, uncodedChain));
    await ctx.db.update(categories).set({ unspsc: '44121704' }).where(eq(categories.id, coded.categoryId));
    const names = await ctx.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.id, uncodedChain));
    const uncodedPath = uncodedChain
      .toReversed()
      .map((id) => names.find((row) => row.id === id)?.name)
      .join(' > ');

    // Ariba's From: the buyer's network ID and, as some send, a second credential.
    const setup = setupRequest().replace(
      `<From><Credential domain="${DEMO_PUNCHOUT.cxmlDomain}"><Identity>${DEMO_PUNCHOUT.cxmlIdentity}</Identity></Credential></From>`,
      `<From><Credential domain="${DEMO_PUNCHOUT.cxmlDomain}"><Identity>${DEMO_PUNCHOUT.cxmlIdentity}</Identity></Credential><Credential domain="DUNS"><Identity>123456789</Identity></Credential></From>`,
    );
    expect(setup).toContain('<Identity>123456789</Identity>');
    const answer = await postCxml(ctx.app, '/punchout/cxml/setup', setup);
    expect(answer).toMatchObject({ http: 200, code: 200, text: 'OK' });
    expectEnvelope(answer.document, readCxml(answer.document));
    const opened = await openStart(ctx.app, String(answer.response.PunchOutSetupResponse.StartPage.URL));
    await addToCart(ctx.app, opened.token!, coded, 2);
    await addToCart(ctx.app, opened.token!, uncoded, 1);

    const sent = await transfer(ctx.app, opened.token!);
    expect(sent.status).toBe(200);
    const document = sent.fields[0][1];
    const message = readCxml(document);
    expectEnvelope(document, message);
    const credentials = (party: CxmlNode) => list(party.Credential).map((credential) => [credential['@_domain'], credential.Identity]);
    expect(credentials(message.Header.From)).toEqual([['DomainName', 'shop.example.com']]);
    expect(credentials(message.Header.To)).toEqual([
      [DEMO_PUNCHOUT.cxmlDomain, DEMO_PUNCHOUT.cxmlIdentity],
      ['DUNS', '123456789'],
    ]);
    expect(credentials(message.Header.Sender)).toEqual([['DomainName', 'shop.example.com']]);
    expect(message.Header.Sender.UserAgent).toBe('LaPasar Elements');
    // Through the browser: no secret anywhere.
    expect(document).not.toContain('SharedSecret');

    const order = message.Message.PunchOutOrderMessage;
    expect(order.ItemOut).toBeUndefined();
    const lines = list(order.ItemIn);
    expect(lines.map((line) => [line.ItemID.SupplierPartID, line['@_quantity'], line['@_lineNumber']])).toEqual([
      [coded.code, '2', '1'],
      [uncoded.code, '1', '2'],
    ]);
    const classifications = lines.map((line) => list(line.ItemDetail.Classification).map((entry) => [entry['@_domain'], entry['#text']]));
    expect(classifications[0][0]).toEqual(['UNSPSC', '44121704']);
    expect(classifications[0]).toHaveLength(2);
    expect(classifications[1]).toEqual([['LaPasarCategory', uncodedPath]]);
    for (const line of lines) expect(line.ItemDetail.UnitPrice.Money['@_currency']).toBe('MYR');
    expect(order.PunchOutOrderMessageHeader.Total.Money['@_currency']).toBe('MYR');
  });

  it('names us by the credential configured (CXML_DOMAIN, CXML_IDENTITY), both or neither', async () => {
    expect(cxmlCredentialFrom(undefined, ' ')).toBeUndefined();
    expect(cxmlCredentialFrom(' NetworkID ', 'AN02000000002')).toEqual({ domain: 'NetworkID', identity: 'AN02000000002' });
    expect(() => cxmlCredentialFrom('NetworkID', undefined)).toThrow('CXML_DOMAIN and CXML_IDENTITY must be set together');
    const configured = createApp({
      db: ctx.db,
      publicUrl: SHOP_URL,
      trustProxy: true,
      kdfLogN: TEST_KDF_LOG_N,
      cxmlCredential: cxmlCredentialFrom('NetworkID', 'AN02000000002'),
    });
    const [sku] = await orderableSkus(ctx.db, 1);
    const answer = await postCxml(configured, '/punchout/cxml/setup', setupRequest());
    const opened = await openStart(configured, String(answer.response.PunchOutSetupResponse.StartPage.URL));
    await addToCart(configured, opened.token!, sku, 1);
    const header = readCxml((await transfer(configured, opened.token!)).fields[0][1]).Header;
    for (const party of [header.From, header.Sender]) {
      expect(list(party.Credential).map((credential) => [credential['@_domain'], credential.Identity])).toEqual([
        ['NetworkID', 'AN02000000002'],
      ]);
    }
  });

  it('answers a ProfileRequest on every cXML endpoint with the transactions it takes and their URLs', async () => {
    const transactions = [
      ['ProfileRequest', `${SHOP_URL}/punchout/cxml`],
      ['PunchOutSetupRequest', `${SHOP_URL}/punchout/cxml/setup`],
      ['OrderRequest', `${SHOP_URL}/punchout/cxml/order`],
    ];
    for (const path of ['/punchout/cxml', '/punchout/cxml/setup', '/punchout/cxml/order']) {
      const answer = await postCxml(ctx.app, path, demoCxml({ ProfileRequest: '' }));
      expect(answer).toMatchObject({ http: 200, code: 200, text: 'OK' });
      expectEnvelope(answer.document, readCxml(answer.document));
      const profile = answer.response.ProfileResponse;
      expect(Date.parse(profile['@_effectiveDate'])).toBeLessThanOrEqual(Date.now());
      expect(list(profile.Transaction).map((transaction) => [transaction['@_requestName'], transaction.URL])).toEqual(transactions);
    }
    const stranger = await postCxml(ctx.app, '/punchout/cxml', demoCxml({ ProfileRequest: '' }, { secret: 'not-the-secret' }));
    expect(stranger).toMatchObject({ http: 401, code: 401 });
    expect(stranger.response.ProfileResponse).toBeUndefined();

    // The general endpoint takes the other transactions too.
    const setup = await postCxml(ctx.app, '/punchout/cxml', setupRequest());
    expect(String(setup.response.PunchOutSetupResponse.StartPage.URL)).toMatch(/^https:\/\/shop\.example\.com\/punchout\/start\?token=/);
    const [sku] = await orderableSkus(ctx.db, 1);
    expect((await postCxml(ctx.app, '/punchout/cxml', orderRequest(sku.code))).text).toMatch(/^OK: order PO-7001 placed as /);
  });

  it('answers every refusal as a cXML Response the DTD takes', async () => {
    const refusals = [
      [await postCxml(ctx.app, '/punchout/cxml/setup', '<cXML><Header><From></Header></cXML>', { conforming: false }), 400],
      [await postCxml(ctx.app, '/punchout/cxml/order', demoCxml({ ProfileRequest: '' }, { secret: 'guess' })), 401],
      [
        await postCxml(ctx.app, '/punchout/cxml/setup', setupRequest().replace('operation="create"', 'operation="destroy"'), {
          conforming: false,
        }),
        400,
      ],
      [await postCxml(ctx.app, '/punchout/cxml/setup', `${setupRequest()}<!--${'x'.repeat(1024 * 1024)}-->`, { conforming: false }), 413],
      [await postCxml(ctx.app, '/punchout/cxml', demoCxml({ StatusUpdateRequest: '' }), { conforming: false }), 400],
    ] as const;
    for (const [answer, code] of refusals) {
      expect(answer).toMatchObject({ http: code, code });
      expectEnvelope(answer.document, readCxml(answer.document));
    }
    const json = await ctx.app.request('/punchout/cxml/setup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect(readCxml(await json.text()).Response.Status['@_code']).toBe('415');
  });

  it('takes a setup request shaped like Coupa’s sample: DOCTYPE, Extrinsics, Contact and SupplierSetup', async () => {
    const document = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML version="1.2.014" xml:lang="en-US" payloadID="1733551200.4821@coupahost.com" timestamp="2026-12-07T10:00:00+08:00">
  <Header>
    <From>
      <Credential domain="${DEMO_PUNCHOUT.cxmlDomain}">
        <Identity>${DEMO_PUNCHOUT.cxmlIdentity}</Identity>
      </Credential>
    </From>
    <To>
      <Credential domain="DUNS">
        <Identity>lapasar</Identity>
      </Credential>
    </To>
    <Sender>
      <Credential domain="${DEMO_PUNCHOUT.cxmlDomain}">
        <Identity>${DEMO_PUNCHOUT.cxmlIdentity}</Identity>
        <SharedSecret>${DEMO_PUNCHOUT.cxmlSharedSecret}</SharedSecret>
      </Credential>
      <UserAgent>Coupa Procurement 1.0</UserAgent>
    </Sender>
  </Header>
  <Request>
    <PunchOutSetupRequest operation="create">
      <BuyerCookie>c0ffee4821</BuyerCookie>
      <Extrinsic name="FirstName">Demo</Extrinsic>
      <Extrinsic name="LastName">Buyer</Extrinsic>
      <Extrinsic name="UniqueName">demo.buyer</Extrinsic>
      <Extrinsic name="UserEmail">${DEMO_PUNCHOUT.defaultUserEmail}</Extrinsic>
      <Extrinsic name="User">demo.buyer</Extrinsic>
      <Extrinsic name="BusinessUnit">COUPA</Extrinsic>
      <BrowserFormPost>
        <URL>https://demo.coupahost.com/punchout/checkout?id=4821</URL>
      </BrowserFormPost>
      <Contact role="endUser">
        <Name xml:lang="en-US">Demo Buyer</Name>
        <Email>${DEMO_PUNCHOUT.defaultUserEmail}</Email>
      </Contact>
      <SupplierSetup>
        <URL>${SHOP_URL}/punchout/cxml/setup</URL>
      </SupplierSetup>
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
    const answer = await postCxml(ctx.app, '/punchout/cxml/setup', document);
    expect(answer).toMatchObject({ http: 200, code: 200 });
    const opened = await openStart(ctx.app, String(answer.response.PunchOutSetupResponse.StartPage.URL));
    expect(opened).toMatchObject({ status: 200, email: DEMO_PUNCHOUT.defaultUserEmail });
  });

  it('refuses a NUL or an over-long BuyerCookie, payloadID or orderID with a cXML 400 naming it, keeping nothing', async () => {
    const [sku] = await orderableSkus(ctx.db, 1);
    const sessions = async () => (await ctx.db.select({ n: count() }).from(punchoutSessions))[0].n;
    const orders = async () => (await ctx.db.select({ n: count() }).from(preOrders))[0].n;
    const [sessionsBefore, ordersBefore] = [await sessions(), await orders()];
    // A NUL as a character reference (the builder would escape the ampersand): not XML, sent all the same.
    const withNul = (document: string, text: string) => document.replace(text, text.replace('-', '&#0;'));
    const cases: [string, string, string, boolean][] = [
      ['/punchout/cxml/setup', withNul(setupRequest('cookie-7f3a'), 'cookie-7f3a'), 'BuyerCookie must not contain NUL characters', false],
      ['/punchout/cxml/setup', setupRequest(`cookie-${'x'.repeat(2001)}`), 'BuyerCookie must be at most 2000 characters', true],
      [
        '/punchout/cxml/order',
        withNul(orderRequest(sku.code, { payloadId: 'nul-1@p.test' }), 'nul-1'),
        'cXML payloadID must not contain NUL characters',
        false,
      ],
      [
        '/punchout/cxml/order',
        orderRequest(sku.code, { payloadId: `${'p'.repeat(8 * 1024)}@p.test` }),
        'cXML payloadID must be at most 250 characters',
        true,
      ],
      [
        '/punchout/cxml/order',
        withNul(orderRequest(sku.code, { orderId: 'PO-7002' }), 'PO-7002'),
        'OrderRequestHeader orderID must not contain NUL characters',
        false,
      ],
      [
        '/punchout/cxml/order',
        orderRequest(sku.code, { orderId: `PO-${'9'.repeat(300)}` }),
        'OrderRequestHeader orderID must be at most 250 characters',
        true,
      ],
    ];
    for (const [path, document, text, conforming] of cases) {
      expect(await postCxml(ctx.app, path, document, { conforming })).toMatchObject({ http: 400, code: 400, text });
    }
    expect([await sessions(), await orders()]).toEqual([sessionsBefore, ordersBefore]);
    expect((await ctx.db.select({ n: count() }).from(punchoutOrders).where(eq(punchoutOrders.externalOrderId, 'PO-7002')))[0].n).toBe(0);
  });
});
