/** The quotation PDF (spec 2 section 7: generate quotation, saved by the client as quotation.pdf). */
import PDFDocument from 'pdfkit';
import type { Cart } from '../../src/contract/types';

export interface QuotationDocument {
  /** E.g. QT-20261123-000042. */
  number: string;
  issuedAt: Date;
  validUntil: Date;
  buyer: { companyName: string; registrationNo: string; sstNumber: string };
  /** Who generated it. */
  preparedBy: { name: string; email: string };
  /** The cart as the buyer saw it, at the delivery location it names. */
  cart: Cart;
}

/** Renders the quotation to PDF bytes. */
export function renderQuotation(quotation: QuotationDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Quotation ${quotation.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(18).text(`Quotation ${quotation.number}`);
  for (const item of quotation.cart.cartItems.filter((line) => !line.is_excluded)) {
    doc.fontSize(10).text(`${item.sku} ${item.product_name} x ${item.quantity} = RM ${item.total_price.toFixed(2)}`);
  }
  doc.text(`Grand total: RM ${quotation.cart.cartSummary.grandTotal.toFixed(2)}`);
  doc.end();
  return done;
}
