import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type {
  Cart,
  CartCountResponse,
  CartItem,
  CartQuantityResponse,
  CartRemoveResponse,
  CartResponse,
  ProductReference,
  ReferencesResponse,
  RemoveRestrictedResponse,
  VendorMinimum,
} from '../../src/api/types';
import { cartLine } from '../support/cart-line';
import { fakeApi, json, type FakeRequest } from './fake-api';
import { apiLogin, expectAccessible, inShadow, interceptNavigation, loadSdk, nextEvent, nextFrames, typeInto, waitFor } from './support';

const LOCATION = { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' };

/* Typed cart fixtures: the reference server's cart routes are exercised by the server suite. */

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
// Even seller ids ship free, odd ones charge RM 5.00.
const feeOf = (sellerId: number) => (sellerId % 2 === 0 ? 0 : 5);

/** A cart as GET /cart answers it, computed from its lines and vendor minimums. */
function cartOf(items: CartItem[], minimums: VendorMinimum[] = []): Cart {
  const included = items.filter((item) => !item.is_excluded);
  const sellers = [...new Set(included.map((item) => item.sl_id))];
  const shippingDetails = sellers.map((sellerId) => {
    const mine = included.filter((item) => item.sl_id === sellerId);
    return {
      sellerId,
      sellerName: mine[0].seller_name,
      subtotal: sum(mine.map((item) => item.total_price)),
      isFreeShipping: feeOf(sellerId) === 0,
      shippingFee: feeOf(sellerId),
      taxOnShipping: false,
      freeShippingAbove: null,
    };
  });
  const subtotal = sum(included.map((item) => item.total_price));
  const shipping = sum(shippingDetails.map((seller) => seller.shippingFee));
  const tax = Math.round(subtotal * 8) / 100;
  const unmet = minimums.filter((minimum) => !minimum.met);
  return {
    cartItems: items,
    cartSummary: {
      totalItems: sum(included.map((item) => item.quantity)),
      validItems: included.length,
      subtotal,
      totalShippingFee: shipping,
      totalTax: tax,
      taxRate: 8,
      grandTotal: subtotal + shipping + tax,
    },
    shippingDetails,
    businessLogic: {
      locationRestrictions: {
        excludedItems: items
          .filter((item) => item.is_excluded)
          .map((item) => ({ skuId: item.sku_id, productName: item.product_name, sellerName: item.seller_name })),
      },
    },
    vendorMinimumOrder: {
      errors: unmet.map(
        (minimum) =>
          `Orders from ${minimum.sellerName} in ${minimum.categoryName} must exceed RM ${minimum.minimumAmount.toFixed(2)}; respectively.`,
      ),
      minimums,
    },
    validationMessages: [],
    location: { state: LOCATION.state, district: LOCATION.district },
  };
}

/**
 * Answers the page's /api/cart calls from an in-memory cart (everything else reaches the
 * reference server) and records them; rules answer `METHOD /path` first (failures, held calls).
 */
function fakeCartApi() {
  const state = { items: [] as CartItem[], minimums: [] as VendorMinimum[], nextReference: 1 };
  const cartCount = () => state.items.length;

  const serve = (request: FakeRequest): Response => {
    const { method, path, body } = request;
    const sku = Number(path.match(/\/cart\/items\/(\d+)/)?.[1]);
    const item = state.items.find((candidate) => candidate.sku_id === sku);
    if (method === 'GET' && path === '/api/cart')
      return json(200, { success: true, data: cartOf(state.items, state.minimums) } satisfies CartResponse);
    if (method === 'GET' && path === '/api/cart/count') return json(200, { success: true, count: cartCount() } satisfies CartCountResponse);
    if (method === 'PATCH' && item) {
      const quantity = (body as { quantity: number }).quantity;
      Object.assign(item, { quantity, total_price: item.price * quantity });
      return json(200, {
        success: true,
        message: 'Cart updated',
        cartCount: cartCount(),
        data: { sku_id: sku, quantity, price: item.price, total_price: item.total_price, is_bulk_price: false },
      } satisfies CartQuantityResponse);
    }
    if (method === 'DELETE' && item && /\/items\/\d+$/.test(path)) {
      state.items = state.items.filter((candidate) => candidate !== item);
      return json(200, { success: true, message: 'Item removed', cartCount: cartCount() } satisfies CartRemoveResponse);
    }
    if (method === 'POST' && path === '/api/cart/remove-restricted') {
      const skuIds = (body as { skuIds: number[] }).skuIds;
      const before = state.items.length;
      state.items = state.items.filter((candidate) => !(candidate.is_excluded && skuIds.includes(candidate.sku_id)));
      return json(200, {
        success: true,
        removedCount: before - state.items.length,
        cartCount: cartCount(),
      } satisfies RemoveRestrictedResponse);
    }
    if (item && path.endsWith('/references') && method === 'POST') {
      item.references = [...item.references, { id: state.nextReference++, reference: (body as { reference: string }).reference }];
      return json(200, { success: true, data: { references: item.references } } satisfies ReferencesResponse);
    }
    if (item && method === 'DELETE') {
      const id = Number(path.split('/').at(-1));
      item.references = item.references.filter((reference: ProductReference) => reference.id !== id);
      return json(200, { success: true, data: { references: item.references } } satisfies ReferencesResponse);
    }
    if (method === 'POST' && path === '/api/cart/quotation') {
      return new Response(new Blob(['%PDF-1.7 quotation'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf' },
      });
    }
    return json(404, { error: 'Not found' });
  };

  return { state, ...fakeApi((path) => path.startsWith('/api/cart'), serve) };
}

const server = fakeCartApi();
const sdk = await loadSdk({ location: LOCATION });
const navigations = interceptNavigation();
afterEach(() => server.reset());
// The counts stay mounted, so a count read here is what the cart set, not a reload of the counts.
sdk.$counts.listen(() => undefined);

let element: HTMLElement;

async function show(): Promise<HTMLElement> {
  element?.remove();
  element = document.createElement('lapasar-cart');
  document.body.append(element);
  await customElements.whenDefined('lapasar-cart');
  await waitFor(() => element.shadowRoot?.firstChild);
  return element;
}

const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
const all = <T extends Element = HTMLElement>(selector: string) => [...element.shadowRoot!.querySelectorAll<T>(selector)];
const text = (selector: string) => $(selector)?.textContent ?? '';
const button = (label: string) => all<HTMLButtonElement>('button').find((node) => node.textContent === label);
const labelled = (label: string) => all<HTMLButtonElement>('button').find((node) => node.getAttribute('aria-label') === label);
const loaded = () => waitFor(() => $('[part="order-summary"]'));
const checkoutButton = () => $<HTMLButtonElement>('[part="checkout"]')!;
const alertDialog = () => $<HTMLDialogElement>('dialog[part="alert"]')!;

/** Shows the cart of these lines and waits for it. */
async function showCart(items: CartItem[], minimums: VendorMinimum[] = []): Promise<void> {
  server.state.items = items;
  server.state.minimums = minimums;
  await show();
  await loaded();
}

const unmetMinimum = (sellerId: number, sellerName: string): VendorMinimum => ({
  sellerId,
  sellerName,
  categoryId: 7,
  categoryName: 'Office Supplies',
  minimumAmount: 500,
  currentAmount: 40,
  met: false,
});

describe('lapasar-cart for a visitor', () => {
  it('asks to sign in, loads nothing, and opens the login dialog', async () => {
    await show();
    await waitFor(() => $('[part="sign-in"]'));
    expect(text('[part="sign-in"] p')).to.equal('Please sign in to view your cart.');
    expect(server.called(/^GET \/api\/cart$/)).to.have.length(0);
    button('Sign In')!.click();
    await waitFor(() => sdk.$loginDialog.get().open);
    sdk.closeLoginDialog();
    element.remove();
  });
});

describe('lapasar-cart: loading, empty and failed', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });

  it('shows the skeleton, then the empty cart with Continue Shopping to /products', async () => {
    server.state.items = [];
    const release = server.hold(/^GET \/api\/cart$/);
    await show();
    await waitFor(() => $('[part="skeleton"]'));
    expect(text('[part="skeleton"] [role="status"]')).to.equal('Loading your cart...');
    release();
    await waitFor(() => $('[part="empty"]'));
    expect(text('[part="empty"] p')).to.equal('Your cart is empty.');
    const link = $<HTMLAnchorElement>('[part="continue-shopping"]')!;
    expect(link.textContent).to.equal('Continue Shopping');
    expect(link.getAttribute('href')).to.equal('/products');
    link.click();
    expect(navigations.at(-1)).to.equal('/products');
    $<HTMLAnchorElement>('[part="empty"] [part="quick-order"]')!.click();
    expect(navigations.at(-1)).to.equal('/quick-order');
  });

  it('shows the server message of a failed load, with Continue Shopping, and is accessible', async () => {
    const stop = server.answer(/^GET \/api\/cart$/, () => json(500, { error: 'The cart could not be read' }));
    try {
      await show();
      await waitFor(() => $('[part="error"]'));
    } finally {
      stop();
    }
    expect(text('[part="error"] p')).to.equal('The cart could not be read');
    expect($('[part="error"]')!.getAttribute('role')).to.equal('alert');
    expect($<HTMLAnchorElement>('[part="error"] a')!.getAttribute('href')).to.equal('/products');
    await expectAccessible(element);
  });

  it('falls back to its own message when the server cannot be reached', async () => {
    const stop = server.answer(/^GET \/api\/cart$/, () => {
      throw new TypeError('Failed to fetch');
    });
    try {
      await show();
      await waitFor(() => $('[part="error"]'));
    } finally {
      stop();
    }
    expect(text('[part="error"] p')).to.equal('Failed to load cart. Please try again.');
    expect(text('[part="error"] a')).to.equal('Continue Shopping');
  });
});

describe('lapasar-cart: a cart ready for checkout', () => {
  beforeEach(async () => {
    await showCart([
      cartLine(1, 11, {
        product_name: 'Stapler',
        moq: 2,
        quantity: 3,
        product_img: 'data:image/png;base64,AAAA',
        variant_options: [{ variant_name: 'Colour', variant_option: 'Red' }],
      }),
      cartLine(2, 11, {
        product_name: 'Paper',
        price: 12.5,
        bulk_price: 11,
        bulk_quantity: 10,
        has_bulk_price_requirement: true,
        minimum_bulk_quantity: 10,
      }),
      cartLine(3, 12, { product_name: 'Toner', seller_name: 'VNDR-000012', price: 99 }),
    ]);
  });

  it('groups the lines by seller in tables, with masked seller codes as the server sends them', async () => {
    const countReads = server.called(/^GET \/api\/cart\/count$/).length;
    await showCart(server.state.items);
    expect(server.called(/^GET \/api\/cart\/count$/)).to.have.length(countReads);
    expect(all('[part="seller-name"]').map((node) => node.textContent)).to.deep.equal(['Seller: Seller 11', 'Seller: VNDR-000012']);
    const table = $<HTMLTableElement>('[part="seller-group"] table')!;
    expect([...table.tHead!.rows[0].cells].map((cell) => [cell.tagName, cell.textContent])).to.deep.equal([
      ['TH', 'Product'],
      ['TH', 'Price'],
      ['TH', 'Quantity'],
      ['TH', 'Total'],
      ['TH', 'Actions'],
    ]);
    expect(table.tBodies[0].rows).to.have.length(2);
    expect(table.getAttribute('aria-labelledby')).to.equal($('[part="seller-name"]')!.id);
    const quickOrder = $<HTMLAnchorElement>('[part="quick-order"]')!;
    expect([quickOrder.textContent, quickOrder.getAttribute('href')]).to.deep.equal(['Quick Order', '/quick-order']);
  });

  it('shows each line: link, variant, MOQ only when set, bulk hint, price and total, image placeholder', async () => {
    const [stapler, paper] = all('[part="cart-line"]');
    expect(stapler.querySelector('a')!.getAttribute('href')).to.equal('/products/501');
    expect(stapler.textContent).to.contain('Colour: Red');
    expect(stapler.querySelector('[part="moq"]')!.textContent).to.equal('MOQ: 2');
    expect(paper.querySelector('[part="moq"]')).to.equal(null);
    expect(paper.querySelector('[part="bulk-hint"]')!.textContent).to.equal('Need 8 more, Current: 2 / 10 required');
    expect(paper.querySelector('[part="line-price"]')!.textContent).to.equal('RM 12.50');
    expect(paper.querySelector('[part="line-total"]')!.textContent).to.equal('RM 25.00');
    await waitFor(() => stapler.querySelector('img') === null);
    expect(stapler.querySelector('span[aria-hidden="true"]')!.textContent).to.equal('No image');
  });

  it('shows per-seller subtotal and shipping, and the order summary', async () => {
    expect(all('[part="seller-subtotal"]').map((node) => node.textContent)).to.deep.equal(['RM 55.00', 'RM 198.00']);
    expect(all('[part="seller-shipping"]').map((node) => node.textContent)).to.deep.equal(['RM 5.00', 'Free']);
    const summary = $('[part="order-summary"]')!;
    expect([...summary.querySelectorAll('dt')].map((node) => node.textContent)).to.deep.equal([
      'Subtotal (7 items)',
      'Shipping',
      'SST (8%)',
      'Total',
    ]);
    expect(text('[part="subtotal"]')).to.equal('RM 253.00');
    expect(text('[part="shipping"]')).to.equal('RM 5.00');
    expect(text('[part="tax"]')).to.equal('RM 20.24');
    expect(text('[part="total"]')).to.equal('RM 278.24');
    expect($('[part="restricted-notice"]')).to.equal(null);
    expect($('[part="moq-notice"]')).to.equal(null);
    await expectAccessible(element);
  });

  it('stacks the lines as labelled cards when the element is narrow', async () => {
    const table = $<HTMLTableElement>('[part="seller-group"] table')!;
    expect(getComputedStyle(table.tHead!).position).to.equal('static');
    element.style.width = '420px';
    await nextFrames();
    expect(getComputedStyle(table.tHead!).position).to.equal('absolute');
    expect(getComputedStyle(table.tBodies[0].rows[0]).display).to.equal('grid');
    const price = table.tBodies[0].rows[0].cells[1];
    expect(getComputedStyle(price, '::before').content).to.equal('"Price"');
    element.style.width = '';
  });

  it('PROCEED TO CHECKOUT fires a cancelable lapasar-checkout with the items, summary and shipping', async () => {
    expect(checkoutButton().textContent).to.equal('PROCEED TO CHECKOUT');
    expect(checkoutButton().disabled).to.equal(false);
    const fired = nextEvent(element, 'lapasar-checkout');
    const before = navigations.length;
    element.addEventListener('lapasar-checkout', (event) => event.preventDefault(), { once: true });
    checkoutButton().click();
    const event = await fired;
    expect(event.cancelable && event.composed && event.bubbles).to.equal(true);
    expect(event.detail.items.map((item) => item.sku_id)).to.deep.equal([1, 2, 3]);
    expect(event.detail.summary.grandTotal).to.be.closeTo(278.24, 0.001);
    expect(event.detail.shippingDetails.map((seller) => seller.sellerId)).to.deep.equal([11, 12]);
    expect(navigations.length).to.equal(before);
  });

  it('goes to the checkout route when no listener cancels lapasar-checkout', async () => {
    checkoutButton().click();
    expect(navigations.at(-1)).to.equal('/checkout');
  });
});

describe('lapasar-cart: the checkout button states', () => {
  it('excludes restricted items: notice, partial checkout, Remove Restricted Items, alert and reload', async () => {
    await showCart([
      cartLine(1, 11),
      cartLine(2, 11),
      cartLine(3, 12, { is_excluded: true, problem: 'The vendor does not provide shipping services to your location' }),
    ]);
    expect(text('[part="restricted-notice"]')).to.contain('1 item(s) excluded due to location restrictions');
    expect(text('[part="restricted-notice"]')).to.contain('These items will be automatically excluded from checkout.');
    expect(checkoutButton().textContent).to.equal('Proceed with 2 Valid Items');
    expect(text('[part="checkout-note"]')).to.equal('1 item(s) will be excluded');
    expect(all('[part="line-problem"]').map((node) => node.textContent)).to.deep.equal([
      'The vendor does not provide shipping services to your location',
    ]);

    const fired = nextEvent(element, 'lapasar-checkout');
    element.addEventListener('lapasar-checkout', (event) => event.preventDefault(), { once: true });
    checkoutButton().click();
    expect((await fired).detail.items.map((item) => item.sku_id)).to.deep.equal([1, 2]);

    const reads = server.called(/^GET \/api\/cart$/).length;
    button('Remove Restricted Items (1)')!.click();
    await waitFor(() => alertDialog().open);
    expect(server.called(/^POST \/api\/cart\/remove-restricted$/).at(-1)!.body).to.deep.equal({ skuIds: [3] });
    expect(alertDialog().querySelector('h2')!.textContent).to.equal('1 item(s) removed due to location restrictions');
    await waitFor(() => server.called(/^GET \/api\/cart$/).length > reads && $('[part="restricted-notice"]') === null);
    expect(checkoutButton().textContent).to.equal('PROCEED TO CHECKOUT');
    expect(sdk.$counts.get().cart).to.equal(2);
    button('OK')!.click();
    await waitFor(() => !alertDialog().open);
  });

  it('alerts when the restricted items cannot be removed', async () => {
    await showCart([cartLine(1, 11), cartLine(3, 12, { is_excluded: true })]);
    const stop = server.answer(/^POST \/api\/cart\/remove-restricted$/, () => json(500, { error: 'Database unavailable' }));
    button('Remove Restricted Items (1)')!.click();
    await waitFor(() => alertDialog().open);
    stop();
    expect(alertDialog().querySelector('h2')!.textContent).to.equal('Failed to remove restricted items. Please try again.');
    button('OK')!.click();
  });

  it('lists lines below their MOQ and disables checkout', async () => {
    await showCart([cartLine(1, 11, { moq: 5, quantity: 2 }), cartLine(2, 11)]);
    expect(text('[part="moq-notice"]')).to.contain('Minimum Order Quantity Requirements Not Met');
    expect(text('[part="moq-notice"]')).to.contain('Increase quantities to meet minimum order requirements.');
    expect(all('[part="moq-notice"] li').map((node) => node.textContent)).to.deep.equal(['Product 1: 3 more needed (MOQ: 5)']);
    expect(checkoutButton().textContent).to.equal('Minimum Order Quantity Required');
    expect(checkoutButton().disabled).to.equal(true);
  });

  it('shows an unmet vendor minimum in its seller group and disables checkout', async () => {
    await showCart([cartLine(1, 11), cartLine(2, 12)], [unmetMinimum(12, 'Seller 12'), { ...unmetMinimum(11, 'Seller 11'), met: true }]);
    const groups = all('[part="seller-group"]');
    expect(groups[0].querySelector('[part="vendor-minimum"]')).to.equal(null);
    expect(groups[1].querySelector('[part="vendor-minimum"]')!.textContent).to.match(
      /^Orders from Seller 12 in Office Supplies must exceed RM 500\.00;.*respectively\.$/,
    );
    expect(checkoutButton().textContent).to.equal('Vendor Minimum Order Required');
    expect(checkoutButton().disabled).to.equal(true);
  });

  it('reads Requirements Not Met when both are unmet', async () => {
    await showCart([cartLine(1, 11, { moq: 5, quantity: 2 })], [unmetMinimum(11, 'Seller 11')]);
    expect(checkoutButton().textContent).to.equal('Requirements Not Met');
    expect(checkoutButton().disabled).to.equal(true);
  });
});

describe('lapasar-cart: changing a line', () => {
  beforeEach(async () => {
    await showCart([
      cartLine(1, 11, { product_name: 'Stapler', quantity: 3, total_stock: 4, limit_add_to_cart: 0 }),
      cartLine(2, 12, { product_name: 'Toner' }),
    ]);
  });

  it('sends the quantity 300 ms after the last change, shows Updated! and reloads the cart', async () => {
    const input = all<HTMLInputElement>('[part="quantity"] input')[0];
    const plus = labelled('Increase quantity')!;
    const before = server.called(/^PATCH /).length;
    plus.click();
    await waitFor(() => input.value === '4');
    plus.click();
    const clicked = performance.now();
    await waitFor(() => server.called(/^PATCH /).length > before);
    expect(performance.now() - clicked).to.be.at.least(250);
    expect(
      server
        .called(/^PATCH /)
        .slice(before)
        .map(({ path, body }) => ({ path, body })),
    ).to.deep.equal([{ path: '/api/cart/items/1', body: { quantity: 5 } }]);
    await waitFor(() => text('[part="quantity-status"]') === 'Updated!');
    await waitFor(() => all('[part="line-total"]')[0].textContent === 'RM 50.00');
  });

  it('shows Update failed when the server refuses for another reason', async () => {
    const stop = server.answer(/^PATCH /, () => json(500, { error: 'Database unavailable' }));
    labelled('Increase quantity')!.click();
    await waitFor(() => text('[part="quantity-status"]') === 'Update failed');
    stop();
    expect(all<HTMLInputElement>('[part="quantity"] input')[0].value).to.equal('3');
  });

  it('opens the stock dialog on a stock error; Set to n sets the quantity', async () => {
    const stop = server.answer(/^PATCH /, (request) =>
      (request.body as { quantity: number }).quantity > 4
        ? json(400, { error: 'Insufficient stock for Stapler. Available: 4, Requested: 9' })
        : undefined,
    );
    typeInto(all<HTMLInputElement>('[part="quantity"] input')[0], '9');
    const dialog = await waitFor(() => all<HTMLDialogElement>('dialog[part="stock-dialog"]').find((node) => node.open));
    expect(dialog.querySelector('h2')!.textContent).to.equal('Insufficient Stock');
    expect(dialog.textContent).to.contain('Only 4 units are available in stock. You requested 9 units.');
    expect(text('[part="quantity-status"]')).to.equal('');
    button('Set to 4 unit(s)')!.click();
    await waitFor(() => !dialog.open);
    await waitFor(() => (server.called(/^PATCH /).at(-1)!.body as { quantity: number }).quantity === 4);
    await waitFor(() => all<HTMLInputElement>('[part="quantity"] input')[0].value === '4');
    stop();
  });

  it('opens the out-of-stock variant when nothing is left', async () => {
    const stop = server.answer(/^PATCH /, () => json(400, { error: 'Stapler is out of stock' }));
    labelled('Increase quantity')!.click();
    const dialog = await waitFor(() => all<HTMLDialogElement>('dialog[part="stock-dialog"]').find((node) => node.open));
    stop();
    expect(dialog.querySelector('h2')!.textContent).to.equal('Out of Stock');
    button('Understood')!.click();
    await waitFor(() => !dialog.open);
  });

  it('keeps references: Add only for non-blank text, add and remove', async () => {
    const refs = labelled('Refs: references for Stapler')!;
    expect(refs.textContent).to.equal('Refs');
    refs.click();
    const dialog = await waitFor(() => all<HTMLDialogElement>('dialog[part="references-dialog"]').find((node) => node.open));
    expect(dialog.querySelector('h2')!.textContent).to.equal('References for Stapler');
    const input = dialog.querySelector<HTMLInputElement>('[part="reference-input"]')!;
    const add = dialog.querySelector<HTMLButtonElement>('[part="add-reference"]')!;
    expect(add.disabled).to.equal(true);
    typeInto(input, '   ');
    await nextFrames();
    expect(add.disabled).to.equal(true);
    typeInto(input, '  PO-2026-17 ');
    await waitFor(() => !add.disabled);
    add.click();
    await waitFor(() => dialog.querySelectorAll('[part="references"] li').length === 1);
    expect(server.called(/^POST \/api\/cart\/items\/1\/references$/).at(-1)!.body).to.deep.equal({ reference: 'PO-2026-17' });
    expect(dialog.querySelector('[part="references"] li span')!.textContent).to.equal('PO-2026-17');
    expect(input.value).to.equal('');
    await waitFor(() => text('[part="toast"]') === 'Reference added');

    dialog.querySelector<HTMLButtonElement>('[aria-label="Remove reference PO-2026-17"]')!.click();
    await waitFor(() => dialog.querySelector('[part="references"]') === null);
    expect(server.called(/^DELETE \/api\/cart\/items\/1\/references\/\d+$/)).to.have.length(1);
    expect(dialog.textContent).to.contain('No references yet.');
  });

  it('only logs a failed reference change', async () => {
    const stop = server.answer(/\/references$/, () => json(500, { error: 'Database unavailable' }));
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      labelled('Refs: references for Stapler')!.click();
      const dialog = await waitFor(() => all<HTMLDialogElement>('dialog[part="references-dialog"]').find((node) => node.open));
      typeInto(dialog.querySelector<HTMLInputElement>('[part="reference-input"]')!, 'PO-1');
      await nextFrames();
      dialog.querySelector<HTMLButtonElement>('[part="add-reference"]')!.click();
      await waitFor(() => logged.length === 1);
      expect(dialog.querySelector('[part="references"]')).to.equal(null);
      expect(alertDialog().open).to.equal(false);
    } finally {
      console.error = original;
      stop();
    }
  });

  it('removes a line and takes the cart count from the answer', async () => {
    labelled('Remove Stapler')!.click();
    await waitFor(() => all('[part="cart-line"]').length === 1);
    expect(server.called(/^DELETE \/api\/cart\/items\/1$/)).to.have.length(1);
    expect(sdk.$counts.get().cart).to.equal(1);
    await waitFor(() => text('[part="toast"]') === 'Stapler removed from cart');
  });
});

describe('lapasar-cart: quotation', () => {
  const saved: { href: string; download: string }[] = [];
  const created: Blob[] = [];
  const revoked: string[] = [];
  const originals = { click: HTMLAnchorElement.prototype.click, create: URL.createObjectURL, revoke: URL.revokeObjectURL };

  before(async () => {
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.push({ href: this.href, download: this.download });
      else originals.click.call(this);
    };
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return `blob:quotation-${created.length}`;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    await showCart([cartLine(1, 11)]);
  });

  after(() => {
    HTMLAnchorElement.prototype.click = originals.click;
    URL.createObjectURL = originals.create;
    URL.revokeObjectURL = originals.revoke;
  });

  it('downloads the PDF as quotation.pdf and frees its URL', async () => {
    button('Generate Quotation')!.click();
    await waitFor(() => saved.length === 1);
    expect(saved[0]).to.deep.equal({ href: 'blob:quotation-1', download: 'quotation.pdf' });
    expect(created[0].type).to.equal('application/pdf');
    expect(await created[0].text()).to.equal('%PDF-1.7 quotation');
    expect(revoked).to.deep.equal(['blob:quotation-1']);
    expect(server.called(/^POST \/api\/cart\/quotation$/)).to.have.length(1);
  });

  it('alerts when the quotation cannot be generated', async () => {
    const stop = server.answer(/^POST \/api\/cart\/quotation$/, () => json(500, { error: 'Renderer failed' }));
    button('Generate Quotation')!.click();
    await waitFor(() => alertDialog().open);
    stop();
    expect(alertDialog().querySelector('h2')!.textContent).to.equal('Failed to generate quotation. Please try again.');
    expect(saved).to.have.length(1);
    await expectAccessible(element);
    button('OK')!.click();
    await waitFor(() => !alertDialog().open);
  });
});

describe('lapasar-cart: location', () => {
  it('reloads for a new location; without one it asks for it and still shows the cart', async () => {
    await showCart([cartLine(1, 11)]);
    const reads = server.called(/^GET \/api\/cart$/).length;
    sdk.$location.set(null);
    await waitFor(() => $('[part="location-prompt"]'));
    expect(text('[part="location-prompt"] p')).to.equal('Please select your location to view shipping information');
    await waitFor(() => server.called(/^GET \/api\/cart$/).length === reads + 1);
    expect(all('[part="cart-line"]')).to.have.length(1);
    sdk.$location.set({ ...LOCATION, district: 'Klang' });
    await waitFor(() => server.called(/^GET \/api\/cart$/).length === reads + 2);
    await waitFor(() => $('[part="location-prompt"]') === null);
    sdk.$location.set(LOCATION);
  });
});

describe('lapasar-cart with the keyboard only', () => {
  it('Tab reaches the stepper, arrows change it, Enter opens Refs, Escape closes it and focus returns', async () => {
    await showCart([cartLine(1, 11, { product_name: 'Stapler', quantity: 3 })]);
    const start = document.createElement('button');
    start.textContent = 'Before the cart';
    element.before(start);
    start.focus();
    const active = () => element.shadowRoot!.activeElement;
    for (let presses = 0; presses < 8 && active()?.getAttribute('aria-label') !== 'Quantity'; presses++) await sendKeys({ press: 'Tab' });
    expect(active()?.getAttribute('aria-label')).to.equal('Quantity');
    const before = server.called(/^PATCH /).length;
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => server.called(/^PATCH /).length > before);
    expect(
      server
        .called(/^PATCH /)
        .slice(before)
        .map(({ path, body }) => ({ path, body })),
    ).to.deep.equal([{ path: '/api/cart/items/1', body: { quantity: 4 } }]);
    for (let presses = 0; presses < 4 && active()?.textContent !== 'Refs'; presses++) await sendKeys({ press: 'Tab' });
    const refs = active() as HTMLButtonElement;
    expect(refs.textContent).to.equal('Refs');
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => all<HTMLDialogElement>('dialog[part="references-dialog"]').find((node) => node.open));
    expect(dialog.contains(active())).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open);
    await waitFor(() => active() === refs);
    start.remove();
  });
});
