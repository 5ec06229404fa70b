import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type {
  AddToCartRequest,
  AddToCartResponse,
  PreOrderSummary,
  PreOrdersResponse,
  WishlistItemRequest,
  WishlistItemResponse,
  WishlistProduct,
  WishlistRemovedResponse,
  WishlistResponse,
  WishlistSeller,
  WishlistUpdateResponse,
} from '../../src/api/types';
import { figuresOf } from '../../src/lib/wishlist';
import { fakeApi, json, type FakeRequest } from './fake-api';
import { apiLogin, expectAccessible, inShadow, interceptNavigation, loadSdk, nextEvent, nextFrames, typeInto, waitFor } from './support';

const LOCATION = { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' };

/* Typed wishlist fixtures: the reference server's wishlist routes are exercised by the server suite. */

/** A wishlist product: RM 10.00 x 1, in stock, free shipping, unless `overrides` say otherwise. */
function product(id: number, sellerId: number, overrides: Partial<WishlistProduct> = {}): WishlistProduct {
  return {
    product_id: id,
    product_name: `Product ${id}`,
    image_url: null,
    sl_id: sellerId,
    primary_sku_id: id * 10,
    quantity: 1,
    availability: 'Y',
    total_stock: 20,
    product_variant_option_id: null,
    variants: null,
    moq: 1,
    pricing: { display_price: 10, act_min_price: 10, marketplace_price: null },
    shipping: { charge: 'Free Shipping', charge_number: 0, shipping_restricted: false },
    ...overrides,
  };
}

const charged = (ringgit: number) => ({ charge: `RM ${ringgit.toFixed(2)}`, charge_number: ringgit, shipping_restricted: false });
// A 1x1 PNG, so the image loads rather than falling back to the placeholder.
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const RESTRICTED = { charge: 'Not Available', charge_number: 0, shipping_restricted: true };

const seller = (id: number, company: string, products: WishlistProduct[]): WishlistSeller => ({
  seller_id: id,
  company_name: company,
  products,
});

/** GET /wishlist's answer for these sellers, its totals computed as the server does. */
function wishlistOf(sellers: WishlistSeller[]): WishlistResponse {
  const figures = figuresOf(sellers, () => true);
  return {
    success: true,
    data: {
      totals: { total_items: figures.items, total_price: figures.subtotal, total_shipping: figures.shipping, grand_total: figures.total },
      sellers,
    },
  };
}

const preOrder = (poId: string, grandTotal: number): PreOrderSummary => ({
  poId,
  status: 'processing',
  currentStage: null,
  stageLabel: 'Processing',
  subtotal: grandTotal,
  shippingFee: 0,
  tax: 0,
  grandTotal,
  itemCount: 1,
  isBudgetPending: false,
  isEdited: false,
  editedFrom: null,
  replacedBy: null,
  createdDate: '2026-11-20T08:00:00.000Z',
  submittedBy: 'Buyer',
  locationName: null,
  projectName: null,
  isAlternateRecipient: false,
});

/**
 * Answers the page's wishlist, cart add and count, SKU lookup and pre-order calls from memory
 * (everything else reaches the reference server) and records them with the time each was sent.
 */
function fakeWishlistApi() {
  const state = { sellers: [] as WishlistSeller[], orders: [] as PreOrderSummary[], cartCount: 0, sent: new Map<FakeRequest, number>() };
  const products = () => state.sellers.flatMap((entry) => entry.products);
  const total = () => products().length;
  const drop = (ids: number[]) => {
    state.sellers = state.sellers
      .map((entry) => ({ ...entry, products: entry.products.filter((item) => !ids.includes(item.product_id)) }))
      .filter((entry) => entry.products.length > 0);
  };

  const serve = (request: FakeRequest): Response => {
    state.sent.set(request, performance.now());
    const { method, path, body, query } = request;
    if (method === 'GET' && path === '/api/wishlist') return json(200, wishlistOf(state.sellers));
    if (method === 'GET' && path === '/api/wishlist/count') return json(200, { success: true, count: total() });
    if (method === 'GET' && path === '/api/cart/count') return json(200, { success: true, count: state.cartCount });
    if (method === 'POST' && path === '/api/wishlist/update') {
      drop([(body as { product_id: number }).product_id]);
      return json(200, { success: true, total_wishlist: total() } satisfies WishlistUpdateResponse);
    }
    if (method === 'DELETE' && path === '/api/wishlist/bulk') {
      const ids = (body as { product_ids: number[] }).product_ids;
      const before = total();
      drop(ids);
      return json(200, { success: true, removed: before - total(), total_wishlist: total() } satisfies WishlistRemovedResponse);
    }
    const vendor = path.match(/^\/api\/wishlist\/vendor\/(\d+)$/);
    if (method === 'DELETE' && vendor) {
      const ids = state.sellers.find((entry) => entry.seller_id === Number(vendor[1]))?.products.map((item) => item.product_id) ?? [];
      drop(ids);
      return json(200, { success: true, removed: ids.length, total_wishlist: total() } satisfies WishlistRemovedResponse);
    }
    if (method === 'PUT' && path === '/api/wishlist/item') {
      const change = body as WishlistItemRequest;
      const item = products().find((candidate) => candidate.product_id === change.product_id)!;
      if (change.quantity !== undefined) item.quantity = change.quantity;
      if (change.sku_id !== undefined) item.primary_sku_id = change.sku_id;
      const data = {
        product_id: item.product_id,
        quantity: item.quantity,
        primary_sku_id: item.primary_sku_id,
        product_variant_option_id: item.product_variant_option_id,
      };
      return json(200, { success: true, total_wishlist: total(), data } satisfies WishlistItemResponse);
    }
    const sku = path.match(/^\/api\/products\/(\d+)\/variant-sku-details$/);
    if (sku) {
      const optionIds = query.get('optionIds')!;
      return json(200, {
        success: true,
        sku_id: Number(optionIds.replace(',', '')),
        product_id: Number(sku[1]),
        inventory: 5,
        price: 12,
        act_price: 12,
        marketplace_price: null,
        moq: 1,
        total_stock: 5,
      });
    }
    if (method === 'POST' && path === '/api/cart/add') {
      const item = body as AddToCartRequest;
      state.cartCount += 1;
      return json(200, {
        success: true,
        message: 'Added',
        cartCount: state.cartCount,
        data: {
          cartCount: state.cartCount,
          item: { sku_id: item.sku_id, product_id: item.product_id, quantity: item.quantity, price: item.price },
        },
      } satisfies AddToCartResponse);
    }
    if (method === 'GET' && path === '/api/orders/pre-orders') {
      return json(200, {
        success: true,
        data: state.orders,
        pagination: { page: 1, limit: 10, total: state.orders.length, totalPages: 1 },
      } satisfies PreOrdersResponse);
    }
    return json(404, { error: 'Not found' });
  };

  const faked = (path: string) =>
    path.startsWith('/api/wishlist') ||
    path.startsWith('/api/cart') ||
    /^\/api\/products\/\d+\/variant-sku-details$/.test(path) ||
    path === '/api/orders/pre-orders';
  const api = fakeApi(faked, serve);
  return { state, ...api, sentAt: (request: FakeRequest) => state.sent.get(request)! };
}

const server = fakeWishlistApi();
const sdk = await loadSdk({ location: LOCATION });
const navigations = interceptNavigation();
afterEach(() => {
  server.reset();
  server.calls.splice(0);
});
// The counts stay mounted, so a count read here is what the page set, not a reload of the counts.
sdk.$counts.listen(() => undefined);

let element: HTMLElement;

async function show(): Promise<HTMLElement> {
  element?.remove();
  element = document.createElement('lapasar-wishlist');
  document.body.append(element);
  await customElements.whenDefined('lapasar-wishlist');
  await waitFor(() => element.shadowRoot?.firstChild);
  return element;
}

const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
const all = <T extends Element = HTMLElement>(selector: string) => [...element.shadowRoot!.querySelectorAll<T>(selector)];
const text = (selector: string) => $(selector)?.textContent ?? '';
const texts = (selector: string) => all(selector).map((node) => node.textContent);
const part = <T extends Element = HTMLButtonElement>(name: string) => $<T>(`[part="${name}"]`)!;
const rows = () => all('[part="wishlist-item"]');
const row = (name: string) => rows().find((node) => node.querySelector('[part="product-link"]')?.textContent === name)!;
const inRow = <T extends Element = HTMLButtonElement>(name: string, selector: string) => row(name).querySelector<T>(selector)!;
const sellerCard = (company: string) =>
  all('[part="seller-card"]').find((node) => node.querySelector('[part="seller-name"]')?.textContent === company)!;
const inCard = <T extends Element = HTMLButtonElement>(company: string, name: string) =>
  sellerCard(company).querySelector<T>(`[part="${name}"]`)!;
const dialog = (name: string) => $<HTMLDialogElement>(`dialog[part="${name}"]`)!;
const loaded = () => waitFor(() => $('[part="summary"]'));

async function showWishlist(sellers: WishlistSeller[]): Promise<void> {
  server.state.sellers = sellers;
  await show();
  await loaded();
}

/** Two sellers: Acme with a RM 5.00 charge on its first product, Beta shipping free. */
const twoSellers = () => [
  seller(1, 'Acme Supplies', [
    product(11, 1, {
      product_name: 'Stapler',
      quantity: 3,
      pricing: { display_price: 12.5, act_min_price: 12.5, marketplace_price: null },
      shipping: charged(5),
      image_url: PIXEL,
    }),
    product(12, 1, {
      product_name: 'Paper',
      pricing: { display_price: 20, act_min_price: 20, marketplace_price: null },
      shipping: charged(8),
    }),
  ]),
  seller(2, 'VNDR-000002', [
    product(21, 2, { product_name: 'Toner', quantity: 2, pricing: { display_price: 99, act_min_price: 99, marketplace_price: null } }),
  ]),
];

describe('lapasar-wishlist for a visitor', () => {
  it('asks to sign in and loads nothing', async () => {
    await show();
    await waitFor(() => $('[part="sign-in"]'));
    expect(text('[part="sign-in"] p')).to.equal('Please sign in to view your wishlist.');
    expect(server.called(/^GET \/api\/wishlist$/)).to.have.length(0);
    element.remove();
  });
});

describe('lapasar-wishlist: loading, failed and empty', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });

  it('shows the skeleton, then the empty wishlist with Browse Products to /', async () => {
    server.state.sellers = [];
    const release = server.hold(/^GET \/api\/wishlist$/);
    await show();
    await waitFor(() => $('[part="skeleton"]'));
    expect(text('[part="skeleton"] [role="status"]')).to.equal('Loading your wishlist...');
    release();
    await waitFor(() => $('[part="empty"]'));
    expect(text('[part="empty"] h2')).to.equal('Your Wishlist is Empty');
    expect(text('[part="empty"] p')).to.not.equal('');
    const link = part<HTMLAnchorElement>('browse-products');
    expect(link.textContent).to.equal('Browse Products');
    expect(link.getAttribute('href')).to.equal('/');
    link.click();
    expect(navigations.at(-1)).to.equal('/');
    await expectAccessible(element);
  });

  it('shows Error Loading Wishlist with the server text, and Try Again loads the wishlist', async () => {
    server.state.sellers = twoSellers();
    const stop = server.answer(/^GET \/api\/wishlist$/, () => json(500, { error: 'The wishlist could not be read' }));
    await show();
    await waitFor(() => $('[part="error"]'));
    expect(text('[part="error"] h2')).to.equal('Error Loading Wishlist');
    expect(text('[part="error"] p')).to.equal('The wishlist could not be read');
    expect(part('error').getAttribute('role')).to.equal('alert');
    await expectAccessible(element);
    stop();
    part('try-again').click();
    await loaded();
    expect($('[part="error"]')).to.equal(null);
  });

  it('falls back to Failed to load wishlist, and clears the error by itself after 5 s', async () => {
    server.state.sellers = twoSellers();
    let failedAt = 0;
    const stop = server.answer(/^GET \/api\/wishlist$/, () => {
      failedAt = performance.now();
      throw new TypeError('Failed to fetch');
    });
    await show();
    await waitFor(() => $('[part="error"]'));
    expect(text('[part="error"] p')).to.equal('Failed to load wishlist');
    stop();
    const calls = server.called(/^GET \/api\/wishlist$/).length;
    await waitFor(() => $('[part="summary"]'), 8000);
    const [retry] = server.called(/^GET \/api\/wishlist$/).slice(calls);
    expect(server.sentAt(retry) - failedAt).to.be.at.least(4900);
  });
});

describe('lapasar-wishlist: a full wishlist', () => {
  beforeEach(async () => {
    server.state.orders = [];
    await showWishlist(twoSellers());
  });

  it('shows My Wishlist with the item count, the buttons and the seller cards', async () => {
    expect(text('[part="title"]')).to.equal('My Wishlist');
    expect(text('[part="item-count"]')).to.equal('3 item(s) in your wishlist');
    expect(part('remove-selected').textContent).to.equal('REMOVE SELECTED');
    expect(part('remove-selected').disabled).to.equal(true);
    expect(part('select-all').textContent).to.equal('SELECT ALL');
    expect(texts('[part="seller-name"]')).to.deep.equal(['Acme Supplies', 'VNDR-000002']);
    expect(texts('[part="seller-count"]')).to.deep.equal(['2 item(s)', '1 item(s)']);
    expect(texts('[part="seller-subtotal"]')).to.deep.equal(['RM 57.50', 'RM 198.00']);
    // A seller's shipping is its first product's charge.
    expect(texts('[part="seller-shipping"]')).to.deep.equal(['RM 5.00', 'Free Shipping']);
    expect(texts('[part="seller-selected"]')).to.deep.equal(['0 selected', '0 selected']);
    expect(texts('[part="seller-remove-all"]')).to.deep.equal(['Remove All', 'Remove All']);
  });

  it('lists the products in a table: select, image, linked name, variants, unit price, quantity, action', async () => {
    const table = sellerCard('Acme Supplies').querySelector('table')!;
    expect([...table.tHead!.rows[0].cells].map((cell) => cell.textContent)).to.deep.equal([
      'Select',
      'Image',
      'Product Name',
      'Variants',
      'Unit Price',
      'Quantity',
      'Action',
    ]);
    expect(inRow<HTMLAnchorElement>('Stapler', '[part="product-link"]').getAttribute('href')).to.equal('/products/11');
    expect(inRow('Stapler', '[part="unit-price"]').textContent).to.equal('RM 12.50');
    expect(inRow<HTMLInputElement>('Stapler', '[part="quantity"] input').value).to.equal('3');
    expect(inRow('Stapler', '[part="item-stock"]').textContent).to.equal('20 in stock');
    expect(inRow('Stapler', '[part="item-shipping"]').textContent).to.equal('Shipping: RM 5.00');
    expect(inRow('Stapler', '[part="item-subtotal"]').textContent).to.equal('Subtotal: RM 37.50');
    expect(inRow('Stapler', 'img')).to.not.equal(null);
    await waitFor(() => row('Paper').querySelector('img') === null);
    expect(row('Paper').textContent).to.contain('No image');
    expect(inRow('Paper', '[part="add-to-cart"]').textContent).to.equal('Add to Cart');
    expect(inRow('Paper', '[part="remove"]').getAttribute('aria-label')).to.equal('Remove Paper');
  });

  it('shows the Wishlist Summary, Quick Actions and the bottom Continue Shopping, accessibly', async () => {
    const summary = part('summary');
    expect(summary.querySelector('h3')!.textContent).to.equal('Wishlist Summary');
    expect([...summary.querySelectorAll('dt')].map((node) => node.textContent)).to.deep.equal([
      'Total Items',
      'Subtotal',
      'Shipping',
      'Total',
    ]);
    expect([...summary.querySelectorAll('dd')].map((node) => node.textContent)).to.deep.equal(['3', 'RM 255.50', 'RM 5.00', 'RM 260.50']);
    expect(part('add-all').textContent).to.equal('Add All to Cart');
    expect(part('add-all').disabled).to.equal(false);
    expect($('[part="selected-panel"]')).to.equal(null);
    const links = all<HTMLAnchorElement>('[part="quick-actions"] a').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).to.deep.equal([
      ['Continue Shopping', '/'],
      ['View Cart', '/cart'],
      ['Shopping Lists', '/lists'],
      ['Order History', '/orders'],
    ]);
    expect(part<HTMLAnchorElement>('continue-shopping-bottom').getAttribute('href')).to.equal('/');
    expect($('[part="recent-orders"]')).to.equal(null);
    await expectAccessible(element);
  });

  it('shows the buyer recent orders, each linking to the pre-orders', async () => {
    server.state.orders = [
      preOrder('PO-20261120-000001', 120),
      preOrder('PO-20261119-000002', 80),
      preOrder('PO-20261118-000003', 40),
      preOrder('PO-20261117-000004', 10),
    ];
    await showWishlist(twoSellers());
    await waitFor(() => $('[part="recent-orders"]'));
    expect(texts('[part="recent-order"]')).to.deep.equal(['PO-20261120-000001', 'PO-20261119-000002', 'PO-20261118-000003']);
    expect(all('[part="recent-order"]').every((link) => link.getAttribute('href') === '/orders/pre-orders')).to.equal(true);
    expect(text('[part="recent-orders"] p')).to.equal('Processing · RM 120.00');
  });

  it('stacks the rows as labelled cards when the element is narrow', async () => {
    const table = sellerCard('Acme Supplies').querySelector('table')!;
    expect(getComputedStyle(table.tHead!).position).to.equal('static');
    element.style.width = '420px';
    await nextFrames();
    expect(getComputedStyle(table.tHead!).position).to.equal('absolute');
    expect(getComputedStyle(table.tBodies[0].rows[0]).display).to.equal('grid');
    expect(getComputedStyle(inRow('Stapler', '[part="unit-price"]'), '::before').content).to.equal('"Unit Price"');
    expect(getComputedStyle(inRow('Stapler', '[part="item-stock"]')).display).to.not.equal('none');
    element.style.width = '';
  });
});

describe('lapasar-wishlist selection', () => {
  beforeEach(async () => {
    await showWishlist(twoSellers());
  });

  const checkbox = (name: string) => inRow<HTMLInputElement>(name, '[part="select-item"]');

  it('SELECT ALL ticks every product and shows the Selected Items panel; unticking one clears the flag', async () => {
    part('select-all').click();
    await waitFor(() => part('select-all').textContent === 'DESELECT ALL');
    expect(all<HTMLInputElement>('[part="select-item"]').every((box) => box.checked)).to.equal(true);
    expect(part('remove-selected').disabled).to.equal(false);
    expect(text('[part="selected-panel"] h3')).to.equal('Selected Items (3)');
    expect(texts('[part="seller-selected"]')).to.deep.equal(['2 selected', '1 selected']);
    await expectAccessible(element);
    checkbox('Paper').click();
    await waitFor(() => part('select-all').textContent === 'SELECT ALL');
    expect(text('[part="selected-panel"] h3')).to.equal('Selected Items (2)');
    expect([...part('selected-panel').querySelectorAll('dd')].map((node) => node.textContent)).to.deep.equal([
      'RM 235.50',
      'RM 5.00',
      'RM 240.50',
    ]);
    // Ticking it again keeps the flag cleared; DESELECT ALL only after SELECT ALL.
    checkbox('Paper').click();
    await waitFor(() => text('[part="selected-panel"] h3') === 'Selected Items (3)');
    expect(part('select-all').textContent).to.equal('SELECT ALL');
  });

  it('DESELECT ALL clears every tick and the Selected Items panel', async () => {
    part('select-all').click();
    await waitFor(() => part('select-all').textContent === 'DESELECT ALL');
    part('select-all').click();
    await waitFor(() => $('[part="selected-panel"]') === null);
    expect(all<HTMLInputElement>('[part="select-item"]').some((box) => box.checked)).to.equal(false);
    expect(part('remove-selected').disabled).to.equal(true);
  });

  it('a seller card selects and deselects its own products', async () => {
    const button = inCard('Acme Supplies', 'seller-select-all');
    expect(button.textContent).to.equal('Select All');
    expect(button.getAttribute('aria-label')).to.equal('Select all items from Acme Supplies');
    button.click();
    await waitFor(() => inCard('Acme Supplies', 'seller-select-all').textContent === 'Deselect All');
    expect([checkbox('Stapler').checked, checkbox('Paper').checked, checkbox('Toner').checked]).to.deep.equal([true, true, false]);
    expect(texts('[part="seller-selected"]')).to.deep.equal(['2 selected', '0 selected']);
    // The shipping of a selection is each seller's first selected product's charge.
    expect([...part('selected-panel').querySelectorAll('dd')].map((node) => node.textContent)).to.deep.equal([
      'RM 57.50',
      'RM 5.00',
      'RM 62.50',
    ]);
    inCard('Acme Supplies', 'seller-select-all').click();
    await waitFor(() => $('[part="selected-panel"]') === null);
  });

  it('REMOVE SELECTED asks first; Cancel keeps them, OK removes the ticked products, clears the selection and sets the wishlist count', async () => {
    part('select-all').click();
    await waitFor(() => part('select-all').textContent === 'DESELECT ALL');
    checkbox('Toner').click();
    await waitFor(() => !checkbox('Toner').checked);
    part('remove-selected').click();
    await waitFor(() => dialog('confirm').open);
    expect(text('dialog[part="confirm"] h2')).to.equal('Remove 2 selected item(s) from your wishlist?');
    part('confirm-cancel').click();
    await waitFor(() => !dialog('confirm').open);
    expect(server.called(/^DELETE \/api\/wishlist\/bulk$/)).to.have.length(0);
    expect(rows()).to.have.length(3);
    part('remove-selected').click();
    await waitFor(() => dialog('confirm').open);
    part('confirm-ok').click();
    await waitFor(() => rows().length === 1);
    const [call] = server.called(/^DELETE \/api\/wishlist\/bulk$/);
    expect(call.body).to.deep.equal({ product_ids: [11, 12], action_type: 'remove' });
    expect(sdk.$counts.get().wishlist).to.equal(1);
    expect(text('[part="item-count"]')).to.equal('1 item(s) in your wishlist');
    expect(part('remove-selected').disabled).to.equal(true);
    expect(part('select-all').textContent).to.equal('SELECT ALL');
    expect($('[part="selected-panel"]')).to.equal(null);
  });

  it('says Failed to remove items from wishlist when the server refuses', async () => {
    const stop = server.answer(/^DELETE \/api\/wishlist\/bulk$/, () => json(500, { error: 'No' }));
    checkbox('Toner').click();
    await waitFor(() => !part('remove-selected').disabled);
    part('remove-selected').click();
    await waitFor(() => dialog('confirm').open);
    part('confirm-ok').click();
    await waitFor(() => dialog('alert').open);
    stop();
    expect(text('dialog[part="alert"] h2')).to.equal('Failed to remove items from wishlist');
    part('alert-ok').click();
    expect(rows()).to.have.length(3);
  });
});

describe('lapasar-wishlist removals', () => {
  beforeEach(async () => {
    await showWishlist(twoSellers());
  });

  it('Remove asks first; Cancel keeps the product, OK removes it and sets the wishlist count', async () => {
    inRow('Paper', '[part="remove"]').click();
    await waitFor(() => dialog('confirm').open);
    expect(text('dialog[part="confirm"] h2')).to.equal('Remove Paper from your wishlist?');
    await expectAccessible(element);
    part('confirm-cancel').click();
    await waitFor(() => !dialog('confirm').open);
    expect(server.called(/^POST \/api\/wishlist\/update$/)).to.have.length(0);
    inRow('Paper', '[part="remove"]').click();
    await waitFor(() => dialog('confirm').open);
    part('confirm-ok').click();
    await waitFor(() => rows().length === 2);
    expect(server.called(/^POST \/api\/wishlist\/update$/)[0].body).to.deep.equal({ product_id: 12, action_type: 'remove' });
    expect(sdk.$counts.get().wishlist).to.equal(2);
  });

  it('Remove All asks about the company, shows Removing... while it runs and removes the seller products', async () => {
    inCard('Acme Supplies', 'seller-remove-all').click();
    await waitFor(() => dialog('confirm').open);
    expect(text('dialog[part="confirm"] h2')).to.equal('Remove all items from Acme Supplies?');
    const release = server.hold(/^DELETE \/api\/wishlist\/vendor\/1$/);
    part('confirm-ok').click();
    await waitFor(() => inCard('Acme Supplies', 'seller-remove-all').textContent === 'Removing...');
    expect(inCard('Acme Supplies', 'seller-remove-all').disabled).to.equal(true);
    release();
    await waitFor(() => texts('[part="seller-name"]').length === 1);
    expect(texts('[part="seller-name"]')).to.deep.equal(['VNDR-000002']);
    expect(sdk.$counts.get().wishlist).to.equal(1);
  });

  it('says Failed to remove vendor items from wishlist when Remove All fails', async () => {
    const stop = server.answer(/^DELETE \/api\/wishlist\/vendor\/2$/, () => json(500, { error: 'No' }));
    inCard('VNDR-000002', 'seller-remove-all').click();
    await waitFor(() => dialog('confirm').open);
    part('confirm-ok').click();
    await waitFor(() => dialog('alert').open);
    stop();
    expect(text('dialog[part="alert"] h2')).to.equal('Failed to remove vendor items from wishlist');
    expect(inCard('VNDR-000002', 'seller-remove-all').textContent).to.equal('Remove All');
    part('alert-ok').click();
  });
});

describe('lapasar-wishlist quantity and variants', () => {
  const variantProduct = () =>
    product(31, 3, {
      product_name: 'Gloves',
      product_variant_option_id: '101,201',
      variants: {
        variants: [
          { variant_id: 1, variants: 'Size' },
          { variant_id: 2, variants: 'Colour' },
        ],
        variant_options: {
          '1': [
            { recid: 101, variant_options: 'S' },
            { recid: 102, variant_options: 'M' },
          ],
          '2': [
            { recid: 201, variant_options: 'Blue' },
            { recid: 202, variant_options: 'Black' },
          ],
        },
      },
    });

  beforeEach(async () => {
    const caps = { ...variantProduct(), product_id: 33, product_name: 'Caps', product_variant_option_id: null };
    await showWishlist([seller(3, 'Glove Co', [variantProduct(), product(32, 3, { product_name: 'Mask' }), caps])]);
  });

  it('saves a quantity once the clicks settle, never below 1', async () => {
    const stepper = inRow('Mask', '[part="quantity"]');
    const [decrease, increase] = stepper.querySelectorAll('button');
    expect(decrease.disabled).to.equal(true);
    increase.click();
    await waitFor(() => stepper.querySelector('input')!.value === '2');
    increase.click();
    await waitFor(() => server.called(/^PUT \/api\/wishlist\/item$/).length === 1);
    expect(server.called(/^PUT \/api\/wishlist\/item$/)[0].body).to.deep.equal({ product_id: 32, quantity: 3 });
    await waitFor(() => inRow('Mask', '[part="item-subtotal"]').textContent === 'Subtotal: RM 30.00');
    typeInto(inRow<HTMLInputElement>('Mask', '[part="quantity"] input'), '0');
    await waitFor(() => server.called(/^PUT \/api\/wishlist\/item$/).length === 2);
    expect(server.called(/^PUT \/api\/wishlist\/item$/)[1].body).to.deep.equal({ product_id: 32, quantity: 1 });
  });

  it('shows the chosen options and saves the SKU of a new choice', async () => {
    const selects = row('Gloves').querySelectorAll<HTMLSelectElement>('[part="variant-select"]');
    expect([...selects].map((select) => select.value)).to.deep.equal(['101', '201']);
    expect([...row('Gloves').querySelectorAll('label')].map((label) => label.textContent)).to.deep.equal(['Size', 'Colour']);
    expect(inRow('Mask', '[data-label="Variants"]').textContent).to.equal('—');
    typeInto(selects[1], '202');
    await waitFor(() => server.called(/^PUT \/api\/wishlist\/item$/).length === 1);
    const [lookup] = server.called(/^GET \/api\/products\/31\/variant-sku-details$/);
    expect(lookup.query.get('optionIds')).to.equal('101,202');
    expect(server.called(/^PUT \/api\/wishlist\/item$/)[0].body).to.deep.equal({ product_id: 31, sku_id: 101202 });
  });

  it('looks up and saves nothing until every option is chosen', async () => {
    const selects = () => row('Caps').querySelectorAll<HTMLSelectElement>('[part="variant-select"]');
    expect([...selects()].map((select) => select.value)).to.deep.equal(['', '']);
    typeInto(selects()[0], '102');
    await waitFor(() => selects()[0].value === '102');
    await nextFrames();
    expect(server.called(/variant-sku-details$/)).to.have.length(0);
    typeInto(selects()[1], '201');
    await waitFor(() => server.called(/^PUT \/api\/wishlist\/item$/).length === 1);
    expect(server.called(/^GET \/api\/products\/33\/variant-sku-details$/)[0].query.get('optionIds')).to.equal('102,201');
    expect(server.called(/^PUT \/api\/wishlist\/item$/)[0].body).to.deep.equal({ product_id: 33, sku_id: 102201 });
  });

  it('puts the saved choice back and says Failed to update wishlist item when saving fails', async () => {
    const stop = server.answer(/^PUT \/api\/wishlist\/item$/, () => json(400, { error: 'No' }));
    const select = () => row('Gloves').querySelectorAll<HTMLSelectElement>('[part="variant-select"]')[0];
    typeInto(select(), '102');
    await waitFor(() => dialog('alert').open);
    stop();
    expect(text('dialog[part="alert"] h2')).to.equal('Failed to update wishlist item');
    expect(select().value).to.equal('101');
    part('alert-ok').click();
  });
});

describe('lapasar-wishlist add to cart from a row', () => {
  beforeEach(async () => {
    server.state.cartCount = 4;
    await showWishlist([
      seller(4, 'Mixed Co', [
        product(41, 4, { product_name: 'Pens', quantity: 5, pricing: { display_price: 2, act_min_price: 2, marketplace_price: null } }),
        product(42, 4, { product_name: 'Sold Out', total_stock: 0 }),
        product(43, 4, { product_name: 'Unavailable', availability: 'N' }),
        product(44, 4, { product_name: 'Far Away', shipping: RESTRICTED }),
        product(45, 4, { product_name: 'No Sku', primary_sku_id: null }),
      ]),
    ]);
  });

  it('adds the product SKU at its quantity, busy meanwhile, and sets the cart badge from the answer', async () => {
    const added = nextEvent(element, 'lapasar-add-to-cart');
    const release = server.hold(/^POST \/api\/cart\/add$/);
    inRow('Pens', '[part="add-to-cart"]').click();
    await waitFor(() => inRow('Pens', '[part="add-to-cart"]').textContent === 'Adding...');
    expect(inRow('Pens', '[part="add-to-cart"]').disabled).to.equal(true);
    release();
    await waitFor(() => inRow('Pens', '[part="add-to-cart"]').textContent === 'Add to Cart');
    expect(server.called(/^POST \/api\/cart\/add$/)[0].body).to.deep.equal({
      sku_id: 410,
      sl_id: 4,
      product_id: 41,
      product_name: 'Pens',
      quantity: 5,
      price: 2,
    });
    expect(sdk.$counts.get().cart).to.equal(5);
    expect((await added).detail).to.deep.equal({
      sku_id: 410,
      sl_id: 4,
      product_id: 41,
      product_name: 'Pens',
      quantity: 5,
      price: 2,
      cartCount: 5,
    });
  });

  it("shows the cart's reason when it refuses, else Failed to add item to cart. Please try again.", async () => {
    let stop = server.answer(/^POST \/api\/cart\/add$/, () => json(400, { error: 'Minimum order quantity for Pens is 12' }));
    inRow('Pens', '[part="add-to-cart"]').click();
    await waitFor(() => dialog('alert').open);
    stop();
    expect(text('dialog[part="alert"] h2')).to.equal('Minimum order quantity for Pens is 12');
    part('alert-ok').click();
    await waitFor(() => !dialog('alert').open);
    stop = server.answer(/^POST \/api\/cart\/add$/, () => json(500, {}));
    inRow('Pens', '[part="add-to-cart"]').click();
    await waitFor(() => dialog('alert').open);
    stop();
    expect(text('dialog[part="alert"] h2')).to.equal('Failed to add item to cart. Please try again.');
    part('alert-ok').click();
  });

  it('disables add to cart when out of stock or not shipped to the location, with the tooltip', async () => {
    expect(inRow('Sold Out', '[part="add-to-cart"]').disabled).to.equal(true);
    expect(inRow('Sold Out', '[part="add-to-cart"]').textContent).to.equal('Out of Stock');
    expect(inRow('Unavailable', '[part="add-to-cart"]').disabled).to.equal(true);
    expect(inRow('Far Away', '[part="add-to-cart"]').disabled).to.equal(true);
    expect(inRow('Far Away', '[part="add-to-cart-wrap"]').getAttribute('title')).to.equal("Vendor doesn't ship to your location");
    expect(inRow('Pens', '[part="add-to-cart-wrap"]').hasAttribute('title')).to.equal(false);
  });

  it('says {name}: No SKU available for a product without a SKU', async () => {
    inRow('No Sku', '[part="add-to-cart"]').click();
    await waitFor(() => dialog('alert').open);
    expect(text('dialog[part="alert"] h2')).to.equal('No Sku: No SKU available');
    expect(server.called(/^POST \/api\/cart\/add$/)).to.have.length(0);
    part('alert-ok').click();
  });

  it("blocks Add All with Some Items Can't Be Shipped, and Add Selected only when a selected product is restricted", async () => {
    expect(part('add-all').textContent).to.equal("Some Items Can't Be Shipped");
    expect(part('add-all').disabled).to.equal(true);
    inRow('Pens', '[part="select-item"]').click();
    await waitFor(() => $('[part="add-selected"]'));
    expect(part('add-selected').textContent).to.equal('Add Selected to Cart');
    expect(part('add-selected').disabled).to.equal(false);
    inRow('Far Away', '[part="select-item"]').click();
    await waitFor(() => part('add-selected').textContent === "Some Items Can't Be Shipped");
    expect(part('add-selected').disabled).to.equal(true);
  });
});

describe('lapasar-wishlist variant options before adding to cart', () => {
  const gloves = () =>
    product(71, 7, {
      product_name: 'Gloves',
      product_variant_option_id: '101,201',
      variants: {
        variants: [
          { variant_id: 1, variants: 'Size' },
          { variant_id: 2, variants: 'Colour' },
        ],
        variant_options: {
          '1': [
            { recid: 101, variant_options: 'S' },
            { recid: 102, variant_options: 'M' },
          ],
          '2': [
            { recid: 201, variant_options: 'Blue' },
            { recid: 202, variant_options: 'Black' },
          ],
        },
      },
    });

  beforeEach(async () => {
    server.state.cartCount = 0;
    await showWishlist([
      seller(7, 'Glove Co', [
        gloves(),
        { ...gloves(), product_id: 72, product_name: 'Caps', product_variant_option_id: null },
        { ...gloves(), product_id: 73, product_name: 'Boots', product_variant_option_id: '102' },
      ]),
    ]);
  });

  const outcome = () => ({ title: text('dialog[part="bulk-result"] h2'), errors: texts('[part="bulk-result-errors"] li') });

  it('a row whose options are not all chosen says Please select all product options and sends nothing', async () => {
    for (const name of ['Caps', 'Boots']) {
      inRow(name, '[part="add-to-cart"]').click();
      await waitFor(() => dialog('alert').open);
      expect(text('dialog[part="alert"] h2')).to.equal('Please select all product options');
      part('alert-ok').click();
      await waitFor(() => !dialog('alert').open);
    }
    typeInto(row('Caps').querySelector<HTMLSelectElement>('[part="variant-select"]')!, '102');
    inRow('Caps', '[part="add-to-cart"]').click();
    await waitFor(() => dialog('alert').open);
    expect(text('dialog[part="alert"] h2')).to.equal('Please select all product options');
    part('alert-ok').click();
    expect(server.called(/^POST \/api\/cart\/add$/)).to.have.length(0);
    inRow('Gloves', '[part="add-to-cart"]').click();
    await waitFor(() => server.called(/^POST \/api\/cart\/add$/).length === 1);
    expect((server.called(/^POST \/api\/cart\/add$/)[0].body as AddToCartRequest).product_id).to.equal(71);
  });

  it('Add All adds the chosen product and lists each one with options left as one error line', async () => {
    part('add-all').click();
    await waitFor(() => dialog('bulk-result').open);
    expect(outcome()).to.deep.equal({
      title: 'Partially Added to Cart',
      errors: ['Caps: Please select all product options', 'Boots: Please select all product options'],
    });
    expect(server.called(/^POST \/api\/cart\/add$/).map((call) => (call.body as AddToCartRequest).product_id)).to.deep.equal([71]);
    part('bulk-result-ok').click();
  });

  it('Add Selected of a product with options left sends nothing: Failed to Add Items', async () => {
    inRow<HTMLInputElement>('Caps', '[part="select-item"]').click();
    await waitFor(() => $('[part="add-selected"]'));
    part('add-selected').click();
    await waitFor(() => dialog('bulk-result').open);
    expect(outcome()).to.deep.equal({ title: 'Failed to Add Items', errors: ['Caps: Please select all product options'] });
    expect(server.called(/^POST \/api\/cart\/add$/)).to.have.length(0);
    part('bulk-result-ok').click();
  });
});

describe('lapasar-wishlist bulk add to cart', () => {
  const select = (...names: string[]) => {
    for (const name of names) inRow<HTMLInputElement>(name, '[part="select-item"]').click();
  };

  beforeEach(async () => {
    server.state.cartCount = 0;
    await showWishlist([
      seller(5, 'Bulk Co', [
        product(51, 5, { product_name: 'Alpha' }),
        product(52, 5, { product_name: 'Beta' }),
        product(53, 5, { product_name: 'Gamma' }),
      ]),
      seller(6, 'Other Co', [product(61, 6, { product_name: 'Delta', primary_sku_id: null })]),
    ]);
  });

  const outcome = () => ({
    title: text('dialog[part="bulk-result"] h2'),
    text: text('[part="bulk-result-text"]'),
    errors: texts('[part="bulk-result-errors"] li'),
  });

  it('adds the selected products one at a time, 100 ms apart: Items Added to Cart!', async () => {
    select('Alpha', 'Beta', 'Gamma');
    await waitFor(() => text('[part="selected-panel"] h3') === 'Selected Items (3)');
    const countReads = server.called(/^GET \/api\/cart\/count$/).length;
    const announced: number[] = [];
    const listen = (event: GlobalEventHandlersEventMap['lapasar-add-to-cart']) => announced.push(event.detail.product_id);
    element.addEventListener('lapasar-add-to-cart', listen);
    part('add-selected').click();
    await waitFor(() => dialog('bulk-result').open);
    element.removeEventListener('lapasar-add-to-cart', listen);
    expect(announced).to.deep.equal([51, 52, 53]);
    expect(outcome()).to.deep.equal({ title: 'Items Added to Cart!', text: 'Successfully added 3 item(s) to cart!', errors: [] });
    const adds = server.called(/^POST \/api\/cart\/add$/);
    expect(adds.map((call) => (call.body as AddToCartRequest).product_id)).to.deep.equal([51, 52, 53]);
    const times = adds.map(server.sentAt);
    expect(times[1] - times[0]).to.be.at.least(99);
    expect(times[2] - times[1]).to.be.at.least(99);
    await waitFor(() => server.called(/^GET \/api\/cart\/count$/).length > countReads);
    await waitFor(() => sdk.$counts.get().cart === 3);
    await expectAccessible(element);
    part('bulk-result-ok').click();
    await waitFor(() => !dialog('bulk-result').open);
  });

  it('some failed: Partially Added to Cart with the errors, a product without SKU skipped', async () => {
    const stop = server.answer(/^POST \/api\/cart\/add$/, (request) =>
      (request.body as AddToCartRequest).product_id === 52 ? json(400, { error: 'Insufficient stock' }) : undefined,
    );
    part('add-all').click();
    await waitFor(() => dialog('bulk-result').open);
    stop();
    expect(outcome()).to.deep.equal({
      title: 'Partially Added to Cart',
      text: 'Added 2 item(s) to cart. 2 item(s) failed.',
      errors: ['Beta: Insufficient stock', 'Delta: No SKU available'],
    });
    expect(text('dialog[part="bulk-result"] p:nth-of-type(2)')).to.equal('Errors:');
    expect(server.called(/^POST \/api\/cart\/add$/)).to.have.length(3);
    part('bulk-result-ok').click();
  });

  it('all failed: Failed to Add Items, and the cart count is not refreshed', async () => {
    const stop = server.answer(/^POST \/api\/cart\/add$/, () => json(400, { error: 'Seller inactive' }));
    select('Alpha', 'Delta');
    await waitFor(() => text('[part="selected-panel"] h3') === 'Selected Items (2)');
    const countReads = server.called(/^GET \/api\/cart\/count$/).length;
    part('add-selected').click();
    await waitFor(() => dialog('bulk-result').open);
    stop();
    expect(outcome()).to.deep.equal({
      title: 'Failed to Add Items',
      text: 'Failed to add items to cart.',
      errors: ['Alpha: Seller inactive', 'Delta: No SKU available'],
    });
    expect(server.called(/^GET \/api\/cart\/count$/)).to.have.length(countReads);
    part('bulk-result-ok').click();
  });

  it('an unreachable server stops the run: Error Adding Items', async () => {
    const stop = server.answer(/^POST \/api\/cart\/add$/, () => {
      throw new TypeError('Failed to fetch');
    });
    part('add-all').click();
    await waitFor(() => dialog('bulk-result').open);
    stop();
    expect(outcome()).to.deep.equal({
      title: 'Error Adding Items',
      text: 'An error occurred while adding items to cart. Please try again.',
      errors: [],
    });
    expect(server.called(/^POST \/api\/cart\/add$/)).to.have.length(1);
    part('bulk-result-ok').click();
  });
});

describe('lapasar-wishlist with the keyboard only', () => {
  it('selects everything, opens and dismisses a removal, and reaches a product link', async () => {
    await showWishlist(twoSellers());
    const active = () => element.shadowRoot!.activeElement as HTMLElement | null;
    part('title').closest('div')!.parentElement!.focus();
    for (let presses = 0; presses < 6 && active()?.textContent !== 'SELECT ALL'; presses++) await sendKeys({ press: 'Tab' });
    expect(active()?.textContent).to.equal('SELECT ALL');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part('select-all').textContent === 'DESELECT ALL');
    for (let presses = 0; presses < 8 && active()?.getAttribute('part') !== 'select-item'; presses++) await sendKeys({ press: 'Tab' });
    expect(active()?.getAttribute('aria-label')).to.equal('Select Stapler');
    await sendKeys({ press: 'Space' });
    await waitFor(() => part('select-all').textContent === 'SELECT ALL');
    for (let presses = 0; presses < 12 && active()?.getAttribute('part') !== 'remove'; presses++) await sendKeys({ press: 'Tab' });
    expect(active()?.getAttribute('aria-label')).to.equal('Remove Stapler');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialog('confirm').open);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog('confirm').open);
    expect(rows()).to.have.length(3);
    await sendKeys({ press: 'Tab' });
    expect(active()?.getAttribute('aria-label')).to.equal('Select Paper');
  });
});
