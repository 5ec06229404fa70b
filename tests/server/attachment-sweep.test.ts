import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../server/db/schema';
import { reservationLifetimeMs, uploadRetentionFrom } from '../../server/domain/upload-retention';
import { UPLOAD_URL_TTL_SECONDS } from '../../server/domain/upload-token';
import { markReplaced } from '../../server/queries/orders';
import { sweepAbandonedAttachments } from '../../server/services/attachments';
import { diskStorage } from '../../server/storage/disk-storage';
import type { FileStorage } from '../../server/storage/file-storage';
import { createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { CheckoutScenarios } from './support/workflow-fixture';

const HOUR = 60 * 60 * 1000;
const RETENTION = 24 * HOUR;
/** A reservation never uploaded: its URL's 15 minutes and 15 more for an upload still arriving. */
const RESERVED = 30 * 60 * 1000;

async function* bytesOf(text: string) {
  yield new TextEncoder().encode(text);
}

describe('UPLOAD_RETENTION_HOURS', () => {
  it('is a day when unset or empty, else whole hours from 1', () => {
    expect(uploadRetentionFrom(undefined)).toBe(RETENTION);
    expect(uploadRetentionFrom('')).toBe(RETENTION);
    expect(uploadRetentionFrom(' 2 ')).toBe(2 * HOUR);
  });

  it('keeps a reservation never uploaded half an hour, until no upload to its URL can still arrive', () => {
    expect(reservationLifetimeMs(UPLOAD_URL_TTL_SECONDS)).toBe(RESERVED);
  });

  it('stops the server on anything else, naming the value', () => {
    for (const bad of ['0', '-1', '1.5', 'a day', '1e2', '24h']) {
      expect(() => uploadRetentionFrom(bad), bad).toThrow(
        `UPLOAD_RETENTION_HOURS must be a whole number of hours, at least 1, not "${bad}"`,
      );
    }
  });
});

describe.each(engines())('sweeping abandoned attachments on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;
  let dir: string;
  let storage: FileStorage;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
    dir = await mkdtemp(join(tmpdir(), 'lapasar-sweep-'));
    storage = diskStorage(dir);
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** An attachment reserved `ageMs` ago, its file stored when uploaded. */
  async function attachment(
    buyerId: number,
    userId: number,
    ageMs: number,
    uploaded: boolean,
  ): Promise<{ id: number; publicId: string; key: string }> {
    const key = randomBytes(16).toString('hex');
    const createdAt = new Date(Date.now() - ageMs);
    const [row] = await ctx.db
      .insert(attachments)
      .values({
        buyerId,
        userId,
        storageKey: key,
        originalFilename: `${key}.pdf`,
        contentType: 'application/pdf',
        size: 5,
        kind: 'order',
        createdAt,
        uploadedAt: uploaded ? createdAt : null,
      })
      .returning({ id: attachments.id, publicId: attachments.publicId });
    if (uploaded) await storage.put(key, bytesOf('%PDF-'));
    return { id: row.id, publicId: row.publicId, key };
  }

  const exists = async (id: number) =>
    (await ctx.db.select({ id: attachments.id }).from(attachments).where(eq(attachments.id, id))).length === 1;

  it('removes old attachments no order holds, rows and files, reservations never uploaded after half an hour, and keeps fresh ones and those of orders', async () => {
    const scenario = await scenarios.create();
    const buyerId = scenario.buyerId;
    const userId = scenario.buyer.id;
    const neverUploaded = await attachment(buyerId, userId, RETENTION + HOUR, false);
    const neverSubmitted = await attachment(buyerId, userId, RETENTION + HOUR, true);
    const fresh = await attachment(buyerId, userId, RETENTION - HOUR, true);
    const lapsed = await attachment(buyerId, userId, RESERVED + 60_000, false);
    const reserved = await attachment(buyerId, userId, RESERVED - 60_000, false);
    const claimed = await attachment(buyerId, userId, RETENTION - HOUR, true);
    const submitted = await call(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request({ attachments: { order: [claimed.publicId], approval: [] } }),
    });
    expect(submitted.status).toBe(200);
    // The order's file is as old as the abandoned ones now.
    await ctx.db
      .update(attachments)
      .set({ createdAt: new Date(Date.now() - RETENTION - HOUR) })
      .where(eq(attachments.id, claimed.id));

    expect(await sweepAbandonedAttachments(ctx.db, storage, new Date(), { uploadedMs: RETENTION, reservedMs: RESERVED })).toBe(3);

    expect([await exists(neverUploaded.id), await exists(neverSubmitted.id), await exists(fresh.id), await exists(claimed.id)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect([await exists(lapsed.id), await exists(reserved.id)]).toEqual([false, true]);
    const files = await readdir(dir);
    expect(files).not.toContain(neverSubmitted.key);
    expect(files).toEqual(expect.arrayContaining([fresh.key, claimed.key]));
    expect(await storage.get(fresh.key)).not.toBeNull();
  });

  it('removes the files of an order withdrawn or replaced by an edit, rows and files, once the retention has passed since it ended, and keeps those of orders waiting or decided', async () => {
    const scenario = await scenarios.create();
    const { buyerId } = scenario;
    const userId = scenario.buyer.id;
    /** Submits the scenario's line again with one fresh file; its PO id, the order's row id and the file. */
    const placeWithFile = async () => {
      if ((await scenarios.workflow.cartLines(buyerId)).length === 0)
        await scenarios.workflow.cartLine(buyerId, userId, scenario.item, scenario.quantity);
      const file = await attachment(buyerId, userId, 0, true);
      const submitted = await call<{ data: { poId: string } }>(ctx.app, '/api/workflow/submit-complete', {
        token: scenario.buyer.token,
        body: scenario.request({ attachments: { order: [file.publicId], approval: [] } }),
      });
      expect(submitted.status).toBe(200);
      const [order] = (await scenarios.workflow.orders(buyerId)).filter((row) => row.poId === submitted.body.data.poId);
      return { poId: submitted.body.data.poId, orderId: order.id, file };
    };
    const withdrawn = await placeWithFile();
    expect(
      (await call(ctx.app, `/api/orders/pre-orders/${withdrawn.poId}/cancel`, { method: 'POST', token: scenario.buyer.token })).status,
    ).toBe(200);
    const replaced = await placeWithFile();
    const waiting = await placeWithFile();
    await markReplaced(ctx.db, replaced.orderId, waiting.orderId);
    const rejected = await placeWithFile();
    expect(
      (
        await call(ctx.app, `/api/approvals/${rejected.poId}/reject`, {
          token: scenario.approvers.first.token,
          body: { comment: 'Not this quarter' },
        })
      ).status,
    ).toBe(200);
    const lifetimes = { uploadedMs: RETENTION, reservedMs: RESERVED };
    const ended = [withdrawn.file, replaced.file];
    const kept = [waiting.file, rejected.file];

    await sweepAbandonedAttachments(ctx.db, storage, new Date(Date.now() + RETENTION - HOUR), lifetimes);
    expect(await Promise.all([...ended, ...kept].map((file) => exists(file.id)))).toEqual([true, true, true, true]);

    await sweepAbandonedAttachments(ctx.db, storage, new Date(Date.now() + RETENTION + HOUR), lifetimes);
    expect(await Promise.all([...ended, ...kept].map((file) => exists(file.id)))).toEqual([false, false, true, true]);
    const files = await readdir(dir);
    for (const file of ended) expect(files).not.toContain(file.key);
    for (const file of kept) expect(files).toContain(file.key);
  });
});
