import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { budgets, buyerLocations, buyers, categories, categoryPriceLimits, chargeCodeProjects, itemCodes } from '../../server/db/schema';
import type { SubmitCompleteResponse } from '../../src/api/types';
import { BUYER_ID, CartFixture, MASKED_BUYER_ID } from './support/cart-fixture';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { companyCallers } from './support/company-callers';
import { CheckoutScenarios } from './support/workflow-fixture';
import { expectWordedByCode } from './support/refusal-words';

interface Budget {
  id: number;
  kind: 'charge_code' | 'item_code';
  period: string;
  location: { id: number; name: string };
  chargeCode: { id: number; name: string; code: string } | null;
  itemCode: { id: number; code: string; description: string } | null;
  name: string | null;
  limit: number;
  committed: number;
  pending: number;
  remaining: number;
}
interface BudgetList {
  period: { start: string; end: string; label: string };
  currentPeriod: string;
  periods: string[];
  data: Budget[];
}
interface PriceLimit {
  id: number;
  category: { id: number; name: string; path: string[] };
  maxUnitPrice: number;
}
interface AuditEntry {
  action: string;
  subject: string;
  actor: { email: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
type Answer<T> = T & { error?: string; code?: string; limit?: number; committed?: number; pending?: number };

let serial = 0;
const unique = (prefix: string) => `${prefix} ${process.pid}-${(serial += 1)}`;

describe.each(engines())('company budgets and price limits on %s', (engine) => {
  let ctx: TestContext;
  /** buyer@ administers the demo company; colleague@ is a buyer there, approver@ its approver; masked@ administers another company. */
  let admin: string;
  let colleague: string;
  let approver: string;
  let outsider: string;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    ({ admin, colleague, approver, outsider } = await companyCallers(ctx));
  });
  afterAll(() => ctx?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const list = (token?: string, query = '') => call<Answer<BudgetList>>(ctx.app, `/api/company/budgets${query}`, { token });
  const setBudget = (token: string | undefined, body: unknown) =>
    call<Answer<{ budget: Budget }>>(ctx.app, '/api/company/budgets', { method: 'PUT', token, body });
  const removeBudget = (token: string | undefined, id: number) =>
    call<Answer<{ success: true }>>(ctx.app, `/api/company/budgets/${id}`, { method: 'DELETE', token });
  const setItemCodeBudget = (token: string | undefined, body: unknown) =>
    call<Answer<{ budget: Budget }>>(ctx.app, '/api/company/item-code-budgets', { method: 'PUT', token, body });
  const removeItemCodeBudget = (token: string | undefined, id: number) =>
    call<Answer<{ success: true }>>(ctx.app, `/api/company/item-code-budgets/${id}`, { method: 'DELETE', token });
  const financialYear = (token?: string) =>
    call<Answer<{ data: { startMonth: number; current: { start: string; end: string; label: string } } }>>(
      ctx.app,
      '/api/company/financial-year',
      { token },
    );
  const setFinancialYear = (token: string | undefined, body: unknown) =>
    call<Answer<{ data: { startMonth: number; current: { start: string } } }>>(ctx.app, '/api/company/financial-year', {
      method: 'PUT',
      token,
      body,
    });
  const priceLimits = (token?: string) => call<Answer<{ data: PriceLimit[] }>>(ctx.app, '/api/company/price-limits', { token });
  const setPriceLimit = (token: string | undefined, body: unknown) =>
    call<Answer<{ priceLimit: PriceLimit }>>(ctx.app, '/api/company/price-limits', { method: 'PUT', token, body });
  const removePriceLimit = (token: string | undefined, id: number) =>
    call<Answer<{ success: true }>>(ctx.app, `/api/company/price-limits/${id}`, { method: 'DELETE', token });
  const download = (token: string | undefined, format: 'csv' | 'excel', query = '', language?: string) =>
    ctx.app.request(`/api/company/budgets/export/${format}${query}`, {
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(language ? { 'Accept-Language': language } : {}) },
    });
  const audit = async (action: string, subject: string) =>
    (await call<{ data: AuditEntry[] }>(ctx.app, `/api/company/audit?action=${action}`, { token: admin })).body.data.filter(
      (entry) => entry.subject === subject,
    );

  /** A new location of the demo company with a charge code at it, so each case starts from budgets of its own. */
  async function place(name = unique('Depot')) {
    const [location] = await ctx.db
      .insert(buyerLocations)
      .values({ buyerId: BUYER_ID, locationName: name, state: 'Selangor' })
      .returning({ id: buyerLocations.id });
    const [project] = await ctx.db
      .insert(chargeCodeProjects)
      .values({ buyerId: BUYER_ID, locationId: location.id, projectName: unique('Fit-out'), projectCode: unique('FO') })
      .returning({ id: chargeCodeProjects.id });
    return { locationId: location.id, chargeCodeId: project.id, name };
  }

  const demoItemCode = async (code: string) =>
    (
      await ctx.db
        .select({ id: itemCodes.id })
        .from(itemCodes)
        .where(and(eq(itemCodes.buyerId, BUYER_ID), eq(itemCodes.code, code)))
    )[0].id;

  it("lists the current period's budgets of both kinds with names beside ids and RM figures, no other company's", async () => {
    const { status, body } = await list(admin);
    expect(status).toBe(200);
    expect(body.period.start).toBe(body.currentPeriod);
    expect(body.periods).toContain(body.currentPeriod);
    // The demo IT Refresh budget: RM 20,000 with RM 12,000 committed.
    const itRefresh = body.data.find((budget) => budget.kind === 'charge_code' && budget.chargeCode?.name === 'IT Refresh');
    expect(itRefresh).toMatchObject({ location: { name: 'Head Office' }, chargeCode: { code: 'HO-IT-01' }, itemCode: null, limit: 20_000 });
    expect(itRefresh?.committed).toBe(12_000);
    expect(itRefresh?.remaining).toBe(8000 - (itRefresh?.pending ?? 0));
    expect(
      body.data.find(
        (budget) => budget.kind === 'item_code' && budget.itemCode?.code === 'IC-1002' && budget.chargeCode?.name === 'IT Refresh',
      ),
    ).toMatchObject({ name: 'IT Refresh - IT equipment', limit: 10_000, committed: 9700, location: { name: 'Head Office' } });
    // masked@'s company has none of them.
    const theirs = await list(outsider);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual([]);
    // Another period holds none of these.
    expect((await list(admin, '?period=2001-01-01')).body).toMatchObject({ period: { start: '2001-01-01', end: '2001-12-31' }, data: [] });
  });

  it('sets a budget, changes its limit, refuses one below committed and pending with the figures, and audits each change', async () => {
    const at = await place();
    const created = await setBudget(admin, { locationId: at.locationId, chargeCodeId: at.chargeCodeId, limit: 5000 });
    expect(created.status).toBe(200);
    expect(created.body.budget).toMatchObject({
      kind: 'charge_code',
      location: { id: at.locationId, name: at.name },
      chargeCode: { id: at.chargeCodeId },
      limit: 5000,
      committed: 0,
      pending: 0,
      remaining: 5000,
    });
    const id = created.body.budget.id;
    // Orders have spent RM 1,200 and hold RM 300.
    await changeHeard(ctx.db, 'budgets', () =>
      ctx.db.update(budgets).set({ committed: 120_000, pending: 30_000 }).where(eq(budgets.id, id)),
    );
    const below = await setBudget(admin, { locationId: at.locationId, chargeCodeId: at.chargeCodeId, limit: 1499.99 });
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ code: 'budget_below_use', limit: 1499.99, committed: 1200, pending: 300 });
    expect(below.body.error).toMatch(/^limit: RM 1,499\.99 is below .*RM 1,200\.00.*RM 300\.00.*RM 1,500\.00/);
    expectWordedByCode(below.body);
    const changed = await setBudget(admin, { locationId: at.locationId, chargeCodeId: at.chargeCodeId, limit: 1500 });
    expect(changed.body.budget).toMatchObject({ id, limit: 1500, remaining: 0 });
    const log = await audit('budget_set', `budget:${id}`);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({
      actor: { email: 'buyer@lapasar.test' },
      before: { limit: 5000, committed: 1200, pending: 300, location: at.name },
      after: { limit: 1500 },
    });
    expect(log[1]).toMatchObject({ before: null, after: { limit: 5000, locationId: at.locationId, chargeCodeId: at.chargeCodeId } });
    // The location's own budget is another budget.
    const own = await setBudget(admin, { locationId: at.locationId, chargeCodeId: null, limit: 100 });
    expect(own.body.budget).toMatchObject({ chargeCode: null, limit: 100 });
    expect(own.body.budget.id).not.toBe(id);
  });

  it("refuses bad input naming the field, and another company's location or charge code (404), changing nothing", async () => {
    const at = await place();
    const other = await place();
    const before = (await list(admin)).body.data.length;
    const cases: [unknown, RegExp][] = [
      [{ locationId: at.locationId, limit: -1 }, /^limit/],
      [{ locationId: at.locationId, limit: 1.005 }, /^limit/],
      [{ locationId: at.locationId, limit: '100' }, /^limit/],
      [{ locationId: 'one', limit: 100 }, /^locationId/],
      [{ limit: 100 }, /^locationId/],
      [{ locationId: at.locationId, limit: 100, period: '2026-04-15' }, /^period/],
    ];
    for (const [body, field] of cases) {
      const answer = await setBudget(admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toMatch(field);
    }
    // A period that is not the start of the company's financial year (January).
    const notStart = await setBudget(admin, { locationId: at.locationId, limit: 100, period: '2026-04-01' });
    expect(notStart).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^period: .*1 January/) } });
    // A charge code of another location.
    expect((await setBudget(admin, { locationId: at.locationId, chargeCodeId: other.chargeCodeId, limit: 1 })).body.error).toMatch(
      /^chargeCodeId/,
    );
    const theirs = await setBudget(outsider, { locationId: at.locationId, limit: 1 });
    expect(theirs).toMatchObject({ status: 404, body: { error: expect.stringMatching(/^locationId/) } });
    expect((await list(admin)).body.data.length).toBe(before);
  });

  it('sets a budget for a coming period, listed under it and not the current one', async () => {
    const at = await place();
    const current = (await list(admin)).body.currentPeriod;
    const next = `${Number(current.slice(0, 4)) + 1}-01-01`;
    const set = await setBudget(admin, { period: next, locationId: at.locationId, limit: 750 });
    expect(set.body.budget).toMatchObject({ period: next, limit: 750 });
    const coming = await list(admin, `?period=${next}`);
    expect(coming.body.period).toMatchObject({ start: next, label: `FY${next.slice(0, 4)}` });
    expect(coming.body.data.map((budget) => budget.id)).toContain(set.body.budget.id);
    // Item code budgets number their own rows: only the location and charge code budgets share the id's table.
    const sameTable = (await list(admin)).body.data.filter((budget) => budget.kind !== 'item_code');
    expect(sameTable.map((budget) => budget.id)).not.toContain(set.body.budget.id);
    expect((await list(admin)).body.periods).toEqual(expect.arrayContaining([current, next]));
    expect((await list(admin, '?period=2026-02-30')).status).toBe(400);
    expect((await list(admin, '?period=2026-02-03')).status).toBe(400);
  });

  it('removes a budget holding nothing, refuses one with committed or pending amounts (409 naming them), and audits', async () => {
    const at = await place();
    const empty = (await setBudget(admin, { locationId: at.locationId, limit: 100 })).body.budget;
    const used = (await setBudget(admin, { locationId: at.locationId, chargeCodeId: at.chargeCodeId, limit: 100 })).body.budget;
    await changeHeard(ctx.db, 'budgets', () => ctx.db.update(budgets).set({ pending: 2_500 }).where(eq(budgets.id, used.id)));
    const refused = await removeBudget(admin, used.id);
    expect(refused).toMatchObject({ status: 409, body: { code: 'budget_in_use', committed: 0, pending: 25 } });
    expectWordedByCode(refused.body);
    expect((await removeBudget(admin, empty.id)).status).toBe(200);
    const ids = (await list(admin)).body.data.filter((budget) => budget.kind === 'charge_code').map((budget) => budget.id);
    expect(ids).toContain(used.id);
    expect(ids).not.toContain(empty.id);
    expect(await audit('budget_removed', `budget:${empty.id}`)).toMatchObject([
      { before: { limit: 100, locationId: at.locationId }, after: null },
    ]);
    expect((await removeBudget(admin, empty.id)).status).toBe(404);
  });

  it("sets, renames and removes an item code's budget under a charge code, refusing another company's codes", async () => {
    const at = await place();
    const itemCodeId = await demoItemCode('IC-1001');
    const created = await setItemCodeBudget(admin, { chargeCodeId: at.chargeCodeId, itemCodeId, limit: 300 });
    expect(created.status).toBe(200);
    expect(created.body.budget).toMatchObject({
      kind: 'item_code',
      location: { id: at.locationId },
      chargeCode: { id: at.chargeCodeId },
      itemCode: { id: itemCodeId, code: 'IC-1001', description: 'Office supplies' },
      name: expect.stringMatching(/ - Office supplies$/),
      limit: 300,
    });
    const id = created.body.budget.id;
    const renamed = await setItemCodeBudget(admin, { chargeCodeId: at.chargeCodeId, itemCodeId, limit: 350, name: 'Fit-out stationery' });
    expect(renamed.body.budget).toMatchObject({ id, name: 'Fit-out stationery', limit: 350 });
    expect(await audit('budget_set', `item_code_budget:${id}`)).toMatchObject([
      { before: { limit: 300 }, after: { limit: 350, name: 'Fit-out stationery', itemCode: 'IC-1001' } },
      { before: null },
    ]);
    expect((await setItemCodeBudget(admin, { chargeCodeId: at.chargeCodeId, itemCodeId, limit: 1, name: ' ' })).body.error).toMatch(
      /^name/,
    );
    expect((await setItemCodeBudget(outsider, { chargeCodeId: at.chargeCodeId, itemCodeId, limit: 1 })).body.error).toMatch(
      /^chargeCodeId/,
    );
    const [theirCode] = await ctx.db
      .insert(itemCodes)
      .values({ buyerId: MASKED_BUYER_ID, code: unique('THEIRS'), description: 'Theirs' })
      .returning({ id: itemCodes.id });
    expect((await setItemCodeBudget(admin, { chargeCodeId: at.chargeCodeId, itemCodeId: theirCode.id, limit: 1 })).body.error).toMatch(
      /^itemCodeId/,
    );
    expect((await removeItemCodeBudget(outsider, id)).status).toBe(404);
    expect((await removeItemCodeBudget(admin, id)).status).toBe(200);
    expect(await audit('budget_removed', `item_code_budget:${id}`)).toMatchObject([{ before: { name: 'Fit-out stationery' } }]);
  });

  it("exports the period as CSV and Excel with the list's columns and RM figures, a cell like a formula defused in the CSV", async () => {
    const at = await place(`=HYPERLINK("https://evil.example","Depot") ${process.pid}`);
    await setBudget(admin, { locationId: at.locationId, chargeCodeId: at.chargeCodeId, limit: 1234.5 });
    const current = (await list(admin)).body;

    const csv = await download(admin, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain(`filename="budgets-${current.period.label}.csv"`);
    const text = Buffer.from(await csv.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const parsed = await new ExcelJS.Workbook().csv.read(Readable.from([text.slice(1)]));
    const rows = parsed
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1).map(String));
    expect(rows[0]).toEqual([
      'Budget ID',
      'Budget',
      'Period',
      'Location',
      'Charge code',
      'Item code',
      'Name',
      'Limit (RM)',
      'Committed (RM)',
      'Pending (RM)',
      'Remaining (RM)',
    ]);
    expect(rows).toHaveLength(current.data.length + 1);
    const depot = rows.find((row) => row[3].includes('HYPERLINK'));
    expect(depot?.[3]).toBe(`'${at.name}`);
    expect(depot?.[1]).toBe('Charge code');
    expect(depot?.slice(7).map(Number)).toEqual([1234.5, 0, 0, 1234.5]);
    expect(text).toContain(`,1234.50,0.00,0.00,1234.50`);

    const excel = await download(admin, 'excel');
    expect(excel.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(excel.headers.get('content-disposition')).toContain(`filename="budgets-${current.period.label}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await excel.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const header = sheet.getRow(5).values as unknown[];
    expect(header.slice(1)).toEqual(rows[0]);
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(4).value === at.name) found = row;
    });
    // In the workbook the name stays as typed (a text cell is never run) and the figures are numbers.
    expect(found?.getCell(8).value).toBe(1234.5);
    expect(found?.getCell(8).numFmt).toBe('"RM" #,##0.00');
    expect(sheet.getRow(1).getCell(1).value).toBe('Company');
    expect(sheet.getRow(2).getCell(2).value).toBe(`${current.period.label} (${current.period.start} to ${current.period.end})`);

    expect((await download(undefined, 'csv')).status).toBe(401);
    expect((await download(colleague, 'excel')).status).toBe(403);
    expect((await download(admin, 'csv', '?period=2026-13-01')).status).toBe(400);
  });

  it('heads the exports in Bahasa Malaysia when the element asks for ms-MY, and in English otherwise', async () => {
    const at = await place(`Gudang ${process.pid}`);
    await setBudget(admin, { locationId: at.locationId, chargeCodeId: at.chargeCodeId, limit: 250 });
    const current = (await list(admin)).body;
    const rowsOf = async (response: Response) => {
      const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
      const parsed = await new ExcelJS.Workbook().csv.read(Readable.from([text.slice(1)]));
      return parsed
        .getSheetValues()
        .filter(Boolean)
        .map((row) => (row as unknown[]).slice(1).map(String));
    };
    const malay = await rowsOf(await download(admin, 'csv', '', 'ms-MY'));
    expect(malay[0]).toEqual([
      'ID Bajet',
      'Bajet',
      'Tempoh',
      'Lokasi',
      'Kod caj',
      'Kod item',
      'Nama',
      'Had (RM)',
      'Dikomitkan (RM)',
      'Belum selesai (RM)',
      'Baki (RM)',
    ]);
    const gudang = malay.find((row) => row[3] === at.name);
    expect(gudang?.slice(1, 3)).toEqual(['Kod caj', `${current.period.label} (${current.period.start} hingga ${current.period.end})`]);
    expect(gudang?.slice(7).map(Number)).toEqual([250, 0, 0, 250]);
    expect((await rowsOf(await download(admin, 'csv', '', 'en-MY')))[0][0]).toBe('Budget ID');

    const excel = await download(admin, 'excel', '', 'ms-MY');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await excel.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe(`Bajet ${current.period.label}`);
    expect([1, 2, 3].map((row) => sheet.getRow(row).getCell(1).value)).toEqual(['Syarikat', 'Tempoh', 'Dieksport']);
    expect((sheet.getRow(5).values as unknown[]).slice(1)).toEqual(malay[0]);
  });

  it('sets the month the financial year starts in, audited; budgets are then set for its periods', async () => {
    try {
      expect((await financialYear(admin)).body.data).toMatchObject({ startMonth: 1 });
      const changed = await setFinancialYear(admin, { startMonth: 4 });
      expect(changed.status).toBe(200);
      expect(changed.body.data.startMonth).toBe(4);
      expect(changed.body.data.current.start).toMatch(/^\d{4}-04-01$/);
      expect(await audit('company_changed', `company:${BUYER_ID}`)).toMatchObject([
        { before: { financialYearStartMonth: 1 }, after: { financialYearStartMonth: 4 } },
      ]);
      const at = await place();
      expect((await setBudget(admin, { locationId: at.locationId, limit: 1, period: '2026-01-01' })).status).toBe(400);
      const april = await setBudget(admin, { locationId: at.locationId, limit: 1, period: '2026-04-01' });
      expect(april.body.budget).toMatchObject({ period: '2026-04-01' });
      for (const startMonth of [0, 13, 1.5, '4', null])
        expect((await setFinancialYear(admin, { startMonth })).body.error, String(startMonth)).toMatch(/^startMonth/);
      expect((await setFinancialYear(outsider, { startMonth: 7 })).status).toBe(200);
      expect((await financialYear(admin)).body.data.startMonth).toBe(4);
    } finally {
      await changeHeard(ctx.db, 'buyers', () => ctx.db.update(buyers).set({ financialYearStartMonth: 1 }));
    }
  });

  describe('category price limits', () => {
    /** A subcategory, its name and its parent's. */
    const childCategory = async () => {
      const { childId, parentName } = await new CartFixture(ctx.db).categoryWithChild();
      const [child] = await ctx.db.select({ name: categories.name }).from(categories).where(eq(categories.id, childId));
      return { id: childId, name: child.name, parent: parentName };
    };

    it('lists the limits with the category name and path, sets, changes and removes one, each audited', async () => {
      // The demo company's RM 6,000 a unit for IT & Electronics, a top-level category.
      expect((await priceLimits(admin)).body.data).toContainEqual(
        expect.objectContaining({
          category: expect.objectContaining({ name: 'IT & Electronics', path: ['IT & Electronics'] }),
          maxUnitPrice: 6000,
        }),
      );
      expect((await priceLimits(outsider)).body.data).toEqual([]);
      const child = await childCategory();
      const set = await setPriceLimit(admin, { categoryId: child.id, maxUnitPrice: 99.9 });
      expect(set.status).toBe(200);
      expect(set.body.priceLimit).toMatchObject({ category: { id: child.id, name: child.name }, maxUnitPrice: 99.9 });
      expect(set.body.priceLimit.category.path.slice(-2)).toEqual([child.parent, child.name]);
      const id = set.body.priceLimit.id;
      expect((await setPriceLimit(admin, { categoryId: child.id, maxUnitPrice: 120 })).body.priceLimit).toMatchObject({
        id,
        maxUnitPrice: 120,
      });
      const [row] = await ctx.db.select().from(categoryPriceLimits).where(eq(categoryPriceLimits.id, id));
      expect(row.maxUnitPrice).toBe(12_000);
      expect(await audit('price_limit_set', `price_limit:${id}`)).toMatchObject([
        {
          before: { maxUnitPrice: 99.9 },
          after: { maxUnitPrice: 120, category: expect.stringMatching(`${child.parent} > ${child.name}$`) },
        },
        { before: null, after: { maxUnitPrice: 99.9, categoryId: child.id } },
      ]);
      expect((await removePriceLimit(outsider, id)).status).toBe(404);
      expect((await removePriceLimit(admin, id)).status).toBe(200);
      expect((await priceLimits(admin)).body.data.map((limit) => limit.id)).not.toContain(id);
      expect(await audit('price_limit_removed', `price_limit:${id}`)).toMatchObject([{ before: { maxUnitPrice: 120 }, after: null }]);
      expect((await removePriceLimit(admin, id)).status).toBe(404);
    });

    it('refuses a limit of 0 or less, a malformed one and an unknown category, naming the field and changing nothing', async () => {
      const child = await childCategory();
      const before = (await priceLimits(admin)).body.data;
      for (const body of [
        { categoryId: child.id, maxUnitPrice: 0 },
        { categoryId: child.id, maxUnitPrice: -5 },
        { categoryId: child.id, maxUnitPrice: 0.001 },
        { categoryId: child.id },
      ])
        expect((await setPriceLimit(admin, body)).body.error, JSON.stringify(body)).toMatch(/^maxUnitPrice/);
      expect((await setPriceLimit(admin, { categoryId: 0, maxUnitPrice: 5 })).body.error).toMatch(/^categoryId/);
      const unknown = await setPriceLimit(admin, { categoryId: 2_000_000_000, maxUnitPrice: 5 });
      expect(unknown).toMatchObject({ status: 404, body: { error: 'categoryId: no such category' } });
      expect((await priceLimits(admin)).body.data).toEqual(before);
    });
  });

  describe('who may call', () => {
    const routes = (ids: { budget: number; itemCodeBudget: number; priceLimit: number; locationId: number }) =>
      [
        ['GET /company/financial-year', (token?: string) => financialYear(token)],
        ['PUT /company/financial-year', (token?: string) => setFinancialYear(token, { startMonth: 7 })],
        ['GET /company/budgets', (token?: string) => list(token)],
        ['PUT /company/budgets', (token?: string) => setBudget(token, { locationId: ids.locationId, limit: 1 })],
        ['DELETE /company/budgets/{id}', (token?: string) => removeBudget(token, ids.budget)],
        ['PUT /company/item-code-budgets', (token?: string) => setItemCodeBudget(token, { chargeCodeId: 1, itemCodeId: 1, limit: 1 })],
        ['DELETE /company/item-code-budgets/{id}', (token?: string) => removeItemCodeBudget(token, ids.itemCodeBudget)],
        ['GET /company/budgets/export/csv', (token?: string) => download(token, 'csv')],
        ['GET /company/budgets/export/excel', (token?: string) => download(token, 'excel')],
        ['GET /company/price-limits', (token?: string) => priceLimits(token)],
        ['PUT /company/price-limits', (token?: string) => setPriceLimit(token, { categoryId: 1, maxUnitPrice: 1 })],
        ['DELETE /company/price-limits/{id}', (token?: string) => removePriceLimit(token, ids.priceLimit)],
      ] as const;

    async function fixtures() {
      const at = await place();
      const budget = (await setBudget(admin, { locationId: at.locationId, limit: 10 })).body.budget.id;
      const itemCodeBudget = (
        await setItemCodeBudget(admin, { chargeCodeId: at.chargeCodeId, itemCodeId: await demoItemCode('IC-1002'), limit: 10 })
      ).body.budget.id;
      const [limit] = await ctx.db
        .select({ id: categoryPriceLimits.id })
        .from(categoryPriceLimits)
        .where(eq(categoryPriceLimits.buyerId, BUYER_ID));
      return { budget, itemCodeBudget, priceLimit: limit.id, locationId: at.locationId };
    }

    it('refuses a signed-out caller (401), a buyer and an approver who are not administrators (403), changing nothing', async () => {
      const ids = await fixtures();
      const before = { budgets: (await list(admin)).body.data, limits: (await priceLimits(admin)).body.data };
      for (const [name, send] of routes(ids)) {
        expect((await send()).status, name).toBe(401);
        expect((await send(colleague)).status, name).toBe(403);
        expect((await send(approver)).status, name).toBe(403);
      }
      expect((await list(admin)).body.data).toEqual(before.budgets);
      expect((await priceLimits(admin)).body.data).toEqual(before.limits);
      expect((await financialYear(admin)).body.data.startMonth).toBe(1);
    });

    it("lets another company's administrator reach none of this company's budgets or limits (404)", async () => {
      const ids = await fixtures();
      expect((await removeBudget(outsider, ids.budget)).status).toBe(404);
      expect((await removeItemCodeBudget(outsider, ids.itemCodeBudget)).status).toBe(404);
      expect((await removePriceLimit(outsider, ids.priceLimit)).status).toBe(404);
      expect((await setBudget(outsider, { locationId: ids.locationId, limit: 1 })).status).toBe(404);
      const ours = (await list(admin)).body.data.map((budget) => budget.id);
      expect(ours).toEqual(expect.arrayContaining([ids.budget, ids.itemCodeBudget]));
      expect((await priceLimits(admin)).body.data.map((limit) => limit.id)).toContain(ids.priceLimit);
    });
  });

  describe('budget periods at checkout', () => {
    /** A time in Malaysia (UTC+8), within a session's 12 hours of another. */
    const inMalaysia = (at: string) => new Date(`${at}+08:00`);

    it('charges the budget of the period an order was submitted in, when it is approved or withdrawn after the year turns', async () => {
      const year = new Date().getUTCFullYear() + 1;
      const [thisPeriod, nextPeriod] = [`${year}-01-01`, `${year + 1}-01-01`];
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(inMalaysia(`${year}-12-31T23:00:00`));
      const scenarios = new CheckoutScenarios(ctx.db);
      await scenarios.prepare();
      const scenario = await scenarios.create({ quantity: 1, budget: 1_000_000 });
      const submit = async () => {
        if ((await scenarios.workflow.cartLines(scenario.buyerId)).length === 0)
          await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, 1);
        const answer = await call<SubmitCompleteResponse>(ctx.app, '/api/workflow/submit-complete', {
          token: scenario.buyer.token,
          body: scenario.request(),
        });
        expect(answer.status).toBe(200);
        return answer.body.data.poId;
      };
      const approved = await submit();
      const withdrawn = await submit();
      const old = await scenarios.workflow.budgetRow(scenario.budgetId);
      expect(old).toMatchObject({ periodStart: thisPeriod, pending: 21_600, committed: 0 });

      // The year turns; the company budgets the new one.
      vi.setSystemTime(inMalaysia(`${year + 1}-01-01T01:00:00`));
      const fresh = await scenarios.workflow.budget(scenario.buyerId, scenario.locationId, scenario.projectId, 500_000);
      expect((await scenarios.workflow.budgetRow(fresh)).periodStart).toBe(nextPeriod);
      // Checkout now judges against the new period's budget.
      const check = await call<{ budgetValidation: { budgetLimit: number; remainingBudget: number } }>(
        ctx.app,
        '/api/workflow/validate-budget-at-checkout',
        {
          token: scenario.buyer.token,
          body: {
            userId: scenario.buyer.id,
            byId: scenario.buyerId,
            locationId: scenario.locationId,
            projectId: scenario.projectId,
            orderAmount: 10,
          },
        },
      );
      expect(check.body.budgetValidation).toMatchObject({ budgetLimit: 5000, remainingBudget: 5000 });

      const { first, second } = scenario.approvers;
      for (const approverToken of [first.token, second.token])
        expect((await call(ctx.app, `/api/approvals/${approved}/approve`, { token: approverToken, body: {} })).status).toBe(200);
      expect(
        (await call(ctx.app, `/api/orders/pre-orders/${withdrawn}/cancel`, { token: scenario.buyer.token, method: 'POST' })).status,
      ).toBe(200);
      // The old period carries the approved order and no longer the withdrawn one; the new period is untouched.
      expect(await scenarios.workflow.budgetRow(scenario.budgetId)).toMatchObject({ committed: 10_800, pending: 0 });
      expect(await scenarios.workflow.budgetRow(fresh)).toMatchObject({ committed: 0, pending: 0 });
    });
  });
});
