import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buyerLocations, chargeCodeAccess, chargeCodeProjects, userChargeCodes, userLocations, users } from '../../server/db/schema';
import { BUYER_ID, MASKED_BUYER_ID } from './support/cart-fixture';
import { companyCallers, type AuditEntry } from './support/company-callers';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { CheckoutScenarios } from './support/workflow-fixture';

interface Access {
  userId: number;
  name: string;
  allLocations: boolean;
  locations: { id: number; name: string; archived: boolean }[];
  allChargeCodes: boolean;
  chargeCodes: { id: number; code: string; name: string; locationId: number; archived: boolean }[];
  pickChargeCodes: boolean;
  viewSlInfo: 'Y' | 'N' | null;
  companyViewSlInfo: 'Y' | 'N';
}
type Answer<T> = T & { error?: string; code?: string };

const EVERYTHING = { locationIds: 'all', chargeCodeIds: 'all', pickChargeCodes: true, viewSlInfo: null };

describe.each(engines())("a person's access on %s", (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;
  let admin: string;
  let colleague: string;
  let approver: string;
  let outsider: string;
  let punchout: string;
  let ids: { admin: number; colleague: number; outsider: number };
  let places: { headOffice: number; shahAlam: number; johor: number; itRefresh: number; renovation: number; maintenance: number };

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
    ({ admin, colleague, approver, outsider, punchout, ids } = await companyCallers(ctx));
    const location = async (name: string) =>
      (
        await ctx.db
          .select()
          .from(buyerLocations)
          .where(and(eq(buyerLocations.buyerId, BUYER_ID), eq(buyerLocations.locationName, name)))
      )[0].id;
    const project = async (code: string) =>
      (await ctx.db.select().from(chargeCodeProjects).where(eq(chargeCodeProjects.projectCode, code)))[0].id;
    places = {
      headOffice: await location('Head Office'),
      shahAlam: await location('Shah Alam Plant'),
      johor: await location('Johor Depot'),
      itRefresh: await project('HO-IT-01'),
      renovation: await project('HO-REN-02'),
      maintenance: await project('SA-MNT-01'),
    };
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    // Everyone of the demo company orders everywhere, as the seed leaves them.
    await changeHeard(ctx.db, 'users', () =>
      ctx.db
        .update(users)
        .set({ allLocations: true, allChargeCodes: true, viewSlInfo: null })
        .where(inArray(users.buyerId, [BUYER_ID, MASKED_BUYER_ID])),
    );
    await ctx.db.delete(userLocations);
    await ctx.db.delete(userChargeCodes);
    await ctx.db.insert(chargeCodeAccess).values({ userId: ids.colleague }).onConflictDoNothing();
  });

  const access = (token: string | undefined, id: number) =>
    call<Answer<{ access: Access }>>(ctx.app, `/api/company/people/${id}/access`, { token });
  const setAccess = (token: string | undefined, id: number, body: unknown) =>
    call<Answer<{ access: Access }>>(ctx.app, `/api/company/people/${id}/access`, { token, body, method: 'PUT' });
  const audit = async (subject: string) =>
    (await call<{ data: AuditEntry[] }>(ctx.app, '/api/company/audit?action=person_access_changed', { token: admin })).body.data.filter(
      (entry) => entry.subject === subject,
    );
  const offeredLocations = async (token: string) =>
    (await call<{ locations: { recid: number }[] }>(ctx.app, '/api/workflow/checkout-form', { token })).body.locations.map(
      (row) => row.recid,
    );
  const offeredProjects = async (token: string, locationId: number) =>
    (
      await call<{ projects: { project_id: number }[] }>(ctx.app, `/api/workflow/location-projects?location_id=${locationId}`, { token })
    ).body.projects.map((row) => row.project_id);

  it('answers every person as ordering everywhere, seeing seller names as the company does, until an administrator says otherwise', async () => {
    const { status, body } = await access(admin, ids.colleague);
    expect(status).toBe(200);
    expect(body.access).toEqual({
      userId: ids.colleague,
      name: 'Nurul Huda',
      email: 'colleague@lapasar.test',
      allLocations: true,
      locations: [],
      allChargeCodes: true,
      chargeCodes: [],
      pickChargeCodes: true,
      viewSlInfo: null,
      companyViewSlInfo: 'Y',
    });
    expect(await offeredLocations(colleague)).toEqual([places.headOffice, places.shahAlam, places.johor]);
  });

  it('restricts a person to listed locations and charge codes: checkout offers only those and refuses the others with the reason', async () => {
    const logged = (await audit(`user:${ids.colleague}`)).length;
    const set = await setAccess(admin, ids.colleague, {
      ...EVERYTHING,
      locationIds: [places.shahAlam, places.headOffice],
      chargeCodeIds: [places.renovation],
    });
    expect(set.status, set.body.error).toBe(200);
    expect(set.body.access).toMatchObject({
      allLocations: false,
      locations: [
        { id: places.headOffice, name: 'Head Office', archived: false },
        { id: places.shahAlam, name: 'Shah Alam Plant', archived: false },
      ],
      allChargeCodes: false,
      chargeCodes: [
        { id: places.renovation, code: 'HO-REN-02', name: 'Office Renovation', locationId: places.headOffice, archived: false },
      ],
    });
    expect(await offeredLocations(colleague)).toEqual([places.headOffice, places.shahAlam]);
    expect(await offeredProjects(colleague, places.headOffice)).toEqual([places.renovation]);
    // The administrator's own access is untouched.
    expect(await offeredLocations(admin)).toEqual([places.headOffice, places.shahAlam, places.johor]);
    expect(await offeredProjects(admin, places.headOffice)).toEqual([places.itRefresh, places.renovation]);

    const johorForm = await call<Answer<object>>(ctx.app, `/api/workflow/checkout-form?location_id=${places.johor}`, { token: colleague });
    expect(johorForm).toMatchObject({ status: 403, body: { code: 'location_not_allowed' } });
    const itForm = await call<Answer<object>>(
      ctx.app,
      `/api/workflow/checkout-form?location_id=${places.headOffice}&project_id=${places.itRefresh}`,
      { token: colleague },
    );
    expect(itForm).toMatchObject({ status: 403, body: { code: 'charge_code_not_allowed' } });
    const field = await call<{ valid: boolean; message: string }>(ctx.app, '/api/workflow/validate-field', {
      token: colleague,
      body: { field: 'location_id', value: places.johor },
    });
    expect(field.body).toEqual(
      expect.objectContaining({ valid: false, message: expect.stringMatching(/^You may not order for this location/) }),
    );
    const approvers = await call<Answer<object>>(ctx.app, `/api/workflow/checkout-approvers?locationId=${places.johor}&grandTotal=10`, {
      token: colleague,
    });
    expect(approvers.body.code).toBe('location_not_allowed');

    const log = await audit(`user:${ids.colleague}`);
    expect(log).toHaveLength(logged + 1);
    expect(log[0]).toMatchObject({
      before: { allLocations: true, locationIds: [], allChargeCodes: true, chargeCodeIds: [], pickChargeCodes: true, viewSlInfo: null },
      after: {
        locationIds: [places.headOffice, places.shahAlam].toSorted((a, b) => a - b),
        chargeCodeIds: [places.renovation],
        pickChargeCodes: true,
        viewSlInfo: null,
      },
    });
    // The same access again, an id listed twice, changes nothing and writes nothing.
    await setAccess(admin, ids.colleague, {
      ...EVERYTHING,
      locationIds: [places.headOffice, places.shahAlam, places.headOffice],
      chargeCodeIds: [places.renovation],
    });
    expect(await audit(`user:${ids.colleague}`)).toHaveLength(logged + 1);
  });

  it("refuses a restricted person's submit for another location or charge code (403) and places it once they are given it", async () => {
    const scenario = await scenarios.create();
    await ctx.db.update(users).set({ companyAdministrator: true }).where(eq(users.id, scenario.buyer.id));
    const other = await scenarios.workflow.location(scenario.buyerId);
    const otherProject = await scenarios.workflow.project(scenario.buyerId, scenario.locationId);
    const self = scenario.buyer.token;
    const submit = () => call<Answer<object>>(ctx.app, '/api/workflow/submit-complete', { token: self, body: scenario.request() });

    expect((await setAccess(self, scenario.buyer.id, { ...EVERYTHING, locationIds: [other] })).status).toBe(200);
    const refused = await submit();
    expect(refused).toMatchObject({ status: 403, body: { code: 'location_not_allowed' } });
    expect(refused.body.error).toMatch(/^You may not order for this location/);
    expect(await scenarios.workflow.orders(scenario.buyerId)).toEqual([]);

    expect((await setAccess(self, scenario.buyer.id, { ...EVERYTHING, chargeCodeIds: [otherProject] })).status).toBe(200);
    expect(await submit()).toMatchObject({ status: 403, body: { code: 'charge_code_not_allowed' } });
    expect(await scenarios.workflow.orders(scenario.buyerId)).toEqual([]);

    const listed = { ...EVERYTHING, locationIds: [scenario.locationId], chargeCodeIds: [scenario.projectId] };
    expect((await setAccess(self, scenario.buyer.id, listed)).status).toBe(200);
    const placed = await submit();
    expect(placed.status, placed.body.error).toBe(200);
    expect(await scenarios.workflow.orders(scenario.buyerId)).toHaveLength(1);
  });

  it('takes charge-code picking away and gives a person their own view_sl_info, the company keeping its own', async () => {
    expect((await setAccess(admin, ids.colleague, { ...EVERYTHING, pickChargeCodes: false, viewSlInfo: 'N' })).status).toBe(200);
    expect(await ctx.db.select().from(chargeCodeAccess).where(eq(chargeCodeAccess.userId, ids.colleague))).toEqual([]);
    expect(await offeredProjects(colleague, places.headOffice)).toEqual([]);
    const settings = (token: string) =>
      call<{ data: { view_sl_info: string } }>(ctx.app, '/api/workflow/buyer-settings', { token }).then(
        (answer) => answer.body.data.view_sl_info,
      );
    expect(await settings(colleague)).toBe('N');
    expect(await settings(admin)).toBe('Y');
    expect((await access(admin, ids.colleague)).body.access).toMatchObject({
      pickChargeCodes: false,
      viewSlInfo: 'N',
      companyViewSlInfo: 'Y',
    });

    // In a company that masks seller names, a person may be let see them.
    expect((await setAccess(outsider, ids.outsider, { ...EVERYTHING, viewSlInfo: 'Y' })).body.access).toMatchObject({
      viewSlInfo: 'Y',
      companyViewSlInfo: 'N',
    });
    expect(await settings(outsider)).toBe('Y');
    expect((await setAccess(outsider, ids.outsider, EVERYTHING)).status).toBe(200);
    expect(await settings(outsider)).toBe('N');

    expect((await setAccess(admin, ids.colleague, EVERYTHING)).status).toBe(200);
    expect(await settings(colleague)).toBe('Y');
    expect(await offeredProjects(colleague, places.headOffice)).toEqual([places.itRefresh, places.renovation]);
  });

  it("refuses bad input naming the field (400), and lists naming another company's locations or charge codes (404), changing nothing", async () => {
    const logged = (await audit(`user:${ids.colleague}`)).length;
    const [theirs] = await ctx.db
      .insert(buyerLocations)
      .values({ buyerId: MASKED_BUYER_ID, locationName: 'Masked HQ', state: 'Selangor' })
      .returning();
    const cases: [unknown, number, RegExp][] = [
      [{ ...EVERYTHING, locationIds: [theirs.id] }, 404, new RegExp(`^No such location in your company \\(locationIds: ${theirs.id}\\)`)],
      [{ ...EVERYTHING, chargeCodeIds: [places.itRefresh, 999999] }, 404, /^No such charge code in your company \(chargeCodeIds: 999999\)/],
      [{ ...EVERYTHING, locationIds: 'some' }, 400, /^locationIds: /],
      [{ ...EVERYTHING, viewSlInfo: 'maybe' }, 400, /^viewSlInfo: /],
      [{ ...EVERYTHING, pickChargeCodes: undefined }, 400, /^pickChargeCodes: /],
      [{ ...EVERYTHING, locationIds: [0] }, 400, /^locationIds/],
    ];
    for (const [body, status, message] of cases) {
      const refused = await setAccess(admin, ids.colleague, body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(refused.body.error).toMatch(message);
    }
    expect((await access(admin, ids.colleague)).body.access).toMatchObject({ allLocations: true, locations: [], allChargeCodes: true });
    expect(await audit(`user:${ids.colleague}`)).toHaveLength(logged);
  });

  describe('who may call', () => {
    const routes = (): [string, (token?: string) => Promise<{ status: number }>][] => [
      ['GET /company/people/{id}/access', (token) => access(token, ids.colleague)],
      ['PUT /company/people/{id}/access', (token) => setAccess(token, ids.colleague, { ...EVERYTHING, locationIds: [places.johor] })],
    ];

    it('refuses a signed-out caller (401), a buyer and an approver who are not administrators, and a punch-out session (403), changing nothing', async () => {
      for (const [name, send] of routes()) {
        expect((await send()).status, name).toBe(401);
        expect((await send(colleague)).status, name).toBe(403);
        expect((await send(approver)).status, name).toBe(403);
        const fromPunchout = (await send(punchout)) as { status: number; body?: { code?: string } };
        expect([fromPunchout.status, fromPunchout.body?.code], name).toEqual([403, 'punchout_scope']);
      }
      expect((await access(admin, ids.colleague)).body.access.allLocations).toBe(true);
    });

    it("shows another company's administrator nothing of this company's people and lets them change none of it (404)", async () => {
      const logged = (await audit(`user:${ids.colleague}`)).length;
      for (const [name, send] of routes()) expect((await send(outsider)).status, name).toBe(404);
      expect((await access(outsider, ids.admin)).status).toBe(404);
      expect((await access(admin, ids.outsider)).status).toBe(404);
      expect((await access(admin, ids.colleague)).body.access.allLocations).toBe(true);
      expect(await audit(`user:${ids.colleague}`)).toHaveLength(logged);
    });
  });
});
