import type { Cart } from '../../src/contract/types';
import type { Language } from '../../src/lib/language';
import { toSen } from '../../src/lib/money';
import type { Database } from '../db/client';
import { addressLines, joinPlaces, quotationNumber, quotationValidUntil } from '../domain/cart-quotation';
import { renderQuotation, type QuotationSeller } from '../domain/quotation-pdf';
import type { BuyerRow, UserRow } from '../env';
import { insertQuotation, nextQuotationId, quotationSellerRows } from '../queries/quotations';
import { orderableLocationRows, type Orderer } from '../queries/workflow-read';
import { loadCart, type CartViewer } from './cart-view';
import { ServiceError } from './errors';

const QUOTATION_ERRORS = { empty: 'Your cart has no items to quote' } as const;

interface QuotationRequest extends CartViewer {
  buyer: Pick<BuyerRow, 'id' | 'viewSlInfo' | 'companyName' | 'registrationNo' | 'sstNumber'>;
  user: Pick<UserRow, 'id' | 'name' | 'email'>;
  /** The language the PDF is worded in (the request's Accept-Language). */
  language: Language;
}

/** Where the quoted sellers are and, for a buyer who may see seller names (view_sl_info Y), how to reach them. */
async function quotedSellers(db: Database, cart: Cart, viewSlInfo: string): Promise<QuotationSeller[]> {
  const ids = [...new Set(cart.cartItems.filter((item) => !item.is_excluded).map((item) => item.sl_id))];
  // A phone number or email would name a seller the buyer sees only as a code.
  const showContact = viewSlInfo === 'Y';
  return (await quotationSellerRows(db, ids)).map((row) => ({
    id: row.id,
    place: joinPlaces([row.city, row.district, row.state]),
    phone: showContact ? row.phone : '',
    email: showContact ? row.email : '',
    // Registration numbers name the company as surely as its name does.
    registrationNo: showContact ? row.registrationNo : '',
    sstNumber: showContact ? row.sstNumber : '',
  }));
}

/** The address checkout offers the person first, or null when they order for none. */
async function firstOrderableLocation(db: Database, orderer: Orderer) {
  return (await orderableLocationRows(db, orderer))[0] ?? null;
}

/**
 * Quotes the cart's included lines at the location: renders the PDF, then saves the quotation
 * (numbered from its id, valid 30 days) once there is a document to answer with.
 */
export async function generateQuotation(db: Database, request: QuotationRequest): Promise<Buffer> {
  const { buyer, user, language } = request;
  const [cart, address] = await Promise.all([loadCart(db, request), firstOrderableLocation(db, { buyerId: buyer.id, userId: user.id })]);
  if (cart.cartSummary.validItems === 0) throw new ServiceError(400, QUOTATION_ERRORS.empty);
  const [id, sellers] = await Promise.all([nextQuotationId(db), quotedSellers(db, cart, buyer.viewSlInfo)]);
  const issuedAt = new Date();
  const validUntil = quotationValidUntil(issuedAt);
  const number = quotationNumber(id, issuedAt);
  const pdf = await renderQuotation({
    number,
    issuedAt,
    validUntil,
    buyer: {
      companyName: buyer.companyName,
      registrationNo: buyer.registrationNo,
      sstNumber: buyer.sstNumber,
      address: address ? addressLines(address) : [],
    },
    sellers,
    preparedBy: { name: user.name, email: user.email },
    cart,
    language,
  });
  await insertQuotation(db, {
    id,
    number,
    buyerId: buyer.id,
    userId: user.id,
    grandTotal: toSen(cart.cartSummary.grandTotal),
    createdAt: issuedAt,
    validUntil,
  });
  return pdf;
}
