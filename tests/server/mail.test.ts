import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LoginResponse,
  MeResponse,
  PreOrderResponse,
  PreOrdersResponse,
  SubmitCompleteResponse,
  SubmitFormData,
} from '../../src/api/types';
import { emailVerifications, users } from '../../server/db/schema';
import { startServer } from '../../server/serve';
import { createMailer, type Mailer } from '../../server/services/mail';
import { changeHeard, createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';
import { call } from './support/http';
import { linkIn, MailInbox, type ReceivedMail } from './support/mail-inbox';
import { CheckoutScenarios, completeForm, type Scenario } from './support/workflow-fixture';

type Answer<T> = { status: number; body: T & { error?: string } };

const PUBLIC_URL = 'https://shop.example';
const MAIL_FROM = 'LaPasar Orders <orders@shop.example>';
const DAY_MS = 24 * 60 * 60 * 1000;

let serial = 0;
/** An address no other test of the run registers. */
const freshAddress = (name: string) => `${name}-${process.pid}-${(serial += 1)}@demo-trading.example`;
/** A client address of its own per registration, clear of the per-address limits. */
let nextClient = 10;
const client = () => `198.51.100.${(nextClient += 1)}`;

const MESSAGES = {
  used: 'This verification link was already used. If your address is not verified yet, sign in and ask for a new link.',
  expired: 'This verification link has expired. Sign in and ask for a new link.',
  invalid: 'This verification link is not valid. Open the whole link from the e-mail, or sign in and ask for a new one.',
};

/** The verification page's form: where its button posts and the fields it sends. */
function formOf(page: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)">/.exec(page)?.[1];
  if (!action) throw new Error(`No form in:\n${page}`);
  const fields = Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name, value]),
  );
  return { action, fields };
}

describe.each(engines())('mail on %s', (engine) => {
  let inbox: MailInbox;
  let mailer: Mailer;
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;

  beforeAll(async () => {
    inbox = await MailInbox.start();
    mailer = createMailer({ smtpUrl: inbox.url, from: MAIL_FROM, outboxDir: join(tmpdir(), 'lapasar-unused-outbox') });
    ctx = await createTestContext(engine, { mailer, publicUrl: PUBLIC_URL });
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
  });
  afterAll(async () => {
    await mailer?.settled();
    mailer?.close();
    await ctx?.close();
    await inbox?.close();
  });

  /** Every message sent so far, once the SMTP server has taken each. */
  const delivered = async (): Promise<ReceivedMail[]> => {
    await mailer.settled();
    return inbox.take();
  };
  const envelopes = (mails: readonly ReceivedMail[]) => mails.map((mail) => [mail.to.join(','), mail.subject]).toSorted();

  const register = (email: string) =>
    call<LoginResponse>(ctx.app, '/api/auth/register', {
      body: { name: 'Goods Inward', email, password: 'correct horse', companyName: 'Outsider Sdn Bhd' },
      headers: { 'X-Forwarded-For': client() },
    });
  const me = async (token: string) => (await call<MeResponse>(ctx.app, '/api/auth/me', { token })).body.user;
  const list = (token: string) => call(ctx.app, '/api/orders/pre-orders', { token }) as Promise<Answer<PreOrdersResponse>>;
  const detail = (token: string, poId: string) =>
    call(ctx.app, `/api/orders/pre-orders/${poId}`, { token }) as Promise<Answer<PreOrderResponse>>;
  const submit = async (scenario: Scenario, formData?: SubmitFormData) => {
    const { status, body } = await call<SubmitCompleteResponse>(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request(formData ? { formData } : {}),
    });
    expect(status).toBe(200);
    return body.data.poId;
  };
  /** An order naming `address` as its alternate recipient. */
  const orderFor = async (address: string) => {
    const scenario = await scenarios.create();
    const formData = completeForm(scenario.locationId, scenario.projectId, {
      apply_alt_receipient: 'Y',
      alt_contact_name: 'Goods Inward',
      alt_contact_no: '+60123456799',
      alt_email: address,
      order_note: 'Deliver to loading bay 3',
    });
    return submit(scenario, formData);
  };
  const openPage = async (url: URL) => {
    const response = await ctx.app.request(`${url.pathname}${url.search}`);
    return { status: response.status, page: await response.text(), headers: response.headers };
  };
  const postForm = async (action: string, fields: Record<string, string>) => {
    const response = await ctx.app.request(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, page: await response.text() };
  };
  /** The verification mail sent to `address`, and its link. */
  const verificationMail = async (address: string) => {
    const mails = (await delivered()).filter((mail) => mail.to.includes(address));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Verify your e-mail address for LaPasar');
    expect(mail.parsed.from?.text).toBe('"LaPasar Orders" <orders@shop.example>');
    const link = linkIn(mail, `${PUBLIC_URL}/verify-email?token=`);
    expect(mail.html).toContain(`href="${link.href}"`);
    return { mail, link };
  };

  it("keeps an order from whoever registers its alternate recipient's address until they follow the link mailed to it", async () => {
    const address = freshAddress('goods.in');
    const poId = await orderFor(address);
    const registered = await register(address);
    expect(registered.status).toBe(201);
    const token = registered.body.user.auth_token;
    expect(registered.body.user.emailVerified).toBe(false);

    // Registering the address proves nothing: the order is neither listed nor readable.
    expect((await list(token)).body.data).toEqual([]);
    expect(await detail(token, poId)).toMatchObject({ status: 404, body: { error: 'Order not found' } });

    const { mail, link } = await verificationMail(address);
    expect(mail.text).toContain(`A LaPasar account uses ${address}.`);
    expect(mail.text).toContain('If you did not register this account, ignore this e-mail');

    // Opening the link (as a mail scanner fetching every link does) verifies nothing.
    const opened = await openPage(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('Cache-Control')).toBe('no-store');
    expect(opened.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(opened.page).toContain(`Verify ${address} for the LaPasar account of Goods Inward, Outsider Sdn Bhd?`);
    expect(opened.page).toContain('<button type="submit">Verify e-mail address</button>');
    expect(await detail(token, poId)).toMatchObject({ status: 404 });
    expect((await me(token)).emailVerified).toBe(false);

    // The page's button.
    const form = formOf(opened.page);
    expect(form.action).toBe('/verify-email');
    const verified = await postForm(form.action, form.fields);
    expect(verified.status).toBe(200);
    expect(verified.page).toContain(`Your e-mail address ${address} is verified.`);
    expect((await me(token)).emailVerified).toBe(true);

    const listed = await list(token);
    expect(listed.body.data.map((order) => [order.poId, order.isAlternateRecipient])).toEqual([[poId, true]]);
    const read = await detail(token, poId);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      poId,
      isAlternateRecipient: true,
      orderNote: 'Deliver to loading bay 3',
      alternateRecipient: { name: 'Goods Inward', phone: '+60123456799', email: address },
    });

    // The link works once: the page, its form and the API all say so.
    const again = await postForm(form.action, form.fields);
    expect(again.status).toBe(410);
    expect(again.page).toContain(MESSAGES.used);
    const reopened = await openPage(link);
    expect(reopened.status).toBe(410);
    expect(reopened.page).toContain(MESSAGES.used);
    expect(reopened.page).not.toContain('<form');
    expect(await call(ctx.app, '/api/auth/verify-email', { body: { token: form.fields.token } })).toMatchObject({
      status: 410,
      body: { error: MESSAGES.used },
    });
  });

  it('refuses an expired link; the signed-in user asks for a new one, which verifies the address through the API', async () => {
    const address = freshAddress('receiving');
    const poId = await orderFor(address);
    const registered = await register(address);
    const token = registered.body.user.auth_token;
    const { link } = await verificationMail(address);

    const [row] = await ctx.db.select().from(emailVerifications).where(eq(emailVerifications.email, address));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(DAY_MS);
    expect(row.tokenHash).not.toBe(link.searchParams.get('token'));
    // A day later.
    await changeHeard(ctx.db, 'email_verifications', () =>
      ctx.db
        .update(emailVerifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailVerifications.id, row.id)),
    );

    const opened = await openPage(link);
    expect(opened.status).toBe(410);
    expect(opened.page).toContain(MESSAGES.expired);
    const posted = await postForm('/verify-email', { token: link.searchParams.get('token') ?? '' });
    expect(posted.status).toBe(410);
    expect(posted.page).toContain(MESSAGES.expired);
    expect(await call(ctx.app, '/api/auth/verify-email', { body: { token: link.searchParams.get('token') } })).toMatchObject({
      status: 410,
      body: { error: MESSAGES.expired },
    });
    expect((await me(token)).emailVerified).toBe(false);
    expect((await detail(token, poId)).status).toBe(404);

    const asked = await call(ctx.app, '/api/auth/verification-email', { method: 'POST', token, headers: { 'X-Forwarded-For': client() } });
    expect(asked).toMatchObject({
      status: 200,
      body: { success: true, message: `We sent a verification link to ${address}. It works once, within 24 hours.` },
    });
    const renewed = await verificationMail(address);
    expect(renewed.link.href).not.toBe(link.href);
    const verified = await call(ctx.app, '/api/auth/verify-email', { body: { token: renewed.link.searchParams.get('token') } });
    expect(verified).toMatchObject({ status: 200, body: { success: true, message: `Your e-mail address ${address} is verified.` } });
    expect((await detail(token, poId)).status).toBe(200);

    // A verified address asks for no more links.
    expect(await call(ctx.app, '/api/auth/verification-email', { method: 'POST', token })).toMatchObject({
      status: 409,
      body: { error: 'Your e-mail address is already verified.' },
    });
    expect(await delivered()).toEqual([]);
  });

  it('sends an account at most 3 new links an hour, and none without a session', async () => {
    const address = freshAddress('many-links');
    const { body } = await register(address);
    await verificationMail(address);
    const statuses = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      statuses.push(
        (
          await call(ctx.app, '/api/auth/verification-email', {
            method: 'POST',
            token: body.user.auth_token,
            headers: { 'X-Forwarded-For': client() },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await call(ctx.app, '/api/auth/verification-email', { method: 'POST' })).status).toBe(401);
    expect((await delivered()).filter((mail) => mail.to.includes(address))).toHaveLength(3);
  });

  it('refuses a missing, malformed or unknown token, and a link to an address the account no longer has', async () => {
    for (const path of [
      '/verify-email',
      '/verify-email?token=',
      '/verify-email?token=%3Cscript%3E',
      `/verify-email?token=${'x'.repeat(43)}`,
    ]) {
      const response = await ctx.app.request(path);
      expect(response.status, path).toBe(400);
      const page = await response.text();
      expect(page, path).toContain(MESSAGES.invalid);
      expect(page, path).not.toContain('<script>');
    }
    expect((await postForm('/verify-email', {})).status).toBe(400);
    expect((await postForm('/verify-email', { token: 'y'.repeat(43) })).page).toContain(MESSAGES.invalid);
    expect(await call(ctx.app, '/api/auth/verify-email', { body: { token: 'z'.repeat(43) } })).toMatchObject({
      status: 400,
      body: { error: MESSAGES.invalid },
    });
    expect((await call(ctx.app, '/api/auth/verify-email', { body: {} })).status).toBe(400);

    const address = freshAddress('moved');
    const { body } = await register(address);
    const { link } = await verificationMail(address);
    await changeHeard(ctx.db, 'users', () =>
      ctx.db
        .update(users)
        .set({ email: freshAddress('elsewhere') })
        .where(eq(users.id, body.user.recid)),
    );
    expect((await openPage(link)).status).toBe(400);
    expect((await postForm('/verify-email', { token: link.searchParams.get('token') ?? '' })).status).toBe(400);
  });

  it('tells the buyer of a company without a workflow that the order is placed and being processed, and asks nobody to approve it', async () => {
    await delivered();
    const bare = await scenarios.withoutWorkflow();
    const { status, body } = await call<SubmitCompleteResponse>(ctx.app, '/api/workflow/submit-complete', {
      token: bare.buyer.token,
      body: bare.request(),
    });
    expect(status).toBe(200);
    const mails = await delivered();
    expect(envelopes(mails)).toEqual([[bare.buyer.email, `Order ${body.data.poId} submitted`]]);
    expect(mails[0].text).toContain(`Your order ${body.data.poId} for RM 216.00 was placed and is now being processed.`);
  });

  it('tells the buyer and the approvers of each stage as an order is submitted, waits, is approved, rejected or sent back', async () => {
    const scenario = await scenarios.create();
    const { buyer, approvers } = scenario;
    const poId = await submit(scenario);
    const waiting = `Order ${poId} is waiting for your approval`;

    const submitted = await delivered();
    expect(envelopes(submitted)).toEqual(
      [
        [buyer.email, `Order ${poId} submitted`],
        [approvers.first.email, waiting],
        [approvers.firstToo.email, waiting],
      ].toSorted(),
    );
    const toBuyer = submitted.find((mail) => mail.to.includes(buyer.email));
    expect(toBuyer?.text).toContain(`Your order ${poId} for RM 216.00 was submitted and is waiting for Manager Approval.`);
    expect(toBuyer?.text).toContain('Subtotal RM 200.00, shipping RM 0.00, SST RM 16.00: total RM 216.00.');
    expect(linkIn(toBuyer!, PUBLIC_URL).href).toBe(`${PUBLIC_URL}/orders/pre-orders`);
    expect(toBuyer?.html).toContain(`href="${PUBLIC_URL}/orders/pre-orders"`);
    const toApprover = submitted.find((mail) => mail.to.includes(approvers.first.email));
    expect(toApprover?.text).toContain(`Hello First Approver,`);
    expect(toApprover?.text).toContain(`Order ${poId} from`);
    expect(toApprover?.text).toContain('for RM 216.00 is waiting for your approval at Manager Approval.');
    expect(linkIn(toApprover!, PUBLIC_URL).href).toBe(`${PUBLIC_URL}/approvals`);

    expect((await call(ctx.app, `/api/approvals/${poId}/approve`, { token: approvers.first.token, body: {} })).status).toBe(200);
    const next = await delivered();
    expect(envelopes(next)).toEqual([[approvers.second.email, waiting]]);
    expect(next[0].text).toContain('is waiting for your approval at Finance Approval.');

    expect((await call(ctx.app, `/api/approvals/${poId}/approve`, { token: approvers.second.token, body: {} })).status).toBe(200);
    const approved = await delivered();
    expect(envelopes(approved)).toEqual([[buyer.email, `Order ${poId} approved`]]);
    expect(approved[0].text).toContain(`Your order ${poId} for RM 216.00 is approved and is now being processed.`);

    // Rejected, with the approver's reason.
    await scenarios.workflow.cartLine(scenario.buyerId, buyer.id, scenario.item, scenario.quantity);
    const rejectedId = await submit(scenario);
    await delivered();
    expect(
      (
        await call(ctx.app, `/api/approvals/${rejectedId}/reject`, {
          token: approvers.firstToo.token,
          body: { comment: 'Wrong cost centre' },
        })
      ).status,
    ).toBe(200);
    const rejected = await delivered();
    expect(envelopes(rejected)).toEqual([[buyer.email, `Order ${rejectedId} rejected`]]);
    expect(rejected[0].text).toContain(`Your order ${rejectedId} for RM 216.00 was rejected by Other First Approver at Manager Approval.`);
    expect(rejected[0].text).toContain('Reason: Wrong cost centre');

    // Sent back for changes, with what to change.
    await scenarios.workflow.cartLine(scenario.buyerId, buyer.id, scenario.item, scenario.quantity);
    const returnedId = await submit(scenario);
    await delivered();
    expect(
      (
        await call(ctx.app, `/api/approvals/${returnedId}/return`, {
          token: approvers.first.token,
          body: { comment: 'Split the order by site' },
        })
      ).status,
    ).toBe(200);
    const returned = await delivered();
    expect(envelopes(returned)).toEqual([[buyer.email, `Order ${returnedId} sent back for changes`]]);
    expect(returned[0].text).toContain('What to change: Split the order by site');

    // Decided in bulk: each order its own notices.
    await scenarios.workflow.cartLine(scenario.buyerId, buyer.id, scenario.item, scenario.quantity);
    const bulkId = await submit(scenario);
    await delivered();
    const bulk = await call(ctx.app, '/api/approvals/bulk', {
      token: approvers.first.token,
      body: { poIds: [bulkId], decision: 'approve', comment: '' },
    });
    expect(bulk.status).toBe(200);
    expect(envelopes(await delivered())).toEqual([[approvers.second.email, `Order ${bulkId} is waiting for your approval`]]);
  });

  it('mails a registrant nothing they typed but the address: no link nor markup from their name or company', async () => {
    const address = freshAddress('lured');
    const registered = await call<LoginResponse>(ctx.app, '/api/auth/register', {
      body: {
        name: 'Claim your prize at https://evil-prize.com/claim <a href="https://evil-prize.com">now</a>',
        email: address,
        password: 'correct horse',
        companyName: 'www.evil-prize.com <b>Winner</b> Sdn Bhd',
      },
      headers: { 'X-Forwarded-For': client() },
    });
    expect(registered.status).toBe(201);
    const { mail } = await verificationMail(address);
    // Every link a mail client makes of the text part (mailparser linkifies it as they do) and every link of the HTML part is ours.
    const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href.replaceAll('&amp;', '&'));
    const textLinks = links(typeof mail.parsed.textAsHtml === 'string' ? mail.parsed.textAsHtml : '');
    expect(textLinks.length).toBeGreaterThan(0);
    for (const href of [...textLinks, ...links(mail.html)]) expect(href.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/evil-prize|prize|Winner|&lt;b&gt;|<b>/i);
    }
  });

  it("never asks whoever placed an order to approve it: the stage's other approvers are told", async () => {
    const scenario = await scenarios.create();
    const { first, firstToo } = scenario.approvers;
    // An approver of the first stage given the buyer role, as a company's role claim may.
    await changeHeard(ctx.db, 'users', () => ctx.db.update(users).set({ role: 'buyer' }).where(eq(users.id, first.id)));
    const { status, body } = await call<SubmitCompleteResponse>(ctx.app, '/api/workflow/submit-complete', {
      token: first.token,
      body: scenario.request(),
    });
    expect(status).toBe(200);
    const poId = body.data.poId;
    expect(envelopes(await delivered())).toEqual(
      [
        [first.email, `Order ${poId} submitted`],
        [firstToo.email, `Order ${poId} is waiting for your approval`],
      ].toSorted(),
    );
  });

  it('words the verification mail in the language the registration asked for, and a new link in the language of the call asking for it', async () => {
    const address = freshAddress('penerimaan');
    const registered = await call<LoginResponse>(ctx.app, '/api/auth/register', {
      body: { name: 'Penerimaan Barang', email: address, password: 'correct horse', companyName: 'Syarikat Luar Sdn Bhd' },
      headers: { 'X-Forwarded-For': client(), 'Accept-Language': 'ms-MY' },
    });
    expect(registered.status).toBe(201);
    const mails = (await delivered()).filter((mail) => mail.to.includes(address));
    expect(mails.map((mail) => mail.subject)).toEqual(['Sahkan alamat e-mel anda untuk LaPasar']);
    const [mail] = mails;
    expect(mail.text).toContain('Salam sejahtera,');
    expect(mail.text).toContain(`Sebuah akaun LaPasar menggunakan ${address}.`);
    expect(mail.text).toContain('Pautan ini boleh digunakan sekali sahaja, dalam tempoh 24 jam.');
    expect(mail.html).toContain('<html lang="ms">');
    const link = linkIn(mail, `${PUBLIC_URL}/verify-email?token=`);
    expect(link.searchParams.get('lang')).toBe('ms');
    // The page it opens speaks Malay too, and its button carries the language on.
    const opened = await openPage(link);
    expect(opened.status).toBe(200);
    expect(opened.page).toContain('<html lang="ms">');
    expect(opened.page).toContain(`Sahkan ${address} untuk akaun LaPasar Penerimaan Barang, Syarikat Luar Sdn Bhd?`);
    const form = formOf(opened.page);
    expect(form.fields.lang).toBe('ms');

    // The same account asks for a new link from a page in English.
    const asked = await call(ctx.app, '/api/auth/verification-email', {
      method: 'POST',
      token: registered.body.user.auth_token,
      headers: { 'X-Forwarded-For': client(), 'Accept-Language': 'en-MY,ms;q=0.8' },
    });
    expect(asked.status).toBe(200);
    const renewed = await verificationMail(address);
    expect(renewed.mail.text).toContain('Hello,');
    expect(renewed.mail.html).toContain('<html lang="en">');
    expect(renewed.link.searchParams.has('lang')).toBe(false);

    // The Malay page's button verifies the address, in Malay.
    const posted = await postForm(form.action, form.fields);
    expect(posted.status).toBe(200);
    expect(posted.page).toContain('<title>Alamat e-mel telah disahkan | LaPasar</title>');
    expect(posted.page).toContain(`Alamat e-mel anda ${address} telah disahkan.`);
    expect((await me(registered.body.user.auth_token)).emailVerified).toBe(true);
  });

  it("words the verification page's refusals in the storefront's language (its cookie), else the browser's, unless the link names one", async () => {
    const refusalIn = async (path: string, headers: Record<string, string>) => {
      const response = await ctx.app.request(path, { headers });
      const page = await response.text();
      return { status: response.status, lang: /<html lang="(\w+)">/.exec(page)?.[1], page };
    };
    const malayInvalid = 'Pautan pengesahan ini tidak sah. Buka keseluruhan pautan daripada e-mel, atau log masuk dan minta pautan baharu.';
    const byCookie = await refusalIn('/verify-email?token=unknown', { Cookie: 'lapasar_locale=ms-MY', 'Accept-Language': 'en-GB' });
    expect(byCookie).toMatchObject({ status: 400, lang: 'ms' });
    expect(byCookie.page).toContain(malayInvalid);
    expect(byCookie.page).toContain('Pautan ini tidak boleh digunakan');
    const byBrowser = await refusalIn('/verify-email?token=unknown', { 'Accept-Language': 'ms-MY,en;q=0.5' });
    expect(byBrowser).toMatchObject({ status: 400, lang: 'ms' });
    expect(byBrowser.page).toContain(malayInvalid);
    const byLink = await refusalIn('/verify-email?token=unknown&lang=en', { Cookie: 'lapasar_locale=ms-MY' });
    expect(byLink).toMatchObject({ status: 400, lang: 'en' });
    expect(byLink.page).toContain(MESSAGES.invalid);
    const english = await refusalIn('/verify-email?token=unknown', { Cookie: 'lapasar_locale=en-MY', 'Accept-Language': 'ms' });
    expect(english).toMatchObject({ status: 400, lang: 'en' });
  });

  it("words each order notice in its recipient's language: the one their latest signed-in call asked for", async () => {
    const scenario = await scenarios.create();
    const { buyer, approvers } = scenario;
    const speaks = async (token: string, acceptLanguage?: string) =>
      expect(
        (await call(ctx.app, '/api/auth/me', { token, headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {} })).status,
      ).toBe(200);
    await speaks(buyer.token, 'ms-MY');
    await speaks(approvers.first.token, 'ms');
    // A call that names no language (a portal's backend, a bare client) changes nothing.
    await speaks(approvers.first.token);
    await speaks(approvers.first.token, '*');
    await speaks(approvers.firstToo.token, 'en-GB,ms;q=0.9');

    const poId = await submit(scenario);
    const submitted = await delivered();
    expect(envelopes(submitted)).toEqual(
      [
        [buyer.email, `Pesanan ${poId} telah dihantar`],
        [approvers.first.email, `Pesanan ${poId} menunggu kelulusan anda`],
        [approvers.firstToo.email, `Order ${poId} is waiting for your approval`],
      ].toSorted(),
    );
    const to = (email: string) => submitted.find((mail) => mail.to.includes(email));
    expect(to(buyer.email)?.text).toContain(`Pesanan anda ${poId} bernilai RM 216.00 telah dihantar dan sedang menunggu Manager Approval.`);
    expect(to(buyer.email)?.text).toContain('Jumlah kecil RM 200.00, penghantaran RM 0.00, SST RM 16.00: jumlah keseluruhan RM 216.00.');
    expect(to(buyer.email)?.text).toContain('Lihat pesanan anda');
    expect(to(buyer.email)?.html).toContain('<html lang="ms">');
    expect(to(approvers.first.email)?.text).toContain('Salam sejahtera First Approver,');
    expect(to(approvers.first.email)?.text).toContain('bernilai RM 216.00 menunggu kelulusan anda di peringkat Manager Approval.');
    expect(to(approvers.firstToo.email)?.text).toContain('Hello Other First Approver,');
    expect(to(approvers.firstToo.email)?.html).toContain('<html lang="en">');

    // The buyer turns the storefront back to English; the approver sends the order back.
    await speaks(buyer.token, 'en-MY');
    expect(
      (await call(ctx.app, `/api/approvals/${poId}/return`, { token: approvers.first.token, body: { comment: 'Pisahkan ikut tapak' } }))
        .status,
    ).toBe(200);
    const returned = await delivered();
    expect(envelopes(returned)).toEqual([[buyer.email, `Order ${poId} sent back for changes`]]);
    expect(returned[0].text).toContain(`was sent back for changes by First Approver at Manager Approval.`);
    expect(returned[0].text).toContain('What to change: Pisahkan ikut tapak');

    // Rejected, to a buyer reading Malay again.
    await speaks(buyer.token, 'ms-MY');
    await scenarios.workflow.cartLine(scenario.buyerId, buyer.id, scenario.item, scenario.quantity);
    const rejectedId = await submit(scenario);
    await delivered();
    expect(
      (await call(ctx.app, `/api/approvals/${rejectedId}/reject`, { token: approvers.first.token, body: { comment: 'Pusat kos salah' } }))
        .status,
    ).toBe(200);
    const rejected = await delivered();
    expect(envelopes(rejected)).toEqual([[buyer.email, `Pesanan ${rejectedId} telah ditolak`]]);
    expect(rejected[0].text).toContain(
      `Pesanan anda ${rejectedId} bernilai RM 216.00 telah ditolak oleh First Approver di peringkat Manager Approval.`,
    );
    expect(rejected[0].text).toContain('Sebab: Pusat kos salah');
  });

  it('sends nothing for a submit replayed with the same batch id', async () => {
    const scenario = await scenarios.create();
    const request = scenario.request();
    expect((await call(ctx.app, '/api/workflow/submit-complete', { token: scenario.buyer.token, body: request })).status).toBe(200);
    expect(await delivered()).toHaveLength(3);
    expect(
      (await call<SubmitCompleteResponse>(ctx.app, '/api/workflow/submit-complete', { token: scenario.buyer.token, body: request })).body
        .data.mode,
    ).toBe('replayed');
    expect(await delivered()).toEqual([]);
  });
});

describe('mail without SMTP_URL', () => {
  let outbox: string;
  beforeAll(() => {
    outbox = mkdtempSync(join(tmpdir(), 'lapasar-outbox-test-'));
  });
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));

  it('is written to the outbox directory, one .eml file a message', async () => {
    const server = await startServer({
      port: 0,
      hostname: '127.0.0.1',
      dataDir: 'memory',
      demoData: true,
      seedProducts: 20,
      kdfLogN: TEST_KDF_LOG_N,
      answerCacheTtlMs: 0,
      quiet: true,
      publicUrl: PUBLIC_URL,
      mailOutboxDir: outbox,
    });
    try {
      const address = freshAddress('outbox');
      const response = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Nur Aina', email: address, password: 'correct horse', companyName: 'Aina Supplies Sdn Bhd' }),
      });
      expect(response.status).toBe(201);
    } finally {
      // Closing waits for the mail handed over.
      await server.close();
    }
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(readFileSync(join(outbox, files[0])));
    expect(mail.subject).toBe('Verify your e-mail address for LaPasar');
    expect(mail.from?.text).toBe('"LaPasar" <no-reply@lapasar.test>');
    expect(mail.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
  });
});
