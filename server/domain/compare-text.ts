/**
 * The compare exports' words in each language (compare-table.ts, compare-pdf.ts,
 * compare-excel.ts), `{name}` placeholders filled with `fill`. English is the record as it has
 * always read; Bahasa Malaysia as the compare table's own Malay screen words it.
 */
import { NOT_SHIPPED, ONLY_AVAILABLE_IN } from '../../src/lib/add-to-cart';
import { fill } from '../../src/lib/fill';
import type { Language } from '../../src/lib/language';
import { SHIPPING_TEXT } from '../../src/lib/product-detail';

/** Spec 1 section 8: what the compare record's shipping row reads before a location is chosen (services/compare-list.ts). */
export const NO_LOCATION = 'Please select your location to view shipping information';

const en = {
  /** The locale its dates are written in. */
  locale: 'en-MY',
  pageTitle: 'PRODUCTS COMPARE',
  title: 'Comparison {n}',
  notApplicable: 'N/A',
  none: '-',
  reviews: '{rating} / 5 ({n} reviews)',
  date: 'Date',
  company: 'Company',
  exportedBy: 'Exported by',
  location: 'Delivery location',
  notSpecified: 'Not specified',
  product: 'Product',
  price: 'Price',
  variantSku: 'Variant SKU',
  features: 'Features',
  vendor: 'Vendor',
  deliveryTerm: 'Delivery Term',
  vendorRating: 'Vendor Rating',
  shippingCharge: 'Shipping Charge',
  moq: 'Minimum Order Quantity',
  /** The words of a shipping cell, as the server's record writes them (read back in `shippingWords`). */
  freeShipping: SHIPPING_TEXT.free,
  notShipped: NOT_SHIPPED,
  onlyAvailableIn: ONLY_AVAILABLE_IN,
  noLocation: NO_LOCATION,
  /** A delivery term (`deliveryTerm` in src/lib/product-detail.ts). */
  deliveryTermText: SHIPPING_TEXT,
};

/** The words in a language: each a string, the delivery term's the words `deliveryTerm` takes. */
export type CompareText = {
  [Key in keyof typeof en]: (typeof en)[Key] extends string ? string : Record<keyof typeof SHIPPING_TEXT, string>;
};

const ms: CompareText = {
  locale: 'ms-MY',
  pageTitle: 'PERBANDINGAN PRODUK',
  title: 'Perbandingan {n}',
  notApplicable: 'T/B',
  none: '-',
  reviews: '{rating} / 5 ({n} ulasan)',
  date: 'Tarikh',
  company: 'Syarikat',
  exportedBy: 'Dieksport oleh',
  location: 'Lokasi penghantaran',
  notSpecified: 'Tidak dinyatakan',
  product: 'Produk',
  price: 'Harga',
  variantSku: 'SKU Varian',
  features: 'Ciri-ciri',
  vendor: 'Penjual',
  deliveryTerm: 'Tempoh Penghantaran',
  vendorRating: 'Penilaian Penjual',
  shippingCharge: 'Caj Penghantaran',
  moq: 'Kuantiti Pesanan Minimum',
  freeShipping: 'Penghantaran Percuma',
  notShipped: 'Penjual tidak menyediakan perkhidmatan penghantaran ke lokasi anda',
  onlyAvailableIn: 'Produk ini hanya tersedia di {location}',
  noLocation: 'Sila pilih lokasi anda untuk melihat maklumat penghantaran',
  deliveryTermText: {
    free: 'Penghantaran Percuma',
    notAvailable: 'Tidak Tersedia',
    freeAbove: 'Penghantaran Percuma Melebihi {amount}',
    notSpecified: 'Tidak dinyatakan',
    day: '{n} hari',
    days: '{n} hari',
    dayRange: '{from} - {to} hari',
  },
};

/** The compare exports' words by language. */
export const COMPARE_TEXT: Record<Language, CompareText> = { en, ms };

const [beforeLocation, afterLocation] = ONLY_AVAILABLE_IN.split('{location}');

/**
 * A shipping cell's words (free shipping, a restriction, no location chosen) in `text`'s
 * language: the record writes them in English, the server's words; any other text stays as it is.
 */
export function shippingWords(charge: string, text: CompareText): string {
  if (charge === SHIPPING_TEXT.free) return text.freeShipping;
  if (charge === NOT_SHIPPED) return text.notShipped;
  if (charge === NO_LOCATION) return text.noLocation;
  if (charge.startsWith(beforeLocation) && charge.endsWith(afterLocation) && charge.length > beforeLocation.length + afterLocation.length) {
    const location = charge.slice(beforeLocation.length, charge.length - afterLocation.length);
    return fill(text.onlyAvailableIn, { location });
  }
  return charge;
}
