import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import type {
  ApprovalItem,
  ApprovalsResponse,
  BulkDecisionResponse,
  DecisionResponse,
  EditOrderResponse,
  PreOrderDetail,
  PreOrderResponse,
  PreOrdersResponse,
  PreOrderStatus,
  PreOrderSummary,
} from '../../src/api/types';
import { fakeApi, json, type FakeRequest } from './fake-api';
import { apiLogin, expectAccessible, inShadow, interceptNavigation, loadSdk, waitFor } from './support';

/* Typed order fixtures: the reference server's order and approval routes are exercised by the server suite. */

function summary(poId: string, overrides: Partial<PreOrderSummary> = {}): PreOrderSummary {
  return {
    poId,
    status: 'workflow_approval',
    currentStage: 1,
    stageLabel: 'Head of Department',
    subtotal: 100,
    shippingFee: 5,
    tax: 8,
    grandTotal: 113,
    itemCount: 2,
    isBudgetPending: false,
    isEdited: false,
    editedFrom: null,
    replacedBy: null,
    createdDate: '2026-11-20T03:04:05.000Z',
    submittedBy: 'Aina Buyer',
    locationName: 'Shah Alam Plant',
    projectName: 'Maintenance 2026',
    isAlternateRecipient: false,
    ...overrides,
  };
}

function detail(poId: string, overrides: Partial<PreOrderDetail> = {}): PreOrderDetail {
  return {
    ...summary(poId),
    lines: [
      {
        skuId: 1,
        sku: 'SKU-1',
        productId: 501,
        productName: 'Stapler',
        sellerId: 11,
        quantity: 2,
        unitPrice: 20,
        lineTotal: 40,
        itemCode: 'IC-100',
        ebNumber: null,
        paymentCode: null,
        justification: null,
        sellerName: 'Syarikat Alat Tulis',
        references: [],
      },
      {
        skuId: 2,
        sku: 'SKU-2',
        productId: 502,
        productName: 'Paper A4',
        sellerId: 12,
        quantity: 3,
        unitPrice: 20,
        lineTotal: 60,
        itemCode: null,
        ebNumber: null,
        paymentCode: null,
        justification: 'Faster delivery',
        sellerName: 'VNDR-000012',
        references: ['Bay 4 printer'],
      },
    ],
    shippingAddress: {
      lotNo: 'Lot 5',
      street1: 'Jalan Teknologi',
      street2: '',
      postcode: '40000',
      city: 'Shah Alam',
      state: 'Selangor',
      country: 'Malaysia',
    },
    billingAddress: {
      lotNo: '',
      street1: 'Menara LaPasar',
      street2: 'Jalan Ampang',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      country: 'Malaysia',
    },
    alternateRecipient: null,
    orderNote: 'Deliver to the loading bay.',
    quotationId: '',
    sellers: [
      { sellerId: 11, sellerName: 'Syarikat Alat Tulis', noteToSeller: '', deliveryDate: '' },
      { sellerId: 12, sellerName: 'VNDR-000012', noteToSeller: '', deliveryDate: '' },
    ],
    sentBack: null,
    attachments: [
      {
        id: '7d3b9a2e-41c5-4f6a-8b0d-2e9f1c5a7b34',
        kind: 'approval',
        sellerId: null,
        filename: 'approval.pdf',
        contentType: 'application/pdf',
        size: 2048,
        url: '/api/attachments/7d3b9a2e-41c5-4f6a-8b0d-2e9f1c5a7b34',
      },
    ],
    timeline: [
      {
        key: 'submitted',
        label: 'Submitted',
        stage: null,
        state: 'done',
        actor: 'Aina Buyer',
        at: '2026-11-20T03:04:05.000Z',
        comment: null,
      },
      { key: 'stage-1', label: 'Head of Department', stage: 1, state: 'current', actor: null, at: null, comment: null },
      { key: 'processing', label: 'Processing', stage: null, state: 'pending', actor: null, at: null, comment: null },
    ],
    ...overrides,
  };
}

const approval = (poId: string, overrides: Partial<ApprovalItem> = {}): ApprovalItem => ({
  ...detail(poId),
  budget: { budgetLimit: 10000, committed: 2500, pending: 113, remaining: 7387, exceedsBy: 0 },
  ownOrder: null,
  ...overrides,
});

const FAKE_PATHS = /^\/api\/(orders|approvals|attachments)(\/|$)/;

/**
 * Answers the page's order, approval and attachment calls from memory (everything else reaches
 * the reference server) and records them; rules answer `METHOD /path` first.
 */
function fakeOrdersApi() {
  const state = {
    preOrders: [] as PreOrderSummary[],
    details: new Map<string, PreOrderDetail>(),
    inbox: [] as ApprovalItem[],
    totalPages: 1,
  };

  const outcomes: Record<'approve' | 'reject' | 'return', [PreOrderStatus, string, string]> = {
    approve: ['processing', 'Processing', 'approved'],
    reject: ['rejected', 'Rejected', 'rejected'],
    return: ['returned', 'Sent Back for Changes', 'sent back'],
  };

  const serve = ({ method, path, query, body }: FakeRequest): Response => {
    if (method === 'GET' && path === '/api/orders/pre-orders') {
      const page = Number(query.get('page') ?? 1);
      const pageOrders = state.preOrders.filter((_, index) => index % state.totalPages === page - 1);
      return json(200, {
        success: true,
        data: pageOrders,
        pagination: { page, limit: 10, total: state.preOrders.length, totalPages: state.totalPages },
      } satisfies PreOrdersResponse);
    }
    const preOrder = path.match(/^\/api\/orders\/pre-orders\/([^/]+)$/);
    const found = preOrder && state.details.get(decodeURIComponent(preOrder[1]));
    if (method === 'GET' && found) return json(200, { success: true, data: found } satisfies PreOrderResponse);
    if (method === 'GET' && path === '/api/approvals') return json(200, { success: true, data: state.inbox } satisfies ApprovalsResponse);
    const decision = path.match(/^\/api\/approvals\/([^/]+)\/(approve|reject|return)$/);
    if (method === 'POST' && decision) {
      const poId = decodeURIComponent(decision[1]);
      state.inbox = state.inbox.filter((item) => item.poId !== poId);
      const [status, stageLabel, word] = outcomes[decision[2] as keyof typeof outcomes];
      return json(200, {
        success: true,
        data: { poId, status, currentStage: null, stageLabel },
        message: `Order ${poId} ${word}`,
      } satisfies DecisionResponse);
    }
    if (method === 'POST' && path === '/api/approvals/bulk') {
      const { poIds, decision: chosen } = body as { poIds: string[]; decision: 'approve' | 'reject' };
      const [status, stageLabel] = outcomes[chosen];
      const data = poIds.map((poId) =>
        state.inbox.some((item) => item.poId === poId)
          ? { poId, ok: true, status, stageLabel, error: null }
          : { poId, ok: false, status: null, stageLabel: null, error: 'This order was withdrawn by the buyer' },
      );
      state.inbox = state.inbox.filter((item) => !poIds.includes(item.poId));
      return json(200, {
        success: true,
        data,
        message: `${data.filter((outcome) => outcome.ok).length} of ${data.length} order(s) decided`,
      } satisfies BulkDecisionResponse);
    }
    const cancel = path.match(/^\/api\/orders\/pre-orders\/([^/]+)\/cancel$/);
    const cancelled = cancel && state.details.get(decodeURIComponent(cancel[1]));
    if (method === 'POST' && cancelled) {
      state.details.set(cancelled.poId, { ...cancelled, status: 'cancelled', currentStage: null, stageLabel: 'Cancelled' });
      state.preOrders = state.preOrders.map((order) =>
        order.poId === cancelled.poId ? { ...order, status: 'cancelled', currentStage: null, stageLabel: 'Cancelled' } : order,
      );
      return json(200, {
        success: true,
        data: { poId: cancelled.poId, status: 'cancelled', currentStage: null, stageLabel: 'Cancelled' },
        message: 'Order withdrawn: its stock and budget are released',
      } satisfies DecisionResponse);
    }
    if (method === 'GET' && path === '/api/attachments/7d3b9a2e-41c5-4f6a-8b0d-2e9f1c5a7b34') {
      return new Response(new Blob(['%PDF-1.7 approval'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } });
    }
    return json(404, { error: 'Not found' });
  };

  // A malformed PO id reaches the reference server, which refuses it as it would any page's.
  return { state, ...fakeApi((path) => FAKE_PATHS.test(path) && !path.includes('PO-FAKE'), serve) };
}

const server = fakeOrdersApi();
const sdk = await loadSdk({ location: { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' } });
const navigations = interceptNavigation();
afterEach(() => server.reset());

let element: HTMLElement;

async function show(tag: string, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  element?.remove();
  element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await customElements.whenDefined(tag);
  await waitFor(() => element.shadowRoot?.firstChild);
  return element;
}

const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
const all = <T extends Element = HTMLElement>(selector: string) => [...element.shadowRoot!.querySelectorAll<T>(selector)];
const text = (selector: string) => $(selector)?.textContent ?? '';
const button = (label: string) => all<HTMLButtonElement>('button').find((node) => node.textContent === label);
const stages = () => all('[part="stages"] li').map((item) => [...item.children].map((part) => part.textContent));
const active = () => element.shadowRoot!.activeElement;

/** Types into a textarea the way React notices (the native value setter, then an input event). */
function typeComment(textarea: HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, value);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('lapasar-order-success', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
    server.state.details.set('PO-20261120-000123', detail('PO-20261120-000123'));
    server.state.details.set(
      'PO-20261120-000124',
      detail('PO-20261120-000124', { status: 'budget_approval', currentStage: 0, stageLabel: 'Budget Approval', isBudgetPending: true }),
    );
    server.state.details.set('PO-20261120-000125', detail('PO-20261120-000125', { isEdited: true }));
  });

  it('without a poId asks to check the order history, with a link to /orders', async () => {
    await show('lapasar-order-success');
    expect(text('[part="invalid"]')).to.equal('Invalid order information. Please check your order history.');
    expect($('[part="stages"]')).to.equal(null);
    const orders = $<HTMLAnchorElement>('[part="orders"]')!;
    expect(orders.getAttribute('href')).to.equal('/orders');
    orders.click();
    expect(navigations.at(-1)).to.equal('/orders');
    await expectAccessible(element);
  });

  it('shows an order waiting for workflow approval, and links to the orders, pre-orders, cart and dashboard', async () => {
    await show('lapasar-order-success', { 'po-id': 'PO-20261120-000123', 'created-date': '2026-11-20T03:04:05.000Z' });
    await waitFor(() => $('h2'));
    expect(server.called(/^GET \/api\/orders\/pre-orders\/PO-20261120-000123$/)).to.have.length(1);
    expect(text('h2')).to.equal('Order Submitted Successfully');
    expect(text('[part="reference"]')).to.equal('Order ID: PO-20261120-000123');
    expect(text('[part="created"]')).to.contain('2026');
    expect(text('[part="outcome"]')).to.equal('Your order is waiting for workflow approval.');
    expect($('[part="edited"]')).to.equal(null);
    expect(stages()).to.deep.equal([
      ['Submitted', 'Complete'],
      ['Workflow approval', 'In progress'],
      ['Order processing', 'Waiting'],
    ]);
    const links = ['orders', 'pre-orders', 'cart', 'dashboard'].map((part) => $<HTMLAnchorElement>(`[part="${part}"]`)!);
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal(['/orders', '/orders/pre-orders', '/cart', '/dashboard']);
    for (const link of links) {
      link.click();
      expect(navigations.at(-1)).to.equal(link.getAttribute('href'));
    }
    await expectAccessible(element);
  });

  it('puts budget approval first when the order is over budget', async () => {
    await show('lapasar-order-success', { 'po-id': 'PO-20261120-000124', 'budget-pending': 'true' });
    await waitFor(() => $('[part="outcome"]'));
    expect(text('[part="outcome"]')).to.equal('Your order exceeds the budget: it is waiting for budget approval before workflow approval.');
    expect(stages()).to.deep.equal([
      ['Submitted', 'Complete'],
      ['Budget approval', 'In progress'],
      ['Workflow approval', 'Waiting'],
      ['Order processing', 'Waiting'],
    ]);
  });

  it("shows the order's status as the server has it, not as its attributes say", async () => {
    const processing = detail('PO-20261120-000128', {
      status: 'processing',
      currentStage: null,
      stageLabel: 'Processing',
      timeline: [
        { key: 'submitted', label: 'Submitted', stage: null, state: 'done', actor: 'Aina Buyer', at: null, comment: null },
        { key: 'processing', label: 'Processing', stage: null, state: 'done', actor: null, at: null, comment: null },
      ],
    });
    server.state.details.set('PO-20261120-000128', processing);
    await show('lapasar-order-success', { 'po-id': 'PO-20261120-000128', 'budget-pending': 'true', edited: 'true' });
    await waitFor(() => $('[part="outcome"]'));
    expect(text('[part="outcome"]')).to.equal('Your order is being processed.');
    expect($('[part="edited"]')).to.equal(null);
    expect(stages()).to.deep.equal([
      ['Submitted', 'Complete'],
      ['Order processing', 'In progress'],
    ]);
    server.state.details.set(
      'PO-20261120-000129',
      detail('PO-20261120-000129', { status: 'rejected', currentStage: null, stageLabel: 'Rejected' }),
    );
    await show('lapasar-order-success', { 'po-id': 'PO-20261120-000129' });
    await waitFor(() => $('[part="outcome"]'));
    expect(text('[part="outcome"]')).to.equal('Your order is now: Rejected.');
    expect($('[part="stages"]')).to.equal(null);
    await expectAccessible(element);
  });

  it('reads the submission date from the order when no created-date is given', async () => {
    server.state.details.set('PO-20261120-000126', detail('PO-20261120-000126', { createdDate: '2026-11-21T08:30:00.000Z' }));
    await show('lapasar-order-success', { 'po-id': 'PO-20261120-000126' });
    await waitFor(() => $('[part="created"]'));
    expect(text('[part="created"]'))
      .to.match(/^Submitted on .*2026/)
      .and.contain('21');
  });

  it("says 'Invalid order information' for an order the buyer does not own, with a way to the orders", async () => {
    for (const poId of ['PO-FAKE-123', 'PO-20261120-009999']) {
      server.answer(new RegExp(`^GET /api/orders/pre-orders/${poId}$`), () => json(404, { error: 'Order not found' }));
      await show('lapasar-order-success', { 'po-id': poId });
      await waitFor(() => $('[part="invalid"]'));
      expect(text('[part="invalid"]')).to.equal('Invalid order information. Please check your order history.');
      expect(all('h2')).to.have.length(0);
      expect(element.shadowRoot!.textContent).not.to.contain('Order Submitted Successfully');
      expect($<HTMLAnchorElement>('[part="orders"]')!.getAttribute('href')).to.equal('/orders');
    }
    // An order the buyer only receives as the alternate recipient is not theirs either.
    server.state.details.set('PO-20261120-000127', detail('PO-20261120-000127', { isAlternateRecipient: true }));
    await show('lapasar-order-success', { 'po-id': 'PO-20261120-000127' });
    await waitFor(() => $('[part="invalid"]'));
    await expectAccessible(element);
  });

  it('says an edited order restarts its approval, and follows its attributes', async () => {
    await show('lapasar-order-success', { 'po-id': 'PO-20261120-000125', edited: 'true' });
    await waitFor(() => $('[part="edited"]'));
    expect(text('[part="edited"]')).to.equal('Your order was edited, so its approval starts again from the first stage.');
    element.removeAttribute('po-id');
    await waitFor(() => $('[part="invalid"]'));
  });
});

describe('lapasar-order-history', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });

  it('shows the skeleton, then each pre-order with its badge, stage, total, date and the alternate recipient mark', async () => {
    server.state.totalPages = 1;
    server.state.preOrders = [
      summary('PO-20261120-000200'),
      summary('PO-20261119-000199', {
        status: 'budget_approval',
        currentStage: 0,
        stageLabel: 'Budget Approval',
        grandTotal: 12500.5,
        isAlternateRecipient: true,
      }),
      summary('PO-20261118-000198', { status: 'rejected', currentStage: null, stageLabel: 'Rejected' }),
    ];
    const release = server.hold(/^GET \/api\/orders\/pre-orders$/);
    await show('lapasar-order-history');
    await waitFor(() => $('[part="skeleton"]'));
    expect(text('[part="skeleton"] [role="status"]')).to.equal('Loading your orders...');
    release();
    await waitFor(() => all('[part="order"]').length === 3);
    const [first, second, third] = all('[part="order"]');
    expect(first.querySelector('h3')!.textContent).to.equal('Order PO-20261120-000200');
    expect(first.querySelector('[part="status-badge"]')!.textContent).to.equal('Workflow Approval');
    expect(first.querySelector('[part="stage"]')!.textContent).to.equal('Current stage: Head of Department');
    expect(first.querySelector('[part="total"]')!.textContent).to.match(/^RM\s?113\.00$/);
    expect(first.querySelector('time')!.getAttribute('datetime')).to.equal('2026-11-20T03:04:05.000Z');
    expect(first.querySelector('[part="alternate"]')).to.equal(null);
    expect(second.querySelector('[part="status-badge"]')!.textContent).to.equal('Budget Approval');
    expect(second.querySelector('[part="total"]')!.textContent).to.match(/^RM\s?12,500\.50$/);
    expect(second.querySelector('[part="alternate"]')!.textContent).to.equal('You are the alternate recipient');
    expect(third.querySelector('[part="status-badge"]')!.textContent).to.equal('Rejected');
    expect(
      server
        .called(/^GET \/api\/orders\/pre-orders$/)
        .at(-1)!
        .query.get('page'),
    ).to.equal('1');
    expect($('[part="pagination"]')).to.equal(null);
    await expectAccessible(element);
  });

  it('opens an order: lines, totals, addresses, attachments and the timeline with a rejection comment', async () => {
    server.state.preOrders = [summary('PO-20261118-000198', { status: 'rejected', currentStage: null, stageLabel: 'Rejected' })];
    server.state.details.set(
      'PO-20261118-000198',
      detail('PO-20261118-000198', {
        status: 'rejected',
        alternateRecipient: { name: 'Ravi Kumar', phone: '0123456789', email: 'ravi@lapasar.test' },
        timeline: [
          {
            key: 'submitted',
            label: 'Submitted',
            stage: null,
            state: 'done',
            actor: 'Aina Buyer',
            at: '2026-11-18T01:00:00.000Z',
            comment: null,
          },
          {
            key: 'budget',
            label: 'Budget Approval',
            stage: 0,
            state: 'done',
            actor: 'Budget Owner',
            at: '2026-11-18T02:00:00.000Z',
            comment: null,
          },
          {
            key: 'stage-1',
            label: 'Head of Department',
            stage: 1,
            state: 'rejected',
            actor: 'Hafiz Approver',
            at: '2026-11-18T03:00:00.000Z',
            comment: 'Over the quarterly plan',
          },
          { key: 'processing', label: 'Processing', stage: null, state: 'pending', actor: null, at: null, comment: null },
        ],
      }),
    );
    await show('lapasar-order-history');
    const toggle = await waitFor(() => $<HTMLButtonElement>('[part="toggle-details"]'));
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect($(`#${CSS.escape(toggle.getAttribute('aria-describedby')!)}`)!.textContent).to.equal('Order PO-20261118-000198');
    toggle.click();
    await waitFor(() => $('[part="order-detail"]'));
    expect($(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)!.contains($('[part="order-detail"]'))).to.equal(true);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.textContent).to.equal('Hide details');
    expect(server.called(/^GET \/api\/orders\/pre-orders\/PO-20261118-000198$/)).to.have.length(1);
    const rows = all('[part="order-lines"] tbody tr').map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).to.have.length(2);
    expect(rows[0][0]).to.equal('StaplerSKU-1Seller: Syarikat Alat TulisItem code: IC-100');
    expect(rows[1][0]).to.equal('Paper A4SKU-2Seller: VNDR-000012Your references: Bay 4 printerJustification: Faster delivery');
    expect(rows[0].slice(1).map((cell) => cell!.replace(/\s/g, ''))).to.deep.equal(['2', 'RM20.00', 'RM40.00']);
    const totals = [...$('[part="order-totals"]')!.querySelectorAll('dd')].map((cell) => cell.textContent!.replace(/\s/g, ''));
    expect(totals).to.deep.equal(['RM100.00', 'RM5.00', 'RM8.00', 'RM113.00']);
    const [shipping, billing] = all('address');
    expect(shipping.textContent).to.equal('Lot 5\nJalan Teknologi\n40000 Shah Alam\nSelangor\nMalaysia');
    expect(billing.textContent).to.equal('Menara LaPasar\nJalan Ampang\n50450 Kuala Lumpur\nKuala Lumpur\nMalaysia');
    expect(text('[part="alternate-recipient"] address')).to.equal('Ravi Kumar\n0123456789\nravi@lapasar.test');
    const link = $<HTMLAnchorElement>('[part="attachment"]')!;
    expect(link.textContent).to.equal('approval.pdf');
    expect(link.getAttribute('download')).to.equal('approval.pdf');
    expect(link.href).to.equal(`${window.LAPASAR_TEST_API}/attachments/7d3b9a2e-41c5-4f6a-8b0d-2e9f1c5a7b34`);
    const steps = all('[part="timeline"] li');
    expect(steps.map((step) => step.dataset.state)).to.deep.equal(['done', 'done', 'rejected', 'pending']);
    expect(steps[2].textContent)
      .to.contain('Head of Department')
      .and.contain('Rejected')
      .and.contain('By Hafiz Approver')
      .and.contain('Comment: Over the quarterly plan');
    expect(steps[2].querySelector('time')!.getAttribute('datetime')).to.equal('2026-11-18T03:00:00.000Z');
    expect(steps[3].querySelector('time')).to.equal(null);
    await expectAccessible(element);
    toggle.click();
    await waitFor(() => $('[part="order-detail"]') === null);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  describe('attachment download', () => {
    const saved: { href: string; download: string }[] = [];
    const created: Blob[] = [];
    const revoked: string[] = [];
    const originals = { click: HTMLAnchorElement.prototype.click, create: URL.createObjectURL, revoke: URL.revokeObjectURL };

    before(async () => {
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.href.startsWith('blob:')) saved.push({ href: this.href, download: this.download });
        else originals.click.call(this);
      };
      URL.createObjectURL = (blob: Blob) => {
        created.push(blob);
        return `blob:attachment-${created.length}`;
      };
      URL.revokeObjectURL = (url: string) => void revoked.push(url);
      server.state.preOrders = [summary('PO-20261120-000200')];
      server.state.details.set('PO-20261120-000200', detail('PO-20261120-000200'));
      await show('lapasar-order-history');
      (await waitFor(() => $<HTMLButtonElement>('[part="toggle-details"]'))).click();
      await waitFor(() => $('[part="attachment"]'));
    });

    after(() => {
      HTMLAnchorElement.prototype.click = originals.click;
      URL.createObjectURL = originals.create;
      URL.revokeObjectURL = originals.revoke;
    });

    it('fetches the file with the bearer token and saves it under its name', async () => {
      $<HTMLAnchorElement>('[part="attachment"]')!.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
      );
      await waitFor(() => saved.length === 1);
      expect(saved[0]).to.deep.equal({ href: 'blob:attachment-1', download: 'approval.pdf' });
      expect(await created[0].text()).to.equal('%PDF-1.7 approval');
      expect(revoked).to.deep.equal(['blob:attachment-1']);
      const [download] = server.called(/^GET \/api\/attachments\/7d3b9a2e-41c5-4f6a-8b0d-2e9f1c5a7b34$/);
      expect(download.headers.get('authorization')).to.equal(`Bearer ${sdk.$token.get()}`);
    });

    it('alerts when the file cannot be downloaded', async () => {
      const stop = server.answer(/^GET \/api\/attachments\/7d3b9a2e-41c5-4f6a-8b0d-2e9f1c5a7b34$/, () =>
        json(404, { error: 'Attachment not found' }),
      );
      $<HTMLAnchorElement>('[part="attachment"]')!.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
      );
      const dialog = await waitFor(() => all<HTMLDialogElement>('dialog[part="alert"]').find((node) => node.open));
      stop();
      expect(dialog.querySelector('h2')!.textContent).to.equal('Failed to download approval.pdf. Please try again.');
      expect(saved).to.have.length(1);
      button('OK')!.click();
      await waitFor(() => !dialog.open);
    });
  });

  it('pages through the pre-orders', async () => {
    server.state.preOrders = [summary('PO-20261120-000301'), summary('PO-20261120-000302')];
    server.state.totalPages = 2;
    try {
      await show('lapasar-order-history');
      await waitFor(() => $('[part="pagination"]'));
      expect(all('[part="order"] h3').map((node) => node.textContent)).to.deep.equal(['Order PO-20261120-000301']);
      expect(text('[part="pagination"] span')).to.equal('Page 1 of 2');
      expect(button('Previous')!.disabled).to.equal(true);
      button('Next')!.click();
      await waitFor(() => text('[part="order"] h3') === 'Order PO-20261120-000302');
      expect(
        server
          .called(/^GET \/api\/orders\/pre-orders$/)
          .at(-1)!
          .query.get('page'),
      ).to.equal('2');
      expect(text('[part="pagination"] span')).to.equal('Page 2 of 2');
      expect(button('Next')!.disabled).to.equal(true);
    } finally {
      server.state.totalPages = 1;
    }
  });

  it('says so when there are no pre-orders', async () => {
    server.state.preOrders = [];
    await show('lapasar-order-history');
    await waitFor(() => $('[part="empty"]'));
    expect(text('[part="empty"]')).to.equal('You have no orders yet.');
    await expectAccessible(element);
  });

  it('shows the server message of a failed load', async () => {
    server.answer(/^GET \/api\/orders\/pre-orders$/, () => json(500, { error: 'Orders are unavailable' }));
    await show('lapasar-order-history');
    await waitFor(() => $('[part="error"]'));
    expect(text('[part="error"]')).to.equal('Orders are unavailable');
    expect($('[part="error"]')!.getAttribute('role')).to.equal('alert');
  });

  it('shows what the buyer entered: quotation ID, order note, and per seller the note and requested delivery date', async () => {
    server.state.preOrders = [summary('PO-20261120-000210')];
    server.state.details.set(
      'PO-20261120-000210',
      detail('PO-20261120-000210', {
        quotationId: 'QT-2026-0042',
        sellers: [
          { sellerId: 11, sellerName: 'Syarikat Alat Tulis', noteToSeller: 'Pack in two boxes', deliveryDate: '2026-12-15' },
          { sellerId: 12, sellerName: 'VNDR-000012', noteToSeller: '', deliveryDate: '' },
        ],
      }),
    );
    await show('lapasar-order-history');
    (await waitFor(() => $<HTMLButtonElement>('[part="toggle-details"]'))).click();
    await waitFor(() => $('[part="order-detail"]'));
    expect(text('[part="quotation-id"]')).to.equal('Quotation IDQT-2026-0042');
    expect(text('[part="order-note"]')).to.equal('Order noteDeliver to the loading bay.');
    const entries = all('[part="seller-entries"] li').map((item) => item.textContent);
    expect(entries).to.have.length(1);
    expect(entries[0]).to.match(/^Syarikat Alat TulisNote: Pack in two boxesRequested delivery: .*15.*2026$/);
    expect(all('[part="line-seller"]').map((line) => line.textContent)).to.deep.equal([
      'Seller: Syarikat Alat Tulis',
      'Seller: VNDR-000012',
    ]);
    await expectAccessible(element);
  });

  it('fits a 390 px wide screen without scrolling sideways', async () => {
    server.state.preOrders = [
      summary('PO-20261120-000211', { status: 'returned', currentStage: null, stageLabel: 'Sent Back for Changes' }),
    ];
    server.state.details.set(
      'PO-20261120-000211',
      detail('PO-20261120-000211', {
        status: 'returned',
        quotationId: 'QT-2026-0042-LONG-REFERENCE-WITHOUT-SPACES',
        lines: [
          {
            ...detail('x').lines[0],
            productName: 'Heavy-duty stainless steel stapler with extra long reach',
            unitPrice: 12345.67,
            lineTotal: 246913.34,
            quantity: 20,
          },
        ],
        sentBack: { by: 'Hafiz Approver', at: '2026-11-20T05:00:00.000Z', comment: 'Please use the framework supplier' },
      }),
    );
    await setViewport({ width: 390, height: 844 });
    try {
      await show('lapasar-order-history');
      (await waitFor(() => $<HTMLButtonElement>('[part="toggle-details"]'))).click();
      await waitFor(() => $('[part="order-lines"]'));
      // Names what sticks out, so a failure says where to look.
      const wide = [...element.shadowRoot!.querySelectorAll('*')]
        .filter((node) => node.getBoundingClientRect().right > window.innerWidth)
        .map((node) => `${node.tagName.toLowerCase()}.${node.className} ${Math.round(node.getBoundingClientRect().right)}`);
      expect(document.documentElement.scrollWidth, wide.slice(0, 8).join(', ')).to.be.at.most(window.innerWidth);
      expect(element.getBoundingClientRect().right).to.be.at.most(window.innerWidth);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  describe('Withdraw Order', () => {
    const CANCEL = /^POST \/api\/orders\/pre-orders\/[^/]+\/cancel$/;
    const withdrawDialog = () => $<HTMLDialogElement>('dialog[part="withdraw-dialog"]')!;

    beforeEach(() => {
      server.state.preOrders = [
        summary('PO-20261120-000701'),
        summary('PO-20261120-000702', { status: 'processing', currentStage: null, stageLabel: 'Processing' }),
      ];
      server.state.details.set('PO-20261120-000701', detail('PO-20261120-000701'));
      server.state.details.set(
        'PO-20261120-000702',
        detail('PO-20261120-000702', { status: 'processing', currentStage: null, stageLabel: 'Processing' }),
      );
    });

    async function openOrder(index: number): Promise<HTMLElement> {
      await waitFor(() => all('[part="order"]').length === 2);
      const card = all('[part="order"]')[index];
      card.querySelector<HTMLButtonElement>('[part="toggle-details"]')!.click();
      await waitFor(() => card.querySelector('[part="order-detail"]'));
      return card;
    }

    it('is offered on an order waiting for approval only, and withdraws it after the confirmation', async () => {
      await show('lapasar-order-history');
      const processing = await openOrder(1);
      expect(processing.querySelector('[part="withdraw-order"]')).to.equal(null);
      const waiting = await openOrder(0);
      const withdraw = waiting.querySelector<HTMLButtonElement>('[part="withdraw-order"]')!;
      expect(withdraw.textContent).to.equal('Withdraw Order');
      withdraw.click();
      await waitFor(() => withdrawDialog().open);
      expect(withdrawDialog().querySelector('h2')!.textContent).to.equal('Withdraw order PO-20261120-000701?');
      await expectAccessible(element);
      // Keep Order changes nothing.
      const calls = server.called(CANCEL).length;
      button('Keep Order')!.click();
      await waitFor(() => !withdrawDialog().open);
      expect(server.called(CANCEL)).to.have.length(calls);

      const before = server.called(CANCEL).length;
      withdraw.click();
      await waitFor(() => withdrawDialog().open);
      withdrawDialog().querySelector<HTMLButtonElement>('[part="withdraw-confirm"]')!.click();
      await waitFor(() => text('[part="toast"]') === 'Order withdrawn: its stock and budget are released');
      expect(
        server
          .called(CANCEL)
          .slice(before)
          .map((call) => call.path),
      ).to.deep.equal(['/api/orders/pre-orders/PO-20261120-000701/cancel']);
      // The list and the opened order reload: cancelled, no longer withdrawable nor editable.
      await waitFor(() => all('[part="order"]')[0].querySelector('[part="status-badge"]')!.textContent === 'Cancelled');
      await waitFor(() => all('[part="order"]')[0].querySelector('[part="withdraw-order"]') === null);
      expect(all('[part="order"]')[0].querySelector('[part="edit-order"]')).to.equal(null);
    });

    it('alerts with the server message when the order can no longer be withdrawn', async () => {
      server.answer(CANCEL, () => json(409, { error: 'Only an order waiting for approval can be withdrawn' }));
      await show('lapasar-order-history');
      const waiting = await openOrder(0);
      waiting.querySelector<HTMLButtonElement>('[part="withdraw-order"]')!.click();
      await waitFor(() => withdrawDialog().open);
      withdrawDialog().querySelector<HTMLButtonElement>('[part="withdraw-confirm"]')!.click();
      const alert = await waitFor(() => all<HTMLDialogElement>('dialog[part="alert"]').find((node) => node.open));
      expect(alert.querySelector('h2')!.textContent).to.equal('Only an order waiting for approval can be withdrawn');
      button('OK')!.click();
      await waitFor(() => !alert.open);
    });

    it('works with the keyboard: Enter opens the confirmation, Escape keeps the order, then Enter withdraws it', async () => {
      await show('lapasar-order-history');
      const waiting = await openOrder(0);
      const before = server.called(CANCEL).length;
      const withdraw = waiting.querySelector<HTMLButtonElement>('[part="withdraw-order"]')!;
      withdraw.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => withdrawDialog().open);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !withdrawDialog().open);
      await waitFor(() => active() === withdraw);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => withdrawDialog().open);
      const confirm = withdrawDialog().querySelector<HTMLButtonElement>('[part="withdraw-confirm"]')!;
      for (let presses = 0; presses < 4 && active() !== confirm; presses++) await sendKeys({ press: 'Tab' });
      expect(active()).to.equal(confirm);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => server.called(CANCEL).length === before + 1);
    });
  });

  it('shows why an order was sent back, and offers Edit Order on it as on a rejected one', async () => {
    server.state.preOrders = [
      summary('PO-20261120-000212', { status: 'returned', currentStage: null, stageLabel: 'Sent Back for Changes' }),
    ];
    server.state.details.set(
      'PO-20261120-000212',
      detail('PO-20261120-000212', {
        status: 'returned',
        currentStage: null,
        stageLabel: 'Sent Back for Changes',
        sentBack: { by: 'Hafiz Approver', at: '2026-11-20T05:00:00.000Z', comment: 'Please use the framework supplier' },
        timeline: [
          {
            key: 'submitted',
            label: 'Submitted',
            stage: null,
            state: 'done',
            actor: 'Aina Buyer',
            at: '2026-11-20T03:04:05.000Z',
            comment: null,
          },
          {
            key: 'stage-1',
            label: 'Head of Department',
            stage: 1,
            state: 'returned',
            actor: 'Hafiz Approver',
            at: '2026-11-20T05:00:00.000Z',
            comment: 'Please use the framework supplier',
          },
          { key: 'processing', label: 'Processing', stage: null, state: 'pending', actor: null, at: null, comment: null },
        ],
      }),
    );
    await show('lapasar-order-history');
    const card = await waitFor(() => $('[part="order"]'));
    expect(card.querySelector('[part="status-badge"]')!.textContent).to.equal('Sent Back for Changes');
    expect(card.querySelector('[part="edit-order"]')!.textContent).to.equal('Edit Order');
    card.querySelector<HTMLButtonElement>('[part="toggle-details"]')!.click();
    const sentBack = await waitFor(() => $('[part="sent-back"]'));
    expect(sentBack.querySelector('h4')!.textContent).to.equal('Sent back for changes by Hafiz Approver');
    expect(sentBack.querySelector('p')!.textContent).to.equal('Please use the framework supplier');
    expect($('[part="withdraw-order"]')).to.equal(null);
    const step = all('[part="timeline"] li')[1];
    expect(step.dataset.state).to.equal('returned');
    expect(step.textContent).to.contain('Sent back for changes').and.contain('Comment: Please use the framework supplier');
    await expectAccessible(element);
  });

  it('shows the failure of an order that cannot be opened', async () => {
    server.state.preOrders = [summary('PO-20261120-000404')];
    server.answer(/^GET \/api\/orders\/pre-orders\/PO-20261120-000404$/, () => json(404, { error: 'Order not found' }));
    await show('lapasar-order-history');
    (await waitFor(() => $<HTMLButtonElement>('[part="toggle-details"]'))).click();
    await waitFor(() => $('[part="order-error"]'));
    expect(text('[part="order-error"]')).to.equal('Order not found');
  });

  describe('Edit Order', () => {
    const EDIT = /^POST \/api\/orders\/pre-orders\/[^/]+\/edit$/;
    const edited = (poId: string) =>
      json(200, { success: true, data: { poId }, message: "The order's items are in your cart" } satisfies EditOrderResponse);

    beforeEach(() => {
      server.state.preOrders = [
        summary('PO-20261120-000501'),
        summary('PO-20261120-000502', { status: 'rejected', currentStage: null, stageLabel: 'Rejected' }),
        summary('PO-20261120-000503', { status: 'processing', currentStage: null, stageLabel: 'Processing' }),
        summary('PO-20261120-000504', { status: 'replaced', currentStage: null, stageLabel: 'Replaced', replacedBy: 'PO-20261121-000601' }),
        summary('PO-20261120-000505', { isAlternateRecipient: true }),
      ];
    });

    const editButton = (index: number) => all('[part="order"]')[index].querySelector<HTMLButtonElement>('[part="edit-order"]');

    it("is offered on the buyer's orders waiting for approval or rejected only", async () => {
      await show('lapasar-order-history');
      await waitFor(() => all('[part="order"]').length === 5);
      expect([0, 1, 2, 3, 4].map((index) => editButton(index)?.textContent ?? null)).to.deep.equal([
        'Edit Order',
        'Edit Order',
        null,
        null,
        null,
      ]);
      await expectAccessible(element);
    });

    it('puts the order in the cart, then goes to checkout with ?edit= and the PO id', async () => {
      server.answer(EDIT, (request) => edited(decodeURIComponent(request.path.split('/')[4])));
      const events: CustomEvent[] = [];
      const listen = (event: Event) => events.push(event as CustomEvent);
      document.addEventListener('lapasar-edit-order', listen);
      try {
        await show('lapasar-order-history');
        await waitFor(() => editButton(1));
        const before = navigations.length;
        editButton(1)!.click();
        await waitFor(() => navigations.length > before);
        expect(server.called(EDIT).map((call) => call.path)).to.deep.equal(['/api/orders/pre-orders/PO-20261120-000502/edit']);
        expect(server.called(EDIT)[0].headers.get('authorization')).to.equal(`Bearer ${sdk.$token.get()}`);
        expect(events.map((event) => event.detail)).to.deep.equal([
          { poId: 'PO-20261120-000502', href: '/checkout?edit=PO-20261120-000502' },
        ]);
        expect(navigations.at(-1)).to.equal('/checkout?edit=PO-20261120-000502');
      } finally {
        document.removeEventListener('lapasar-edit-order', listen);
      }
    });

    it('lets the host cancel lapasar-edit-order and route itself', async () => {
      server.answer(EDIT, () => edited('PO-20261120-000501'));
      const cancelled: string[] = [];
      const cancel = (event: Event) => {
        event.preventDefault();
        cancelled.push((event as CustomEvent<{ href: string }>).detail.href);
      };
      document.addEventListener('lapasar-edit-order', cancel);
      try {
        await show('lapasar-order-history');
        await waitFor(() => editButton(0));
        const before = navigations.length;
        editButton(0)!.click();
        await waitFor(() => cancelled.length === 1);
        expect(cancelled).to.deep.equal(['/checkout?edit=PO-20261120-000501']);
        expect(navigations.length).to.equal(before);
        await waitFor(() => editButton(0)!.textContent === 'Edit Order' && !editButton(0)!.disabled);
      } finally {
        document.removeEventListener('lapasar-edit-order', cancel);
      }
    });

    it('alerts with the server message when the order can no longer be edited, and stays', async () => {
      server.answer(EDIT, () =>
        json(409, { error: 'This order can no longer be edited: only orders waiting for approval or rejected can be' }),
      );
      await show('lapasar-order-history');
      await waitFor(() => editButton(0));
      const before = navigations.length;
      editButton(0)!.click();
      const dialog = await waitFor(() => all<HTMLDialogElement>('dialog[part="alert"]').find((node) => node.open));
      expect(dialog.querySelector('h2')!.textContent).to.equal(
        'This order can no longer be edited: only orders waiting for approval or rejected can be',
      );
      expect(navigations.length).to.equal(before);
      expect(editButton(0)!.disabled).to.equal(false);
      button('OK')!.click();
      await waitFor(() => !dialog.open);
    });

    it('shows a replaced order with the order that replaced it, and an edited order with its original', async () => {
      server.state.preOrders = [
        summary('PO-20261121-000601', { isEdited: true, editedFrom: 'PO-20261120-000504' }),
        summary('PO-20261120-000504', { status: 'replaced', currentStage: null, stageLabel: 'Replaced', replacedBy: 'PO-20261121-000601' }),
      ];
      server.state.details.set(
        'PO-20261121-000601',
        detail('PO-20261121-000601', {
          isEdited: true,
          editedFrom: 'PO-20261120-000504',
          timeline: [
            {
              key: 'edited',
              label: 'Edited from PO-20261120-000504',
              stage: null,
              state: 'done',
              actor: 'Aina Buyer',
              at: '2026-11-21T01:00:00.000Z',
              comment: null,
            },
            {
              key: 'submitted',
              label: 'Submitted',
              stage: null,
              state: 'done',
              actor: 'Aina Buyer',
              at: '2026-11-21T01:00:00.000Z',
              comment: null,
            },
            { key: 'stage-1', label: 'Head of Department', stage: 1, state: 'current', actor: null, at: null, comment: null },
          ],
        }),
      );
      await show('lapasar-order-history');
      await waitFor(() => all('[part="order"]').length === 2);
      const [edit, replaced] = all('[part="order"]');
      expect(edit.querySelector('[part="edited-from"]')!.textContent).to.equal('Edited from order PO-20261120-000504');
      expect(edit.querySelector('[part="replaced-by"]')).to.equal(null);
      expect(replaced.querySelector('[part="status-badge"]')!.textContent).to.equal('Replaced');
      expect(replaced.querySelector('[part="replaced-by"]')!.textContent).to.equal('Replaced by order PO-20261121-000601');
      edit.querySelector<HTMLButtonElement>('[part="toggle-details"]')!.click();
      await waitFor(() => $('[part="timeline"]'));
      expect(all('[part="timeline"] li')[0].textContent).to.contain('Edited from PO-20261120-000504').and.contain('Completed');
      await expectAccessible(element);
    });
  });
});

describe('lapasar-approvals', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });

  const decisionDialog = () => $<HTMLDialogElement>('dialog[part="decision-dialog"]')!;
  const alertDialog = () => $<HTMLDialogElement>('dialog[part="alert"]')!;
  const inboxReads = () => server.called(/^GET \/api\/approvals$/).length;

  async function showInbox(items: ApprovalItem[]): Promise<void> {
    server.state.inbox = items;
    await show('lapasar-approvals');
    await waitFor(() => all('[part="approval"]').length === items.length && items.length > 0);
  }

  it('lists the orders waiting with lines, totals, budget position and attachments', async () => {
    const release = server.hold(/^GET \/api\/approvals$/);
    server.state.inbox = [
      approval('PO-20261120-000500'),
      approval('PO-20261120-000501', { budget: null, status: 'budget_approval', stageLabel: 'Budget Approval' }),
    ];
    await show('lapasar-approvals');
    await waitFor(() => $('[part="skeleton"]'));
    release();
    await waitFor(() => all('[part="approval"]').length === 2);
    const [first, second] = all('[part="approval"]');
    expect(first.querySelector('h3')!.textContent).to.equal('Order PO-20261120-000500');
    expect(first.querySelector('[part="stage"]')!.textContent).to.equal('Waiting at: Head of Department');
    expect(first.textContent).to.contain('Submitted by Aina Buyer');
    const budget = [...first.querySelectorAll('[part="budget"] dl > div')].map((cell) => [
      cell.querySelector('dt')!.textContent,
      cell.querySelector('dd')!.textContent!.replace(/\s/g, ''),
    ]);
    expect(budget).to.deep.equal([
      ['Budget limit', 'RM10,000.00'],
      ['Committed', 'RM2,500.00'],
      ['Pending', 'RM113.00'],
      ['Remaining', 'RM7,387.00'],
    ]);
    expect(first.querySelectorAll('[part="order-lines"] tbody tr')).to.have.length(2);
    expect(first.querySelector('[part="order-totals"] dd:last-of-type')!.textContent!.replace(/\s/g, '')).to.equal('RM113.00');
    expect(first.querySelector('[part="attachment"]')!.textContent).to.equal('approval.pdf');
    expect(second.querySelector('[part="status-badge"]')!.textContent).to.equal('Budget Approval');
    expect(second.querySelector('[part="budget"] p')!.textContent).to.equal('No budget is set for this location and project.');
    await expectAccessible(element);
  });

  it('approves after the confirm dialog, shows the outcome and reloads the list', async () => {
    await showInbox([approval('PO-20261120-000500')]);
    const reads = inboxReads();
    $<HTMLButtonElement>('[part="approve"]')!.click();
    await waitFor(() => decisionDialog().open);
    expect(decisionDialog().querySelector('h2')!.textContent).to.equal('Approve order PO-20261120-000500?');
    expect(decisionDialog().querySelector('label')!.textContent).to.equal('Comment (optional)');
    await expectAccessible(element);
    typeComment(decisionDialog().querySelector('textarea')!, '  Within plan  ');
    button('Confirm Approval')!.click();
    await waitFor(() => text('[part="toast"]') === 'Order PO-20261120-000500 approved');
    expect(server.called(/^POST /).at(-1)).to.include({ path: '/api/approvals/PO-20261120-000500/approve' });
    expect(server.called(/^POST /).at(-1)!.body).to.deep.equal({ comment: 'Within plan' });
    await waitFor(() => inboxReads() > reads);
    await waitFor(() => $('[part="empty"]'));
    expect(text('[part="empty"]')).to.equal('No orders are waiting for your approval.');
    expect(decisionDialog().open).to.equal(false);
  });

  it('refuses to reject without a comment, then rejects with one', async () => {
    await showInbox([approval('PO-20261120-000600')]);
    $<HTMLButtonElement>('[part="reject"]')!.click();
    await waitFor(() => decisionDialog().open);
    expect(decisionDialog().querySelector('h2')!.textContent).to.equal('Reject order PO-20261120-000600?');
    const comment = decisionDialog().querySelector('textarea')!;
    typeComment(comment, '   ');
    button('Confirm Rejection')!.click();
    await waitFor(() => $('[part="comment-error"]'));
    expect(text('[part="comment-error"]')).to.equal('A comment is required to reject an order.');
    expect(comment.getAttribute('aria-invalid')).to.equal('true');
    expect(server.called(/^POST /).filter((call) => call.path.endsWith('/reject'))).to.have.length(0);
    await expectAccessible(element);
    typeComment(comment, 'Not in this quarter');
    expect($('[part="comment-error"]')).to.equal(null);
    button('Confirm Rejection')!.click();
    await waitFor(() => text('[part="toast"]') === 'Order PO-20261120-000600 rejected');
    const [reject] = server.called(/^POST \/api\/approvals\/PO-20261120-000600\/reject$/);
    expect(reject.body).to.deep.equal({ comment: 'Not in this quarter' });
    await waitFor(() => $('[part="empty"]'));
  });

  it('shows the message of an order already decided, and reloads the list', async () => {
    await showInbox([approval('PO-20261120-000700'), approval('PO-20261120-000701')]);
    server.answer(/^POST \/api\/approvals\/PO-20261120-000700\/approve$/, () => {
      server.state.inbox = server.state.inbox.filter((item) => item.poId !== 'PO-20261120-000700');
      return json(409, { error: 'This order has already been decided.' });
    });
    const reads = inboxReads();
    $<HTMLButtonElement>('[part="approve"]')!.click();
    await waitFor(() => decisionDialog().open);
    button('Confirm Approval')!.click();
    await waitFor(() => alertDialog().open);
    expect(alertDialog().querySelector('h2')!.textContent).to.equal('This order has already been decided.');
    await waitFor(() => inboxReads() > reads);
    await waitFor(() => all('[part="approval"]').length === 1);
    expect(text('[part="approval"] h3')).to.equal('Order PO-20261120-000701');
    button('OK')!.click();
    await waitFor(() => !alertDialog().open);
  });

  it('says what happened to an order replaced by an edited one, reloads, and moves focus to the next order', async () => {
    await showInbox([approval('PO-20261120-000710'), approval('PO-20261120-000711'), approval('PO-20261120-000712')]);
    server.answer(/^POST \/api\/approvals\/PO-20261120-000711\/approve$/, () => {
      server.state.inbox = server.state.inbox.filter((item) => item.poId !== 'PO-20261120-000711');
      return json(409, { error: 'This order was replaced by PO-20261121-000900 after the buyer edited it' });
    });
    all<HTMLButtonElement>('[part="approve"]')[1].click();
    await waitFor(() => decisionDialog().open);
    button('Confirm Approval')!.click();
    await waitFor(() => alertDialog().open);
    expect(alertDialog().querySelector('h2')!.textContent).to.equal(
      'This order was replaced by PO-20261121-000900 after the buyer edited it',
    );
    await waitFor(() => all('[part="approval"]').length === 2);
    button('OK')!.click();
    await waitFor(() => !alertDialog().open);
    // The order that took the decided one's place has focus, and the view starts at it.
    await waitFor(() => active()?.textContent === 'Order PO-20261120-000712');
    const heading = active()!.getBoundingClientRect();
    expect(heading.top).to.be.at.least(0).and.below(window.innerHeight);
  });

  it('sends an order back with a required comment', async () => {
    await showInbox([approval('PO-20261120-000720')]);
    const sendBack = $<HTMLButtonElement>('[part="send-back"]')!;
    expect(sendBack.getAttribute('aria-label')).to.equal('Send Back order PO-20261120-000720 for changes');
    sendBack.click();
    await waitFor(() => decisionDialog().open);
    expect(decisionDialog().querySelector('h2')!.textContent).to.equal('Send order PO-20261120-000720 back to the buyer?');
    expect(decisionDialog().querySelector('label')!.textContent).to.equal('What should the buyer change? (required)');
    button('Send Back for Changes')!.click();
    await waitFor(() => $('[part="comment-error"]'));
    expect(text('[part="comment-error"]')).to.equal('A comment is required to send an order back.');
    expect(server.called(/\/return$/)).to.have.length(0);
    await expectAccessible(element);
    typeComment(decisionDialog().querySelector('textarea')!, 'Use the framework supplier');
    button('Send Back for Changes')!.click();
    await waitFor(() => text('[part="toast"]') === 'Order PO-20261120-000720 sent back');
    expect(server.called(/^POST \/api\/approvals\/PO-20261120-000720\/return$/)[0].body).to.deep.equal({
      comment: 'Use the framework supplier',
    });
    await waitFor(() => $('[part="empty"]'));
  });

  it("keeps the decision dialog's title clear of its close button", async () => {
    await showInbox([approval('PO-20261120-000730')]);
    await setViewport({ width: 390, height: 844 });
    try {
      $<HTMLButtonElement>('[part="reject"]')!.click();
      await waitFor(() => decisionDialog().open);
      // The title's text, line by line, against the close button's box.
      const text = document.createRange();
      text.selectNodeContents(decisionDialog().querySelector('h2')!);
      const close = decisionDialog().querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.getBoundingClientRect();
      const lines = [...text.getClientRects()];
      expect(lines.length).to.be.above(0);
      const overlapping = lines.filter(
        (line) => line.left < close.right && close.left < line.right && line.top < close.bottom && close.top < line.bottom,
      );
      expect(
        overlapping.map((line) => JSON.stringify(line)),
        `close ${JSON.stringify(close)}`,
      ).to.deep.equal([]);
      button('Cancel')!.click();
      await waitFor(() => !decisionDialog().open);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('approves or rejects the selected orders at once with one comment, and lists what happened to each', async () => {
    await showInbox([approval('PO-20261120-000740'), approval('PO-20261120-000741'), approval('PO-20261120-000742')]);
    expect(text('[part="selected-count"]')).to.equal('0 selected');
    expect($<HTMLButtonElement>('[part="approve-selected"]')!.disabled).to.equal(true);
    const boxes = all<HTMLInputElement>('[part="approval"] [part="select"]');
    boxes[0].click();
    boxes[2].click();
    await waitFor(() => text('[part="selected-count"]') === '2 selected');
    expect($<HTMLInputElement>('[part="select-all"]')!.indeterminate).to.equal(true);
    await expectAccessible(element);
    // The buyer withdraws one of them meanwhile.
    server.state.inbox = server.state.inbox.filter((item) => item.poId !== 'PO-20261120-000742');
    $<HTMLButtonElement>('[part="reject-selected"]')!.click();
    await waitFor(() => decisionDialog().open);
    expect(decisionDialog().querySelector('h2')!.textContent).to.equal('Reject 2 selected order(s)?');
    button('Confirm Rejection')!.click();
    await waitFor(() => $('[part="comment-error"]'));
    typeComment(decisionDialog().querySelector('textarea')!, 'Over the plan');
    button('Confirm Rejection')!.click();
    await waitFor(() => all('[part="bulk-results"] li').length === 2);
    expect(server.called(/^POST \/api\/approvals\/bulk$/).at(-1)!.body).to.deep.equal({
      poIds: ['PO-20261120-000740', 'PO-20261120-000742'],
      decision: 'reject',
      comment: 'Over the plan',
    });
    expect(text('[part="bulk-results"] p')).to.equal('Decisions sent: 1 of 2 order(s) decided');
    expect(all('[part="bulk-results"] li').map((item) => item.textContent)).to.deep.equal([
      'PO-20261120-000742: not decided. This order was withdrawn by the buyer',
      'PO-20261120-000740: Rejected',
    ]);
    await waitFor(() => all('[part="approval"]').length === 1);
    expect(text('[part="selected-count"]')).to.equal('0 selected');
    await waitFor(() => active()?.textContent === 'Order PO-20261120-000741');

    $<HTMLInputElement>('[part="select-all"]')!.click();
    await waitFor(() => text('[part="selected-count"]') === '1 selected');
    $<HTMLButtonElement>('[part="approve-selected"]')!.click();
    await waitFor(() => decisionDialog().open);
    // One order selected is decided as one.
    expect(decisionDialog().querySelector('h2')!.textContent).to.equal('Approve order PO-20261120-000741?');
    button('Confirm Approval')!.click();
    await waitFor(() => $('[part="empty"]'));
    await expectAccessible(element);
  });

  it('shows the server refusal to a user who approves nothing', async () => {
    server.answer(/^GET \/api\/approvals$/, () => json(403, { error: 'Only approvers can view approvals.' }));
    await show('lapasar-approvals');
    await waitFor(() => $('[part="error"]'));
    expect(text('[part="error"]')).to.equal('Only approvers can view approvals.');
  });

  it('says so when nothing waits', async () => {
    server.state.inbox = [];
    await show('lapasar-approvals');
    await waitFor(() => $('[part="empty"]'));
    expect(text('[part="empty"]')).to.equal('No orders are waiting for your approval.');
    await expectAccessible(element);
  });
});

describe('lapasar-approvals with the keyboard only', () => {
  it('Tab reaches Approve, Enter opens the dialog, Escape returns focus; Reject is confirmed by keyboard', async () => {
    server.state.inbox = [approval('PO-20261120-000800')];
    await show('lapasar-approvals');
    await waitFor(() => $('[part="approve"]'));
    const start = document.createElement('button');
    start.textContent = 'Before the inbox';
    element.before(start);
    start.focus();
    const approve = $<HTMLButtonElement>('[part="approve"]')!;
    const reject = $<HTMLButtonElement>('[part="reject"]')!;
    for (let presses = 0; presses < 12 && active() !== approve; presses++) await sendKeys({ press: 'Tab' });
    expect(active()).to.equal(approve);
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() =>
      $<HTMLDialogElement>('dialog[part="decision-dialog"]')!.open ? $<HTMLDialogElement>('dialog[part="decision-dialog"]') : null,
    );
    expect(active()).to.equal(dialog.querySelector('textarea'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open);
    await waitFor(() => active() === approve);
    await sendKeys({ press: 'Tab' });
    expect(active()).to.equal(reject);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialog.open && active() === dialog.querySelector('textarea'));
    await sendKeys({ type: 'Duplicate order' });
    await sendKeys({ press: 'Tab' });
    expect(active()?.textContent).to.equal('Confirm Rejection');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => server.called(/^POST \/api\/approvals\/PO-20261120-000800\/reject$/).length === 1);
    expect(server.called(/^POST \/api\/approvals\/PO-20261120-000800\/reject$/)[0].body).to.deep.equal({ comment: 'Duplicate order' });
    await waitFor(() => $('[part="empty"]'));
    // Nothing is left to decide: focus rests on the heading, not on the page's end.
    await waitFor(() => active() === $('h2'));
    start.remove();
  });

  it('selects orders with Space and approves them together from the keyboard', async () => {
    server.state.inbox = [approval('PO-20261120-000810'), approval('PO-20261120-000811')];
    await show('lapasar-approvals');
    await waitFor(() => all('[part="approval"]').length === 2);
    const before = server.called(/^POST \/api\/approvals\/bulk$/).length;
    const boxes = all<HTMLInputElement>('[part="approval"] [part="select"]');
    boxes[0].focus();
    await sendKeys({ press: 'Space' });
    boxes[1].focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => text('[part="selected-count"]') === '2 selected');
    const approveSelected = $<HTMLButtonElement>('[part="approve-selected"]')!;
    approveSelected.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() =>
      $<HTMLDialogElement>('dialog[part="decision-dialog"]')!.open ? $<HTMLDialogElement>('dialog[part="decision-dialog"]') : null,
    );
    expect(active()).to.equal(dialog.querySelector('textarea'));
    await sendKeys({ type: 'Both fine' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => server.called(/^POST \/api\/approvals\/bulk$/).length === before + 1);
    expect(server.called(/^POST \/api\/approvals\/bulk$/).at(-1)!.body).to.deep.equal({
      poIds: ['PO-20261120-000810', 'PO-20261120-000811'],
      decision: 'approve',
      comment: 'Both fine',
    });
    await waitFor(() => $('[part="empty"]'));
  });
});
