import type {
  Cart,
  ChargeCodeProject,
  CheckoutFormResponse,
  CheckoutLineValidation,
  WorkflowLocation,
  WorkflowValidation,
} from '../../src/contract/types';
import { buyerSettingsOf, personaSeed, type Persona } from './personas';

/*
 * The demo company's checkout (README, Demo accounts): Head Office in Kuala Lumpur with its IT
 * Refresh (RM 8,000 of budget left) and Office Renovation charge codes, Shah Alam Plant in
 * Selangor, and Johor Depot without a workflow.
 */

const country = 'Malaysia';

export const LOCATIONS: readonly WorkflowLocation[] = [
  {
    recid: 1,
    location_name: 'Head Office',
    state: 'Kuala Lumpur',
    lotNo: 'Level 12',
    street1: 'Menara LaPasar',
    street2: 'Jalan Ampang',
    postcode: '50450',
    city: 'Kuala Lumpur',
    countery: country,
  },
  {
    recid: 2,
    location_name: 'Shah Alam Plant',
    state: 'Selangor',
    lotNo: 'Lot 5',
    street1: 'Jalan Tengku Ampuan Zabedah',
    street2: 'Seksyen 9',
    postcode: '40100',
    city: 'Shah Alam',
    countery: country,
  },
  {
    recid: 3,
    location_name: 'Johor Depot',
    state: 'Johor',
    lotNo: 'No 18',
    street1: 'Jalan Perindustrian',
    street2: 'Taman Tampoi',
    postcode: '80000',
    city: 'Johor Bahru',
    countery: country,
  },
];

const project = (project_id: number, project_name: string, project_code: string): ChargeCodeProject => ({
  project_id,
  project_name,
  project_code,
  apply_address: 'N',
  lotNo: '',
  street1: '',
  street2: '',
  postcode: '',
  city: '',
  state: '',
  countery: '',
});

const PROJECTS: Readonly<Record<number, readonly ChargeCodeProject[]>> = {
  1: [project(11, 'IT Refresh', 'HO-ITR'), project(12, 'Office Renovation', 'HO-REN')],
  2: [project(21, 'Plant Maintenance', 'SA-PM'), project(22, 'Line Expansion', 'SA-LX')],
  3: [],
};

export const projectsOf = (locationId: number | null): readonly ChargeCodeProject[] =>
  locationId === null ? [] : (PROJECTS[locationId] ?? []);

/** The budget left at a location and charge code (RM): IT Refresh has RM 8,000 left. */
export function workflowValidationOf(locationId: number | null, projectId: number | null, grandTotal: number): WorkflowValidation | null {
  if (locationId === null) return null;
  if (locationId === 3)
    return { valid: false, message: 'Please configure your Workflow Settings.', budgetValidation: null, totals: { grandTotal } };
  const limit = projectId === 11 ? 8000 : 100_000;
  const spent = projectId === 11 ? 0 : 12_500;
  const remaining = limit - spent;
  const within = grandTotal <= remaining;
  return {
    valid: true,
    message: within ? 'Within budget' : 'The order goes to budget approval first',
    budgetValidation: {
      budgetLimit: limit,
      currentSpent: spent,
      remainingBudget: remaining,
      isWithinLimit: within,
      exceedsBy: within ? 0 : Math.round((grandTotal - remaining) * 100) / 100,
    },
    totals: { grandTotal },
  };
}

function lineValidation(item: Cart['cartItems'][number]): CheckoutLineValidation {
  return {
    sku_id: item.sku_id,
    product_name: item.product_name,
    stock: null,
    moq: item.quantity < item.moq ? `Minimum order quantity for ${item.product_name} is ${item.moq}` : null,
    bulk_minimum: null,
    justification_required: !item.is_cheapest && !item.justification,
    price_limit: null,
    price_limit_exceeded: false,
    messages: item.problem ? [item.problem] : [],
  };
}

/** GET /workflow/checkout-form for the buyer's cart, judged at the delivery place. */
export function checkoutFormOf(persona: Persona, cart: Cart, query: URLSearchParams): CheckoutFormResponse {
  const seed = personaSeed(persona);
  const settings = buyerSettingsOf(persona);
  const locationId = query.get('location_id') ? Number(query.get('location_id')) : null;
  const projectId = query.get('project_id') ? Number(query.get('project_id')) : null;
  const included = cart.cartItems.filter((item) => !item.is_excluded);
  const summary = cart.cartSummary;
  const excluded = cart.businessLogic.locationRestrictions.excludedItems;
  const chargeCodes = settings.checkout_type === 'workflow';
  const plant = LOCATIONS[1];
  return {
    success: true,
    cartItems: included,
    place: cart.location,
    vendorMinimumErrors: cart.vendorMinimumOrder.errors,
    edit: null,
    totals: {
      subTotal: summary.subtotal,
      shippingCharge: summary.totalShippingFee,
      taxAmount: summary.totalTax,
      grandTotal: summary.grandTotal,
      productCount: included.length,
    },
    formDefaults: {
      company_name: seed.company.name,
      order_raised_by: seed.name,
      buyer_invoice_email: seed.email,
      registration_no: seed.company.registration,
      sst_number: seed.company.sst,
      tax_identification_number: seed.company.tax,
      location_id: null,
      ship_lotno: plant.lotNo,
      ship_street1: plant.street1,
      ship_street2: plant.street2,
      ship_pincode: plant.postcode,
      ship_city: plant.city,
      ship_state: plant.state,
      ship_district: 'Petaling',
      ship_countery: country,
      bill_lotno: plant.lotNo,
      bill_street1: plant.street1,
      bill_street2: plant.street2,
      bill_pincode: plant.postcode,
      bill_city: plant.city,
      bill_State: plant.state,
      bill_countery: country,
      shipping_address_type: 'same',
      apply_alt_receipient: 'N',
    },
    locations: [...LOCATIONS],
    projects: chargeCodes ? [...projectsOf(locationId)] : [],
    formConfig: {
      show_quotation_id: true,
      show_charge_code: chargeCodes,
      alternate_recipient_required: false,
      approval_workflow: true,
      order_attachment_required: seed.isTnb,
      approval_doc_amount_from: 5000,
    },
    buyerSettings: { ...settings, has_charge_code_access: chargeCodes },
    buyerCodes: {
      payment: seed.isTnb
        ? [
            { recid: 1, code: 'PC-OPEX', description: 'Operating expenditure' },
            { recid: 2, code: 'PC-CAPEX', description: 'Capital expenditure' },
          ]
        : [],
      category: seed.isTnb ? [{ recid: 1, code: 'MRO0000001', description: 'Maintenance, repair and operations' }] : [],
      specialBudgetCategory: [],
    },
    businessLogic: { excludedItems: excluded, locationRestrictions: { excludedItems: excluded } },
    validationMessages: cart.validationMessages,
    checkoutValidations: included.map(lineValidation),
    workflowValidation: workflowValidationOf(locationId, projectId, summary.grandTotal),
  };
}

export const ITEM_CODES = [
  { recid: 1, code: 'IC-1001', description: 'Computers and peripherals' },
  { recid: 2, code: 'IC-1002', description: 'Office supplies' },
  { recid: 3, code: 'IC-1003', description: 'Plant consumables' },
];

export const CAPITAL_BUDGET_CODES = [{ recid: 1, code: 'CB-2026-01', description: 'Office equipment 2026' }];
