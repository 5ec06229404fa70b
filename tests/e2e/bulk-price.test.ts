import { describe, expect, it } from 'vitest';
import type {
  AddToCartResponse,
  BulkPriceResponse,
  LoginResponse,
  ProductListResponse,
  SellerBulkPricesResponse,
} from '../../src/api/types';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

const harness = useHarness();
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const rm = (amount: number) => `RM ${amount.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${harness().url}/api${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe('bulk price negotiation on the storefront', () => {
  it('a buyer asks, the seller replies, the approved price applies from its quantity and goes to the cart', async () => {
    const listing = await api<ProductListResponse>('/products/unified?vendorId=1&limit=100', { headers: LOCATION });
    const product = listing.products.find(
      (p) => p.is_variant === 'N' && p.availability === 'Y' && p.total_stock >= 60 && p.ships_to_location && p.moq <= 5,
    );
    expect(product).toBeDefined();
    const { product_id: id, act_min_price: actPrice } = product!;
    const approved = Math.round(actPrice * 85) / 100;
    const minimum = Math.max(product!.moq, 1) + 10;

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto(`/products/${id}`);
    await signInFromHeader(page, 'buyer@lapasar.test');
    const detail = page.locator('lapasar-product-detail');

    // The buyer asks for a bulk price.
    await detail.getByRole('button', { name: 'Request Bulk Price' }).click();
    const form = detail.locator('[part="bulk-form"]');
    await form.getByLabel('Quantity').fill(String(minimum));
    await form.getByLabel('Target price per unit (RM)').fill(String(approved));
    await form.getByRole('button', { name: 'SEND' }).click();
    await expect.poll(() => detail.getByRole('button', { name: 'BULK PRICE IN PROGRESS' }).isDisabled()).toBe(true);

    // The seller answers through the seller route.
    const seller = await api<LoginResponse>('/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify({ email: 'seller@lapasar.test', password: 'Demo#2026' }),
    });
    const auth = { authorization: `Bearer ${seller.user.auth_token}`, 'content-type': 'application/json' };
    const requests = await api<SellerBulkPricesResponse>('/seller/bulk-prices?status=SEND', { headers: auth });
    const request = requests.data.find((entry) => entry.product_id === id);
    expect(request).toMatchObject({
      quantity: minimum,
      target_price: approved,
      company_name: 'Demo Trading Sdn Bhd',
      requestor: 'Aisyah Rahman',
    });
    const reply = await api<BulkPriceResponse>(`/seller/bulk-prices/${request!.recid}/reply`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        status: 'REPLY',
        approve_price: approved,
        approve_quantity: minimum,
        seller_note: `Agreed from ${minimum} units`,
      }),
    });
    expect(reply.data.status).toBe('REPLY');

    // The buyer sees the approved price, and below its quantity how many more units it needs.
    await page.reload();
    await expect
      .poll(() => detail.locator('[part="bulk-approved"]').textContent())
      .toBe(`Approved bulk price: ${rm(approved)} per unit from ${minimum} units.`);
    const quantity = detail.getByRole('spinbutton', { name: 'Quantity' });
    const shown = Number(await quantity.inputValue());
    await expect
      .poll(() => detail.locator('[part="bulk-hint"]').textContent())
      .toBe(`Add ${minimum - shown} more unit(s) to get your bulk price of ${rm(approved)} per unit.`);
    await expect.poll(() => detail.locator('[part="unit-price"]').textContent()).toBe(rm(actPrice));

    // At the approved quantity the bulk price applies, with the saving per unit.
    await quantity.fill(String(minimum));
    await quantity.blur();
    await expect.poll(() => detail.locator('[part="unit-price"]').textContent()).toBe(rm(approved));
    await expect
      .poll(() => detail.locator('[part="bulk-saving"]').textContent())
      .toBe(`Bulk price applied: you save ${rm(Math.round((actPrice - approved) * 100) / 100)} per unit.`);
    await expect.poll(() => detail.locator('[part="quantity-status"]').textContent()).toBe('Updated!');

    // Added to the cart at the bulk price.
    const added = page.waitForResponse((response) => response.url().endsWith('/api/cart/add'));
    await detail.locator('[part="add-to-cart"]').click();
    const body = (await (await added).json()) as AddToCartResponse;
    expect(body.data.item).toMatchObject({ product_id: id, quantity: minimum, price: approved });
    await expect
      .poll(() => detail.locator('[part="added-popup"]').textContent())
      .toBe(`Added to Cart${product!.product_name}${minimum} x ${rm(approved)}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
