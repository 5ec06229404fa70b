import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerLocations, chargeCodeAccess, chargeCodeProjects, itemCodes } from '../../server/db/schema';
import { BUYER_ID, MASKED_BUYER_ID } from './support/cart-fixture';
import { administeredScenario, companyCallers, type AuditEntry } from './support/company-callers';
import { createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { CheckoutScenarios, completeForm } from './support/workflow-fixture';
import { expectWordedByCode } from './support/refusal-words';

interface Address {
  lotNo: string;
  street1: string;
  street2: string;
  postcode: string;
  city: string;
  state: string;
}
interface Location extends Address {
  id: number;
  name: string;
  archived: boolean;
  archivedAt: string | null;
  openOrders: number;
}
interface ChargeCode {
  id: number;
  locationId: number;
  locationName: string;
  name: string;
  code: string;
  address: Address | null;
  archived: boolean;
  openOrders: number;
}
interface ItemCode {
  id: number;
  code: string;
  description: string;
  glCode: string;
  archived: boolean;
}
type Answer<T> = T & { error?: string; code?: string; open_orders?: number };

const SHAH_ALAM: Address = {
  lotNo: 'Lot 9',
  street1: 'Jalan Kontraktor U1/14',
  street2: 'Hicom Glenmarie',
  postcode: '40150',
  city: 'Shah Alam',
  state: 'SGR',
};
const JOHOR_BAHRU: Address = {
  lotNo: 'No. 3',
  street1: 'Jalan Harmonium',
  street2: 'Taman Desa Tebrau',
  postcode: '81100',
  city: 'Johor Bahru',
  state: 'Johor',
};

describe.each(engines())('company locations, charge codes and item codes on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;
  /** buyer@ administers the demo company; colleague@ is a buyer there, approver@ its approver; masked@ administers another company. */
  let admin: string;
  let colleague: string;
  let approver: string;
  let outsider: string;
  let punchout: string;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
    ({ admin, colleague, approver, outsider, punchout } = await companyCallers(ctx));
  });
  afterAll(() => ctx?.close());

  const locations = (token?: string) => call<Answer<{ locations: Location[] }>>(ctx.app, '/api/company/locations', { token });
  const createLocation = (token: string | undefined, body: unknown) =>
    call<Answer<{ location: Location }>>(ctx.app, '/api/company/locations', { token, body });
  const changeLocation = (token: string | undefined, id: number, body: unknown) =>
    call<Answer<{ location: Location }>>(ctx.app, `/api/company/locations/${id}`, { token, body, method: 'PATCH' });
  const archiveLocation = (token: string | undefined, id: number, to: 'archive' | 'restore' = 'archive') =>
    call<Answer<{ location: Location }>>(ctx.app, `/api/company/locations/${id}/${to}`, { token, method: 'POST' });
  const chargeCodes = (token?: string, query = '') =>
    call<Answer<{ chargeCodes: ChargeCode[] }>>(ctx.app, `/api/company/charge-codes${query}`, { token });
  const createChargeCode = (token: string | undefined, body: unknown) =>
    call<Answer<{ chargeCode: ChargeCode }>>(ctx.app, '/api/company/charge-codes', { token, body });
  const changeChargeCode = (token: string | undefined, id: number, body: unknown) =>
    call<Answer<{ chargeCode: ChargeCode }>>(ctx.app, `/api/company/charge-codes/${id}`, { token, body, method: 'PATCH' });
  const archiveChargeCode = (token: string | undefined, id: number, to: 'archive' | 'restore' = 'archive') =>
    call<Answer<{ chargeCode: ChargeCode }>>(ctx.app, `/api/company/charge-codes/${id}/${to}`, { token, method: 'POST' });
  const itemCodeList = (token?: string) => call<Answer<{ itemCodes: ItemCode[] }>>(ctx.app, '/api/company/item-codes', { token });
  const createItemCode = (token: string | undefined, body: unknown) =>
    call<Answer<{ itemCode: ItemCode }>>(ctx.app, '/api/company/item-codes', { token, body });
  const changeItemCode = (token: string | undefined, id: number, body: unknown) =>
    call<Answer<{ itemCode: ItemCode }>>(ctx.app, `/api/company/item-codes/${id}`, { token, body, method: 'PATCH' });
  const archiveItemCode = (token: string | undefined, id: number, to: 'archive' | 'restore' = 'archive') =>
    call<Answer<{ itemCode: ItemCode }>>(ctx.app, `/api/company/item-codes/${id}/${to}`, { token, method: 'POST' });
  const audit = async (token: string, subject: string) =>
    (await call<{ data: AuditEntry[] }>(ctx.app, '/api/company/audit', { token })).body.data.filter((entry) => entry.subject === subject);
  const submit = (token: string, body: unknown) =>
    call<Answer<{ data: { poId: string } }>>(ctx.app, '/api/workflow/submit-complete', { token, body });
  const cancel = (token: string, poId: string) => call(ctx.app, `/api/orders/pre-orders/${poId}/cancel`, { token, method: 'POST' });

  const administered = () => administeredScenario(ctx.db, scenarios);

  describe('locations', () => {
    it('adds a location whose postcode decides its state, lists it, and refuses a name the company has in any case', async () => {
      const created = await createLocation(admin, { name: 'Glenmarie Store', ...SHAH_ALAM });
      expect(created.status, created.body.error).toBe(201);
      expect(created.body.location).toMatchObject({
        name: 'Glenmarie Store',
        state: 'Selangor',
        postcode: '40150',
        archived: false,
        archivedAt: null,
        openOrders: 0,
      });
      const listed = (await locations(admin)).body.locations;
      expect(listed.map((location) => location.name)).toEqual(expect.arrayContaining(['Head Office', 'Glenmarie Store']));

      const before = listed.length;
      const mismatch = await createLocation(admin, { name: 'Wrong State', ...SHAH_ALAM, state: 'Johor' });
      expect(mismatch).toMatchObject({ status: 400, body: { code: 'postcode_mismatch' } });
      expectWordedByCode(mismatch.body);
      expect(mismatch.body.error).toBe('postcode: Postcode 40150 is in Petaling, Selangor, not Johor');
      const notAState = await createLocation(admin, { name: 'Nowhere', ...SHAH_ALAM, state: 'Atlantis' });
      expect(notAState).toMatchObject({ status: 400, body: { code: 'unknown_location' } });
      expect(notAState.body.error).toMatch(/^state: /);
      for (const name of ['glenmarie store', 'HEAD OFFICE']) {
        const taken = await createLocation(admin, { name, ...SHAH_ALAM });
        expect(taken).toMatchObject({ status: 409, body: { code: 'location_name_taken' } });
        expect(taken.body.error).toMatch(/^name: /);
        expectWordedByCode(taken.body);
      }
      expect((await createLocation(admin, { name: 'No Postcode', ...SHAH_ALAM, postcode: '401' })).status).toBe(400);
      expect((await createLocation(admin, { ...SHAH_ALAM })).status).toBe(400);
      expect((await locations(admin)).body.locations).toHaveLength(before);

      expect(await audit(admin, `location:${created.body.location.id}`)).toEqual([
        expect.objectContaining({
          action: 'location_created',
          before: null,
          after: { name: 'Glenmarie Store', ...SHAH_ALAM, state: 'Selangor' },
        }),
      ]);
    });

    it('changes a location, checking its address whole as it will be, and audits before and after', async () => {
      const { body } = await createLocation(admin, { name: 'Tebrau Depot', ...JOHOR_BAHRU });
      const id = body.location.id;
      // A new postcode alone that lies in another state than the location's is refused, changing nothing.
      const alone = await changeLocation(admin, id, { postcode: '50250' });
      expect(alone).toMatchObject({ status: 400, body: { code: 'postcode_mismatch' } });
      const moved = await changeLocation(admin, id, { postcode: '50250', state: 'kul', city: 'Kuala Lumpur' });
      expect(moved.status, moved.body.error).toBe(200);
      expect(moved.body.location).toMatchObject({ name: 'Tebrau Depot', postcode: '50250', state: 'Kuala Lumpur', city: 'Kuala Lumpur' });
      expect((await changeLocation(admin, id, { name: 'head office' })).body.code).toBe('location_name_taken');
      // Its own name in another case is no clash.
      expect((await changeLocation(admin, id, { name: 'TEBRAU DEPOT' })).status).toBe(200);
      expect((await changeLocation(admin, id, {})).status).toBe(400);

      const log = await audit(admin, `location:${id}`);
      expect(log.map((entry) => entry.action)).toEqual(['location_changed', 'location_changed', 'location_created']);
      expect(log[1]).toMatchObject({
        before: { name: 'Tebrau Depot', postcode: '81100', state: 'Johor' },
        after: { name: 'Tebrau Depot', postcode: '50250', state: 'Kuala Lumpur' },
      });
    });

    it('refuses to archive a location with open orders, naming how many; archived, checkout neither offers nor takes it, and old orders still show it', async () => {
      const scenario = await administered();
      const token = scenario.buyer.token;
      const placed = await submit(token, scenario.request());
      expect(placed.status, placed.body.error).toBe(200);

      const refused = await archiveLocation(token, scenario.locationId);
      expect(refused).toMatchObject({ status: 409, body: { code: 'location_has_open_orders', open_orders: 1 } });
      expect(refused.body.error).toMatch(/has 1 open order \(in approval or not yet completed\)/);
      expectWordedByCode(refused.body);
      expect((await locations(token)).body.locations).toEqual([
        expect.objectContaining({ id: scenario.locationId, archived: false, openOrders: 1 }),
      ]);

      expect((await cancel(token, placed.body.data.poId)).status).toBe(200);
      // The placed order took the line out of the cart: it goes back for the next submit.
      await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, scenario.quantity);
      const archived = await archiveLocation(token, scenario.locationId);
      expect(archived.status, archived.body.error).toBe(200);
      expect(archived.body.location).toMatchObject({ archived: true, openOrders: 0 });
      expect(archived.body.location.archivedAt).not.toBeNull();
      // Archiving it again changes nothing and writes nothing.
      expect((await archiveLocation(token, scenario.locationId)).status).toBe(200);
      expect((await audit(token, `location:${scenario.locationId}`)).map((entry) => entry.action)).toEqual(['location_archived']);

      const form = await call<{ locations: { recid: number }[] }>(ctx.app, '/api/workflow/checkout-form', { token });
      expect(form.status).toBe(200);
      expect(form.body.locations).toEqual([]);
      const workflowLocations = await call<{ locations: unknown[] }>(ctx.app, '/api/workflow/validate-user-workflow?grand_total=10', {
        token,
      });
      expect(workflowLocations.body.locations).toEqual([]);
      const field = await call<{ valid: boolean; message: string }>(ctx.app, '/api/workflow/validate-field', {
        token,
        body: { field: 'location_id', value: scenario.locationId },
      });
      expect(field.body).toMatchObject({ valid: false, message: 'This location is archived and takes no new orders; choose another' });
      const again = await submit(token, scenario.request());
      expect(again).toMatchObject({ status: 400, body: { code: 'location_archived' } });
      expectWordedByCode(again.body);
      expect(await scenarios.workflow.orders(scenario.buyerId)).toHaveLength(1);
      const history = await call<{ data: { poId: string; locationName: string | null }[] }>(ctx.app, '/api/orders/pre-orders', { token });
      expect(history.body.data.find((order) => order.poId === placed.body.data.poId)?.locationName).toBe(
        (await ctx.db.select().from(buyerLocations).where(eq(buyerLocations.id, scenario.locationId)))[0].locationName,
      );

      const restored = await archiveLocation(token, scenario.locationId, 'restore');
      expect(restored.body.location).toMatchObject({ archived: false, archivedAt: null });
      expect((await submit(token, scenario.request())).status).toBe(200);
      expect((await audit(token, `location:${scenario.locationId}`)).map((entry) => [entry.action, entry.after])).toEqual([
        ['location_restored', { name: expect.any(String), archived: false }],
        ['location_archived', { name: expect.any(String), archived: true }],
      ]);
    });
  });

  describe('charge codes', () => {
    it('adds charge codes at a location with their own address checked, codes unique in the company in any case', async () => {
      const [headOffice] = (await locations(admin)).body.locations.filter((location) => location.name === 'Head Office');
      const created = await createChargeCode(admin, { locationId: headOffice.id, name: 'Server Room', code: 'HO-SRV-03' });
      expect(created.status, created.body.error).toBe(201);
      expect(created.body.chargeCode).toMatchObject({
        locationName: 'Head Office',
        code: 'HO-SRV-03',
        address: null,
        archived: false,
        openOrders: 0,
      });
      const own = await createChargeCode(admin, {
        locationId: headOffice.id,
        name: 'Glenmarie Fit-out',
        code: 'HO-GLN-04',
        address: SHAH_ALAM,
      });
      expect(own.body.chargeCode.address).toEqual({ ...SHAH_ALAM, state: 'Selangor' });
      const wrong = await createChargeCode(admin, {
        locationId: headOffice.id,
        name: 'Wrong',
        code: 'HO-WRG-05',
        address: { ...SHAH_ALAM, state: 'Penang' },
      });
      expect(wrong).toMatchObject({ status: 400, body: { code: 'postcode_mismatch' } });
      expect(wrong.body.error).toMatch(/^address\.postcode: /);
      const taken = await createChargeCode(admin, { locationId: headOffice.id, name: 'Again', code: 'ho-it-01' });
      expect(taken).toMatchObject({ status: 409, body: { code: 'charge_code_taken' } });
      expect(taken.body.error).toMatch(/^code: /);
      expectWordedByCode(taken.body);
      // Another company's location is not one to add to.
      const [foreign] = await ctx.db
        .insert(buyerLocations)
        .values({ buyerId: MASKED_BUYER_ID, locationName: 'Masked HQ', state: 'Selangor' })
        .returning();
      expect((await createChargeCode(admin, { locationId: foreign.id, name: 'Theirs', code: 'X-1' })).status).toBe(404);
      expect((await createChargeCode(outsider, { locationId: headOffice.id, name: 'Theirs', code: 'X-2' })).status).toBe(404);

      const ofHeadOffice = (await chargeCodes(admin, `?locationId=${headOffice.id}`)).body.chargeCodes;
      expect(ofHeadOffice.map((code) => code.code)).toEqual(['HO-GLN-04', 'HO-IT-01', 'HO-REN-02', 'HO-SRV-03']);
      expect((await chargeCodes(admin, '?locationId=abc')).status).toBe(400);

      const renamed = await changeChargeCode(admin, created.body.chargeCode.id, { name: 'Data Centre', address: null });
      expect(renamed.body.chargeCode).toMatchObject({ name: 'Data Centre', code: 'HO-SRV-03' });
      expect((await changeChargeCode(admin, created.body.chargeCode.id, { code: 'SA-MNT-01' })).body.code).toBe('charge_code_taken');
      expect(
        (await audit(admin, `charge_code:${created.body.chargeCode.id}`)).map((entry) => [entry.action, entry.before, entry.after]),
      ).toEqual([
        [
          'charge_code_changed',
          { name: 'Server Room', code: 'HO-SRV-03', address: null },
          { name: 'Data Centre', code: 'HO-SRV-03', address: null },
        ],
        ['charge_code_created', null, { location: 'Head Office', name: 'Server Room', code: 'HO-SRV-03', address: null }],
      ]);
    });

    it('refuses to archive a charge code with open orders; archived, checkout neither offers nor takes it; restored only with its location', async () => {
      const scenario = await administered();
      const token = scenario.buyer.token;
      await ctx.db.insert(chargeCodeAccess).values({ userId: scenario.buyer.id });
      const placed = await submit(token, scenario.request());
      expect(placed.status, placed.body.error).toBe(200);
      const refused = await archiveChargeCode(token, scenario.projectId);
      expect(refused).toMatchObject({ status: 409, body: { code: 'charge_code_has_open_orders', open_orders: 1 } });
      expectWordedByCode(refused.body);
      expect((await cancel(token, placed.body.data.poId)).status).toBe(200);
      // The placed order took the line out of the cart: it goes back for the next submit.
      await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, scenario.quantity);

      const offered = () =>
        call<{ projects: { project_id: number }[] }>(ctx.app, `/api/workflow/location-projects?location_id=${scenario.locationId}`, {
          token,
        });
      expect((await offered()).body.projects.map((project) => project.project_id)).toEqual([scenario.projectId]);
      expect((await archiveChargeCode(token, scenario.projectId)).body.chargeCode).toMatchObject({ archived: true });
      expect((await offered()).body.projects).toEqual([]);
      expect(await submit(token, scenario.request())).toMatchObject({ status: 400, body: { code: 'charge_code_archived' } });
      expect(await scenarios.workflow.orders(scenario.buyerId)).toHaveLength(1);

      expect((await archiveLocation(token, scenario.locationId)).status).toBe(200);
      const blocked = await archiveChargeCode(token, scenario.projectId, 'restore');
      expect(blocked).toMatchObject({ status: 409, body: { code: 'location_archived' } });
      expectWordedByCode(blocked.body);
      expect(
        (await createChargeCode(token, { locationId: scenario.locationId, name: 'New', code: `NEW-${scenario.projectId}` })).body.code,
      ).toBe('location_archived');
      expect((await archiveLocation(token, scenario.locationId, 'restore')).status).toBe(200);
      expect((await archiveChargeCode(token, scenario.projectId, 'restore')).body.chargeCode).toMatchObject({ archived: false });
      expect((await offered()).body.projects.map((project) => project.project_id)).toEqual([scenario.projectId]);
      expect((await submit(token, scenario.request())).status).toBe(200);
    });
  });

  describe('item codes', () => {
    it('adds, changes, archives and restores item codes; checkout offers and takes only those in use', async () => {
      const scenario = await administered();
      const token = scenario.buyer.token;
      const created = await createItemCode(token, { code: 'IC-7001', description: 'Stationery', glCode: '610100' });
      expect(created.status, created.body.error).toBe(201);
      expect(created.body.itemCode).toMatchObject({ code: 'IC-7001', description: 'Stationery', glCode: '610100', archived: false });
      expect((await createItemCode(token, { code: 'ic-7001', description: 'Again' })).body.code).toBe('item_code_taken');
      expect((await createItemCode(token, { code: ' ', description: 'Blank' })).status).toBe(400);
      const id = created.body.itemCode.id;
      expect((await changeItemCode(token, id, { description: 'Office stationery', glCode: '610200' })).body.itemCode).toMatchObject({
        code: 'IC-7001',
        description: 'Office stationery',
        glCode: '610200',
      });
      // The code itself is fixed.
      expect((await changeItemCode(token, id, { code: 'IC-7002' })).status).toBe(400);
      // Text the database stores otherwise than sent (a lone surrogate) is logged as stored, never a 500.
      const odd = await changeItemCode(token, id, { glCode: '\ud800' });
      expect(odd.status, odd.body.error).toBe(200);
      expect((await audit(token, `item_code:${id}`))[0].after).toEqual({
        code: 'IC-7001',
        description: 'Office stationery',
        glCode: '\ufffd',
      });
      expect((await changeItemCode(token, id, { glCode: '610200' })).status).toBe(200);

      const offered = async () =>
        (await call<{ itemCodes: { code: string }[] }>(ctx.app, '/api/workflow/item-codes', { token })).body.itemCodes.map(
          (code) => code.code,
        );
      const line = (code: string) =>
        scenario.request({
          formData: completeForm(scenario.locationId, scenario.projectId, { item_code: { [scenario.item.skuId]: code } }),
        });
      expect(await offered()).toEqual(['IC-7001']);
      expect((await archiveItemCode(token, id)).body.itemCode.archived).toBe(true);
      expect(await offered()).toEqual([]);
      expect((await itemCodeList(token)).body.itemCodes).toEqual([expect.objectContaining({ code: 'IC-7001', archived: true })]);
      const archived = await submit(token, line('IC-7001'));
      expect(archived).toMatchObject({ status: 400, body: { error: `Unknown item code for ${scenario.item.name}` } });
      expect((await archiveItemCode(token, id, 'restore')).body.itemCode.archived).toBe(false);
      expect(await offered()).toEqual(['IC-7001']);
      // Known again, the line goes on to its budget check.
      expect((await submit(token, line('IC-7001'))).body.code).toBe('item_code_no_budget');
      expect((await audit(token, `item_code:${id}`)).map((entry) => entry.action)).toEqual([
        'item_code_restored',
        'item_code_archived',
        'item_code_changed',
        'item_code_changed',
        'item_code_changed',
        'item_code_created',
      ]);
    });
  });

  describe('who may call', () => {
    let ids: { location: number; chargeCode: number; itemCode: number };
    beforeAll(async () => {
      const [location] = await ctx.db.select().from(buyerLocations).where(eq(buyerLocations.buyerId, BUYER_ID)).limit(1);
      const [chargeCode] = await ctx.db.select().from(chargeCodeProjects).where(eq(chargeCodeProjects.buyerId, BUYER_ID)).limit(1);
      const [itemCode] = await ctx.db.select().from(itemCodes).where(eq(itemCodes.buyerId, BUYER_ID)).limit(1);
      ids = { location: location.id, chargeCode: chargeCode.id, itemCode: itemCode.id };
    });
    const routes = (): [string, (token?: string) => Promise<{ status: number }>][] => [
      ['GET /company/locations', (token) => locations(token)],
      ['POST /company/locations', (token) => createLocation(token, { name: 'Refused', ...SHAH_ALAM })],
      ['PATCH /company/locations/{id}', (token) => changeLocation(token, ids.location, { name: 'Refused' })],
      ['POST /company/locations/{id}/archive', (token) => archiveLocation(token, ids.location)],
      ['POST /company/locations/{id}/restore', (token) => archiveLocation(token, ids.location, 'restore')],
      ['GET /company/charge-codes', (token) => chargeCodes(token)],
      ['POST /company/charge-codes', (token) => createChargeCode(token, { locationId: ids.location, name: 'Refused', code: 'REFUSED' })],
      ['PATCH /company/charge-codes/{id}', (token) => changeChargeCode(token, ids.chargeCode, { name: 'Refused' })],
      ['POST /company/charge-codes/{id}/archive', (token) => archiveChargeCode(token, ids.chargeCode)],
      ['POST /company/charge-codes/{id}/restore', (token) => archiveChargeCode(token, ids.chargeCode, 'restore')],
      ['GET /company/item-codes', (token) => itemCodeList(token)],
      ['POST /company/item-codes', (token) => createItemCode(token, { code: 'REFUSED', description: 'Refused' })],
      ['PATCH /company/item-codes/{id}', (token) => changeItemCode(token, ids.itemCode, { description: 'Refused' })],
      ['POST /company/item-codes/{id}/archive', (token) => archiveItemCode(token, ids.itemCode)],
      ['POST /company/item-codes/{id}/restore', (token) => archiveItemCode(token, ids.itemCode, 'restore')],
    ];
    const snapshot = async () => ({
      locations: await ctx.db
        .select()
        .from(buyerLocations)
        .where(inArray(buyerLocations.buyerId, [BUYER_ID, MASKED_BUYER_ID])),
      chargeCodes: await ctx.db.select().from(chargeCodeProjects).where(eq(chargeCodeProjects.buyerId, BUYER_ID)),
      itemCodes: await ctx.db.select().from(itemCodes).where(eq(itemCodes.buyerId, BUYER_ID)),
    });

    it('refuses a signed-out caller (401), a buyer and an approver who are not administrators, and a punch-out session (403), changing nothing', async () => {
      const before = await snapshot();
      for (const [name, send] of routes()) {
        expect((await send()).status, name).toBe(401);
        expect((await send(colleague)).status, name).toBe(403);
        expect((await send(approver)).status, name).toBe(403);
        const fromPunchout = (await send(punchout)) as { status: number; body?: { code?: string } };
        expect([fromPunchout.status, fromPunchout.body?.code], name).toEqual([403, 'punchout_scope']);
      }
      expect(await snapshot()).toEqual(before);
    });

    it("shows another company's administrator none of this company's and lets them change none of it (404)", async () => {
      const before = await snapshot();
      const theirs = await locations(outsider);
      expect(theirs.status).toBe(200);
      expect(theirs.body.locations.map((location) => location.id)).not.toContain(ids.location);
      expect((await chargeCodes(outsider)).body.chargeCodes.map((code) => code.id)).not.toContain(ids.chargeCode);
      expect((await itemCodeList(outsider)).body.itemCodes.map((code) => code.id)).not.toContain(ids.itemCode);
      for (const [name, send] of routes().filter(([route]) => route.includes('{id}')))
        expect((await send(outsider)).status, name).toBe(404);
      expect(await snapshot()).toEqual(before);
    });
  });
});
