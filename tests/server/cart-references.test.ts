import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cart, ReferencesResponse } from '../../src/api/types';
import { MAX_REFERENCE_LENGTH, MAX_REFERENCES_PER_SKU } from '../../src/lib/cart';
import { productReferences } from '../../server/db/schema';
import { createTestContext, engines, type TestContext } from './support/context';
import { BUYER_ID, CartFixture, SELANGOR } from './support/cart-fixture';
import { call, signIn } from './support/http';

type Item = Awaited<ReturnType<CartFixture['product']>>;
type Answer = ReferencesResponse & { error?: string };

describe.each(engines())('cart references on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let other: string;
  let seller: string;
  let fixture: CartFixture;
  let item: Item;
  let unlisted: Item;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.131');
    other = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.132');
    seller = await signIn(ctx.app, 'seller@lapasar.test', '192.0.2.133');
    fixture = new CartFixture(ctx.db);
    const { childId } = await fixture.categoryWithChild();
    const epsilon = await fixture.seller('Epsilon Lab Supplies Sdn Bhd');
    item = await fixture.product(epsilon, { name: 'Epsilon Beaker', categoryId: childId, actPrice: 1200 });
    // A price of 0 keeps a product out of the listings.
    unlisted = await fixture.product(epsilon, { name: 'Epsilon Retired Flask', categoryId: childId, actPrice: 0 });
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    await ctx.db.delete(productReferences);
  });

  const path = (skuId: number) => `/api/cart/items/${skuId}/references`;
  const list = (token: string, skuId = item.skuId) => call<Answer>(ctx.app, path(skuId), { token });
  const add = (token: string, reference: unknown, skuId = item.skuId) => call<Answer>(ctx.app, path(skuId), { token, body: { reference } });
  const remove = (token: string, id: number, skuId = item.skuId) =>
    call<Answer>(ctx.app, `${path(skuId)}/${id}`, { method: 'DELETE', token });
  const texts = (answer: { body: Answer }) => answer.body.data.references.map((reference) => reference.reference);

  it('adds trimmed references and lists them oldest first', async () => {
    expect((await list(buyer)).body).toEqual({ success: true, data: { references: [] } });
    expect(texts(await add(buyer, '  CC-1001  '))).toEqual(['CC-1001']);
    const answer = await add(buyer, 'PR-2026-17');
    expect(texts(answer)).toEqual(['CC-1001', 'PR-2026-17']);
    expect(answer.body.data.references.every((reference) => Number.isInteger(reference.id))).toBe(true);
    expect(texts(await list(buyer))).toEqual(['CC-1001', 'PR-2026-17']);
  });

  it('refuses empty, control-character and overlong references', async () => {
    for (const reference of ['', '   ', 'a\u0000b', 'x'.repeat(MAX_REFERENCE_LENGTH + 1), 42, null]) {
      const answer = await add(buyer, reference);
      expect(answer.status, JSON.stringify(reference)).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
    expect(texts(await list(buyer))).toEqual([]);
  });

  it('removes a reference by id', async () => {
    await add(buyer, 'first');
    const [first, second] = (await add(buyer, 'second')).body.data.references;
    expect(texts(await remove(buyer, first.id))).toEqual(['second']);
    expect(await remove(buyer, first.id)).toMatchObject({ status: 404, body: { error: 'Reference not found' } });
    expect(texts(await list(buyer))).toEqual([second.reference]);
  });

  it(`keeps at most ${MAX_REFERENCES_PER_SKU} references per SKU, even when added at once`, async () => {
    const answers = await Promise.all(Array.from({ length: MAX_REFERENCES_PER_SKU + 3 }, (_, index) => add(buyer, `REF-${index}`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_REFERENCES_PER_SKU);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.error)).toEqual(
      Array(3).fill(`A product keeps at most ${MAX_REFERENCES_PER_SKU} references; remove one first`),
    );
    expect((await list(buyer)).body.data.references).toHaveLength(MAX_REFERENCES_PER_SKU);
  });

  it("keeps each buyer's references to itself", async () => {
    const [mine] = (await add(buyer, 'MINE-1')).body.data.references;
    expect(texts(await list(other))).toEqual([]);
    expect(await remove(other, mine.id)).toMatchObject({ status: 404, body: { error: 'Reference not found' } });
    expect(texts(await add(other, 'THEIRS-1'))).toEqual(['THEIRS-1']);
    expect(texts(await list(buyer))).toEqual(['MINE-1']);
    // A reference of the right buyer but another SKU is not found either.
    const elsewhere = await fixture.product(item.sellerId, {
      name: 'Epsilon Pipette',
      categoryId: (await fixture.categoryWithChild()).childId,
      actPrice: 300,
    });
    expect(await remove(buyer, mine.id, elsewhere.skuId)).toMatchObject({ status: 404 });
  });

  it('shows the references on the cart line', async () => {
    await fixture.clearCarts();
    await fixture.line(BUYER_ID, item, 1);
    await add(buyer, 'CC-77');
    await add(other, 'NOT-MINE');
    const { body } = await call<{ data: Cart }>(ctx.app, '/api/cart', { token: buyer, headers: SELANGOR });
    expect(body.data.cartItems[0].references).toEqual([{ id: expect.any(Number), reference: 'CC-77' }]);
  });

  it('answers 404 for a SKU that does not exist or is not listed, and only to buyers', async () => {
    expect(await list(buyer, 999_999_999)).toMatchObject({ status: 404, body: { error: 'Product SKU not found' } });
    expect(await add(buyer, 'X', unlisted.skuId)).toMatchObject({ status: 404, body: { error: 'Product SKU not found' } });
    expect(await remove(buyer, 1, unlisted.skuId)).toMatchObject({ status: 404 });
    expect(await list(seller)).toMatchObject({ status: 403, body: { error: 'Only buyers have a cart' } });
    expect(await call(ctx.app, path(item.skuId))).toMatchObject({ status: 401 });
  });
});
