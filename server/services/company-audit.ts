/**
 * A company's audit log: one entry per change its administrators make (and per accepted
 * invitation), written in the change's transaction, read newest first and never changed.
 */
import { AUDIT_EXPORT_ROWS, AUDIT_PAGE } from '../../src/lib/company-audit';
import type { Database } from '../db/client';
import { toCsv } from '../domain/csv';
import { type AuditEntryInsert, companyAuditEntries, insertAuditEntry } from '../queries/company-people';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Records one change; call inside the transaction that makes it. */
export async function recordAudit(db: Database, entry: AuditEntryInsert): Promise<void> {
  await insertAuditEntry(db, entry);
}

/** The company's entries, newest first (at most AUDIT_PAGE): one action, from and to days (UTC, both included). */
type AuditQuery = { action?: AuditEntryInsert['action']; from?: string; to?: string };

export async function companyAuditLog(db: Database, buyerId: number, query: AuditQuery, limit = AUDIT_PAGE) {
  const rows = await companyAuditEntries(
    db,
    buyerId,
    {
      action: query.action,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      before: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    },
    limit,
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' },
    action: row.action,
    subject: row.subject,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
}

const AUDIT_COLUMNS = ['At (UTC)', 'By', 'By e-mail', 'Action', 'Subject', 'Before', 'After'] as const;

/** The entries the filter selects (newest first, at most AUDIT_EXPORT_ROWS) as a CSV file, before and after as JSON. */
export async function companyAuditCsv(db: Database, buyerId: number, query: AuditQuery): Promise<Buffer> {
  const entries = await companyAuditLog(db, buyerId, query, AUDIT_EXPORT_ROWS);
  const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));
  return toCsv(
    AUDIT_COLUMNS,
    entries.map((entry) => [
      entry.at,
      entry.actor?.name ?? null,
      entry.actor?.email ?? null,
      entry.action,
      entry.subject,
      json(entry.before),
      json(entry.after),
    ]),
  );
}
