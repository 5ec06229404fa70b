/** The checkout attachments: reserved, uploaded, attached to an order, downloaded, removed. */
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attachments, preOrderStageApprovers, preOrderStages, preOrders, sellers, users } from '../db/schema';

export type AttachmentRow = typeof attachments.$inferSelect;
type PreOrderRow = typeof preOrders.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert;

/** Which of these seller ids exist. */
export async function existingSellerIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(inArray(sellers.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Locks the user's row until the transaction ends: one user's reservations are counted and made one request at a time. */
export async function lockUploader(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Orders whose files still count for their uploader: waiting for a decision, or ended without one (swept after the retention). */
const WAITING: PreOrderRow['status'][] = ['budget_approval', 'workflow_approval'];
const ENDED_UNDECIDED: PreOrderRow['status'][] = ['cancelled', 'replaced'];

/**
 * The user's attachments no decision has settled: no order holds them yet (reserved, or uploaded
 * and not submitted), an order of theirs waiting for approval holds them, or one withdrawn or
 * replaced by an edit does (until the sweep removes them). Size, when reserved, whether uploaded,
 * and for those of orders whether the order waits and when it ended.
 */
export async function pendingAttachments(
  db: Database,
  buyerId: number,
  userId: number,
): Promise<{ size: number; createdAt: Date; uploaded: boolean; orderWaiting: boolean; orderEndedAt: Date | null }[]> {
  const rows = await db
    .select({
      size: attachments.size,
      createdAt: attachments.createdAt,
      uploadedAt: attachments.uploadedAt,
      status: preOrders.status,
      updatedAt: preOrders.updatedAt,
    })
    .from(attachments)
    .leftJoin(preOrders, eq(preOrders.id, attachments.orderId))
    .where(
      and(
        eq(attachments.buyerId, buyerId),
        eq(attachments.userId, userId),
        or(isNull(attachments.orderId), inArray(preOrders.status, [...WAITING, ...ENDED_UNDECIDED])),
      ),
    );
  return rows.map((row) => ({
    size: row.size,
    createdAt: row.createdAt,
    uploaded: row.uploadedAt !== null,
    orderWaiting: row.status !== null && WAITING.includes(row.status),
    orderEndedAt: row.status !== null && ENDED_UNDECIDED.includes(row.status) ? row.updatedAt : null,
  }));
}

/** Reserves rows for files about to be uploaded; their ids and public ids in the order given. */
export async function insertAttachments(db: Database, rows: readonly NewAttachment[]): Promise<{ id: number; publicId: string }[]> {
  const inserted = await db
    .insert(attachments)
    .values([...rows])
    .returning({ id: attachments.id, publicId: attachments.publicId, storageKey: attachments.storageKey });
  const byKey = new Map(inserted.map((row) => [row.storageKey, { id: row.id, publicId: row.publicId }]));
  return rows.map((row) => byKey.get(row.storageKey) as { id: number; publicId: string });
}

/** The ids of the buyer's attachments named by these public ids or keys, by what named them. */
export async function attachmentIdsByRef(
  db: Database,
  buyerId: number,
  refs: { publicIds: readonly string[]; keys: readonly string[] },
): Promise<Map<string, number>> {
  const named = namedBy(refs.publicIds, refs.keys);
  if (named.length === 0) return new Map();
  const rows = await db
    .select({ id: attachments.id, publicId: attachments.publicId, key: attachments.storageKey })
    .from(attachments)
    .where(and(eq(attachments.buyerId, buyerId), or(...named)));
  return new Map(rows.flatMap((row) => [[`id:${row.publicId}`, row.id] as const, [`key:${row.key}`, row.id] as const]));
}

/** The conditions naming rows by public id or key. */
function namedBy(publicIds: readonly string[], keys: readonly string[]) {
  return [
    ...(publicIds.length > 0 ? [inArray(attachments.publicId, [...publicIds])] : []),
    ...(keys.length > 0 ? [inArray(attachments.storageKey, [...keys])] : []),
  ];
}

/**
 * The buyer's attachments among these public ids or keys that no order holds and that are not
 * uploaded yet: those uploaded straight to the store wait for the server to check them.
 */
export function unconfirmedAttachments(
  db: Database,
  buyerId: number,
  publicIds: readonly string[],
  keys: readonly string[],
): Promise<AttachmentRow[]> {
  const named = namedBy(publicIds, keys);
  if (named.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(attachments)
    .where(and(eq(attachments.buyerId, buyerId), isNull(attachments.orderId), isNull(attachments.uploadedAt), or(...named)))
    .orderBy(asc(attachments.id));
}

/** The attachments no order holds, never recorded as uploaded, reserved before `reservedBefore`: the sweep's next reservations to remove. */
export function lapsedReservations(db: Database, reservedBefore: Date): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(attachments)
    .where(and(isNull(attachments.orderId), isNull(attachments.uploadedAt), lt(attachments.createdAt, reservedBefore)))
    .orderBy(asc(attachments.id));
}

export async function findAttachment(db: Database, id: number): Promise<AttachmentRow | null> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
  return row ?? null;
}

/** The attachment the API names by this public id. */
export async function attachmentByPublicId(db: Database, publicId: string): Promise<AttachmentRow | null> {
  const [row] = await db.select().from(attachments).where(eq(attachments.publicId, publicId));
  return row ?? null;
}

/** Records a finished upload with the type its content showed; false when the row is gone or already uploaded. */
export async function markUploaded(db: Database, id: number, contentType: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(attachments)
    .set({ uploadedAt: at, contentType })
    .where(and(eq(attachments.id, id), isNull(attachments.uploadedAt)))
    .returning({ id: attachments.id });
  return rows.length > 0;
}

/** Deletes the buyer's attachment while no order holds it; its storage key, or null when there is none such. */
export async function deleteUnclaimed(db: Database, buyerId: number, publicId: string): Promise<string | null> {
  const [row] = await db
    .delete(attachments)
    .where(and(eq(attachments.publicId, publicId), eq(attachments.buyerId, buyerId), isNull(attachments.orderId)))
    .returning({ storageKey: attachments.storageKey });
  return row?.storageKey ?? null;
}

/** The stages of the order (as submitted) the user approves, with the order's grand total (sen) they apply by. */
export async function approvedStagesOfOrder(
  db: Database,
  userId: number,
  orderId: number,
): Promise<{ grandTotal: number; stage: number; fromAmount: number }[]> {
  return db
    .select({ grandTotal: preOrders.grandTotal, stage: preOrderStages.stage, fromAmount: preOrderStages.fromAmount })
    .from(preOrders)
    .innerJoin(preOrderStages, eq(preOrderStages.orderId, preOrders.id))
    .innerJoin(preOrderStageApprovers, eq(preOrderStageApprovers.orderStageId, preOrderStages.id))
    .where(and(eq(preOrders.id, orderId), eq(preOrderStageApprovers.userId, userId)));
}

/** The rows, locked until the transaction ends, so two submits cannot both attach one file. */
export function lockAttachments(db: Database, ids: readonly number[]): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(attachments)
    .where(inArray(attachments.id, [...ids]))
    .orderBy(asc(attachments.id))
    .for('update');
}

export async function attachToOrder(db: Database, ids: readonly number[], orderId: number): Promise<void> {
  await db
    .update(attachments)
    .set({ orderId })
    .where(inArray(attachments.id, [...ids]));
}

/** The attachments of some orders, oldest first. */
export function attachmentsOfOrders(db: Database, orderIds: readonly number[]): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(attachments)
    .where(inArray(attachments.orderId, [...orderIds]))
    .orderBy(asc(attachments.id));
}

/**
 * Deletes the attachments no order holds that were reserved before `before`, or before
 * `reservedBefore` and never uploaded, and those of orders withdrawn or replaced by an edit
 * before `before`; their storage keys.
 */
export async function deleteAbandoned(db: Database, before: Date, reservedBefore: Date): Promise<string[]> {
  const ended = db
    .select({ id: preOrders.id })
    .from(preOrders)
    .where(and(inArray(preOrders.status, ENDED_UNDECIDED), lt(preOrders.updatedAt, before)));
  const rows = await db
    .delete(attachments)
    .where(
      or(
        and(
          isNull(attachments.orderId),
          or(lt(attachments.createdAt, before), and(isNull(attachments.uploadedAt), lt(attachments.createdAt, reservedBefore))),
        ),
        inArray(attachments.orderId, ended),
      ),
    )
    .returning({ storageKey: attachments.storageKey });
  return rows.map((row) => row.storageKey);
}
