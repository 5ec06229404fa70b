import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner, ProductDetailResponse, SearchResponse } from '../../src/contract/types';
import { cardName } from '../../src/lib/product';
import { banners, products } from '../../server/db/schema';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';

const EMPTY_MAIN = '<main id="main" tabindex="-1"></main>';
const PAGE = `<!doctype html><html lang="en"><head><title>LaPasar</title><style>main{display:block}</style></head><body>${EMPTY_MAIN}<script type="module" src="/main.js"></script></body></html>\n`;

/** The build's page in Bahasa Malaysia (index.ms.html). */
const MALAY_PAGE = PAGE.replace('<html lang="en">', '<html lang="ms">');
const IN_MALAY = { Cookie: 'lapasar_locale=ms-MY' };

/** The <main> of a page: what the server rendered into it, or nothing. */
const mainOf = (html: string) => /<main id="main" tabindex="-1">([\s\S]*)<\/main>/.exec(html)?.[1];

describe.each(engines())('server-rendered storefront pages on %s', (engine) => {
  let ctx: TestContext;
  let site: string;
  let listed: number[];
  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'lapasar-pages-'));
    mkdirSync(join(site, 'storefront'), { recursive: true });
    writeFileSync(join(site, 'storefront', 'index.html'), PAGE);
    writeFileSync(join(site, 'storefront', 'index.ms.html'), MALAY_PAGE);
    ctx = await createTestContext(engine, { storefrontDir: join(site, 'storefront') });
    const listing = await call<{ products: { product_id: number }[] }>(ctx.app, '/api/products');
    listed = listing.body.products.map((product) => product.product_id);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(site, { recursive: true, force: true });
  });

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await ctx.app.request(path, { headers });
    return { response, html: await response.text() };
  };

  it("renders a product's page with its element and the name, category and images a visitor's answer has", async () => {
    const id = listed[0];
    const detail = (await call<ProductDetailResponse>(ctx.app, `/api/products/${id}`)).body.data;
    const { response, html } = await page(`/products/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const main = mainOf(html) ?? '';
    expect(
      main.startsWith(
        `<h1 class="visually-hidden">Product</h1><lapasar-product-detail product-id="${id}"><div slot="preview" class="product-preview" aria-busy="true">`,
      ),
    ).toBe(true);
    expect(main).toContain(`<h2 class="product-preview-title">${detail.product_name}</h2>`);
    expect(main).toContain(`<li>${detail.category_name}</li>`);
    expect(main).toContain(
      `src="${detail.images[0]}" alt="${detail.product_name}, image 1 of ${detail.images.length}" width="420" height="420"`,
    );
    for (const image of detail.images) expect(main).toContain(`<img src="${image}" alt="" width="64" height="64">`);
    // Only <main> changes: the rest of the page is as built.
    expect(html.replace(/<main id="main" tabindex="-1">[\s\S]*<\/main>/, EMPTY_MAIN)).toBe(PAGE);
  });

  it('escapes what the product says, so a name cannot add markup to the page', async () => {
    const id = listed[1];
    const name = `<img src=x onerror="alert(1)"> & 'Gloves'`;
    await changeHeard(ctx.db, 'products', () => ctx.db.update(products).set({ name }).where(eq(products.id, id)));
    const { html } = await page(`/products/${id}`);
    const main = mainOf(html) ?? '';
    expect(main).toContain('<h2 class="product-preview-title">&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;Gloves&#39;</h2>');
    expect(main).not.toContain('<img src=x');
    expect(main).not.toContain('onerror="');
  });

  it("leaves the page as built where a visitor's answer would refuse the product, or the path names none", async () => {
    const exclusive = listed[2];
    await changeHeard(ctx.db, 'products', () =>
      ctx.db.update(products).set({ listingType: 'catalogue' }).where(eq(products.id, exclusive)),
    );
    expect((await ctx.app.request(`/api/products/${exclusive}`)).status).toBe(404);
    for (const path of [
      `/products/${exclusive}`,
      '/products/999999999',
      '/products/0',
      '/products/99999999999',
      '/products/abc',
      `/products/${listed[0]}/x`,
      '/search',
    ]) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(html, path).toBe(PAGE);
    }
  });

  it('matches the product route as the router does, whatever the case', async () => {
    const { html } = await page(`/PRODUCTS/${listed[0]}`);
    expect(mainOf(html)).toContain(`<lapasar-product-detail product-id="${listed[0]}">`);
  });

  it("renders a search's first page as a visitor's search answers it, and preloads its first image ahead of the scripts", async () => {
    const found = (await call<SearchResponse>(ctx.app, '/api/search?q=mask')).body;
    expect(found.hits.length).toBeGreaterThan(1);
    const { response, html } = await page('/search?q=mask');
    expect(response.status).toBe(200);
    const main = mainOf(html) ?? '';
    expect(
      main.startsWith(
        '<h1 class="visually-hidden">Search results</h1><lapasar-product-grid source="search" query="mask" search-type="by-product"><div slot="preview" class="grid-preview" aria-busy="true">',
      ),
    ).toBe(true);
    expect(main).toContain(
      `<p class="grid-preview-count">Showing ${found.hits.length} of ${found.nbHits ?? found.estimatedTotalHits} results for mask</p>`,
    );
    const cards = [
      ...main.matchAll(
        /<img class="grid-preview-image" src="([^"]+)"[^>]*><a class="grid-preview-name" href="\/products\/(\d+)" title="([^"]*)">([^<]*)<\/a>/g,
      ),
    ];
    expect(cards.map(([, src, id, title, shown]) => ({ src, id: Number(id), title, shown }))).toEqual(
      found.hits.map((hit) => ({ src: hit.thumbnail, id: hit.recid, title: hit.title, shown: cardName(hit.title) })),
    );
    // The first image is asked for before anything else; apart from that and <main>, the page is as built.
    const link = `<link rel="preload" as="image" href="${found.hits[0].thumbnail}" fetchpriority="high" />`;
    expect(html.indexOf(link)).toBe(html.indexOf('<head>') + '<head>'.length);
    expect(html.replace(link, '').replace(/<main id="main" tabindex="-1">[\s\S]*<\/main>/, EMPTY_MAIN)).toBe(PAGE);
  });

  it('escapes the search text, keeps the search type, and leaves a search with no result, no text or too long a text as built', async () => {
    const marked = await page(`/search?q=${encodeURIComponent('mask "<b>&')}&type=by-product`);
    expect(mainOf(marked.html)).toContain(
      '<lapasar-product-grid source="search" query="mask &quot;&lt;b&gt;&amp;" search-type="by-product">',
    );
    const bySeller = (await call<SearchResponse>(ctx.app, '/api/search?q=VNDR-000001&type=by-seller')).body;
    const seller = await page('/search?q=VNDR-000001&type=by-seller');
    expect(bySeller.hits.length).toBeGreaterThan(0);
    expect(mainOf(seller.html)).toContain('<lapasar-product-grid source="search" query="VNDR-000001" search-type="by-seller">');
    expect(mainOf(seller.html)).toContain(`href="/products/${bySeller.hits[0].recid}"`);
    for (const path of ['/search?q=zzqxqzz', '/search?q=', '/search?q=%20%20', `/search?q=${'a'.repeat(201)}`]) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(html, path).toBe(PAGE);
    }
  });

  it("renders the home page's first banner in its element's preview, and preloads its image ahead of the scripts", async () => {
    const listed = (await call<Banner[]>(ctx.app, '/api/banners/home')).body;
    expect(listed.length).toBeGreaterThan(1);
    const [first] = listed;
    const { response, html } = await page('/?from=mail');
    expect(response.status).toBe(200);
    expect(mainOf(html)).toBe(
      `<h1 class="visually-hidden">Home</h1><lapasar-home><div slot="preview" class="home-preview" aria-busy="true"><a class="home-preview-link" href="${first.url}"><img class="home-preview-image" src="${first.imagePath}" alt="${first.title}" width="1200" height="400" fetchpriority="high"></a></div></lapasar-home>`,
    );
    const link = `<link rel="preload" as="image" href="${first.imagePath}" fetchpriority="high" />`;
    expect(html.indexOf(link)).toBe(html.indexOf('<head>') + '<head>'.length);
    expect(html.replace(link, '').replace(/<main id="main" tabindex="-1">[\s\S]*<\/main>/, EMPTY_MAIN)).toBe(PAGE);
  });

  it('names an untitled first banner by its place and escapes its address, as the carousel does', async () => {
    const [first] = await ctx.db.select().from(banners).orderBy(banners.sortOrder, banners.id).limit(1);
    await changeHeard(ctx.db, 'banners', () =>
      ctx.db.update(banners).set({ title: '', url: '/search?q="<b>&' }).where(eq(banners.id, first.id)),
    );
    try {
      const main = mainOf((await page('/')).html) ?? '';
      expect(main).toContain('<a class="home-preview-link" href="/search?q=&quot;&lt;b&gt;&amp;">');
      expect(main).toContain('alt="Banner 1"');
    } finally {
      await changeHeard(ctx.db, 'banners', () =>
        ctx.db.update(banners).set({ title: first.title, url: first.url }).where(eq(banners.id, first.id)),
      );
    }
  });

  it('leaves the home page as built once there are no banners', async () => {
    expect(mainOf((await page('/')).html)).toContain('<div slot="preview" class="home-preview" aria-busy="true">');
    const kept = await ctx.db.select().from(banners);
    await changeHeard(ctx.db, 'banners', () => ctx.db.delete(banners));
    try {
      expect(await call<Banner[]>(ctx.app, '/api/banners/home')).toMatchObject({ status: 200, body: [] });
      const { response, html } = await page('/');
      expect(response.status).toBe(200);
      expect(html).toBe(PAGE);
    } finally {
      await changeHeard(ctx.db, 'banners', () => ctx.db.insert(banners).values(kept));
    }
  });

  it('compresses the page as the browser accepts, and answers 304 while it has not changed', async () => {
    const path = `/products/${listed[0]}`;
    const plain = await page(path);
    expect(plain.response.headers.get('Content-Encoding')).toBeNull();
    expect(plain.response.headers.get('Vary')).toBe('Accept-Encoding, Cookie');

    const br = await ctx.app.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.byteLength);
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain.html);

    const gzip = await ctx.app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain.html);

    const etag = plain.response.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await ctx.app.request(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await changeHeard(ctx.db, 'products', () =>
      ctx.db.update(products).set({ name: 'Renamed Nitrile Gloves' }).where(eq(products.id, listed[0])),
    );
    const changed = await ctx.app.request(path, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(mainOf(await changed.text())).toContain('Renamed Nitrile Gloves');
  });

  it("speaks the storefront's locale (its cookie): the Malay page, its first views worded as the Malay elements word them", async () => {
    const id = listed[0];
    const detail = (await call<ProductDetailResponse>(ctx.app, `/api/products/${id}`)).body.data;
    const product = await page(`/products/${id}`, IN_MALAY);
    expect(product.response.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    const main = mainOf(product.html) ?? '';
    expect(main.startsWith(`<h1 class="visually-hidden">Produk</h1><lapasar-product-detail product-id="${id}">`)).toBe(true);
    expect(main).toContain('<nav aria-label="Laluan navigasi"><ol class="product-preview-crumbs"><li><a href="/">Utama</a></li>');
    expect(main).toContain(`role="group" aria-label="Imej produk"`);
    expect(main).toContain(`alt="${detail.product_name}, imej 1 daripada ${detail.images.length}"`);
    expect(product.html.replace(/<main id="main" tabindex="-1">[\s\S]*<\/main>/, EMPTY_MAIN)).toBe(MALAY_PAGE);

    const found = (await call<SearchResponse>(ctx.app, '/api/search?q=mask')).body;
    const search = mainOf((await page('/search?q=mask', IN_MALAY)).html) ?? '';
    expect(search.startsWith('<h1 class="visually-hidden">Hasil carian</h1>')).toBe(true);
    expect(search).toContain('<h2 class="grid-preview-title">Hasil Carian</h2>');
    expect(search).toContain(
      `<p class="grid-preview-count">Memaparkan ${found.hits.length} daripada ${found.nbHits ?? found.estimatedTotalHits} hasil untuk mask</p>`,
    );
    expect(search).toContain('<ul class="grid-preview-cards" aria-label="Hasil Carian">');

    const [first] = await ctx.db.select().from(banners).orderBy(banners.sortOrder, banners.id).limit(1);
    await changeHeard(ctx.db, 'banners', () => ctx.db.update(banners).set({ title: '' }).where(eq(banners.id, first.id)));
    try {
      const home = mainOf((await page('/', IN_MALAY)).html) ?? '';
      expect(home.startsWith('<h1 class="visually-hidden">Utama</h1><lapasar-home>')).toBe(true);
      expect(home).toContain('alt="Sepanduk 1"');
    } finally {
      await changeHeard(ctx.db, 'banners', () => ctx.db.update(banners).set({ title: first.title }).where(eq(banners.id, first.id)));
    }

    // A page with no first view of its own goes out as the Malay page; an English cookie, or none, gets the English one.
    const cart = await page('/cart', IN_MALAY);
    expect([cart.response.status, cart.html, cart.response.headers.get('Vary')]).toEqual([200, MALAY_PAGE, 'Accept-Encoding, Cookie']);
    expect((await page('/cart', { Cookie: 'lapasar_locale=en-MY' })).html).toBe(PAGE);
    expect(mainOf((await page(`/products/${id}`, { Cookie: 'lapasar_locale=en-MY' })).html)).toContain(
      '<h1 class="visually-hidden">Product</h1>',
    );
    // The browser's own language does not decide: the elements follow the storefront's choice, which the cookie keeps.
    expect((await page('/cart', { 'Accept-Language': 'ms-MY' })).html).toBe(PAGE);
  });
});
