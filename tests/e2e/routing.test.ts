import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../../server/db/schema';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader, signInWithDialog } from './support';

const harness = useHarness();

describe('storefront routing', () => {
  it('guards /cart: nothing and the login dialog for a visitor, the screen once signed in', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/cart');
    const dialog = page.getByRole('dialog', { name: 'Login to the product' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.locator('main').innerText()).toBe('');

    await signInWithDialog(page, 'buyer@lapasar.test');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Cart');
    expect(await page.locator('main lapasar-cart').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/cart');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['catalogue@lapasar.test', '/app/marketplace/product/catalogue'],
    ['energy@lapasar.test', '/app/marketplace/product/catalogue_category'],
    ['special@lapasar.test', '/app/marketplace/product/catalogue_category'],
  ])('sends %s to %s after login', async (email, path) => {
    const { page, context } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    await signInFromHeader(page, email);
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);
    await context.close();
  });

  it('opens a category from the CATEGORIES flyout inside the app', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    const header = page.locator('lapasar-header');
    await header.getByRole('button', { name: /CATEGORIES/ }).click();
    const first = header.locator('[part="categories-panel"] a').nth(1);
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/category\/[A-Za-z0-9+/]+=*$/);
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await expect.poll(() => page.title()).toBe('Category | LaPasar');
    // The router took the link: the page was not reloaded, so the header element is the same one.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the results page's search in the header's search box, and empties it elsewhere", async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/search?q=gloves&type=by-seller');
    const header = page.locator('lapasar-header');
    const box = header.getByRole('searchbox', { name: /search/i });
    const type = header.getByRole('combobox', { name: 'Search by' });
    await expect.poll(() => box.inputValue()).toBe('gloves');
    expect(await type.inputValue()).toBe('by-seller');

    // Back and forward between results pages keep the box in step with the address.
    await box.fill('mask');
    await type.selectOption('by-product');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?q=mask');
    await page.goBack();
    await expect.poll(() => box.inputValue()).toBe('gloves');
    expect(await type.inputValue()).toBe('by-seller');

    await header.getByRole('link', { name: /home/i }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => box.inputValue()).toBe('');
    expect(await type.inputValue()).toBe('by-product');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts a new screen at the top with the header in view, and another page of results at the top of the results', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    // A word with more than one page of results in the seeded catalogue.
    let word = '';
    for (const candidate of ['paper', 'gloves', 'mask', 'tape', 'pen', 'safety', 'cable']) {
      const answer = await page.request.get(`/api/search?q=${candidate}`, { headers: { 'X-State': 'Selangor', 'X-District': 'Petaling' } });
      if (((await answer.json()) as { estimatedTotalHits: number }).estimatedTotalHits > 24) {
        word = candidate;
        break;
      }
    }
    expect(word).not.toBe('');
    await page.goto(`/search?q=${word}`);
    const grid = page.locator('lapasar-product-grid');
    await expect.poll(() => grid.locator('[part="product-card"]').count()).toBe(24);

    // Page 2 from the pagination at the bottom: the reader starts at the top of the results.
    const pagination = grid.locator('[part="pagination"]');
    await pagination.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => pagination.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const resultsTop = await grid.locator('[part="grid-root"]').evaluate((root) => root.getBoundingClientRect().top);
    expect(Math.abs(resultsTop)).toBeLessThan(2);

    // A product from a card, inside the app: the new screen starts at the top, the header in view.
    await grid.locator('[part="product-card"] [part="product-name"]').last().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/products\/\d+$/);
    await expect.poll(() => page.locator('lapasar-product-detail [part="title"]').isVisible()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('lapasar-header').evaluate((header) => header.getBoundingClientRect().top)).toBe(0);
    // The router took the link: one page load.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in from a guarded screen and stays there: catalogue@ opening /wishlist is not sent to the catalogue', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/wishlist');
    await signInWithDialog(page, 'catalogue@lapasar.test');
    const wishlist = page.locator('lapasar-wishlist');
    await expect.poll(() => wishlist.locator('[part="title"], [part="empty"]').first().isVisible()).toBe(true);
    // The dashboard call post-login routing would make has had its chance: still on /wishlist.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/wishlist');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'Session expired' when the session ends by itself, and signed in again the buyer goes on where they were", async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    await signInFromHeader(page, 'buyer@lapasar.test');
    await page.goto('/orders/pre-orders');
    await expect.poll(() => page.locator('main lapasar-order-history').isVisible()).toBe(true);
    // The session's token expires on the server while the page is open.
    const [buyer] = await harness().db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@lapasar.test'));
    await harness()
      .db.update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(authTokens.userId, buyer.id));
    await page.locator('lapasar-header [part="wishlist-link"]').click();
    const dialog = page.getByRole('dialog', { name: 'Login to the product' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('alert').textContent()).toBe('Session expired');
    await signInWithDialog(page, 'buyer@lapasar.test');
    await expect.poll(() => page.locator('lapasar-wishlist [part="title"]').textContent()).toBe('My Wishlist');
    expect(new URL(page.url()).pathname).toBe('/wishlist');
    expect(errors).toEqual([]);
    await context.close();
  });
});
