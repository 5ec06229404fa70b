import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { preOrders } from '../../../server/db/schema';
import { demoCxml } from '../../support/demo-cxml';
import type { TestContext } from './context';

/** What a cXML Response's Status says, read as a procurement system reads it. */
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

/** A delivery address as a cXML ShipTo carries it. */
export interface ShipTo {
  streets: string[];
  city: string;
  state: string;
  postalCode: string;
}

/** A Shah Alam address (postcode 40200, Petaling district, Selangor). */
export const SHAH_ALAM: ShipTo = {
  streets: ['Lot 5, Jalan Perusahaan 2', 'Seksyen 15'],
  city: 'Shah Alam',
  state: 'Selangor',
  postalCode: '40200',
};

/** The ShipTo element of an address. */
export const shipTo = (at: ShipTo) => ({
  Address: {
    '@_isoCountryCode': 'MY',
    Name: { '@_xml:lang': 'en', '#text': 'Receiving' },
    PostalAddress: {
      Street: at.streets,
      City: at.city,
      State: at.state,
      PostalCode: at.postalCode,
      Country: { '@_isoCountryCode': 'MY', '#text': 'Malaysia' },
    },
  },
});

let serial = 0;

/**
 * Sends the demo company's procurement system's OrderRequest for `lines` (SKU code and quantity)
 * with the header's ShipTo and whatever else `header` holds; answers the cXML status and the order
 * it placed, if any.
 */
export async function sendOrderRequest(
  ctx: TestContext,
  lines: readonly { code: string; quantity: number }[],
  header: Record<string, unknown>,
): Promise<{ http: number; code: number; text: string; order: typeof preOrders.$inferSelect | undefined }> {
  const payloadId = `rules-${process.pid}-${Date.now()}-${(serial += 1)}@procurement.example.com`;
  const document = demoCxml(
    {
      OrderRequest: {
        OrderRequestHeader: { '@_orderID': `PO-RULES-${serial}`, '@_orderDate': new Date().toISOString(), '@_type': 'new', ...header },
        ItemOut: lines.map((line, index) => ({
          '@_quantity': String(line.quantity),
          '@_lineNumber': String(index + 1),
          ItemID: { SupplierPartID: line.code },
        })),
      },
    },
    { payloadId },
  );
  const response = await ctx.app.request('/punchout/cxml/order', {
    method: 'POST',
    headers: { 'Content-Type': 'text/xml' },
    body: document,
  });
  const status = (parser.parse(await response.text()) as { cXML: { Response: { Status: Record<string, string> } } }).cXML.Response.Status;
  const [order] = await ctx.db
    .select()
    .from(preOrders)
    .where(eq(preOrders.batchId, `cxml:${payloadId}`));
  return { http: response.status, code: Number(status['@_code']), text: String(status['@_text']), order };
}
