import { randomBytes } from 'node:crypto';
import { PutBucketCorsCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putUpload } from '../../src/api/workflow';
import type { GenerateUploadUrlsResponse, UploadFile, UploadTicket } from '../../src/contract/types';
import { ATTACHMENT_MESSAGES } from '../../src/lib/attachments';
import { createApp } from '../../server/app';
import { attachments } from '../../server/db/schema';
import { startServer, type RunningServer } from '../../server/serve';
import { sweepAbandonedAttachments } from '../../server/services/attachments';
import { StoredFileExists } from '../../server/storage/file-storage';
import { s3Storage, type S3FileStorage } from '../../server/storage/s3-storage';
import { s3OptionsFrom } from '../../server/storage/storage-config';
import { createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';
import { call, DEMO_PASSWORD } from './support/http';
import { startLocalS3, type LocalS3 } from './support/local-s3';
import { PDF, PNG, putFile } from './support/upload-files';
import { CheckoutScenarios, type Scenario } from './support/workflow-fixture';

const key = () => randomBytes(18).toString('base64url');

async function* chunks(...parts: Uint8Array[]): AsyncGenerator<Uint8Array> {
  yield* parts;
}

const text = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

/** Windows' executable header: what an .exe renamed to .pdf starts with. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(PDF.length - 2, 0x90)]);

describe('STORAGE_DRIVER and the S3 settings', () => {
  it('keep the disk driver when unset, and take the S3 settings with their defaults', () => {
    expect(s3OptionsFrom({})).toBeUndefined();
    expect(s3OptionsFrom({ STORAGE_DRIVER: ' disk ' })).toBeUndefined();
    expect(s3OptionsFrom({ STORAGE_DRIVER: 's3', S3_BUCKET: 'lapasar-files' })).toEqual({
      bucket: 'lapasar-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
      directUploads: false,
    });
    expect(
      s3OptionsFrom({
        STORAGE_DRIVER: 'S3',
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_PREFIX: '/lapasar//attachments',
        S3_DIRECT_UPLOADS: 'true',
      }),
    ).toEqual({
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      prefix: 'lapasar/attachments/',
      directUploads: true,
    });
    expect(
      s3OptionsFrom({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' })
        ?.forcePathStyle,
    ).toBe(false);
  });

  it('stop the server on anything unclear, naming the setting', () => {
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'files' };
    const refusals: [Record<string, string>, string][] = [
      [{ STORAGE_DRIVER: 'gcs' }, 'STORAGE_DRIVER must be disk or s3, not "gcs"'],
      [{ S3_BUCKET: 'files' }, 'S3_BUCKET is set but STORAGE_DRIVER is not s3'],
      [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET is required when STORAGE_DRIVER is s3'],
      [{ ...s3, S3_BUCKET: 'a/b' }, 'S3_BUCKET is not a bucket name: "a/b"'],
      [{ ...s3, S3_ENDPOINT: '127.0.0.1:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
      [{ ...s3, S3_ENDPOINT: 'ftp://files.example.com' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
      [{ ...s3, S3_REGION: 'eu west' }, 'S3_REGION is not a region name'],
      [{ ...s3, S3_ACCESS_KEY_ID: 'only-the-id' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
      [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false, not "yes"'],
      [{ ...s3, S3_DIRECT_UPLOADS: '1' }, 'S3_DIRECT_UPLOADS must be true or false, not "1"'],
      [{ ...s3, S3_PREFIX: 'a/../b' }, 'S3_PREFIX may hold letters, digits'],
      [{ ...s3, S3_PREFIX: 'with space' }, 'S3_PREFIX may hold letters, digits'],
    ];
    for (const [env, message] of refusals) expect(() => s3OptionsFrom(env), JSON.stringify(env)).toThrow(message);
  });
});

describe('the S3 storage driver', () => {
  let s3: LocalS3;
  let storage: S3FileStorage;

  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = s3Storage(s3.options({ prefix: 'driver/', directUploads: true }));
  });
  afterAll(async () => {
    storage?.close();
    await s3?.stop();
  });

  it('stores a file streamed with its size under the prefix, answers it with its size, and refuses a second write to the key', async () => {
    const name = key();
    await storage.put(name, chunks(PDF.subarray(0, 10), PDF.subarray(10)), PDF.length);
    expect(await s3.keys()).toContain(`driver/${name}`);
    const file = await storage.get(name);
    expect(file?.size).toBe(PDF.length);
    expect((await text(file!.stream)).equals(PDF)).toBe(true);

    await expect(storage.put(name, chunks(PNG), PNG.length)).rejects.toBeInstanceOf(StoredFileExists);
    expect((await text((await storage.get(name))!.stream)).equals(PDF)).toBe(true);
  });

  it('gathers a body of unknown length before storing it', async () => {
    const name = key();
    await storage.put(name, chunks(PNG));
    expect((await storage.get(name))?.size).toBe(PNG.length);
  });

  it('answers null for a missing key, and removes a file, a missing one without error', async () => {
    expect(await storage.get(key())).toBeNull();
    const name = key();
    await storage.put(name, chunks(PNG), PNG.length);
    await storage.remove(name);
    expect(await storage.get(name)).toBeNull();
    expect(await s3.keys()).not.toContain(`driver/${name}`);
    await expect(storage.remove(name)).resolves.toBeUndefined();
    await expect(storage.remove(key())).resolves.toBeUndefined();
  });

  it("leaves nothing under the key when the source fails or is not the size given, and rethrows the source's error", async () => {
    const broken = key();
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield PDF;
      throw new Error('the client went away');
    }
    await expect(storage.put(broken, failing(), 10 * PDF.length)).rejects.toThrow('the client went away');
    const long = key();
    await expect(storage.put(long, chunks(PDF, PDF), PDF.length)).rejects.toThrow(`More than the ${PDF.length} bytes given`);
    const short = key();
    await expect(storage.put(short, chunks(PDF), PDF.length + 1)).rejects.toThrow(`${PDF.length} bytes, not the ${PDF.length + 1} given`);
    for (const name of [broken, long, short]) expect(await storage.get(name), name).toBeNull();
    // And the key is still free for the right bytes.
    await storage.put(short, chunks(PDF), PDF.length);
    expect((await storage.get(short))?.size).toBe(PDF.length);
  });

  it('takes only its own keys, never a path', async () => {
    await expect(storage.put('../etc/passwd-file', chunks(PDF), PDF.length)).rejects.toThrow('Invalid storage key');
    await expect(storage.get('a/b/c/d/e/f/g/h/i/j')).rejects.toThrow('Invalid storage key');
  });

  it('signs a PUT URL bound to the type and size, then keeps only the version it inspected', async () => {
    const name = key();
    const url = new URL(await storage.direct!.uploadUrl(name, { contentType: 'application/pdf', size: PDF.length }, 900));
    expect(url.pathname).toBe(`/${s3.bucket}/driver/incoming/${name}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(await storage.direct!.inspect(name, 4)).toBeNull();

    // As the browser sends it: the SDK's own upload call, answered with S3's empty 200.
    const ticket = {
      uploadUrl: url.href,
      filename: name,
      originalFilename: 'quote.pdf',
      isImage: false,
      attachmentId: '00000000-0000-4000-8000-000000000001',
      expiresAt: new Date().toISOString(),
    };
    expect(await putUpload(ticket, new File([PDF], 'quote.pdf', { type: 'application/pdf' }))).toBeUndefined();
    expect(await storage.get(name)).toBeNull();
    const arrived = await storage.direct!.inspect(name, 5);
    expect(arrived).toMatchObject({ size: PDF.length, version: expect.any(String) });
    expect(Buffer.from(arrived!.head).toString()).toBe('%PDF-');

    await storage.direct!.keep(name, arrived!.version);
    expect(await storage.direct!.inspect(name, 5)).toBeNull();
    // A second PUT to the URL, still valid, reaches only the incoming key.
    expect(await putUpload(ticket, new File([EXE], 'quote.pdf', { type: 'application/pdf' }))).toBeUndefined();
    expect((await text((await storage.get(name))!.stream)).equals(PDF)).toBe(true);
    await storage.direct!.discard(name);
    expect(await storage.direct!.inspect(name, 5)).toBeNull();
    expect((await storage.get(name))?.size).toBe(PDF.length);
  });

  it('lets a browser on an allowed origin PUT to the bucket with the CORS rule the README gives', async () => {
    // The README's rule, as an operator sets it (aws s3api put-bucket-cors, mc, rclone, ...).
    const rule = {
      AllowedOrigins: ['https://shop.example.com'],
      AllowedMethods: ['PUT'],
      AllowedHeaders: ['content-type'],
      MaxAgeSeconds: 3600,
    };
    await s3.client.send(new PutBucketCorsCommand({ Bucket: s3.bucket, CORSConfiguration: { CORSRules: [rule] } }));
    const url = await storage.direct!.uploadUrl(key(), { contentType: 'application/pdf', size: PDF.length }, 900);
    const preflight = (origin: string) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
      });
    const allowed = await preflight('https://shop.example.com');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toContain('PUT');
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toBe('content-type');
    expect((await preflight('https://elsewhere.example.com')).status).toBe(403);
  });
});

describe.each(engines())('checkout attachments in an S3 bucket on %s', (engine) => {
  let s3: LocalS3;
  let ctx: TestContext;
  /** A second server process: its own storage client and settings, the same bucket, database and UPLOAD_SECRET. */
  let other: ReturnType<typeof createApp>;
  /** A third, handing out presigned URLs to the bucket (S3_DIRECT_UPLOADS=true). */
  let direct: ReturnType<typeof createApp>;
  let directStore: S3FileStorage;
  const stores: S3FileStorage[] = [];
  let scenarios: CheckoutScenarios;
  const lifetimes = { uploadedMs: 24 * 60 * 60 * 1000, reservedMs: 30 * 60 * 1000 };

  const storeOf = (directUploads: boolean) => {
    const store = s3Storage(s3.options({ prefix: `${engine}/`, directUploads }));
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    const uploadSecret = randomBytes(32);
    ctx = await createTestContext(engine, { storage: storeOf(false), uploadSecret, publicUrl: 'https://shop.example.com' });
    const shared = { db: ctx.db, kdfLogN: TEST_KDF_LOG_N, uploadSecret, publicUrl: 'https://shop.example.com' };
    other = createApp({ ...shared, storage: storeOf(false) });
    directStore = storeOf(true);
    direct = createApp({ ...shared, storage: directStore });
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
  });
  afterAll(async () => {
    for (const store of stores) store.close();
    await ctx?.close();
    await s3?.stop();
  });

  type App = ReturnType<typeof createApp>;
  const pdf = (filename: string, size = PDF.length): UploadFile => ({
    filename,
    contentType: 'application/pdf',
    size,
    attachmentType: 'order',
  });

  async function ticketFor(app: App, token: string, file: UploadFile): Promise<UploadTicket> {
    const { status, body } = await call<GenerateUploadUrlsResponse & { error?: string }>(app, '/api/workflow/generate-upload-urls', {
      token,
      body: { attachments: [file] },
    });
    expect(status, body.error).toBe(200);
    return body.uploads[0];
  }

  const download = (app: App, id: string, token: string) =>
    app.request(`/api/attachments/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const submit = (app: App, scenario: Scenario, ticket: UploadTicket) =>
    call<{ data?: { poId: string }; error?: string }>(app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request({
        attachments: {
          order: [{ filename: ticket.filename, originalFilename: ticket.originalFilename, isImage: ticket.isImage }],
          approval: [],
        },
      }),
    });
  const rowOf = async (id: string) => (await ctx.db.select().from(attachments).where(eq(attachments.publicId, id)))[0];

  it('keeps a file PUT through the server in the bucket; the order names it; its buyer and approvers download it, another buyer cannot', async () => {
    const scenario = await scenarios.create();
    const stranger = await scenarios.create();
    const ticket = await ticketFor(ctx.app, scenario.buyer.token, pdf('quotation.pdf'));
    expect(ticket.uploadUrl.startsWith('https://shop.example.com/api/uploads/')).toBe(true);
    expect(await putFile(ctx.app, ticket.uploadUrl, PDF, { type: 'application/pdf' })).toMatchObject({
      status: 200,
      body: { filename: ticket.filename },
    });
    expect(await s3.keys()).toContain(`${engine}/${ticket.filename}`);

    const submitted = await submit(ctx.app, scenario, ticket);
    expect(submitted.status, submitted.body.error).toBe(200);
    expect((await rowOf(ticket.attachmentId)).orderId).not.toBeNull();

    for (const token of [scenario.buyer.token, scenario.approvers.first.token]) {
      const response = await download(ctx.app, ticket.attachmentId, token);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('Content-Length')).toBe(String(PDF.length));
      expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="quotation.pdf"; filename*=UTF-8''quotation.pdf`);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    }
    expect((await download(ctx.app, ticket.attachmentId, stranger.buyer.token)).status).toBe(404);
  });

  it('serves through one server process a file uploaded through another, and an order placed through the second names it', async () => {
    const scenario = await scenarios.create();
    const ticket = await ticketFor(ctx.app, scenario.buyer.token, pdf('delivery-note.pdf'));
    expect((await putFile(ctx.app, ticket.uploadUrl, PDF, { type: 'application/pdf' })).status).toBe(200);

    const response = await download(other, ticket.attachmentId, scenario.buyer.token);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    // The URL one process signed is taken by the other, once.
    const again = await ticketFor(other, scenario.buyer.token, { ...pdf('site-photo.png', PNG.length), contentType: 'image/png' });
    expect((await putFile(ctx.app, again.uploadUrl, PNG, { type: 'image/png' })).status).toBe(200);
    expect((await putFile(other, again.uploadUrl, PNG, { type: 'image/png' })).status).toBe(409);

    const submitted = await submit(other, scenario, ticket);
    expect(submitted.status, submitted.body.error).toBe(200);
    expect((await download(ctx.app, ticket.attachmentId, scenario.approvers.first.token)).status).toBe(200);
  });

  it('hands out presigned URLs to the bucket when direct uploads are on, and checks and keeps the file when the order names it', async () => {
    const scenario = await scenarios.create();
    const ticket = await ticketFor(direct, scenario.buyer.token, pdf('signed-quote.pdf'));
    expect(ticket.uploadUrl.startsWith(`${s3.endpoint}/${s3.bucket}/${engine}/incoming/${ticket.filename}?`)).toBe(true);
    expect(new URL(ticket.uploadUrl).searchParams.get('X-Amz-Expires')).toBe('900');
    expect(await putUpload(ticket, new File([PDF], 'signed-quote.pdf', { type: 'application/pdf' }))).toBeUndefined();
    // Not served before it is checked.
    expect((await download(direct, ticket.attachmentId, scenario.buyer.token)).status).toBe(404);

    const submitted = await submit(direct, scenario, ticket);
    expect(submitted.status, submitted.body.error).toBe(200);
    const row = await rowOf(ticket.attachmentId);
    expect(row.uploadedAt).not.toBeNull();
    expect(row.contentType).toBe('application/pdf');
    expect(row.orderId).not.toBeNull();
    const keys = await s3.keys();
    expect(keys).toContain(`${engine}/${ticket.filename}`);
    expect(keys).not.toContain(`${engine}/incoming/${ticket.filename}`);

    // Another PUT to the URL, still valid, changes nothing the order holds.
    await putUpload(ticket, new File([EXE], 'signed-quote.pdf', { type: 'application/pdf' }));
    for (const app of [direct, ctx.app]) {
      const response = await download(app, ticket.attachmentId, scenario.approvers.first.token);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    }
  });

  describe('refuses a submit naming a direct upload, changing nothing, when it', () => {
    async function refusedSubmit(scenario: Scenario, ticket: UploadTicket, error: string) {
      const fixture = scenarios.workflow;
      const before = {
        orders: await fixture.orderCount(),
        cart: await fixture.cartLines(scenario.buyerId),
        stock: await fixture.stock(scenario.item.skuId),
      };
      const answer = await submit(direct, scenario, ticket);
      expect(answer).toMatchObject({ status: 400, body: { error } });
      expect({
        orders: await fixture.orderCount(),
        cart: await fixture.cartLines(scenario.buyerId),
        stock: await fixture.stock(scenario.item.skuId),
      }).toEqual(before);
      expect(await rowOf(ticket.attachmentId)).toMatchObject({ uploadedAt: null, orderId: null });
      expect(await s3.keys()).not.toContain(`${engine}/${ticket.filename}`);
    }

    it('is a program, not the PDF its name and type say, and removes it so the URL can take the right file', async () => {
      const scenario = await scenarios.create();
      const ticket = await ticketFor(direct, scenario.buyer.token, pdf('invoice.pdf'));
      await putUpload(ticket, new File([EXE], 'invoice.pdf', { type: 'application/pdf' }));
      await refusedSubmit(scenario, ticket, `invoice.pdf: ${ATTACHMENT_MESSAGES.type}`);
      expect(await s3.keys()).not.toContain(`${engine}/incoming/${ticket.filename}`);

      await putUpload(ticket, new File([PDF], 'invoice.pdf', { type: 'application/pdf' }));
      const submitted = await submit(direct, scenario, ticket);
      expect(submitted.status, submitted.body.error).toBe(200);
    });

    it('is not the size it was signed for (S3 refuses such a PUT by its signature; s3rver does not check it)', async () => {
      const scenario = await scenarios.create();
      const ticket = await ticketFor(direct, scenario.buyer.token, pdf('statement.pdf'));
      const longer = Buffer.concat([PDF, Buffer.from('\n% trailing bytes')]);
      const answer = await fetch(ticket.uploadUrl, { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: longer });
      expect(answer.status).toBe(200);
      await refusedSubmit(scenario, ticket, 'statement.pdf is not the size it was declared with; upload it again');
      expect(await s3.keys()).not.toContain(`${engine}/incoming/${ticket.filename}`);
    });

    it('never arrived', async () => {
      const scenario = await scenarios.create();
      const ticket = await ticketFor(direct, scenario.buyer.token, pdf('forgotten.pdf'));
      await refusedSubmit(scenario, ticket, 'forgotten.pdf has not been uploaded; upload it again');
    });
  });

  it("removes abandoned attachments' objects from the bucket, and keeps a direct upload whose reservation lapses once it is checked", async () => {
    const scenario = await scenarios.create();
    const abandoned = await ticketFor(ctx.app, scenario.buyer.token, pdf('abandoned.pdf'));
    expect((await putFile(ctx.app, abandoned.uploadUrl, PDF, { type: 'application/pdf' })).status).toBe(200);
    const waiting = await ticketFor(direct, scenario.buyer.token, pdf('waiting.pdf'));
    await putUpload(waiting, new File([PDF], 'waiting.pdf', { type: 'application/pdf' }));
    const wrong = await ticketFor(direct, scenario.buyer.token, pdf('wrong.pdf'));
    await putUpload(wrong, new File([EXE], 'wrong.pdf', { type: 'application/pdf' }));
    const now = Date.now();
    await ctx.db
      .update(attachments)
      .set({ createdAt: new Date(now - lifetimes.uploadedMs - 60_000) })
      .where(eq(attachments.publicId, abandoned.attachmentId));
    for (const ticket of [waiting, wrong])
      await ctx.db
        .update(attachments)
        .set({ createdAt: new Date(now - lifetimes.reservedMs - 60_000) })
        .where(eq(attachments.publicId, ticket.attachmentId));
    const objects = [`${engine}/${abandoned.filename}`, `${engine}/incoming/${waiting.filename}`, `${engine}/incoming/${wrong.filename}`];
    expect(await s3.keys()).toEqual(expect.arrayContaining(objects));

    expect(await sweepAbandonedAttachments(ctx.db, directStore, new Date(now), lifetimes)).toBeGreaterThanOrEqual(2);

    expect(await rowOf(abandoned.attachmentId)).toBeUndefined();
    expect(await rowOf(wrong.attachmentId)).toBeUndefined();
    expect((await rowOf(waiting.attachmentId)).uploadedAt).not.toBeNull();
    const keys = await s3.keys();
    expect(keys.filter((name) => objects.includes(name))).toEqual([]);
    expect(keys).toContain(`${engine}/${waiting.filename}`);
    // Still the buyer's to submit.
    const submitted = await submit(direct, scenario, waiting);
    expect(submitted.status, submitted.body.error).toBe(200);
  });
});

/** The server as `npm start` runs it with STORAGE_DRIVER=s3, over HTTP. */
describe('a server started with STORAGE_DRIVER=s3', () => {
  let s3: LocalS3;
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    server = await startServer({
      port: 0,
      hostname: '127.0.0.1',
      dataDir: 'memory',
      demoData: true,
      seedProducts: 20,
      kdfLogN: TEST_KDF_LOG_N,
      s3: s3.options({ prefix: 'served/' }),
      quiet: true,
    });
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@lapasar.test', password: DEMO_PASSWORD }),
    });
    token = ((await login.json()) as { user: { auth_token: string } }).user.auth_token;
  });
  afterAll(async () => {
    await server?.close();
    await s3?.stop();
  });

  it('streams a 3 MB file PUT to its URL into the bucket and serves it back', async () => {
    const bytes = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024 - PNG.length, 7)]);
    const generated = await fetch(`${server.url}/api/workflow/generate-upload-urls`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        attachments: [{ filename: 'plan.png', contentType: 'image/png', size: bytes.length, attachmentType: 'order' }],
      }),
    });
    const [upload] = ((await generated.json()) as GenerateUploadUrlsResponse).uploads;
    const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: bytes });
    expect(await put.json()).toEqual({ success: true, filename: upload.filename, originalFilename: 'plan.png', isImage: true });
    expect(await s3.keys()).toEqual([`served/${upload.filename}`]);
    const download = await fetch(`${server.url}/api/attachments/${upload.attachmentId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
