import './support/storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutAttachments, uploadedRefs, type KeptFile } from '../../src/store/checkout-attachments';
import { $token, configure } from '../../src/store/index';

const API = 'http://api.test/api';
const BUCKET_URL = 'https://files.example.com/attachments/incoming/k3yOfTheServer_0000000000?X-Amz-Signature=abc';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
}

/** The API signs a presigned bucket URL; the bucket answers a PUT as S3 does: 200, no body, no content type. */
function bucketFetch(): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    seen.push({ method: init.method ?? 'GET', url: String(input), headers: new Headers(init.headers) });
    if (String(input) === `${API}/workflow/generate-upload-urls`) {
      const ticket = {
        uploadUrl: BUCKET_URL,
        filename: 'k3yOfTheServer_0000000000',
        originalFilename: 'quote.pdf',
        isImage: false,
        attachmentId: '41f3c2d0-8e5b-4a71-9c36-0d2e7b5a9f18',
        expiresAt: '2026-11-23T08:15:00.000Z',
      };
      return new Response(JSON.stringify({ success: true, uploads: [ticket] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (String(input) === BUCKET_URL && init.method === 'PUT')
      return new Response('', { status: 200, headers: { ETag: '"9a0364b9e99bb480dd25e1f0284c8555"' } });
    return new Response(JSON.stringify({ error: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

beforeEach(() => {
  configure({ apiBase: API });
  $token.set('tok-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkout attachments uploaded straight to a bucket', () => {
  it("marks the file uploaded on S3's empty 200 and names it in the submit by the ticket's key", async () => {
    const seen = bucketFetch();
    const files = checkoutAttachments();
    const settled = new Promise<string>((resolve) => {
      const stop = files.$slots.listen((slots) => {
        const state = slots.order?.[0]?.state;
        if (state === undefined || state === 'uploading') return;
        stop();
        resolve(state);
      });
    });
    expect(files.add('order', [new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' })])).toEqual([]);
    expect(await settled).toBe('uploaded');

    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.url).toBe(BUCKET_URL);
    // The signed type, and no bearer token for the bucket.
    expect(put?.headers.get('content-type')).toBe('application/pdf');
    expect(put?.headers.has('authorization')).toBe(false);
    expect(files.$slots.get().order?.[0]).toMatchObject({ attachmentId: '41f3c2d0-8e5b-4a71-9c36-0d2e7b5a9f18', error: null });
    expect(uploadedRefs(files.$slots.get(), 'order')).toEqual([
      { filename: 'k3yOfTheServer_0000000000', originalFilename: 'quote.pdf', isImage: false },
    ]);
  });
});

describe('a draft kept before attachment ids were random', () => {
  it('keeps its files by their keys and forgets the whole-number ids, which name no file now', () => {
    const files = checkoutAttachments();
    const attachment = { filename: 'k3yOfTheServer_0000000001', originalFilename: 'old.pdf', isImage: false };
    // As localStorage hands back a draft written by the earlier wizard.
    const kept = JSON.parse(JSON.stringify({ attachmentId: 41, name: 'old.pdf', attachment })) as KeptFile;
    files.restore({ order: [kept] });
    expect(files.$slots.get().order?.[0]).toMatchObject({ state: 'uploaded', attachmentId: null });
    expect(uploadedRefs(files.$slots.get(), 'order')).toEqual([attachment]);
  });
});
