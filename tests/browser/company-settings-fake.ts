import type {
  CheckoutFormResponse,
  CompanyBudget,
  CompanyPerson,
  CompanyWorkflow,
  SetBudgetRequest,
  SetItemCodeBudgetRequest,
  WorkflowRequest,
} from '../../src/api/types';
import { budgetPeriod } from '../../src/lib/budget-period';
import { fakeApi, json, type FakeRequest } from './fake-api';

/* Typed fixtures of a company's budgets and workflows, answered from memory with the reference server's refusals and codes. */

export const HQ = { id: 1, name: 'HQ Shah Alam' };
export const PENANG = { id: 2, name: 'Penang Branch' };
export const PROJECT = { id: 7, name: 'Substation Upgrade', code: 'P-007' };
export const CURRENT = '2026-01-01';

const address = {
  state: 'Selangor',
  lotNo: 'Lot 5',
  street1: 'Jalan Tengku',
  street2: '',
  postcode: '40000',
  city: 'Shah Alam',
  countery: 'Malaysia',
};

/** What the budget pages and the workflow editor read of checkout's form: the locations. */
const checkoutForm = (): CheckoutFormResponse => ({
  success: true,
  cartItems: [],
  place: null,
  vendorMinimumErrors: [],
  edit: null,
  totals: { subTotal: 0, shippingCharge: 0, taxAmount: 0, grandTotal: 0, productCount: 0 },
  formDefaults: {
    company_name: 'Demo Trading Sdn Bhd',
    order_raised_by: 'Aisyah Rahman',
    buyer_invoice_email: 'buyer@lapasar.test',
    registration_no: '201901000001',
    sst_number: '',
    tax_identification_number: '',
    location_id: null,
    ship_lotno: '',
    ship_street1: '',
    ship_street2: '',
    ship_pincode: '',
    ship_city: '',
    ship_state: '',
    ship_district: '',
    ship_countery: 'Malaysia',
    bill_lotno: '',
    bill_street1: '',
    bill_street2: '',
    bill_pincode: '',
    bill_city: '',
    bill_State: '',
    bill_countery: 'Malaysia',
    shipping_address_type: 'same',
    apply_alt_receipient: 'N',
  },
  locations: [
    { recid: HQ.id, location_name: HQ.name, ...address },
    { recid: PENANG.id, location_name: PENANG.name, ...address, state: 'Pulau Pinang' },
  ],
  projects: [],
  formConfig: {
    show_quotation_id: true,
    show_charge_code: true,
    alternate_recipient_required: false,
    approval_workflow: true,
    order_attachment_required: false,
    approval_doc_amount_from: 0,
  },
  buyerSettings: {
    catalog_id: null,
    is_tnb: 1,
    view_sl_info: 'Y',
    companyName: 'Demo Trading Sdn Bhd',
    checkout_type: 'workflow',
    budget_type: 'item',
    has_item_code: 'Y',
    has_eb_number: 'N',
    has_capex: 'N',
    has_special_budget_category: 'N',
    has_payment_code: 'N',
    registration_no: '201901000001',
    sst_number: '',
    tax_number: '',
    has_charge_code_access: true,
  },
  buyerCodes: { payment: [], category: [], specialBudgetCategory: [] },
  businessLogic: { excludedItems: [], locationRestrictions: { excludedItems: [] } },
  validationMessages: [],
  checkoutValidations: [],
  workflowValidation: null,
});

export const budget = (id: number, overrides: Partial<CompanyBudget> = {}): CompanyBudget => ({
  id,
  kind: 'charge_code',
  period: CURRENT,
  location: HQ,
  chargeCode: null,
  itemCode: null,
  name: null,
  limit: 10000,
  committed: 0,
  pending: 0,
  remaining: 10000,
  ...overrides,
});

export const approver = (id: number, name: string): CompanyPerson => ({
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@lapasar.test`,
  role: 'approver',
  administrator: false,
  active: true,
  singleSignOn: false,
  assertedRole: null,
});

const used = (entry: CompanyBudget) => entry.committed + entry.pending;

/** Answers the budget, financial year and workflow routes (and the choices they offer) from memory. */
export function fakeCompanySettings() {
  const state = {
    startMonth: 1,
    budgets: [] as CompanyBudget[],
    workflows: [] as CompanyWorkflow[],
    people: [] as CompanyPerson[],
    nextId: 100,
  };
  const periodOf = (asked: string | undefined) => asked ?? CURRENT;
  const setLimit = (found: CompanyBudget | undefined, made: () => CompanyBudget, limit: number): Response => {
    if (found && limit < used(found))
      return json(409, {
        error: `limit: RM ${limit.toFixed(2)} is below what the budget has committed and pending (RM ${used(found).toFixed(2)})`,
        code: 'budget_below_use',
      });
    const entry = found ?? made();
    if (!found) state.budgets.push(entry);
    Object.assign(entry, { limit, remaining: Math.max(0, limit - used(entry)) });
    return json(200, { success: true, budget: entry });
  };
  const workflowOf = (id: number, asked: WorkflowRequest): CompanyWorkflow => ({
    id,
    name: asked.name,
    location: [HQ, PENANG].find((location) => location.id === asked.locationId)!,
    project: asked.projectId ? PROJECT : null,
    spendingLimit: asked.spendingLimit,
    budgetApprovalFirst: asked.budgetApprovalFirst ?? true,
    ordersInApproval: 0,
    stages: asked.stages.map((stage, index) => ({
      stage: index + 1,
      label: stage.label,
      fromAmount: stage.fromAmount,
      approvers: stage.approverIds.map((userId) => {
        const person = state.people.find((entry) => entry.id === userId)!;
        return { id: person.id, name: person.name, email: person.email, activeApprover: true };
      }),
    })),
  });
  const refusal = (asked: WorkflowRequest): Response | null => {
    const empty = asked.stages.findIndex((stage) => stage.approverIds.length === 0);
    if (empty !== -1)
      return json(400, {
        error: `stages.${empty}.approverIds: Stage ${empty + 1} "${asked.stages[empty].label}" has no approver; every stage needs at least one`,
        code: 'stage_without_approver',
      });
    if (!asked.stages.some((stage) => stage.fromAmount === 0))
      return json(400, {
        error: 'stages: no stage applies from RM 0, so an order below every from-amount would find no approver; let one stage apply from 0',
        code: 'no_stage_from_zero',
      });
    return null;
  };

  const serve = ({ method, path, query, body }: FakeRequest): Response => {
    if (method === 'GET' && path === '/api/workflow/checkout-form') return json(200, checkoutForm());
    if (method === 'GET' && path === '/api/workflow/location-projects')
      return json(200, {
        success: true,
        projects:
          query.get('location_id') === String(HQ.id)
            ? [
                {
                  project_id: PROJECT.id,
                  project_name: PROJECT.name,
                  project_code: PROJECT.code,
                  apply_address: 'N',
                  ...address,
                  lotNo: '',
                },
              ]
            : [],
      });
    if (method === 'GET' && path === '/api/workflow/item-codes')
      return json(200, { success: true, itemCodes: [{ recid: 31, code: 'IC-31', description: 'Cables' }] });
    if (method === 'GET' && path === '/api/company/people') return json(200, { success: true, people: state.people, invitations: [] });
    if (method === 'GET' && path === '/api/company/financial-year')
      return json(200, { success: true, data: { startMonth: state.startMonth, current: budgetPeriod(CURRENT) } });
    if (method === 'PUT' && path === '/api/company/financial-year') {
      state.startMonth = (body as { startMonth: number }).startMonth;
      return json(200, { success: true, data: { startMonth: state.startMonth, current: budgetPeriod(CURRENT) } });
    }
    if (method === 'GET' && path === '/api/company/budgets') {
      const period = periodOf(query.get('period') ?? undefined);
      const periods = [...new Set([CURRENT, ...state.budgets.map((entry) => entry.period)])].sort();
      const data = state.budgets.filter((entry) => entry.period === period);
      return json(200, { success: true, period: budgetPeriod(period), currentPeriod: CURRENT, periods, data });
    }
    if (method === 'PUT' && path === '/api/company/budgets') {
      const asked = body as SetBudgetRequest;
      const period = periodOf(asked.period);
      const chargeCode = asked.chargeCodeId ? PROJECT : null;
      const found = state.budgets.find(
        (entry) =>
          entry.kind === 'charge_code' &&
          entry.period === period &&
          entry.location.id === asked.locationId &&
          (entry.chargeCode?.id ?? null) === (chargeCode?.id ?? null),
      );
      const location = [HQ, PENANG].find((entry) => entry.id === asked.locationId)!;
      return setLimit(found, () => budget(state.nextId++, { period, location, chargeCode }), asked.limit);
    }
    if (method === 'PUT' && path === '/api/company/item-code-budgets') {
      const asked = body as SetItemCodeBudgetRequest;
      const period = periodOf(asked.period);
      const found = state.budgets.find(
        (entry) => entry.kind === 'item_code' && entry.period === period && entry.itemCode?.id === asked.itemCodeId,
      );
      return setLimit(
        found,
        () =>
          budget(state.nextId++, {
            kind: 'item_code',
            period,
            chargeCode: PROJECT,
            itemCode: { id: asked.itemCodeId, code: 'IC-31', description: 'Cables' },
            name: asked.name ?? `${PROJECT.name} - Cables`,
          }),
        asked.limit,
      );
    }
    const removed = path.match(/^\/api\/company\/(budgets|item-code-budgets)\/(\d+)$/);
    if (method === 'DELETE' && removed) {
      const kind = removed[1] === 'budgets' ? 'charge_code' : 'item_code';
      const entry = state.budgets.find((candidate) => candidate.kind === kind && candidate.id === Number(removed[2]));
      if (!entry) return json(404, { error: 'No such budget in your company' });
      if (used(entry) > 0)
        return json(409, {
          error: `The budget has RM ${used(entry).toFixed(2)} committed and pending; it cannot be removed`,
          code: 'budget_in_use',
        });
      state.budgets = state.budgets.filter((candidate) => candidate !== entry);
      return json(200, { success: true });
    }
    const exported = path.match(/^\/api\/company\/budgets\/export\/(csv|excel)$/);
    if (method === 'GET' && exported)
      return exported[1] === 'csv'
        ? new Response('\uFEFFLocation,Limit\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } })
        : new Response(new Uint8Array([80, 75, 3, 4]), {
            status: 200,
            headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          });
    if (method === 'GET' && path === '/api/company/workflows') return json(200, { success: true, data: state.workflows });
    if (method === 'GET' && path === '/api/company/workflows/preview') {
      const amount = Number(query.get('amount'));
      const workflow = state.workflows.find((entry) => String(entry.location.id) === query.get('location'));
      const location = [HQ, PENANG].find((entry) => String(entry.id) === query.get('location'))!;
      const over = workflow?.spendingLimit !== null && workflow !== undefined && amount > workflow.spendingLimit;
      return json(200, {
        success: true,
        data: {
          amount,
          location,
          project: null,
          approvalRequired: state.workflows.length > 0,
          workflow: workflow
            ? {
                id: workflow.id,
                name: workflow.name,
                spendingLimit: workflow.spendingLimit,
                budgetApprovalFirst: workflow.budgetApprovalFirst,
              }
            : null,
          refusal: over
            ? {
                code: 'workflow_budget_limit',
                message: `Order exceeds workflow spending limit: order total RM ${amount.toFixed(2)} exceeds workflow budget limit of RM ${workflow.spendingLimit!.toFixed(2)}`,
              }
            : null,
          overBudget: false,
          steps:
            over || !workflow
              ? []
              : workflow.stages
                  .filter((stage) => amount >= stage.fromAmount)
                  .map((stage) => ({
                    kind: 'stage',
                    stage: stage.stage,
                    label: stage.label,
                    approvers: stage.approvers.map(({ id, name }) => ({ id, name })),
                  })),
        },
      });
    }
    if (method === 'POST' && path === '/api/company/workflows') {
      const asked = body as WorkflowRequest;
      const refused = refusal(asked);
      if (refused) return refused;
      const workflow = workflowOf(state.nextId++, asked);
      state.workflows.push(workflow);
      return json(201, { success: true, data: workflow });
    }
    const named = path.match(/^\/api\/company\/workflows\/(\d+)$/);
    const target = named && state.workflows.find((entry) => entry.id === Number(named[1]));
    if (named && !target) return json(404, { error: 'No such workflow in your company' });
    if (method === 'PUT' && target) {
      const asked = body as WorkflowRequest;
      const refused = refusal(asked);
      if (refused) return refused;
      Object.assign(target, workflowOf(target.id, asked));
      return json(200, { success: true, data: target });
    }
    if (method === 'DELETE' && target) {
      state.workflows = state.workflows.filter((entry) => entry !== target);
      return json(200, { success: true });
    }
    return json(404, { error: `Not faked: ${method} ${path}` });
  };
  const claimed = (path: string) =>
    path.startsWith('/api/company/') ||
    ['/api/workflow/checkout-form', '/api/workflow/location-projects', '/api/workflow/item-codes'].includes(path);
  return { state, ...fakeApi(claimed, serve) };
}
