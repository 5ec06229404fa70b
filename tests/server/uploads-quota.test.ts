import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateUploadUrlsResponse, UploadFile } from '../../src/contract/types';
import { MAX_FILE_BYTES } from '../../src/lib/attachments';
import { createApp } from '../../server/app';
import { attachments, sellers } from '../../server/db/schema';
import { DEFAULT_PENDING_LIMITS, pendingLimitsFrom } from '../../server/domain/upload-quota';
import { reservationLifetimeMs, UPLOAD_SWEEP_INTERVAL_MS, uploadRetentionFrom } from '../../server/domain/upload-retention';
import { UPLOAD_URL_TTL_SECONDS } from '../../server/domain/upload-token';
import { sweepAbandonedAttachments } from '../../server/services/attachments';
import { diskStorage } from '../../server/storage/disk-storage';
import { createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';
import { call } from './support/http';
import { PNG, putFile } from './support/upload-files';
import { CheckoutScenarios, type Scenario } from './support/workflow-fixture';

type Answer = GenerateUploadUrlsResponse & { error?: string; code?: string };
type App = TestContext['app'];

const MB = 1024 * 1024;
const START = new Date('2026-11-23T08:00:00Z');
const RESERVED_MS = reservationLifetimeMs(UPLOAD_URL_TTL_SECONDS);
const RETENTION_MS = uploadRetentionFrom(undefined);
const LIMITED = { files: 3, bytes: 20 * MB };
const TOO_MANY =
  /^Too many attachments are waiting: at most \d+ files and \d+ MB at once, counting files not yet submitted, those of your orders waiting for approval and, for 24 hours, those of orders you withdrew or replaced\. Remove files or wait for your orders to be decided, then try again$/;

const file = (
  filename: string,
  size = PNG.length,
  slot: Pick<UploadFile, 'attachmentType' | 'sellerId'> = { attachmentType: 'order' },
): UploadFile => ({ filename, contentType: 'image/png', size, ...slot });

describe('UPLOAD_MAX_PENDING_FILES and UPLOAD_MAX_PENDING_MB', () => {
  it('are 60 files and 600 MB when unset: two full orders (30 files of 10 MB each)', () => {
    expect(DEFAULT_PENDING_LIMITS).toEqual({ files: 60, bytes: 60 * MAX_FILE_BYTES });
    expect(pendingLimitsFrom(undefined, '')).toEqual(DEFAULT_PENDING_LIMITS);
    expect(pendingLimitsFrom(' 12 ', '50')).toEqual({ files: 12, bytes: 50 * MB });
  });

  it('stop the server on anything else, naming the setting and the value', () => {
    for (const bad of ['0', '-1', '1.5', 'many', '1e3'])
      expect(() => pendingLimitsFrom(bad, undefined), bad).toThrow(
        `UPLOAD_MAX_PENDING_FILES must be a whole number, at least 1, not "${bad}"`,
      );
    for (const bad of ['9', '0', '10 MB'])
      expect(() => pendingLimitsFrom(undefined, bad), bad).toThrow(
        `UPLOAD_MAX_PENDING_MB must be a whole number, at least 10, not "${bad}"`,
      );
  });
});

describe.each(engines())('attachments waiting for an order on %s', (engine) => {
  let ctx: TestContext;
  let base: string;
  let clock = START;
  let scenarios: CheckoutScenarios;
  let sellerIds: number[];
  /** An app on the same database holding each user to LIMITED. */
  let limited: App;

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'lapasar-quota-test-'));
    ctx = await createTestContext(engine, { uploadDir: join(base, 'uploads'), now: () => clock });
    limited = createApp({
      db: ctx.db,
      kdfLogN: TEST_KDF_LOG_N,
      uploadDir: join(base, 'limited'),
      uploadPendingLimits: LIMITED,
      now: () => clock,
    });
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
    sellerIds = (await ctx.db.select({ id: sellers.id }).from(sellers).orderBy(asc(sellers.id)).limit(8)).map((row) => row.id);
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(base, { recursive: true, force: true });
  });

  const generate = (token: string, files: UploadFile[], app: App = ctx.app) =>
    call<Answer>(app, '/api/workflow/generate-upload-urls', { token, body: { attachments: files } });
  const rowsOf = async (scenario: Scenario) =>
    (await ctx.db.select({ id: attachments.id }).from(attachments).where(eq(attachments.userId, scenario.buyer.id))).length;
  const stored = async (dir: string) => (await readdir(join(base, dir)).catch(() => [] as string[])).length;

  /** The most one request may name: three files in each of the order, approval and eight sellers' slots, each `size` bytes. */
  const fullOrder = (prefix: string, size: number): UploadFile[] => [
    ...[1, 2, 3].map((n) => file(`${prefix}-order-${n}.png`, size)),
    ...[1, 2, 3].map((n) => file(`${prefix}-approval-${n}.png`, size, { attachmentType: 'approval' })),
    ...sellerIds.flatMap((sellerId) =>
      [1, 2, 3].map((n) => file(`${prefix}-seller-${sellerId}-${n}.png`, size, { attachmentType: 'seller', sellerId })),
    ),
  ];

  it('takes two full orders of 10 MB files, then refuses one byte more with 429 and Retry-After, reserving nothing', async () => {
    const scenario = await scenarios.create();
    const token = scenario.buyer.token;
    for (const prefix of ['a', 'b']) {
      const full = await generate(token, fullOrder(prefix, MAX_FILE_BYTES));
      expect(full.status, full.body.error).toBe(200);
      expect(full.body.uploads).toHaveLength(30);
    }

    const more = await generate(token, [file('one-more.png', 1)]);
    expect(more.status).toBe(429);
    expect(more.body.error).toMatch(TOO_MANY);
    expect(more.body.error).toContain('at most 60 files and 600 MB');
    expect(more.body.code).toBe('attachments_waiting_limit');
    // Every file held is a reservation made now, released by the first sweep after its URL is of no more use.
    expect(more.headers.get('Retry-After')).toBe(String((RESERVED_MS + UPLOAD_SWEEP_INTERVAL_MS) / 1000));
    expect(await rowsOf(scenario)).toBe(60);

    // Another user of another company is not held by it.
    const other = await scenarios.create();
    expect((await generate(other.buyer.token, [file('mine.png')])).status).toBe(200);
  });

  it('holds a user to 60 files however small', async () => {
    const scenario = await scenarios.create();
    const token = scenario.buyer.token;
    expect((await generate(token, fullOrder('a', 1))).status).toBe(200);
    expect((await generate(token, fullOrder('b', 1))).status).toBe(200);
    const more = await generate(token, [file('sixty-one.png', 1)]);
    expect(more.status).toBe(429);
    expect(more.body.error).toMatch(TOO_MANY);
    expect(await rowsOf(scenario)).toBe(60);
  });

  it('refuses with 413 a request that alone is more than a user may hold, reserving nothing', async () => {
    const scenario = await scenarios.create();
    const token = scenario.buyer.token;
    const bytes = await generate(
      token,
      [file('big-1.png', MAX_FILE_BYTES), file('big-2.png', MAX_FILE_BYTES), file('big-3.png', 1)],
      limited,
    );
    expect(bytes.status).toBe(413);
    expect(bytes.body.error).toBe('These files are more than may wait for an order at once: at most 3 files and 20 MB');
    expect(bytes.body.code).toBe('attachments_waiting_limit');
    const files = await generate(
      token,
      [file('1.png'), file('2.png'), file('3.png'), file('4.png', 1, { attachmentType: 'approval' })],
      limited,
    );
    expect(files.status).toBe(413);
    expect(await rowsOf(scenario)).toBe(0);
  });

  it('lets requests sent at once together take no more than the limit', async () => {
    const scenario = await scenarios.create();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        generate(
          scenario.buyer.token,
          [file(`${n}.png`, 1, n <= 3 ? { attachmentType: 'order' } : { attachmentType: 'approval' })],
          limited,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(await rowsOf(scenario)).toBe(3);
  });

  it("counts the files of an order waiting for approval and of a withdrawn one until the sweep removes them, and never stores a refused request's file", async () => {
    // Orders end on the wall clock, so this test's clock is the wall clock too.
    clock = new Date();
    try {
      const scenario = await scenarios.create();
      const token = scenario.buyer.token;
      const storage = diskStorage(join(base, 'limited'));
      const uploadThree = async (names: string[]) => {
        const ids: string[] = [];
        for (const name of names) {
          const { status, body } = await generate(token, [file(name)], limited);
          expect(status, body.error).toBe(200);
          expect((await putFile(limited, body.uploads[0].uploadUrl, PNG, { type: 'image/png' })).status).toBe(200);
          ids.push(body.uploads[0].attachmentId);
        }
        return ids;
      };
      const place = async (ids: string[]) => {
        if ((await scenarios.workflow.cartLines(scenario.buyerId)).length === 0)
          await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, scenario.quantity);
        const submitted = await call<{ data: { poId: string } }>(limited, '/api/workflow/submit-complete', {
          token,
          body: scenario.request({ attachments: { order: ids, approval: [] } }),
        });
        expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
        return submitted.body.data.poId;
      };

      const firstFiles = await uploadThree(['a.png', 'b.png', 'c.png']);
      const keys = (
        await ctx.db.select({ key: attachments.storageKey }).from(attachments).where(inArray(attachments.publicId, firstFiles))
      ).map((row) => row.key);
      const first = await place(firstFiles);
      const before = await stored('limited');
      // Submitting gives nothing back while the order waits, and only a decision frees the room: no time to retry after.
      const waiting = await generate(token, [file('d.png')], limited);
      expect(waiting.status).toBe(429);
      expect(waiting.body.error).toMatch(TOO_MANY);
      expect(waiting.headers.get('Retry-After')).toBeNull();
      expect(await stored('limited')).toBe(before);

      // Nor does withdrawing: the withdrawn order's files count until the sweep removes them, the retention after.
      expect((await call(limited, `/api/orders/pre-orders/${first}/cancel`, { method: 'POST', token })).status).toBe(200);
      clock = new Date();
      const withdrawn = await generate(token, [file('d.png')], limited);
      expect(withdrawn.status).toBe(429);
      const retryAfter = Number(withdrawn.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThan((RETENTION_MS + UPLOAD_SWEEP_INTERVAL_MS) / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual((RETENTION_MS + UPLOAD_SWEEP_INTERVAL_MS) / 1000);
      const lifetimes = { uploadedMs: RETENTION_MS, reservedMs: RESERVED_MS };
      expect(
        await sweepAbandonedAttachments(ctx.db, storage, new Date(Date.now() + RETENTION_MS + 60_000), lifetimes),
      ).toBeGreaterThanOrEqual(3);
      const left = await readdir(join(base, 'limited'));
      expect(keys.filter((key) => left.includes(key))).toEqual([]);

      // A decision gives the room back: here the order goes through both stages to processing.
      const second = await place(await uploadThree(['d.png', 'e.png', 'f.png']));
      expect((await generate(token, [file('g.png')], limited)).status).toBe(429);
      for (const approver of [scenario.approvers.first, scenario.approvers.second])
        expect((await call(limited, `/api/approvals/${second}/approve`, { token: approver.token, body: {} })).status).toBe(200);
      expect((await generate(token, [file('g.png'), file('h.png'), file('i.png')], limited)).status).toBe(200);
    } finally {
      clock = START;
    }
  });

  it('gives the allowance back when the user removes a file', async () => {
    const scenario = await scenarios.create();
    const token = scenario.buyer.token;
    const { body } = await generate(token, [file('a.png'), file('b.png'), file('c.png')], limited);
    expect((await generate(token, [file('d.png', 1, { attachmentType: 'approval' })], limited)).status).toBe(429);
    expect((await call(limited, `/api/attachments/${body.uploads[0].attachmentId}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await generate(token, [file('d.png', 1, { attachmentType: 'approval' })], limited)).status).toBe(200);
  });

  it('gives the allowance back when the sweep removes reservations never uploaded, half an hour after they were made, and keeps uploaded files', async () => {
    const scenario = await scenarios.create();
    const token = scenario.buyer.token;
    const kept = await generate(token, [file('kept.png')], limited);
    expect((await putFile(limited, kept.body.uploads[0].uploadUrl, PNG, { type: 'image/png' })).status).toBe(200);
    expect((await generate(token, [file('a.png', 1), file('b.png', 1)], limited)).status).toBe(200);
    expect((await generate(token, [file('c.png', 1, { attachmentType: 'approval' })], limited)).status).toBe(429);

    const storage = diskStorage(join(base, 'limited'));
    const lifetimes = { uploadedMs: RETENTION_MS, reservedMs: RESERVED_MS };
    // Not yet: an upload begun just before its URL expired may still be arriving.
    expect(await sweepAbandonedAttachments(ctx.db, storage, new Date(START.getTime() + RESERVED_MS - 1000), lifetimes)).toBe(0);
    clock = new Date(START.getTime() + RESERVED_MS + 1000);
    try {
      expect(await sweepAbandonedAttachments(ctx.db, storage, clock, lifetimes)).toBeGreaterThanOrEqual(2);
      expect(await rowsOf(scenario)).toBe(1);
      expect(
        (
          await generate(
            token,
            [file('c.png', 1, { attachmentType: 'approval' }), file('d.png', 1, { attachmentType: 'approval' })],
            limited,
          )
        ).status,
      ).toBe(200);
      const download = await limited.request(`/api/attachments/${kept.body.uploads[0].attachmentId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(download.status).toBe(200);
    } finally {
      clock = START;
    }
  });
});
