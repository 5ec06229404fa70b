import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ListCartResponse, ListResponse, ListsResponse, ShoppingList } from '../../src/api/types';
import { LIST_ERRORS, LIST_LIMITS } from '../../src/lib/shopping-list';
import { cartItems, shoppingListLines, shoppingLists, shoppingListShares, users } from '../../server/db/schema';
import { hashPassword } from '../../server/domain/password';
import { createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';
import { BUYER_ID, CartFixture, SELANGOR, SELANGOR_ID } from './support/cart-fixture';
import { call, DEMO_PASSWORD, signIn } from './support/http';

type Item = Awaited<ReturnType<CartFixture['product']>>;
type Answer<T> = T & { error?: string };

describe.each(engines())('shopping lists on %s', (engine) => {
  let ctx: TestContext;
  /** buyer@ owns the lists; colleague@ and quiet@ are buyer users of the same company; masked@ is another company's. */
  let owner: string;
  let colleague: string;
  let quiet: string;
  let outsider: string;
  let approver: string;
  let ids: { owner: number; colleague: number; quiet: number; outsider: number; approver: number };
  let fixture: CartFixture;
  let items: Record<'pen' | 'box' | 'gone' | 'far' | 'few', Item>;

  const byEmail = async (email: string) => (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    const passwordHash = await hashPassword(DEMO_PASSWORD, TEST_KDF_LOG_N);
    await ctx.db.insert(users).values([
      { email: 'colleague@lapasar.test', name: 'Nurul Huda', buyerId: BUYER_ID, passwordHash },
      { email: 'quiet@lapasar.test', name: 'Zainal Abidin', buyerId: BUYER_ID, passwordHash },
    ]);
    owner = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.141');
    colleague = await signIn(ctx.app, 'colleague@lapasar.test', '192.0.2.142');
    quiet = await signIn(ctx.app, 'quiet@lapasar.test', '192.0.2.143');
    outsider = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.144');
    approver = await signIn(ctx.app, 'approver@lapasar.test', '192.0.2.145');
    ids = {
      owner: await byEmail('buyer@lapasar.test'),
      colleague: await byEmail('colleague@lapasar.test'),
      quiet: await byEmail('quiet@lapasar.test'),
      outsider: await byEmail('masked@lapasar.test'),
      approver: await byEmail('approver@lapasar.test'),
    };
    fixture = new CartFixture(ctx.db);
    const { childId } = await fixture.categoryWithChild();
    const seller = await fixture.seller('Gamma Office Sdn Bhd');
    items = {
      pen: await fixture.product(seller, { name: 'Gamma Pen', categoryId: childId, actPrice: 250, stock: 500, moq: 10 }),
      box: await fixture.product(seller, { name: 'Gamma Box', categoryId: childId, actPrice: 1200, stock: 40 }),
      gone: await fixture.product(seller, { name: 'Gamma Chair', categoryId: childId, actPrice: 9900, stock: 0 }),
      far: await fixture.product(seller, { name: 'Gamma Cabinet', categoryId: childId, actPrice: 50000, stock: 10 }),
      few: await fixture.product(seller, { name: 'Gamma Lamp', categoryId: childId, actPrice: 3000, stock: 3 }),
    };
    await fixture.rule({ sellerId: seller, stateId: SELANGOR_ID, mode: 'free' });
    await fixture.rule({ sellerId: seller, productId: items.far.productId, mode: 'not_shipped' });
    await fixture.refresh(Object.values(items).map((item) => item.productId));
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    await ctx.db.execute(sql`delete from ${shoppingLists}`);
    await fixture.clearCarts();
  });

  const create = (token: string | undefined, name: unknown) => call<Answer<ListResponse>>(ctx.app, '/api/lists', { token, body: { name } });
  const getList = (token: string | undefined, id: number) => call<Answer<ListResponse>>(ctx.app, `/api/lists/${id}`, { token });
  const index = (token: string) => call<Answer<ListsResponse>>(ctx.app, '/api/lists', { token });
  const addLine = (token: string | undefined, id: number, body: unknown) =>
    call<Answer<ListResponse>>(ctx.app, `/api/lists/${id}/lines`, { token, body });
  const changeLine = (token: string | undefined, id: number, lineId: number, body: unknown) =>
    call<Answer<ListResponse>>(ctx.app, `/api/lists/${id}/lines/${lineId}`, { method: 'PATCH', token, body });
  const share = (token: string | undefined, id: number, shares: unknown) =>
    call<Answer<ListResponse>>(ctx.app, `/api/lists/${id}/shares`, { method: 'PUT', token, body: { shares } });
  const toCart = (token: string | undefined, id: number) =>
    call<Answer<ListCartResponse>>(ctx.app, `/api/lists/${id}/cart`, { method: 'POST', token, headers: SELANGOR });
  const newList = async (name = 'Office') => {
    const { status, body } = await create(owner, name);
    expect(status).toBe(201);
    return body.data;
  };
  const withLine = async (item: Item, quantity?: number) => {
    const list = await newList();
    const { status, body } = await addLine(owner, list.id, { product_id: item.productId, ...(quantity === undefined ? {} : { quantity }) });
    expect(status).toBe(200);
    return body.data;
  };
  /** Everything the lists' tables hold, to show a refused request changed nothing. */
  const snapshot = async () => ({
    lists: await ctx.db.select().from(shoppingLists).orderBy(shoppingLists.id),
    lines: await ctx.db.select().from(shoppingListLines).orderBy(shoppingListLines.id),
    shares: await ctx.db.select().from(shoppingListShares).orderBy(shoppingListShares.id),
    cart: await ctx.db.select().from(cartItems).orderBy(cartItems.id),
  });

  it('creates, renames and deletes a list; names are trimmed, 1 to 60 characters and unique per owner', async () => {
    const list = await newList('  Office supplies  ');
    expect(list).toMatchObject({
      name: 'Office supplies',
      access: 'owner',
      owner: { id: ids.owner, name: 'Aisyah Rahman' },
      line_count: 0,
      lines: [],
      shares: [],
      total: 0,
    });
    expect(await create(owner, 'office SUPPLIES')).toMatchObject({
      status: 409,
      body: { error: 'You already have a list named "office SUPPLIES"' },
    });
    expect((await create(owner, '   ')).status).toBe(400);
    expect((await create(owner, 'x'.repeat(LIST_LIMITS.name + 1))).body.error).toBe(`name: must be at most ${LIST_LIMITS.name} characters`);
    // Another user may use the same name.
    expect((await create(colleague, 'Office supplies')).status).toBe(201);

    const renamed = await call<Answer<ListResponse>>(ctx.app, `/api/lists/${list.id}`, {
      method: 'PATCH',
      token: owner,
      body: { name: ' Pantry ' },
    });
    expect(renamed.body.data.name).toBe('Pantry');
    expect((await index(owner)).body.data.map((entry) => entry.name)).toEqual(['Pantry']);

    expect((await call(ctx.app, `/api/lists/${list.id}`, { method: 'DELETE', token: owner })).status).toBe(200);
    expect((await getList(owner, list.id)).status).toBe(404);
  });

  it('caps the lists a user keeps and the lines a list holds', async () => {
    await ctx.db
      .insert(shoppingLists)
      .values(Array.from({ length: LIST_LIMITS.lists }, (_, n) => ({ ownerId: ids.owner, buyerId: BUYER_ID, name: `List ${n}` })));
    expect(await create(owner, 'One more')).toMatchObject({ status: 400, body: { error: LIST_ERRORS.tooManyLists } });
    await ctx.db.execute(sql`delete from ${shoppingLists}`);

    const list = await newList();
    // Filled up to the cap with lines of the seeded SKUs.
    const seeded = (await ctx.db.execute(
      sql`select product_id, id as sku_id from skus order by id limit ${LIST_LIMITS.lines}`,
    )) as unknown as { rows: { product_id: number; sku_id: number }[] };
    expect(seeded.rows).toHaveLength(LIST_LIMITS.lines);
    await ctx.db
      .insert(shoppingListLines)
      .values(seeded.rows.map((row) => ({ listId: list.id, productId: row.product_id, skuId: row.sku_id, quantity: 100 })));
    const before = await snapshot();
    expect(await addLine(owner, list.id, { product_id: items.box.productId })).toMatchObject({
      status: 400,
      body: { error: LIST_ERRORS.tooManyLines },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("keeps a line's quantity at or above its SKU's MOQ, and its note at most 200 characters", async () => {
    const list = await withLine(items.pen);
    const [line] = list.lines;
    // Saved at its MOQ when no quantity is given, priced for the buyer.
    expect(line).toMatchObject({
      product_name: 'Gamma Pen',
      sku_id: items.pen.skuId,
      sku: items.pen.code,
      variant_label: null,
      moq: 10,
      quantity: 10,
      note: '',
      unit_price: 2.5,
      line_total: 25,
    });
    const before = await snapshot();
    expect(await changeLine(owner, list.id, line.id, { quantity: 9 })).toMatchObject({
      status: 400,
      body: { error: 'Minimum order quantity for Gamma Pen is 10' },
    });
    expect(await addLine(owner, list.id, { product_id: items.pen.productId, quantity: 3 })).toMatchObject({
      status: 400,
      body: { error: 'Minimum order quantity for Gamma Pen is 10' },
    });
    expect((await changeLine(owner, list.id, line.id, { note: 'n'.repeat(LIST_LIMITS.note + 1) })).body.error).toBe(
      `note: must be at most ${LIST_LIMITS.note} characters`,
    );
    expect((await changeLine(owner, list.id, line.id, { quantity: 'ten' })).status).toBe(400);
    expect(await snapshot()).toEqual(before);

    const changed = await changeLine(owner, list.id, line.id, { quantity: 24, note: 'For the Shah Alam office' });
    expect(changed.body.data.lines[0]).toMatchObject({ quantity: 24, note: 'For the Shah Alam office', line_total: 60 });
    expect(changed.body.data.total).toBe(60);
    // The same SKU again adds to its line.
    const again = await addLine(owner, list.id, { product_id: items.pen.productId, quantity: 10 });
    expect(again.body.data.lines).toHaveLength(1);
    expect(again.body.data.lines[0].quantity).toBe(34);
    // A product that does not exist is 404; a SKU of another product is refused.
    expect((await addLine(owner, list.id, { product_id: 999_999 })).status).toBe(404);
    expect((await addLine(owner, list.id, { product_id: items.pen.productId, sku_id: items.box.skuId })).status).toBe(400);
  });

  it('shares a list with colleagues to read or to edit; only the owner renames, deletes or shares', async () => {
    const list = await withLine(items.box, 2);
    const lineId = list.lines[0].id;
    const shared = await share(owner, list.id, [
      { user_id: ids.colleague, permission: 'read' },
      { user_id: ids.quiet, permission: 'edit' },
    ]);
    expect(shared.body.data.shares).toEqual([
      { user_id: ids.colleague, name: 'Nurul Huda', email: 'colleague@lapasar.test', permission: 'read' },
      { user_id: ids.quiet, name: 'Zainal Abidin', email: 'quiet@lapasar.test', permission: 'edit' },
    ]);

    // The reader sees it, marked shared with the owner's name, but cannot change its lines.
    const seen = await index(colleague);
    expect(seen.body.data).toEqual([
      expect.objectContaining({ id: list.id, access: 'read', owner: { id: ids.owner, name: 'Aisyah Rahman' }, line_count: 1 }),
    ]);
    const read = await getList(colleague, list.id);
    expect(read.body.data).toMatchObject({ access: 'read', shares: [] });
    const before = await snapshot();
    expect(await changeLine(colleague, list.id, lineId, { quantity: 5 })).toMatchObject({
      status: 403,
      body: { error: LIST_ERRORS.readOnly },
    });
    expect((await addLine(colleague, list.id, { product_id: items.pen.productId })).status).toBe(403);
    expect((await call(ctx.app, `/api/lists/${list.id}/lines/${lineId}`, { method: 'DELETE', token: colleague })).status).toBe(403);

    // The editor changes lines, but neither renames, deletes nor shares.
    expect((await call(ctx.app, `/api/lists/${list.id}`, { method: 'PATCH', token: quiet, body: { name: 'Mine' } })).body.error).toBe(
      LIST_ERRORS.ownerOnly,
    );
    expect((await call(ctx.app, `/api/lists/${list.id}`, { method: 'DELETE', token: quiet })).status).toBe(403);
    expect((await share(quiet, list.id, [])).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect((await changeLine(quiet, list.id, lineId, { quantity: 5, note: 'Two boxes more' })).body.data.lines[0]).toMatchObject({
      quantity: 5,
      note: 'Two boxes more',
    });

    // Unsharing takes it away.
    await share(owner, list.id, [{ user_id: ids.quiet, permission: 'edit' }]);
    expect((await getList(colleague, list.id)).status).toBe(404);
  });

  it('refuses to share with anyone outside the company, the owner or an approver, and changes nothing', async () => {
    const list = await newList();
    await share(owner, list.id, [{ user_id: ids.colleague, permission: 'read' }]);
    const before = await snapshot();
    expect(
      await share(owner, list.id, [
        { user_id: ids.colleague, permission: 'edit' },
        { user_id: ids.outsider, permission: 'read' },
      ]),
    ).toMatchObject({
      status: 400,
      body: { error: LIST_ERRORS.notColleague },
    });
    expect((await share(owner, list.id, [{ user_id: ids.approver, permission: 'read' }])).body.error).toBe(LIST_ERRORS.notColleague);
    expect((await share(owner, list.id, [{ user_id: ids.owner, permission: 'read' }])).body.error).toBe(LIST_ERRORS.shareOwner);
    expect(
      (
        await share(owner, list.id, [
          { user_id: ids.colleague, permission: 'read' },
          { user_id: ids.colleague, permission: 'edit' },
        ])
      ).status,
    ).toBe(400);
    expect(await snapshot()).toEqual(before);

    const mates = await call<{ data: { id: number; name: string; email: string }[] }>(ctx.app, '/api/lists/colleagues', { token: owner });
    expect(mates.body.data).toEqual([
      { id: ids.colleague, name: 'Nurul Huda', email: 'colleague@lapasar.test' },
      { id: ids.quiet, name: 'Zainal Abidin', email: 'quiet@lapasar.test' },
    ]);
  });

  it('answers 404 to anyone the list is not shared with, for reading and writing alike, and 401 to visitors', async () => {
    const list = await withLine(items.box, 2);
    const lineId = list.lines[0].id;
    const before = await snapshot();
    for (const stranger of [outsider, quiet]) {
      expect(await getList(stranger, list.id)).toMatchObject({ status: 404, body: { error: LIST_ERRORS.notFound } });
      expect((await call(ctx.app, `/api/lists/${list.id}`, { method: 'PATCH', token: stranger, body: { name: 'Taken' } })).status).toBe(
        404,
      );
      expect((await call(ctx.app, `/api/lists/${list.id}`, { method: 'DELETE', token: stranger })).status).toBe(404);
      expect((await addLine(stranger, list.id, { product_id: items.pen.productId })).status).toBe(404);
      expect((await changeLine(stranger, list.id, lineId, { quantity: 9 })).status).toBe(404);
      expect((await share(stranger, list.id, [])).status).toBe(404);
      expect((await toCart(stranger, list.id)).status).toBe(404);
      expect((await index(stranger)).body.data).toEqual([]);
    }
    expect(await snapshot()).toEqual(before);

    expect(await index(undefined as unknown as string)).toMatchObject({ status: 401 });
    expect((await create(undefined, 'Visitor')).status).toBe(401);
    expect((await getList(undefined, list.id)).status).toBe(401);
    expect((await toCart(undefined, list.id)).status).toBe(401);
    // An approver of the company has no lists (lists, like the cart, are buyers').
    expect((await index(approver)).status).toBe(403);
    expect((await call(ctx.app, '/api/lists/first', { token: owner })).status).toBe(400);
  });

  it("puts a list into a colleague's cart at the saved quantities, reporting the lines the cart refuses", async () => {
    const list = await withLine(items.pen, 30);
    for (const [item, quantity] of [
      [items.gone, 1],
      [items.box, 4],
      [items.far, 1],
      [items.few, 1],
    ] as const) {
      expect((await addLine(owner, list.id, { product_id: item.productId, quantity })).status).toBe(200);
    }
    const few = list.id;
    // Saved within stock, then the stock fell below it.
    await ctx.db.execute(sql`update shopping_list_lines set quantity = 5 where list_id = ${few} and sku_id = ${items.few.skuId}`);
    await share(owner, list.id, [{ user_id: ids.colleague, permission: 'read' }]);

    const { status, body } = await toCart(colleague, list.id);
    expect(status).toBe(200);
    expect(body.lines).toEqual([
      { line_id: expect.any(Number), product_name: 'Gamma Pen', added: true, quantity: 30 },
      { line_id: expect.any(Number), product_name: 'Gamma Chair', added: false, reason: expect.stringMatching(/out of stock/i) },
      { line_id: expect.any(Number), product_name: 'Gamma Box', added: true, quantity: 4 },
      { line_id: expect.any(Number), product_name: 'Gamma Cabinet', added: false, reason: expect.stringMatching(/ship/i) },
      { line_id: expect.any(Number), product_name: 'Gamma Lamp', added: false, reason: expect.stringMatching(/stock/i) },
    ]);
    expect(body.cartCount).toBe(2);
    const cart = await ctx.db
      .select({ skuId: cartItems.skuId, quantity: cartItems.quantity, userId: cartItems.userId })
      .from(cartItems)
      .orderBy(cartItems.skuId);
    expect(cart).toEqual(
      [
        { skuId: items.pen.skuId, quantity: 30, userId: ids.colleague },
        { skuId: items.box.skuId, quantity: 4, userId: ids.colleague },
      ].sort((a, b) => a.skuId - b.skuId),
    );
    // The list itself is left as it was.
    expect((await getList(owner, list.id)).body.data.lines.map((line: ShoppingList['lines'][number]) => line.quantity)).toEqual([
      30, 1, 4, 1, 5,
    ]);
  });
});
