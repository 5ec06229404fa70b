import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { DashboardSummaryResponse } from '../../src/api/types';
import { fakeApi, json } from './fake-api';
import { apiLogin, expectAccessible, inShadow, interceptNavigation, loadSdk, waitFor } from './support';

/* Typed fixtures of GET /dashboard/summary: the route itself is exercised by the server suite. */

type Summary = DashboardSummaryResponse['data'];

const summaryOf = (overrides: Partial<Summary['figures']> = {}): Summary => ({
  user: { name: 'Aina Energy', email: 'energy@lapasar.test', mobile: '0123456789', companyName: 'Tenaga Demo Berhad', role: 'buyer' },
  settings: [
    { key: 'checkout_type', label: 'Checkout type', value: 'Workflow' },
    { key: 'has_item_code', label: 'Item codes', value: 'Enabled' },
  ],
  figures: {
    preOrders: { budgetApproval: 2, workflowApproval: 5, processing: 1, rejected: 0 },
    budgets: [
      { locationName: 'Kuala Lumpur HQ', projectName: 'Grid Upgrade', budgetLimit: 10000, remaining: 2500 },
      { locationName: 'Penang Depot', projectName: null, budgetLimit: 5000, remaining: 5000 },
    ],
    cartItems: 4,
    wishlistItems: 7,
    approvalsWaiting: 3,
    ...overrides,
  },
  catalogue: { id: 3, name: 'Energy Utility Catalogue', products: 42 },
});

const state = { summary: summaryOf() };
const server = fakeApi(
  (path) => path === '/api/dashboard/summary',
  () => json(200, { success: true, data: state.summary } satisfies DashboardSummaryResponse),
);
const sdk = await loadSdk();
const navigations = interceptNavigation();
afterEach(() => {
  server.reset();
  server.calls.splice(0);
  state.summary = summaryOf();
});

let element: HTMLElement;

async function show(): Promise<HTMLElement> {
  element?.remove();
  element = document.createElement('lapasar-buyer-dashboard');
  document.body.append(element);
  await customElements.whenDefined('lapasar-buyer-dashboard');
  await waitFor(() => element.shadowRoot?.firstChild);
  return element;
}

const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
const all = (selector: string) => [...element.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (selector: string) => $(selector)?.textContent ?? '';
const part = <T extends Element = HTMLElement>(name: string) => $<T>(`[part="${name}"]`)!;
const pairs = (selector: string) => all(`${selector} dt`).map((term) => [term.textContent, term.nextElementSibling?.textContent]);
const summaryCalls = () => server.called(/^GET \/api\/dashboard\/summary$/);
const loaded = () => waitFor(() => $('[part="banner"]'));

describe('lapasar-buyer-dashboard for a visitor', () => {
  it('asks to sign in and loads nothing', async () => {
    await show();
    await waitFor(() => $('[part="sign-in"]'));
    expect(text('[part="sign-in"] p')).to.equal('Please sign in to view your dashboard.');
    expect(text('[part="sign-in"] button')).to.equal('Sign In');
    $<HTMLButtonElement>('[part="sign-in"] button')!.click();
    await waitFor(() => sdk.$loginDialog.get().open);
    sdk.closeLoginDialog();
    expect(summaryCalls()).to.have.length(0);
    await expectAccessible(element);
  });
});

describe('lapasar-buyer-dashboard for a buyer who is not an energy buyer', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });

  it('shows the access message and loads nothing', async () => {
    expect(sdk.$isEnergyBuyer.get()).to.equal(false);
    await show();
    await waitFor(() => $('[part="access-denied"]'));
    expect(text('[part="access-denied"]')).to.equal('Access Denied - This page is only accessible to energy buyers');
    expect(part('access-denied').getAttribute('role')).to.equal('alert');
    expect(text('[part="back-to-home"]')).to.equal('Back to Home');
    expect(part('back-to-home').getAttribute('href')).to.equal('/');
    expect(summaryCalls()).to.have.length(0);
    await expectAccessible(element);
  });
});

describe('lapasar-buyer-dashboard for an energy buyer', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('energy@lapasar.test'));
  });

  after(() => {
    element.remove();
    document.documentElement.style.removeProperty('--lapasar-energy-color-brand');
  });

  it('shows the skeleton while the summary loads, then the dashboard', async () => {
    expect(sdk.$isEnergyBuyer.get()).to.equal(true);
    const release = server.hold(/^GET \/api\/dashboard\/summary$/);
    await show();
    await waitFor(() => $('[part="skeleton"]'));
    expect(part('skeleton').getAttribute('aria-busy')).to.equal('true');
    expect(text('[part="skeleton"] [role="status"]')).to.equal('Loading your dashboard...');
    await expectAccessible(element);
    release();
    await loaded();
    expect($('[part="skeleton"]')).to.equal(null);
  });

  it('shows Error Loading Dashboard with the server text, and Try Again loads the dashboard', async () => {
    const stop = server.answer(/^GET \/api\/dashboard\/summary$/, () => json(500, { error: 'The dashboard could not be read' }));
    await show();
    await waitFor(() => $('[part="error"]'));
    expect(text('[part="error"] h2')).to.equal('Error Loading Dashboard');
    expect(text('[part="error"] p')).to.equal('The dashboard could not be read');
    expect(part('error').getAttribute('role')).to.equal('alert');
    await expectAccessible(element);
    stop();
    const calls = summaryCalls().length;
    part<HTMLButtonElement>('try-again').click();
    await loaded();
    expect(summaryCalls()).to.have.length(calls + 1);
    expect($('[part="error"]')).to.equal(null);
  });

  it('falls back to Failed to load dashboard when the server cannot be reached', async () => {
    const stop = server.answer(/^GET \/api\/dashboard\/summary$/, () => {
      throw new TypeError('Failed to fetch');
    });
    await show();
    await waitFor(() => $('[part="error"]'));
    stop();
    expect(text('[part="error"] p')).to.equal('Failed to load dashboard');
  });

  it('shows the user, the company settings in words and the feature cards with their figures', async () => {
    await show();
    await loaded();
    expect(text('[part="banner"] h2')).to.equal('Welcome, Aina Energy');
    expect(text('[part="company"]')).to.equal('Tenaga Demo Berhad');
    expect(pairs('[part="user-info"]')).to.deep.equal([
      ['Name', 'Aina Energy'],
      ['Email', 'energy@lapasar.test'],
      ['Mobile', '0123456789'],
      ['Company', 'Tenaga Demo Berhad'],
      ['Role', 'Buyer'],
    ]);
    expect(pairs('[part="settings"]')).to.deep.equal([
      ['Checkout type', 'Workflow'],
      ['Item codes', 'Enabled'],
    ]);
    expect(pairs('[part="card-pre-orders"]')).to.deep.equal([
      ['Budget Approval', '2'],
      ['Workflow Approval', '5'],
      ['Processing', '1'],
      ['Rejected', '0'],
    ]);
    const budgets = all('[part="budget"]');
    expect(budgets.map((budget) => budget.querySelector('[part="budget-name"]')!.textContent)).to.deep.equal([
      'Kuala Lumpur HQ / Grid Upgrade',
      'Penang Depot / No project',
    ]);
    expect(budgets.map((budget) => budget.querySelector('[part="budget-remaining"]')!.textContent)).to.deep.equal([
      'RM 2,500.00 of RM 10,000.00 remaining',
      'RM 5,000.00 of RM 5,000.00 remaining',
    ]);
    const bars = all('[part="budget-bar"]');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).to.deep.equal(['25', '100']);
    expect((bars[0].firstElementChild as HTMLElement).getBoundingClientRect().width / bars[0].getBoundingClientRect().width).to.be.closeTo(
      0.25,
      0.01,
    );
    expect(text('[part="card-cart"] [part="figure"]')).to.equal('4');
    expect(text('[part="card-wishlist"] [part="figure"]')).to.equal('7');
    expect(text('[part="catalogue-name"]')).to.equal('Energy Utility Catalogue');
    expect(text('[part="card-catalogue"] [part="figure"]')).to.equal('42 product(s)');
    await expectAccessible(element);
  });

  it('links the quick actions and the cards where they belong, approvals with the number waiting', async () => {
    await show();
    await loaded();
    const actions = all('[part="quick-actions"] a').map((link) => [link.getAttribute('part'), link.textContent, link.getAttribute('href')]);
    expect(actions).to.deep.equal([
      ['action-catalogue', 'Browse Catalogue', '/app/marketplace/product/catalogue_category'],
      ['action-cart', 'View Cart', '/cart'],
      ['action-pre-orders', 'Pre-Orders', '/orders/pre-orders'],
      ['action-approvals', 'Approvals (3 waiting)', '/approvals'],
      ['action-wishlist', 'Wishlist', '/wishlist'],
    ]);
    expect(all('[part="feature-cards"] [part="card-link"]').map((link) => link.getAttribute('href'))).to.deep.equal([
      '/orders/pre-orders',
      '/cart',
      '/wishlist',
      '/app/marketplace/product/catalogue_category',
    ]);
    part('action-approvals').click();
    expect(navigations.at(-1)).to.equal('/approvals');
  });

  it('leaves Approvals out for a user who approves nothing, and says when there is no budget or catalogue', async () => {
    state.summary = { ...summaryOf({ approvalsWaiting: null, budgets: [] }), catalogue: null };
    await show();
    await loaded();
    expect($('[part="action-approvals"]')).to.equal(null);
    expect(all('[part="quick-actions"] a')).to.have.length(4);
    expect(text('[part="card-budgets"] p')).to.equal('No budgets are set for your company.');
    expect(text('[part="card-catalogue"] p')).to.equal('Your company does not shop from a catalogue.');
    await expectAccessible(element);
  });

  it('wears the energy branding, which the host page can override on :root or on the element', async () => {
    await show();
    await loaded();
    const background = (name: string) => getComputedStyle(part(name)).backgroundColor;
    expect(background('banner')).to.equal('rgb(11, 61, 145)');
    expect(background('action-cart')).to.equal('rgb(11, 61, 145)');
    expect(getComputedStyle(part('banner')).borderBottomColor).to.equal('rgb(228, 0, 43)');
    document.documentElement.style.setProperty('--lapasar-energy-color-brand', 'rgb(20, 110, 60)');
    expect(background('banner')).to.equal('rgb(20, 110, 60)');
    element.style.setProperty('--lapasar-energy-color-brand', 'rgb(1, 2, 3)');
    expect(background('banner')).to.equal('rgb(1, 2, 3)');
    expect(background('action-cart')).to.equal('rgb(1, 2, 3)');
    element.style.removeProperty('--lapasar-energy-color-brand');
    document.documentElement.style.removeProperty('--lapasar-energy-color-brand');
    expect(background('banner')).to.equal('rgb(11, 61, 145)');
  });

  it('is operable with the keyboard only: Tab through the quick actions, Enter follows one', async () => {
    await show();
    await loaded();
    const active = () => element.shadowRoot!.activeElement as HTMLElement | null;
    (document.activeElement as HTMLElement | null)?.blur();
    const reached: (string | null)[] = [];
    for (let presses = 0; presses < 5; presses++) {
      await sendKeys({ press: 'Tab' });
      reached.push(active()?.getAttribute('part') ?? null);
    }
    expect(reached).to.deep.equal(['action-catalogue', 'action-cart', 'action-pre-orders', 'action-approvals', 'action-wishlist']);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(active()?.getAttribute('part')).to.equal('action-approvals');
    await sendKeys({ press: 'Enter' });
    expect(navigations.at(-1)).to.equal('/approvals');
  });
});
