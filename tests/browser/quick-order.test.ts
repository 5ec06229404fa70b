import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { QuickOrderAddResponse, QuickOrderCheckResponse, QuickOrderLineVerdict } from '../../src/api/types';
import { fakeApi, json, type FakeRequest } from './fake-api';
import { apiLogin, expectAccessible, inShadow, interceptNavigation, loadSdk, nextEvent, nextFrames, waitFor } from './support';

const LOCATION = { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' };

/* Typed fixtures: the reference server's quick order rules are exercised by the server suite. */

/** A line's verdict as the server answers it. */
function verdict(line: number, sku: string, overrides: Partial<QuickOrderLineVerdict> = {}): QuickOrderLineVerdict {
  return {
    line,
    sku,
    quantity: 2,
    order_quantity: 2,
    merged_lines: [],
    merged_into: null,
    sku_id: line * 10,
    product_id: line * 100,
    sl_id: 7,
    product_name: `Product ${sku}`,
    in_cart: 0,
    unit_price: 12.5,
    line_total: 25,
    status: 'ready',
    reason: null,
    ...overrides,
  };
}

const notShipped = {
  status: 'problem' as const,
  reason: 'The vendor does not provide shipping services to your location',
  unit_price: null,
  line_total: null,
};
const CHECKED: QuickOrderLineVerdict[] = [
  verdict(2, 'SKU-1-1', { quantity: 2, order_quantity: 5, merged_lines: [5], line_total: 62.5 }),
  verdict(3, 'NOPE', {
    status: 'problem',
    reason: 'Unknown SKU code',
    sku_id: null,
    product_id: null,
    sl_id: null,
    product_name: null,
    unit_price: null,
    line_total: null,
  }),
  verdict(4, 'SKU-2-1', { in_cart: 3 }),
  verdict(5, 'SKU-1-1', {
    quantity: 3,
    order_quantity: null,
    merged_into: 2,
    status: 'merged',
    reason: 'Merged into line 2',
    sku_id: null,
    product_id: null,
    sl_id: null,
    product_name: null,
    unit_price: null,
    line_total: null,
  }),
  verdict(6, 'SKU-3-1', notShipped),
];
const LIST = 'sku,quantity\nSKU-1-1,2\nNOPE,1\nSKU-2-1\t2\nSKU-1-1 3\nSKU-3-1,1';

const ready = (lines: QuickOrderLineVerdict[]) => lines.filter((line) => line.status === 'ready').length;
const added = (lines: QuickOrderLineVerdict[]) =>
  lines.map((line) => (line.status === 'ready' ? { ...line, status: 'added' as const } : line));

function serve(request: FakeRequest): Response {
  if (request.path === '/api/cart/quick-order/check')
    return json(200, { success: true, data: { lines: CHECKED, ready: ready(CHECKED) } } satisfies QuickOrderCheckResponse);
  const lines = added(CHECKED);
  return json(200, {
    success: true,
    message: '2 line(s) added to cart',
    cartCount: 9,
    data: { lines, added: 2, cartCount: 9 },
  } satisfies QuickOrderAddResponse);
}

const server = fakeApi((path) => path.startsWith('/api/cart/quick-order'), serve);
const sdk = await loadSdk({ location: LOCATION });
const navigations = interceptNavigation();
afterEach(() => server.reset());
// The counts stay mounted, so a count read here is what the quick order set.
sdk.$counts.listen(() => undefined);

let element: HTMLElement;

async function show(): Promise<HTMLElement> {
  element?.remove();
  element = document.createElement('lapasar-quick-order');
  document.body.append(element);
  await customElements.whenDefined('lapasar-quick-order');
  await waitFor(() => element.shadowRoot?.firstChild);
  return element;
}

const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
const all = <T extends Element = HTMLElement>(selector: string) => [...element.shadowRoot!.querySelectorAll<T>(selector)];
const text = (selector: string) => $(selector)?.textContent ?? '';
const list = () => $<HTMLTextAreaElement>('textarea[part="list"]')!;
const checkButton = () => $<HTMLButtonElement>('[part="check"]')!;
const addButton = () => $<HTMLButtonElement>('[part="add"]');
const fileInput = () => $<HTMLInputElement>('input[part="file"]')!;

/** Types into the text area the way React notices. */
function paste(value: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(list(), value);
  list().dispatchEvent(new Event('input', { bubbles: true }));
}

/** Chooses a file in the file input, as the picker would. */
function choose(file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  fileInput().files = transfer.files;
  fileInput().dispatchEvent(new Event('change', { bubbles: true }));
}

const rows = () => all<HTMLTableRowElement>('[part="preview-table"] tbody tr').map((row) => [...row.cells].map((cell) => cell.textContent));

describe('lapasar-quick-order for a visitor', () => {
  it('asks to sign in, sends nothing, and is accessible', async () => {
    await show();
    await waitFor(() => $('[part="sign-in"]'));
    expect(text('[part="sign-in"] p')).to.equal('Please sign in to place a quick order.');
    expect($('textarea')).to.equal(null);
    await expectAccessible(element);
    all<HTMLButtonElement>('button')
      .find((node) => node.textContent === 'Sign In')!
      .click();
    await waitFor(() => sdk.$loginDialog.get().open);
    sdk.closeLoginDialog();
    expect(server.calls).to.have.length(0);
  });
});

describe('lapasar-quick-order for a buyer', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });

  beforeEach(async () => {
    server.calls.splice(0);
    await show();
    await waitFor(() => $('textarea'));
  });

  it('labels its fields and says where the lines are checked for', async () => {
    expect(list().labels?.[0].textContent).to.equal('SKU codes and quantities');
    expect(fileInput().labels?.[0].textContent).to.equal('Or upload a CSV file');
    expect(fileInput().accept).to.contain('.csv');
    expect(text('[part="location"]')).to.equal('Checked for delivery to Petaling, Selangor.');
    expect(checkButton().disabled).to.equal(true);
    expect(addButton()).to.equal(null);
    await expectAccessible(element);
  });

  it('checks the list by keyboard and previews every line with its status in words', async () => {
    list().focus();
    paste(LIST);
    await nextFrames();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(element.shadowRoot!.activeElement).to.equal(checkButton());
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('[part="preview"]'));
    expect(server.called(/^POST \/api\/cart\/quick-order\/check$/).map((call) => call.body)).to.deep.equal([{ text: LIST }]);
    expect(text('[part="preview-summary"]')).to.equal('2 of 5 lines can go to the cart.');
    expect(rows()).to.deep.equal([
      ['2', 'SKU-1-1', 'Product SKU-1-1', '5 (with line 5)', 'RM 12.50', 'RM 62.50', 'Ready'],
      ['3', 'NOPE', '—', '2', '—', '—', 'Cannot be added: Unknown SKU code'],
      ['4', 'SKU-2-1', 'Product SKU-2-13 already in cart', '2', 'RM 12.50', 'RM 25.00', 'Ready'],
      ['5', 'SKU-1-1', '—', '3', '—', '—', 'Merged into line 2'],
      ['6', 'SKU-3-1', 'Product SKU-3-1', '2', '—', '—', 'Cannot be added: The vendor does not provide shipping services to your location'],
    ]);
    expect([...$<HTMLTableElement>('[part="preview-table"]')!.tHead!.rows[0].cells].map((cell) => cell.textContent)).to.deep.equal([
      'Line',
      'SKU code',
      'Product',
      'Quantity',
      'Unit price',
      'Line total',
      'Status',
    ]);
    expect(addButton()!.textContent).to.equal('Add 2 valid lines to cart');
    expect(server.called(/^POST \/api\/cart\/quick-order$/)).to.have.length(0);
    await expectAccessible(element);
  });

  it('adds the valid lines in one request, reports each line, fires lapasar-add-to-cart and sets the cart count', async () => {
    paste(LIST);
    checkButton().click();
    await waitFor(() => addButton());
    const events: CustomEvent[] = [];
    const listen = (event: Event) => events.push(event as CustomEvent);
    element.addEventListener('lapasar-add-to-cart', listen);
    const fired = nextEvent(element, 'lapasar-add-to-cart');
    addButton()!.click();
    await fired;
    await waitFor(() => $('[part="report"]'));
    element.removeEventListener('lapasar-add-to-cart', listen);
    expect(server.called(/^POST \/api\/cart\/quick-order$/).map((call) => call.body)).to.deep.equal([{ text: LIST }]);
    expect(
      events.map((event) => [event.detail.sku_id, event.detail.quantity, event.detail.cartCount, event.bubbles && event.composed]),
    ).to.deep.equal([
      [20, 5, 9, true],
      [40, 2, 9, true],
    ]);
    expect(sdk.$counts.get().cart).to.equal(9);
    expect($('[part="report-region"]')!.getAttribute('aria-live')).to.equal('polite');
    expect(text('[part="report-summary"]')).to.equal(
      '2 line(s) added to cart. 2 line(s) not added. 1 duplicate line(s) merged into an earlier line of the same SKU.',
    );
    expect(all('[part="report-table"] [part="line-status"]').map((cell) => cell.textContent)).to.deep.equal([
      'Added',
      'Cannot be added: Unknown SKU code',
      'Added',
      'Merged into line 2',
      'Cannot be added: The vendor does not provide shipping services to your location',
    ]);
    expect(addButton()).to.equal(null);
    expect($('[part="preview"]')).to.equal(null);
    $<HTMLAnchorElement>('[part="view-cart"]')!.click();
    expect(navigations.at(-1)).to.equal('/cart');
    await expectAccessible(element);
  });

  it('asks for a new check once the list changes', async () => {
    paste(LIST);
    checkButton().click();
    await waitFor(() => addButton());
    paste(`${LIST}\nSKU-9-1,1`);
    await nextFrames();
    expect(addButton()).to.equal(null);
    expect($('[part="preview"]')).to.equal(null);
  });

  it('says so when no line can go to the cart, and offers no Add', async () => {
    const stop = server.answer(/^POST \/api\/cart\/quick-order\/check$/, () =>
      json(200, { success: true, data: { lines: [CHECKED[1]], ready: 0 } } satisfies QuickOrderCheckResponse),
    );
    paste('NOPE,1');
    checkButton().click();
    await waitFor(() => $('[part="preview"]'));
    stop();
    expect(text('[part="preview-summary"]')).to.equal('No line can go to the cart. Correct the lines and check again.');
    expect(addButton()).to.equal(null);
  });

  it('refuses too many lines here, without asking the server', async () => {
    paste(Array.from({ length: 201 }, (_, index) => `SKU-${index},1`).join('\n'));
    checkButton().click();
    await waitFor(() => text('[part="error"]'));
    expect(text('[part="error"]')).to.equal(
      'A quick order takes at most 200 lines at a time; this list has 201. Split it into smaller lists.',
    );
    expect($('[part="error"]')!.getAttribute('role')).to.equal('alert');
    expect(server.calls).to.have.length(0);
  });

  it("shows the server's reason when it refuses the list", async () => {
    const stop = server.answer(/^POST \/api\/cart\/quick-order\/check$/, () =>
      json(400, { error: 'text: must be plain text: letters, digits, commas, tabs and line breaks' }),
    );
    paste('SKU-1-1,1');
    checkButton().click();
    await waitFor(() => text('[part="error"]'));
    stop();
    expect(text('[part="error"]')).to.equal('text: must be plain text: letters, digits, commas, tabs and line breaks');
    expect($('[part="preview"]')).to.equal(null);
  });

  it('reads a CSV file into the list and checks it', async () => {
    const csv = 'sku,quantity\r\nSKU-1-1,2\r\n';
    choose(new File([csv], 'order.csv', { type: 'text/csv' }));
    await waitFor(() => $('[part="preview"]'));
    // A text area keeps line breaks as \n; the list goes as the file holds it.
    expect(list().value).to.equal(csv.replace(/\r\n/g, '\n'));
    expect(text('[part="file-loaded"]')).to.equal('Loaded order.csv.');
    expect(server.called(/^POST \/api\/cart\/quick-order\/check$/).map((call) => call.body)).to.deep.equal([{ text: csv }]);
  });

  it('refuses a file that is not text, or too large, and sends nothing', async () => {
    choose(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])], 'order.xlsx.csv', { type: 'text/csv' }));
    await waitFor(() => text('[part="error"]'));
    expect(text('[part="error"]')).to.equal(
      'This file is not a CSV text file. Upload a .csv file with a SKU code and a quantity on each line.',
    );
    choose(new File(['A,1\n'.repeat(9000)], 'big.csv', { type: 'text/csv' }));
    await waitFor(() => text('[part="error"]').startsWith('The list is larger'));
    expect(text('[part="error"]')).to.equal('The list is larger than 32 KB. Split it into smaller lists.');
    expect(list().value).to.equal('');
    expect(server.calls).to.have.length(0);
  });

  it('keeps a narrow element from scrolling sideways: the table scrolls in its own box', async () => {
    element.style.display = 'block';
    element.style.width = '390px';
    paste(LIST);
    checkButton().click();
    await waitFor(() => $('[part="preview"]'));
    await nextFrames();
    const box = $('[part="preview-table-scroll"]')!;
    expect(getComputedStyle(box).overflowX).to.equal('auto');
    expect(box.scrollWidth).to.be.greaterThan(box.clientWidth);
    const root = $('[part="quick-order"]')!;
    expect(root.scrollWidth).to.be.at.most(390);
    await expectAccessible(element);
    element.style.width = '';
  });
});
