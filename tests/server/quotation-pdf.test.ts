import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderQuotation, type QuotationDocument, type QuotationSeller } from '../../server/domain/quotation-pdf';
import type { Cart, CartItem } from '../../src/contract/types';
import { formatRM } from '../../src/lib/money';
import { cartLine } from '../support/cart-line';

function item(
  overrides: Partial<CartItem> & Pick<CartItem, 'sku_id' | 'sku' | 'product_name' | 'sl_id' | 'seller_name' | 'price' | 'quantity'>,
): CartItem {
  const total = Math.round(overrides.price * overrides.quantity * 100) / 100;
  return cartLine(overrides.sku_id, overrides.sl_id, {
    product_id: overrides.sku_id,
    category_id: 10,
    moq: 1,
    total_stock: 500,
    total_price: total,
    ...overrides,
  });
}

const lines: CartItem[] = [
  item({
    sku_id: 1,
    sku: 'SKU-11-1',
    product_name: 'Deli Premium Stapler DL-204',
    sl_id: 3,
    seller_name: 'Maju Office Sdn Bhd',
    price: 12.5,
    quantity: 4,
    references: [
      { id: 1, reference: 'PR-2026-0142' },
      { id: 2, reference: 'Cost centre FAC-07' },
    ],
  }),
  item({
    sku_id: 2,
    sku: 'SKU-12-2',
    product_name: 'Safeguard Nitrile Gloves NG-88',
    sl_id: 3,
    seller_name: 'Maju Office Sdn Bhd',
    price: 31.9,
    quantity: 10,
    variant_options: [
      { variant_name: 'Size', variant_option: 'L' },
      { variant_name: 'Colour', variant_option: 'Blue' },
    ],
  }),
  item({
    sku_id: 3,
    sku: 'SKU-40-1',
    product_name: 'Bosch Cordless Drill GSR-120',
    sl_id: 8,
    seller_name: 'Teguh Hardware Enterprise',
    price: 389,
    act_price: 429,
    quantity: 10,
    is_bulk_price: true,
    bulk_price: 389,
    bulk_quantity: 10,
    bulk_savings: 400,
  }),
  item({
    sku_id: 4,
    sku: 'SKU-77-1',
    product_name: 'Sharp Air Purifier FP-J30',
    sl_id: 8,
    seller_name: 'Teguh Hardware Enterprise',
    price: 799,
    quantity: 1,
    is_excluded: true,
    problem: 'Not shipped to Selangor, Petaling',
  }),
];

function cartOf(items: CartItem[]): Cart {
  const included = items.filter((line) => !line.is_excluded);
  const subtotal = included.reduce((sum, line) => sum + line.total_price, 0);
  const sellers = [...new Set(included.map((line) => line.sl_id))];
  const shippingDetails = sellers.map((sellerId, index) => {
    const own = included.filter((line) => line.sl_id === sellerId);
    return {
      sellerId,
      sellerName: own[0].seller_name,
      subtotal: own.reduce((sum, line) => sum + line.total_price, 0),
      isFreeShipping: index === 0,
      shippingFee: index === 0 ? 0 : 15,
      taxOnShipping: index !== 0,
      freeShippingAbove: null,
    };
  });
  const shipping = shippingDetails.reduce((sum, entry) => sum + entry.shippingFee, 0);
  const tax = Math.round((subtotal + shipping) * 8) / 100;
  return {
    cartItems: items,
    cartSummary: {
      totalItems: included.reduce((sum, line) => sum + line.quantity, 0),
      validItems: included.length,
      subtotal,
      totalShippingFee: shipping,
      totalTax: tax,
      taxRate: 8,
      grandTotal: Math.round((subtotal + shipping + tax) * 100) / 100,
    },
    shippingDetails,
    businessLogic: {
      locationRestrictions: {
        excludedItems: items
          .filter((line) => line.is_excluded)
          .map((line) => ({ skuId: line.sku_id, productName: line.product_name, sellerName: line.seller_name })),
      },
    },
    vendorMinimumOrder: { errors: [], minimums: [] },
    validationMessages: [],
    location: { state: 'Selangor', district: 'Petaling' },
  };
}

const sellers: QuotationSeller[] = [
  {
    id: 3,
    place: 'Shah Alam, Petaling, Selangor',
    phone: '+60370000003',
    email: 'sales3@seller.lapasar.test',
    registrationNo: '201501000111',
    sstNumber: 'W10-1808-32000003',
  },
  { id: 8, place: 'Johor Bahru, Johor', phone: '', email: '', registrationNo: '', sstNumber: '' },
];

function quotationOf(cart: Cart, overrides: Partial<QuotationDocument> = {}): QuotationDocument {
  return {
    number: 'QT-20261123-000042',
    issuedAt: new Date('2026-11-23T03:00:00Z'),
    validUntil: new Date('2026-12-23T03:00:00Z'),
    buyer: {
      companyName: 'Demo Trading Sdn Bhd',
      registrationNo: '201901000001 (1300001-A)',
      sstNumber: 'W10-1808-32000001',
      address: ['Level 12, Menara Demo, Jalan Sultan Ismail', '50250 Kuala Lumpur', 'Kuala Lumpur, Malaysia'],
    },
    sellers,
    preparedBy: { name: 'Aisyah Rahman', email: 'buyer@lapasar.test' },
    cart,
    ...overrides,
  };
}

/** The PDF's text, page by page, with runs of white space as one space. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

describe('quotation PDF', () => {
  it('is a PDF quoting the included lines by seller, with references, variants and the totals', async () => {
    const cart = cartOf(lines);
    const pdf = await renderQuotation(quotationOf(cart));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pagesOf(pdf)).join(' ');
    for (const expected of [
      'QUOTATION',
      'QT-20261123-000042',
      'Date of issue: 23 November 2026',
      'Valid until: 23 December 2026',
      'Demo Trading Sdn Bhd',
      '201901000001 (1300001-A)',
      'W10-1808-32000001',
      'Selangor, Petaling',
      'Aisyah Rahman',
      'Seller: Maju Office Sdn Bhd',
      'Seller: Teguh Hardware Enterprise',
      'Refs: PR-2026-0142; Cost centre FAC-07',
      'Size: L, Colour: Blue',
      'Approved bulk price (regular RM 429.00)',
      'SST (8%)',
      formatRM(cart.cartSummary.grandTotal),
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    for (const line of lines.filter((entry) => !entry.is_excluded)) {
      expect(text).toContain(line.sku);
      expect(text).toContain(line.product_name);
    }
    expect(text).toContain('Free');
    expect(text).toContain(formatRM(15));
  });

  it("prints the buyer company's registration, SST no and address, or says the address is not on file", async () => {
    const text = (await pagesOf(await renderQuotation(quotationOf(cartOf(lines))))).join(' ');
    expect(text).toContain('QUOTATION FOR Demo Trading Sdn Bhd Registration no: 201901000001 (1300001-A) SST no: W10-1808-32000001');
    expect(text).toContain('Level 12, Menara Demo, Jalan Sultan Ismail 50250 Kuala Lumpur Kuala Lumpur, Malaysia');
    expect(text).not.toContain('not on file');

    const bare = { companyName: 'Masked Procurement Sdn Bhd', registrationNo: '201801000002 (1200002-B)', sstNumber: '', address: [] };
    const without = (await pagesOf(await renderQuotation(quotationOf(cartOf(lines), { buyer: bare })))).join(' ');
    expect(without).toContain('Masked Procurement Sdn Bhd Registration no: 201801000002 (1200002-B) SST no: - Address: not on file');
  });

  it("heads each seller's lines with its name, place and the contact it is given", async () => {
    const text = (await pagesOf(await renderQuotation(quotationOf(cartOf(lines))))).join(' ');
    expect(text).toContain(
      'Seller: Maju Office Sdn Bhd Shah Alam, Petaling, Selangor | Tel: +60370000003 | Email: sales3@seller.lapasar.test',
    );
    expect(text).toContain('Seller: Teguh Hardware Enterprise Johor Bahru, Johor No.');
    expect(text).not.toContain('Tel: |');

    const unplaced = (await pagesOf(await renderQuotation(quotationOf(cartOf(lines), { sellers: [] })))).join(' ');
    expect(unplaced).toContain('Seller: Maju Office Sdn Bhd No.');
  });

  it("prints each seller's registration and SST numbers under its contact, and nothing for a seller with neither", async () => {
    const text = (await pagesOf(await renderQuotation(quotationOf(cartOf(lines))))).join(' ');
    expect(text).toContain('Email: sales3@seller.lapasar.test Registration no: 201501000111 | SST no: W10-1808-32000003 No.');
    expect(text).toContain('Seller: Teguh Hardware Enterprise Johor Bahru, Johor No.');
    const malay = (await pagesOf(await renderQuotation(quotationOf(cartOf(lines), { language: 'ms' })))).join(' ');
    expect(malay).toContain('No. pendaftaran: 201501000111 | No. SST: W10-1808-32000003');
  });

  it("flags a seller's unmet minimum order value in its block, with the minimum and the quoted total", async () => {
    const cart = cartOf(lines);
    const minimum = {
      sellerId: 3,
      sellerName: 'Maju Office Sdn Bhd',
      categoryId: 12,
      categoryName: 'Office Supplies',
      minimumAmount: 500,
      currentAmount: 123.5,
      met: false,
    };
    const met = { ...minimum, sellerId: 8, sellerName: 'Teguh Hardware Enterprise', currentAmount: 600, met: true };
    const flagged = { ...cart, vendorMinimumOrder: { errors: [], minimums: [minimum, met] } };
    const text = (await pagesOf(await renderQuotation(quotationOf(flagged)))).join(' ');
    expect(text).toContain(
      'SST no: W10-1808-32000003 Seller minimum not met: Orders from Maju Office Sdn Bhd in Office Supplies must exceed RM 500.00; ' +
        'the minimum and your current total are RM 500.00 and RM 123.50 respectively. No.',
    );
    expect(text.match(/Seller minimum not met/g)).toHaveLength(1);
    const plain = (await pagesOf(await renderQuotation(quotationOf(cart)))).join(' ');
    expect(plain).not.toContain('minimum not met');
  });

  it('dates the issue and the end of validity in Malaysian time, with the validity in days', async () => {
    // 17:30 UTC is already the next day in Malaysia.
    const quotation = quotationOf(cartOf(lines), {
      issuedAt: new Date('2026-11-22T17:30:00Z'),
      validUntil: new Date('2026-12-22T17:30:00Z'),
    });
    const text = (await pagesOf(await renderQuotation(quotation))).join(' ');
    expect(text).toContain('Date of issue: 23 November 2026, 1:30 am MYT');
    expect(text).toContain('Valid until: 23 December 2026, 1:30 am MYT');
    expect(text).toContain('Validity: 30 days');
    expect(text).not.toContain('22 November');
  });

  it('marks a line below its MOQ and says it must be raised before ordering, but not a line at its MOQ', async () => {
    const moqLines = [
      item({
        sku_id: 5,
        sku: 'SKU-60-1',
        product_name: 'Kiwi Box File A4',
        sl_id: 3,
        seller_name: 'Maju Office Sdn Bhd',
        price: 6,
        quantity: 4,
        moq: 10,
      }),
      item({
        sku_id: 6,
        sku: 'SKU-61-1',
        product_name: 'Faber Whiteboard Marker',
        sl_id: 3,
        seller_name: 'Maju Office Sdn Bhd',
        price: 3.2,
        quantity: 5,
        moq: 5,
      }),
    ];
    const cart = cartOf([...lines, ...moqLines]);
    const text = (await pagesOf(await renderQuotation(quotationOf(cart)))).join(' ');
    expect(text).toContain('SKU-60-1 Kiwi Box File A4 Below MOQ (min 10) 4 6.00 24.00');
    expect(text).toContain('SKU-61-1 Faber Whiteboard Marker 5 3.20 16.00');
    expect(text).not.toContain('Below MOQ (min 5)');
    expect(text).toContain(
      'Below minimum order quantity Lines marked Below MOQ are quoted below their minimum order quantity: raise each to at least its minimum before ordering.',
    );
    expect(text).toContain('No. 3: Minimum order quantity for Kiwi Box File A4 is 10; quoted 4, 6 more needed.');
    expect(text).not.toContain('Faber Whiteboard Marker is 5');
    expect(text).toContain(formatRM(cart.cartSummary.grandTotal));

    const atMoq = (await pagesOf(await renderQuotation(quotationOf(cartOf(lines))))).join(' ');
    expect(atMoq).not.toContain('Below M');
  });

  it('leaves out the lines not shipped to the location, naming them in a note', async () => {
    const text = (await pagesOf(await renderQuotation(quotationOf(cartOf(lines))))).join(' ');
    expect(text).toContain('Not quoted (not shipped to your location): Sharp Air Purifier FP-J30');
    expect(text).not.toContain('SKU-77-1');
    expect(text).not.toContain('799.00');
  });

  it("says 'Not specified' without a delivery location", async () => {
    const text = (await pagesOf(await renderQuotation(quotationOf({ ...cartOf(lines), location: null })))).join(' ');
    expect(text).toContain('Not specified');
  });

  it('breaks a long cart over pages, repeating the table header, numbered Page n of m', async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      item({
        sku_id: 100 + index,
        sku: `SKU-${500 + index}-1`,
        product_name: `Stationery Item ${index + 1}`,
        sl_id: index < 60 ? 3 : 8,
        seller_name: index < 60 ? 'Maju Office Sdn Bhd' : 'Teguh Hardware Enterprise',
        price: 2.5,
        quantity: index + 1,
      }),
    );
    const pages = await pagesOf(await renderQuotation(quotationOf(cartOf(many))));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [index, page] of pages.entries()) {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      if (index > 0 && page.includes('SKU-')) expect(page).toContain('Unit price (RM)');
    }
    const all = pages.join(' ');
    for (const line of many) expect(all).toContain(line.sku);
    expect(pages[0]).toContain('Page 1 of');
  });
});

describe('quotation PDF in Bahasa Malaysia', () => {
  const moqLine = item({
    sku_id: 5,
    sku: 'SKU-60-1',
    product_name: 'Kiwi Box File A4',
    sl_id: 3,
    seller_name: 'Maju Office Sdn Bhd',
    price: 6,
    quantity: 4,
    moq: 10,
  });

  it('words every label, date, note and the page numbers in Malay, the figures as in English', async () => {
    const cart = cartOf([...lines, moqLine]);
    const pdf = await renderQuotation(quotationOf(cart, { language: 'ms' }));
    const text = (await pagesOf(pdf)).join(' ');
    for (const expected of [
      'SEBUT HARGA',
      'QT-20261123-000042',
      'Tarikh dikeluarkan: 23 November 2026, 11:00 PG MYT',
      'Sah sehingga: 23 Disember 2026, 11:00 PG MYT',
      'Tempoh sah: 30 hari',
      'SEBUT HARGA UNTUK Demo Trading Sdn Bhd No. pendaftaran: 201901000001 (1300001-A) No. SST: W10-1808-32000001',
      'LOKASI PENGHANTARAN Selangor, Petaling',
      'DISEDIAKAN OLEH Aisyah Rahman',
      'Penjual: Maju Office Sdn Bhd Shah Alam, Petaling, Selangor | Tel: +60370000003 | E-mel: sales3@seller.lapasar.test',
      'Penjual: Teguh Hardware Enterprise',
      'Produk',
      'Kuantiti',
      'Harga seunit (RM)',
      'Jumlah baris (RM)',
      'Rujukan: PR-2026-0142; Cost centre FAC-07',
      'Size: L, Colour: Blue',
      'Harga pukal diluluskan (harga biasa RM 429.00)',
      'SKU-60-1 Kiwi Box File A4 Bawah MOQ (min 10) 4 6.00 24.00',
      'Bawah kuantiti pesanan minimum Baris bertanda Bawah MOQ',
      'No. 3: Kuantiti pesanan minimum untuk Kiwi Box File A4 ialah 10; kuantiti disebut harga 4, perlu 6 lagi.',
      'Tidak disebut harga (tiada penghantaran ke lokasi anda): Sharp Air Purifier FP-J30',
      `Penghantaran Percuma Jumlah kecil ${formatRM(cart.shippingDetails[0].subtotal)}`,
      `Penghantaran ${formatRM(15)}`,
      `Jumlah kecil (${cart.cartSummary.totalItems} unit) ${formatRM(cart.cartSummary.subtotal)}`,
      `SST (8%) ${formatRM(cart.cartSummary.totalTax)}`,
      `Jumlah keseluruhan ${formatRM(cart.cartSummary.grandTotal)}`,
      'Harga dalam ringgit Malaysia (RM), sah sehingga 23 Disember 2026, 11:00 PG MYT.',
      'Halaman 1 daripada 1',
    ]) {
      expect(text).toContain(expected);
    }
    for (const english of [
      'QUOTATION',
      'Quotation for',
      'Date of issue',
      'Valid until',
      'Validity',
      'Registration no',
      'Seller:',
      'Email:',
      'Unit price',
      'Line total',
      'Qty',
      'Refs:',
      'Approved bulk price',
      'Below MOQ',
      'Minimum order quantity',
      'more needed',
      'Not quoted',
      'Shipping',
      'Free',
      'Subtotal',
      'units',
      'Grand total',
      'Prices in',
      'Page 1 of',
      'Desember',
    ]) {
      expect(text).not.toContain(english);
    }
    const { info } = await (await getDocumentProxy(new Uint8Array(pdf))).getMetadata();
    expect((info as { Title?: string }).Title).toBe('Sebut Harga QT-20261123-000042');
  });

  it("says when the address, SST no, location and a seller's shipping are missing, in Malay", async () => {
    const cart = { ...cartOf(lines), location: null, shippingDetails: [] };
    const bare = { companyName: 'Masked Procurement Sdn Bhd', registrationNo: '201801000002 (1200002-B)', sstNumber: '', address: [] };
    const text = (await pagesOf(await renderQuotation(quotationOf(cart, { buyer: bare, language: 'ms' })))).join(' ');
    expect(text).toContain('No. SST: - Alamat: tiada dalam rekod');
    expect(text).toContain('LOKASI PENGHANTARAN Tidak dinyatakan');
    expect(text).toContain('Penghantaran Belum dikira');
    expect(text).not.toContain('not on file');
    expect(text).not.toContain('Not specified');
    expect(text).not.toContain('Not calculated');
  });

  it('numbers a long quotation Halaman n daripada m, repeating the Malay table header on later pages', async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      item({
        sku_id: 100 + index,
        sku: `SKU-${500 + index}-1`,
        product_name: `Stationery Item ${index + 1}`,
        sl_id: 3,
        seller_name: 'Maju Office Sdn Bhd',
        price: 2.5,
        quantity: index + 1,
      }),
    );
    const pages = await pagesOf(await renderQuotation(quotationOf(cartOf(many), { language: 'ms' })));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [index, page] of pages.entries()) {
      expect(page).toContain(`Halaman ${index + 1} daripada ${pages.length}`);
      if (index > 0 && page.includes('SKU-')) {
        expect(page).toContain('Penjual: Maju Office Sdn Bhd (sambungan)');
        expect(page).toContain('Harga seunit (RM)');
      }
    }
  });

  it('stays in English without a language, titled Quotation {number}', async () => {
    const pdf = await renderQuotation(quotationOf(cartOf(lines)));
    const text = (await pagesOf(pdf)).join(' ');
    expect(text).toContain('QUOTATION FOR Demo Trading Sdn Bhd');
    for (const malay of ['SEBUT HARGA', 'Tarikh', 'Penjual', 'Jumlah', 'Halaman']) expect(text).not.toContain(malay);
    const { info } = await (await getDocumentProxy(new Uint8Array(pdf))).getMetadata();
    expect((info as { Title?: string }).Title).toBe('Quotation QT-20261123-000042');
  });
});
