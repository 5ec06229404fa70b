/** What the PunchOut tests do as a procurement system and as the buyer's browser: post cXML, open start pages, transfer carts. */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/client';
import { products, sellers, skus } from '../../../server/db/schema';
import { cxmlDtdErrors, readCxml, type CxmlNode } from '../../support/cxml/dtd';
import type { TestContext } from './context';
import { call } from './http';

type App = TestContext['app'];

/** The shop's origin the tests' apps are configured with (PUBLIC_URL). */
export const SHOP_URL = 'https://shop.example.com';

/** The answer to a cXML document, read by the cXML DTD: HTTP status, Status code and text, the Response and the document's text. */
export interface CxmlAnswer {
  http: number;
  code: number;
  text: string;
  response: CxmlNode;
  document: string;
}

/**
 * Posts a cXML document from `address` (X-Forwarded-For; the tests' apps trust one proxy) and
 * reads the answer by the cXML DTD. What is sent must be valid cXML too, unless `conforming` is
 * false (a test sending what cXML refuses on purpose).
 */
export async function postCxml(
  app: App,
  path: string,
  body: string,
  { address = '192.0.2.200', conforming = true }: { address?: string; conforming?: boolean } = {},
): Promise<CxmlAnswer> {
  if (conforming) expect(cxmlDtdErrors(body)).toEqual([]);
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'text/xml', 'X-Forwarded-For': address },
    body,
  });
  const document = await response.text();
  const root = readCxml(document);
  const status = root.Response.Status;
  return { http: response.status, code: Number(status['@_code']), text: String(status['@_text']), response: root.Response, document };
}

/** Opens a start page (its URL as answered) and answers the session token it hands the browser, if any. */
export async function openStart(app: App, url: string): Promise<{ status: number; token: string | null; email: string | null }> {
  const response = await app.request(url.replace(SHOP_URL, ''));
  const data = /<script type="application\/json" id="punchout-session">([^<]*)<\/script>/.exec(await response.text());
  const session = data ? (JSON.parse(data[1]) as { token: string; user: { emailId: string } }) : null;
  return { status: response.status, token: session?.token ?? null, email: session?.user.emailId ?? null };
}

/** HTML attribute text as the browser reads it. */
const unescape = (text: string) =>
  text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** Transfers the punch-out session's cart: the page's status and the fields its form posts. */
export async function transfer(app: App, token: string): Promise<{ status: number; fields: [string, string][] }> {
  const response = await app.request('/punchout/transfer', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  const html = await response.text();
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
    ([, name, value]) => [unescape(name), unescape(value)] as [string, string],
  );
  return { status: response.status, fields };
}

/** Orderable SKUs (in stock, MOQ 1, of active sellers), with their product's category. */
export async function orderableSkus(db: Database, count: number) {
  const rows = await db
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
    .where(
      sql`${products.actMaxPrice} > 0 and ${sellers.active} = 'Y' and not ${sellers.hidden} and ${products.listingType} <> 'catalogue' and ${products.availability} = 'Y' and ${skus.moq} = 1 and ${skus.stock} >= 50`,
    )
    .orderBy(skus.id)
    .limit(count);
  expect(rows).toHaveLength(count);
  return rows;
}

/** Adds a SKU to the cart of the session `token` signs in to. */
export async function addToCart(
  app: App,
  token: string,
  sku: { id: number; productId: number; sellerId: number; name: string },
  quantity: number,
) {
  const added = await call(app, '/api/cart/add', {
    token,
    body: { sku_id: sku.id, sl_id: sku.sellerId, product_id: sku.productId, product_name: sku.name, quantity, price: 1 },
  });
  expect(added.status).toBe(200);
}
