import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderEditLines } from '../db/schema';

type EditLine = typeof orderEditLines.$inferInsert;

/** How many lines the draft editing the order holds (0: no draft). */
export async function editLineCount(db: Database, orderId: number): Promise<number> {
  const [row] = await db.select({ lines: count() }).from(orderEditLines).where(eq(orderEditLines.orderId, orderId));
  return row?.lines ?? 0;
}

export async function insertEditLines(db: Database, lines: readonly EditLine[]): Promise<void> {
  if (lines.length > 0) await db.insert(orderEditLines).values([...lines]);
}

/** The draft's line of a SKU, locked until the transaction ends; null when the draft has none. */
export async function lockEditLine(db: Database, orderId: number, skuId: number) {
  const [line] = await db
    .select()
    .from(orderEditLines)
    .where(and(eq(orderEditLines.orderId, orderId), eq(orderEditLines.skuId, skuId)))
    .for('update');
  return line ?? null;
}

export async function setEditLineQuantity(db: Database, id: number, quantity: number): Promise<void> {
  await db.update(orderEditLines).set({ quantity }).where(eq(orderEditLines.id, id));
}

/** Drops the draft's lines of the SKUs, or all of them; the number dropped. */
export async function deleteEditLines(db: Database, orderId: number, skuIds?: readonly number[]): Promise<number> {
  const where =
    skuIds === undefined
      ? eq(orderEditLines.orderId, orderId)
      : and(eq(orderEditLines.orderId, orderId), inArray(orderEditLines.skuId, [...skuIds]));
  const deleted = await db.delete(orderEditLines).where(where).returning({ id: orderEditLines.id });
  return deleted.length;
}
