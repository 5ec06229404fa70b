import type {
  BulkPriceRequest,
  CompanyAuditEntry,
  CompanyBudget,
  CompanyInvitation,
  CompanyPerson,
  CompanyWorkflow,
  OperatorCompany,
} from '../../src/contract/types';
import type { ApprovedBulkPrice, CartLineState } from './cart';
import { demoLimits, emptyLimits, type LimitsState } from './limits';
import { demoPlaces, emptyPlaces, type PlacesState } from './places';
import { demoIntegrations, emptyIntegrations, type IntegrationsState } from './integrations';

/*
 * What the signed-in buyer holds when a story starts: the demo cart, wishlist and shopping lists
 * in the style of the seed's (README: "buyer@lapasar.test starts with a cart that shows every cart
 * state"), or nothing at all for an empty story. Changes a story makes last until the next story.
 */

export interface WishlistEntry {
  productId: number;
  /** The chosen SKU; null for a product whose options are not all chosen. */
  skuId: number | null;
  quantity: number;
}

export interface ListLineState {
  id: number;
  skuId: number;
  quantity: number;
  note: string;
}

export interface ListState {
  id: number;
  name: string;
  /** The colleague who owns a list shared with the buyer, and how; null for the buyer's own. */
  sharedBy: { id: number; name: string; permission: 'read' | 'edit' } | null;
  lines: ListLineState[];
  shares: { user_id: number; permission: 'read' | 'edit' }[];
  updatedAt: string;
}

export interface WorkshopState {
  cart: CartLineState[];
  /** Bulk prices the sellers approved, which the cart applies. */
  approvedBulk: ApprovedBulkPrice[];
  /** The buyer's bulk price requests, as product detail lists them. */
  bulkRequests: BulkPriceRequest[];
  wishlist: WishlistEntry[];
  lists: ListState[];
  /** Orders the buyer withdrew or an approver decided during the story. */
  closedOrders: Set<string>;
  /** The company as its administrator (the buyer persona) manages it. */
  company: {
    people: CompanyPerson[];
    invitations: CompanyInvitation[];
    audit: CompanyAuditEntry[];
    /** The month each financial year starts in. */
    startMonth: number;
    budgets: CompanyBudget[];
    workflows: CompanyWorkflow[];
  };
  /** The companies as the marketplace operator lists them. */
  companies: OperatorCompany[];
  nextId: number;
  /** The company's delivery locations, charge codes, item codes and each person's access. */
  places: PlacesState;
  /** The company's identity provider, assertion keys and PunchOut settings. */
  integrations: IntegrationsState;
  /** The company's category price limits and its settings. */
  limits: LimitsState;
}

const ADMINISTRATOR: CompanyPerson = {
  id: 1,
  name: 'Aisyah Rahman',
  email: 'buyer@lapasar.test',
  role: 'buyer',
  administrator: true,
  active: true,
  singleSignOn: false,
  assertedRole: null,
};
const ACTOR = { id: 1, name: 'Aisyah Rahman', email: 'buyer@lapasar.test' };

const HEAD_OFFICE = { id: 1, name: 'Head Office' };
const IT_REFRESH = { id: 11, name: 'IT Refresh', code: 'HO-ITR' };

/** The first day of the current calendar year: the demo company's financial year starts in January. */
export const currentPeriod = () => `${new Date().getFullYear()}-01-01`;

/** Head Office's budget, IT Refresh's, and an item code's under it, partly spent. */
function demoBudgets(): CompanyBudget[] {
  const base = { period: currentPeriod(), location: HEAD_OFFICE, itemCode: null, name: null };
  return [
    { ...base, id: 1, kind: 'charge_code', chargeCode: null, limit: 50000, committed: 12500, pending: 3200, remaining: 34300 },
    { ...base, id: 2, kind: 'charge_code', chargeCode: IT_REFRESH, limit: 10000, committed: 4200, pending: 0, remaining: 5800 },
    {
      ...base,
      id: 1,
      kind: 'item_code',
      chargeCode: IT_REFRESH,
      itemCode: { id: 1, code: 'IC-1001', description: 'Computers and peripherals' },
      name: 'IT Refresh - Computers and peripherals',
      limit: 3000,
      committed: 1000,
      pending: 0,
      remaining: 2000,
    },
  ];
}

/** Head Office's two stages: a manager for every order, finance from RM 1,000. */
function demoWorkflows(): CompanyWorkflow[] {
  const farah = { id: 8, name: 'Farah Aziz', email: 'approver@lapasar.test', activeApprover: true };
  return [
    {
      id: 1,
      name: 'Head Office approvals',
      location: HEAD_OFFICE,
      project: null,
      spendingLimit: 50000,
      budgetApprovalFirst: true,
      ordersInApproval: 1,
      stages: [
        { stage: 1, label: 'Manager', fromAmount: 0, approvers: [farah] },
        { stage: 2, label: 'Finance', fromAmount: 1000, approvers: [farah] },
      ],
    },
  ];
}

/** The demo company's people, an invitation waiting and the audit entries that made them so. */
function demoCompany(): WorkshopState['company'] {
  return {
    startMonth: 1,
    budgets: demoBudgets(),
    workflows: demoWorkflows(),
    people: [
      ADMINISTRATOR,
      {
        id: 8,
        name: 'Farah Aziz',
        email: 'approver@lapasar.test',
        role: 'approver',
        administrator: false,
        active: true,
        singleSignOn: false,
        assertedRole: null,
      },
      {
        id: 9,
        name: 'Lim Wei Jie',
        email: 'finance@lapasar.test',
        role: 'buyer',
        administrator: false,
        active: true,
        singleSignOn: false,
        assertedRole: null,
      },
      {
        id: 12,
        name: 'Siti Nor',
        email: 'siti@lapasar.test',
        role: 'buyer',
        administrator: false,
        active: false,
        singleSignOn: true,
        assertedRole: 'buyer',
      },
    ],
    invitations: [
      {
        id: 41,
        email: 'new.joiner@lapasar.test',
        role: 'buyer',
        administrator: false,
        expiresAt: '2026-05-17T02:00:00.000Z',
        createdAt: '2026-05-10T02:00:00.000Z',
        invitedBy: 'Aisyah Rahman',
      },
    ],
    audit: [
      {
        id: 3,
        at: '2026-05-10T02:00:00.000Z',
        actor: ACTOR,
        action: 'invitation_created',
        subject: 'invitation:41',
        before: null,
        after: { email: 'new.joiner@lapasar.test', role: 'buyer', administrator: false },
      },
      {
        id: 2,
        at: '2026-05-09T06:30:00.000Z',
        actor: ACTOR,
        action: 'person_changed',
        subject: 'user:12',
        before: { role: 'buyer', administrator: false, active: true },
        after: { role: 'buyer', administrator: false, active: false },
      },
      {
        id: 1,
        at: '2026-05-08T01:00:00.000Z',
        actor: ACTOR,
        action: 'person_changed',
        subject: 'user:8',
        before: { role: 'buyer', administrator: false, active: true },
        after: { role: 'approver', administrator: false, active: true },
      },
    ],
  };
}

export const COLLEAGUES = [
  { id: 8, name: 'Farah Aziz', email: 'approver@lapasar.test' },
  { id: 9, name: 'Lim Wei Jie', email: 'finance@lapasar.test' },
];

/** Every collection starts empty, as for a new buyer. */
export const emptyState = (): WorkshopState => ({
  cart: [],
  approvedBulk: [],
  bulkRequests: [],
  wishlist: [],
  lists: [],
  closedOrders: new Set(),
  company: { people: [ADMINISTRATOR], invitations: [], audit: [], startMonth: 1, budgets: [], workflows: [] },
  companies: [],
  nextId: 9000,
  places: emptyPlaces(),
  integrations: emptyIntegrations(),
  limits: emptyLimits(),
});

export function demoState(): WorkshopState {
  return {
    // A line below its MOQ (the pens), one not shipped to Selangor (the masks), Sinar's RM 5,000
    // minimum not reached (the laptop), a bulk price in force (the face shields) and references.
    cart: [
      { skuId: 1012, quantity: 2, references: [{ id: 1, reference: 'Finance floor printers' }] },
      { skuId: 1022, quantity: 6, references: [] },
      { skuId: 1031, quantity: 1, references: [] },
      { skuId: 1071, quantity: 40, references: [] },
      { skuId: 1051, quantity: 20, references: [] },
    ],
    approvedBulk: [{ skuId: 1071, priceSen: 650, fromQuantity: 40 }],
    bulkRequests: [
      {
        recid: 501,
        status: 'REPLY',
        quantity: 40,
        target_price: 6,
        approve_price: 6.5,
        bulk_note: 'Quarterly order for the plant',
        sku_id: 1071,
        approve_quantity: 40,
        seller_note: 'RM 6.50 from 40 units',
        location: 'Selangor,Petaling',
        updated_at: '2026-05-06T03:12:00.000Z',
      },
      {
        recid: 502,
        status: 'SEND',
        quantity: 200,
        target_price: 16,
        approve_price: null,
        bulk_note: 'For the new branch',
        sku_id: 1011,
        approve_quantity: null,
        seller_note: null,
        location: 'Selangor,Petaling',
        updated_at: '2026-05-10T09:40:00.000Z',
      },
    ],
    wishlist: [
      { productId: 105, skuId: 1051, quantity: 10 },
      { productId: 103, skuId: 1031, quantity: 1 },
      { productId: 102, skuId: 1022, quantity: 24 },
      { productId: 101, skuId: null, quantity: 5 },
      { productId: 106, skuId: 1061, quantity: 1 },
    ],
    lists: [
      {
        id: 31,
        name: 'Office restock',
        sharedBy: null,
        updatedAt: '2026-05-08T02:00:00.000Z',
        shares: [{ user_id: 9, permission: 'edit' }],
        lines: [
          { id: 311, skuId: 1011, quantity: 20, note: 'For every floor' },
          { id: 312, skuId: 1021, quantity: 24, note: '' },
          { id: 313, skuId: 1081, quantity: 12, note: 'Meeting rooms' },
        ],
      },
      {
        id: 32,
        name: 'New joiner kit',
        sharedBy: null,
        updatedAt: '2026-04-30T07:30:00.000Z',
        shares: [],
        lines: [
          { id: 321, skuId: 1031, quantity: 1, note: '' },
          { id: 322, skuId: 1041, quantity: 1, note: '' },
        ],
      },
      {
        id: 33,
        name: 'Plant safety',
        sharedBy: { id: 8, name: 'Farah Aziz', permission: 'read' },
        updatedAt: '2026-05-01T01:15:00.000Z',
        shares: [],
        lines: [
          { id: 331, skuId: 1091, quantity: 10, note: 'Visitors' },
          { id: 332, skuId: 1071, quantity: 40, note: '' },
        ],
      },
    ],
    closedOrders: new Set(),
    company: demoCompany(),
    companies: [
      {
        id: 1,
        name: 'Demo Trading Sdn Bhd',
        registrationNo: '201901000001 (1300001-A)',
        sstNumber: 'W10-1808-32000001',
        taxNumber: 'C2581234500',
        people: 4,
        administrators: [{ id: 1, name: 'Aisyah Rahman', email: 'buyer@lapasar.test' }],
        invitedAdministrators: [],
        createdAt: '2026-01-05T02:00:00.000Z',
      },
      {
        id: 7,
        name: 'Kilang Maju Sdn Bhd',
        registrationNo: '202001000123 (1360123-K)',
        sstNumber: '',
        taxNumber: '',
        people: 0,
        administrators: [],
        invitedAdministrators: ['admin@kilangmaju.example'],
        createdAt: '2026-05-11T03:00:00.000Z',
      },
    ],
    nextId: 9000,
    places: demoPlaces(),
    integrations: demoIntegrations(),
    limits: demoLimits(),
  };
}
