import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateUploadUrlsResponse, UploadFile, UploadTicket } from '../../src/contract/types';
import { ATTACHMENT_ID_PATTERN, ATTACHMENT_KEY_PATTERN } from '../../src/contract/uploads';
import { ATTACHMENT_MESSAGES, MAX_FILE_BYTES } from '../../src/lib/attachments';
import {
  attachments,
  buyerLocations,
  preOrders,
  sellers,
  users,
  workflowStageApprovers,
  workflowStages,
  workflows,
} from '../../server/db/schema';
import { UPLOAD_URL_TTL_SECONDS } from '../../server/domain/upload-token';
import { keepOrderStages } from '../../server/queries/order-stages';
import { workflowStagesOf } from '../../server/queries/workflow-model';
import { attachmentIdsOf, claimAttachments, orderAttachments } from '../../server/services/attachments';
import { createTestContext, engines, type TestContext } from './support/context';
import { BUYER_ID } from './support/cart-fixture';
import { call, signIn } from './support/http';
import { PDF, PNG, putFile, ZIP } from './support/upload-files';

type Answer = GenerateUploadUrlsResponse & { error?: string };

const START = new Date('2026-11-23T08:00:00Z');
const STORAGE_KEY = /^[A-Za-z0-9_-]{32}$/;
const png = (filename: string, size = PNG.length): UploadFile => ({ filename, contentType: 'image/png', size, attachmentType: 'order' });

describe.each(engines())('checkout attachments on %s', (engine) => {
  let ctx: TestContext;
  let base: string;
  let uploadDir: string;
  let clock = START;
  let buyer: string;
  let other: string;
  let approver: string;
  let seller: string;
  let sellerId: number;

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'lapasar-uploads-test-'));
    uploadDir = join(base, 'uploads');
    ctx = await createTestContext(engine, { uploadDir, publicUrl: 'https://shop.example.com', now: () => clock });
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.141');
    other = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.142');
    approver = await signIn(ctx.app, 'approver@lapasar.test', '192.0.2.143');
    seller = await signIn(ctx.app, 'seller@lapasar.test', '192.0.2.144');
    [{ id: sellerId }] = await ctx.db.select({ id: sellers.id }).from(sellers).limit(1);
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(base, { recursive: true, force: true });
  });

  const generate = (files: unknown[], token = buyer) =>
    call<Answer>(ctx.app, '/api/workflow/generate-upload-urls', { token, body: { attachments: files } });
  const download = (id: string, token: string) =>
    ctx.app.request(`/api/attachments/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const remove = (id: string, token: string) => call(ctx.app, `/api/attachments/${id}`, { method: 'DELETE', token });
  const stored = async () => (await readdir(uploadDir).catch(() => [] as string[])).sort();

  async function ticketFor(file: UploadFile): Promise<UploadTicket> {
    const { status, body } = await generate([file]);
    expect(status, body.error).toBe(200);
    return body.uploads[0];
  }

  async function uploaded(file: UploadFile, bytes: Buffer): Promise<UploadTicket> {
    const ticket = await ticketFor(file);
    const answer = await putFile(ctx.app, ticket.uploadUrl, bytes, { type: file.contentType });
    expect(answer.status, answer.body.error).toBe(200);
    return ticket;
  }

  /** Swaps one field of a token's signed payload, keeping its signature. */
  function tampered(uploadUrl: string, index: number, value: unknown): string {
    const [payload, signature] = uploadUrl.slice(uploadUrl.lastIndexOf('/') + 1).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
    claims[index] = value;
    return `${uploadUrl.slice(0, uploadUrl.lastIndexOf('/') + 1)}${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
  }

  it('signs a URL per file, stores a PUT PNG, PDF and ZIP and lets the buyer download them as they are', async () => {
    const files: UploadFile[] = [
      png('site-photo.png'),
      { filename: 'Approval Memo.pdf', contentType: 'application/pdf', size: PDF.length, attachmentType: 'approval' },
      { filename: 'drawings.zip', contentType: 'application/x-zip-compressed', size: ZIP.length, attachmentType: 'seller', sellerId },
    ];
    const { status, body } = await generate(files);
    expect(status).toBe(200);
    expect(body.uploads.map(({ originalFilename, isImage }) => ({ filename: originalFilename, isImage }))).toEqual([
      { filename: 'site-photo.png', isImage: true },
      { filename: 'Approval Memo.pdf', isImage: false },
      { filename: 'drawings.zip', isImage: false },
    ]);
    for (const ticket of body.uploads) {
      expect(ticket.uploadUrl.startsWith('https://shop.example.com/api/uploads/')).toBe(true);
      expect(Date.parse(ticket.expiresAt) - START.getTime()).toBe(UPLOAD_URL_TTL_SECONDS * 1000);
    }

    const bytes = [PNG, PDF, ZIP];
    for (const [index, ticket] of body.uploads.entries()) {
      const answer = await putFile(ctx.app, ticket.uploadUrl, bytes[index], { type: files[index].contentType });
      expect(answer).toEqual({
        status: 200,
        body: { success: true, filename: ticket.filename, originalFilename: files[index].filename, isImage: ticket.isImage },
      });
      expect(ticket.filename).toMatch(ATTACHMENT_KEY_PATTERN);
    }

    const types = ['image/png', 'application/pdf', 'application/zip'];
    for (const [index, ticket] of body.uploads.entries()) {
      const response = await download(ticket.attachmentId, buyer);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes[index])).toBe(true);
      expect(response.headers.get('Content-Type')).toBe(types[index]);
      expect(response.headers.get('Content-Length')).toBe(String(bytes[index].length));
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
    expect((await download(body.uploads[1].attachmentId, buyer)).headers.get('Content-Disposition')).toBe(
      `attachment; filename="Approval Memo.pdf"; filename*=UTF-8''Approval%20Memo.pdf`,
    );
    // Files are stored under the server's own keys, never their names.
    expect((await stored()).filter((name) => !STORAGE_KEY.test(name))).toEqual([]);
  });

  it('takes one upload per URL', async () => {
    const ticket = await uploaded(png('once.png'), PNG);
    expect(await putFile(ctx.app, ticket.uploadUrl, PNG, { type: 'image/png' })).toMatchObject({
      status: 409,
      body: { error: 'This file has already been uploaded' },
    });

    const raced = await ticketFor(png('raced.png'));
    const before = (await stored()).length;
    const answers = await Promise.all(Array.from({ length: 4 }, () => putFile(ctx.app, raced.uploadUrl, PNG, { type: 'image/png' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await stored()).toHaveLength(before + 1);
  });

  it('stops taking a URL once it expires', async () => {
    const ticket = await ticketFor(png('late.png'));
    const early = await ticketFor(png('early.png'));
    clock = new Date(START.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
    try {
      expect(await putFile(ctx.app, ticket.uploadUrl, PNG, { type: 'image/png' })).toMatchObject({
        status: 403,
        body: { error: 'This upload URL is invalid or has expired' },
      });
      clock = new Date(START.getTime() + UPLOAD_URL_TTL_SECONDS * 1000 - 1000);
      expect((await putFile(ctx.app, early.uploadUrl, PNG, { type: 'image/png' })).status).toBe(200);
    } finally {
      clock = START;
    }
    expect((await download(ticket.attachmentId, buyer)).status).toBe(404);
  });

  it('refuses a URL whose signature, size or content type was changed, and a request that differs from what was signed', async () => {
    const ticket = await ticketFor(png('tamper.png'));
    const signatureAt = ticket.uploadUrl.lastIndexOf('.') + 1;
    const flipped = `${ticket.uploadUrl.slice(0, signatureAt)}${ticket.uploadUrl[signatureAt] === 'A' ? 'B' : 'A'}${ticket.uploadUrl.slice(signatureAt + 1)}`;
    const refusals = [
      await putFile(ctx.app, flipped, PNG, { type: 'image/png' }),
      await putFile(ctx.app, tampered(ticket.uploadUrl, 3, PNG.length + 1), Buffer.concat([PNG, Buffer.from([0])]), { type: 'image/png' }),
      await putFile(ctx.app, tampered(ticket.uploadUrl, 2, 'application/pdf'), PNG, { type: 'application/pdf' }),
      await putFile(ctx.app, tampered(ticket.uploadUrl, 4, Math.floor(START.getTime() / 1000) + 10 * 365 * 86400), PNG, {
        type: 'image/png',
      }),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect(refusals.every((answer) => answer.body.error === 'This upload URL is invalid or has expired')).toBe(true);

    expect(await putFile(ctx.app, ticket.uploadUrl, PNG, { type: 'image/gif' })).toMatchObject({
      status: 403,
      body: { error: 'Content-Type does not match the upload URL' },
    });
    expect(await putFile(ctx.app, ticket.uploadUrl, PNG.subarray(1), { type: 'image/png' })).toMatchObject({
      status: 403,
      body: { error: 'Content-Length does not match the upload URL' },
    });
    expect(await putFile(ctx.app, ticket.uploadUrl, PNG, { type: 'image/png', length: null })).toMatchObject({
      status: 411,
      body: { error: 'Content-Length is required' },
    });
    expect((await download(ticket.attachmentId, buyer)).status).toBe(404);
    // None of that used the URL up.
    expect((await putFile(ctx.app, ticket.uploadUrl, PNG, { type: 'image/png' })).status).toBe(200);
  });

  it('checks the type by content: a .png holding a PDF or text is refused and nothing is kept', async () => {
    const before = await stored();
    const text = Buffer.from('just some text, not an image at all');
    for (const bytes of [PDF, text]) {
      const ticket = await ticketFor(png('disguised.png', bytes.length));
      expect(await putFile(ctx.app, ticket.uploadUrl, bytes, { type: 'image/png' })).toMatchObject({
        status: 415,
        body: { error: ATTACHMENT_MESSAGES.type },
      });
      expect((await download(ticket.attachmentId, buyer)).status).toBe(404);
    }
    const zipAsPdf = await ticketFor({
      filename: 'scan.pdf',
      contentType: 'application/pdf',
      size: ZIP.length,
      attachmentType: 'approval',
    });
    expect((await putFile(ctx.app, zipAsPdf.uploadUrl, ZIP, { type: 'application/pdf' })).status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('refuses over 10 MB: declared when asking for a URL, declared when uploading (before reading), and sent beyond the signed size', async () => {
    expect((await generate([png('huge.png', MAX_FILE_BYTES + 1)])).body.error).toBe('File size exceeds 10MB limit');
    expect((await generate([png('limit.png', MAX_FILE_BYTES)])).status).toBe(200);

    const ticket = await ticketFor(png('small.png'));
    let pulled = false;
    const untouched = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const declared = await putFile(ctx.app, ticket.uploadUrl, untouched, { type: 'image/png', length: MAX_FILE_BYTES + 1 });
    expect(declared).toMatchObject({ status: 413, body: { error: 'File size exceeds 10MB limit' } });
    expect(pulled).toBe(false);

    const before = await stored();
    const full = await ticketFor(png('full.png', MAX_FILE_BYTES));
    const oversized = Buffer.concat([PNG, Buffer.alloc(MAX_FILE_BYTES + 1 - PNG.length)]);
    const sent = await putFile(ctx.app, full.uploadUrl, oversized, { type: 'image/png', length: MAX_FILE_BYTES });
    expect(sent).toMatchObject({ status: 413, body: { error: 'The upload is longer than its Content-Length' } });
    const short = await putFile(ctx.app, full.uploadUrl, PNG, { type: 'image/png', length: MAX_FILE_BYTES });
    expect(short).toMatchObject({ status: 400, body: { error: 'The upload ended before its Content-Length' } });
    expect(await stored()).toEqual(before);
    expect((await download(full.attachmentId, buyer)).status).toBe(404);
  });

  it('refuses a fourth file in a slot, a name twice in a slot and a wrong type, reserving nothing', async () => {
    const count = async () => (await ctx.db.select({ id: attachments.id }).from(attachments)).length;
    const before = await count();
    const refusals = [
      [[png('a.png'), png('b.png'), png('c.png'), png('d.png')], 'Maximum 3 files allowed'],
      [[png('a.png'), png('a.png')], 'File a.png is already selected'],
      [[png('a.png'), { ...png('a.png'), attachmentType: 'seller', sellerId }, png('run.exe')], ATTACHMENT_MESSAGES.type],
      [[{ ...png('a.png'), contentType: 'application/pdf' }], ATTACHMENT_MESSAGES.type],
      [[png('empty.png', 0)], ATTACHMENT_MESSAGES.type],
      [[{ ...png('a.png'), attachmentType: 'seller' }], 'sellerId is required for seller attachments'],
      [[{ ...png('a.png'), attachmentType: 'seller', sellerId: 2_000_000_000 }], 'Unknown seller'],
    ] as const;
    for (const [files, error] of refusals) expect(await generate([...files])).toMatchObject({ status: 400, body: { error } });
    expect(await count()).toBe(before);

    // Three per slot, and one name in different slots, are fine.
    const slots = await generate([
      png('a.png'),
      png('b.png'),
      png('c.png'),
      { ...png('a.png'), attachmentType: 'approval' },
      { ...png('a.png'), attachmentType: 'seller', sellerId },
    ]);
    expect(slots.status).toBe(200);
    expect(await count()).toBe(before + 5);
  });

  it('answers only signed-in buyers', async () => {
    expect((await generate([png('a.png')], '')).status).toBe(401);
    expect(await generate([png('a.png')], seller)).toMatchObject({ status: 403, body: { error: 'Only buyers have attachments' } });
    expect((await generate([png('a.png')], approver)).status).toBe(403);
  });

  it("keeps a buyer's files from other buyers and from approvers of no order of theirs", async () => {
    const ticket = await uploaded(png('private.png'), PNG);
    expect((await download(ticket.attachmentId, other)).status).toBe(404);
    expect((await download(ticket.attachmentId, approver)).status).toBe(404);
    expect((await download(ticket.attachmentId, seller)).status).toBe(404);
    expect((await remove(ticket.attachmentId, other)).status).toBe(404);
    expect((await download(ticket.attachmentId, buyer)).status).toBe(200);
  });

  it('removes a file that no order holds, and the upload URL then finds nothing', async () => {
    const kept = await uploaded(png('remove-me.png'), PNG);
    const pending = await ticketFor(png('never-sent.png'));
    const [{ storageKey }] = await ctx.db
      .select({ storageKey: attachments.storageKey })
      .from(attachments)
      .where(eq(attachments.publicId, kept.attachmentId));
    expect(await stored()).toContain(storageKey);

    expect(await remove(kept.attachmentId, buyer)).toMatchObject({ status: 200, body: { success: true } });
    expect(await stored()).not.toContain(storageKey);
    expect((await download(kept.attachmentId, buyer)).status).toBe(404);
    expect((await remove(kept.attachmentId, buyer)).status).toBe(404);

    expect((await remove(pending.attachmentId, buyer)).status).toBe(200);
    expect(await putFile(ctx.app, pending.uploadUrl, PNG, { type: 'image/png' })).toMatchObject({
      status: 404,
      body: { error: 'This upload no longer exists' },
    });
  });

  it('names each file by a random id, never by the row number, and answers a whole-number id (an old link) 410 whatever it named', async () => {
    const first = await uploaded(png('first.png'), PNG);
    const second = await uploaded(png('second.png'), PNG);
    for (const ticket of [first, second]) expect(ticket.attachmentId).toMatch(ATTACHMENT_ID_PATTERN);
    expect(first.attachmentId).not.toBe(second.attachmentId);
    const [row] = await ctx.db.select().from(attachments).where(eq(attachments.publicId, first.attachmentId));
    // The upload URL's signed payload names the file by the same random id.
    const payload = first.uploadUrl.slice(first.uploadUrl.lastIndexOf('/') + 1).split('.')[0];
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())[0]).toBe(first.attachmentId);

    const oldLink = 'This attachment link is no longer used: open the order again to download its files';
    for (const id of [String(row.id), String(row.id + 1_000_000)]) {
      expect(await call(ctx.app, `/api/attachments/${id}`, { token: buyer })).toMatchObject({
        status: 410,
        body: { error: oldLink, code: 'gone' },
      });
      expect(await call(ctx.app, `/api/attachments/${id}`, { method: 'DELETE', token: buyer })).toMatchObject({ status: 410 });
    }
    expect((await download(first.attachmentId, buyer)).status).toBe(200);
    expect((await call(ctx.app, '/api/attachments/not-an-id', { token: buyer })).status).toBe(400);
  });

  it('stores a file named like a path under its own key and downloads it under its last name', async () => {
    const ticket = await uploaded(png('../../etc/passwd.png'), PNG);
    expect(ticket.originalFilename).toBe('../../etc/passwd.png');
    expect(await readdir(base)).toEqual(['uploads']);
    expect((await stored()).filter((name) => !STORAGE_KEY.test(name))).toEqual([]);
    const response = await download(ticket.attachmentId, buyer);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="passwd.png"; filename*=UTF-8''passwd.png`);

    const quoted = await uploaded(png('Q3 "budget" ráport;x=1.png'), PNG);
    expect((await download(quoted.attachmentId, buyer)).headers.get('Content-Disposition')).toBe(
      `attachment; filename="Q3 _budget_ r_port;x=1.png"; filename*=UTF-8''Q3%20%22budget%22%20r%C3%A1port%3Bx%3D1.png`,
    );
  });

  describe('attached to an order', () => {
    let buyerUserId: number;
    let workflowId: number;
    let locationId: number;
    let orders = 0;

    beforeAll(async () => {
      const [{ id: approverUserId }] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'approver@lapasar.test'));
      [{ id: buyerUserId }] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@lapasar.test'));
      [{ id: locationId }] = await ctx.db
        .insert(buyerLocations)
        .values({ buyerId: BUYER_ID, locationName: 'Uploads HQ', state: 'Selangor' })
        .returning();
      [{ id: workflowId }] = await ctx.db.insert(workflows).values({ buyerId: BUYER_ID, locationId, name: 'Uploads workflow' }).returning();
      const [stage] = await ctx.db.insert(workflowStages).values({ workflowId, stage: 1, label: 'Manager' }).returning();
      await ctx.db.insert(workflowStageApprovers).values({ stageId: stage.id, userId: approverUserId });
    });

    /** A pre-order of the buyer waiting in the workflow the approver signs off. */
    async function newOrder(): Promise<number> {
      orders += 1;
      const [{ id }] = await ctx.db
        .insert(preOrders)
        .values({
          poId: `PO-UPLOADS-${orders}`,
          buyerId: BUYER_ID,
          userId: buyerUserId,
          batchId: `WF_${orders}`,
          requestHash: 'h',
          status: 'workflow_approval',
          currentStage: 1,
          workflowId,
          locationId,
          form: {},
          subtotal: 100,
          shippingFee: 0,
          tax: 0,
          grandTotal: 100,
        })
        .returning({ id: preOrders.id });
      // As submit does: the order keeps the stages and approvers of its workflow.
      await keepOrderStages(ctx.db, id, await workflowStagesOf(ctx.db, workflowId));
      return id;
    }

    const claim = (orderId: number, named: { order?: string[]; approval?: string[]; seller?: Record<string, string[]> }) =>
      ctx.db.transaction(async (tx) =>
        claimAttachments(tx, {
          buyerId: BUYER_ID,
          orderId,
          ids: await attachmentIdsOf(tx, BUYER_ID, { order: [], approval: [], seller: {}, ...named }),
        }),
      );

    it("lets the order's approvers download its files, and no one remove them", async () => {
      const order = await uploaded(png('quote.png'), PNG);
      const approval = await uploaded(
        { filename: 'memo.pdf', contentType: 'application/pdf', size: PDF.length, attachmentType: 'approval' },
        PDF,
      );
      const forSeller = await uploaded(
        { filename: 'spec.zip', contentType: 'application/zip', size: ZIP.length, attachmentType: 'seller', sellerId },
        ZIP,
      );
      expect((await download(approval.attachmentId, approver)).status).toBe(404);

      const orderId = await newOrder();
      const claimed = await claim(orderId, {
        order: [order.attachmentId],
        approval: [approval.attachmentId],
        seller: { [sellerId]: [forSeller.attachmentId] },
      });
      expect(claimed.map(({ id, kind, sellerId: seller, isImage }) => ({ id, kind, seller, isImage }))).toEqual([
        { id: order.attachmentId, kind: 'order', seller: null, isImage: true },
        { id: approval.attachmentId, kind: 'approval', seller: null, isImage: false },
        { id: forSeller.attachmentId, kind: 'seller', seller: sellerId, isImage: false },
      ]);
      expect((await orderAttachments(ctx.db, [orderId])).get(orderId)?.map((file) => file.filename)).toEqual([
        'quote.png',
        'memo.pdf',
        'spec.zip',
      ]);

      const response = await download(approval.attachmentId, approver);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
      expect((await download(order.attachmentId, buyer)).status).toBe(200);
      expect((await download(order.attachmentId, other)).status).toBe(404);
      expect((await remove(order.attachmentId, buyer)).status).toBe(404);
      expect((await download(order.attachmentId, buyer)).status).toBe(200);
    });

    it("keeps an order's files from the approvers of stages the order does not go through", async () => {
      const [{ id: financeUserId }] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'finance@lapasar.test'));
      const finance = await signIn(ctx.app, 'finance@lapasar.test', '192.0.2.145');
      // A second stage for orders from RM 1,000, which finance approves.
      const [stage] = await ctx.db
        .insert(workflowStages)
        .values({ workflowId, stage: 2, label: 'Finance', fromAmount: 100_000 })
        .returning();
      await ctx.db.insert(workflowStageApprovers).values({ stageId: stage.id, userId: financeUserId });

      const small = await uploaded(png('small-order.png'), PNG);
      const smallOrder = await newOrder();
      await claim(smallOrder, { order: [small.attachmentId] });
      expect((await download(small.attachmentId, approver)).status).toBe(200);
      expect(await call(ctx.app, `/api/attachments/${small.attachmentId}`, { token: finance })).toMatchObject({
        status: 404,
        body: { error: 'Attachment not found' },
      });

      const large = await uploaded(png('large-order.png'), PNG);
      const largeOrder = await newOrder();
      await ctx.db.update(preOrders).set({ grandTotal: 150_000 }).where(eq(preOrders.id, largeOrder));
      await claim(largeOrder, { order: [large.attachmentId] });
      expect((await download(large.attachmentId, finance)).status).toBe(200);
      expect((await download(large.attachmentId, approver)).status).toBe(200);
    });

    it('attaches only uploaded files of the buyer, held by no order, in their own slot, three at most', async () => {
      const uploadedPng = await uploaded(png('slot.png'), PNG);
      const notSent = await ticketFor(png('not-sent.png'));
      const theirs = await generate([png('theirs.png')], other);
      const theirTicket = theirs.body.uploads[0];
      expect((await putFile(ctx.app, theirTicket.uploadUrl, PNG, { type: 'image/png' })).status).toBe(200);
      const refusal = 'An attachment is not an uploaded file of yours for this slot';
      const orderId = await newOrder();

      for (const ids of [
        { approval: [uploadedPng.attachmentId] },
        { order: [notSent.attachmentId] },
        { order: [theirTicket.attachmentId] },
        { order: [uploadedPng.attachmentId, uploadedPng.attachmentId] },
      ]) {
        await expect(claim(orderId, ids)).rejects.toMatchObject({ status: 400, message: refusal });
      }
      const four = await Promise.all(['1.png', '2.png', '3.png', '4.png'].map((name) => uploaded(png(name), PNG)));
      await expect(claim(orderId, { order: four.map((ticket) => ticket.attachmentId) })).rejects.toMatchObject({
        status: 400,
        message: 'Maximum 3 files allowed',
      });
      const twin = await uploaded(png('slot.png'), PNG);
      await expect(claim(orderId, { order: [uploadedPng.attachmentId, twin.attachmentId] })).rejects.toMatchObject({
        status: 400,
        message: 'File slot.png is already selected',
      });

      expect(await claim(orderId, { order: [uploadedPng.attachmentId] })).toHaveLength(1);
      await expect(claim(await newOrder(), { order: [uploadedPng.attachmentId] })).rejects.toMatchObject({ status: 400, message: refusal });
    });
  });
});
