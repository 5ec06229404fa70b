/**
 * PunchOut: a buyer company shopping here from its e-procurement system (cXML 1.2 or SAP OCI 4.0).
 * Secrets are stored as scrypt hashes, as passwords are (services/punchout-secrets.ts). The sessions themselves
 * (punchout_sessions) are in accounts.ts, beside the tokens that sign in to them.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { buyers, users } from './accounts';
import { preOrders } from './orders';

/** An http(s) origin: a host name or a bracketed IPv6 address, and a port. */
const ORIGIN = String.raw`https?://(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:[0-9]{1,5})?`;
/** The origins as array_to_string joins them: none, or origins separated by single spaces. */
const FRAME_ORIGINS_PATTERN = `^(${ORIGIN}( ${ORIGIN})*)?$`;

/** A stored secret: a scrypt hash, or a SHA-256 digest from before secrets were hashed with scrypt. */
const SECRET_HASH_PATTERN = String.raw`^(scrypt\$[0-9]+\$[0-9]+\$[0-9]+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+|sha256\$[0-9a-f]{64})$`;

/** How a buyer company's procurement system is recognised and whom it signs in. */
export const punchoutSettings = pgTable(
  'punchout_settings',
  {
    buyerId: integer('buyer_id')
      .primaryKey()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** The name shown on the transfer button, e.g. "SAP Ariba". */
    systemName: text('system_name').notNull(),
    /** The cXML From/Sender credential's domain and identity (e.g. NetworkID, AN01000000001). */
    cxmlDomain: text('cxml_domain'),
    cxmlIdentity: text('cxml_identity'),
    /** The cXML shared secret's scrypt hash (`scrypt$…`), or `sha256$<hex>` as stored before, hashed anew at its next use. */
    cxmlSecretHash: text('cxml_secret_hash'),
    /** When the shared secret was last set; null when set before this was recorded. */
    cxmlSecretSetAt: timestamp('cxml_secret_set_at', { withTimezone: true }),
    /** The OCI start URL's USERNAME and its PASSWORD's hash (as cxmlSecretHash). */
    ociUsername: text('oci_username'),
    ociPasswordHash: text('oci_password_hash'),
    ociPasswordSetAt: timestamp('oci_password_set_at', { withTimezone: true }),
    /** Who is signed in when the request names no user of the company. */
    defaultUserId: integer('default_user_id')
      .notNull()
      .references(() => users.id),
    /**
     * Origins whose pages may show the storefront in a frame (https://s1.ariba.com): a procurement
     * system that opens the shop in an iframe. Each is an origin as a browser writes it (scheme,
     * lower-case host, port only when not the default), with no path; the CHECK refuses anything else.
     */
    frameOrigins: text('frame_origins').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('punchout_settings_cxml_identity_key').on(t.cxmlDomain, t.cxmlIdentity),
    uniqueIndex('punchout_settings_oci_username_key').on(t.ociUsername),
    check(
      'punchout_settings_secrets_are_hashes',
      sql`${t.cxmlSecretHash} ~ ${sql.raw(`'${SECRET_HASH_PATTERN}'`)} AND ${t.ociPasswordHash} ~ ${sql.raw(`'${SECRET_HASH_PATTERN}'`)}`,
    ),
    check(
      'punchout_settings_frame_origins_are_origins',
      sql`array_position(${t.frameOrigins}, NULL) IS NULL AND array_position(${t.frameOrigins}, '') IS NULL AND array_to_string(${t.frameOrigins}, ' ') ~ ${sql.raw(`'${FRAME_ORIGINS_PATTERN}'`)}`,
    ),
  ],
);

/** The OrderRequests received, by payloadID: a repeated one answers what the first was answered. */
export const punchoutOrders = pgTable(
  'punchout_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    payloadId: text('payload_id').notNull(),
    orderId: integer('order_id').references(() => preOrders.id, { onDelete: 'set null' }),
    /** The procurement system's order number (OrderRequestHeader orderID). */
    externalOrderId: text('external_order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('punchout_orders_buyer_payload_key').on(t.buyerId, t.payloadId)],
);
