import { eq } from 'drizzle-orm';
import { preOrders } from '../../../server/db/schema';
import { demoCxml } from '../../support/demo-cxml';
import type { TestContext } from './context';
import { postCxml } from './punchout-fixture';

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

/** The demo company's billing address, as its procurement system writes it. */
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

/** The OrderRequestHeader elements the tests write, in the order the cXML DTD wants them. */
const HEADER_ORDER = ['Total', 'ShipTo', 'BillTo', 'Contact', 'Extrinsic'];

let serial = 0;

/**
 * Sends the demo company's procurement system's OrderRequest for `lines` (SKU code and quantity),
 * billed to the demo company, with the header's ShipTo and whatever else `header` holds; the
 * document is cXML the DTD takes. Answers the cXML status and the order it placed, if any.
 */
export async function sendOrderRequest(
  ctx: TestContext,
  lines: readonly { code: string; quantity: number }[],
  header: Record<string, unknown>,
): Promise<{ http: number; code: number; text: string; order: typeof preOrders.$inferSelect | undefined }> {
  const payloadId = `rules-${process.pid}-${Date.now()}-${(serial += 1)}@procurement.example.com`;
  const fields: Record<string, unknown> = { Total: { Money: { '@_currency': 'MYR', '#text': '0.00' } }, BillTo: BILL_TO, ...header };
  const document = demoCxml(
    {
      OrderRequest: {
        OrderRequestHeader: {
          '@_orderID': `PO-RULES-${serial}`,
          '@_orderDate': new Date().toISOString(),
          '@_type': 'new',
          ...Object.fromEntries(HEADER_ORDER.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]])),
        },
        ItemOut: lines.map((line, index) => ({
          '@_quantity': String(line.quantity),
          '@_lineNumber': String(index + 1),
          ItemID: { SupplierPartID: line.code },
        })),
      },
    },
    { payloadId },
  );
  const { http, code, text } = await postCxml(ctx.app, '/punchout/cxml/order', document);
  const [order] = await ctx.db
    .select()
    .from(preOrders)
    .where(eq(preOrders.batchId, `cxml:${payloadId}`));
  return { http, code, text, order };
}
