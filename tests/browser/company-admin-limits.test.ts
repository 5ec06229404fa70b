import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { apiLogin, expectAccessible, inShadow, loadSdk, typeInto, waitFor } from './support';
import { fakeCompanyLimits, priceLimit, SETTINGS } from './company-limits-fake';
import { json } from './fake-api';

const server = fakeCompanyLimits();
const sdk = await loadSdk({ location: { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' } });
afterEach(() => {
  server.reset();
  server.calls.splice(0);
  audit?.remove();
});

let element: HTMLElement;
let audit: HTMLElement | undefined;

async function show(section: 'limits' | 'settings'): Promise<HTMLElement> {
  element?.remove();
  element = document.createElement('lapasar-company-admin');
  element.setAttribute('section', section);
  document.body.append(element);
  await customElements.whenDefined('lapasar-company-admin');
  return element;
}

/** An audit log beside the page, as an intranet might show both: it must read again after each change. */
async function showAudit(): Promise<() => number> {
  audit = document.createElement('lapasar-company-admin');
  audit.setAttribute('section', 'audit');
  document.body.append(audit);
  const reads = () => server.called(/^GET \/api\/company\/audit$/).length;
  await waitFor(() => reads() === 1);
  return reads;
}

const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
const all = <T extends Element = HTMLElement>(selector: string) => [...element.shadowRoot!.querySelectorAll<T>(selector)];
const part = <T extends Element = HTMLButtonElement>(name: string) => $<T>(`[part~="${name}"]`)!;
const row = (text: string) => all('[part="limit"]').find((candidate) => candidate.textContent?.includes(text))!;
const focused = () => {
  const active = element.shadowRoot!.activeElement;
  return active?.getAttribute('aria-label') ?? active?.getAttribute('name') ?? active?.textContent ?? null;
};
const field = <T extends HTMLElement = HTMLInputElement>(name: string) => $<T>(`[part="settings-form"] [name="${name}"]`)!;
/** The text of the elements an input's aria-describedby names. */
const description = (input: Element) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => element.shadowRoot!.getElementById(id)?.textContent)
    .join(' | ');

describe('lapasar-company-admin price limits', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });
  beforeEach(() => {
    server.state.limits = [priceLimit(1, 1, 6000), priceLimit(2, 21, 80.5)];
  });

  it('lists each limit with its category, the path above it and the maximum per unit in RM', async () => {
    await show('limits');
    await waitFor(() => all('[part="limit"]').length === 2);
    expect(
      all('[part="limit"]').map((entry) => [...entry.querySelectorAll('th, td')].slice(0, 2).map((cell) => cell.textContent)),
    ).to.deep.equal([
      ['CablesElectrical', 'RM 80.50'],
      ['IT & ElectronicsTop-level category', 'RM 6,000.00'],
    ]);
    const current = all<HTMLAnchorElement>('[part="section-link"]').find((link) => link.getAttribute('aria-current') === 'page')!;
    expect([current.textContent, current.getAttribute('href')]).to.deep.equal(['Price limits', '/company/limits']);
    await expectAccessible(element);
  });

  it('adds a limit from the keyboard: the category found by typing, chosen, and the amount', async () => {
    const reads = await showAudit();
    await show('limits');
    await waitFor(() => part<HTMLSelectElement>('limit-category').options.length === 7);
    expect([...part<HTMLSelectElement>('limit-category').options].map((option) => option.textContent)).to.deep.equal([
      'Choose a category',
      'IT & Electronics (limit RM 6,000.00)',
      'IT & Electronics > Laptops',
      'IT & Electronics > Printers',
      'IT & Electronics > Printers > Toner',
      'Electrical',
      'Electrical > Cables (limit RM 80.50)',
    ]);

    // Without a category the form says so at the list, and sends nothing.
    part('limit-set').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('[part="limit-form-error"]'));
    expect(part('limit-form-error').textContent).to.equal('Choose a category.');
    expect(focused()).to.equal('categoryId');
    expect(part('limit-category').getAttribute('aria-invalid')).to.equal('true');

    part('limit-find').focus();
    await sendKeys({ type: 'printers ton' });
    await waitFor(() => part<HTMLSelectElement>('limit-category').options.length === 2);
    await sendKeys({ press: 'Enter' });
    expect(focused()).to.equal('categoryId');
    expect(part<HTMLSelectElement>('limit-category').value).to.equal('121');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '0' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part('limit-form-error').textContent === 'Enter the maximum in RM, more than 0, with at most 2 decimals.');
    expect(focused()).to.equal('maxUnitPrice');
    expect(server.called(/^PUT/)).to.have.length(0);

    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '1,250' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part('limit-status').textContent === 'IT & Electronics > Printers > Toner: at most RM 1,250.00 per unit.');
    expect(server.called(/^PUT \/api\/company\/price-limits$/).map((call) => call.body)).to.deep.equal([
      { categoryId: 121, maxUnitPrice: 1250 },
    ]);
    await waitFor(() => row('Toner'));
    expect(row('Toner').querySelector('[part="limit-maximum"]')!.textContent).to.equal('RM 1,250.00');
    expect(part<HTMLSelectElement>('limit-category').value).to.equal('');
    await waitFor(() => reads() === 2);
    await expectAccessible(element);
  });

  it('changes a maximum in place and shows the server refusal in its words at the row', async () => {
    const reads = await showAudit();
    await show('limits');
    await waitFor(() => row('Cables'));
    const input = row('Cables').querySelector<HTMLInputElement>('[part="limit-input"]')!;
    expect(input.value).to.equal('80.50');
    const stop = server.answer(/^PUT /, () => json(404, { error: 'categoryId: no such category' }));
    typeInto(input, '95');
    input.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('[part="limit-error"]'));
    expect(part('limit-error').textContent).to.equal('categoryId: no such category');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    stop();

    row('Cables').querySelector<HTMLButtonElement>('[part="limit-save"]')!.click();
    await waitFor(() => part('limit-status').textContent === 'Electrical > Cables: at most RM 95.00 per unit.');
    expect(server.called(/^PUT /).at(-1)!.body).to.deep.equal({ categoryId: 21, maxUnitPrice: 95 });
    await waitFor(() => row('Cables').querySelector('[part="limit-maximum"]')!.textContent === 'RM 95.00');
    expect($('[part="limit-error"]')).to.equal(null);
    await waitFor(() => reads() === 2);
  });

  it('removes a limit after a confirmation, giving the keyboard back to the button when cancelled', async () => {
    await show('limits');
    await waitFor(() => row('Cables'));
    row('Cables').querySelector<HTMLButtonElement>('[part="limit-remove"]')!.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[part="confirm"][open]'));
    expect(dialog.textContent).to.contain('Remove the price limit of Electrical > Cables? Its products can then be ordered at any price.');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$('dialog[part="confirm"][open]'));
    expect(focused()).to.equal('Remove the price limit of Electrical > Cables');
    expect(server.called(/^DELETE/)).to.have.length(0);

    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('dialog[part="confirm"][open]'));
    part('confirm-ok').click();
    await waitFor(() => all('[part="limit"]').length === 1);
    expect(server.called(/^DELETE \/api\/company\/price-limits\/2$/)).to.have.length(1);
    expect(part('limit-status').textContent).to.equal('The price limit of Electrical > Cables was removed.');
    expect(focused()).to.equal('Price limits');
    await expectAccessible(element);
  });

  it('says when no category has a limit', async () => {
    server.state.limits = [];
    await show('limits');
    await waitFor(() => $('[part="no-limits"]'));
    expect(part('no-limits').textContent).to.equal('No category has a price limit: products can be ordered at any price.');
  });
});

describe('lapasar-company-admin settings', () => {
  beforeEach(() => {
    server.state.settings = { ...SETTINGS };
  });

  it('shows every setting with its value and a line saying what it changes at checkout', async () => {
    await show('settings');
    await waitFor(() => $('[part="settings-form"]'));
    expect(field('companyName').value).to.equal('LaPasar Demo');
    expect($<HTMLInputElement>('[name="checkoutType"]:checked')!.value).to.equal('workflow');
    expect(field<HTMLSelectElement>('budgetType').value).to.equal('department');
    expect(field('hasItemCode').checked).to.equal(true);
    expect(field('hasEbNumber').checked).to.equal(false);
    expect(field('sapPoidConfigured').checked).to.equal(true);
    expect(field('approvalDocAmountFrom').value).to.equal('5000.00');
    expect(description(field('sapPoidConfigured'))).to.equal('Checkout shows the quotation ID (SAP PO) field.');
    expect(description(field('alternateRecipientRequired'))).to.equal('Checkout asks every order for an alternate recipient.');
    const named = [...new Set(all<HTMLInputElement>('[part="settings-form"] [name]').map((input) => input.name))];
    expect(named).to.have.length(Object.keys(SETTINGS).length - 1);
    // A radio group is described as a whole, at its fieldset.
    for (const name of named) expect(description(field(name).closest('[aria-describedby]')!), name).to.match(/\w/);
    expect(description(field('checkoutType').closest('fieldset')!)).to.equal(
      'Whether buyers allowed to choose a charge code pick one at checkout.',
    );
    await expectAccessible(element);
  });

  it('saves only what changed with one button, says so, and reads the audit log again', async () => {
    const reads = await showAudit();
    await show('settings');
    await waitFor(() => $('[part="settings-form"]'));
    part('settings-save').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part('settings-status').textContent === 'Nothing has changed, so nothing was saved.');
    expect(server.called(/^PATCH/)).to.have.length(0);

    field('alternateRecipientRequired').focus();
    await sendKeys({ press: 'Space' });
    field('sapPoidConfigured').focus();
    await sendKeys({ press: 'Space' });
    typeInto(field('approvalDocAmountFrom'), '7,500');
    part('settings-save').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part('settings-status').textContent === 'The settings are saved.');
    expect(server.called(/^PATCH \/api\/company\/settings$/).map((call) => call.body)).to.deep.equal([
      { approvalDocAmountFrom: 7500, sapPoidConfigured: false, alternateRecipientRequired: true },
    ]);
    expect(field('approvalDocAmountFrom').value).to.equal('7500.00');
    expect(field('sapPoidConfigured').checked).to.equal(false);
    await waitFor(() => reads() === 2);
  });

  it('shows the refusal of a combination checkout cannot honour next to the form, takes the focus to it, and leads to the setting', async () => {
    await show('settings');
    await waitFor(() => $('[part="settings-form"]'));
    const standard = $<HTMLInputElement>('[name="checkoutType"][value="standard"]')!;
    standard.focus();
    await sendKeys({ press: 'Space' });
    expect(standard.checked).to.equal(true);
    part('settings-save').click();
    const refusal = await waitFor(() => $('[part="settings-error"]'));
    expect(refusal.querySelector('p')!.textContent).to.equal(
      'checkoutType: item code budgets are kept under a charge code, which only workflow checkout asks for: use checkoutType workflow or budgetType general',
    );
    await waitFor(() => element.shadowRoot!.activeElement?.getAttribute('part') === 'settings-error');
    expect(refusal.getAttribute('role')).to.equal('alert');
    expect(standard.getAttribute('aria-invalid')).to.equal('true');
    expect(server.state.settings.checkoutType).to.equal('workflow');
    await expectAccessible(element);

    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal('Go to Checkout type');
    await sendKeys({ press: 'Enter' });
    expect(element.shadowRoot!.activeElement === standard).to.equal(true);

    // Choosing general budgets as the refusal suggests is accepted.
    typeInto(field<HTMLSelectElement>('budgetType'), 'general');
    part('settings-save').click();
    await waitFor(() => part('settings-status').textContent === 'The settings are saved.');
    expect(server.called(/^PATCH/).at(-1)!.body).to.deep.equal({ checkoutType: 'standard', budgetType: 'general' });
    expect($('[part="settings-error"]')).to.equal(null);
  });

  it('refuses an amount that is not one before asking the server', async () => {
    await show('settings');
    await waitFor(() => $('[part="settings-form"]'));
    typeInto(field('approvalDocAmountFrom'), 'five');
    part('settings-save').click();
    const refusal = await waitFor(() => $('[part="settings-error"]'));
    expect(refusal.querySelector('p')!.textContent).to.equal('Enter the amount in RM, 0 or more, with at most 2 decimals.');
    expect(field('approvalDocAmountFrom').getAttribute('aria-invalid')).to.equal('true');
    expect(server.called(/^PATCH/)).to.have.length(0);
  });
});
