import { describe, expect, it } from 'vitest';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

const harness = useHarness();

describe('the dashboard routes', () => {
  it("leads a buyer's dashboard to the pre-orders, and shows the access message at /tnb/dashboard", async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    await signInFromHeader(page, 'buyer@lapasar.test');
    // An order the buyer does not have is no success: the page says so and leads to the orders.
    await page.goto('/workflow/success?poId=PO-20260101-000001');
    await expect
      .poll(() => page.locator('lapasar-order-success').getByText('Invalid order information. Please check your order history.').count())
      .toBe(1);
    await page.goto('/dashboard');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/orders/pre-orders');
    await expect.poll(() => page.locator('main lapasar-order-history').count()).toBe(1);

    await page.goto('/tnb/dashboard');
    const denied = page.locator('lapasar-buyer-dashboard').getByRole('alert');
    await expect.poll(() => denied.textContent()).toBe('Access Denied - This page is only accessible to energy buyers');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leads an energy buyer from /dashboard to the energy buyers dashboard', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    await signInFromHeader(page, 'energy@lapasar.test');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/app/marketplace/product/catalogue_category');
    await page.goto('/dashboard');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/tnb/dashboard');
    await expect.poll(() => page.locator('main lapasar-buyer-dashboard').count()).toBe(1);
    await expect.poll(() => page.title()).toBe('Dashboard | LaPasar');
    expect(errors).toEqual([]);
    await context.close();
  });
});
