import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import type { CartResponse, CheckoutFormResponse, LoginResponse, SubmitCompleteResponse } from '../../src/api/types';
import { createDatabase } from '../../server/db/client';
import { categories } from '../../server/db/schema';
import { seedReferenceData } from '../../server/seed';
import { startServer, type RunningServer } from '../../server/serve';
import { chromiumArgs, findChromium } from '../support/chromium';
import { CartFixture, SELANGOR_ID } from '../server/support/cart-fixture';
import { startPostgresCluster, type PostgresCluster } from '../server/support/cluster';
import { linkIn, MailInbox, type ReceivedMail } from '../server/support/mail-inbox';
import { axeViolations, presetLocation } from './support';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const PASSWORD = 'Kilang#2026-empty';
const SHAH_ALAM = { 'X-State': 'Selangor', 'X-District': 'Petaling' };

type Headers = Record<string, string>;

/*
 * The marketplace as a new operator finds it: an empty database (PGlite and PostgreSQL), the
 * first operator made by the command, a company and its people made through the API and the
 * invitation pages, and an order that goes through the company's own two-stage workflow and
 * budget. Only the catalogue (a seller's product) is written straight into the database: selling
 * is not the company's to administer.
 */
describe.each(['pglite', 'postgres'] as const)('a marketplace started empty on %s', (engine) => {
  let inbox: MailInbox;
  let cluster: PostgresCluster | undefined;
  let dataDir: string | undefined;
  let server: RunningServer;
  let browser: Browser;
  const mails: ReceivedMail[] = [];

  const database = () => (cluster ? { databaseUrl: cluster.url } : { dataDir: dataDir as string });

  beforeAll(async () => {
    inbox = await MailInbox.start();
    if (engine === 'postgres') cluster = await startPostgresCluster();
    else dataDir = await mkdtemp(join(tmpdir(), 'lapasar-empty-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await cluster?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await inbox?.close();
  });

  async function api<T>(path: string, init: { method?: string; headers?: Headers; body?: unknown } = {}): Promise<T> {
    const response = await fetch(`${server.url}/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }
  const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
  /** The token of the invitation link mailed to `email` (waiting for the mail to arrive). */
  async function invitationTo(email: string): Promise<string> {
    await expect
      .poll(() => mails.push(...inbox.take()) >= 0 && mails.some((mail) => mail.to.includes(email)), { timeout: 15_000 })
      .toBe(true);
    const mail = mails.find((candidate) => candidate.to.includes(email))!;
    return linkIn(mail, `${server.url}/accept-invitation?`).searchParams.get('token')!;
  }
  async function accept(email: string, name: string): Promise<Headers> {
    const { user } = await api<LoginResponse>('/company/invitations/accept', {
      body: { token: await invitationTo(email), name, password: PASSWORD },
    });
    return bearer(user.auth_token);
  }

  it('an operator made by the command sets up a company whose buyer orders through its own workflow and budget', async () => {
    // 1. The command makes the first operator on the empty database and prints a link to choose a password.
    // DATABASE_URL wins over DATA_DIR, so the run's own (CI exports one) is left out on PGlite.
    const { DATABASE_URL: _ours, ...inherited } = process.env;
    const env = {
      ...inherited,
      ...(cluster ? { DATABASE_URL: cluster.url } : { DATA_DIR: dataDir }),
      PUBLIC_URL: 'http://operator.example',
    };
    const { stdout } = await run(
      'npx',
      ['tsx', 'server/admin.ts', 'create-operator', '--email', 'ops@marketplace.example', '--name', 'Nur Operator'],
      { cwd: root, env },
    );
    const link = new URL(/http:\/\/operator\.example\/set-password\?token=\S+/.exec(stdout)![0]);

    // The catalogue: one seller's product delivered free to Selangor (RM 150 a unit).
    const handle = await createDatabase(database());
    // The places of Malaysia, which every start writes (the server's own start would, first).
    await handle.db.transaction((tx) => seedReferenceData(tx));
    const fixture = new CartFixture(handle.db);
    await handle.db.insert(categories).values([
      { id: 1, name: 'Office Supplies', parentId: null, level: 1 },
      { id: 2, name: 'Paper', parentId: 1, level: 2 },
    ]);
    const seller = await fixture.seller('Kedai Kertas Sdn Bhd');
    const item = await fixture.product(seller, { name: 'A4 Paper, box of 5 reams', categoryId: 2, actPrice: 15_000, stock: 500 });
    await fixture.rule({ sellerId: seller, stateId: SELANGOR_ID, mode: 'free' });
    await fixture.refresh([item.productId]);
    await handle.close();

    server = await startServer({
      port: 0,
      ...database(),
      demoData: false,
      kdfLogN: 10,
      sdkDir: join(dist, 'sdk'),
      storefrontDir: join(dist, 'storefront'),
      quiet: true,
      smtpUrl: inbox.url,
    });
    browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

    // 2. The operator chooses a password with the link, signs in on the storefront and creates the
    //    company with its administrator's invitation on the Companies page.
    await api<LoginResponse>('/auth/set-password', { body: { token: link.searchParams.get('token'), password: PASSWORD } });
    const operatorContext = await browser.newContext({ baseURL: server.url, bypassCSP: true });
    await presetLocation(operatorContext);
    const operatorPage = await operatorContext.newPage();
    await operatorPage.goto('/operator');
    const login = operatorPage.getByRole('dialog', { name: 'Login to the product' });
    await login.getByLabel('Email').fill('ops@marketplace.example');
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    const companies = operatorPage.locator('lapasar-operator-companies');
    await expect.poll(() => companies.locator('[part="no-companies"]').isVisible()).toBe(true);
    await companies.getByLabel('Company name').fill('Kilang Maju Sdn Bhd');
    await companies.getByLabel('SSM registration number').fill('202001000123 (1360123-K)');
    await companies.getByLabel('SST registration number (optional)').fill('W10-2001-32000123');
    await companies.getByLabel('Tax identification number, TIN (optional)').fill('C2581230123');
    await companies.getByLabel("First administrator's e-mail address").fill('admin@kilangmaju.example');
    await companies.getByRole('button', { name: 'Create company' }).click();
    await expect
      .poll(() => companies.locator('[part="create-status"]').textContent())
      .toBe('Kilang Maju Sdn Bhd was created; an invitation is on its way to admin@kilangmaju.example.');
    await expect.poll(() => companies.locator('[part="company"]').textContent()).toContain('Invited: admin@kilangmaju.example');
    expect(await axeViolations(operatorPage)).toEqual([]);
    await operatorContext.close();

    // 3. The administrator accepts on the storefront's page the mail links to, and is signed in.
    const context = await browser.newContext({ baseURL: server.url, bypassCSP: true });
    await presetLocation(context);
    const page = await context.newPage();
    const token = await invitationTo('admin@kilangmaju.example');
    await page.goto(`/accept-invitation?token=${encodeURIComponent(token)}`);
    const joining = page.locator('lapasar-accept-invitation');
    await joining.getByLabel('Your name').fill('Aminah Admin');
    await joining.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await joining.getByLabel('Confirm password').fill(PASSWORD);
    await joining.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForFunction(() => localStorage.getItem('token') !== null);
    const asAdmin = bearer(JSON.parse((await page.evaluate(() => localStorage.getItem('token')))!) as string);

    // 4. The company's checkout: workflow checkout, with item codes.
    await api('/company/settings', {
      method: 'PATCH',
      headers: asAdmin,
      body: { checkoutType: 'workflow', hasItemCode: 'Y', budgetType: 'department' },
    });

    // 5. A location, its charge code with a RM 10,000 budget, and an item code.
    const { location } = await api<{ location: { id: number } }>('/company/locations', {
      headers: asAdmin,
      body: {
        name: 'Kilang Shah Alam',
        lotNo: 'Lot 7',
        street1: 'Jalan Perusahaan 3',
        street2: 'Seksyen 15',
        postcode: '40000',
        city: 'Shah Alam',
        state: 'Selangor',
      },
    });
    const { chargeCode } = await api<{ chargeCode: { id: number; code: string } }>('/company/charge-codes', {
      headers: asAdmin,
      body: { locationId: location.id, name: 'Line Maintenance', code: 'CC-LM-01' },
    });
    await api('/company/budgets', {
      method: 'PUT',
      headers: asAdmin,
      body: { locationId: location.id, chargeCodeId: chargeCode.id, limit: 10_000 },
    });
    const { itemCode } = await api<{ itemCode: { id: number; code: string } }>('/company/item-codes', {
      headers: asAdmin,
      body: { code: 'IC-PAPER', description: 'Paper and stationery', glCode: '61010' },
    });
    // Department budgets: each item code bought under a charge code has its own budget there.
    await api('/company/item-code-budgets', {
      method: 'PUT',
      headers: asAdmin,
      body: { chargeCodeId: chargeCode.id, itemCodeId: itemCode.id, limit: 5_000 },
    });

    // 6. A buyer and two approvers, invited and joined.
    for (const [email, role] of [
      ['buyer@kilangmaju.example', 'buyer'],
      ['manager@kilangmaju.example', 'approver'],
      ['finance@kilangmaju.example', 'approver'],
    ] as const) {
      await api('/company/invitations', { headers: asAdmin, body: { email, role, administrator: false } });
    }
    const asBuyer = { ...(await accept('buyer@kilangmaju.example', 'Badrul Buyer')), ...SHAH_ALAM };
    const asManager = await accept('manager@kilangmaju.example', 'Mona Manager');
    const asFinance = await accept('finance@kilangmaju.example', 'Fikri Finance');
    const { people } = await api<{ people: { id: number; email: string }[] }>('/company/people', { headers: asAdmin });
    const idOf = (email: string) => people.find((person) => person.email === email)!.id;
    await api(`/company/people/${idOf('buyer@kilangmaju.example')}/access`, {
      method: 'PUT',
      headers: asAdmin,
      body: { locationIds: 'all', chargeCodeIds: 'all', pickChargeCodes: true, viewSlInfo: null },
    });

    // 7. The two-stage workflow: the manager for every order, finance from RM 1,000; at most RM 50,000.
    await api('/company/workflows', {
      headers: asAdmin,
      body: {
        name: 'Shah Alam line maintenance',
        locationId: location.id,
        projectId: chargeCode.id,
        spendingLimit: 50_000,
        budgetApprovalFirst: true,
        stages: [
          { label: 'Manager', fromAmount: 0, approverIds: [idOf('manager@kilangmaju.example')] },
          { label: 'Finance', fromAmount: 1_000, approverIds: [idOf('finance@kilangmaju.example')] },
        ],
      },
    });

    // 8. The buyer orders RM 1,500 (10 boxes at RM 150) for the location under the charge code.
    await api('/cart/add', {
      headers: asBuyer,
      body: { sku_id: item.skuId, sl_id: seller, product_id: item.productId, product_name: item.name, quantity: 10, price: 150 },
    });
    const cart = await api<CartResponse>('/cart', { headers: asBuyer });
    expect(cart.data.cartItems.map((line) => [line.sku_id, line.quantity])).toEqual([[item.skuId, 10]]);
    const form = await api<CheckoutFormResponse>(
      `/workflow/checkout-form?location_id=${location.id}&project_id=${chargeCode.id}&state=Selangor&district=Petaling`,
      { headers: asBuyer },
    );
    const submitted = await api<SubmitCompleteResponse>('/workflow/submit-complete', {
      headers: asBuyer,
      body: {
        formData: {
          ...form.formDefaults,
          location_id: location.id,
          project_id: chargeCode.id,
          charge_code: chargeCode.code,
          charge_code_name: 'Line Maintenance',
          ship_lotno: 'Lot 7',
          ship_street1: 'Jalan Perusahaan 3',
          ship_street2: 'Seksyen 15',
          ship_pincode: '40000',
          ship_city: 'Shah Alam',
          ship_state: 'Selangor',
          ship_district: 'Petaling',
          item_code: { [item.skuId]: itemCode.code },
        },
        attachments: { order: [], approval: [] },
        seller_attachments: {},
        filteredCartItems: [{ sku_id: item.skuId, quantity: 10 }],
        customBatchId: `WF_${Date.now()}001`,
      },
    });
    const poId = submitted.data.poId;
    expect(submitted.data.status).toBe('workflow_approval');

    // 9. The stages decide in order: finance sees nothing until the manager approved.
    const waiting = async (who: Headers) =>
      (await api<{ data: { poId: string }[] }>('/approvals', { headers: who })).data.map((entry) => entry.poId);
    expect(await waiting(asManager)).toEqual([poId]);
    expect(await waiting(asFinance)).toEqual([]);
    await api(`/approvals/${poId}/approve`, { headers: asManager, body: { comment: 'Needed for the line' } });
    expect(await waiting(asFinance)).toEqual([poId]);
    await api(`/approvals/${poId}/approve`, { headers: asFinance, body: { comment: 'Within budget' } });
    const order = await api<{ data: { status: string; grandTotal?: number } }>(`/orders/pre-orders/${poId}`, { headers: asBuyer });
    expect(order.data.status).toBe('processing');

    // 10. The budget shows the order committed against its RM 10,000.
    const budgets = await api<{
      data: { kind: string; chargeCode: { id: number } | null; limit: number; committed: number; pending: number; remaining: number }[];
    }>('/company/budgets', { headers: asAdmin });
    const budget = budgets.data.find((entry) => entry.kind === 'charge_code' && entry.chargeCode?.id === chargeCode.id)!;
    expect(budget.limit).toBe(10_000);
    expect(budget.pending).toBe(0);
    expect(budget.committed).toBeGreaterThanOrEqual(1_500);
    expect(budget.remaining).toBeCloseTo(10_000 - budget.committed, 2);

    // 11. The audit log shows each change, with who made it; the administrator reads it on the storefront.
    const audit = await api<{ data: { action: string; actor: { email: string } | null }[] }>('/company/audit', { headers: asAdmin });
    const made = audit.data.map((entry) => `${entry.action} by ${entry.actor?.email}`);
    expect(made).toEqual(
      expect.arrayContaining([
        'company_created by ops@marketplace.example',
        'invitation_created by ops@marketplace.example',
        'invitation_accepted by admin@kilangmaju.example',
        'company_changed by admin@kilangmaju.example',
        'location_created by admin@kilangmaju.example',
        'charge_code_created by admin@kilangmaju.example',
        'budget_set by admin@kilangmaju.example',
        'item_code_created by admin@kilangmaju.example',
        'invitation_created by admin@kilangmaju.example',
        'invitation_accepted by buyer@kilangmaju.example',
        'invitation_accepted by manager@kilangmaju.example',
        'invitation_accepted by finance@kilangmaju.example',
        'person_access_changed by admin@kilangmaju.example',
        'workflow_created by admin@kilangmaju.example',
      ]),
    );
    await page.goto('/company/audit');
    const log = page.locator('lapasar-company-admin');
    await expect.poll(() => log.locator('[part="audit-entry"]').count()).toBe(audit.data.length);
    expect(await log.locator('[part="audit-entry"]').first().textContent()).toContain('Workflow added');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
