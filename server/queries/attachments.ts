/** The checkout attachments: reserved, uploaded, attached to an order, downloaded, removed. */
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attachments, preOrders, sellers, users, workflowStageApprovers, workflowStages } from '../db/schema';

export type AttachmentRow = typeof attachments.$inferSelect;
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

/** The user's attachments no order holds yet (reserved, or uploaded and not submitted): size, when reserved, whether uploaded. */
export async function pendingAttachments(
  db: Database,
  buyerId: number,
  userId: number,
): Promise<{ size: number; createdAt: Date; uploaded: boolean }[]> {
  const rows = await db
    .select({ size: attachments.size, createdAt: attachments.createdAt, uploadedAt: attachments.uploadedAt })
    .from(attachments)
    .where(and(eq(attachments.buyerId, buyerId), eq(attachments.userId, userId), isNull(attachments.orderId)));
  return rows.map((row) => ({ size: row.size, createdAt: row.createdAt, uploaded: row.uploadedAt !== null }));
}

/** Reserves rows for files about to be uploaded; their ids in the order given. */
export async function insertAttachments(db: Database, rows: readonly NewAttachment[]): Promise<number[]> {
  const inserted = await db
    .insert(attachments)
    .values([...rows])
    .returning({ id: attachments.id, storageKey: attachments.storageKey });
  const idByKey = new Map(inserted.map((row) => [row.storageKey, row.id]));
  return rows.map((row) => idByKey.get(row.storageKey) as number);
}

/** The ids of the buyer's attachments with these keys, by key. */
export async function attachmentIdsByKey(db: Database, buyerId: number, keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: attachments.id, key: attachments.storageKey })
    .from(attachments)
    .where(and(eq(attachments.buyerId, buyerId), inArray(attachments.storageKey, [...keys])));
  return new Map(rows.map((row) => [row.key, row.id]));
}

/**
 * The buyer's attachments among these ids or keys that no order holds and that are not uploaded
 * yet: those uploaded straight to the store wait for the server to check them.
 */
export function unconfirmedAttachments(
  db: Database,
  buyerId: number,
  ids: readonly number[],
  keys: readonly string[],
): Promise<AttachmentRow[]> {
  const named = [
    ...(ids.length > 0 ? [inArray(attachments.id, [...ids])] : []),
    ...(keys.length > 0 ? [inArray(attachments.storageKey, [...keys])] : []),
  ];
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
export async function deleteUnclaimed(db: Database, buyerId: number, id: number): Promise<string | null> {
  const [row] = await db
    .delete(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.buyerId, buyerId), isNull(attachments.orderId)))
    .returning({ storageKey: attachments.storageKey });
  return row?.storageKey ?? null;
}

/** Whether the user approves at some stage of the order's workflow. */
export async function isOrderApprover(db: Database, userId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workflowStageApprovers.id })
    .from(preOrders)
    .innerJoin(workflowStages, eq(workflowStages.workflowId, preOrders.workflowId))
    .innerJoin(workflowStageApprovers, eq(workflowStageApprovers.stageId, workflowStages.id))
    .where(and(eq(preOrders.id, orderId), eq(workflowStageApprovers.userId, userId)))
    .limit(1);
  return row !== undefined;
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
 * `reservedBefore` and never uploaded; their storage keys.
 */
export async function deleteAbandoned(db: Database, before: Date, reservedBefore: Date): Promise<string[]> {
  const rows = await db
    .delete(attachments)
    .where(
      and(
        isNull(attachments.orderId),
        or(lt(attachments.createdAt, before), and(isNull(attachments.uploadedAt), lt(attachments.createdAt, reservedBefore))),
      ),
    )
    .returning({ storageKey: attachments.storageKey });
  return rows.map((row) => row.storageKey);
}
