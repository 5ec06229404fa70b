/**
 * The quotation PDF's words in each language (quotation-pdf.ts), `{name}` placeholders filled with
 * `fill`. English is the document as it has always read; Bahasa Malaysia as a Malaysian
 * procurement office words a sebut harga.
 */
import type { Language } from '../../src/lib/language';
import { VENDOR_MINIMUM_MESSAGE } from '../../src/lib/cart';
import { MOQ_MESSAGE } from '../../src/lib/stock-error';

const en = {
  /** The locale its dates are written in. */
  locale: 'en-MY',
  title: 'QUOTATION',
  documentTitle: 'Quotation {number}',
  issued: 'Date of issue: {date}',
  validUntil: 'Valid until: {date}',
  validity: 'Validity: {days} days',
  quotationFor: 'Quotation for',
  registrationNo: 'Registration no: {value}',
  sstNo: 'SST no: {value}',
  noAddress: 'Address: not on file',
  deliveryLocation: 'Delivery location',
  notSpecified: 'Not specified',
  preparedBy: 'Prepared by',
  seller: 'Seller: {name}',
  sellerContinued: 'Seller: {name} (continued)',
  phone: 'Tel: {phone}',
  email: 'Email: {email}',
  /** The seller's own registration numbers, under its contact. */
  sellerRegistration: 'Registration no: {registration}   |   SST no: {sst}',
  /** A seller's minimum order value the quoted lines do not reach: the cart's message (src/lib/cart.ts) after a flag. */
  vendorMinimum: `Seller minimum not met: ${VENDOR_MINIMUM_MESSAGE}`,
  columnNo: 'No.',
  columnSku: 'SKU',
  columnProduct: 'Product',
  columnQuantity: 'Qty',
  columnUnitPrice: 'Unit price (RM)',
  columnLineTotal: 'Line total (RM)',
  shipping: 'Shipping',
  shippingFree: 'Free',
  shippingNotCalculated: 'Not calculated',
  subtotal: 'Subtotal',
  belowMoqMark: 'Below MOQ (min {moq})',
  bulkPrice: 'Approved bulk price (regular {price})',
  references: 'Refs: {references}',
  belowMoqHeading: 'Below minimum order quantity',
  belowMoqIntro:
    'Lines marked Below MOQ are quoted below their minimum order quantity: raise each to at least its minimum before ordering.',
  /** The server's own MOQ message (src/lib/stock-error.ts), as the cart words it. */
  moq: MOQ_MESSAGE,
  belowMoqLine: 'No. {number}: {moq}; quoted {quantity}, {more} more needed.',
  notQuoted: 'Not quoted (not shipped to your location): {names}',
  subtotalOneUnit: 'Subtotal ({count} unit)',
  subtotalUnits: 'Subtotal ({count} units)',
  sst: 'SST ({rate}%)',
  grandTotal: 'Grand total',
  footer:
    'Prices in Malaysian ringgit (RM), valid until {date}. Delivery, stock and shipping are confirmed by each seller when the order is placed.',
  page: 'Page {page} of {pages}',
};

export type QuotationText = Record<keyof typeof en, string>;

const ms: QuotationText = {
  locale: 'ms-MY',
  title: 'SEBUT HARGA',
  documentTitle: 'Sebut Harga {number}',
  issued: 'Tarikh dikeluarkan: {date}',
  validUntil: 'Sah sehingga: {date}',
  validity: 'Tempoh sah: {days} hari',
  quotationFor: 'Sebut harga untuk',
  registrationNo: 'No. pendaftaran: {value}',
  sstNo: 'No. SST: {value}',
  noAddress: 'Alamat: tiada dalam rekod',
  deliveryLocation: 'Lokasi penghantaran',
  notSpecified: 'Tidak dinyatakan',
  preparedBy: 'Disediakan oleh',
  seller: 'Penjual: {name}',
  sellerContinued: 'Penjual: {name} (sambungan)',
  phone: 'Tel: {phone}',
  email: 'E-mel: {email}',
  sellerRegistration: 'No. pendaftaran: {registration}   |   No. SST: {sst}',
  vendorMinimum:
    'Minimum penjual tidak dicapai: Pesanan daripada {seller} dalam kategori {category} mesti melebihi {minimum}; jumlah minimum dan jumlah semasa anda masing-masing ialah {minimum} dan {current}.',
  columnNo: 'No.',
  columnSku: 'SKU',
  columnProduct: 'Produk',
  columnQuantity: 'Kuantiti',
  columnUnitPrice: 'Harga seunit (RM)',
  columnLineTotal: 'Jumlah baris (RM)',
  shipping: 'Penghantaran',
  shippingFree: 'Percuma',
  shippingNotCalculated: 'Belum dikira',
  subtotal: 'Jumlah kecil',
  belowMoqMark: 'Bawah MOQ (min {moq})',
  bulkPrice: 'Harga pukal diluluskan (harga biasa {price})',
  references: 'Rujukan: {references}',
  belowMoqHeading: 'Bawah kuantiti pesanan minimum',
  belowMoqIntro:
    'Baris bertanda Bawah MOQ disebut harga di bawah kuantiti pesanan minimumnya: naikkan setiap baris sekurang-kurangnya ke kuantiti minimumnya sebelum membuat pesanan.',
  moq: 'Kuantiti pesanan minimum untuk {name} ialah {moq}',
  belowMoqLine: 'No. {number}: {moq}; kuantiti disebut harga {quantity}, perlu {more} lagi.',
  notQuoted: 'Tidak disebut harga (tiada penghantaran ke lokasi anda): {names}',
  subtotalOneUnit: 'Jumlah kecil ({count} unit)',
  subtotalUnits: 'Jumlah kecil ({count} unit)',
  sst: 'SST ({rate}%)',
  grandTotal: 'Jumlah keseluruhan',
  footer:
    'Harga dalam ringgit Malaysia (RM), sah sehingga {date}. Penghantaran, stok dan caj penghantaran disahkan oleh setiap penjual semasa pesanan dibuat.',
  page: 'Halaman {page} daripada {pages}',
};

/** The quotation's words by language. */
export const QUOTATION_TEXT: Record<Language, QuotationText> = { en, ms };
