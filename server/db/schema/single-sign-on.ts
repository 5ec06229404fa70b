import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { buyers } from './accounts';

/** A sealed client secret (server/domain/sealed-secret.ts), or `plain$<secret>` as stored before sealing, sealed at the next start. */
const CLIENT_SECRET_PATTERN = String.raw`^(aes256gcm\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+|plain\$.+)$`;

/**
 * A buyer company's link to its own identity provider (OpenID Connect) and to its portal's backend
 * (signed assertions). Users signing in through either are created in this company only, and only
 * for the e-mail domains listed here.
 */
export const companyIdentityProviders = pgTable(
  'company_identity_providers',
  {
    buyerId: integer('buyer_id')
      .primaryKey()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** The company's public identifier: `company=` of the sign-in start, and the `iss` of its assertions. */
    slug: text('slug').notNull(),
    /** The OpenID provider's issuer URL; null when the company signs in by assertions only. */
    issuer: text('issuer'),
    clientId: text('client_id'),
    /** The client's secret at the provider, sealed with AES-256-GCM (never stored or answered in the clear). */
    clientSecret: text('client_secret'),
    /** When the client secret was last set; null without one. */
    clientSecretSetAt: timestamp('client_secret_set_at', { withTimezone: true }),
    /** The e-mail domains (lower case) whose users this company's provider may sign in. */
    emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
    /** The ID token (or assertion) claim carrying the user's role. */
    roleClaim: text('role_claim').notNull().default('lapasar_role'),
    /** Values of the role claim that make a buyer; empty lets every user of the allowed domains buy. */
    buyerRoleValues: text('buyer_role_values').array().notNull().default(sql`'{}'::text[]`),
    /** Values of the role claim that make an approver. */
    approverRoleValues: text('approver_role_values').array().notNull().default(sql`'{"approver"}'::text[]`),
    /** Origins of the company's portal pages that may receive a session from the sign-in popup. */
    embedOrigins: text('embed_origins').array().notNull().default(sql`'{}'::text[]`),
    /** False once the company's users may sign in only through its provider. */
    passwordSignIn: boolean('password_sign_in').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_identity_providers_slug_key').on(t.slug),
    check('company_identity_providers_client_secret_sealed', sql`${t.clientSecret} ~ ${sql.raw(`'${CLIENT_SECRET_PATTERN}'`)}`),
  ],
);

/** Public keys a company's portal backend signs its assertions with, by key id. */
export const companyAssertionKeys = pgTable(
  'company_assertion_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    kid: text('kid').notNull(),
    /** The JWS algorithm the key signs with (RS256, ES256, EdDSA, …). */
    algorithm: text('algorithm').notNull(),
    /** An SPKI PEM public key, or one public JWK as JSON. */
    publicKey: text('public_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('company_assertion_keys_kid_key').on(t.buyerId, t.kid)],
);

/** Assertion ids already exchanged for a session, kept until the assertion would have expired anyway. */
export const usedAssertions = pgTable(
  'used_assertions',
  {
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.jti] }), index('used_assertions_expires_idx').on(t.expiresAt)],
);

/**
 * Sign-ins sent to a company's provider and not yet back: what the callback needs (PKCE verifier,
 * nonce, where to answer), by the SHA-256 of their `state`, in the database so any process can
 * finish them. Each is taken once.
 */
export const singleSignOnStarts = pgTable(
  'single_sign_on_starts',
  {
    stateHash: text('state_hash').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** 'redirect' or 'popup'. */
    mode: text('mode').notNull(),
    /** Redirect mode: where to go back to; popup mode: the embedding origin the session is posted to. */
    returnTo: text('return_to').notNull(),
    /** SHA-256 of the random value the start left in its browser's cookie: only that browser can finish it. */
    browserHash: text('browser_hash').notNull(),
    /** Redirect mode: the nonce the page that started it keeps, echoed back in the answer's fragment. */
    clientState: text('client_state'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('single_sign_on_starts_expires_idx').on(t.expiresAt)],
);
