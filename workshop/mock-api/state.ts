import type { BulkPriceRequest, CompanyAuditEntry, CompanyInvitation, CompanyPerson } from '../../src/contract/types';
import type { ApprovedBulkPrice, CartLineState } from './cart';
import { demoPlaces, emptyPlaces, type PlacesState } from './places';

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
  company: { people: CompanyPerson[]; invitations: CompanyInvitation[]; audit: CompanyAuditEntry[] };
  nextId: number;
  /** The company's delivery locations, charge codes, item codes and each person's access. */
  places: PlacesState;
}

const ADMINISTRATOR: CompanyPerson = {
  id: 1,
  name: 'Aisyah Rahman',
  email: 'buyer@lapasar.test',
  role: 'buyer',
  administrator: true,
  active: true,
  singleSignOn: false,
};
const ACTOR = { id: 1, name: 'Aisyah Rahman', email: 'buyer@lapasar.test' };

/** The demo company's people, an invitation waiting and the audit entries that made them so. */
function demoCompany(): WorkshopState['company'] {
  return {
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
      },
      { id: 9, name: 'Lim Wei Jie', email: 'finance@lapasar.test', role: 'buyer', administrator: false, active: true, singleSignOn: false },
      { id: 12, name: 'Siti Nor', email: 'siti@lapasar.test', role: 'buyer', administrator: false, active: false, singleSignOn: true },
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
  company: { people: [ADMINISTRATOR], invitations: [], audit: [] },
  nextId: 9000,
  places: emptyPlaces(),
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
    nextId: 9000,
    places: demoPlaces(),
  };
}
