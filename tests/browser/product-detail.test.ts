import { expect } from 'chai';
import type { ProductDetailResponse, ProductListing, ProductListResponse } from '../../src/api/types';
import { compareItem, fakeCompareApi } from './fake-compare';
import {
  api,
  apiLogin,
  expectAccessible,
  inShadow,
  interceptNavigation,
  loadSdk,
  nextEvent,
  nextFrames,
  typeInto,
  waitFor,
  watchRequests,
} from './support';

const LOCATION = { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' };
const HEADERS = { 'X-State': LOCATION.state, 'X-District': LOCATION.district };

const requests = watchRequests();
const compare = fakeCompareApi();
const sdk = await loadSdk({ location: LOCATION });
const navigations = interceptNavigation();

/** Every listed product, as the listing shows it at the test location. */
async function listedProducts(): Promise<ProductListing[]> {
  const products: ProductListing[] = [];
  for (let page = 1; ; page++) {
    const response = await api<ProductListResponse>(`/products/unified?limit=100&page=${page}`, HEADERS);
    products.push(...response.products);
    if (page >= response.pagination.totalPages) return products;
  }
}

const products = await listedProducts();
const pick = (description: string, test: (product: ProductListing) => boolean) => {
  const found = products.find(test);
  if (!found) throw new Error(`The test seed has no ${description}`);
  return found;
};
const simple = pick(
  'simple product',
  (p) => p.is_variant === 'N' && p.availability === 'Y' && p.total_stock >= 20 && p.ships_to_location && p.moq <= 2,
);
const withVariants = pick(
  'variant product',
  (p) => p.is_variant === 'Y' && p.availability === 'Y' && p.total_stock > 0 && p.ships_to_location,
);
const restricted = pick('restricted product', (p) => !p.ships_to_location && p.availability === 'Y');
const outOfStock = pick(
  'out-of-stock product',
  (p) => p.is_variant === 'N' && (p.availability === 'N' || p.total_stock === 0) && p.ships_to_location,
);

let element: HTMLElement;

async function show(productId: number | string): Promise<HTMLElement> {
  element?.remove();
  element = document.createElement('lapasar-product-detail');
  element.setAttribute('product-id', String(productId));
  document.body.append(element);
  await customElements.whenDefined('lapasar-product-detail');
  await waitFor(() => element.shadowRoot?.firstChild);
  return element;
}

const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
const text = (selector: string) => $(selector)?.textContent ?? '';
const button = (label: string) =>
  [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent === label);
const loaded = () => waitFor(() => $('[part="title"]'));
const detailOf = async (id: number) => (await api<ProductDetailResponse>(`/products/${id}`, HEADERS)).data;

describe('lapasar-product-detail: a simple product', () => {
  it('shows the skeleton, then the product with breadcrumb, gallery, brand, model, rating and price', async () => {
    const release = requests.hold(new RegExp(`/api/products/${simple.product_id}\\?`));
    await show(simple.product_id);
    await waitFor(() => $('[part="skeleton"]'));
    release();
    await loaded();
    const data = await detailOf(simple.product_id);
    expect(text('[part="title"]')).to.equal(data.product_name);
    expect([...element.shadowRoot!.querySelectorAll('[part="breadcrumbs"] li')].map((li) => li.textContent)).to.deep.equal([
      'Home',
      data.category_name,
      data.product_name,
    ]);
    expect(element.shadowRoot!.querySelectorAll('[part="gallery"] button')).to.have.length(3);
    expect(text('[part="brand"]')).to.equal(data.product_make);
    expect(text('[part="model"]')).to.equal(data.product_model);
    expect(text('[part="unit-price"]')).to.equal(`RM ${data.primary_sku_act_price!.toFixed(2)}`);
    expect($<HTMLAnchorElement>('[part="vendor-link"]')!.getAttribute('href')).to.equal(`/vendors/${data.sl_id}`);
    expect(text('[part="sold-by"]')).to.equal(`Sold by ${data.sl_name}`);
    const call = requests.calls(new RegExp(`/api/products/${simple.product_id}$`)).at(-1)!;
    expect(call.searchParams.get('state')).to.equal('Selangor');
    expect(call.searchParams.get('district')).to.equal('Petaling');
  });

  it('shows shipping for the location and the delivery term', async () => {
    const data = await detailOf(simple.product_id);
    const info = data.shipping_info!;
    const expected =
      info.free_shipping === 1
        ? 'Free Shipping'
        : info.max_charge > info.min_charge
          ? `RM ${info.min_charge.toFixed(2)} - RM ${info.max_charge.toFixed(2)}`
          : `RM ${info.min_charge.toFixed(2)}`;
    expect(text('[part="shipping-charge"]')).to.equal(expected);
    expect(text('[part="delivery-term"]')).to.match(/^(\d+ days|\d+ - \d+ days|Not specified)$/);
    expect($('[part="restriction"]')).to.equal(null);
  });

  it('switches the gallery image and shows the tabs that have content', async () => {
    const data = await detailOf(simple.product_id);
    [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="gallery"] button')][1].click();
    await waitFor(() => $<HTMLImageElement>('[part="gallery"] > img')?.getAttribute('src') === data.images[1]);
    const tabs = [...element.shadowRoot!.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).to.deep.equal([
      'Description',
      ...(data.features.length > 0 ? ['Specifications'] : []),
      ...(data.warranty_description || data.replacement_policy_description ? ['Warranty & Returns'] : []),
    ]);
    expect(text('[role="tabpanel"]')).to.equal(data.product_description);
    if (data.features.length > 0) {
      button('Specifications')!.click();
      await waitFor(() => element.shadowRoot!.querySelectorAll('[role="tabpanel"] tr').length === data.features.length);
      expect(text('[role="tabpanel"] th')).to.equal(data.features[0].lable);
    }
  });

  it('clamps the quantity to the MOQ and the stock, and confirms it with Updated! after 300 ms', async () => {
    const data = await detailOf(simple.product_id);
    const input = $<HTMLInputElement>('[part="quantity"] input')!;
    const min = Math.max(1, data.primary_sku_moq);
    expect(input.value).to.equal(String(min));
    const before = requests.calls(/sku-pricing-info$/).length;
    button('+')!.click();
    await waitFor(() => input.value === String(min + 1));
    const clicked = performance.now();
    await waitFor(() => requests.calls(/sku-pricing-info$/).length > before);
    expect(performance.now() - clicked).to.be.at.least(250);
    expect(
      requests
        .calls(/sku-pricing-info$/)
        .at(-1)!
        .searchParams.get('quantity'),
    ).to.equal(String(min + 1));
    await waitFor(() => text('[part="quantity-status"]') === 'Updated!');
    const shown = performance.now();
    await waitFor(() => text('[part="quantity-status"]') === '', 4000);
    expect(performance.now() - shown).to.be.within(1700, 2600);

    typeInto(input, String(data.primary_sku_total_stock + 50));
    await waitFor(() => input.value === String(data.primary_sku_total_stock));
    typeInto(input, '');
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await waitFor(() => input.value === String(min));
  });

  it('sizes the stepper sm, md or lg', async () => {
    const height = () => $<HTMLInputElement>('[part="quantity"] input')!.getBoundingClientRect().height;
    const medium = height();
    element.setAttribute('stepper-size', 'lg');
    await waitFor(() => height() > medium);
    element.setAttribute('stepper-size', 'sm');
    await waitFor(() => height() < medium);
    element.removeAttribute('stepper-size');
    await waitFor(() => height() === medium);
  });

  it("shows 'Update failed' for 5 s when the server cannot price the quantity", async () => {
    const restore = requests.answer(/sku-pricing-info/, () => Response.json({ error: 'down', code: 'internal_error' }, { status: 500 }));
    button('+')!.click();
    await waitFor(() => text('[part="quantity-status"]') === 'Update failed');
    const shown = performance.now();
    restore();
    await waitFor(() => text('[part="quantity-status"]') === '', 7000);
    expect(performance.now() - shown).to.be.within(4500, 6000);
  });

  it('asks a visitor to log in to add to cart, and hides the bulk price panel', async () => {
    expect($('[part="bulk-panel"]')).to.equal(null);
    $<HTMLButtonElement>('[part="add-to-cart"]')!.click();
    await waitFor(() => sdk.$loginDialog.get().open);
    sdk.closeLoginDialog();
    $<HTMLButtonElement>('[part="wishlist-toggle"]')!.click();
    await waitFor(() => sdk.$loginDialog.get().open);
    sdk.closeLoginDialog();
  });

  it('has no serious or critical accessibility violation', async () => {
    await expectAccessible(element);
  });
});

describe('lapasar-product-detail: a product with variants', () => {
  it('looks up the SKU of the chosen options, with state and district, and prices it', async () => {
    await show(withVariants.product_id);
    await loaded();
    const data = await detailOf(withVariants.product_id);
    const add = $<HTMLButtonElement>('[part="add-to-cart"]')!;
    expect(add.disabled).to.equal(true);
    expect(text('[part="unit-price"]')).to.match(/^RM [\d,.]+( - RM [\d,.]+)?$/);
    const selects = [...element.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="variant-select"]')];
    expect(selects.map((select) => select.labels?.[0]?.textContent)).to.deep.equal(data.variants.map((axis) => axis.variants));
    const before = requests.calls(/variant-sku-details$/).length;
    for (const select of selects) typeInto(select, select.options[1].value);
    await waitFor(() => requests.calls(/variant-sku-details$/).length > before);
    const call = requests.calls(/variant-sku-details$/).at(-1)!;
    expect(call.searchParams.get('optionIds')!.split(',')).to.have.length(data.variants.length);
    expect(call.searchParams.get('state')).to.equal('Selangor');
    const sku = await api<{ act_price: number; total_stock: number }>(
      `/products/${data.product_id}/variant-sku-details?${call.searchParams.toString()}`,
    );
    await waitFor(
      () =>
        text('[part="unit-price"]') ===
        `RM ${sku.act_price.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(add.disabled).to.equal(sku.total_stock <= 0);
  });

  it('has no serious or critical accessibility violation', async () => {
    await expectAccessible(element);
  });
});

describe('lapasar-product-detail: where it cannot be delivered or bought', () => {
  it("says 'Not Available' with the restriction message, and the button says 'Not Available in Your Location'", async () => {
    await show(restricted.product_id);
    await loaded();
    const data = await detailOf(restricted.product_id);
    expect(data.locationRestriction.restricted).to.equal(true);
    expect(text('[part="shipping-charge"]')).to.equal('Not Available');
    expect(text('[part="restriction"]')).to.equal(data.locationRestriction.message);
    expect(text('[part="restriction"]')).to.match(
      /^(This product is only available in .+|The vendor does not provide shipping services to your location)$/,
    );
    const add = $<HTMLButtonElement>('[part="add-to-cart"]')!;
    expect(add.textContent).to.equal('Not Available in Your Location');
    expect(add.disabled).to.equal(true);
    await expectAccessible(element);
  });

  it('is out of stock', async () => {
    await show(outOfStock.product_id);
    await loaded();
    const add = $<HTMLButtonElement>('[part="add-to-cart"]')!;
    expect(add.textContent).to.equal('Out of Stock');
    expect(add.disabled).to.equal(true);
    expect(text('[part="stock"]')).to.match(/^Out of Stock/);
    await expectAccessible(element);
  });

  it("says 'Product not found' with Back to Home", async () => {
    await show(999999);
    await waitFor(() => $('[part="not-found"]'));
    expect(text('[part="not-found"] h2')).to.equal('Product not found');
    const back = $<HTMLAnchorElement>('[part="not-found"] a')!;
    expect(back.textContent).to.equal('Back to Home');
    back.click();
    expect(navigations.at(-1)).to.equal('/');
  });

  it("shows 'Failed to load product details. Please try again.' with Try Again", async () => {
    const restore = requests.answer(new RegExp(`/api/products/${simple.product_id}\\?`), () => new Response('down', { status: 502 }));
    await show(simple.product_id);
    await waitFor(() => text('[part="error"] p') === 'Failed to load product details. Please try again.');
    restore();
    button('Try Again')!.click();
    await loaded();
  });

  it('forces the location chooser and fetches nothing without a location', async () => {
    sdk.$location.set(null);
    const before = requests.urls.length;
    await show(simple.product_id);
    await waitFor(() => inShadow<HTMLDialogElement>(element, 'dialog[part="location-dialog"]')?.open);
    expect(sdk.$locationDialog.get()).to.include({ open: true, forced: true });
    await nextFrames();
    expect(requests.urls.slice(before).filter((url) => url.pathname.startsWith('/api/products'))).to.deep.equal([]);
    await sdk.setLocation(LOCATION.state, LOCATION.district);
    sdk.closeLocationDialog();
    await loaded();
  });
});

describe('lapasar-product-detail: a signed-in buyer', () => {
  before(async () => {
    // Not the account the product-grid suite fills its cart with: the reference server is shared.
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
    await show(simple.product_id);
    await loaded();
  });

  it("shows the Contracted Item badge on the buyer's contract items only", async () => {
    const signedIn = { ...HEADERS, Authorization: `Bearer ${sdk.$token.get()}` };
    const contracted = (await api<ProductListResponse>('/products/unified?contracted=Y&limit=1', signedIn)).products[0];
    const other = (await api<ProductListResponse>('/products/unified?limit=100', signedIn)).products.find(
      (product) => product.is_contracted === 0,
    )!;
    await show(contracted.product_id);
    await loaded();
    expect(text('[part="contracted-badge"]')).to.equal('Contracted Item');
    await show(other.product_id);
    await loaded();
    expect($('[part="contracted-badge"]')).to.equal(null);
    await show(simple.product_id);
    await loaded();
  });

  it('toggles the wishlist and updates the wishlist count', async () => {
    // The demo buyer's wishlist already holds some products.
    const { count: before } = await api<{ count: number }>('/wishlist/count', { ...HEADERS, Authorization: `Bearer ${sdk.$token.get()}` });
    const toggle = $<HTMLButtonElement>('[part="wishlist-toggle"]')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-pressed') === 'true');
    await waitFor(() => sdk.$counts.get().wishlist === before + 1);
    const restore = requests.answer(/\/api\/wishlist\/update/, () =>
      Response.json({ error: 'down', code: 'internal_error' }, { status: 500 }),
    );
    toggle.click();
    await waitFor(() => text('[part="wishlist-error"]') === 'Failed to remove from wishlist');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    restore();
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-pressed') === 'false');
    await waitFor(() => sdk.$counts.get().wishlist === before);
  });

  it('puts the product, at the quantity on the page, on a new shopping list from Add to list', async () => {
    const auth = { ...HEADERS, Authorization: `Bearer ${sdk.$token.get()}` };
    const name = `Site list ${Date.now()}`;
    const opener = $<HTMLButtonElement>('[part="add-to-list"]')!;
    expect(opener.getAttribute('aria-label')).to.equal(`Add to list: ${simple.product_name}`);
    opener.focus();
    opener.click();
    const chooser = await waitFor(() => $<HTMLDialogElement>('dialog[part="add-to-list-dialog"]'));
    await waitFor(() => chooser.open);
    await expectAccessible(element);
    const form = chooser.querySelector<HTMLFormElement>('[part="add-to-list-new"]')!;
    typeInto(form.querySelector('input')!, name);
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitFor(() => chooser.querySelector('[part="add-to-list-done"]')?.textContent?.startsWith(`Added to ${name}.`));
    const lists = await api<{ data: { id: number; name: string }[] }>('/lists', auth);
    const created = lists.data.find((list) => list.name === name)!;
    const saved = await api<{ data: { lines: { product_id: number; quantity: number }[] } }>(`/lists/${created.id}`, auth);
    const quantity = Number($<HTMLInputElement>('[part="quantity"] input')!.value);
    expect(saved.data.lines.map((line) => [line.product_id, line.quantity])).to.deep.equal([[simple.product_id, quantity]]);
    chooser.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    await waitFor(() => !chooser.open);
    // Focus goes back to Add to list.
    expect(element.shadowRoot!.activeElement?.getAttribute('part')).to.equal('add-to-list');
    await fetch(`${window.LAPASAR_TEST_API}/lists/${created.id}`, { method: 'DELETE', headers: auth });
  });

  it('asks for a bulk price: SEND needs a target price; then BULK PRICE IN PROGRESS with Cancel', async () => {
    button('Request Bulk Price')!.click();
    const form = await waitFor(() => $('[part="bulk-form"]'));
    const send = form.querySelector<HTMLButtonElement>('[part="bulk-send"]')!;
    expect(send.disabled).to.equal(true);
    const target = [...form.querySelectorAll<HTMLInputElement>('input')].find(
      (input) => input.labels?.[0]?.textContent === 'Target price per unit (RM)',
    )!;
    expect(target.step).to.equal('0.01');
    expect(target.min).to.equal('0');
    const readOnly = [...form.querySelectorAll<HTMLInputElement>('input[readonly]')].map((input) => [
      input.labels?.[0]?.textContent,
      input.value,
    ]);
    expect(readOnly).to.deep.equal([
      ['Company', 'Demo Trading Sdn Bhd'],
      ['Email', 'buyer@lapasar.test'],
      ['Requestor', 'Aisyah Rahman'],
      ['Phone', '+60123456701'],
    ]);
    typeInto(target, '12.5');
    await waitFor(() => !send.disabled);
    send.click();
    const inProgress = await waitFor(() => button('BULK PRICE IN PROGRESS'));
    expect(inProgress.disabled).to.equal(true);
    const sent = (
      await api<ProductDetailResponse>(`/products/${simple.product_id}/details`, {
        ...HEADERS,
        Authorization: `Bearer ${sdk.$token.get()}`,
      })
    ).data.bulk_price;
    expect(sent).to.have.length(1);
    expect(sent[0]).to.include({ status: 'SEND', quantity: 1, target_price: 12.5, location: 'Selangor,Petaling' });
    button('Cancel')!.click();
    await waitFor(() => button('Request Bulk Price'));
    await expectAccessible(element);
  });

  it('opens the Insufficient Stock dialog and offers to set the quantity to what is available', async () => {
    const data = await detailOf(simple.product_id);
    const input = $<HTMLInputElement>('[part="quantity"] input')!;
    const restore = requests.answer(/\/api\/cart\/add/, () =>
      Response.json(
        { error: `Insufficient stock for ${data.product_name}. Available: 3, Requested: 9`, code: 'cart_line_refused' },
        { status: 400 },
      ),
    );
    typeInto(input, '9');
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await nextFrames();
    $<HTMLButtonElement>('[part="add-to-cart"]')!.click();
    const dialog = await waitFor(() => inShadow<HTMLDialogElement>(element, 'dialog[part="stock-dialog"][open]'));
    expect(dialog.textContent).to.contain('Only 3 units are available in stock. You requested 9 units.');
    [...dialog.querySelectorAll('button')].find((node) => node.textContent === 'Set to 3 unit(s)')!.click();
    await waitFor(() => input.value === '3');
    restore();
  });

  it('adds to the cart and shows Added to Cart', async () => {
    const added = nextEvent(element, 'lapasar-add-to-cart');
    $<HTMLButtonElement>('[part="add-to-cart"]')!.click();
    const event = await added;
    expect(event.detail).to.include({ product_id: simple.product_id, quantity: 3, sku_id: simple.primary_sku_id });
    await waitFor(() => inShadow(element, '[part="added-popup"]:popover-open'));
    expect(sdk.$counts.get().cart).to.equal(event.detail.cartCount);
  });

  it("asks for other variants: all options first ('Please select all variant options'), then one request per variant", async () => {
    await show(withVariants.product_id);
    await loaded();
    button('Request Bulk Price')!.click();
    const form = await waitFor(() => $('[part="bulk-form"]'));
    const target = [...form.querySelectorAll<HTMLInputElement>('input')].find(
      (input) => input.labels?.[0]?.textContent === 'Target price per unit (RM)',
    )!;
    typeInto(target, '5');
    await waitFor(() => !form.querySelector<HTMLButtonElement>('[part="bulk-send"]')!.disabled);
    form.querySelector<HTMLButtonElement>('[part="bulk-send"]')!.click();
    await waitFor(() => text('[part="bulk-error"]') === 'Please select all variant options');

    const selects = () => [...element.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="variant-select"]')];
    for (const select of selects()) typeInto(select, select.options[1].value);
    // The SKU of the chosen options has loaded once Add to Cart is enabled, or says Out of Stock.
    const skuLoaded = () =>
      waitFor(() => !$<HTMLButtonElement>('[part="add-to-cart"]')!.disabled || text('[part="add-to-cart"]') === 'Out of Stock');
    await skuLoaded();
    await waitFor(() => $('[part="bulk-form"]'));
    $<HTMLButtonElement>('[part="bulk-form"] [part="bulk-send"]')!.click();
    await waitFor(() => button('BULK PRICE IN PROGRESS'));

    button('Ask for Other Variants')!.click();
    const other = await waitFor(() => $('[part="bulk-form"]'));
    typeInto(
      [...other.querySelectorAll<HTMLInputElement>('input')].find(
        (input) => input.labels?.[0]?.textContent === 'Target price per unit (RM)',
      )!,
      '4',
    );
    await nextFrames();
    other.querySelector<HTMLButtonElement>('[part="bulk-send"]')!.click();
    await waitFor(
      () => text('[part="bulk-error"]') === 'A bulk price request for this variant is already open: renegotiate or remove it instead',
    );

    const last = selects().at(-1)!;
    // Every axis has at least two options (after the placeholder): pick the other one.
    typeInto(last, last.options[2].value);
    await nextFrames();
    await skuLoaded();
    const form2 = await waitFor(() => $('[part="bulk-form"]'));
    const token = `Bearer ${sdk.$token.get()}`;
    const before = (await api<ProductDetailResponse>(`/products/${withVariants.product_id}/details`, { ...HEADERS, Authorization: token }))
      .data.bulk_price.length;
    form2.querySelector<HTMLButtonElement>('[part="bulk-send"]')!.click();
    await waitFor(() => button('BULK PRICE IN PROGRESS') && !$('[part="bulk-form"]'));
    const after = (await api<ProductDetailResponse>(`/products/${withVariants.product_id}/details`, { ...HEADERS, Authorization: token }))
      .data.bulk_price;
    expect(after).to.have.length(before + 1);
    expect(new Set(after.map((request) => request.sku_id)).size).to.equal(after.length);
    // Leave nothing behind for other suites.
    for (const request of (
      await api<ProductDetailResponse>(`/products/${withVariants.product_id}/details`, { ...HEADERS, Authorization: token })
    ).data.bulk_price) {
      await fetch(`${window.LAPASAR_TEST_API}/products/bulk-price/${request.recid}`, {
        method: 'DELETE',
        headers: { Authorization: token },
      });
    }
  });
});

describe('lapasar-product-detail: add to compare', () => {
  it('asks a visitor to log in and adds nothing', async () => {
    await sdk.logout();
    await show(simple.product_id);
    await loaded();
    $<HTMLButtonElement>('[part="add-to-compare"]')!.click();
    await waitFor(() => sdk.$loginDialog.get().open);
    sdk.closeLoginDialog();
    expect(compare.called(/\/add\//)).to.have.length(0);
  });

  it('adds the product, says which group it joined, and the compare badge follows', async () => {
    const user = await apiLogin('buyer@lapasar.test');
    await sdk.signIn(user);
    compare.state.items = [1, 2, 3, 4].map((id) => compareItem(id, 1));
    await show(simple.product_id);
    await loaded();
    const add = $<HTMLButtonElement>('[part="add-to-compare"]')!;
    expect(add.getAttribute('aria-label')).to.equal(`Add ${simple.product_name} to compare`);
    add.click();
    await waitFor(() => text('[part="toast"]') === `${simple.product_name} added to Comparison 2`);
    expect(compare.called(/\/add\/product$/).at(-1)!.body).to.deep.equal({
      by_id: String(user.by_id),
      product_id: String(simple.product_id),
    });
    await waitFor(() => sdk.$counts.get().compare === 5);
    await expectAccessible(element);
  });

  it('adds the chosen SKU of a product with variants', async () => {
    await show(withVariants.product_id);
    await loaded();
    const before = requests.calls(/variant-sku-details$/).length;
    for (const select of element.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="variant-select"]'))
      typeInto(select, select.options[1].value);
    await waitFor(() => requests.calls(/variant-sku-details$/).length > before);
    const call = requests.calls(/variant-sku-details$/).at(-1)!;
    const sku = await api<{ sku_id: number }>(`/products/${withVariants.product_id}/variant-sku-details?${call.searchParams.toString()}`);
    await nextFrames();
    $<HTMLButtonElement>('[part="add-to-compare"]')!.click();
    await waitFor(() => compare.called(/\/add\/sku$/).length === 1);
    expect(compare.called(/\/add\/sku$/)[0].body).to.deep.include({ sku_id: String(sku.sku_id) });
    await waitFor(() => text('[part="toast"]') === `${withVariants.product_name} added to Comparison 2`);
  });

  it("shows the server's message when the add fails", async () => {
    const restore = compare.answer(/\/add\/product$/, () =>
      Response.json({ error: 'Compare is unavailable right now', code: 'unavailable' }, { status: 503 }),
    );
    await show(simple.product_id);
    await loaded();
    $<HTMLButtonElement>('[part="add-to-compare"]')!.click();
    await waitFor(() => text('[part="toast"]') === 'Compare is unavailable right now');
    restore();
  });
});
