import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMPANY_AUDIT_ACTIONS } from '../../../src/lib/company-audit';
import { buyers, userRole, users } from './accounts';

/** What a company's audit log records: each change its administrators (or an accepted invitation) made. */
export const companyAuditAction = pgEnum('company_audit_action', COMPANY_AUDIT_ACTIONS);

/**
 * An administrator's invitation of a person into the company by e-mail: used once, within its
 * lifetime, unless revoked. Only the token's SHA-256 is stored.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: userRole('role').notNull(),
    companyAdministrator: boolean('company_administrator').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_invitations_token_key').on(t.tokenHash),
    index('company_invitations_buyer_idx').on(t.buyerId),
    index('company_invitations_email_idx').on(sql`lower(${t.email})`),
    check('company_invitations_role_of_buyer', sql`${t.role} IN ('buyer', 'approver')`),
  ],
);

/** Who changed what in a company and when, with the subject before and after; rows are never updated (a trigger refuses it). */
export const companyAuditLog = pgTable(
  'company_audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: companyAuditAction('action').notNull(),
    /** What changed, e.g. `user:12` or `invitation:3`. */
    subject: text('subject').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_audit_log_buyer_at_idx').on(t.buyerId, t.at)],
);
