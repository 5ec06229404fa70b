import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateUploadUrlsResponse } from '../../src/contract/types';
import { MAX_FILE_BYTES } from '../../src/lib/attachments';
import { startServer, type RunningServer } from '../../server/serve';
import { TEST_KDF_LOG_N } from './support/context';
import { DEMO_PASSWORD } from './support/http';
import { PNG } from './support/upload-files';

/** Over the wire: the JSON body limit does not cap uploads, and a declared size over the limit is refused before any byte is sent. */
describe('uploads over HTTP', () => {
  let server: RunningServer;
  let uploadDir: string;
  let token: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'lapasar-uploads-http-'));
    server = await startServer({
      port: 0,
      dataDir: 'memory',
      demoData: true,
      seedProducts: 20,
      kdfLogN: TEST_KDF_LOG_N,
      uploadDir,
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
    await rm(uploadDir, { recursive: true, force: true });
  });

  async function ticket(size: number) {
    const response = await fetch(`${server.url}/api/workflow/generate-upload-urls`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ attachments: [{ filename: 'plan.png', contentType: 'image/png', size, attachmentType: 'order' }] }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as GenerateUploadUrlsResponse).uploads[0];
  }

  it('stores a 3 MB file PUT to its URL and serves it back', async () => {
    const bytes = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024 - PNG.length, 7)]);
    const upload = await ticket(bytes.length);
    expect(upload.uploadUrl.startsWith(`${server.url}/api/uploads/`)).toBe(true);
    const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: bytes });
    expect(await put.json()).toEqual({ success: true, filename: upload.filename, originalFilename: 'plan.png', isImage: true });
    const download = await fetch(`${server.url}/api/attachments/${upload.attachmentId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await readdir(uploadDir)).toHaveLength(1);
  });

  it('answers 413 to a declared 10 MB + 1 byte without waiting for the body', async () => {
    const upload = await ticket(PNG.length);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        upload.uploadUrl,
        { method: 'PUT', headers: { 'Content-Type': 'image/png', 'Content-Length': String(MAX_FILE_BYTES + 1) } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on('error', reject);
      // Headers only: the answer must come while the body is still owed.
      request.flushHeaders();
    });
    expect(status).toBe(413);
  });
});
