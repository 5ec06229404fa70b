import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type {
  CapitalBudgetCodesResponse,
  CartItem,
  CheckoutApproversResponse,
  CheckoutFormResponse,
  GenerateUploadUrlsRequest,
  GenerateUploadUrlsResponse,
  ItemCodeBudgetsResponse,
  ItemCodesResponse,
  SubmitButtonStatusResponse,
  SubmitCompleteRequest,
  SubmitCompleteResponse,
  ValidateBudgetResponse,
  ValidateFieldRequest,
  ValidateFieldResponse,
  WorkflowValidation,
} from '../../src/api/types';
import { MAX_FILE_BYTES } from '../../src/lib/attachments';
import { cartLine } from '../support/cart-line';
import { fakeApi, json, type FakeRequest } from './fake-api';
import { apiLogin, expectAccessible, inShadow, interceptNavigation, loadSdk, nextFrames, typeInto, waitFor } from './support';

/* Typed workflow fixtures: the reference server's /workflow routes are exercised by the server suite. */

// Workflow lines cost RM 50.00 each unless a test says otherwise.
const line = (skuId: number, sellerId: number, overrides: Partial<CartItem> = {}) => cartLine(skuId, sellerId, { price: 50, ...overrides });

const HQ = {
  recid: 1,
  location_name: 'HQ Shah Alam',
  state: 'Selangor',
  lotNo: 'Lot 5',
  street1: 'Jalan Tengku',
  street2: 'Seksyen 14',
  postcode: '40000',
  city: 'Shah Alam',
  countery: 'Malaysia',
};
const PENANG = {
  recid: 2,
  location_name: 'Penang Branch',
  state: 'Pulau Pinang',
  lotNo: 'No 9',
  street1: 'Lebuh Pantai',
  street2: 'George Town',
  postcode: '10300',
  city: 'George Town',
  countery: 'Malaysia',
};
const PROJECT = {
  project_id: 11,
  project_name: 'Grid Upgrade',
  project_code: 'GU-01',
  apply_address: 'N' as const,
  lotNo: '',
  street1: '',
  street2: '',
  postcode: '',
  city: '',
  state: '',
  countery: '',
};
const EB_PROJECT = { ...PROJECT, project_id: 12, project_name: '4821', project_code: 'EB-4821' };

const withinBudget: WorkflowValidation = {
  valid: true,
  message: 'Within budget',
  budgetValidation: { budgetLimit: 10000, currentSpent: 2500, remainingBudget: 7500, isWithinLimit: true, exceedsBy: 0 },
  totals: { grandTotal: 216 },
};

/** The checkout form as the server answers it for a query. */
function formOf(items: CartItem[], query: URLSearchParams, options: FakeState): CheckoutFormResponse {
  const subTotal = items.reduce((total, item) => total + item.total_price, 0);
  const locationId = query.get('location_id');
  return {
    success: true,
    cartItems: items,
    place: query.get('state') ? { state: query.get('state') ?? '', district: query.get('district') ?? '' } : null,
    vendorMinimumErrors: [],
    edit: null,
    totals: { subTotal, shippingCharge: 0, taxAmount: subTotal * 0.08, grandTotal: subTotal * 1.08, productCount: items.length },
    formDefaults: {
      company_name: 'Tenaga Demo Sdn Bhd',
      order_raised_by: 'Demo Buyer',
      buyer_invoice_email: 'buyer@lapasar.test',
      registration_no: '201901000001',
      sst_number: 'W10-1808-31000001',
      tax_identification_number: 'C1234567890',
      location_id: null,
      ship_lotno: 'Lot 1',
      ship_street1: 'Jalan Satu',
      ship_street2: 'Taman Dua',
      ship_pincode: '40000',
      ship_city: 'Shah Alam',
      ship_state: 'Selangor',
      ship_district: '',
      ship_countery: 'Malaysia',
      bill_lotno: 'Lot 1',
      bill_street1: 'Jalan Satu',
      bill_street2: 'Taman Dua',
      bill_pincode: '40000',
      bill_city: 'Shah Alam',
      bill_State: 'Selangor',
      bill_countery: 'Malaysia',
      shipping_address_type: 'same',
      apply_alt_receipient: 'N',
      ...options.defaults,
    },
    locations: [HQ, PENANG],
    projects: locationId === '1' ? options.projects : [],
    formConfig: {
      show_quotation_id: true,
      show_charge_code: true,
      alternate_recipient_required: false,
      approval_workflow: true,
      order_attachment_required: false,
      approval_doc_amount_from: 0,
      ...options.formConfig,
    },
    buyerSettings: {
      catalog_id: null,
      is_tnb: 1,
      view_sl_info: 'Y',
      companyName: 'Tenaga Demo Sdn Bhd',
      checkout_type: 'workflow',
      budget_type: 'item',
      has_item_code: 'N',
      has_eb_number: 'N',
      has_capex: 'N',
      has_special_budget_category: 'N',
      has_payment_code: 'N',
      registration_no: '201901000001',
      sst_number: 'W10-1808-31000001',
      tax_number: 'C1234567890',
      has_charge_code_access: true,
      ...options.settings,
    },
    businessLogic: { excludedItems: [], locationRestrictions: { excludedItems: [] } },
    buyerCodes: options.buyerCodes,
    validationMessages: [],
    checkoutValidations: options.lineValidations,
    workflowValidation: locationId ? options.validation : null,
  };
}

interface FakeState {
  items: CartItem[];
  defaults: Partial<CheckoutFormResponse['formDefaults']>;
  projects: CheckoutFormResponse['projects'];
  formConfig: Partial<CheckoutFormResponse['formConfig']>;
  settings: Partial<CheckoutFormResponse['buyerSettings']>;
  lineValidations: CheckoutFormResponse['checkoutValidations'];
  buyerCodes: CheckoutFormResponse['buyerCodes'];
  validation: WorkflowValidation | null;
  approvers: CheckoutApproversResponse;
  submitStatus: SubmitButtonStatusResponse;
  budget: ValidateBudgetResponse;
  nextAttachment: number;
}

const budgetAnswer = (overrides: Partial<ValidateBudgetResponse> = {}): ValidateBudgetResponse => ({
  success: true,
  valid: true,
  requiresApproval: false,
  overallMessage: 'Budget available',
  budgetValidation: withinBudget.budgetValidation,
  itemCodes: [],
  ...overrides,
});

function initialState(): FakeState {
  return {
    items: [line(1, 1), line(2, 2, { price: 8, quantity: 1 })],
    defaults: {},
    projects: [PROJECT],
    formConfig: {},
    settings: {},
    lineValidations: [],
    buyerCodes: { payment: [], category: [], specialBudgetCategory: [] },
    validation: withinBudget,
    approvers: {
      success: true,
      approvers: [{ user_name: 'Aida Approver', email: 'approver@lapasar.test', stage: 1, stage_label: 'Manager', order_by: 1 }],
    },
    submitStatus: { success: true, submit_disabled: false, message: '', spending_limit: 50_000 },
    budget: budgetAnswer(),
    nextAttachment: 900,
  };
}

const UPLOAD_PREFIX = '/api/uploads/';
// An upload token as the server signs one: the attachment's id, a dot and a 43-character signature.
const uploadToken = (attachmentId: number) => `${attachmentId}.${'s'.repeat(43)}`;
/** The key a ticket names its file by. */
const fileKey = (attachmentId: number) => `upload-key-${attachmentId}-0000`;

/**
 * Answers the page's /workflow, /attachments and postcode calls and the signed uploads from
 * typed fixtures, and records them; rules answer `METHOD /path` first (failures, held calls).
 */
function fakeWorkflowApi() {
  let state = initialState();

  const serve = (request: FakeRequest): Response => {
    const { method, path, query, body } = request;
    if (path === '/api/workflow/checkout-form') return json(200, formOf(state.items, query, state));
    if (path === '/api/workflow/validate-field') {
      const { field, value } = body as ValidateFieldRequest;
      const valid = !(field === 'sap_poid' && value === 'BAD');
      return json(200, {
        success: true,
        valid,
        message: valid ? '' : 'Quotation ID already used',
        warnings: [],
      } satisfies ValidateFieldResponse);
    }
    if (path === '/api/workflow/checkout-approvers') return json(200, state.approvers);
    if (path === '/api/workflow/check-submit-button-status') return json(200, state.submitStatus);
    if (path === '/api/workflow/validate-budget-at-checkout') return json(200, state.budget);
    if (path === '/api/workflow/item-codes') {
      return json(200, {
        success: true,
        itemCodes: [
          { recid: 1, code: 'IC-100', description: 'Cables' },
          { recid: 2, code: 'IC-200', description: 'Nearly spent' },
        ],
      } satisfies ItemCodesResponse);
    }
    if (path === '/api/workflow/capital-budget-codes') {
      return json(200, {
        success: true,
        capitalBudgetCodes: [{ recid: 1, code: 'CB-1', description: 'Plant' }],
      } satisfies CapitalBudgetCodesResponse);
    }
    if (path === '/api/workflow/get-item-code-budgets') {
      return json(200, {
        success: true,
        itemCodes: [
          { itemCode: 'IC-100', totalBudget: 5000, remainingBudget: 4000, budgetName: 'Cables' },
          { itemCode: 'IC-200', totalBudget: 5000, remainingBudget: 5, budgetName: 'Nearly spent' },
        ],
      } satisfies ItemCodeBudgetsResponse);
    }
    if (path === '/api/workflow/generate-upload-urls') {
      const { attachments } = body as GenerateUploadUrlsRequest;
      const uploads = attachments.map((file) => {
        const attachmentId = state.nextAttachment++;
        return {
          uploadUrl: `${new URL(window.LAPASAR_TEST_API).origin}${UPLOAD_PREFIX}${uploadToken(attachmentId)}`,
          filename: fileKey(attachmentId),
          originalFilename: file.filename,
          isImage: false,
          attachmentId: `00000000-0000-4000-8000-${String(attachmentId).padStart(12, '0')}`,
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        };
      });
      return json(200, { success: true, uploads } satisfies GenerateUploadUrlsResponse);
    }
    if (path.startsWith(UPLOAD_PREFIX) && method === 'PUT') {
      const attachmentId = Number(path.slice(UPLOAD_PREFIX.length).split('.')[0]);
      return json(200, { success: true, filename: fileKey(attachmentId), originalFilename: 'chosen', isImage: false });
    }
    if (/^\/api\/attachments\/[0-9a-f-]{36}$/.test(path) && method === 'DELETE') return json(200, { success: true });
    if (path === '/api/location/postcode-details') {
      const { postcode } = body as { postcode: string };
      return postcode === '50450'
        ? json(200, {
            success: true,
            state: 'Kuala Lumpur',
            district: 'Kuala Lumpur',
            data: { postcode, state: 'Kuala Lumpur', district: 'Kuala Lumpur', city: 'Kuala Lumpur' },
          })
        : json(404, { error: `No location found for postcode ${postcode}` });
    }
    const edit = /^\/api\/orders\/pre-orders\/([^/]+)\/edit$/.exec(path);
    if (edit)
      return json(200, {
        success: true,
        data: { poId: edit[1] },
        message: method === 'DELETE' ? 'The edit was abandoned; the order is unchanged' : 'The order is open for editing',
      });
    if (path === '/api/workflow/submit-complete') {
      const { customBatchId } = body as SubmitCompleteRequest;
      return json(200, {
        success: true,
        data: {
          poId: 'PO-20261123-000042',
          batchId: customBatchId,
          operations: 9,
          duration: 20,
          createdDate: '2026-11-23T10:00:00.000Z',
          mode: 'created',
          status: 'budget_approval',
          isBudgetPending: true,
          isEdited: false,
        },
        message: 'Order submitted',
      } satisfies SubmitCompleteResponse);
    }
    return json(404, { error: 'Not found' });
  };

  // Buyer settings, read as the session starts, come from the reference server.
  const faked = (path: string) =>
    (/^\/api\/(workflow|attachments)\//.test(path) && path !== '/api/workflow/buyer-settings') ||
    path === '/api/location/postcode-details' ||
    path.startsWith(UPLOAD_PREFIX) ||
    /^\/api\/orders\/pre-orders\/[^/]+\/edit$/.test(path);

  const api = fakeApi(faked, serve);
  return {
    ...api,
    get state() {
      return state;
    },
    /** Drops the rules and the calls and starts from the first state again. */
    reset() {
      api.reset();
      api.calls.splice(0);
      state = initialState();
    },
  };
}

const server = fakeWorkflowApi();
const sdk = await loadSdk({ location: { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' } });
const navigations = interceptNavigation();
await sdk.signIn(await apiLogin('buyer@lapasar.test'));
/** Forgets the kept checkout and the history entry's step: the next wizard starts afresh. */
function freshCheckout(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('lapasar-checkout-draft:')) localStorage.removeItem(key);
  history.replaceState(null, '');
}

afterEach(() => {
  server.reset();
  element?.remove();
  freshCheckout();
});

let element: HTMLElement & { items?: CartItem[] };

const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
const all = <T extends Element = HTMLElement>(selector: string) => [...element.shadowRoot!.querySelectorAll<T>(selector)];
const text = (selector: string) => $(selector)?.textContent ?? '';
const input = (name: string) => $<HTMLInputElement>(`[name="${name}"]`)!;
const select = (name: string) => $<HTMLSelectElement>(`select[name="${name}"]`)!;
const stepButtons = () => all<HTMLButtonElement>('[part~="step"]');
const submitButton = () => $<HTMLButtonElement>('[part="submit"]')!;
/** Every reason Submit is held, as listed: 'Step › Field: message'. */
const reasons = () => all('[part="submit-reason"] li').map((item) => item.textContent ?? '');
/** The first reason's message. */
const reason = () => reasons()[0]?.split(': ').slice(1).join(': ') ?? '';
/** The message shown under a field. */
const errorOf = (name: string) => {
  const describedBy = input(name)?.getAttribute('aria-describedby') ?? select(name)?.getAttribute('aria-describedby');
  return describedBy ? (element.shadowRoot!.getElementById(describedBy)?.textContent ?? '') : '';
};

/** Shows the wizard, with the given lines or none (it loads them with the form), and waits for step 1. */
async function show(items?: CartItem[]): Promise<void> {
  freshCheckout();
  element = document.createElement('lapasar-checkout-wizard');
  if (items) element.items = items;
  document.body.append(element);
  await customElements.whenDefined('lapasar-checkout-wizard');
  await waitFor(() => $('[part="buyer-details"]'));
}

async function goToStep(index: number): Promise<void> {
  stepButtons()[index].click();
  await waitFor(() => stepButtons()[index].getAttribute('aria-current') === 'step');
}

/** Chooses a location (and waits for the form's answer for it). */
async function chooseLocation(id: string): Promise<void> {
  typeInto(select('location_id'), id);
  await waitFor(() => server.called(/^GET \/api\/workflow\/checkout-form$/).some((call) => call.query.get('location_id') === id));
  await settled();
}

/** Waits until the lines in hand are those of the address, location and project now chosen. */
async function settled(): Promise<void> {
  await waitFor(() => $('[part="checkout-wizard"]')?.getAttribute('aria-busy') === 'false');
}

async function chooseProject(id: string): Promise<void> {
  await waitFor(() => select('project_id'));
  typeInto(select('project_id'), id);
  await waitFor(() => server.called(/^GET \/api\/workflow\/checkout-form$/).some((call) => call.query.get('project_id') === id));
  await settled();
}

function choose(slot: string, files: File[]): void {
  const picker = $<HTMLInputElement>(`[data-slot="${slot}"] input[type="file"]`)!;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  picker.files = transfer.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
}

const pdf = (name: string, size = 64) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const fileStates = (slot: string) => all(`[data-slot="${slot}"] [part~="attachment"]`).map((node) => node.dataset.state);

/** A wizard ready to submit: location and project chosen, on step 3, every check answered. */
async function readyToSubmit(items?: CartItem[]): Promise<void> {
  await show(items);
  await chooseLocation('1');
  await chooseProject('11');
  await goToStep(2);
  await waitFor(() => !submitButton().disabled);
}

describe('lapasar-checkout-wizard: loading and the step indicator', () => {
  it('loads the checkout form when no lines are passed, and shows step 1 active', async () => {
    await show();
    expect(server.called(/^GET \/api\/workflow\/checkout-form$/)).to.have.length.greaterThan(0);
    const [first, second, third] = stepButtons();
    expect(first.getAttribute('aria-current')).to.equal('step');
    // Nothing is required on step 2 for this order, but it is not complete before the buyer has opened it.
    expect([first, second, third].map((button) => button.dataset.state)).to.deep.equal(['active', 'pending', 'pending']);
    expect(stepButtons().map((button) => button.textContent)).to.deep.equal([
      '1Buyer Details',
      '2Attachment For Approver(pending)',
      '3Product Details(pending)',
    ]);
    expect(input('company_name').value).to.equal('Tenaga Demo Sdn Bhd');
    await expectAccessible(element);
  });

  it("shows 'Failed to load checkout data. Please try again.' and loads again on Try again", async () => {
    const stop = server.answer(/^GET \/api\/workflow\/checkout-form$/, () => json(500, { error: 'down' }));
    element = document.createElement('lapasar-checkout-wizard');
    document.body.append(element);
    await waitFor(() => $('[part="error"]'));
    expect(text('[part="error"] p')).to.equal('Failed to load checkout data. Please try again.');
    await expectAccessible(element);
    stop();
    all<HTMLButtonElement>('[part="error"] button')[0].click();
    await waitFor(() => $('[part="buyer-details"]'));
  });

  it('jumps between steps with the indicator: completed only once opened and nothing of the step holds the order, active, pending and aria-current', async () => {
    await show();
    await goToStep(2);
    // Visiting step 1 does not complete it (its location is still missing); step 2, skipped, is not complete either.
    expect(stepButtons().map((button) => button.dataset.state)).to.deep.equal(['pending', 'pending', 'active']);
    expect(stepButtons().filter((button) => button.hasAttribute('aria-current'))).to.have.length(1);
    expect($('[part="product-details"]')).to.not.equal(null);
    await goToStep(1);
    expect(stepButtons().map((button) => button.dataset.state)).to.deep.equal(['pending', 'active', 'pending']);
    expect($('[part="attachments"]')).to.not.equal(null);
    await goToStep(0);
    expect($('[part="buyer-details"]')).to.not.equal(null);
    await chooseLocation('1');
    await chooseProject('11');
    expect(stepButtons().map((button) => button.dataset.state)).to.deep.equal(['active', 'completed', 'completed']);
  });

  it('moves between steps with the browser history, and a blocker takes focus to its field', async () => {
    await show();
    await goToStep(1);
    await goToStep(2);
    history.back();
    await waitFor(() => stepButtons()[1].getAttribute('aria-current') === 'step');
    history.back();
    await waitFor(() => stepButtons()[0].getAttribute('aria-current') === 'step');
    history.forward();
    await waitFor(() => stepButtons()[1].getAttribute('aria-current') === 'step');
    await goToStep(2);
    const blocker = all<HTMLButtonElement>('[part="blocker"]').find((button) => button.dataset.field === 'location_id')!;
    expect(blocker.textContent).to.equal('Buyer Details › Location');
    blocker.click();
    await waitFor(() => element.shadowRoot!.activeElement === select('location_id'));
    expect(stepButtons()[0].getAttribute('aria-current')).to.equal('step');
    await expectAccessible(element);
  });

  it('keeps what was entered when the element is shown again (a reload), with its step', async () => {
    await show();
    typeInto(input('order_raised_by'), 'Kept Buyer');
    await goToStep(1);
    element.remove();
    element = document.createElement('lapasar-checkout-wizard');
    document.body.append(element);
    await waitFor(() => $('[part="attachments"]'));
    await goToStep(0);
    expect(input('order_raised_by').value).to.equal('Kept Buyer');
  });

  it('orders the lines the server judges at the delivery address, not the lines passed in its items property', async () => {
    await show([line(7, 3, { product_name: 'Passed Line' })]);
    await goToStep(2);
    expect(all('[part="line"]').map((node) => node.dataset.sku)).to.deep.equal(['1', '2']);
    expect(all('[part="line"] strong').map((node) => node.textContent)).to.not.include('Passed Line');
  });
});

describe('lapasar-checkout-wizard: step 1 Buyer Details', () => {
  it('refuses Next with the required fields empty, naming each and focusing the first', async () => {
    await show();
    typeInto(input('company_name'), '');
    typeInto(input('sst_number'), '');
    $<HTMLButtonElement>('[part="next"]')!.click();
    await waitFor(() => errorOf('company_name'));
    expect(errorOf('company_name')).to.equal('Required field');
    expect(errorOf('sst_number')).to.equal('Required field');
    expect(errorOf('location_id')).to.equal('Required field');
    await waitFor(() => element.shadowRoot!.activeElement === input('company_name'));
    expect(stepButtons()[0].getAttribute('aria-current')).to.equal('step');
    await expectAccessible(element);
  });

  it('shows the charge code only after a location, and says when the location has none', async () => {
    await show();
    expect(select('project_id')).to.equal(null);
    await chooseLocation('1');
    await waitFor(() => select('project_id'));
    expect([...select('project_id').options].map((option) => option.textContent)).to.deep.equal([
      'Select a charge code / project',
      'GU-01 - Grid Upgrade',
    ]);
    expect(input('ship_street1').value).to.equal('Jalan Tengku');
    typeInto(select('location_id'), '2');
    await waitFor(() => $('[part="no-charge-codes"]'));
    expect(text('[part="no-charge-codes"]')).to.equal('No charge codes available for this location');
  });

  it('checks location, project, quotation ID and alternate email on the server', async () => {
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    typeInto(input('sap_poid'), 'BAD');
    input('sap_poid').dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await waitFor(() => errorOf('sap_poid'));
    expect(errorOf('sap_poid')).to.equal('Quotation ID already used');
    input('apply_alt_receipient').click();
    await waitFor(() => input('alt_email'));
    typeInto(input('alt_email'), 'someone@lapasar.test');
    input('alt_email').dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await waitFor(() => server.called(/validate-field$/).length === 4);
    const checked = server.called(/validate-field$/).map((call) => (call.body as ValidateFieldRequest).field);
    expect(checked).to.deep.equal(['location_id', 'project_id', 'sap_poid', 'alt_email']);
  });

  it('revalidates the products once the delivery address stops changing', async () => {
    await show();
    await waitFor(() => server.called(/checkout-form$/).length === 2);
    typeInto(input('ship_state'), 'P');
    typeInto(input('ship_state'), 'Pe');
    typeInto(input('ship_state'), 'Perak');
    await waitFor(() => server.called(/checkout-form$/).length === 3);
    const last = server.called(/checkout-form$/).at(-1)!;
    expect(last.query.get('state')).to.equal('Perak');
    expect(last.query.get('district')).to.equal('Shah Alam');
  });

  it('asks for the form with the whole postcode, and shows its refusal of a state the postcode contradicts at the postcode', async () => {
    await show();
    await waitFor(() => server.called(/checkout-form$/).length === 2);
    expect(
      server
        .called(/checkout-form$/)
        .at(-1)!
        .query.get('postcode'),
    ).to.equal('40000');
    const message = 'Postcode 40000 is in Petaling, Selangor, not Perak';
    server.answer(/^GET \/api\/workflow\/checkout-form$/, (request) =>
      request.query.get('state') === 'Perak'
        ? json(400, {
            success: false,
            error: `ship_pincode: ${message}`,
            code: 'postcode_mismatch',
            validation: [{ field: 'ship_pincode', message }],
          })
        : undefined,
    );
    typeInto(input('ship_state'), 'Perak');
    await waitFor(() => errorOf('ship_pincode') === message);
    // The refusal is the answer for this address: nothing is still being checked, and Submit names the postcode.
    await settled();
    await goToStep(2);
    expect(reasons().filter((entry) => entry.endsWith(message))).to.have.length(1);
    expect(reasons().some((entry) => entry.endsWith('Checking the products for the delivery address...'))).to.equal(false);
    // Back in the postcode's state, the form is asked again and the message goes.
    await goToStep(0);
    typeInto(input('ship_state'), 'Selangor');
    await waitFor(
      () =>
        server
          .called(/checkout-form$/)
          .at(-1)!
          .query.get('state') === 'Selangor',
    );
    await settled();
    expect(errorOf('ship_pincode')).to.equal('');
  });

  it('fills city, state and country from a 5-character postcode, locking state and country (city stays editable), and clears them below 5', async () => {
    await show();
    typeInto(input('ship_pincode'), '50450');
    await waitFor(() => input('ship_city').value === 'Kuala Lumpur');
    expect(input('ship_state').value).to.equal('Kuala Lumpur');
    expect(input('ship_countery').value).to.equal('Malaysia');
    expect([input('ship_state'), input('ship_countery')].every((field) => field.readOnly)).to.equal(true);
    expect(input('ship_city').readOnly).to.equal(false);
    typeInto(input('ship_pincode'), '5045');
    await waitFor(() => input('ship_city').value === '');
    expect(input('ship_state').value).to.equal('');
    expect(input('ship_countery').value).to.equal('');
    expect(input('ship_city').readOnly).to.equal(false);
    expect(server.called(/postcode-details$/)).to.have.length(1);
  });

  it('copies shipping into billing, and clears billing to the Malaysia default for a new address', async () => {
    await show();
    expect(input('bill_street1')).to.equal(null);
    all<HTMLInputElement>('input[name="shipping_address_type"]')[1].click();
    await waitFor(() => input('bill_street1'));
    expect(
      ['bill_lotno', 'bill_street1', 'bill_street2', 'bill_pincode', 'bill_city', 'bill_State'].map((name) => input(name).value),
    ).to.deep.equal(['', '', '', '', '', '']);
    expect(input('bill_countery').value).to.equal('Malaysia');
    all<HTMLInputElement>('input[name="shipping_address_type"]')[0].click();
    await waitFor(() => !input('bill_street1'));
  });

  it('requires the alternate recipient name, phone and email once ticked', async () => {
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    input('apply_alt_receipient').click();
    await waitFor(() => input('alt_contact_name'));
    $<HTMLButtonElement>('[part="next"]')!.click();
    await waitFor(() => errorOf('alt_contact_name'));
    expect([errorOf('alt_contact_name'), errorOf('alt_contact_no'), errorOf('alt_email')]).to.deep.equal([
      'Required field',
      'Required field',
      'Required field',
    ]);
    typeInto(input('alt_contact_name'), 'Siti');
    typeInto(input('alt_contact_no'), '0123456789');
    typeInto(input('alt_email'), 'siti@lapasar.test');
    $<HTMLButtonElement>('[part="next"]')!.click();
    await waitFor(() => $('[part="attachments"]'));
  });

  it('can be completed with the keyboard alone', async () => {
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    stepButtons()[0].focus();
    const active = () => element.shadowRoot!.activeElement as HTMLElement | null;
    const reached: string[] = [];
    for (let presses = 0; presses < 60 && active()?.getAttribute('part') !== 'next'; presses++) {
      await sendKeys({ press: 'Tab' });
      const name = active()?.getAttribute('name');
      if (name) reached.push(name);
    }
    expect(reached).to.include.members([
      'company_name',
      'location_id',
      'project_id',
      'ship_pincode',
      'apply_alt_receipient',
      'order_note',
      'note_to_seller_1',
    ]);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('[part="attachments"]'));
    expect(element.shadowRoot!.activeElement?.tagName).to.equal('H2');
  });
});

describe('lapasar-checkout-wizard: step 2 attachments', () => {
  it('uploads each file through a signed URL: uploading, then uploaded, and Remove deletes it', async () => {
    await show();
    await goToStep(1);
    const release = server.hold(/^PUT \/api\/uploads\//);
    choose('order', [pdf('quote.pdf')]);
    await waitFor(() => fileStates('order')[0] === 'uploading');
    expect(text('[data-slot="order"] [role="status"]')).to.equal('Uploading...');
    release();
    await waitFor(() => fileStates('order')[0] === 'uploaded');
    const [generate] = server.called(/generate-upload-urls$/);
    expect(generate.body).to.deep.equal({
      attachments: [{ filename: 'quote.pdf', contentType: 'application/pdf', size: 64, attachmentType: 'order' }],
    });
    const [put] = server.called(/^PUT \/api\/uploads\//);
    expect(put.headers.get('authorization')).to.equal(null);
    expect(put.headers.get('content-type')).to.equal('application/pdf');
    expect(put.raw).to.be.instanceOf(File);
    await expectAccessible(element);
    all<HTMLButtonElement>('[data-slot="order"] [part="remove-attachment"]')[0].click();
    await waitFor(() => fileStates('order').length === 0);
    await waitFor(() => server.called(/^DELETE \/api\/attachments\/00000000-0000-4000-8000-000000000900$/).length === 1);
  });

  it("names the uploaded files in submit-complete as spec 2's Attachment objects: the ticket's key, the chosen name, isImage", async () => {
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    await goToStep(1);
    choose('order', [pdf('quote.pdf')]);
    await waitFor(() => fileStates('order')[0] === 'uploaded');
    await goToStep(2);
    await waitFor(() => !submitButton().disabled);
    submitButton().click();
    await waitFor(() => server.called(/submit-complete$/).length === 1);
    const [submitted] = server.called(/submit-complete$/);
    expect((submitted.body as SubmitCompleteRequest).attachments).to.deep.equal({
      order: [{ filename: fileKey(900), originalFilename: 'quote.pdf', isImage: false }],
      approval: [],
    });
  });

  it("marks a failed upload, shows the 'Error' notice, and removes the failed file without a delete", async () => {
    await show();
    await goToStep(1);
    const refuse = server.answer(/^PUT \/api\/uploads\//, () => json(415, { error: 'The file is not a PDF' }));
    choose('approval', [pdf('approval.pdf')]);
    await waitFor(() => fileStates('approval')[0] === 'error');
    // The file says why, and can be tried again.
    expect(text('[data-slot="approval"] [part="attachment-status"]')).to.equal('Error: The file is not a PDF');
    refuse();
    all<HTMLButtonElement>('[data-slot="approval"] [part="retry-attachment"]')[0].click();
    await waitFor(() => fileStates('approval')[0] === 'uploaded');
    server.answer(/^PUT \/api\/uploads\//, () => json(500, { error: 'disk full' }));
    choose('approval', [pdf('second.pdf')]);
    await waitFor(() => fileStates('approval')[1] === 'error');
    expect(text('[part="upload-error"] h3')).to.equal('Error');
    expect(text('[part="upload-error"] p')).to.equal('Some files failed to upload. Please try again or remove the failed files.');
    all<HTMLButtonElement>('[data-slot="approval"] [part="remove-attachment"]')[1].click();
    await waitFor(() => !$('[part="upload-error"]'));
    expect(server.called(/^DELETE/)).to.have.length(0);
  });

  it("shows the server's words when the buyer holds the most files that may wait for an order", async () => {
    await show();
    await goToStep(1);
    const words =
      'Too many attachments are waiting for an order: at most 60 files and 300 MB at once. Submit your order or remove files, then try again';
    server.answer(/generate-upload-urls$/, () => json(429, { error: words, code: 'attachments_waiting_limit' }));
    choose('order', [pdf('quote.pdf')]);
    await waitFor(() => fileStates('order')[0] === 'error');
    expect(text('[data-slot="order"] [part~="attachment"] [role="status"]')).to.equal(`Error: ${words}`);
  });

  it("says 'Failed to generate upload URL' when the signed URL cannot be had", async () => {
    await show();
    await goToStep(1);
    server.answer(/generate-upload-urls$/, () => json(500, { error: 'no' }));
    choose('seller:1', [pdf('note.pdf')]);
    await waitFor(() => fileStates('seller:1')[0] === 'error');
    expect(text('[data-slot="seller:1"] [part~="attachment"] [role="status"]')).to.equal('Error: Failed to generate upload URL');
    expect($('[data-slot="seller:1"] [part="retry-attachment"]')).to.not.equal(null);
  });

  it('refuses a wrong type, an oversized file, a fourth file and a duplicate, with the messages of the spec', async () => {
    await show();
    await goToStep(1);
    choose('order', [
      new File(['x'], 'virus.exe', { type: 'application/octet-stream' }),
      pdf('big.pdf', MAX_FILE_BYTES + 1),
      pdf('a.pdf'),
      pdf('b.pdf'),
      pdf('a.pdf'),
    ]);
    await waitFor(() => $('[data-slot="order"] [part="attachment-problems"]'));
    expect(all('[data-slot="order"] [part="attachment-problems"] li').map((node) => node.textContent)).to.deep.equal([
      'Invalid file type. Allowed: gif, jpg, png, jpeg, zip, pdf',
      'File size exceeds 10MB limit',
      'File a.pdf is already selected',
    ]);
    choose('order', [pdf('c.pdf'), pdf('d.pdf')]);
    await waitFor(() => all('[data-slot="order"] [part="attachment-problems"] li').length === 1);
    expect(text('[data-slot="order"] [part="attachment-problems"] li')).to.equal('Maximum 3 files allowed');
    await waitFor(() => fileStates('order').length === 3 && fileStates('order').every((state) => state === 'uploaded'));
    expect(all('[data-slot="order"] [part~="attachment"] span:first-child').map((node) => node.textContent)).to.deep.equal([
      'a.pdf',
      'b.pdf',
      'c.pdf',
    ]);
    // Once a file is removed, the refusal about the count no longer stands.
    all<HTMLButtonElement>('[data-slot="order"] [part="remove-attachment"]')[0].click();
    await waitFor(() => fileStates('order').length === 2);
    expect($('[data-slot="order"] [part="attachment-problems"]')).to.equal(null);
  });

  it('requires the approval document at or above the configured amount', async () => {
    server.state.formConfig = { approval_doc_amount_from: 100 };
    await show();
    await goToStep(1);
    expect(text('[data-slot="approval"] [part="attachment-requirement"]')).to.equal('Orders over RM100.00 require approval attachment.');
    choose('approval', [pdf('signed.pdf')]);
    await waitFor(() => !$('[data-slot="approval"] [part="attachment-requirement"]'));
  });
});

describe('lapasar-checkout-wizard: step 3 Product Details', () => {
  it('shows the lines with their warnings and the justification', async () => {
    server.state.items = [line(1, 1), line(2, 2, { is_cheapest: false })];
    server.state.lineValidations = [
      {
        sku_id: 1,
        product_name: 'Product 1',
        stock: 'Only 1 left in stock',
        moq: 'Minimum order quantity is 5',
        bulk_minimum: null,
        justification_required: false,
        price_limit: null,
        price_limit_exceeded: false,
        messages: [],
      },
    ];
    await show();
    await goToStep(2);
    const [first, second] = all('[part="line"]');
    expect([...first.querySelectorAll('[part="line-warning"]')].map((node) => node.textContent)).to.deep.equal([
      'Only 1 left in stock',
      'Minimum order quantity is 5',
    ]);
    expect(second.querySelector('[part="justification-required"]')!.textContent).to.equal(
      'Justification required for non-cheapest product selection',
    );
    expect(second.querySelector('textarea[name="justification_2"]')).to.not.equal(null);
    await expectAccessible(element);
  });

  it('lists the approvers, shows no list when there are none (the banner says so), or says they failed to load', async () => {
    await show();
    await chooseLocation('1');
    await goToStep(2);
    await waitFor(() => $('[part="approvers"] li'));
    expect(text('[part="approvers"] li')).to.equal('Manager: Aida Approver (approver@lapasar.test)');
    element.remove();
    server.state.approvers = { success: true, approvers: [] };
    server.state.submitStatus = {
      success: true,
      submit_disabled: true,
      message: 'No approvers found for this location and project.',
      spending_limit: null,
    };
    await show();
    await chooseLocation('1');
    // The charge code first: until it is chosen, Submit is held for it, not for the approvers.
    await chooseProject('11');
    await goToStep(2);
    // None found is said once, in the reasons Submit is held with the advice; no empty list and no banner repeat it.
    await waitFor(() => text('[part="submit-reason"]').includes('No approvers found for this location and project.'));
    expect(text('[part="submit-reason"]')).to.contain('Ask your administrator to assign approvers');
    expect($('[part="approvers"]')).to.equal(null);
    expect($('[part="no-approvers"]')).to.equal(null);
    element.remove();
    server.answer(/checkout-approvers$/, () => json(500, { error: 'no' }));
    await show();
    await chooseLocation('1');
    await goToStep(2);
    await waitFor(() => text('[part="approvers"] [role="alert"]'));
    expect(text('[part="approvers"] [role="alert"]')).to.equal('Failed to load approver information');
  });

  it("shows 'Workflow Configuration Required' and keeps Submit disabled without a workflow", async () => {
    server.state.approvers = { success: false, approvers: [], message: 'Please configure your Workflow Settings.' };
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    await waitFor(() => $('[part="workflow-not-configured"]'));
    expect(text('[part="workflow-not-configured"] h2')).to.equal('Workflow Configuration Required');
    expect(text('[part="workflow-not-configured"] p')).to.equal('Please configure your Workflow Settings.');
    await goToStep(2);
    expect(submitButton().disabled).to.equal(true);
    expect(reason()).to.equal('Please configure your Workflow Settings.');
  });

  it('shows the workflow validation card: within the limit, or over it with the amount', async () => {
    await show();
    await chooseLocation('1');
    // No verdict before the charge code it depends on is chosen.
    expect($('[part="workflow-validation"]')).to.equal(null);
    await chooseProject('11');
    const figures = () => all('[part="workflow-validation"] dd').map((node) => node.textContent);
    expect(figures()).to.deep.equal(['RM 10,000.00', 'RM 2,500.00', 'RM 7,500.00']);
    expect(text('[part="budget-status"]')).to.equal('Within budget limit');
    element.remove();
    server.state.validation = {
      ...withinBudget,
      budgetValidation: { budgetLimit: 1000, currentSpent: 900, remainingBudget: 100, isWithinLimit: false, exceedsBy: 116.5 },
    };
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    expect(text('[part="budget-status"]')).to.equal('This order exceeds your budget limit by RM 116.50. It will require budget approval.');
  });

  it('checks the budget: validating, valid, requires approval and failed', async () => {
    const release = server.hold(/validate-budget-at-checkout$/);
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    await goToStep(2);
    await waitFor(() => $('[part~="budget-loading"]'));
    expect(text('[part~="budget-loading"]')).to.equal('Validating budget...');
    expect(reason()).to.equal('Validating budget...');
    release();
    await waitFor(() => $('[part~="budget-valid"]'));
    expect(submitButton().disabled).to.equal(false);
    element.remove();

    server.state.budget = budgetAnswer({
      requiresApproval: true,
      overallMessage: 'This order exceeds your budget limit by RM 16.00. It will require budget approval.',
    });
    await readyToSubmit();
    expect(text('[part~="budget-approval"] h3')).to.equal('Approval Required');
    element.remove();

    server.state.budget = budgetAnswer({
      valid: false,
      overallMessage: 'No budget is allocated for this location and project. Please contact your administrator for budget allocation.',
      budgetValidation: null,
    });
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    await goToStep(2);
    await waitFor(() => $('[part~="budget-invalid"]'));
    expect(text('[part~="budget-invalid"] h3')).to.equal('Budget Validation Failed');
    expect(submitButton().disabled).to.equal(true);
    expect(reason()).to.equal(
      'Budget Validation Failed: No budget is allocated for this location and project. Please contact your administrator for budget allocation.',
    );
    await expectAccessible(element);
  });

  it("disables Submit over the spending limit with 'Order Cannot Be Submitted'", async () => {
    server.state.submitStatus = {
      success: true,
      submit_disabled: true,
      message: 'Order exceeds workflow spending limit',
      spending_limit: 50_000,
    };
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    await waitFor(() => $('[part="cannot-submit"]'));
    expect(text('[part="cannot-submit"] h2')).to.equal('Order Cannot Be Submitted');
    expect(text('[part="cannot-submit"]')).to.contain('remove some items');
    expect(text('[part="cannot-submit"]')).to.contain(
      "The order total of RM 116.64 is above this workflow's spending limit of RM 50,000.00.",
    );
    await goToStep(2);
    expect(submitButton().disabled).to.equal(true);
    expect(reasons()).to.include("Product Details: The order total of RM 116.64 is above this workflow's spending limit of RM 50,000.00.");
  });

  it('requires an item code per product, disabling codes whose budget is below the line total', async () => {
    server.state.settings = { has_item_code: 'Y' };
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    await goToStep(2);
    await waitFor(() => select('item_code_1') && select('item_code_1').options.length === 3);
    await waitFor(() => select('item_code_1').options[2].disabled);
    expect(select('item_code_1').options[1].disabled).to.equal(false);
    expect(reasons()).to.include('Product Details › Item Code (Product 1): Item code required for Product 1');
    expect(errorOf('item_code_1')).to.equal('Item code required for Product 1');
    expect(submitButton().disabled).to.equal(true);
    typeInto(select('item_code_1'), 'IC-100');
    typeInto(select('item_code_2'), 'IC-100');
    await waitFor(() => !submitButton().disabled);
    const budget = server.called(/validate-budget-at-checkout$/).at(-1)!;
    expect((budget.body as { itemCodes: unknown[] }).itemCodes).to.deep.equal([
      { itemCode: 'IC-100', amount: 100 },
      { itemCode: 'IC-100', amount: 8 },
    ]);
  });

  it('counts the other lines under an item code against its budget, as submit does', async () => {
    server.state.settings = { has_item_code: 'Y' };
    const stop = server.answer(/get-item-code-budgets$/, () =>
      json(200, {
        success: true,
        itemCodes: [
          { itemCode: 'IC-100', totalBudget: 500, remainingBudget: 105, budgetName: 'Cables' },
          { itemCode: 'IC-200', totalBudget: 5000, remainingBudget: 4000, budgetName: 'Spare' },
        ],
      } satisfies ItemCodeBudgetsResponse),
    );
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    await goToStep(2);
    await waitFor(() => select('item_code_2') && select('item_code_2').options.length === 3);
    // Each line alone fits IC-100's RM 105.00; both together (RM 108.00) do not.
    expect(select('item_code_2').options[1].disabled).to.equal(false);
    typeInto(select('item_code_1'), 'IC-100');
    await waitFor(() => select('item_code_2').options[1].disabled);
    expect(select('item_code_2').options[2].disabled).to.equal(false);
    stop();
  });

  it("shows 'Price Limit Exceeded' with the maximum on a line over its limit, and submit is disabled with that reason", async () => {
    const overLimit = {
      sku_id: 1,
      product_name: 'Product 1',
      stock: null,
      moq: null,
      bulk_minimum: null,
      justification_required: false,
      price_limit: 1200,
      price_limit_exceeded: true,
      messages: [],
    };
    server.state.lineValidations = [
      overLimit,
      { ...overLimit, sku_id: 2, product_name: 'Product 2', price_limit: 5000, price_limit_exceeded: false },
    ];
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    await goToStep(2);
    const [first, second] = all('[part="line"]');
    expect(first.querySelector('[part="price-limit"]')!.textContent).to.equal('Price Limit Exceeded Maximum RM 1,200.00 per unit');
    expect(second.querySelector('[part="price-limit"]')).to.equal(null);
    await waitFor(() => reason() === 'Price Limit Exceeded for Product 1: Maximum RM 1,200.00 per unit');
    expect(submitButton().disabled).to.equal(true);
    await expectAccessible(element);
  });

  it('asks for EB number parts instead of item codes for a 4-digit charge code', async () => {
    server.state.settings = { has_item_code: 'Y', has_eb_number: 'Y' };
    server.state.buyerCodes = { ...server.state.buyerCodes, category: [{ recid: 1, code: 'CB', description: 'Cables' }] };
    server.state.projects = [EB_PROJECT];
    await show();
    await chooseLocation('1');
    await chooseProject('12');
    await goToStep(2);
    await waitFor(() => $('[part="eb-number"]'));
    expect(select('item_code_1')).to.equal(null);
    expect(reasons()).to.include('Product Details › EB Number Year (Product 1): Required field');
    expect(errorOf('eb_number_year_1')).to.equal('Required field');
    typeInto(input('eb_number_year_1'), '2026');
    await waitFor(() => errorOf('eb_number_year_1') === 'The year must be 2 digits');
    for (const sku of [1, 2]) {
      typeInto(input(`eb_number_year_${sku}`), '26');
      typeInto(select(`eb_number_category_code_${sku}`), 'CB');
    }
    await waitFor(() => !submitButton().disabled);
    submitButton().click();
    await waitFor(() => server.called(/submit-complete$/).length === 1);
    const { formData } = server.called(/submit-complete$/)[0].body as SubmitCompleteRequest;
    expect(formData.eb_number_code).to.deep.equal({ 1: 'EB-4821-26-CB--', 2: 'EB-4821-26-CB--' });
  });

  it('asks for capex with its capital budget code, the special budget category and the payment code where enabled', async () => {
    server.state.settings = { has_capex: 'Y', has_special_budget_category: 'Y', has_payment_code: 'Y' };
    server.state.buyerCodes = {
      payment: [{ recid: 1, code: 'PAY-2', description: 'Operating' }],
      category: [],
      specialBudgetCategory: [{ recid: 2, code: 'SBC-9', description: 'Emergency' }],
    };
    await readyToSubmit();
    expect(select('category_code_1')).to.equal(null);
    typeInto(select('has_capex_1'), 'Y');
    await waitFor(() => select('category_code_1')?.options.length === 2);
    expect(select('category_code_1').options[1].textContent).to.equal('CB-1 - Plant');
    typeInto(select('category_code_1'), 'CB-1');
    expect([...select('special_budget_category_code_1').options].map((option) => option.textContent)).to.deep.equal([
      'Select a code',
      'SBC-9 - Emergency',
    ]);
    expect([...select('payment_code_1').options].map((option) => option.textContent)).to.deep.equal(['Select a code', 'PAY-2 - Operating']);
    typeInto(select('special_budget_category_code_1'), 'SBC-9');
    typeInto(select('payment_code_1'), 'PAY-2');
    submitButton().click();
    await waitFor(() => server.called(/submit-complete$/).length === 1);
    const { formData } = server.called(/submit-complete$/)[0].body as SubmitCompleteRequest;
    expect([formData.has_capex, formData.category_code, formData.special_budget_category_code, formData.payment_code]).to.deep.equal([
      { 1: 'Y' },
      { 1: 'CB-1' },
      { 1: 'SBC-9' },
      { 1: 'PAY-2' },
    ]);
  });
});

describe('lapasar-checkout-wizard: Submit', () => {
  it("is disabled for an empty cart: 'Cart is empty. Cannot proceed to checkout.'", async () => {
    server.state.items = [];
    await show();
    await goToStep(2);
    expect(submitButton().disabled).to.equal(true);
    expect(reason()).to.equal('Cart is empty. Cannot proceed to checkout.');
  });

  it('is disabled while an attachment uploads, and while a field is wrong', async () => {
    await show();
    await chooseLocation('1');
    await chooseProject('11');
    await goToStep(1);
    const release = server.hold(/^PUT \/api\/uploads\//);
    choose('order', [pdf('slow.pdf')]);
    await waitFor(() => fileStates('order')[0] === 'uploading');
    await goToStep(2);
    expect(reason()).to.equal('Please wait for all attachments to finish uploading');
    release();
    await waitFor(() => !submitButton().disabled);
    await goToStep(0);
    typeInto(input('order_raised_by'), '');
    await goToStep(2);
    expect(submitButton().disabled).to.equal(true);
    expect(reasons()).to.deep.equal(['Buyer Details › Order Raised By: Required field']);
  });

  it('asks for a charge code before checking the budget', async () => {
    await show();
    await chooseLocation('1');
    await goToStep(2);
    await waitFor(() => $('[part~="budget-needs-project"]'));
    expect(text('[part~="budget-needs-project"]')).to.equal('Please select a charge code/project before validating budget');
    expect(submitButton().disabled).to.equal(true);
  });

  it('submits once per visit with one batch id, fires lapasar-order-submitted and goes to the success page', async () => {
    await readyToSubmit();
    await expectAccessible(element);
    const events: CustomEvent[] = [];
    element.addEventListener('lapasar-order-submitted', (event) => events.push(event));
    submitButton().click();
    submitButton().click();
    await waitFor(() => events.length === 1);
    expect(events[0].detail).to.deep.equal({
      poId: 'PO-20261123-000042',
      isBudgetPending: true,
      isEdited: false,
      createdDate: '2026-11-23T10:00:00.000Z',
    });
    expect(navigations.at(-1)).to.equal(
      '/workflow/success?poId=PO-20261123-000042&budgetPending=true&edited=false&createdDate=2026-11-23T10%3A00%3A00.000Z',
    );
    const submits = server.called(/submit-complete$/);
    expect(submits).to.have.length(1);
    const body = submits[0].body as SubmitCompleteRequest;
    expect(body.customBatchId).to.match(/^WF_\d{13}$/);
    expect(body.filteredCartItems).to.deep.equal([
      { sku_id: 1, quantity: 2 },
      { sku_id: 2, quantity: 1 },
    ]);
    expect(body.formData.location_id).to.equal(1);
    expect(body.formData.project_id).to.equal(11);
    expect(body.formData.bill_street1).to.equal(body.formData.ship_street1);
  });

  it('keeps the batch id on a retry after a failure, and shows the server message', async () => {
    await readyToSubmit();
    const stop = server.answer(/submit-complete$/, () => json(409, { error: 'Stock changed for Product 1' }));
    submitButton().click();
    await waitFor(() => $<HTMLDialogElement>('dialog[part="alert"]')?.open);
    expect(text('dialog[part="alert"]')).to.contain('Stock changed for Product 1');
    all<HTMLButtonElement>('[part="alert-ok"]')[0].click();
    stop();
    await waitFor(() => !submitButton().disabled);
    const cancel = (event: Event) => event.preventDefault();
    element.addEventListener('lapasar-order-submitted', cancel);
    const before = navigations.length;
    submitButton().click();
    await waitFor(() => server.called(/submit-complete$/).length === 2);
    await nextFrames();
    const [first, second] = server.called(/submit-complete$/).map((call) => (call.body as SubmitCompleteRequest).customBatchId);
    expect(second).to.equal(first);
    expect(navigations.length).to.equal(before);
  });

  it('explains a workflow budget limit refusal with the order total and the maximum allowed', async () => {
    await readyToSubmit();
    // The figures come as fields beside the code; the English text is not read.
    server.answer(/submit-complete$/, () =>
      json(400, { error: 'Over the limit', code: 'workflow_budget_limit', total: 116.64, limit: 100 }),
    );
    submitButton().click();
    await waitFor(() => $<HTMLDialogElement>('dialog[part="alert"]')?.open);
    const message = text('dialog[part="alert"]');
    expect(message).to.contain('The order total of RM 116.64 exceeds the maximum allowed of RM 100.00');
    expect(message).to.contain('ask your administrator to raise the workflow limit');
  });

  it("shows the server's words for a refusal whose code it does not know, whatever the text says", async () => {
    await readyToSubmit();
    server.answer(/submit-complete$/, () =>
      json(400, { error: 'Order total exceeds workflow budget limit of RM 100.00', code: 'invalid_request' }),
    );
    submitButton().click();
    await waitFor(() => $<HTMLDialogElement>('dialog[part="alert"]')?.open);
    expect(text('dialog[part="alert"]')).to.contain('Order total exceeds workflow budget limit of RM 100.00');
    expect(text('dialog[part="alert"]')).not.to.contain('The order total of');
  });

  it("says 'An error occurred while submitting the order' when the server gives no reason", async () => {
    await readyToSubmit();
    server.answer(/submit-complete$/, () => new Response('', { status: 500 }));
    submitButton().click();
    await waitFor(() => $<HTMLDialogElement>('dialog[part="alert"]')?.open);
    expect(text('dialog[part="alert"] h2')).to.equal('An error occurred while submitting the order');
  });
});

describe('lapasar-checkout-wizard: editing an order', () => {
  const EDITED = 'PO-20261120-000125';

  /** The wizard editing an order, ready to submit on step 3. */
  async function editing(): Promise<void> {
    freshCheckout();
    element = document.createElement('lapasar-checkout-wizard');
    element.setAttribute('edit-po-id', EDITED);
    document.body.append(element);
    await customElements.whenDefined('lapasar-checkout-wizard');
    await waitFor(() => $('[part="buyer-details"]'));
    await chooseLocation('1');
    await chooseProject('11');
    await goToStep(2);
    await waitFor(() => !submitButton().disabled);
  }

  it('names the order it replaces, and submits with editPoId to the success page of an edited order', async () => {
    server.answer(/submit-complete$/, (request) =>
      json(200, {
        success: true,
        data: {
          poId: 'PO-20261123-000043',
          batchId: (request.body as SubmitCompleteRequest).customBatchId,
          operations: 12,
          duration: 20,
          createdDate: '2026-11-23T10:00:00.000Z',
          mode: 'created',
          status: 'workflow_approval',
          isBudgetPending: false,
          isEdited: true,
        },
        message: 'Order submitted for workflow approval',
      } satisfies SubmitCompleteResponse),
    );
    await editing();
    expect(text('[part="edit-notice"] p')).to.equal(
      `Editing order ${EDITED}: submitting replaces it and restarts its approval. Your cart is not part of this order and stays as it is.`,
    );
    // The edit's own draft was opened, and the form read from it.
    expect(server.called(/^POST \/api\/orders\/pre-orders\/[^/]+\/edit$/)).to.have.length(1);
    expect(server.called(/^GET \/api\/workflow\/checkout-form$/).every((call) => call.query.get('edit_po_id') === EDITED)).to.equal(true);
    await expectAccessible(element);
    const before = navigations.length;
    submitButton().click();
    await waitFor(() => navigations.length > before);
    const submit = server.called(/submit-complete$/).at(-1)!;
    expect((submit.body as SubmitCompleteRequest).editPoId).to.equal(EDITED);
    expect(navigations.at(-1)).to.equal(
      '/workflow/success?poId=PO-20261123-000043&budgetPending=false&edited=true&createdDate=2026-11-23T10%3A00%3A00.000Z',
    );
  });

  it('shows no notice and sends no editPoId for a new order, nor once edit-po-id is emptied', async () => {
    await editing();
    element.setAttribute('edit-po-id', '');
    // A new order starts a checkout of its own, from the cart.
    await waitFor(() => $('[part="edit-notice"]') === null && $('[part="buyer-details"]') !== null);
    await chooseLocation('1');
    await chooseProject('11');
    await goToStep(2);
    await waitFor(() => !submitButton().disabled);
    const before = navigations.length;
    submitButton().click();
    await waitFor(() => navigations.length > before);
    const submit = server.called(/submit-complete$/).at(-1)!;
    expect(submit.body).to.not.have.property('editPoId');
  });
});
