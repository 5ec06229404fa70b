import { hashPassword } from '../domain/password';
import { sealClientSecret, type SecretKeys } from '../services/client-secrets';
import type { Database } from '../db/client';
import { buyers, catalogues, companyAssertionKeys, companyIdentityProviders, users } from '../db/schema';

export const DEMO_PASSWORD = 'Demo#2026';

/** The demo accounts the server prints at start and docs/demo.md documents. */
export const DEMO_ACCOUNTS = [
  { email: 'buyer@lapasar.test', description: 'Buyer and company administrator, workflow checkout, real seller names (view_sl_info Y)' },
  { email: 'masked@lapasar.test', description: 'Buyer who sees masked seller codes (view_sl_info N)' },
  { email: 'catalogue@lapasar.test', description: 'Catalogue user (buyer with a catalog_id)' },
  { email: 'energy@lapasar.test', description: 'Corporate energy buyer (is_tnb 1)' },
  { email: 'special@lapasar.test', description: 'Special buyer group (buyer id 5960)' },
  { email: 'inactive@lapasar.test', description: 'Inactive account (active N), cannot sign in' },
  { email: 'seller@lapasar.test', description: 'Seller, replies to bulk-price requests' },
  { email: 'approver@lapasar.test', description: 'Approver in the buyer workflow' },
  { email: 'finance@lapasar.test', description: 'Second-stage approver (Finance Director) for orders from RM 1,000 at Head Office' },
  { email: 'energy-approver@lapasar.test', description: "Approver in the energy buyer's workflow" },
  { email: 'approver@intranet-portal.test', description: 'Line manager of Intranet Portal Sdn Bhd (single sign-on)' },
] as const;

export const DEMO_SELLER_ID = 1;
export const CORPORATE_CATALOGUE_ID = 1;
export const SPECIAL_CATALOGUE_ID = 2;
export const ENERGY_CATALOGUE_ID = 3;
export const SPECIAL_BUYER_ID = 5960;
/** The company whose users sign in through its own identity provider (docs/corporate-integration.md). */
export const SSO_DEMO_BUYER_ID = 7;

/** The public half of examples/intranet-portal-demo-key.json: its private half is public, so it must never vouch for anyone outside a demo. */
export const DEMO_ASSERTION_PUBLIC_KEY = {
  kty: 'EC',
  crv: 'P-256',
  x: '02uNCdfF5Ykdks0Xr7QclScyWJLVFVtPv01QcN_4pjY',
  y: 'f3BQMKMCeylBfX4FHOEMmpMG50vvXrECxcjcX7AOxK4',
} as const;

/** The demo company's link to the provider `npm run demo:idp` runs, whose client secret is public. */
export const DEMO_IDENTITY_PROVIDER = {
  issuer: 'http://127.0.0.1:9010',
  clientId: 'lapasar-demo',
  clientSecret: 'demo-client-secret',
} as const;

const BUYERS: (typeof buyers.$inferInsert)[] = [
  {
    id: 1,
    companyName: 'Demo Trading Sdn Bhd',
    checkoutType: 'workflow',
    budgetType: 'department',
    hasItemCode: 'Y',
    hasCapex: 'Y',
    registrationNo: '201901000001 (1300001-A)',
    sstNumber: 'W10-1808-32000001',
    taxNumber: 'C2581234500',
  },
  { id: 2, companyName: 'Masked Procurement Sdn Bhd', viewSlInfo: 'N', registrationNo: '201801000002 (1200002-B)' },
  { id: 3, companyName: 'Catalogue Holdings Berhad', catalogId: CORPORATE_CATALOGUE_ID, registrationNo: '199701000003 (400003-C)' },
  {
    id: 4,
    companyName: 'Tenaga Demo Berhad',
    isTnb: 1,
    checkoutType: 'workflow',
    hasItemCode: 'Y',
    hasEbNumber: 'Y',
    hasPaymentCode: 'Y',
    registrationNo: '199001000004 (200004-D)',
    sstNumber: 'W10-1808-32000004',
    taxNumber: 'C2581234504',
  },
  { id: 6, companyName: 'Dormant Ventures Sdn Bhd', registrationNo: '201501000006 (1100006-F)' },
  {
    id: SSO_DEMO_BUYER_ID,
    companyName: 'Intranet Portal Sdn Bhd',
    checkoutType: 'workflow',
    registrationNo: '202101000007 (1400007-H)',
    sstNumber: 'W10-1808-32000007',
    taxNumber: 'C2581234507',
  },
  {
    id: SPECIAL_BUYER_ID,
    companyName: 'Special Buyer Group Berhad',
    catalogId: SPECIAL_CATALOGUE_ID,
    checkoutType: 'workflow',
    hasSpecialBudgetCategory: 'Y',
    registrationNo: '200001000596 (500596-G)',
  },
];

type AccountRow = Omit<typeof users.$inferInsert, 'passwordHash'>;

const ACCOUNTS: AccountRow[] = [
  // The demo company's administrator too, so the company administration has someone to sign in as.
  { email: 'buyer@lapasar.test', name: 'Aisyah Rahman', mobile: '+60123456701', buyerId: 1, companyAdministrator: true },
  { email: 'masked@lapasar.test', name: 'Daniel Tan', mobile: '+60123456702', buyerId: 2 },
  { email: 'catalogue@lapasar.test', name: 'Priya Nair', mobile: '+60123456703', buyerId: 3, isCatalogue: true },
  { email: 'energy@lapasar.test', name: 'Hafiz Ismail', mobile: '+60123456704', buyerId: 4, isTnb: true },
  { email: 'special@lapasar.test', name: 'Mei Ling Wong', mobile: '+60123456705', buyerId: SPECIAL_BUYER_ID },
  { email: 'inactive@lapasar.test', name: 'Inactive User', mobile: '+60123456706', buyerId: 6, active: 'N' },
  { email: 'seller@lapasar.test', name: 'Kumar Selvam', mobile: '+60123456707', role: 'seller', sellerId: DEMO_SELLER_ID },
  { email: 'approver@lapasar.test', name: 'Farah Aziz', mobile: '+60123456708', role: 'approver', buyerId: 1 },
  { email: 'finance@lapasar.test', name: 'Lim Wei Jie', mobile: '+60123456709', role: 'approver', buyerId: 1 },
  { email: 'energy-approver@lapasar.test', name: 'Rosli Hamid', mobile: '+60123456710', role: 'approver', buyerId: 4 },
  // The portal company's approver, named in its workflow; signs in through the company's provider (its password is the demo one too).
  { email: 'approver@intranet-portal.test', name: 'Siti Hajar', mobile: '+60123456711', role: 'approver', buyerId: SSO_DEMO_BUYER_ID },
];

export async function seedCatalogues(db: Database): Promise<void> {
  await db.insert(catalogues).values([
    { id: CORPORATE_CATALOGUE_ID, name: 'Corporate Standard Catalogue' },
    { id: SPECIAL_CATALOGUE_ID, name: 'Special Buyer Catalogue' },
    { id: ENERGY_CATALOGUE_ID, name: 'Energy Utility Catalogue' },
  ]);
}

export async function seedBuyers(db: Database, secretKeys: SecretKeys): Promise<void> {
  await db.insert(buyers).values(BUYERS);
  // Linked to the demo provider `npm run demo:idp` runs on this machine; its users are created on first sign-in.
  await db.insert(companyIdentityProviders).values({
    buyerId: SSO_DEMO_BUYER_ID,
    slug: 'intranet-portal',
    ...DEMO_IDENTITY_PROVIDER,
    clientSecret: await sealClientSecret(db, secretKeys, SSO_DEMO_BUYER_ID, DEMO_IDENTITY_PROVIDER.clientSecret),
    clientSecretSetAt: new Date(),
    emailDomains: ['intranet-portal.test'],
    approverRoleValues: ['approver'],
    embedOrigins: ['http://localhost:8081', 'http://127.0.0.1:8081'],
  });
  // The public half of examples/intranet-portal-demo-key.json, with which the example portal's backend signs its assertions.
  await db.insert(companyAssertionKeys).values({
    buyerId: SSO_DEMO_BUYER_ID,
    kid: 'intranet-portal-demo-1',
    algorithm: 'ES256',
    publicKey: JSON.stringify(DEMO_ASSERTION_PUBLIC_KEY),
  });
}

/**
 * Each account gets its own salt, so the KDF runs once per account. The demo addresses (the
 * reserved .test domain) can receive no mail, so they are seeded verified.
 */
export async function seedAccounts(db: Database, kdfLogN: number): Promise<void> {
  const rows = [];
  const verifiedAt = new Date();
  for (const account of ACCOUNTS)
    rows.push({ ...account, emailVerifiedAt: verifiedAt, passwordHash: await hashPassword(DEMO_PASSWORD, kdfLogN) });
  await db.insert(users).values(rows);
}
