import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { AddToCartResponse, CompareItem, WishlistUpdateResponse } from '../../src/api/types';
import { fakeApi, json, type FakeRequest } from './fake-api';
import { compareItem, fakeCompareApi } from './fake-compare';
import { apiLogin, expectAccessible, inShadow, interceptNavigation, loadSdk, nextFrames, typeInto, waitFor } from './support';

const LOCATION = { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' };

const compare = fakeCompareApi();
// The cart and wishlist answers the compare table's buttons get.
const shop = fakeApi(
  (path) => path === '/api/cart/add' || path === '/api/wishlist/update',
  ({ path, body }: FakeRequest) => {
    if (path === '/api/wishlist/update') return json(200, { success: true, total_wishlist: 6 } satisfies WishlistUpdateResponse);
    const { sku_id, product_id, quantity, price } = body as { sku_id: number; product_id: number; quantity: number; price: number };
    return json(200, {
      success: true,
      message: 'Added to cart',
      cartCount: 9,
      data: { cartCount: 9, item: { sku_id, product_id, quantity, price } },
    } satisfies AddToCartResponse);
  },
);
const sdk = await loadSdk({ location: LOCATION });
const navigations = interceptNavigation();
afterEach(() => {
  compare.reset();
  shop.reset();
});
// The counts stay mounted, so a count read here is what the table set.
sdk.$counts.listen(() => undefined);

let element: HTMLElement;

async function show(): Promise<HTMLElement> {
  element?.remove();
  element = document.createElement('lapasar-compare-table');
  document.body.append(element);
  await customElements.whenDefined('lapasar-compare-table');
  await waitFor(() => element.shadowRoot?.firstChild);
  return element;
}

const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
const all = <T extends Element = HTMLElement>(selector: string, root: ParentNode = element.shadowRoot!) => [
  ...root.querySelectorAll<T>(selector),
];
const text = (selector: string) => $(selector)?.textContent ?? '';
const button = (label: string) => all<HTMLButtonElement>('button').find((node) => node.textContent === label);
const labelled = <T extends Element = HTMLButtonElement>(label: string) =>
  all<T>('[aria-label]').find((node) => node.getAttribute('aria-label') === label)!;
const group = (n: number) => all('[part="group"]').find((node) => node.getAttribute('aria-label') === `Comparison ${n}`);
const groupTitles = () => all('[part="group"]').map((node) => node.getAttribute('aria-label'));
const namesIn = (n: number) => all('[part="product-name"]', group(n)!).map((link) => link.textContent);
/** A group's table as text: each row's label and cells. */
const rowsOf = (n: number) => [...group(n)!.querySelector('table')!.rows].map((row) => [...row.cells].map((cell) => cell.textContent));
const cartButton = (name: string) =>
  all<HTMLButtonElement>('[part="add-to-cart"]').find((node) => node.getAttribute('aria-label')!.endsWith(`: ${name}`))!;
const active = () => element.shadowRoot!.activeElement;
const listCalls = () => compare.called(/ \/corporate\/marketplace\/compare\/list$/).length;

// Fixtures: group 1 holds three products, group 2 the full four.
const broken = 'data:image/png;base64,AAAA';
function seed(): CompareItem[] {
  return [
    compareItem(4, 2, { shipping: { charge: 'Not Available', charge_number: 0, shipping_restricted: true } }),
    // Its second SKU is sold from 4 units, above the product's MOQ of 2.
    compareItem(1, 1, {
      skus: [
        { recid: 10, sku: 'SKU-1-A', label: 'Size: S', price: 10, marketplace_price: null, moq: 2, total_stock: 40 },
        { recid: 11, sku: 'SKU-1-B', label: 'Size: M', price: 12.5, marketplace_price: null, moq: 4, total_stock: 40 },
      ],
    }),
    compareItem(2, 1, {
      thumb: broken,
      skus: [{ recid: 20, sku: 'SKU-2', label: null, price: 7, marketplace_price: null, moq: 2, total_stock: 40 }],
      delivery_term_from: null,
      delivery_term_to: null,
      features: [],
    }),
    compareItem(3, 1, { availability: 'N' }),
    compareItem(5, 2, { skus: [] }),
    // SKUs without variant options go by their codes.
    compareItem(6, 2, {
      skus: [
        { recid: 60, sku: 'SKU-6-A', label: null, price: 10, marketplace_price: null, moq: 2, total_stock: 40 },
        { recid: 61, sku: 'SKU-6-B', label: null, price: 12.5, marketplace_price: null, moq: 2, total_stock: 40 },
      ],
    }),
    compareItem(7, 2),
  ];
}

async function showGroups(items: CompareItem[] = seed()): Promise<void> {
  compare.state.items = items;
  await show();
  await waitFor(() => $('[part="group-table"]'));
}

describe('lapasar-compare-table for a visitor', () => {
  it('asks to sign in and loads nothing', async () => {
    await show();
    await waitFor(() => $('[part="sign-in"]'));
    expect(text('[part="title"]')).to.equal('PRODUCTS COMPARE');
    expect(text('[part="sign-in"] p')).to.equal('Please sign in to compare products.');
    expect(listCalls()).to.equal(0);
    button('Sign In')!.click();
    await waitFor(() => sdk.$loginDialog.get().open);
    sdk.closeLoginDialog();
  });
});

describe('lapasar-compare-table', () => {
  let buyerId: number;
  before(async () => {
    const user = await apiLogin('buyer@lapasar.test');
    buyerId = user.by_id;
    await sdk.signIn(user);
  });

  it("shows 'Loading your comparisons...' until the list answers, and asks for the buyer's own", async () => {
    compare.state.items = seed();
    const release = compare.hold(/\/list$/);
    await show();
    await waitFor(() => $('[part="loading"]'));
    expect(text('[part="loading"] [role="status"]')).to.equal('Loading your comparisons...');
    await expectAccessible(element);
    release();
    await waitFor(() => $('[part="group-table"]'));
    const list = compare.called(/\/list$/).at(-1)!;
    expect(list.body).to.deep.equal({ by_id: String(buyerId) });
    expect(list.headers.get('content-type')).to.equal('application/x-www-form-urlencoded');
    expect(list.headers.get('authorization')).to.equal(`Bearer ${sdk.$token.get()}`);
  });

  it("shows 'Error loading comparisons', and Try Again loads the groups", async () => {
    compare.state.items = seed();
    const restore = compare.answer(/\/list$/, () => json(500, { error: 'down' }));
    await show();
    await waitFor(() => $('[part="error"]'));
    expect(text('[part="error"] h3')).to.equal('Error loading comparisons');
    expect($('[part="error"]')!.getAttribute('role')).to.equal('alert');
    await expectAccessible(element);
    restore();
    button('Try Again')!.click();
    await waitFor(() => $('[part="group-table"]'));
    expect(groupTitles()).to.deep.equal(['Comparison 1', 'Comparison 2']);
  });

  it('reads a 404 on the list as empty: the empty state with Continue Shopping', async () => {
    compare.state.items = [];
    await show();
    await waitFor(() => $('[part="empty"]'));
    expect(text('[part="empty"] h3')).to.equal('No items in your compare');
    expect(text('[part="empty"] p')).to.equal('Start adding items to your compare to see them here.');
    expect($('[part="export-pdf"]')).to.equal(null);
    await expectAccessible(element);
    $<HTMLAnchorElement>('[part="continue-shopping"]')!.click();
    expect(navigations.at(-1)).to.equal('/products');
  });

  it('shows the groups in order, each a table of 4 columns with Empty Slots and every row', async () => {
    await showGroups();
    expect(text('[part="breadcrumbs"]')).to.equal('HomeCompare');
    expect(groupTitles()).to.deep.equal(['Comparison 1', 'Comparison 2']);
    expect(namesIn(1)).to.deep.equal(['Product 1', 'Product 2', 'Product 3']);
    expect(all('[part="empty-slot"]', group(1)).map((slot) => slot.textContent)).to.deep.equal(['Empty Slot']);
    expect(all('[part="empty-slot"]', group(2))).to.have.length(0);
    const rows = rowsOf(1);
    expect(rows.map((row) => row[0])).to.deep.equal([
      'Summary',
      'Variant',
      'Features',
      'Vendor',
      'Delivery Term',
      'Vendor Rating',
      'Shipping Charge',
      'Minimum Order Quantity',
    ]);
    expect(rows.every((row) => row.length === 5)).to.equal(true);
    expect(rows.slice(1).map((row) => row.slice(2))).to.deep.equal([
      ['N/A', 'Size: SSize: M', ''],
      ['N/A', 'Colour: Blue', ''],
      ['VNDR-000007', 'VNDR-000007', ''],
      ['Not specified', '3-5 days', ''],
      [`★★★★☆ (12 reviews)Rated 4 out of 5 from 12 reviews`, `★★★★☆ (12 reviews)Rated 4 out of 5 from 12 reviews`, ''],
      ['RM 12.00', 'RM 12.00', ''],
      ['2', '2', ''],
    ]);
    expect(rows[1][1]).to.equal('Size: SSize: M');
    expect([...labelled<HTMLSelectElement>('Variant of Product 1').options].map((option) => option.textContent)).to.deep.equal([
      'Size: S',
      'Size: M',
    ]);
    expect([...labelled<HTMLSelectElement>('Variant of Product 6').options].map((option) => option.textContent)).to.deep.equal([
      'SKU-6-A',
      'SKU-6-B',
    ]);
    expect(all('[part="price"]', group(1)).map((price) => price.textContent)).to.deep.equal(['RM 10.00', 'RM 7.00', 'RM 10.00']);
    // Product 2's image is broken, the others have none: all show the placeholder.
    await waitFor(() => all('[part="image-placeholder"]', group(1)).length === 3);
    expect(labelled('Move Product 1 to').tagName).to.equal('SELECT');
    await expectAccessible(element);
  });

  it('collapses and expands a group, telling its state', async () => {
    const toggle = group(1)!.querySelector<HTMLButtonElement>('[part="group-toggle"]')!;
    const body = element.shadowRoot!.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'false');
    expect(body.hidden).to.equal(true);
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true');
    expect(body.hidden).to.equal(false);
  });

  it('disables add to cart when out of stock, not shipped to the location, or without a SKU', async () => {
    expect(cartButton('Product 1').disabled).to.equal(false);
    expect(cartButton('Product 3').disabled).to.equal(true);
    expect(cartButton('Product 3').textContent).to.equal('Out of Stock');
    expect(cartButton('Product 4').disabled).to.equal(true);
    expect(cartButton('Product 4').title).to.equal("Vendor doesn't ship to your location");
    expect(all('[part="not-shipped"]', group(2)).map((node) => node.textContent)).to.deep.equal(["Vendor doesn't ship to your location"]);
    expect(cartButton('Product 5').disabled).to.equal(true);
    expect(all('[part="price"]', group(2))[1].textContent).to.equal('N/A');
  });

  it('opens quick add at the MOQ with the rule and the line total, adds what it shows, and the cart badge follows', async () => {
    const before = shop.called(/\/cart\/add$/).length;
    cartButton('Product 1').click();
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[part="quick-add"][open]'));
    // Nothing goes to the cart before the buyer has seen the quantity, the rule and the total.
    expect(shop.called(/\/cart\/add$/)).to.have.length(before);
    const input = dialog.querySelector<HTMLInputElement>('[part="quantity"] input')!;
    expect(input.value).to.equal('2');
    expect(dialog.querySelector('[part="quick-add-moq"]')!.textContent).to.equal('Minimum order quantity: 2 units');
    expect(dialog.querySelector('[part="quick-add-total"]')!.textContent).to.equal('Line total: RM 20.00 (2 x RM 10.00)');
    await expectAccessible(element);
    // Below the MOQ is not offered.
    expect(dialog.querySelector<HTMLButtonElement>('[aria-label="Decrease quantity"]')!.disabled).to.equal(true);
    dialog.querySelector<HTMLButtonElement>('[aria-label="Increase quantity"]')!.click();
    await waitFor(() => dialog.querySelector('[part="quick-add-total"]')!.textContent === 'Line total: RM 30.00 (3 x RM 10.00)');
    dialog.querySelector<HTMLButtonElement>('[part="quick-add-submit"]')!.click();
    await waitFor(() => shop.called(/\/cart\/add$/).length === before + 1);
    expect(shop.called(/\/cart\/add$/).at(-1)!.body).to.deep.equal({
      sku_id: 10,
      sl_id: 7,
      product_id: 1,
      product_name: 'Product 1',
      quantity: 3,
      price: 10,
    });
    await waitFor(() => text('[part="toast"]') === '3 x Product 1 added to cart');
    expect(sdk.$counts.get().cart).to.equal(9);
    // Closed after 1.5 s: the element leaves the page.
    await waitFor(() => !dialog.isConnected, 3000);
  });

  it("shows the cart's reason in quick add and moves the quantity to the MOQ it names", async () => {
    const restore = shop.answer(/\/cart\/add$/, () => json(400, { error: 'Minimum order quantity for Product 6 is 5' }));
    cartButton('Product 6').click();
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[part="quick-add"][open]'));
    dialog.querySelector<HTMLButtonElement>('[part="quick-add-submit"]')!.click();
    await waitFor(() => dialog.querySelector('[part="quick-add-error"]')?.textContent === 'Minimum order quantity for Product 6 is 5');
    restore();
    expect(dialog.querySelector<HTMLInputElement>('[part="quantity"] input')!.value).to.equal('5');
    dialog.querySelector<HTMLButtonElement>('[aria-label="Close"]')!.click();
    await waitFor(() => !dialog.isConnected);
  });

  it('adds a product to the wishlist and the wishlist badge follows', async () => {
    labelled('Add Product 2 to wishlist').click();
    await waitFor(() => text('[part="toast"]') === 'Product 2 added to your wishlist');
    expect(shop.called(/\/wishlist\/update$/).at(-1)!.body).to.deep.equal({ product_id: 2, action_type: 'add' });
    expect(sdk.$counts.get().wishlist).to.equal(6);
  });

  it("saves a new variant, and the price and the cart take it, quick add holding the SKU's own MOQ", async () => {
    const release = compare.hold(/\/update$/);
    typeInto(labelled<HTMLSelectElement>('Variant of Product 1'), '11');
    await waitFor(() => compare.called(/\/update$/).length === 1);
    // While the variant is saved the button waits, and says nothing is being added.
    await waitFor(() => cartButton('Product 1').disabled);
    expect(cartButton('Product 1').textContent).to.equal('Add to Cart');
    release();
    expect(compare.called(/\/update$/)[0].body).to.deep.equal({ compare_id: '1001', product_id: '1', sku_id: '11' });
    await waitFor(() => all('[part="price"]', group(1))[0].textContent === 'RM 12.50');
    expect(labelled<HTMLSelectElement>('Variant of Product 1').value).to.equal('11');
    cartButton('Product 1').click();
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[part="quick-add"][open]'));
    expect(dialog.querySelector('[part="quick-add-moq"]')!.textContent).to.equal('Minimum order quantity: 4 units');
    expect(dialog.querySelector('[part="quick-add-total"]')!.textContent).to.equal('Line total: RM 50.00 (4 x RM 12.50)');
    const before = shop.called(/\/cart\/add$/).length;
    dialog.querySelector<HTMLButtonElement>('[part="quick-add-submit"]')!.click();
    await waitFor(() => shop.called(/\/cart\/add$/).length === before + 1);
    expect(shop.called(/\/cart\/add$/).at(-1)!.body).to.include({ sku_id: 11, price: 12.5, quantity: 4 });
  });

  it('moves a product at once, then reloads the groups from the server', async () => {
    const select = labelled<HTMLSelectElement>('Move Product 6 to');
    // Group 1 has room; group 3 is the new one.
    expect([...select.options].map((option) => option.textContent)).to.deep.equal(['Comparison 2', 'Comparison 1', 'New Comparison (3)']);
    const release = compare.hold(/\/move$/);
    typeInto(select, '1');
    await waitFor(() => namesIn(1).includes('Product 6'));
    expect(namesIn(2)).to.deep.equal(['Product 4', 'Product 5', 'Product 7']);
    expect(compare.state.items.find((item) => item.product_id === 6)!.group_id).to.equal(2);
    const lists = listCalls();
    release();
    await waitFor(() => listCalls() > lists);
    expect(compare.called(/\/move$/)[0].body).to.deep.equal({ compare_id: '1006', group_id: '1' });
    expect(compare.state.items.find((item) => item.product_id === 6)!.group_id).to.equal(1);
    expect(all('[part="empty-slot"]', group(1))).to.have.length(0);
    // Group 1 is full now: it is no longer offered.
    expect([...labelled<HTMLSelectElement>('Move Product 7 to').options].map((option) => option.textContent)).to.deep.equal([
      'Comparison 2',
      'New Comparison (3)',
    ]);
  });

  it("puts a refused move back with the server's reason", async () => {
    const restore = compare.answer(/\/move$/, () => json(409, { error: 'Comparison Group 3 already has 4 products.' }));
    const lists = listCalls();
    typeInto(labelled<HTMLSelectElement>('Move Product 7 to'), '3');
    await waitFor(() => group(3));
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[part="alert"][open]'));
    expect(dialog.textContent).to.contain('Comparison Group 3 already has 4 products.');
    await waitFor(() => listCalls() > lists);
    await waitFor(() => !group(3));
    expect(namesIn(2)).to.deep.equal(['Product 4', 'Product 5', 'Product 7']);
    restore();
    dialog.querySelector<HTMLButtonElement>('[part="alert-ok"]')!.click();
    await waitFor(() => !dialog.open);
  });

  it('moves the only product of a group to a new group, leaving the old one empty until the reload', async () => {
    await showGroups([compareItem(1, 1), compareItem(2, 2)]);
    const release = compare.hold(/\/move$/);
    typeInto(labelled<HTMLSelectElement>('Move Product 2 to'), '3');
    await waitFor(() => text('[part="group-empty"]') === 'No products added to comparison 2');
    expect(namesIn(3)).to.deep.equal(['Product 2']);
    release();
    await waitFor(() => !group(2));
    expect(groupTitles()).to.deep.equal(['Comparison 1', 'Comparison 3']);
  });

  it('removes a product, then a group, and the compare badge follows', async () => {
    await showGroups();
    labelled('Remove Product 2 from compare').click();
    await waitFor(() => !namesIn(1).includes('Product 2'));
    expect(compare.called(/\/remove$/)[0].body).to.deep.equal({ compare_id: '1002' });
    await waitFor(() => sdk.$counts.get().compare === 6);
    expect(text('[part="toast"]')).to.equal('Product 2 removed from compare');
    labelled('Remove Comparison 2').click();
    await waitFor(() => !group(2));
    expect(compare.called(/\/remove\/group$/)[0].body).to.deep.equal({ by_id: String(buyerId), group_id: '2' });
    await waitFor(() => sdk.$counts.get().compare === 2);
  });

  it('downloads the PDF and the Excel file the server makes', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob) => {
      const url = createObjectURL(blob);
      blobs.set(url, blob);
      return url;
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.push({ name: this.download, blob: blobs.get(this.href)! });
      else click.call(this);
    };
    try {
      button('EXPORT PDF')!.click();
      await waitFor(() => saved.length === 1);
      // Both buttons wait while a file is being made; a buyer clicks the next once it is enabled again.
      const excel = await waitFor(() => {
        const found = button('EXPORT EXCEL');
        return found && !found.disabled ? found : null;
      });
      excel.click();
      await waitFor(() => saved.length === 2);
    } finally {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
    expect(saved.map((file) => [file.name, file.blob.type])).to.deep.equal([
      ['compare.pdf', 'application/pdf'],
      ['compare.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]);
    expect(await saved[0].blob.text()).to.equal('%PDF-1.7 compare');
    expect(compare.called(/\/export\/(pdf|excel)$/).map((call) => call.body)).to.deep.equal([
      { by_id: String(buyerId) },
      { by_id: String(buyerId) },
    ]);
  });

  it('says when an export fails', async () => {
    const restore = compare.answer(/\/export\/pdf$/, () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    button('EXPORT PDF')!.click();
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[part="alert"][open]'));
    expect(dialog.textContent).to.contain('Failed to export PDF: Service Unavailable');
    restore();
    dialog.querySelector<HTMLButtonElement>('[part="alert-ok"]')!.click();
    await waitFor(() => !dialog.open);
  });

  it('removes everything only after a confirmation, then shows the empty state', async () => {
    button('REMOVE ALL')!.click();
    const confirm = await waitFor(() => $<HTMLDialogElement>('dialog[part="confirm"][open]'));
    expect(confirm.textContent).to.contain('Remove every product from your compare?');
    await expectAccessible(element);
    [...confirm.querySelectorAll('button')].find((node) => node.textContent === 'Cancel')!.click();
    await waitFor(() => !confirm.open);
    expect(compare.called(/\/remove\/all$/)).to.have.length(0);
    button('REMOVE ALL')!.click();
    await waitFor(() => confirm.open);
    confirm.querySelector<HTMLButtonElement>('[part="confirm-remove-all"]')!.click();
    await waitFor(() => $('[part="empty"]'));
    expect(compare.called(/\/remove\/all$/)[0].body).to.deep.equal({ by_id: String(buyerId) });
    expect(sdk.$counts.get().compare).to.equal(0);
  });

  it('works by keyboard alone: collapse, expand, move, and REMOVE ALL', async () => {
    await showGroups();
    const moves = compare.called(/\/move$/).length;
    const removals = compare.called(/\/remove\/all$/).length;
    $<HTMLButtonElement>('[part="export-pdf"]')!.focus();
    const toggle = group(1)!.querySelector<HTMLButtonElement>('[part="group-toggle"]')!;
    for (let step = 0; step < 5 && active() !== toggle; step++) await sendKeys({ press: 'Tab' });
    expect(active()).to.equal(toggle);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'false');
    await sendKeys({ press: 'Space' });
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true');
    await sendKeys({ press: 'Tab' });
    expect(active()).to.equal(labelled('Remove Comparison 1'));
    await sendKeys({ press: 'Tab' });
    expect(active()).to.equal(labelled('Move Product 1 to'));
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => compare.called(/\/move$/).length === moves + 1);
    expect(compare.called(/\/move$/).at(-1)!.body).to.deep.equal({ compare_id: '1001', group_id: '3' });
    await waitFor(() => group(3) && namesIn(3).includes('Product 1'));
    $<HTMLButtonElement>('[part="remove-all"]')!.focus();
    await sendKeys({ press: 'Enter' });
    const confirm = await waitFor(() => $<HTMLDialogElement>('dialog[part="confirm"][open]'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !confirm.open);
    await nextFrames();
    expect(compare.called(/\/remove\/all$/)).to.have.length(removals);
  });
});
