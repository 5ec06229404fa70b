import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { ChangeListLineRequest, ListCartResponse, ShareListRequest, ShoppingList, ShoppingListLine } from '../../src/api/types';
import { fakeApi, json, type FakeRequest } from './fake-api';
import { apiLogin, expectAccessible, inShadow, interceptNavigation, loadSdk, typeInto, waitFor } from './support';

const LOCATION = { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' };
const OWNER = { id: 1, name: 'Aisyah Rahman' };
const COLLEAGUES = [
  { id: 21, name: 'Nurul Huda', email: 'nurul@lapasar.test' },
  { id: 22, name: 'Zainal Abidin', email: 'zainal@lapasar.test' },
];

/* Typed list fixtures: the reference server's list routes are exercised by the server suite. */

function line(id: number, overrides: Partial<ShoppingListLine> = {}): ShoppingListLine {
  return {
    id,
    product_id: id * 10,
    product_name: `Product ${id}`,
    sku_id: id * 100,
    sku: `SKU-${id}`,
    variant_label: null,
    moq: 1,
    quantity: 1,
    note: '',
    unit_price: 10,
    line_total: 10,
    availability: 'Y',
    total_stock: 100,
    ...overrides,
  };
}

function list(id: number, name: string, lines: ShoppingListLine[], overrides: Partial<ShoppingList> = {}): ShoppingList {
  return {
    id,
    name,
    access: 'owner',
    owner: OWNER,
    line_count: lines.length,
    updated_at: '2026-11-27T08:00:00.000Z',
    lines,
    shares: [],
    total: 0,
    ...overrides,
  };
}

/** The list with its line totals and total as the server computes them. */
function priced(entry: ShoppingList): ShoppingList {
  const lines = entry.lines.map((item) => ({ ...item, line_total: Math.round(item.unit_price * item.quantity * 100) / 100 }));
  return { ...entry, lines, line_count: lines.length, total: lines.reduce((sum, item) => sum + item.line_total, 0) };
}

/** Answers the list calls (and the counts) from memory; everything else reaches the reference server. */
function fakeListsApi() {
  const state = { lists: [] as ShoppingList[], cartCount: 0, nextId: 100 };
  const find = (id: string) => state.lists.find((entry) => entry.id === Number(id));
  const summary = ({ lines: _lines, shares: _shares, total: _total, ...rest }: ShoppingList) => rest;
  const answer = (entry: ShoppingList) => json(200, { success: true, data: priced(entry) });

  const serve = ({ method, path, body }: FakeRequest): Response => {
    if (path === '/api/wishlist/count') return json(200, { success: true, count: 4 });
    if (path === '/api/cart/count') return json(200, { success: true, count: state.cartCount });
    if (method === 'GET' && path === '/api/lists')
      return json(200, { success: true, data: state.lists.map((entry) => summary(priced(entry))) });
    if (method === 'GET' && path === '/api/lists/colleagues') return json(200, { success: true, data: COLLEAGUES });
    if (method === 'POST' && path === '/api/lists') {
      const created = list(state.nextId++, (body as { name: string }).name.trim(), []);
      state.lists.push(created);
      return json(201, { success: true, data: created });
    }
    const match = path.match(/^\/api\/lists\/(\d+)(?:\/(lines|shares|cart))?(?:\/(\d+))?$/);
    const entry = match && find(match[1]);
    if (!match || !entry) return json(404, { error: 'List not found' });
    const [, , sub, lineId] = match;
    if (!sub && method === 'GET') return answer(entry);
    if (!sub && method === 'PATCH') return answer(Object.assign(entry, { name: (body as { name: string }).name }));
    if (!sub && method === 'DELETE') {
      state.lists = state.lists.filter((candidate) => candidate !== entry);
      return json(200, { success: true });
    }
    if (sub === 'lines' && method === 'PATCH') {
      const change = body as ChangeListLineRequest;
      const target = entry.lines.find((candidate) => candidate.id === Number(lineId))!;
      if (change.quantity !== undefined && change.quantity < target.moq)
        return json(400, { error: `Minimum order quantity for ${target.product_name} is ${target.moq}` });
      Object.assign(target, change);
      return answer(entry);
    }
    if (sub === 'lines' && method === 'DELETE') {
      entry.lines = entry.lines.filter((candidate) => candidate.id !== Number(lineId));
      return answer(entry);
    }
    if (sub === 'shares') {
      entry.shares = (body as ShareListRequest).shares
        .map((share) => ({
          ...COLLEAGUES.find((colleague) => colleague.id === share.user_id)!,
          user_id: share.user_id,
          permission: share.permission,
        }))
        .map(({ id: _id, ...share }) => share);
      return answer(entry);
    }
    if (sub === 'cart') {
      const lines: ListCartResponse['lines'] = entry.lines.map((item) =>
        item.availability === 'Y'
          ? { line_id: item.id, product_name: item.product_name, added: true, quantity: item.quantity }
          : { line_id: item.id, product_name: item.product_name, added: false, reason: `${item.product_name} is out of stock` },
      );
      state.cartCount += lines.filter((outcome) => outcome.added).length;
      return json(200, { success: true, cartCount: state.cartCount, lines } satisfies ListCartResponse);
    }
    return json(404, { error: 'Not found' });
  };
  const api = fakeApi((path) => path.startsWith('/api/lists') || path === '/api/wishlist/count' || path === '/api/cart/count', serve);
  return { state, ...api };
}

const server = fakeListsApi();
const sdk = await loadSdk({ location: LOCATION });
const navigations = interceptNavigation();
sdk.$counts.listen(() => undefined);
afterEach(() => {
  server.reset();
  server.calls.splice(0);
});

let element: HTMLElement;

async function show(listId?: number): Promise<HTMLElement> {
  element?.remove();
  element = document.createElement('lapasar-shopping-lists');
  if (listId !== undefined) element.setAttribute('list-id', String(listId));
  document.body.append(element);
  await customElements.whenDefined('lapasar-shopping-lists');
  await waitFor(() => element.shadowRoot?.firstChild);
  return element;
}

const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
const all = <T extends Element = HTMLElement>(selector: string) => [...element.shadowRoot!.querySelectorAll<T>(selector)];
const part = <T extends Element = HTMLButtonElement>(name: string) => $<T>(`[part~="${name}"]`)!;
const dialog = (name: string) => $<HTMLDialogElement>(`dialog[part="${name}"]`)!;
const lineRow = (name: string) =>
  all('[part="list-line"]').find((row) => row.querySelector('[part="product-link"]')?.textContent === name)!;
const button = (root: ParentNode, label: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent === label)!;

/** Office supplies: a pen with an MOQ of 10 in blue, and a chair out of stock. */
const office = () =>
  list(7, 'Office supplies', [
    line(1, { product_name: 'Gel Pen', variant_label: 'Colour: Blue', sku: 'PEN-BLU', moq: 10, quantity: 12, unit_price: 2.5 }),
    line(2, { product_name: 'Chair', unit_price: 150, availability: 'N', total_stock: 0 }),
  ]);

describe('lapasar-shopping-lists for a visitor', () => {
  it('asks to sign in and loads nothing', async () => {
    await show();
    await waitFor(() => $('[part="sign-in"]'));
    expect(part('sign-in').querySelector('p')!.textContent).to.equal('Please sign in to view your shopping lists.');
    expect(server.called(/\/api\/lists/)).to.have.length(0);
  });
});

describe('lapasar-shopping-lists for a buyer', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });
  beforeEach(() => {
    server.state.lists = [office(), list(8, 'Pantry', [line(3)], { access: 'read', owner: { id: 5, name: 'Nurul Huda' } })];
    server.state.cartCount = 0;
  });

  it('lists the wishlist as the default list, the own lists and those shared with the buyer, and creates a list', async () => {
    await show();
    await waitFor(() => $('[part~="list-card"]'));
    const wishlist = part('wishlist-card');
    expect(wishlist.querySelector('a')!.getAttribute('href')).to.equal('/wishlist');
    await waitFor(() => wishlist.textContent!.includes('4 item(s)'));
    const own = all('[part="list-card"]');
    expect(own.map((card) => card.querySelector('a')!.textContent)).to.deep.equal(['Office supplies']);
    expect(own[0].querySelector('a')!.getAttribute('href')).to.equal('/lists/7');
    const shared = part('shared-list-card');
    expect(shared.querySelector('a')!.textContent).to.equal('Pantry');
    expect(shared.querySelector('[part="shared-by"]')!.textContent).to.equal('Shared by Nurul Huda');
    expect(shared.textContent).to.contain('View only');
    await expectAccessible(element);

    const form = part<HTMLFormElement>('create-list');
    const input = form.querySelector('input')!;
    typeInto(input, '   ');
    button(form, 'Create List').click();
    await waitFor(() => form.querySelector('[role="alert"]')?.textContent === 'Enter a name for the list');
    expect(server.called(/^POST \/api\/lists$/)).to.have.length(0);
    typeInto(input, '  Site visit  ');
    button(form, 'Create List').click();
    await waitFor(() => all('[part="list-card"]').length === 2);
    expect(server.called(/^POST \/api\/lists$/)[0].body).to.deep.equal({ name: 'Site visit' });
  });

  it("shows a list's lines with SKU, MOQ, a stepper that stops at the MOQ, notes and totals, saving changes", async () => {
    await show(7);
    await waitFor(() => lineRow('Gel Pen'));
    const pen = lineRow('Gel Pen');
    expect(pen.querySelector('[part="variant"]')!.textContent).to.equal('Colour: Blue');
    expect(pen.querySelector('[part="sku"]')!.textContent).to.equal('SKU: PEN-BLU');
    expect(pen.querySelector('[part="moq"]')!.textContent).to.equal('Minimum order quantity: 10');
    expect(pen.querySelector('[part="unit-price"]')!.textContent).to.contain('2.50');
    expect(pen.querySelector('[part="line-total"]')!.textContent).to.contain('30.00');
    expect(part('total').textContent).to.contain('180.00');
    await expectAccessible(element);

    const quantity = pen.querySelector<HTMLInputElement>('[part="quantity"] input')!;
    typeInto(quantity, '3');
    quantity.dispatchEvent(new FocusEvent('blur'));
    quantity.blur();
    await waitFor(() => server.called(/^PATCH \/api\/lists\/7\/lines\/1$/).length === 1);
    // Typed below the MOQ, the stepper keeps it at the MOQ.
    expect(server.called(/^PATCH \/api\/lists\/7\/lines\/1$/)[0].body).to.deep.equal({ quantity: 10 });
    await waitFor(() => lineRow('Gel Pen').querySelector('[part="line-total"]')!.textContent!.includes('25.00'));

    const note = lineRow('Gel Pen').querySelector<HTMLInputElement>('[part="note"]')!;
    note.focus();
    typeInto(note, 'Blue only');
    note.blur();
    await waitFor(() => server.called(/^PATCH \/api\/lists\/7\/lines\/1$/).length === 2);
    expect(server.called(/^PATCH \/api\/lists\/7\/lines\/1$/)[1].body).to.deep.equal({ note: 'Blue only' });

    lineRow('Chair').querySelector<HTMLButtonElement>('[part="remove"]')!.click();
    await waitFor(() => all('[part="list-line"]').length === 1);
    expect(part('total').textContent).to.contain('25.00');
  });

  it('adds the list to the cart and reports the lines that did not go, updating the cart count', async () => {
    await show(7);
    await waitFor(() => lineRow('Gel Pen'));
    part('add-to-cart').click();
    await waitFor(() => dialog('cart-report').open);
    expect(dialog('cart-report').querySelector('h2')!.textContent).to.equal('Partially Added to Cart');
    expect(part('cart-report-text').textContent).to.equal('Added 1 item(s) to cart. 1 item(s) failed.');
    expect(part('cart-report-errors').textContent).to.equal('Chair: Chair is out of stock');
    expect(sdk.$counts.get().cart).to.equal(1);
    await expectAccessible(element);
    part('cart-report-ok').click();
    await waitFor(() => !dialog('cart-report').open);
  });

  it('renames, shares with colleagues and deletes after a confirmation', async () => {
    await show(7);
    await waitFor(() => lineRow('Gel Pen'));
    part('rename').click();
    const rename = await waitFor(() => part<HTMLFormElement>('rename-form'));
    typeInto(rename.querySelector('input')!, 'Office 2027');
    button(rename, 'Save').click();
    await waitFor(() => part('title').textContent === 'Office 2027');
    expect(server.called(/^PATCH \/api\/lists\/7$/)[0].body).to.deep.equal({ name: 'Office 2027' });

    part('share').click();
    await waitFor(() => dialog('share-dialog').open && all('[part="colleague"]').length === 2);
    await expectAccessible(element);
    const [nurul, zainal] = all<HTMLSelectElement>('[part="share-permission"]');
    typeInto(nurul, 'edit');
    typeInto(zainal, 'read');
    part('share-save').click();
    await waitFor(() => !dialog('share-dialog').open);
    expect(server.called(/^PUT \/api\/lists\/7\/shares$/)[0].body).to.deep.equal({
      shares: [
        { user_id: 21, permission: 'edit' },
        { user_id: 22, permission: 'read' },
      ],
    });
    await waitFor(() => part('shared-with').textContent === 'Shared with Nurul Huda, Zainal Abidin');

    part('delete').click();
    await waitFor(() => dialog('confirm').open);
    expect(dialog('confirm').querySelector('h2')!.textContent).to.equal('Delete the list "Office 2027"? This cannot be undone.');
    part('confirm-cancel').click();
    await waitFor(() => !dialog('confirm').open);
    expect(server.called(/^DELETE \/api\/lists\/7$/)).to.have.length(0);
    part('delete').click();
    await waitFor(() => dialog('confirm').open);
    part('confirm-ok').click();
    await waitFor(() => navigations.at(-1) === '/lists');
    expect(server.called(/^DELETE \/api\/lists\/7$/)).to.have.length(1);
  });

  it('shows a list shared to view only without controls that change it, but with Add List to Cart', async () => {
    await show(8);
    await waitFor(() => lineRow('Product 3'));
    expect(part('shared-by').textContent).to.equal('Shared by Nurul Huda · View only');
    for (const name of ['rename', 'share', 'delete', 'remove', 'note'])
      expect($(`button[part="${name}"], input[part="${name}"]`), name).to.equal(null);
    expect(lineRow('Product 3').querySelector('input')).to.equal(null);
    expect(part('add-to-cart').disabled).to.equal(false);
    await expectAccessible(element);
  });

  it('says a list that is not there (or not shared with the buyer) is not found', async () => {
    await show(999);
    await waitFor(() => $('[part="error"]'));
    expect(part('error').querySelector('p')!.textContent).to.equal('List not found');
    expect(part<HTMLAnchorElement>('all-lists').getAttribute('href')).to.equal('/lists');
  });

  it('works with the keyboard: Share opens its dialog and Escape closes it', async () => {
    await show(7);
    await waitFor(() => lineRow('Gel Pen'));
    const active = () => element.shadowRoot!.activeElement as HTMLElement | null;
    part<HTMLAnchorElement>('all-lists').focus();
    for (let presses = 0; presses < 4 && active()?.getAttribute('part') !== 'share'; presses++) await sendKeys({ press: 'Tab' });
    expect(active()?.getAttribute('part')).to.equal('share');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialog('share-dialog').open);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog('share-dialog').open);
    // Focus goes back to Share.
    expect(active()?.getAttribute('part')).to.equal('share');
    for (let presses = 0; presses < 4 && active()?.getAttribute('part') !== 'add-to-cart'; presses++) await sendKeys({ press: 'Tab' });
    expect(active()?.getAttribute('part')).to.equal('add-to-cart');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialog('cart-report').open);
  });
});
