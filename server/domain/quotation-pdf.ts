/** The quotation PDF (spec 2 section 7: generate quotation, saved by the client as quotation.pdf). */
import PDFDocument from 'pdfkit';
import type { Cart, CartItem, SellerShipping, VendorMinimum } from '../../src/contract/types';
import { moqShortfall, vendorMinimumMessage } from '../../src/lib/cart';
import { fill } from '../../src/lib/fill';
import type { Language } from '../../src/lib/language';
import { formatRM } from '../../src/lib/money';
import { variantLabel } from '../../src/lib/variant';
import { malaysianTime } from './malaysian-time';
import { QUOTATION_TEXT, type QuotationText } from './quotation-text';

export interface QuotationDocument {
  /** E.g. QT-20261123-000042. */
  number: string;
  issuedAt: Date;
  validUntil: Date;
  buyer: { companyName: string; registrationNo: string; sstNumber: string; address: string[] };
  /** Where the sellers of the quoted lines are and how to reach them. */
  sellers: QuotationSeller[];
  /** Who generated it. */
  preparedBy: { name: string; email: string };
  /** The cart as the buyer saw it, at the delivery location it names. */
  cart: Cart;
  /** The language it is worded in; English unless the buyer reads Bahasa Malaysia. */
  language?: Language;
}

/** What a seller's block shows under its name (the cart's, masked unless the buyer may see names). */
export interface QuotationSeller {
  id: number;
  /** City, district and state. */
  place: string;
  /** Blank when not on file or not shown to the buyer. */
  phone: string;
  email: string;
  /** Its company registration (SSM) and SST numbers; blank when not on file or not shown to the buyer. */
  registrationNo: string;
  sstNumber: string;
}

type Doc = PDFKit.PDFDocument;

const MARGIN = 48;
/** Room kept under the content for the page number and the footer note. */
const FOOTER_HEIGHT = 36;
const CELL_PADDING = 4;
const MUTED = '#555555';
const RULE = '#bbbbbb';
const HEADER_FILL = '#eeeeee';
const WARNING = '#b00020';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Column {
  /** Its heading's entry in the words. */
  title: keyof QuotationText;
  width: number;
  align: 'left' | 'right';
}

/** No., SKU, Product, Qty, Unit price, Line total: the A4 width inside the margins. */
const COLUMNS: readonly Column[] = [
  { title: 'columnNo', width: 26, align: 'left' },
  { title: 'columnSku', width: 84, align: 'left' },
  { title: 'columnProduct', width: 193, align: 'left' },
  { title: 'columnQuantity', width: 40, align: 'right' },
  { title: 'columnUnitPrice', width: 74, align: 'right' },
  { title: 'columnLineTotal', width: 82, align: 'right' },
];
const TABLE_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);

const amount = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Renders the quotation to PDF bytes. */
export function renderQuotation(quotation: QuotationDocument): Promise<Buffer> {
  const text = QUOTATION_TEXT[quotation.language ?? 'en'];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    info: {
      Title: fill(text.documentTitle, { number: quotation.number }),
      Author: quotation.preparedBy.name,
      Subject: quotation.buyer.companyName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeading(doc, quotation, text);
  const groups = bySeller(quotation.cart.cartItems.filter((item) => !item.is_excluded));
  let number = 1;
  for (const group of groups) {
    const sellerId = group[0].sl_id;
    const seller = quotation.sellers.find((entry) => entry.id === sellerId);
    const shipping = quotation.cart.shippingDetails.find((entry) => entry.sellerId === sellerId);
    const unmet = quotation.cart.vendorMinimumOrder.minimums.filter((minimum) => minimum.sellerId === sellerId && !minimum.met);
    number = drawSeller(doc, text, group, { seller, shipping, unmet }, number);
  }
  drawBelowMoq(doc, text, groups.flat());
  drawExcluded(
    doc,
    text,
    quotation.cart.cartItems.filter((item) => item.is_excluded),
  );
  drawSummary(doc, text, quotation.cart);
  drawFooters(doc, text, quotation);
  doc.end();
  return done;
}

/** QUOTATION with its number and dates, the buyer, the delivery location and who prepared it. */
function drawHeading(doc: Doc, quotation: QuotationDocument, text: QuotationText): void {
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(22).fillColor('black').text(text.title, MARGIN, top);
  const right = { width: 260, align: 'right' as const };
  const rightX = MARGIN + TABLE_WIDTH - right.width;
  const validDays = Math.round((quotation.validUntil.getTime() - quotation.issuedAt.getTime()) / DAY_MS);
  doc.font('Helvetica-Bold').fontSize(11).text(quotation.number, rightX, top, right);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(fill(text.issued, { date: malaysianTime(quotation.issuedAt, text.locale) }), rightX, doc.y + 2, right);
  doc.text(fill(text.validUntil, { date: malaysianTime(quotation.validUntil, text.locale) }), rightX, doc.y, right);
  doc.text(fill(text.validity, { days: validDays }), rightX, doc.y, right);
  doc.y = Math.max(doc.y, top + 30) + 14;

  const blockTop = doc.y;
  const half = TABLE_WIDTH / 2 - 8;
  const { buyer, cart, preparedBy } = quotation;
  label(doc, text.quotationFor, MARGIN, blockTop, half);
  doc.font('Helvetica-Bold').fontSize(10).text(buyer.companyName, { width: half });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(fill(text.registrationNo, { value: buyer.registrationNo || '-' }), { width: half });
  doc.text(fill(text.sstNo, { value: buyer.sstNumber || '-' }), { width: half });
  doc.text(buyer.address.length > 0 ? buyer.address.join('\n') : text.noAddress, { width: half });
  const leftBottom = doc.y;

  const rightColumn = MARGIN + half + 16;
  label(doc, text.deliveryLocation, rightColumn, blockTop, half);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(cart.location ? `${cart.location.state}, ${cart.location.district}` : text.notSpecified, { width: half });
  label(doc, text.preparedBy, rightColumn, doc.y + 6, half);
  doc.font('Helvetica').fontSize(9).text(`${preparedBy.name} (${preparedBy.email})`, { width: half });
  doc.y = Math.max(leftBottom, doc.y) + 16;
  doc.x = MARGIN;
}

function label(doc: Doc, words: string, x: number, y: number, width: number): void {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(words.toUpperCase(), x, y, { width });
  doc.fillColor('black');
}

/** The included lines by seller, sellers in the order their first line comes. */
function bySeller(items: CartItem[]): CartItem[][] {
  const groups = new Map<number, CartItem[]>();
  for (const item of items) groups.set(item.sl_id, [...(groups.get(item.sl_id) ?? []), item]);
  return [...groups.values()];
}

/** The seller's place and contact under its name, or null when there is neither. */
function sellerDetails(text: QuotationText, seller: QuotationSeller | undefined): string | null {
  const parts = seller
    ? [
        seller.place,
        seller.phone && fill(text.phone, { phone: seller.phone }),
        seller.email && fill(text.email, { email: seller.email }),
      ].filter(Boolean)
    : [];
  return parts.length > 0 ? parts.join('   |   ') : null;
}

/** The seller's registration and SST numbers, or null when neither is on file (or shown). */
function sellerRegistration(text: QuotationText, seller: QuotationSeller | undefined): string | null {
  if (!seller || (!seller.registrationNo && !seller.sstNumber)) return null;
  return fill(text.sellerRegistration, { registration: seller.registrationNo || '-', sst: seller.sstNumber || '-' });
}

/** What a seller's block says about it besides its lines. */
interface SellerFacts {
  seller: QuotationSeller | undefined;
  shipping: SellerShipping | undefined;
  /** Its minimum order values in a category the quoted lines do not reach. */
  unmet: VendorMinimum[];
}

/** One seller's block and table with its shipping and subtotal; returns the next line number. */
function drawSeller(doc: Doc, text: QuotationText, items: CartItem[], { seller, shipping, unmet }: SellerFacts, first: number): number {
  const name = items[0].seller_name;
  ensureRoom(doc, 72 + unmet.length * 24);
  doc.font('Helvetica-Bold').fontSize(11).text(fill(text.seller, { name }), MARGIN, doc.y, { width: TABLE_WIDTH });
  for (const line of [sellerDetails(text, seller), sellerRegistration(text, seller)]) {
    if (line)
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(line, MARGIN, doc.y + 1, { width: TABLE_WIDTH })
        .fillColor('black');
  }
  for (const minimum of unmet) {
    const message = vendorMinimumMessage(
      minimum.sellerName,
      minimum.categoryName,
      minimum.minimumAmount,
      minimum.currentAmount,
      text.vendorMinimum,
    );
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(WARNING)
      .text(message, MARGIN, doc.y + 2, { width: TABLE_WIDTH })
      .fillColor('black');
  }
  doc.moveDown(0.3);
  drawTableHeader(doc, text);
  let number = first;
  for (const item of items) {
    const height = rowHeight(doc, text, item);
    if (doc.y + height > pageBottom(doc)) {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(11).text(fill(text.sellerContinued, { name }), MARGIN, doc.y);
      doc.moveDown(0.3);
      drawTableHeader(doc, text);
    }
    drawRow(doc, text, number++, item, height);
  }
  const subtotal = shipping?.subtotal ?? items.reduce((sum, item) => sum + item.total_price, 0);
  const shippingText = !shipping
    ? text.shippingNotCalculated
    : shipping.isFreeShipping
      ? text.shippingFree
      : formatRM(shipping.shippingFee);
  ensureRoom(doc, 34);
  doc.y += 4;
  totalLine(doc, text.shipping, shippingText, 9, 'Helvetica');
  totalLine(doc, text.subtotal, formatRM(subtotal), 9, 'Helvetica-Bold');
  doc.y += 14;
  return number;
}

function drawTableHeader(doc: Doc, text: QuotationText): void {
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(8);
  const height =
    Math.max(...COLUMNS.map((column) => doc.heightOfString(text[column.title], { width: column.width - CELL_PADDING * 2 }))) +
    CELL_PADDING * 2;
  doc.rect(MARGIN, top, TABLE_WIDTH, height).fill(HEADER_FILL).fillColor('black');
  let x = MARGIN;
  for (const column of COLUMNS) {
    doc.text(text[column.title], x + CELL_PADDING, top + CELL_PADDING, { width: column.width - CELL_PADDING * 2, align: column.align });
    x += column.width;
  }
  doc.y = top + height;
}

/** The mark of a line below its MOQ, or null when the quantity may be ordered. */
function belowMoqMark(text: QuotationText, item: CartItem): string | null {
  return moqShortfall(item.quantity, item.moq) > 0 ? fill(text.belowMoqMark, { moq: item.moq }) : null;
}

interface Detail {
  text: string;
  warning: boolean;
}

/** The product cell under the name, in smaller type: the MOQ mark, variant options, an approved bulk price and the buyer's references. */
function productDetails(text: QuotationText, item: CartItem): Detail[] {
  const details: Detail[] = [];
  const mark = belowMoqMark(text, item);
  if (mark) details.push({ text: mark, warning: true });
  const muted = (words: string) => details.push({ text: words, warning: false });
  const variant = variantLabel(item.variant_options);
  if (variant) muted(variant);
  if (item.is_bulk_price) muted(fill(text.bulkPrice, { price: formatRM(item.act_price) }));
  if (item.references.length > 0)
    muted(fill(text.references, { references: item.references.map((reference) => reference.reference).join('; ') }));
  return details;
}

const productWidth = COLUMNS[2].width - CELL_PADDING * 2;

/** Sets the type of a product detail, so measuring and drawing agree. */
function detailType(doc: Doc, detail: Detail): Doc {
  return doc
    .font(detail.warning ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8)
    .fillColor(detail.warning ? WARNING : MUTED);
}

function rowHeight(doc: Doc, text: QuotationText, item: CartItem): number {
  doc.font('Helvetica').fontSize(9);
  let height = doc.heightOfString(item.product_name, { width: productWidth });
  for (const detail of productDetails(text, item))
    height += detailType(doc, detail).heightOfString(detail.text, { width: productWidth }) + 1;
  doc.font('Helvetica').fontSize(9).fillColor('black');
  const skuHeight = doc.heightOfString(item.sku, { width: COLUMNS[1].width - CELL_PADDING * 2 });
  return Math.max(height, skuHeight) + CELL_PADDING * 2;
}

function drawRow(doc: Doc, text: QuotationText, number: number, item: CartItem, height: number): void {
  const top = doc.y;
  const short = belowMoqMark(text, item) !== null;
  const cells = [String(number), item.sku, null, String(item.quantity), amount.format(item.price), amount.format(item.total_price)];
  let x = MARGIN;
  for (const [index, column] of COLUMNS.entries()) {
    const cell = cells[index];
    const width = column.width - CELL_PADDING * 2;
    doc.font('Helvetica').fontSize(9).fillColor('black');
    if (cell === null) {
      doc.text(item.product_name, x + CELL_PADDING, top + CELL_PADDING, { width });
      for (const detail of productDetails(text, item)) detailType(doc, detail).text(detail.text, x + CELL_PADDING, doc.y + 1, { width });
    } else {
      // The quantity to raise stands out as the mark beside it does.
      if (short && column.title === 'columnQuantity') doc.font('Helvetica-Bold').fillColor(WARNING);
      doc.text(cell, x + CELL_PADDING, top + CELL_PADDING, { width, align: column.align });
    }
    x += column.width;
  }
  doc.fillColor('black');
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + TABLE_WIDTH, top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = top + height;
}

/** A label and an amount, right-aligned under the table. */
function totalLine(doc: Doc, name: string, value: string, size: number, font: string): void {
  const top = doc.y;
  const valueWidth = COLUMNS[5].width;
  const labelWidth = 150;
  doc.font(font).fontSize(size).fillColor('black');
  doc.text(name, MARGIN + TABLE_WIDTH - valueWidth - labelWidth, top, { width: labelWidth - CELL_PADDING, align: 'right' });
  doc.text(value, MARGIN + TABLE_WIDTH - valueWidth, top, { width: valueWidth - CELL_PADDING, align: 'right' });
  doc.y = Math.max(doc.y, top + size + 4);
}

/** Why the marked lines cannot be ordered as quoted: each line by number with its MOQ and how many more it needs. */
function drawBelowMoq(doc: Doc, text: QuotationText, quoted: CartItem[]): void {
  const short = quoted.flatMap((item, index) => {
    const more = moqShortfall(item.quantity, item.moq);
    if (more === 0) return [];
    // English reads as moqMessage words it (src/lib/stock-error.ts); Malay from its own template.
    const moq = fill(text.moq, { name: item.product_name, moq: item.moq });
    return [fill(text.belowMoqLine, { number: index + 1, moq, quantity: item.quantity, more })];
  });
  if (short.length === 0) return;
  const note = [text.belowMoqIntro, ...short].join('\n');
  doc.font('Helvetica').fontSize(9);
  ensureRoom(doc, doc.heightOfString(note, { width: TABLE_WIDTH }) + 26);
  doc.font('Helvetica-Bold').fillColor(WARNING).text(text.belowMoqHeading, MARGIN, doc.y, { width: TABLE_WIDTH });
  doc
    .font('Helvetica')
    .fillColor('black')
    .text(note, MARGIN, doc.y + 2, { width: TABLE_WIDTH });
  doc.y += 12;
}

function drawExcluded(doc: Doc, text: QuotationText, excluded: CartItem[]): void {
  if (excluded.length === 0) return;
  const note = fill(text.notQuoted, { names: excluded.map((item) => item.product_name).join('; ') });
  doc.font('Helvetica-Oblique').fontSize(9);
  ensureRoom(doc, doc.heightOfString(note, { width: TABLE_WIDTH }) + 12);
  doc.fillColor(MUTED).text(note, MARGIN, doc.y, { width: TABLE_WIDTH }).fillColor('black');
  doc.y += 12;
}

function drawSummary(doc: Doc, text: QuotationText, cart: Cart): void {
  const { cartSummary: summary } = cart;
  ensureRoom(doc, 80);
  const top = doc.y;
  doc
    .moveTo(MARGIN + TABLE_WIDTH - 240, top)
    .lineTo(MARGIN + TABLE_WIDTH, top)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y = top + 6;
  totalLine(
    doc,
    fill(summary.totalItems === 1 ? text.subtotalOneUnit : text.subtotalUnits, { count: summary.totalItems }),
    formatRM(summary.subtotal),
    10,
    'Helvetica',
  );
  totalLine(doc, text.shipping, formatRM(summary.totalShippingFee), 10, 'Helvetica');
  totalLine(doc, fill(text.sst, { rate: summary.taxRate }), formatRM(summary.totalTax), 10, 'Helvetica');
  doc.y += 2;
  totalLine(doc, text.grandTotal, formatRM(summary.grandTotal), 12, 'Helvetica-Bold');
}

/** 'Page n of m' and the validity note on every page, in the room kept under the content. */
function drawFooters(doc: Doc, text: QuotationText, quotation: QuotationDocument): void {
  const { start, count } = doc.bufferedPageRange();
  const note = fill(text.footer, { date: malaysianTime(quotation.validUntil, text.locale) });
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would start a new page: lift it while the footer is drawn.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 10;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + TABLE_WIDTH, y - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(MUTED)
      .text(note, MARGIN, y, { width: TABLE_WIDTH - 80 });
    doc.text(fill(text.page, { page: index - start + 1, pages: count }), MARGIN + TABLE_WIDTH - 80, y, { width: 80, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}

function pageBottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` more points fit on this one. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}
