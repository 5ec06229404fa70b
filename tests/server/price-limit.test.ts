import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutFormResponse } from '../../src/api/types';
import { eq } from 'drizzle-orm';
import { categories, categoryPriceLimits } from '../../server/db/schema';
import { createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { CheckoutScenarios } from './support/workflow-fixture';

describe.each(engines())('category price limits on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;
  let parentId: number;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
    // The scenarios' products are in a subcategory of this one.
    parentId = (await scenarios.catalog.categoryWithChild()).parentId;
  });
  afterAll(() => ctx?.close());

  const limit = (buyerId: number, categoryId: number, maxUnitPrice: number) =>
    ctx.db.insert(categoryPriceLimits).values({ buyerId, categoryId, maxUnitPrice });
  const checkoutForm = (token: string, locationId: number) =>
    call<CheckoutFormResponse>(ctx.app, `/api/workflow/checkout-form?location_id=${locationId}&state=Selangor`, { token });

  it("puts the limit of the product's parent category on the line, and flags a unit price above it", async () => {
    const scenario = await scenarios.create({ quantity: 2 });
    await limit(scenario.buyerId, parentId, 8000);
    const { status, body } = await checkoutForm(scenario.buyer.token, scenario.locationId);
    expect(status).toBe(200);
    const [line] = body.checkoutValidations;
    expect(line).toMatchObject({ sku_id: scenario.item.skuId, price_limit: 80, price_limit_exceeded: true });
    expect(line.messages).toContain(`Price Limit Exceeded for ${line.product_name}: Maximum RM 80.00 per unit`);
  });

  it('takes the lowest limit when the category and its parent both have one, and a price at the limit is within it', async () => {
    const scenario = await scenarios.create();
    await limit(scenario.buyerId, parentId, 50_000);
    await limit(scenario.buyerId, scenarios.category, 10_000);
    const { body } = await checkoutForm(scenario.buyer.token, scenario.locationId);
    expect(body.checkoutValidations[0]).toMatchObject({ price_limit: 100, price_limit_exceeded: false, messages: [] });
    expect((await call(ctx.app, '/api/workflow/submit-complete', { token: scenario.buyer.token, body: scenario.request() })).status).toBe(
      200,
    );
  });

  it('refuses to submit a line above its limit with the same words, and writes nothing', async () => {
    const scenario = await scenarios.create({ stock: 10, quantity: 3 });
    await limit(scenario.buyerId, parentId, 9999);
    const stock = await scenarios.workflow.stock(scenario.item.skuId);
    const { status, body } = await call<{ error: string }>(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request(),
    });
    expect(status).toBe(400);
    expect(body.error).toMatch(/^Price Limit Exceeded for .+: Maximum RM 99\.99 per unit$/);
    expect(await scenarios.workflow.orders(scenario.buyerId)).toEqual([]);
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(stock);
    expect((await scenarios.workflow.budgetRow(scenario.budgetId)).pending).toBe(0);
  });

  it("gives buyer@'s company a limit of RM 6,000 a unit on IT & Electronics", async () => {
    const rows = await ctx.db
      .select({ buyerId: categoryPriceLimits.buyerId, category: categories.name, maxUnitPrice: categoryPriceLimits.maxUnitPrice })
      .from(categoryPriceLimits)
      .innerJoin(categories, eq(categories.id, categoryPriceLimits.categoryId))
      .where(eq(categoryPriceLimits.buyerId, 1));
    expect(rows).toEqual([{ buyerId: 1, category: 'IT & Electronics', maxUnitPrice: 600_000 }]);
  });

  it("leaves another company's lines alone", async () => {
    const limited = await scenarios.create();
    await limit(limited.buyerId, parentId, 100);
    const other = await scenarios.create({ item: limited.item });
    const { body } = await checkoutForm(other.buyer.token, other.locationId);
    expect(body.checkoutValidations[0]).toMatchObject({ price_limit: null, price_limit_exceeded: false });
    expect((await call(ctx.app, '/api/workflow/submit-complete', { token: other.buyer.token, body: other.request() })).status).toBe(200);
  });
});
