import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Language } from '../../../src/lib/language';
import { districts, states } from './geography';
import { sellers } from './sellers';

export const userRole = pgEnum('user_role', ['buyer', 'seller', 'approver']);
export const tokenPurpose = pgEnum('token_purpose', ['session', 'magic_link', 'set_password']);
export const punchoutProtocol = pgEnum('punchout_protocol', ['cxml', 'oci']);

export const catalogues = pgTable('catalogues', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
});

/** A buyer is a company; its columns are the buyer settings of the contract. */
export const buyers = pgTable(
  'buyers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyName: text('company_name').notNull(),
    catalogId: integer('catalog_id').references(() => catalogues.id),
    isTnb: integer('is_tnb').notNull().default(0),
    viewSlInfo: char('view_sl_info', { length: 1 }).notNull().default('Y'),
    checkoutType: text('checkout_type').notNull().default('standard'),
    budgetType: text('budget_type').notNull().default('none'),
    hasItemCode: char('has_item_code', { length: 1 }).notNull().default('N'),
    hasEbNumber: char('has_eb_number', { length: 1 }).notNull().default('N'),
    hasCapex: char('has_capex', { length: 1 }).notNull().default('N'),
    hasSpecialBudgetCategory: char('has_special_budget_category', { length: 1 }).notNull().default('N'),
    hasPaymentCode: char('has_payment_code', { length: 1 }).notNull().default('N'),
    registrationNo: text('registration_no').notNull().default(''),
    sstNumber: text('sst_number').notNull().default(''),
    taxNumber: text('tax_number').notNull().default(''),
    /** The month (1 to 12) the company's financial year, and so each budget period, starts in. */
    financialYearStartMonth: smallint('financial_year_start_month').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('buyers_financial_year_start_month_range', sql`${t.financialYearStartMonth} BETWEEN 1 AND 12`)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('buyer'),
    active: char('active', { length: 1 }).notNull().default('Y'),
    isTnb: boolean('is_tnb').notNull().default(false),
    isCatalogue: boolean('is_catalogue').notNull().default(false),
    buyerId: integer('buyer_id').references(() => buyers.id),
    sellerId: integer('seller_id').references(() => sellers.id),
    stateId: integer('state_id').references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    postcode: text('postcode'),
    /** When the user proved they receive mail at `email` (a verification link); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The language the user's mail is worded in (src/lib/language.ts): the one their latest
     * signed-in call asked for (its Accept-Language), English until they ask for another.
     */
    language: text('language').$type<Language>().notNull().default('en'),
    /** Administers the user's buyer company (its people and the audit log), whatever the user's role. */
    companyAdministrator: boolean('company_administrator').notNull().default(false),
    /** Staff of the marketplace: creates companies and reads every company's settings; belongs to no company. */
    marketplaceOperator: boolean('marketplace_operator').notNull().default(false),
    /** The person's own view_sl_info; null follows their company's (buyers.view_sl_info). */
    viewSlInfo: char('view_sl_info', { length: 1 }),
    /** Orders for every location of the company; false: only those in user_locations. */
    allLocations: boolean('all_locations').notNull().default(true),
    /** Orders under every charge code of the company; false: only those in user_charge_codes. */
    allChargeCodes: boolean('all_charge_codes').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_buyer_idx').on(t.buyerId),
    index('users_company_administrator_idx').on(t.buyerId).where(sql`${t.companyAdministrator}`),
    check('users_language_known', sql`${t.language} IN ('en', 'ms')`),
    check(
      'users_operator_of_no_company',
      sql`NOT ${t.marketplaceOperator} OR (${t.buyerId} IS NULL AND ${t.sellerId} IS NULL AND NOT ${t.companyAdministrator})`,
    ),
    check('users_view_sl_info_yes_no', sql`${t.viewSlInfo} IN ('Y', 'N')`),
  ],
);

/** Bearer and one-time tokens; only their SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: tokenPurpose('purpose').notNull().default('session'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The punch-out session this session shops in (its cart, its way back); null for an ordinary sign-in. */
    punchoutSessionId: integer('punchout_session_id').references((): AnyPgColumn => punchoutSessions.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/**
 * One-time links proving a user receives mail at an address: only the token's SHA-256 is stored,
 * with the address it was sent to, so a link proves that address and no later one.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_verifications_hash_key').on(t.tokenHash), index('email_verifications_user_idx').on(t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_address_idx').on(t.address, t.createdAt),
    // For pruning attempts past every window.
    index('login_attempts_created_idx').on(t.createdAt),
  ],
);

/** One visit from a procurement system: its own cart, the way back, and a one-time start link. */
export const punchoutSessions = pgTable(
  'punchout_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    protocol: punchoutProtocol('protocol').notNull(),
    /** create, edit or inspect (OCI: create). */
    operation: text('operation').notNull(),
    /** cXML BuyerCookie, returned with the cart; empty for OCI. */
    buyerCookie: text('buyer_cookie').notNull().default(''),
    /** The cXML BrowserFormPost URL or the OCI HOOK_URL. */
    returnUrl: text('return_url').notNull(),
    /** The OCI ~TARGET frame the cart is posted to; null for cXML. */
    returnTarget: text('return_target'),
    /** The setup request's From credentials (domain and Identity), named as To when the cart goes back; null for OCI. */
    procurementFrom: jsonb('procurement_from').$type<{ domain: string; identity: string }[]>(),
    /** SHA-256 of the one-time start token; null once used. */
    startTokenHash: text('start_token_hash'),
    startExpiresAt: timestamp('start_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('punchout_sessions_start_token_key').on(t.startTokenHash),
    index('punchout_sessions_buyer_idx').on(t.buyerId),
    // For purging the sessions past their lifetime.
    index('punchout_sessions_expires_idx').on(t.expiresAt),
  ],
);
