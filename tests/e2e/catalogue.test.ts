import { describe, expect, it } from 'vitest';
import type {
  AddToCartResponse,
  CartResponse,
  CatalogueCategoriesResponse,
  CatalogueProductsResponse,
  LoginResponse,
  ProductDetailResponse,
  ProductListing,
} from '../../src/api/types';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

const harness = useHarness();

const CATALOGUE = '/app/marketplace/product/catalogue';
const CATEGORIES = '/app/marketplace/product/catalogue_category';
const SELANGOR = { 'X-State': 'Selangor', 'X-District': 'Petaling' };

async function api<T>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${harness().url}/api${path}`, { headers: { ...SELANGOR, ...headers } });
  return { status: response.status, body: (await response.json()) as T };
}

async function bearerOf(email: string): Promise<Record<string, string>> {
  const response = await fetch(`${harness().url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.52' },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  const { user } = (await response.json()) as LoginResponse;
  return { authorization: `Bearer ${user.auth_token}` };
}

/** A product of the catalogue quick add can take as it is, with its marketplace price (it is not exclusive) above the catalogue's. */
async function catalogueProduct(bearer: Record<string, string>): Promise<{ product: ProductListing; marketplacePrice: number }> {
  const { body } = await api<CatalogueProductsResponse>('/products/catalogue?limit=100', bearer);
  for (const product of body.data.products) {
    if (
      product.is_variant !== 'N' ||
      product.availability !== 'Y' ||
      product.total_stock < 1 ||
      !product.ships_to_location ||
      product.moq > 1 ||
      product.primary_sku_price === null
    )
      continue;
    const publicDetail = await api<ProductDetailResponse>(`/products/${product.product_id}`);
    const marketplacePrice = publicDetail.status === 200 ? publicDetail.body.data.primary_sku_price : null;
    if (marketplacePrice !== null) return { product, marketplacePrice };
  }
  throw new Error('No catalogue product to add');
}

/** The top category of the catalogue that holds the product (tiles hold their subtrees). */
async function tileOf(bearer: Record<string, string>, source: string, product: ProductListing): Promise<string> {
  const { body } = await api<CatalogueCategoriesResponse>(`/products/${source}`, bearer);
  for (const tile of body.data.categoryProducts) {
    const inside = await api<CatalogueProductsResponse>(`/products/catalogue?id=${tile.category_id}&limit=100`, bearer);
    if (inside.body.data.products.some((candidate) => candidate.product_id === product.product_id)) return tile.category_name;
  }
  throw new Error(`No tile holds ${product.product_name}`);
}

describe('catalogue shopping', () => {
  it.each([
    ['catalogue@lapasar.test', CATALOGUE, null],
    ['energy@lapasar.test', CATEGORIES, 'tnb-catalogue-categories'],
    ['special@lapasar.test', CATEGORIES, 'catalogue-categories'],
  ] as const)(
    '%s lands on %s, searches its catalogue and adds an item to the cart at the catalogue price',
    async (email, landing, tiles) => {
      const bearer = await bearerOf(email);
      const { product, marketplacePrice } = await catalogueProduct(bearer);
      expect(product.primary_sku_price).toBeLessThan(marketplacePrice);

      const { page, context, errors } = await harness().newPage();
      await presetLocation(context);
      await page.goto('/');
      await signInFromHeader(page, email);
      await expect.poll(() => new URL(page.url()).pathname).toBe(landing);

      let screen = page.locator('main lapasar-catalogue-products');
      if (tiles) {
        screen = page.locator('main lapasar-catalogue-categories');
        const tile = await tileOf(bearer, tiles, product);
        await screen.locator('[part="category-tile"]').filter({ hasText: tile }).click();
        await expect.poll(() => screen.locator('[part="back-link"]').count()).toBe(1);
      }
      await screen.locator('[part="catalogue-search"]').fill(product.product_name);
      const card = screen.locator('[part="product-card"]').filter({ has: page.locator(`a[href="/products/${product.product_id}"]`) });
      await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
      await card.hover();
      await card.locator('[part="quick-add"]').click();
      const quickAdd = page.getByRole('dialog', { name: 'Quick Add to Cart' });
      const added = page.waitForResponse((response) => response.url().endsWith('/api/cart/add'));
      await quickAdd.getByRole('button', { name: 'Add to Cart' }).click();
      const answer = await added;
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as AddToCartResponse).data.item.price).toBe(product.primary_sku_price);

      const cart = await api<CartResponse>('/cart', bearer);
      const line = cart.body.data.cartItems.find((item) => item.product_id === product.product_id);
      expect(line?.price).toBe(product.primary_sku_price);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
