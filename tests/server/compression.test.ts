import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/context';

const SCRIPT = `export const loaded = ${JSON.stringify('x'.repeat(2000))};\n`;
const CSS = 'body { margin: 0; }';
const PAGE = `<!doctype html><title>LaPasar</title><meta name="lapasar-live-chat-src" content="" /><style>${CSS}</style>\n`;
const HASHED = 'main-Ab3dE_9z.js';
/** The router's chunk, which main.js starts after the first paint. */
const HASHED_CHUNK = 'app-Zy8xW_7v.js';

/** A file with the brotli and gzip copies the build writes beside it. */
function writeWithCopies(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

describe('compression and caching of what the browser downloads', () => {
  let ctx: TestContext;
  let sites: string;
  beforeAll(async () => {
    sites = mkdtempSync(join(tmpdir(), 'lapasar-compression-'));
    mkdirSync(join(sites, 'sdk', 'elements'), { recursive: true });
    mkdirSync(join(sites, 'storefront', 'images'), { recursive: true });
    writeWithCopies(join(sites, 'sdk', 'elements', 'lapasar-header.js'), SCRIPT);
    writeWithCopies(join(sites, 'storefront', 'index.html'), PAGE);
    writeWithCopies(join(sites, 'storefront', HASHED), SCRIPT);
    writeWithCopies(join(sites, 'storefront', HASHED_CHUNK), SCRIPT);
    writeFileSync(join(sites, 'storefront', 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ctx = await createTestContext('pglite', { sdkDir: join(sites, 'sdk'), storefrontDir: join(sites, 'storefront') });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(sites, { recursive: true, force: true });
  });

  describe.each(['/sdk/elements/lapasar-header.js', `/${HASHED}`, '/', '/search'])('%s', (path) => {
    const original = path.endsWith('.js') ? SCRIPT : PAGE;

    it('goes out as brotli to a browser that accepts it', async () => {
      const response = await ctx.app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Encoding')).toBe('br');
      expect(response.headers.get('Vary')).toContain('Accept-Encoding');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(original);
    });

    it('goes out as gzip to one that accepts only gzip, and as it is to one that accepts neither', async () => {
      const gzipped = await ctx.app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(original);
      const plain = await ctx.app.request(path);
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      expect(await plain.text()).toBe(original);
    });

    it('answers 304 to a revalidation when the file has not changed', async () => {
      const first = await ctx.app.request(path, { headers: { 'Accept-Encoding': 'br' } });
      const lastModified = first.headers.get('Last-Modified') as string;
      expect(lastModified).toBeTruthy();
      const again = await ctx.app.request(path, { headers: { 'Accept-Encoding': 'br', 'If-Modified-Since': lastModified } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      expect((await ctx.app.request(path, { headers: { 'If-Modified-Since': older } })).status).toBe(200);
    });
  });

  it('keeps a hashed storefront file for a year, and revalidates the page, unhashed files and SDK entry files', async () => {
    expect((await ctx.app.request(`/${HASHED}`)).headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await ctx.app.request(`/${HASHED_CHUNK}`)).headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await ctx.app.request('/')).headers.get('Cache-Control')).toBe('no-cache');
    expect((await ctx.app.request('/images/logo.svg')).headers.get('Cache-Control')).toBe('no-cache');
    const sdk = await ctx.app.request('/sdk/elements/lapasar-header.js');
    expect(sdk.headers.get('Cache-Control')).toBe('public, max-age=300, stale-while-revalidate=3600');
  });

  it("allows the page's inline stylesheet by its hash and no other inline style", async () => {
    const policy = (await ctx.app.request('/')).headers.get('Content-Security-Policy') ?? '';
    const styleSrc = policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('style-src '));
    const hash = createHash('sha256').update(CSS).digest('base64');
    expect(styleSrc).toBe(`style-src 'self' 'sha256-${hash}'`);
  });

  describe('API answers', () => {
    it('gzips a JSON answer above 1 KB, keeps its validator (weak) and still answers 304', async () => {
      const plain = await ctx.app.request('/api/products');
      const body = await plain.text();
      expect(body.length).toBeGreaterThan(1024);
      const tag = plain.headers.get('ETag') as string;

      const response = await ctx.app.request('/api/products', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(response.headers.get('Content-Encoding')).toBe('gzip');
      expect(response.headers.get('Vary')).toContain('Accept-Encoding');
      expect(response.headers.get('ETag')).toBe(`W/${tag}`);
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(body);

      const again = await ctx.app.request('/api/products', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': `W/${tag}` } });
      expect(again.status).toBe(304);
    });

    it('honours q-values: not to a client that refuses gzip, yes to one that takes anything', async () => {
      const refused = await ctx.app.request('/api/products', { headers: { 'Accept-Encoding': 'gzip;q=0, br' } });
      expect(refused.headers.get('Content-Encoding')).toBeNull();
      expect(refused.headers.get('Vary')).toContain('Accept-Encoding');
      expect(JSON.parse(await refused.text())).toHaveProperty('products');
      const anything = await ctx.app.request('/api/products', { headers: { 'Accept-Encoding': '*' } });
      expect(anything.headers.get('Content-Encoding')).toBe('gzip');
    });

    it('sends a small answer as it is', async () => {
      const response = await ctx.app.request('/api/wishlist/count', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('Content-Encoding')).toBeNull();
    });
  });
});
