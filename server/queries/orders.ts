/** Pre-orders: the submit's writes, the stock hold, the attachments it claims, and the reads of an order. */
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  attachments,
  budgets,
  buyerLocations,
  chargeCodeProjects,
  checkoutSettings,
  itemCodeBudgets,
  itemCodes,
  orderApprovals,
  poNumbers,
  preOrderLines,
  preOrderStageApprovers,
  preOrderStages,
  preOrders,
  sellers,
  skus,
  users,
  workflowStageApprovers,
  workflowStages,
  workflows,
} from '../db/schema';
import { rowsOf } from './search-text';

export type PreOrderRow = typeof preOrders.$inferSelect;
export type PreOrderLineRow = typeof preOrderLines.$inferSelect;
/** A line of an order as it is written. */
export type NewPreOrderLine = typeof preOrderLines.$inferInsert;
type OrderFields = Omit<typeof preOrders.$inferInsert, 'id' | 'buyerId' | 'batchId' | 'requestHash' | 'createdAt'>;

/**
 * Reserves the buyer's batch id with a placeholder order; null when the batch id is taken. On
 * PostgreSQL a concurrent submit of the same batch id waits here until the first one ends.
 */
export async function reserveBatch(
  db: Database,
  row: { buyerId: number; userId: number; batchId: string; requestHash: string },
): Promise<number | null> {
  const inserted = await db
    .insert(preOrders)
    .values({
      ...row,
      // Replaced by the real PO id before the transaction ends.
      poId: `reserved:${row.buyerId}:${row.batchId}`,
      status: 'workflow_approval',
      form: {},
      subtotal: 0,
      shippingFee: 0,
      tax: 0,
      grandTotal: 0,
    })
    .onConflictDoNothing({ target: [preOrders.buyerId, preOrders.batchId] })
    .returning({ id: preOrders.id });
  return inserted[0]?.id ?? null;
}

/**
 * The next PO number. Its row stays locked until the transaction ends, so concurrent orders, in
 * any process, take consecutive numbers, and a transaction rolled back gives its number back.
 */
export async function takePoNumber(db: Database): Promise<number> {
  const [row] = await db
    .update(poNumbers)
    .set({ last: sql`${poNumbers.last} + 1` })
    .where(eq(poNumbers.id, 1))
    .returning({ last: poNumbers.last });
  return row.last;
}

export async function findOrderByBatch(db: Database, buyerId: number, batchId: string): Promise<PreOrderRow | null> {
  const [row] = await db
    .select()
    .from(preOrders)
    .where(and(eq(preOrders.buyerId, buyerId), eq(preOrders.batchId, batchId)));
  return row ?? null;
}

export async function completeOrder(db: Database, id: number, fields: OrderFields): Promise<PreOrderRow> {
  const [row] = await db.update(preOrders).set(fields).where(eq(preOrders.id, id)).returning();
  return row;
}

export async function insertOrderLines(db: Database, lines: readonly NewPreOrderLine[]): Promise<number> {
  if (lines.length === 0) return 0;
  return (
    await db
      .insert(preOrderLines)
      .values([...lines])
      .returning({ id: preOrderLines.id })
  ).length;
}

/** The SKUs locked in id order (every submit takes them in the same order, so none waits on another in a circle). */
export function lockSkusInOrder(db: Database, skuIds: readonly number[]) {
  return db
    .select({ id: skus.id, stock: skus.stock })
    .from(skus)
    .where(inArray(skus.id, [...skuIds]))
    .orderBy(asc(skus.id))
    .for('update');
}

/** Adds `change` to a SKU's stock (negative to hold it); the CHECK keeps it from going below 0. */
export async function changeStock(db: Database, skuId: number, change: number): Promise<void> {
  await db
    .update(skus)
    .set({ stock: sql`${skus.stock} + ${change}` })
    .where(eq(skus.id, skuId));
}

export async function changeBudget(db: Database, budgetId: number, change: { pending: number; committed: number }): Promise<void> {
  await db
    .update(budgets)
    .set({ pending: sql`${budgets.pending} + ${change.pending}`, committed: sql`${budgets.committed} + ${change.committed}` })
    .where(eq(budgets.id, budgetId));
}

export async function checkoutSettingsOf(db: Database, buyerId: number) {
  const [row] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.buyerId, buyerId));
  return row ?? null;
}

/** Which of the codes are the buyer's item codes taking new orders (not archived). */
export async function knownItemCodes(db: Database, buyerId: number, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: itemCodes.code })
    .from(itemCodes)
    .where(and(eq(itemCodes.buyerId, buyerId), inArray(itemCodes.code, [...codes]), isNull(itemCodes.archivedAt)));
  return new Set(rows.map((row) => row.code));
}

/** Who reads orders: their buyer company, and the address they proved they receive mail at (null: none proved). */
interface OrderReader {
  buyerId: number | null;
  recipientEmail: string | null;
}

/** Orders the user may read as their buyer's or as the alternate recipient at their verified address. */
function visibleTo(viewer: OrderReader) {
  const asRecipient =
    viewer.recipientEmail === null ? sql`false` : sql`lower(${preOrders.alternateEmail}) = lower(${viewer.recipientEmail})`;
  return viewer.buyerId === null ? asRecipient : or(eq(preOrders.buyerId, viewer.buyerId), asRecipient);
}

/** A page of the orders the viewer sees, newest first; with `statuses`, only orders in one of them. */
export async function visibleOrders(
  db: Database,
  viewer: OrderReader,
  page: { limit: number; offset: number },
  statuses: readonly PreOrderRow['status'][] | null = null,
) {
  const where = statuses ? and(visibleTo(viewer), inArray(preOrders.status, [...statuses])) : visibleTo(viewer);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(preOrders).where(where).orderBy(desc(preOrders.createdAt), desc(preOrders.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(preOrders).where(where),
  ]);
  return { rows, total };
}

export async function visibleOrder(db: Database, viewer: OrderReader, poId: string): Promise<PreOrderRow | null> {
  const [row] = await db
    .select()
    .from(preOrders)
    .where(and(eq(preOrders.poId, poId), visibleTo(viewer)));
  return row ?? null;
}

export async function buyerOrder(db: Database, buyerId: number, poId: string, lock = false): Promise<PreOrderRow | null> {
  const query = db
    .select()
    .from(preOrders)
    .where(and(eq(preOrders.buyerId, buyerId), eq(preOrders.poId, poId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Orders of the buyer waiting for a decision (budget approval or a workflow stage). */
export function waitingOrders(db: Database, buyerId: number) {
  return db
    .select()
    .from(preOrders)
    .where(and(eq(preOrders.buyerId, buyerId), inArray(preOrders.status, ['budget_approval', 'workflow_approval'])))
    .orderBy(asc(preOrders.createdAt), asc(preOrders.id));
}

/** The buyer's workflows in which the user approves at least one stage. */
export async function workflowsApprovedBy(db: Database, buyerId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: workflows.id })
    .from(workflowStageApprovers)
    .innerJoin(workflowStages, eq(workflowStages.id, workflowStageApprovers.stageId))
    .innerJoin(workflows, eq(workflows.id, workflowStages.workflowId))
    .where(and(eq(workflowStageApprovers.userId, userId), eq(workflows.buyerId, buyerId)));
  return rows.map((row) => row.id);
}

/**
 * Who placed each order: its submitter and, for an edited order, the submitters of every order it
 * replaced, back to the first. By order id.
 */
export async function placersOfOrders(db: Database, orderIds: readonly number[]): Promise<Map<number, number[]>> {
  const placers = new Map<number, number[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return placers;
  const rows = rowsOf<{ root: number; user_id: number }>(
    await db.execute(sql`
      with recursive chain (root, user_id, edited_from_id) as (
        select id, user_id, edited_from_id from pre_orders
        where id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        union all
        select chain.root, earlier.user_id, earlier.edited_from_id
        from pre_orders earlier join chain on earlier.id = chain.edited_from_id
      )
      select distinct root, user_id from chain`),
  );
  for (const row of rows) placers.get(Number(row.root))?.push(Number(row.user_id));
  return placers;
}

/** Where the buyer's waiting orders that the user approves a stage of stand: only what deciding who acts next needs. */
export function waitingPositionsFor(db: Database, buyerId: number, userId: number) {
  return db
    .selectDistinct({
      id: preOrders.id,
      status: preOrders.status,
      currentStage: preOrders.currentStage,
      grandTotal: preOrders.grandTotal,
    })
    .from(preOrderStageApprovers)
    .innerJoin(preOrderStages, eq(preOrderStages.id, preOrderStageApprovers.orderStageId))
    .innerJoin(preOrders, eq(preOrders.id, preOrderStages.orderId))
    .where(
      and(
        eq(preOrderStageApprovers.userId, userId),
        eq(preOrders.buyerId, buyerId),
        inArray(preOrders.status, ['budget_approval', 'workflow_approval']),
      ),
    );
}

/** The sellers' company names, by id. */
export async function sellerNames(db: Database, sellerIds: readonly number[]): Promise<Map<number, string>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sellers.id, name: sellers.companyName })
    .from(sellers)
    .where(inArray(sellers.id, [...sellerIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export function linesOfOrders(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([] as PreOrderLineRow[]);
  return db
    .select()
    .from(preOrderLines)
    .where(inArray(preOrderLines.orderId, [...orderIds]))
    .orderBy(asc(preOrderLines.id));
}

/** The attachments of some orders, oldest first (by the row's own id, which answers never show). */
export function attachmentsOfOrders(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: attachments.publicId,
      orderId: attachments.orderId,
      kind: attachments.kind,
      sellerId: attachments.sellerId,
      filename: attachments.originalFilename,
      contentType: attachments.contentType,
      size: attachments.size,
    })
    .from(attachments)
    .where(inArray(attachments.orderId, [...orderIds]))
    .orderBy(asc(attachments.id));
}

export function decisionsOfOrders(db: Database, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderApprovals.orderId,
      stage: orderApprovals.stage,
      decision: orderApprovals.decision,
      comment: orderApprovals.comment,
      decidedAt: orderApprovals.decidedAt,
      approverName: users.name,
    })
    .from(orderApprovals)
    .innerJoin(users, eq(users.id, orderApprovals.approverId))
    .where(inArray(orderApprovals.orderId, [...orderIds]));
}

export async function userNames(db: Database, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function locationAndProjectNames(db: Database, locationIds: readonly number[], projectIds: readonly number[]) {
  const [locations, projects] = await Promise.all([
    locationIds.length === 0
      ? []
      : db
          .select({ id: buyerLocations.id, name: buyerLocations.locationName })
          .from(buyerLocations)
          .where(inArray(buyerLocations.id, [...locationIds])),
    projectIds.length === 0
      ? []
      : db
          .select({ id: chargeCodeProjects.id, name: chargeCodeProjects.projectName })
          .from(chargeCodeProjects)
          .where(inArray(chargeCodeProjects.id, [...projectIds])),
  ]);
  return { locations: new Map(locations.map((row) => [row.id, row.name])), projects: new Map(projects.map((row) => [row.id, row.name])) };
}

/** Records a stage's decision; false when the stage was already decided (the other decision won). */
export async function recordDecision(
  db: Database,
  decision: { orderId: number; stage: number; approverId: number; decision: 'approved' | 'rejected'; comment: string },
): Promise<boolean> {
  const inserted = await db
    .insert(orderApprovals)
    .values(decision)
    .onConflictDoNothing({ target: [orderApprovals.orderId, orderApprovals.stage] })
    .returning({ id: orderApprovals.id });
  return inserted.length > 0;
}

export async function moveOrder(
  db: Database,
  orderId: number,
  to: { status: PreOrderRow['status']; currentStage: number | null },
): Promise<PreOrderRow> {
  const [row] = await db
    .update(preOrders)
    .set({ ...to, updatedAt: new Date() })
    .where(eq(preOrders.id, orderId))
    .returning();
  return row;
}

/** The item code budgets of the codes under a project for a period, by code; `lock` holds them until the transaction ends. */
export async function itemCodeBudgetsOf(
  db: Database,
  buyerId: number,
  place: { projectId: number; period: string },
  codes: readonly string[],
  lock = false,
) {
  if (codes.length === 0) return new Map<string, typeof itemCodeBudgets.$inferSelect>();
  const query = db
    .select({ code: itemCodes.code, budget: itemCodeBudgets })
    .from(itemCodeBudgets)
    .innerJoin(itemCodes, eq(itemCodes.id, itemCodeBudgets.itemCodeId))
    .where(
      and(
        eq(itemCodes.buyerId, buyerId),
        eq(itemCodeBudgets.projectId, place.projectId),
        eq(itemCodeBudgets.periodStart, place.period),
        inArray(itemCodes.code, [...codes]),
      ),
    )
    .orderBy(asc(itemCodeBudgets.id));
  const rows = lock ? await query.for('update', { of: itemCodeBudgets }) : await query;
  return new Map(rows.map((row) => [row.code, row.budget]));
}

export async function changeItemCodeBudget(db: Database, id: number, change: { pending: number; committed: number }): Promise<void> {
  await db
    .update(itemCodeBudgets)
    .set({
      pending: sql`${itemCodeBudgets.pending} + ${change.pending}`,
      committed: sql`${itemCodeBudgets.committed} + ${change.committed}`,
    })
    .where(eq(itemCodeBudgets.id, id));
}

/** The PO ids of orders, by id. */
export async function poIdsOf(db: Database, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: preOrders.id, poId: preOrders.poId })
    .from(preOrders)
    .where(inArray(preOrders.id, [...orderIds]));
  return new Map(rows.map((row) => [row.id, row.poId]));
}

/** Marks the order replaced by the edited order that takes its place. */
export async function markReplaced(db: Database, orderId: number, replacedById: number): Promise<void> {
  await db
    .update(preOrders)
    .set({ status: 'replaced', currentStage: null, replacedById, updatedAt: new Date() })
    .where(eq(preOrders.id, orderId));
}

/** Marks the (reserved) order as the edit of another. */
export async function markEditedFrom(db: Database, orderId: number, editedFromId: number): Promise<void> {
  await db.update(preOrders).set({ isEdited: true, editedFromId }).where(eq(preOrders.id, orderId));
}
