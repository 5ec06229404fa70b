import { toSen } from '../../src/lib/money';
import type { Database } from '../db/client';
import { quotationNumber, quotationValidUntil } from '../domain/cart-quotation';
import { renderQuotation } from '../domain/quotation-pdf';
import type { BuyerRow, UserRow } from '../env';
import { insertQuotation, nextQuotationId } from '../queries/quotations';
import { loadCart, type CartViewer } from './cart-view';
import { ServiceError } from './errors';

const QUOTATION_ERRORS = { empty: 'Your cart has no items to quote' } as const;

interface QuotationRequest extends CartViewer {
  buyer: Pick<BuyerRow, 'id' | 'viewSlInfo' | 'companyName' | 'registrationNo' | 'sstNumber'>;
  user: Pick<UserRow, 'id' | 'name' | 'email'>;
}

/**
 * Quotes the cart's included lines at the location: renders the PDF, then saves the quotation
 * (numbered from its id, valid 30 days) once there is a document to answer with.
 */
export async function generateQuotation(db: Database, request: QuotationRequest): Promise<Buffer> {
  const cart = await loadCart(db, request);
  if (cart.cartSummary.validItems === 0) throw new ServiceError(400, QUOTATION_ERRORS.empty);
  const id = await nextQuotationId(db);
  const issuedAt = new Date();
  const validUntil = quotationValidUntil(issuedAt);
  const number = quotationNumber(id, issuedAt);
  const pdf = await renderQuotation({
    number,
    issuedAt,
    validUntil,
    buyer: { companyName: request.buyer.companyName, registrationNo: request.buyer.registrationNo, sstNumber: request.buyer.sstNumber },
    preparedBy: { name: request.user.name, email: request.user.email },
    cart,
  });
  await insertQuotation(db, { id, number, buyerId: request.buyer.id, userId: request.user.id, grandTotal: toSen(cart.cartSummary.grandTotal), createdAt: issuedAt, validUntil });
  return pdf;
}
