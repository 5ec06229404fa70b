import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyAuditLog, companyInvitations, users } from '../../server/db/schema';
import { hashPassword } from '../../server/domain/password';
import { NO_PASSWORD } from '../../server/queries/company-people';
import { createMailer, type Mailer } from '../../server/services/mail';
import { BUYER_ID, CartFixture, MASKED_BUYER_ID, SELANGOR, SELANGOR_ID } from './support/cart-fixture';
import { changeHeard, createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';
import { call, DEMO_PASSWORD, signIn } from './support/http';
import { linkIn, MailInbox, type ReceivedMail } from './support/mail-inbox';
import { expectWordedByCode } from './support/refusal-words';

const PUBLIC_URL = 'https://shop.example.com';
const NEW_PASSWORD = 'Correct horse 2026';

interface Person {
  id: number;
  name: string;
  email: string;
  role: string;
  administrator: boolean;
  active: boolean;
  singleSignOn: boolean;
}
interface Invitation {
  id: number;
  email: string;
  role: string;
  administrator: boolean;
  expiresAt: string;
  invitedBy: string | null;
}
interface AuditEntry {
  at: string;
  action: string;
  subject: string;
  actor: { id: number; email: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
type Answer<T> = T & { error?: string; code?: string };

describe.each(engines())('company people on %s', (engine) => {
  let ctx: TestContext;
  let inbox: MailInbox;
  let mailer: Mailer;
  let fixture: CartFixture;
  let item: Awaited<ReturnType<CartFixture['product']>>;
  /** buyer@ administers the demo company; colleague@ is a buyer there, approver@ its approver; masked@ administers another company. */
  let admin: string;
  let colleague: string;
  let approver: string;
  let outsider: string;
  let ids: { admin: number; colleague: number; approver: number; outsider: number };
  let address = 0;
  /** Each sign-in from its own address, clear of the sign-in throttles. */
  const nextAddress = () => `192.0.2.${(address += 1)}`;

  const idOf = async (email: string) => (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

  beforeAll(async () => {
    inbox = await MailInbox.start();
    mailer = createMailer({ smtpUrl: inbox.url, outboxDir: join(tmpdir(), 'lapasar-unused-outbox') });
    ctx = await createTestContext(engine, { mailer, publicUrl: PUBLIC_URL });
    const passwordHash = await hashPassword(DEMO_PASSWORD, TEST_KDF_LOG_N);
    await ctx.db.insert(users).values([
      { email: 'colleague@lapasar.test', name: 'Nurul Huda', buyerId: BUYER_ID, passwordHash },
      // As the company's single sign-on makes an account: with no password.
      { email: 'portal@lapasar.test', name: 'Portal User', buyerId: BUYER_ID, passwordHash: NO_PASSWORD },
    ]);
    await ctx.db.update(users).set({ companyAdministrator: true }).where(eq(users.email, 'masked@lapasar.test'));
    admin = await signIn(ctx.app, 'buyer@lapasar.test', nextAddress());
    colleague = await signIn(ctx.app, 'colleague@lapasar.test', nextAddress());
    approver = await signIn(ctx.app, 'approver@lapasar.test', nextAddress());
    outsider = await signIn(ctx.app, 'masked@lapasar.test', nextAddress());
    ids = {
      admin: await idOf('buyer@lapasar.test'),
      colleague: await idOf('colleague@lapasar.test'),
      approver: await idOf('approver@lapasar.test'),
      outsider: await idOf('masked@lapasar.test'),
    };
    fixture = new CartFixture(ctx.db);
    const { childId } = await fixture.categoryWithChild();
    const seller = await fixture.seller('Delta Office Sdn Bhd');
    item = await fixture.product(seller, { name: 'Delta Stapler', categoryId: childId, actPrice: 1500, stock: 100 });
    await fixture.rule({ sellerId: seller, stateId: SELANGOR_ID, mode: 'free' });
    await fixture.refresh([item.productId]);
  });
  afterAll(async () => {
    await mailer?.settled();
    mailer?.close();
    await ctx?.close();
    await inbox?.close();
  });
  beforeEach(async () => {
    await changeHeard(ctx.db, 'users', () =>
      ctx.db
        .update(users)
        .set({ companyAdministrator: sql`${users.email} in ('buyer@lapasar.test', 'masked@lapasar.test')`, active: 'Y', language: 'en' })
        .where(sql`${users.buyerId} in (${BUYER_ID}, ${MASKED_BUYER_ID})`),
    );
    await ctx.db.delete(companyInvitations);
    await mailer.settled();
    inbox.take();
  });

  const people = (token?: string) =>
    call<Answer<{ people: Person[]; invitations: Invitation[] }>>(ctx.app, '/api/company/people', { token });
  const invite = (token: string | undefined, body: unknown) =>
    call<Answer<{ invitation: Invitation }>>(ctx.app, '/api/company/invitations', { token, body });
  const accept = (body: unknown) =>
    call<Answer<{ user: { auth_token: string; role: string; by_id: number; emailVerified: boolean } }>>(
      ctx.app,
      '/api/company/invitations/accept',
      { body, headers: { 'X-Forwarded-For': nextAddress() } },
    );
  const change = (token: string | undefined, id: number, body: unknown) =>
    call<Answer<{ person: Person }>>(ctx.app, `/api/company/people/${id}`, { method: 'PATCH', token, body });
  const revoke = (token: string | undefined, id: number) =>
    call<Answer<{ success: true }>>(ctx.app, `/api/company/invitations/${id}`, { method: 'DELETE', token });
  const audit = (token: string | undefined, query = '') =>
    call<Answer<{ data: AuditEntry[] }>>(ctx.app, `/api/company/audit${query}`, { token });
  /** The audit export as a spreadsheet reads it (ExcelJS's CSV reader), with the answer's status and headers. */
  const exported = async (token: string | undefined, query = '') => {
    const response = await ctx.app.request(`/api/company/audit/export${query}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (response.status !== 200) return { status: response.status, headers: response.headers, rows: [] as string[][] };
    const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([await response.text()]), { map: (value: string) => value });
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((cell) => (cell === undefined ? '' : String(cell)))));
    return { status: response.status, headers: response.headers, rows };
  };
  const addToCart = (token: string) =>
    call<Answer<Record<string, unknown>>>(ctx.app, '/api/cart/add', {
      token,
      headers: SELANGOR,
      body: { sku_id: item.skuId, sl_id: item.sellerId, product_id: item.productId, product_name: item.name, quantity: 1, price: 15 },
    });
  const login = (email: string, password: string) =>
    call<Answer<{ user: { auth_token: string } }>>(ctx.app, '/api/users/login', {
      body: { email, password },
      headers: { 'X-Forwarded-For': nextAddress() },
    });
  const delivered = async (): Promise<ReceivedMail[]> => {
    await mailer.settled();
    return inbox.take();
  };
  /** Invites an address and answers the token of the link mailed to it. */
  const invited = async (email: string, role = 'buyer', administrator = false): Promise<{ id: number; token: string }> => {
    const answer = await invite(admin, { email, role, administrator });
    expect(answer.status, answer.body.error).toBe(201);
    const [mail] = (await delivered()).filter((message) => message.to.includes(email));
    return { id: answer.body.invitation.id, token: linkIn(mail, `${PUBLIC_URL}/accept-invitation?`).searchParams.get('token') ?? '' };
  };
  const personOf = async (id: number) => (await people(admin)).body.people.find((person) => person.id === id);

  it("lists the company's buyers and approvers with their administrator flag, and no other company's", async () => {
    const { status, body } = await people(admin);
    expect(status).toBe(200);
    const byEmail = new Map(body.people.map((person) => [person.email, person]));
    expect(byEmail.get('buyer@lapasar.test')).toMatchObject({ role: 'buyer', administrator: true, active: true, singleSignOn: false });
    expect(byEmail.get('approver@lapasar.test')).toMatchObject({ role: 'approver', administrator: false });
    expect(byEmail.get('colleague@lapasar.test')).toMatchObject({ role: 'buyer', administrator: false, singleSignOn: false });
    expect(byEmail.get('portal@lapasar.test')).toMatchObject({ role: 'buyer', singleSignOn: true });
    expect(byEmail.has('masked@lapasar.test')).toBe(false);
    expect(byEmail.has('seller@lapasar.test')).toBe(false);
    expect(body.invitations).toEqual([]);
  });

  it('invites by mail; the invitee accepts, is signed in, shops; a role change, deactivation and reactivation follow, each audited', async () => {
    const answer = await invite(admin, { email: 'New.Buyer@Example.com', role: 'buyer', administrator: false });
    expect(answer.status, answer.body.error).toBe(201);
    expect(answer.body.invitation).toMatchObject({
      email: 'new.buyer@example.com',
      role: 'buyer',
      administrator: false,
      invitedBy: 'Aisyah Rahman',
    });
    const days = (Date.parse(answer.body.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await people(admin)).body.invitations.map((invitation) => invitation.email)).toEqual(['new.buyer@example.com']);

    const mails = await delivered();
    expect(mails.map((mail) => mail.to)).toEqual([['new.buyer@example.com']]);
    expect(mails[0].subject).toContain('Demo');
    const link = linkIn(mails[0], `${PUBLIC_URL}/accept-invitation?`);
    const token = link.searchParams.get('token') ?? '';
    // Only the token's hash is stored.
    const [stored] = await ctx.db.select().from(companyInvitations).where(eq(companyInvitations.id, answer.body.invitation.id));
    expect(stored.tokenHash).not.toContain(token);
    expect(token.length).toBeGreaterThan(30);

    const accepted = await accept({ token, name: 'Nadia Karim', password: NEW_PASSWORD });
    expect(accepted.status, accepted.body.error).toBe(201);
    expect(accepted.body.user).toMatchObject({ role: 'buyer', by_id: BUYER_ID, emailVerified: true });
    expect((await addToCart(accepted.body.user.auth_token)).status).toBe(200);
    expect((await people(admin)).body.invitations).toEqual([]);
    const signedIn = await login('new.buyer@example.com', NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    const session = signedIn.body.user.auth_token;
    const newId = await idOf('new.buyer@example.com');
    expect(await personOf(newId)).toMatchObject({ name: 'Nadia Karim', role: 'buyer', administrator: false, active: true });

    const toApprover = await change(admin, newId, { role: 'approver' });
    expect(toApprover.status, toApprover.body.error).toBe(200);
    expect(toApprover.body.person.role).toBe('approver');
    expect((await addToCart(session)).status).toBe(403);
    expect((await change(admin, newId, { role: 'buyer' })).status).toBe(200);

    const deactivated = await change(admin, newId, { active: false });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.person.active).toBe(false);
    // Both of the person's sessions end at once, and no new one starts.
    for (const ended of [session, accepted.body.user.auth_token])
      expect((await call(ctx.app, '/api/auth/me', { token: ended })).status).toBe(401);
    expect((await login('new.buyer@example.com', NEW_PASSWORD)).body.code).toBe('account_inactive');

    expect((await change(admin, newId, { active: true })).status).toBe(200);
    // The sessions ended stay ended: reactivating lets the person sign in again, nothing more.
    expect((await call(ctx.app, '/api/auth/me', { token: session })).status).toBe(401);
    const again = await login('new.buyer@example.com', NEW_PASSWORD);
    expect(again.status).toBe(200);
    expect((await addToCart(again.body.user.auth_token)).status).toBe(200);

    const log = (await audit(admin)).body.data.filter(
      (entry) => entry.subject === `user:${newId}` || entry.subject === `invitation:${answer.body.invitation.id}`,
    );
    expect(
      log.map((entry) => [
        entry.action,
        entry.actor?.email,
        entry.before,
        entry.after && { ...entry.after, expiresAt: undefined, invitation: undefined },
      ]),
    ).toEqual([
      [
        'person_changed',
        'buyer@lapasar.test',
        { role: 'buyer', administrator: false, active: false },
        { role: 'buyer', administrator: false, active: true },
      ],
      [
        'person_changed',
        'buyer@lapasar.test',
        { role: 'buyer', administrator: false, active: true },
        { role: 'buyer', administrator: false, active: false },
      ],
      [
        'person_changed',
        'buyer@lapasar.test',
        { role: 'approver', administrator: false, active: true },
        { role: 'buyer', administrator: false, active: true },
      ],
      [
        'person_changed',
        'buyer@lapasar.test',
        { role: 'buyer', administrator: false, active: true },
        { role: 'approver', administrator: false, active: true },
      ],
      [
        'invitation_accepted',
        'new.buyer@example.com',
        null,
        {
          email: 'new.buyer@example.com',
          name: 'Nadia Karim',
          role: 'buyer',
          administrator: false,
          active: true,
          expiresAt: undefined,
          invitation: undefined,
        },
      ],
      [
        'invitation_created',
        'buyer@lapasar.test',
        null,
        { email: 'new.buyer@example.com', role: 'buyer', administrator: false, expiresAt: undefined, invitation: undefined },
      ],
    ]);
    expect((await audit(admin, '?action=invitation_accepted')).body.data.every((entry) => entry.action === 'invitation_accepted')).toBe(
      true,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(admin, `?from=${today}&to=${today}`)).body.data.length).toBeGreaterThanOrEqual(6);
    expect((await audit(admin, '?to=2020-01-01')).body.data).toEqual([]);
    for (const query of ['?to=2026-02-30', '?from=%7B%7D', '?from=99999999999999', '?action=deleted'])
      expect((await audit(admin, query)).status, query).toBe(400);

    // The export holds what the log shows for the same filter, newest first.
    const file = await exported(admin, '?action=person_changed');
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain('filename="company-audit.csv"');
    const [header, ...rows] = file.rows;
    expect(header).toEqual(['At (UTC)', 'By', 'By e-mail', 'Action', 'Subject', 'Before', 'After']);
    const shown = (await audit(admin, '?action=person_changed')).body.data;
    expect(
      rows.map(([at, , email, action, subject, before, after]) => [at, email, action, subject, JSON.parse(before), JSON.parse(after)]),
    ).toEqual(shown.map((entry) => [entry.at, entry.actor?.email, entry.action, entry.subject, entry.before, entry.after]));
    expect((await exported(admin, '?to=2026-02-30')).status).toBe(400);
  });

  it('exports a name a spreadsheet would run as a formula as text', async () => {
    const { token } = await invited('formula@example.com');
    expect((await accept({ token, name: '=HYPERLINK("http://evil.example","x")', password: NEW_PASSWORD })).status).toBe(201);
    const { rows } = await exported(admin, '?action=invitation_accepted');
    const row = rows.find((cells) => cells[2] === 'formula@example.com');
    expect(row?.[1]).toBe(`'=HYPERLINK("http://evil.example","x")`);
  });

  it('an invited approver and administrator gets both', async () => {
    const { token } = await invited('lead@example.com', 'approver', true);
    const accepted = await accept({ token, name: 'Lead Approver', password: NEW_PASSWORD });
    expect(accepted.status).toBe(201);
    expect(accepted.body.user.role).toBe('approver');
    expect((await people(accepted.body.user.auth_token)).status).toBe(200);
  });

  it("words the invitation in the administrator's language", async () => {
    const answer = await call(ctx.app, '/api/company/invitations', {
      token: admin,
      headers: { 'Accept-Language': 'ms-MY' },
      body: { email: 'pelulus@example.com', role: 'approver', administrator: true },
    });
    expect(answer.status).toBe(201);
    const [mail] = await delivered();
    expect(mail.subject).toBe('Anda dijemput membuat pesanan untuk Demo Trading Sdn Bhd di LaPasar');
    expect(mail.text).toContain('sebagai pelulus');
    expect(mail.text).toContain('Anda juga akan mentadbir syarikat ini');
    expect(linkIn(mail, `${PUBLIC_URL}/accept-invitation?`).searchParams.get('lang')).toBe('ms');
  });

  it("refuses to take the company's last active administrator, changing nothing", async () => {
    const before = (await audit(admin)).body.data.length;
    for (const body of [{ administrator: false }, { active: false }, { role: 'approver', active: false }]) {
      const refused = await change(admin, ids.admin, body);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('last_administrator');
      expect(refused.body.error).toMatch(/^(administrator|active): Aisyah Rahman is the company's last active administrator/);
      expectWordedByCode(refused.body);
    }
    expect(await personOf(ids.admin)).toMatchObject({ administrator: true, active: true, role: 'buyer' });
    expect((await audit(admin)).body.data.length).toBe(before);
    // An administrator's own role is theirs to change.
    expect((await change(admin, ids.admin, { role: 'approver' })).status).toBe(200);
    expect((await change(admin, ids.admin, { role: 'buyer' })).status).toBe(200);

    // With a second administrator the first may step down, and the second is then the last.
    expect((await change(admin, ids.approver, { administrator: true })).status).toBe(200);
    expect((await change(admin, ids.admin, { administrator: false })).status).toBe(200);
    expect((await people(admin)).status).toBe(403);
    expect((await change(approver, ids.approver, { active: false })).body.code).toBe('last_administrator');
  });

  it('refuses an expired, used, withdrawn or unknown invitation with a clear message, changing nothing', async () => {
    const expired = await invited('late@example.com');
    await ctx.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, expired.id));
    const late = await accept({ token: expired.token, name: 'Late Comer', password: NEW_PASSWORD });
    expect(late).toMatchObject({
      status: 410,
      body: { code: 'link_expired', error: 'This invitation has expired. Ask your administrator for a new one.' },
    });
    expect(await ctx.db.select().from(users).where(eq(users.email, 'late@example.com'))).toEqual([]);
    // An expired invitation is no longer pending: the address may be invited again.
    expect((await invite(admin, { email: 'late@example.com', role: 'buyer', administrator: false })).status).toBe(201);

    const once = await invited('once@example.com');
    expect((await accept({ token: once.token, name: 'Once Only', password: NEW_PASSWORD })).status).toBe(201);
    const twice = await accept({ token: once.token, name: 'Someone Else', password: NEW_PASSWORD });
    expect(twice).toMatchObject({
      status: 410,
      body: { error: 'This invitation was already accepted. Sign in with the e-mail address it was sent to.' },
    });
    expect((await ctx.db.select({ name: users.name }).from(users).where(eq(users.email, 'once@example.com')))[0].name).toBe('Once Only');

    const withdrawn = await invited('withdrawn@example.com');
    expect((await revoke(admin, withdrawn.id)).status).toBe(200);
    expect((await revoke(admin, withdrawn.id)).status).toBe(404);
    expect((await accept({ token: withdrawn.token, name: 'Not Wanted', password: NEW_PASSWORD })).body.error).toBe(
      'This invitation was withdrawn. Ask your administrator for a new one.',
    );
    expect((await audit(admin, '?action=invitation_revoked')).body.data[0]).toMatchObject({
      subject: `invitation:${withdrawn.id}`,
      before: { email: 'withdrawn@example.com' },
    });

    expect((await accept({ token: 'not-a-token', name: 'Guess', password: NEW_PASSWORD })).status).toBe(400);
    const pending = await invited('short@example.com');
    const short = await accept({ token: pending.token, name: 'Short Password', password: 'short' });
    expect(short).toMatchObject({ status: 400, body: { error: 'password: Password must be at least 8 characters' } });
    expect((await accept({ token: pending.token, name: 'Long Password', password: NEW_PASSWORD })).status).toBe(201);
  });

  it('refuses a second pending invitation or an address that has an account (409 naming the field)', async () => {
    await invited('twice@example.com');
    const again = await invite(admin, { email: 'TWICE@example.com', role: 'approver', administrator: true });
    expect(again).toMatchObject({ status: 409, body: { code: 'already_invited' } });
    expect(again.body.error).toMatch(/^email: /);
    expectWordedByCode(again.body);
    const taken = await invite(admin, { email: 'masked@lapasar.test', role: 'buyer', administrator: false });
    expect(taken).toMatchObject({ status: 409, body: { code: 'email_taken' } });
    expect(taken.body.error).toMatch(/^email: /);
    expect((await people(admin)).body.invitations.map((invitation) => invitation.email)).toEqual(['twice@example.com']);
    expect(await delivered()).toEqual([]);
  });

  describe('who may call', () => {
    let invitationId: number;
    beforeEach(async () => {
      invitationId = (await invited('pending@example.com')).id;
    });
    const routes = (): [string, (token?: string) => Promise<{ status: number }>][] => [
      ['GET /company/people', (token) => people(token)],
      ['POST /company/invitations', (token) => invite(token, { email: 'someone@example.com', role: 'buyer', administrator: false })],
      ['PATCH /company/people/{id}', (token) => change(token, ids.colleague, { role: 'approver' })],
      ['DELETE /company/invitations/{id}', (token) => revoke(token, invitationId)],
      ['GET /company/audit', (token) => audit(token)],
      ['GET /company/audit/export', (token) => exported(token)],
    ];

    it('refuses a signed-out caller (401), a buyer and an approver who are not administrators (403)', async () => {
      for (const [name, send] of routes()) {
        expect((await send()).status, name).toBe(401);
        expect((await send(colleague)).status, name).toBe(403);
        expect((await send(approver)).status, name).toBe(403);
      }
      // Nothing changed.
      expect(await personOf(ids.colleague)).toMatchObject({ role: 'buyer' });
      expect((await people(admin)).body.invitations.map((invitation) => invitation.id)).toEqual([invitationId]);
    });

    it("shows another company's administrator nothing of this company and lets them change none of it (404)", async () => {
      const theirs = await people(outsider);
      expect(theirs.status).toBe(200);
      expect(theirs.body.people.map((person) => person.email)).toEqual(['masked@lapasar.test']);
      expect(theirs.body.invitations).toEqual([]);
      expect((await change(outsider, ids.colleague, { role: 'approver' })).status).toBe(404);
      expect((await change(outsider, ids.admin, { active: false })).status).toBe(404);
      expect((await revoke(outsider, invitationId)).status).toBe(404);
      expect((await audit(outsider)).body.data).toEqual([]);
      expect((await exported(outsider)).rows).toHaveLength(1);
      expect(await personOf(ids.colleague)).toMatchObject({ role: 'buyer', active: true });
      expect((await people(admin)).body.invitations.map((invitation) => invitation.id)).toEqual([invitationId]);
      // Their own company's people are theirs to change.
      expect((await change(outsider, ids.outsider, { role: 'approver' })).status).toBe(200);
      expect((await change(outsider, ids.outsider, { role: 'buyer' })).status).toBe(200);
      const [logged] = await ctx.db
        .select({ buyerId: companyAuditLog.buyerId })
        .from(companyAuditLog)
        .where(and(eq(companyAuditLog.subject, `user:${ids.outsider}`)));
      expect(logged.buyerId).toBe(MASKED_BUYER_ID);
    });

    it('keeps the audit log unchangeable in the database too', async () => {
      await expect(ctx.db.update(companyAuditLog).set({ subject: 'rewritten' })).rejects.toThrow();
    });
  });
});
