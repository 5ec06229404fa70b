import { sql } from 'drizzle-orm';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CartResponse, LoginResponse, ProductListResponse, ProductListing } from '../../src/api/types';
import { useHarness } from './harness';
import { presetLocation } from './support';

const harness = useHarness();

const BUYER = 'buyer@lapasar.test';
const SELANGOR = { 'X-State': 'Selangor', 'X-District': 'Petaling' };

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${harness().url}/api${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Words of the elements' English that Bahasa Malaysia does not use: one of them left in an element
 * (once product and buyer data are taken out) is text the catalogues missed.
 */
const ENGLISH =
  /\b(the|and|your|please|add|added|cart|search|results|price|quantity|select|loading|remove|next|back|submit|order|orders|shipping|total|subtotal|items|stock|sold|free|location|sign|login|logout|compare|wishlist|home|categories|products?|seller|vendor|failed|try|view|available|filters?|sort|page|brand|ratings?|reviews?|details|attachment|approver|required|checkout|proceed|buyer|company|welcome|supplier|account|register|close|set|marketplace|catalogue|relevance|newest|previous|showing|of|for|with|by|to)\b/i;

/**
 * The texts an element shows (text, and the names and hints in aria-label, title, placeholder and
 * alt), through every shadow root inside it, that still read as English once `data` (product and
 * buyer data, which stay as the seller and buyer wrote them) is taken out.
 */
function englishLeft(element: Locator, data: string[]): Promise<string[]> {
  return element.evaluate(
    (host, { data, pattern }) => {
      const english = new RegExp(pattern, 'i');
      const found: string[] = [];
      const check = (text: string | null) => {
        if (!text) return;
        let rest = text;
        for (const value of data) if (value) rest = rest.split(value).join(' ');
        if (english.test(rest)) found.push(text.trim());
      };
      const walk = (root: Node) => {
        for (const node of root.childNodes) {
          if (node.nodeType === Node.TEXT_NODE) check(node.textContent);
          if (!(node instanceof Element) || ['style', 'script', 'noscript', 'template'].includes(node.localName)) continue;
          // A shadow host's child no slot shows (a server preview the element replaced) is not on screen.
          if (node.parentElement?.shadowRoot && !node.assignedSlot) continue;
          for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) check(node.getAttribute(attribute));
          if (node.shadowRoot) walk(node.shadowRoot);
          walk(node);
        }
      };
      walk(host.shadowRoot ?? host);
      return found;
    },
    // Longest first: a product's description holds its name.
    { data: [...data].sort((a, b) => b.length - a.length), pattern: ENGLISH.source },
  );
}

/** Every LaPasar element on the page, by tag. */
const elementsOn = (page: Page) =>
  page.locator('lapasar-header, lapasar-product-grid, lapasar-product-detail, lapasar-cart, lapasar-checkout-wizard, lapasar-login');

async function expectNoEnglish(page: Page, data: string[]): Promise<void> {
  const elements = await elementsOn(page).all();
  for (const element of elements) {
    const tag = await element.evaluate((node) => node.localName);
    expect(await englishLeft(element, data), tag).toEqual([]);
  }
}

describe('the storefront in Bahasa Malaysia', () => {
  it('switches from the header, remembers it, and walks search, product, cart and checkout in Malay', async () => {
    // The demo buyer's cart emptied, so the one line added here is the whole order.
    const login = await api<LoginResponse>('/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.61' },
      body: JSON.stringify({ email: BUYER, password: 'Demo#2026' }),
    });
    const buyer = { authorization: `Bearer ${login.user.auth_token}`, ...SELANGOR };
    for (const item of (await api<CartResponse>('/cart', { headers: buyer })).data.cartItems) {
      await api(`/cart/items/${item.sku_id}`, { method: 'DELETE', headers: buyer });
    }
    const listing = await api<ProductListResponse>('/products/unified?limit=100', { headers: SELANGOR });
    const product = listing.products.find(
      (p: ProductListing) =>
        p.is_variant === 'N' &&
        p.availability === 'Y' &&
        p.ships_to_location &&
        p.primary_sku_id !== null &&
        (p.primary_sku_price ?? 0) > 0 &&
        p.total_stock > p.moq * 2 &&
        p.moq <= 10,
    );
    if (!product) throw new Error('no simple product shipped to Selangor');

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    const header = page.locator('lapasar-header');

    // The switch, in the header's top bar: BM for Bahasa Malaysia.
    await header.getByRole('button', { name: 'Bahasa Malaysia' }).click();
    await expect.poll(() => header.locator('[part="top-bar"]').textContent()).toContain('Jadi Pembekal');
    expect(await header.getByRole('button', { name: 'Bahasa Malaysia' }).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, localStorage.getItem('locale'), document.title]))
      .toEqual(['ms', 'ms-MY', 'Utama | LaPasar']);
    expect(await page.locator('footer [data-text="policies"]').textContent()).toBe('Polisi');

    // Remembered: a reload comes back in Malay, the page the server sends already in it (lang,
    // skip link, footer and the home page's first view), before any script runs.
    const sent = await (await page.reload())?.text();
    expect(sent).toContain('<html lang="ms">');
    expect(sent).toContain('>Langkau ke kandungan</a>');
    expect(sent).toContain('>Polisi</h2>');
    expect(sent).toContain('<h1 class="visually-hidden">Utama</h1><lapasar-home>');
    expect(sent).not.toContain('Skip to content');
    await expect.poll(() => header.locator('[part="top-bar"]').textContent()).toContain('Jadi Pembekal');

    // Sign in, in Malay.
    await header.getByRole('button', { name: 'Akaun', exact: true }).click();
    await header.getByRole('button', { name: 'Log masuk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log masuk ke LaPasar' });
    await dialog.getByLabel('E-mel').fill(BUYER);
    await dialog.getByLabel('Kata laluan').fill('Demo#2026');
    await dialog.getByRole('button', { name: 'Log Masuk', exact: true }).click();
    await page.waitForFunction(() => localStorage.getItem('token') !== null);
    await expect.poll(() => header.locator('[part="top-bar"]').textContent()).toContain(`Selamat datang, ${login.user.userName}`);
    const people = [login.user.userName, 'Selangor', 'Petaling', 'LAPASAR', 'LaPasar'];
    await expectNoEnglish(page, people);

    // Search from the header.
    await header.getByPlaceholder('Apa yang anda cari?').fill(product.product_name);
    await header.getByRole('button', { name: 'Cari', exact: true }).click();
    const grid = page.locator('lapasar-product-grid');
    await expect.poll(() => grid.locator('h1, h2').first().textContent()).toBe('Hasil Carian');
    const card = grid.locator(`[part="product-card"]:has(a[href="/products/${product.product_id}"])`).first();
    await card.waitFor();
    await expect.poll(() => grid.locator('[part="product-card"]').count()).toBeGreaterThan(0);
    const shown = await api<ProductListResponse>('/products/unified?limit=100', { headers: SELANGOR });
    const productData = [...people, ...shown.products.flatMap((p) => [p.product_name, p.seller_name ?? '', p.brand ?? ''])];
    const searchResults = await grid
      .locator('[part="product-card"]')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('h3, h2')?.textContent ?? ''));
    await expectNoEnglish(page, [...productData, ...searchResults, product.product_name]);
    expect(await grid.textContent()).not.toContain('Search Results');

    // The product.
    await card.locator(`a[href="/products/${product.product_id}"]`).first().click();
    const detail = page.locator('lapasar-product-detail');
    const addToCart = detail.locator('[part="add-to-cart"]');
    await expect.poll(() => addToCart.textContent()).toBe('Tambah ke Troli');
    const { data: about } = await api<{ data: Record<string, unknown> }>(
      `/products/${product.product_id}?state=Selangor&district=Petaling`,
    );
    // The seller's own words: name, description, specifications, warranty and the like.
    const detailData = Object.values(about).filter((value): value is string => typeof value === 'string' && value.length > 2);
    await expectNoEnglish(page, [...productData, ...detailData]);

    // Add to cart; the header's count follows.
    await addToCart.click();
    await expect.poll(() => header.locator('[part="cart-link"] [part="badge"]').textContent()).toBe('1');

    // The cart.
    await header.locator('[part="cart-link"]').click();
    const cart = page.locator('lapasar-cart');
    await expect.poll(() => cart.locator('[part="cart-line"]').count()).toBe(1);
    await expect.poll(() => cart.locator('[part="order-summary"] h2').textContent()).toBe('Ringkasan Pesanan');
    expect(await page.title()).toBe('Troli | LaPasar');
    expect(await cart.locator('[part="order-summary"] dt').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Jumlah Kecil \(\d+ item\)$/), 'Jumlah Keseluruhan']),
    );
    const figures = await cart.locator('[part="order-summary"] dd').allTextContents();
    for (const figure of figures.filter((text) => text.startsWith('RM'))) expect(figure).toMatch(/^RM \d{1,3}(,\d{3})*\.\d{2}$/);
    const checkout = cart.locator('[part="checkout"]');
    expect(await checkout.textContent()).toBe('DAFTAR KELUAR');
    await expectNoEnglish(page, productData);

    // Checkout's first step.
    await checkout.click();
    const wizard = page.locator('lapasar-checkout-wizard');
    await expect.poll(() => wizard.locator('[data-step-content] h2').first().textContent(), { timeout: 15_000 }).toBe('Butiran Pembeli');
    await expect.poll(() => wizard.locator('[part="checkout-wizard"]').getAttribute('aria-busy'), { timeout: 10_000 }).toBe('false');
    expect(await wizard.locator('[part="steps"] button').allTextContents()).toEqual([
      expect.stringContaining('Butiran Pembeli'),
      expect.stringContaining('Lampiran untuk Pelulus'),
      expect.stringContaining('Butiran Produk'),
    ]);
    const buyerData = await wizard.evaluate((host) =>
      [...(host.shadowRoot?.querySelectorAll('option, [part="line"] strong, [part="approvers"] li') ?? [])].map(
        (node) => node.textContent ?? '',
      ),
    );
    await expectNoEnglish(page, [...productData, ...buyerData]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows every screen in Malay, with only product and buyer data left in English, and switches back', async () => {
    const data = await seededData();
    const screens: { email: string | null; paths: string[] }[] = [
      { email: null, paths: ['/', '/search?q=mask', '/categories', '/login', '/register'] },
      {
        email: BUYER,
        paths: [
          '/',
          '/search?q=glove',
          '/categories',
          '/products',
          '/products/1',
          '/vendors/1',
          '/compare',
          '/cart',
          '/quick-order',
          '/wishlist',
          '/lists',
          '/checkout',
          '/orders',
          '/orders/pre-orders',
          '/dashboard',
          '/profile',
        ],
      },
      { email: 'catalogue@lapasar.test', paths: ['/app/marketplace/product/catalogue', '/app/marketplace/product/catalogue_category'] },
      { email: 'approver@lapasar.test', paths: ['/approvals'] },
      { email: 'energy@lapasar.test', paths: ['/tnb/dashboard', '/workflow/checkout'] },
    ];
    const left: Record<string, string[]> = {};
    for (const { email, paths } of screens) {
      const { page, context, errors } = await harness().newPage();
      await presetLocation(context);
      await context.addInitScript(() => localStorage.setItem('locale', 'ms-MY'));
      if (email) await signInAs(context, email);
      for (const path of paths) {
        await page.goto(path);
        await settledScreen(page);
        const english = await englishOnPage(page, data);
        if (english.length > 0) left[`${email ?? 'visitor'} ${path}`] = english;
      }
      expect(errors).toEqual([]);
      await context.close();
    }
    expect(left).toEqual({});

    // And back: English from the header's switch, on the same page, remembered. (Malay is chosen
    // before the first page only: on the reload, the page keeps what the switch stored.)
    const { page, context } = await harness().newPage();
    await presetLocation(context);
    await context.addInitScript(() => {
      if (localStorage.getItem('locale') === null) localStorage.setItem('locale', 'ms-MY');
    });
    await page.goto('/');
    const header = page.locator('lapasar-header');
    await expect.poll(() => header.locator('[part="top-bar"]').textContent()).toContain('Jadi Pembekal');
    await header.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => header.locator('[part="top-bar"]').textContent()).toContain('Become a Supplier');
    await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.title])).toEqual(['en', 'Home | LaPasar']);
    const sent = await (await page.reload())?.text();
    expect(sent).toContain('<html lang="en">');
    expect(sent).toContain('<h1 class="visually-hidden">Home</h1><lapasar-home>');
    await expect.poll(() => header.locator('[part="top-bar"]').textContent()).toContain('Become a Supplier');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en-MY');
    await context.close();
  });
});

/** Signs `email` in through the API and leaves the session where the elements look for it. */
async function signInAs(context: BrowserContext, email: string): Promise<void> {
  const login = await api<LoginResponse>('/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.62' },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  await context.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: login.user.auth_token, user: login.user },
  );
}

/** Until the screen has loaded what it shows: no request under way, nothing busy, no skeleton. */
async function settledScreen(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const busy = () =>
    page.evaluate(() => {
      const found: string[] = [];
      const look = (root: Document | ShadowRoot, host: string) => {
        for (const node of root.querySelectorAll('[aria-busy="true"], [part~="skeleton"], [data-preview]'))
          if (node.checkVisibility())
            found.push(`${location.pathname}: ${host} ${node.localName} ${node.getAttribute('part') ?? node.className}`);
        for (const node of root.querySelectorAll('*')) if (node.shadowRoot) look(node.shadowRoot, node.localName);
      };
      look(document, 'document');
      return found;
    });
  await expect.poll(busy, { timeout: 20_000 }).toEqual([]);
}

/**
 * The seeded data a screen may show as written (names and descriptions of products, sellers,
 * brands, categories, companies, people, places, codes, lists and orders' own fields): every text
 * column's values of those tables, longest first.
 */
async function seededData(): Promise<string[]> {
  const tables = [
    'products',
    'brands',
    'categories',
    'sellers',
    'buyers',
    'users',
    'states',
    'districts',
    'buyer_locations',
    'charge_code_projects',
    'workflows',
    'workflow_stages',
    'budgets',
    'item_codes',
    'shopping_lists',
    'shopping_list_lines',
    'variants',
    'variant_options',
    'skus',
    'pre_orders',
    'pre_order_lines',
    'banners',
    'catalogues',
    'catalogue_categories',
    'product_features',
    'attachments',
  ];
  const { rows: columns } = (await harness().db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying') and table_name in ${sql.raw(`(${tables.map((name) => `'${name}'`).join(', ')})`)}
      and column_name not like '%status%'`)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const values = new Set<string>();
  for (const { table_name, column_name } of columns) {
    const { rows } = (await harness().db.execute(
      sql.raw(`select distinct "${column_name}"::text as value from "${table_name}" where length("${column_name}") > 2`),
    )) as unknown as { rows: { value: string }[] };
    for (const { value } of rows) values.add(value.trim());
  }
  // Quick order's help shows the CSV header line a buyer may paste, as it must be typed.
  return [...values, 'LaPasar', 'LAPASAR', 'sku,quantity'].sort((a, b) => b.length - a.length);
}

/** The page's English, outside `data`: its own text and every element's, through their shadow roots. */
function englishOnPage(page: Page, data: string[]): Promise<string[]> {
  return englishLeft(page.locator('body'), data);
}
