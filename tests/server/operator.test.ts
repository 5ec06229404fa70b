import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buyers, companyIdentityProviders, companyInvitations, punchoutSettings, users } from '../../server/db/schema';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';
import { createMailer, type Mailer } from '../../server/services/mail';
import { createOperator } from '../../server/services/operator';
import { badRequests, documentRequests, operationsOf, schemaCheck, type OpenApiDocument } from './support/bad-input';
import { BUYER_ID } from './support/cart-fixture';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';
import { startIdentityProvider } from './support/identity-provider';
import { linkIn, MailInbox, type ReceivedMail } from './support/mail-inbox';

const PUBLIC_URL = 'https://shop.example.com';
const OPERATOR_EMAIL = 'ops@lapasar.example';
const OPERATOR_PASSWORD = 'Operator pass 2026';
const HOOK_URL = 'https://srm.example.com/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI';

interface Company {
  id: number;
  name: string;
  registrationNo: string;
  sstNumber: string;
  taxNumber: string;
  people: number;
  administrators: { id: number; name: string; email: string }[];
  invitedAdministrators: string[];
  createdAt: string;
}
interface Invitation {
  id: number;
  email: string;
  role: string;
  administrator: boolean;
  invitedBy: string | null;
}
interface AuditEntry {
  action: string;
  subject: string;
  actor: { id: number; name: string; email: string } | null;
  after: Record<string, unknown> | null;
}
type Answer<T> = T & { error?: string; code?: string };

const COMPANY = {
  name: 'Kilang Baru Sdn Bhd',
  registrationNo: '202401000123 (1550123-K)',
  sstNumber: 'W10-2401-32000123',
  taxNumber: 'C2589876500',
};

describe.each(engines())('the marketplace operator on %s', (engine) => {
  let ctx: TestContext;
  let inbox: MailInbox;
  let mailer: Mailer;
  let operator: string;
  let operatorId: number;
  let address = 0;
  /** Each sign-in from its own address, clear of the sign-in throttles. */
  const nextAddress = () => `192.0.2.${(address += 1)}`;
  const signedIn: Record<'administrator' | 'approver' | 'seller' | 'buyer', string> = {
    administrator: '',
    approver: '',
    seller: '',
    buyer: '',
  };
  let punchout: string;

  const setPassword = (body: unknown) =>
    call<Answer<{ user: Record<string, unknown> & { auth_token: string } }>>(ctx.app, '/api/auth/set-password', { body });
  const login = (email: string, password: string) =>
    call<Answer<{ user: Record<string, unknown> & { auth_token: string } }>>(ctx.app, '/api/users/login', {
      body: { email, password },
      headers: { 'X-Forwarded-For': nextAddress() },
    });
  const companies = (token?: string) => call<Answer<{ data: Company[] }>>(ctx.app, '/api/operator/companies', { token });
  const create = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
    call<Answer<{ company: Company; invitation?: Invitation }>>(ctx.app, '/api/operator/companies', { token, body, headers });
  const settings = (token: string | undefined, id: number | string) =>
    call<Answer<{ company: Company; people: { email: string; administrator: boolean }[]; invitations: Invitation[] }>>(
      ctx.app,
      `/api/operator/companies/${id}`,
      { token },
    );
  const invite = (token: string | undefined, id: number | string, body: unknown) =>
    call<Answer<{ invitation: Invitation }>>(ctx.app, `/api/operator/companies/${id}/invitations`, { token, body });
  const withdraw = (token: string | undefined, id: number | string, invitationId: number | string) =>
    call<Answer<{ success: true }>>(ctx.app, `/api/operator/companies/${id}/invitations/${invitationId}`, { method: 'DELETE', token });
  const audit = (token: string | undefined, id: number | string, query = '') =>
    call<Answer<{ data: AuditEntry[] }>>(ctx.app, `/api/operator/companies/${id}/audit${query}`, { token });
  const accept = (body: unknown) =>
    call<Answer<{ user: { auth_token: string; by_id: number; marketplaceOperator: boolean } }>>(
      ctx.app,
      '/api/company/invitations/accept',
      {
        body,
        headers: { 'X-Forwarded-For': nextAddress() },
      },
    );
  const delivered = async (): Promise<ReceivedMail[]> => {
    await mailer.settled();
    return inbox.take();
  };
  const companyCount = async () => (await ctx.db.select({ n: count() }).from(buyers))[0].n;
  const tokenOf = (mail: ReceivedMail) => linkIn(mail, `${PUBLIC_URL}/accept-invitation?`).searchParams.get('token') ?? '';

  /** Opens a punch-out session of the demo PunchOut company as SAP SRM does; answers its token. */
  async function ociSession(): Promise<string> {
    const start = await ctx.app.request('/punchout/oci/start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ USERNAME: DEMO_PUNCHOUT.ociUsername, PASSWORD: DEMO_PUNCHOUT.ociPassword, HOOK_URL }).toString(),
    });
    expect(start.status).toBe(200);
    return (JSON.parse(/id="punchout-session">([^<]*)</.exec(await start.text())![1]) as { token: string }).token;
  }

  beforeAll(async () => {
    inbox = await MailInbox.start();
    mailer = createMailer({ smtpUrl: inbox.url, outboxDir: join(tmpdir(), 'lapasar-unused-outbox') });
    ctx = await createTestContext(engine, { mailer, publicUrl: PUBLIC_URL });
    const { user, link } = await createOperator(ctx.db, PUBLIC_URL, { email: OPERATOR_EMAIL, name: 'Nadia Operator' });
    operatorId = user.id;
    const chosen = await setPassword({ token: link.searchParams.get('token'), password: OPERATOR_PASSWORD });
    expect(chosen.status, chosen.body.error).toBe(200);
    operator = chosen.body.user.auth_token;
    signedIn.administrator = await signIn(ctx.app, 'buyer@lapasar.test', nextAddress());
    signedIn.approver = await signIn(ctx.app, 'approver@lapasar.test', nextAddress());
    signedIn.seller = await signIn(ctx.app, 'seller@lapasar.test', nextAddress());
    signedIn.buyer = await signIn(ctx.app, 'masked@lapasar.test', nextAddress());
    punchout = await ociSession();
  });
  afterAll(async () => {
    await mailer?.settled();
    mailer?.close();
    await ctx?.close();
    await inbox?.close();
  });
  beforeEach(async () => {
    // A call in Malay makes Malay the operator's language: each case starts in English.
    await changeHeard(ctx.db, 'users', () => ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, operatorId)));
    await mailer.settled();
    inbox.take();
  });

  describe('signing in', () => {
    it('the password link signs the operator in once; the session says operator, of no company; the password then signs in', async () => {
      const me = await call<{ user: Record<string, unknown> }>(ctx.app, '/api/auth/me', { token: operator });
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ emailId: OPERATOR_EMAIL, userName: 'Nadia Operator', by_id: 0, marketplaceOperator: true });
      const again = await login(OPERATOR_EMAIL, OPERATOR_PASSWORD);
      expect(again.status, again.body.error).toBe(200);
      expect(again.body.user).toMatchObject({ marketplaceOperator: true, by_id: 0 });
      const buyer = await call<{ user: Record<string, unknown> }>(ctx.app, '/api/auth/me', { token: signedIn.administrator });
      expect(buyer.body.user).toMatchObject({ marketplaceOperator: false, by_id: BUYER_ID });
    });

    it('a link is refused once used, replaced or unknown, and a short password is refused without spending the link', async () => {
      const first = await createOperator(ctx.db, PUBLIC_URL, { email: 'second.ops@lapasar.example', name: 'Second Operator' });
      const token = first.link.searchParams.get('token') ?? '';
      expect(first.link.origin + first.link.pathname).toBe(`${PUBLIC_URL}/set-password`);
      // No password matches an operator's before one is chosen.
      expect((await login('second.ops@lapasar.example', '')).status).toBe(400);
      expect((await login('second.ops@lapasar.example', 'not-chosen')).status).toBe(401);
      const short = await setPassword({ token, password: 'short' });
      expect(short.status).toBe(400);
      expect(short.body.error).toMatch(/^password: /);
      expect(await setPassword({ token: 'no-such-token', password: OPERATOR_PASSWORD })).toMatchObject({
        status: 400,
        body: { error: expect.stringMatching(/^This link is not valid\./) },
      });
      expect((await setPassword({ token, password: OPERATOR_PASSWORD })).status).toBe(200);
      expect(await setPassword({ token, password: 'Another pass 2026' })).toMatchObject({ status: 410, body: { code: 'link_expired' } });
      expect((await login('second.ops@lapasar.example', 'Another pass 2026')).status).toBe(401);
    });

    it('the page of the link asks for the password and sets it; the account then signs in with it', async () => {
      const { link } = await createOperator(ctx.db, PUBLIC_URL, { email: 'third.ops@lapasar.example', name: 'Third Operator' });
      const path = link.pathname + link.search;
      const shown = await ctx.app.request(path);
      expect(shown.status).toBe(200);
      const page = await shown.text();
      expect(page).toContain('third.ops@lapasar.example');
      expect(page).toMatch(/<input id="password" name="password" type="password" autocomplete="new-password"/);
      const post = (password: string) =>
        ctx.app.request('/set-password', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: link.searchParams.get('token') ?? '', password }).toString(),
        });
      const short = await post('short');
      expect(short.status).toBe(400);
      expect(await short.text()).toContain('Password must be at least 8 characters');
      const done = await post(OPERATOR_PASSWORD);
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Your password is set');
      expect((await login('third.ops@lapasar.example', OPERATOR_PASSWORD)).body.user).toMatchObject({ marketplaceOperator: true });
      const spent = await ctx.app.request(path);
      expect(spent.status).toBe(410);
    });
  });

  describe('authorization', () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/operator/companies'],
      ['POST', '/api/operator/companies', { ...COMPANY, name: 'Refused Sdn Bhd' }],
      ['GET', `/api/operator/companies/${BUYER_ID}`],
      ['POST', `/api/operator/companies/${BUYER_ID}/invitations`, { email: 'refused@example.com' }],
      ['DELETE', `/api/operator/companies/${BUYER_ID}/invitations/1`],
      ['GET', `/api/operator/companies/${BUYER_ID}/audit`],
    ];

    it.each(routes)(
      '%s %s: 401 signed out, 403 to a company administrator, approver, seller and buyer and to a punch-out session',
      async (method, path, body) => {
        const before = await companyCount();
        const send = (token?: string) =>
          call<Answer<object>>(ctx.app, path, { method, token, body, headers: { 'X-State': 'Selangor', 'X-District': 'Petaling' } });
        expect((await send()).status).toBe(401);
        for (const [who, token] of Object.entries(signedIn)) {
          const answer = await send(token);
          expect(answer.status, who).toBe(403);
          expect(answer.body.error, who).toBe('Only a marketplace operator may do this');
          expect(Object.keys(answer.body), who).not.toContain('settings');
        }
        expect(await send(punchout)).toMatchObject({ status: 403, body: { code: 'punchout_scope' } });
        expect(await companyCount()).toBe(before);
        expect(await delivered()).toEqual([]);
      },
    );

    it("an operator is no company's buyer, approver or administrator", async () => {
      const headers = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
      expect((await call(ctx.app, '/api/company/people', { token: operator })).status).toBe(403);
      expect((await call(ctx.app, '/api/company/audit', { token: operator })).status).toBe(403);
      expect((await call(ctx.app, '/api/approvals', { token: operator })).status).toBe(403);
      // No company's orders: an operator places none and is no order's verified recipient.
      expect(await call(ctx.app, '/api/orders/pre-orders', { token: operator })).toMatchObject({ status: 200, body: { data: [] } });
      expect(await call(ctx.app, '/api/workflow/buyer-settings', { token: operator })).toMatchObject({
        status: 404,
        body: { error: 'This account does not belong to a buyer company' },
      });
      const add = await call(ctx.app, '/api/cart/add', {
        token: operator,
        headers,
        body: { sku_id: 1, sl_id: 1, product_id: 1, product_name: 'x', quantity: 1, price: 1 },
      });
      expect(add.status).toBe(403);
    });
  });

  describe('companies', () => {
    it('creates a company, recorded as company_created with the operator as actor; invites its first administrator, who accepts and administers it', async () => {
      const created = await create(operator, COMPANY);
      expect(created.status, created.body.error).toBe(201);
      expect(created.body.invitation).toBeUndefined();
      const { company } = created.body;
      expect(company).toMatchObject({ ...COMPANY, people: 0, administrators: [], invitedAdministrators: [] });
      expect(Date.parse(company.createdAt)).toBeGreaterThan(Date.now() - 60_000);

      const listed = await companies(operator);
      expect(listed.status).toBe(200);
      expect(listed.body.data.find((row) => row.id === company.id)).toEqual(company);
      const demo = listed.body.data.find((row) => row.id === BUYER_ID);
      expect(demo?.administrators.map((admin) => admin.email)).toEqual(['buyer@lapasar.test']);
      expect(demo?.people).toBeGreaterThanOrEqual(3);

      const log = await audit(operator, company.id);
      expect(log.status).toBe(200);
      expect(log.body.data).toEqual([
        expect.objectContaining({
          action: 'company_created',
          subject: `company:${company.id}`,
          actor: { id: operatorId, name: 'Nadia Operator', email: OPERATOR_EMAIL },
          after: { name: COMPANY.name, registrationNo: COMPANY.registrationNo, sstNumber: COMPANY.sstNumber, taxNumber: COMPANY.taxNumber },
        }),
      ]);

      const invited = await invite(operator, company.id, { email: 'Boss@Kilang.example' });
      expect(invited.status, invited.body.error).toBe(201);
      expect(invited.body.invitation).toMatchObject({
        email: 'boss@kilang.example',
        role: 'buyer',
        administrator: true,
        invitedBy: 'Nadia Operator',
      });
      expect((await invite(operator, company.id, { email: 'boss@kilang.example' })).body.code).toBe('already_invited');
      const [mail, ...others] = await delivered();
      expect(others).toEqual([]);
      expect(mail.to).toEqual(['boss@kilang.example']);
      expect(mail.subject).toContain(COMPANY.name);
      expect(mail.text).toContain('Nadia Operator invited boss@kilang.example');
      expect(mail.text).toContain('You will also administer the company');
      expect((await settings(operator, company.id)).body.company.invitedAdministrators).toEqual(['boss@kilang.example']);

      const accepted = await accept({ token: tokenOf(mail), name: 'Rahim Boss', password: 'Kilang pass 2026' });
      expect(accepted.status, accepted.body.error).toBe(201);
      expect(accepted.body.user).toMatchObject({ by_id: company.id, marketplaceOperator: false });
      const boss = accepted.body.user.auth_token;
      const people = await call<{ people: { email: string; administrator: boolean }[] }>(ctx.app, '/api/company/people', { token: boss });
      expect(people.status).toBe(200);
      expect(people.body.people).toEqual([expect.objectContaining({ email: 'boss@kilang.example', administrator: true })]);

      const read = await settings(operator, company.id);
      expect(read.status).toBe(200);
      expect(read.body.company).toMatchObject({
        people: 1,
        administrators: [{ name: 'Rahim Boss', email: 'boss@kilang.example' }],
        invitedAdministrators: [],
      });
      expect(read.body.people).toEqual([expect.objectContaining({ email: 'boss@kilang.example', administrator: true })]);
      expect(read.body.invitations).toEqual([]);
      // The company's own administrator reads the same log, the operator's entries included.
      const own = await call<{ data: AuditEntry[] }>(ctx.app, '/api/company/audit', { token: boss });
      expect(own.body.data.map((entry) => [entry.action, entry.actor?.email])).toEqual([
        ['invitation_accepted', 'boss@kilang.example'],
        ['invitation_created', OPERATOR_EMAIL],
        ['company_created', OPERATOR_EMAIL],
      ]);
      expect((await audit(operator, company.id, '?action=company_created')).body.data).toHaveLength(1);
    });

    it('creates a company and invites its administrator in one call, in the language asked for', async () => {
      const created = await create(
        operator,
        {
          name: 'Syarikat Satu Panggilan Sdn Bhd',
          registrationNo: '201901000777',
          administrator: { email: 'ketua@satu.example', role: 'approver' },
        },
        { 'Accept-Language': 'ms-MY' },
      );
      expect(created.status, created.body.error).toBe(201);
      expect(created.body.company).toMatchObject({ sstNumber: '', taxNumber: '', invitedAdministrators: ['ketua@satu.example'] });
      expect(created.body.invitation).toMatchObject({
        email: 'ketua@satu.example',
        role: 'approver',
        administrator: true,
        invitedBy: 'Nadia Operator',
      });
      const [mail] = await delivered();
      expect(mail.to).toEqual(['ketua@satu.example']);
      expect(mail.subject).toContain('Anda dijemput');
      const actions = (await audit(operator, created.body.company.id)).body.data.map((entry) => [entry.action, entry.actor?.id]);
      expect(actions).toEqual([
        ['invitation_created', operatorId],
        ['company_created', operatorId],
      ]);
    });

    it('a company whose administrator invitation went astray gets one: the operator withdraws it and invites again', async () => {
      const created = await create(operator, {
        name: 'Salah Alamat Sdn Bhd',
        registrationNo: '1234567-A',
        administrator: { email: 'typo@salah.example' },
      });
      expect(created.status).toBe(201);
      const { id } = created.body.company;
      const invitationId = created.body.invitation?.id ?? 0;
      expect((await withdraw(operator, id, invitationId)).status).toBe(200);
      expect((await withdraw(operator, id, invitationId)).status).toBe(404);
      // Another company's invitation is not this company's.
      expect((await withdraw(operator, BUYER_ID, invitationId)).status).toBe(404);
      const again = await invite(operator, id, { email: 'right@salah.example' });
      expect(again.status).toBe(201);
      await delivered();
      const [revoked] = (await audit(operator, id, '?action=invitation_revoked')).body.data;
      expect(revoked).toMatchObject({ subject: `invitation:${invitationId}`, actor: { id: operatorId } });
      const [stored] = await ctx.db.select().from(companyInvitations).where(eq(companyInvitations.id, again.body.invitation.id));
      expect(stored).toMatchObject({ buyerId: id, companyAdministrator: true, invitedBy: operatorId });
    });

    it('refuses a name another company has, capitals aside, and an administrator address already in use, creating nothing', async () => {
      const before = await companyCount();
      const taken = await create(operator, { ...COMPANY, name: '  demo TRADING sdn bhd ' });
      expect(taken).toMatchObject({ status: 409, body: { code: 'company_name_taken' } });
      expect(taken.body.error).toMatch(/^name: a company named demo TRADING sdn bhd already exists$/);
      const used = await create(operator, { ...COMPANY, name: 'Another New Sdn Bhd', administrator: { email: 'BUYER@lapasar.test' } });
      expect(used).toMatchObject({ status: 409, body: { code: 'email_taken' } });
      expect(used.body.error).toMatch(/^email: /);
      const operatorAddress = await create(operator, { ...COMPANY, name: 'Another New Sdn Bhd', administrator: { email: OPERATOR_EMAIL } });
      expect(operatorAddress.status).toBe(409);
      expect(await companyCount()).toBe(before);
      const [named] = await ctx.db
        .select({ n: count() })
        .from(buyers)
        .where(eq(sql`lower(${buyers.companyName})`, 'another new sdn bhd'));
      expect(named.n).toBe(0);
      expect(await delivered()).toEqual([]);
    });

    it.each([
      [{ ...COMPANY, name: undefined }, /^name: /],
      [{ ...COMPANY, name: '   ' }, /^name: must not be empty/],
      [{ ...COMPANY, name: 'x'.repeat(151) }, /^name: must be at most 150 characters/],
      [{ ...COMPANY, registrationNo: undefined }, /^registrationNo: /],
      [{ ...COMPANY, registrationNo: 'ABC' }, /^registrationNo: must be an SSM registration number/],
      [{ ...COMPANY, sstNumber: 'SST-1' }, /^sstNumber: must be an SST registration number/],
      [{ ...COMPANY, taxNumber: '12345' }, /^taxNumber: must be a tax identification number/],
      [{ ...COMPANY, administrator: { email: 'not an address' } }, /^administrator\.email: /],
      [{ ...COMPANY, administrator: { email: 'a@b.example', role: 'seller' } }, /^administrator\.role: /],
    ])('refuses bad input naming the field, creating nothing (%#)', async (body, message) => {
      const before = await companyCount();
      const answer = await create(operator, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(message);
      expect(await companyCount()).toBe(before);
    });

    it('answers 404 for a company that does not exist and 400 for an id that is no id', async () => {
      const missing = 999_999;
      expect((await settings(operator, missing)).status).toBe(404);
      expect((await audit(operator, missing)).status).toBe(404);
      expect((await invite(operator, missing, { email: 'nobody@example.com' })).status).toBe(404);
      expect((await withdraw(operator, missing, 1)).status).toBe(404);
      expect((await settings(operator, 'abc')).status).toBe(400);
      expect((await invite(operator, BUYER_ID, { email: 'x@example.com', role: 'admin' })).status).toBe(400);
      expect((await audit(operator, BUYER_ID, '?from=2026-02-30')).status).toBe(400);
      expect(await delivered()).toEqual([]);
    });

    it("reads another company's settings: its people and invitations", async () => {
      const read = await settings(operator, BUYER_ID);
      expect(read.status).toBe(200);
      expect(read.body.company.name).toBe('Demo Trading Sdn Bhd');
      const emails = read.body.people.map((person) => person.email);
      expect(emails).toEqual(expect.arrayContaining(['buyer@lapasar.test', 'approver@lapasar.test']));
      expect(emails).not.toContain('masked@lapasar.test');
      expect(emails).not.toContain(OPERATOR_EMAIL);
    });

    it("reads a company's settings, places, workflows, price limits and integrations as its administrators' own reads answer them, and no secret", async () => {
      const admin = signedIn.administrator;
      const own = async <T>(path: string) => {
        const answer = await call<Answer<T>>(ctx.app, path, { token: admin });
        expect(answer.status, path).toBe(200);
        return answer.body;
      };
      const idp = await startIdentityProvider('demo-trading', `${PUBLIC_URL}/api/auth/sso/callback`);
      const provider = {
        slug: 'demo-trading',
        oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
        emailDomains: ['demo-trading.example'],
        roleClaim: 'lapasar_role',
        approverRoleValues: ['approver'],
        buyerRoleValues: [],
        embedOrigins: [],
        passwordSignIn: true,
      };
      const locations = (await own<{ locations: { id: number; archived: boolean; openOrders: number }[] }>('/api/company/locations'))
        .locations;
      const idle = locations.find((location) => !location.archived && location.openOrders === 0);
      expect(idle, 'a location without open orders to archive').toBeDefined();
      const archive = (to: 'archive' | 'restore') =>
        call(ctx.app, `/api/company/locations/${idle!.id}/${to}`, { method: 'POST', token: admin });
      try {
        const put = await call<Answer<object>>(ctx.app, '/api/company/integrations/identity-provider', {
          method: 'PUT',
          token: admin,
          body: provider,
        });
        expect(put.status, put.body.error).toBe(200);
        expect((await archive('archive')).status).toBe(200);

        const read = await settings(operator, BUYER_ID);
        expect(read.status).toBe(200);
        const body = read.body as unknown as Record<string, unknown> & {
          settings: { checkoutType: string };
          places: { locations: { count: number; archived: number }; chargeCodes: { count: number; archived: number } };
          workflows: { name: string; stages: { label: string; fromAmount: number; approvers: { email: string }[] }[] }[];
          integrations: { punchout: unknown; identityProvider: unknown };
        };
        expect(body.settings).toEqual((await own<{ settings: object }>('/api/company/settings')).settings);
        expect(body.settings.checkoutType).toBe('workflow');
        expect(body.workflows).toEqual((await own<{ data: object[] }>('/api/company/workflows')).data);
        const headOffice = body.workflows.find((workflow) => workflow.name === 'Head Office approval');
        expect(headOffice?.stages[0]).toMatchObject({
          fromAmount: 0,
          approvers: [expect.objectContaining({ email: 'approver@lapasar.test' })],
        });
        expect(body.priceLimits).toEqual((await own<{ data: object[] }>('/api/company/price-limits')).data);
        const { success: _, ...integrations } = await own<Record<string, unknown>>('/api/company/integrations');
        expect(body.integrations).toEqual(integrations);
        expect(body.integrations.identityProvider).toMatchObject({ slug: 'demo-trading', oidc: { clientSecret: { set: true } } });
        expect(body.integrations.punchout).toMatchObject({
          systemName: DEMO_PUNCHOUT.systemName,
          cxml: { sharedSecret: { set: true } },
          oci: { password: { set: true } },
        });
        const chargeCodes = (await own<{ chargeCodes: { archived: boolean }[] }>('/api/company/charge-codes')).chargeCodes;
        const nowLocations = (await own<{ locations: { archived: boolean }[] }>('/api/company/locations')).locations;
        expect(body.places).toEqual({
          locations: { count: nowLocations.length, archived: nowLocations.filter((location) => location.archived).length },
          chargeCodes: { count: chargeCodes.length, archived: chargeCodes.filter((code) => code.archived).length },
        });
        expect(body.places.locations.archived).toBeGreaterThan(0);

        // No secret, neither as given nor as stored (sealed or hashed).
        const [stored] = await ctx.db.select().from(companyIdentityProviders).where(eq(companyIdentityProviders.buyerId, BUYER_ID));
        const [punchoutRow] = await ctx.db.select().from(punchoutSettings).where(eq(punchoutSettings.buyerId, BUYER_ID));
        const text = JSON.stringify(read.body);
        for (const secret of [
          idp.clientSecret,
          stored.clientSecret!,
          DEMO_PUNCHOUT.cxmlSharedSecret,
          DEMO_PUNCHOUT.ociPassword,
          punchoutRow.cxmlSecretHash!,
          punchoutRow.ociPasswordHash!,
        ])
          expect(text).not.toContain(secret);
      } finally {
        await archive('restore');
        await call(ctx.app, '/api/company/integrations/identity-provider', { method: 'DELETE', token: admin });
        await idp.close();
      }
    });

    it("reads a new company's settings as a new company has them: standard checkout, no workflow, nothing integrated", async () => {
      const created = await create(operator, { ...COMPANY, name: 'Baru Settings Sdn Bhd', registrationNo: '202401000456' });
      expect(created.status, created.body.error).toBe(201);
      const read = await settings(operator, created.body.company.id);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        settings: { id: created.body.company.id, companyName: 'Baru Settings Sdn Bhd', checkoutType: 'standard' },
        places: { locations: { count: 0, archived: 0 }, chargeCodes: { count: 0, archived: 0 } },
        workflows: [],
        priceLimits: [],
        integrations: { identityProvider: null, assertionKeys: [], punchout: null },
      });
    });
  });

  it('takes any request the document allows and refuses any other with a 4xx it documents, signed in as the operator', async () => {
    const document = (await call<OpenApiDocument>(ctx.app, '/api/openapi.json')).body;
    const validate = schemaCheck(document);
    const failures: string[] = [];
    for (const [index, operation] of operationsOf(document)
      .filter((each) => each.path.startsWith('/api/operator/'))
      .entries()) {
      const requests = [
        ...fc.sample(documentRequests(operation, validate), { seed: 45 + index, numRuns: 10 }),
        ...fc.sample(badRequests(operation), { seed: 45 + index, numRuns: 10 }),
      ];
      for (const request of requests) {
        const response = await ctx.app.request(request.path, {
          ...request.init,
          headers: { ...request.init.headers, Authorization: `Bearer ${operator}` },
        });
        const text = await response.text();
        const shown = `${operation.method} ${request.path} ${String(request.init.body ?? '').slice(0, 200)} -> ${response.status} ${text.slice(0, 200)}`;
        const documented = operation.responses[String(response.status)];
        if (response.status >= 500 || !documented) failures.push(shown);
        else if (response.status < 300) {
          const problem = validate(documented.content?.['application/json']?.schema ?? {}, JSON.parse(text));
          if (problem) failures.push(`${problem}: ${shown}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('the database keeps an operator out of every company', async () => {
    await expect(ctx.db.update(users).set({ buyerId: BUYER_ID }).where(eq(users.id, operatorId))).rejects.toThrow();
  });
});
