import { eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddToCartResponse, ProductListResponse } from '../../src/api/types';
import { cartItems, preOrderLines, preOrders, skus, vendorMinimumOrders } from '../../server/db/schema';
import { cxmlDtdErrors, list, readCxml, type CxmlNode as Node } from '../support/cxml/dtd';
import { demoCxml } from '../support/demo-cxml';
import { useHarness } from './harness';
import { presetLocation, serveOnLoopback } from './support';

const harness = useHarness();
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };

/** A document the procurement system sends: cXML its counterpart's DTD takes, or the test fails here. */
function cxml(request: Record<string, unknown>, payloadId?: string): string {
  const document = demoCxml(request, { payloadId });
  expect(cxmlDtdErrors(document)).toEqual([]);
  return document;
}

/**
 * A small procurement system on loopback, reading what it receives as Ariba and Coupa do, by the
 * cXML DTD: GET /punchout sends the setup request (create, or edit of the last cart received) and
 * sends the browser to the start page; POST /return receives the cart the browser brings back.
 */
function fakeProcurement(shopUrl: () => string, selfUrl: () => string) {
  const received: Node[] = [];
  const app = new Hono();
  app.get('/punchout', async (c) => {
    const operation = c.req.query('operation') ?? 'create';
    const last = received.at(-1);
    const request = {
      PunchOutSetupRequest: {
        '@_operation': operation,
        BuyerCookie: `cookie-${received.length}`,
        BrowserFormPost: { URL: `${selfUrl()}/return` },
        ...(operation === 'edit' && last
          ? { ItemOut: list(last.ItemIn).map((item) => ({ '@_quantity': item['@_quantity'], ItemID: item.ItemID })) }
          : {}),
      },
    };
    const response = await fetch(`${shopUrl()}/punchout/cxml/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml' },
      body: cxml(request),
    });
    const answer = readCxml(await response.text());
    return c.redirect(String(answer.Response.PunchOutSetupResponse.StartPage.URL));
  });
  app.post('/return', async (c) => {
    const form = await c.req.parseBody();
    const message = readCxml(String(form['cxml-urlencoded'])).Message.PunchOutOrderMessage;
    received.push(message);
    return c.html(html`<!doctype html><title>Requisition</title><h1>Cart received: ${list(message.ItemIn).length} lines</h1>`);
  });
  return { app, received };
}

let procurement: ReturnType<typeof fakeProcurement>;
let server: Awaited<ReturnType<typeof serveOnLoopback>> | undefined;
let procurementUrl = '';

beforeAll(async () => {
  procurement = fakeProcurement(
    () => harness().url,
    () => procurementUrl,
  );
  server = await serveOnLoopback(procurement.app.fetch);
  procurementUrl = server.url;
});

afterAll(async () => {
  await server?.close();
});

/** Two simple products the buyer can order in Selangor, of sellers without a minimum order (an OrderRequest is held to it). */
async function twoProducts() {
  const response = await fetch(`${harness().url}/api/products/unified?limit=48`, { headers: LOCATION });
  const listed = (await response.json()) as ProductListResponse;
  const withMinimum = new Set(
    (await harness().db.select({ id: vendorMinimumOrders.sellerId }).from(vendorMinimumOrders)).map((row) => row.id),
  );
  const simple = listed.products.filter(
    (product) =>
      product.is_variant === 'N' &&
      product.total_stock > 20 &&
      product.availability === 'Y' &&
      product.ships_to_location &&
      !withMinimum.has(product.sl_id),
  );
  expect(simple.length).toBeGreaterThanOrEqual(2);
  return simple.slice(0, 2);
}

/** The lines of the open punch-out cart, with each SKU's code, as the database holds them. */
async function punchoutCart() {
  const rows = await harness()
    .db.select({ code: skus.code, skuId: cartItems.skuId, quantity: cartItems.quantity, price: cartItems.price })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .where(isNotNull(cartItems.punchoutSessionId))
    .orderBy(cartItems.id);
  return rows;
}

async function addFromProductPage(page: Page, productId: number): Promise<AddToCartResponse> {
  await page.goto(`/products/${productId}`);
  const button = page.locator('lapasar-product-detail').getByRole('button', { name: 'Add to Cart', exact: true });
  await expect.poll(() => button.isEnabled()).toBe(true);
  const added = page.waitForResponse((response) => response.url().endsWith('/api/cart/add'));
  await button.click();
  return (await (await added).json()) as AddToCartResponse;
}

describe('PunchOut from a procurement system (cXML)', () => {
  it('shops from the setup request, transfers every line, edits the cart and sends the approved order back', async () => {
    const [first, second] = await twoProducts();
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);

    // The procurement system opens the session: the browser lands on the storefront signed in.
    await page.goto(`${procurementUrl}/punchout`);
    await page.waitForURL(`${harness().url}/`);
    await addFromProductPage(page, first.product_id);
    await addFromProductPage(page, second.product_id);
    const shopped = await punchoutCart();
    expect(shopped).toHaveLength(2);

    await page.goto('/cart');
    const cart = page.locator('lapasar-cart');
    await expect.poll(() => cart.locator('[part="cart-line"]').count()).toBe(2);
    const transfer = cart.getByRole('button', { name: 'Transfer cart to SAP Ariba' });
    await expect.poll(() => transfer.isEnabled()).toBe(true);
    expect(await cart.getByRole('button', { name: /checkout/i }).count()).toBe(0);
    await transfer.click();
    await page.waitForURL(`${procurementUrl}/return`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Cart received: 2 lines');

    const message = procurement.received[0];
    expect(message.BuyerCookie).toBe('cookie-0');
    const lines = list(message.ItemIn);
    expect(
      lines.map((line) => ({
        code: line.ItemID.SupplierPartID,
        skuId: line.ItemID.SupplierPartAuxiliaryID,
        quantity: Number(line['@_quantity']),
        price: line.ItemDetail.UnitPrice.Money['#text'],
        currency: line.ItemDetail.UnitPrice.Money['@_currency'],
      })),
    ).toEqual(
      shopped.map((row) => ({
        code: row.code,
        skuId: `sku:${row.skuId}`,
        quantity: row.quantity,
        price: (row.price / 100).toFixed(2),
        currency: 'MYR',
      })),
    );
    for (const line of lines) {
      expect(line.ItemDetail.Description['#text']).toBeTruthy();
      expect(line.ItemDetail.UnitOfMeasure).toBe('EA');
      expect(list(line.ItemDetail.Classification).length).toBeGreaterThan(0);
    }
    // The transfer emptied and ended the session's cart.
    expect(await punchoutCart()).toEqual([]);

    // Edit: the procurement system sends the cart back; the same lines are in the new session's cart.
    await page.goto(`${procurementUrl}/punchout?operation=edit`);
    await page.waitForURL(`${harness().url}/`);
    expect((await punchoutCart()).map(({ code, quantity }) => ({ code, quantity }))).toEqual(
      shopped.map(({ code, quantity }) => ({ code, quantity })),
    );
    await page.goto('/cart');
    await expect.poll(() => cart.locator('[part="cart-line"]').count()).toBe(2);
    await cart.getByRole('button', { name: 'Transfer cart to SAP Ariba' }).click();
    await page.waitForURL(`${procurementUrl}/return`);
    expect(list(procurement.received[1].ItemIn).map((line) => line.ItemID.SupplierPartID)).toEqual(shopped.map((row) => row.code));
    expect(procurement.received[1].BuyerCookie).toBe('cookie-1');

    // The approved order comes back: placed once, in processing.
    const payloadId = `e2e-${Date.now()}@procurement.test`;
    const order = cxml(
      {
        OrderRequest: {
          OrderRequestHeader: {
            '@_orderID': 'REQ-77',
            '@_orderDate': new Date().toISOString(),
            '@_type': 'new',
            Total: message.PunchOutOrderMessageHeader.Total,
            // Where the lines were shopped for: Selangor, Petaling.
            ShipTo: {
              Address: {
                Name: { '@_xml:lang': 'en', '#text': 'Receiving' },
                PostalAddress: {
                  Street: 'Jalan SS 2/24',
                  City: 'Petaling Jaya',
                  State: 'Selangor',
                  PostalCode: '47300',
                  Country: { '@_isoCountryCode': 'MY', '#text': 'Malaysia' },
                },
              },
            },
            BillTo: {
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
            },
          },
          ItemOut: lines.map((line) => ({ '@_quantity': line['@_quantity'], ItemID: line.ItemID, ItemDetail: line.ItemDetail })),
        },
      },
      payloadId,
    );
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = readCxml(
        await (
          await fetch(`${harness().url}/punchout/cxml/order`, { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body: order })
        ).text(),
      );
      expect(answer.Response.Status['@_code'], String(answer.Response.Status['@_text'])).toBe('200');
    }
    const placed = await harness()
      .db.select()
      .from(preOrders)
      .where(eq(preOrders.batchId, `cxml:${payloadId}`));
    expect(placed.map((row) => row.status)).toEqual(['processing']);
    const placedLines = await harness()
      .db.select({ sku: preOrderLines.sku, quantity: preOrderLines.quantity })
      .from(preOrderLines)
      .where(eq(preOrderLines.orderId, placed[0].id))
      .orderBy(preOrderLines.id);
    expect(placedLines).toEqual(shopped.map(({ code, quantity }) => ({ sku: code, quantity })));
    expect(errors).toEqual([]);
    await context.close();
  });
});
