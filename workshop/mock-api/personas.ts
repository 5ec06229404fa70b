import type { BuyerSettings, User } from '../../src/contract/types';

/*
 * Who a story shows the elements to: the seed's demo accounts (server/seed/accounts.ts), which
 * the reference server signs in with the same e-mail and the password Demo#2026.
 */

export type Persona = 'buyer' | 'masked' | 'catalogue' | 'energy' | 'approver' | 'operator';

export const DEMO_PASSWORD = 'Demo#2026';

interface PersonaSeed {
  email: string;
  name: string;
  mobile: string;
  recid: number;
  role: User['role'];
  company: { id: number; name: string; registration: string; sst: string; tax: string };
  /** The catalogue the company shops from: its id, name and the top categories it holds. */
  catalogue: { id: number; name: string; areas: readonly string[] } | null;
  isTnb: boolean;
  viewSellerInfo: 'Y' | 'N';
  checkout: 'workflow' | 'standard';
}

const DEMO_TRADING = {
  id: 1,
  name: 'Demo Trading Sdn Bhd',
  registration: '201901000001 (1300001-A)',
  sst: 'W10-1808-32000001',
  tax: 'C2581234500',
};

export const PERSONAS: Readonly<Record<Persona, PersonaSeed>> = {
  buyer: {
    email: 'buyer@lapasar.test',
    name: 'Aisyah Rahman',
    mobile: '+60123456701',
    recid: 1,
    role: 'buyer',
    company: DEMO_TRADING,
    catalogue: null,
    isTnb: false,
    viewSellerInfo: 'Y',
    checkout: 'workflow',
  },
  masked: {
    email: 'masked@lapasar.test',
    name: 'Daniel Tan',
    mobile: '+60123456702',
    recid: 2,
    role: 'buyer',
    company: { id: 2, name: 'Masked Procurement Sdn Bhd', registration: '201801000002 (1200002-B)', sst: '', tax: '' },
    catalogue: null,
    isTnb: false,
    viewSellerInfo: 'N',
    checkout: 'standard',
  },
  catalogue: {
    email: 'catalogue@lapasar.test',
    name: 'Priya Nair',
    mobile: '+60123456703',
    recid: 3,
    role: 'buyer',
    company: { id: 3, name: 'Catalogue Holdings Berhad', registration: '199701000003 (400003-C)', sst: '', tax: '' },
    catalogue: { id: 1, name: 'Corporate Standard Catalogue', areas: ['Office Supplies', 'Cleaning & Hygiene', 'COVID Care'] },
    isTnb: false,
    viewSellerInfo: 'Y',
    checkout: 'standard',
  },
  energy: {
    email: 'energy@lapasar.test',
    name: 'Hafiz Ismail',
    mobile: '+60123456704',
    recid: 4,
    role: 'buyer',
    company: { id: 4, name: 'Tenaga Demo Berhad', registration: '199001000004 (200004-D)', sst: 'W10-1808-32000004', tax: 'C2581234504' },
    catalogue: { id: 3, name: 'Energy Utility Catalogue', areas: ['Industrial & MRO', 'COVID Care'] },
    isTnb: true,
    viewSellerInfo: 'Y',
    checkout: 'workflow',
  },
  approver: {
    email: 'approver@lapasar.test',
    name: 'Farah Aziz',
    mobile: '+60123456708',
    recid: 8,
    role: 'approver',
    company: DEMO_TRADING,
    catalogue: null,
    isTnb: false,
    viewSellerInfo: 'Y',
    checkout: 'workflow',
  },
  // Staff of the marketplace: of no company (the command `npm run admin -- create-operator` makes one).
  operator: {
    email: 'ops@lapasar.test',
    name: 'Nur Operator',
    mobile: '',
    recid: 20,
    role: 'buyer',
    company: { id: 0, name: '', registration: '', sst: '', tax: '' },
    catalogue: null,
    isTnb: false,
    viewSellerInfo: 'Y',
    checkout: 'standard',
  },
};

export const personaSeed = (persona: Persona): PersonaSeed => PERSONAS[persona];

/**
 * The mock's bearer token of a session: it names the persona, so every answer is that buyer's,
 * and the session, so nothing the elements keep per session outlives a story.
 */
const tokenOf = (persona: Persona, session: number): string => `workshop.${persona}.${session}`;

/** The persona a request's bearer token names, or null for a visitor (or a token the mock did not issue). */
export function personaOfToken(authorization: string | null): Persona | null {
  const persona = /^Bearer workshop\.(\w+)\.\d+$/.exec(authorization ?? '')?.[1];
  return persona && persona in PERSONAS ? (persona as Persona) : null;
}

export function personaOfEmail(email: string): Persona | null {
  const found = Object.entries(PERSONAS).find(([, seed]) => seed.email === email.trim().toLowerCase());
  return found ? (found[0] as Persona) : null;
}

export function userOf(persona: Persona, session: number): User {
  const seed = PERSONAS[persona];
  return {
    recid: seed.recid,
    active: 'Y',
    by_id: seed.company.id,
    isTnbUser: seed.isTnb,
    isCatalogueUser: seed.catalogue !== null && !seed.isTnb,
    userName: seed.name,
    emailId: seed.email,
    mobile: seed.mobile,
    role: seed.role,
    emailVerified: true,
    // The demo buyer administers Demo Trading, as the seed's buyer@lapasar.test does.
    companyAdministrator: persona === 'buyer',
    marketplaceOperator: persona === 'operator',
    auth_token: tokenOf(persona, session),
  };
}

export function buyerSettingsOf(persona: Persona): BuyerSettings {
  const seed = PERSONAS[persona];
  return {
    catalog_id: seed.catalogue?.id ?? null,
    is_tnb: seed.isTnb ? 1 : 0,
    view_sl_info: seed.viewSellerInfo,
    companyName: seed.company.name,
    checkout_type: seed.checkout,
    budget_type: seed.checkout === 'workflow' ? 'department' : '',
    has_item_code: seed.checkout === 'workflow' ? 'Y' : 'N',
    has_eb_number: seed.isTnb ? 'Y' : 'N',
    has_capex: persona === 'buyer' ? 'Y' : 'N',
    has_special_budget_category: 'N',
    has_payment_code: seed.isTnb ? 'Y' : 'N',
    registration_no: seed.company.registration,
    sst_number: seed.company.sst,
    tax_number: seed.company.tax,
  };
}
