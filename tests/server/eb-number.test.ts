import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerCodes, preOrderLines, preOrders } from '../../server/db/schema';
import { EB_NUMBER_MAX, EB_PART_LENGTHS, ebNumber, type EbNumberParts } from '../../src/lib/workflow';
import { createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { CheckoutScenarios, completeForm } from './support/workflow-fixture';

const CHARGE_CODE = '4821';
const CATEGORY_CODE = 'C'.repeat(EB_PART_LENGTHS.categoryCode);

/** The longest parts the wizard takes: every part at its longest. */
const longestParts: EbNumberParts = {
  chargeCode: CHARGE_CODE,
  year: '26',
  categoryCode: CATEGORY_CODE,
  input: 'a'.repeat(EB_PART_LENGTHS.input),
  input2: 'b'.repeat(EB_PART_LENGTHS.input),
};

describe.each(engines())('POST /workflow/submit-complete in EB number mode on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
  });
  afterAll(() => ctx?.close());

  /** An EB number mode buyer with the category code, and the form the wizard submits for its line with `code` as the EB number. */
  async function ebScenario() {
    const scenario = await scenarios.create({ company: { hasItemCode: 'Y', hasEbNumber: 'Y' } });
    await ctx.db.insert(buyerCodes).values({ buyerId: scenario.buyerId, kind: 'category', code: CATEGORY_CODE, description: 'Cables' });
    const sku = String(scenario.item.skuId);
    const request = (code: string) =>
      scenario.request({
        formData: completeForm(scenario.locationId, scenario.projectId, {
          charge_code_name: CHARGE_CODE,
          eb_number_code: { [sku]: code },
          eb_number_chargecode: { [sku]: longestParts.chargeCode },
          eb_number_year: { [sku]: longestParts.year },
          eb_number_category_code: { [sku]: longestParts.categoryCode },
          eb_number_input: { [sku]: longestParts.input },
          eb_number_input2: { [sku]: longestParts.input2 },
        }),
      });
    return { scenario, sku, request };
  }

  it('accepts the longest EB number the wizard builds and keeps it on the line', async () => {
    const code = ebNumber(longestParts);
    expect(code).toHaveLength(EB_NUMBER_MAX);
    const { scenario, request } = await ebScenario();
    const answer = await call<{ data: { poId: string } }>(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: request(code),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [line] = await ctx.db
      .select({ fields: preOrderLines.fields })
      .from(preOrderLines)
      .innerJoin(preOrders, eq(preOrders.id, preOrderLines.orderId))
      .where(eq(preOrders.poId, answer.body.data.poId));
    expect(line.fields).toMatchObject({
      eb_number_code: code,
      eb_number_category_code: CATEGORY_CODE,
      eb_number_input: longestParts.input,
    });
  });

  it('refuses an EB number longer than any the wizard builds', async () => {
    const { scenario, sku, request } = await ebScenario();
    const answer = await call<{ error: string }>(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: request(`${ebNumber(longestParts)}b`),
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: `formData.eb_number_code.${sku}: must be at most ${EB_NUMBER_MAX} characters` },
    });
    expect(await scenarios.workflow.orders(scenario.buyerId)).toEqual([]);
  });
});
