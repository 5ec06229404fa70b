import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { importJWK, SignJWT, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { users, workflowStageApprovers, workflowStages, workflows } from '../../server/db/schema';
import { SSO_DEMO_BUYER_ID } from '../../server/seed/accounts';
import type { LoginResponse, ProductListResponse } from '../../src/api/types';
import { apiOf } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation } from './support';

const harness = useHarness();
const { api } = apiOf(harness);

/** Where Intranet Portal's orders go: Cyberjaya Campus, in Sepang. */
const CYBERJAYA = { 'X-State': 'Selangor', 'X-District': 'Sepang' };
const LINE_MANAGER = 'Line Manager';
const SITI = 'approver@intranet-portal.test';

/**
 * A session for an Intranet Portal employee as the portal's backend obtains one (examples/
 * intranet-backend.html): an assertion signed with the demo key, its role claim as the company's
 * directory gives it today, exchanged at POST /api/auth/sso/assertion.
 */
async function sessionOf(email: string, name: string, role: 'buyer' | 'approver'): Promise<string> {
  const jwk = JSON.parse(
    await readFile(join(import.meta.dirname, '..', '..', 'examples', 'intranet-portal-demo-key.json'), 'utf8'),
  ) as JWK & {
    kid: string;
  };
  const assertion = await new SignJWT({ email, name, lapasar_role: role })
    .setProtectedHeader({ alg: 'ES256', kid: jwk.kid })
    .setIssuer('intranet-portal')
    .setSubject(email)
    .setAudience(`${harness().url}/api/auth/sso/assertion`)
    .setIssuedAt()
    .setExpirationTime('2m')
    .setJti(crypto.randomUUID())
    .sign(await importJWK(jwk, 'ES256'));
  const { user } = await api<LoginResponse>('/auth/sso/assertion', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ assertion }),
  });
  return user.auth_token;
}

/** The storefront in a browser of its own, signed in with the session through lapasar-config's session-token. */
async function storefrontAs(token: string, path: string) {
  const { page, context, errors } = await harness().newPage();
  await presetLocation(context, 'Selangor', 'Sepang');
  await page.goto('/');
  await page.locator('lapasar-config').evaluate((config, session) => config.setAttribute('session-token', session), token);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { auth_token?: string } | null))
    .toMatchObject({ auth_token: token });
  await page.goto(path);
  return { page, context, errors };
}

/** A product shipped to Cyberjaya, in stock, of a seller with no minimum order, into the signed-in buyer's cart. */
async function fillCart(token: string): Promise<void> {
  const listing = await api<ProductListResponse>('/products/unified?limit=48', { headers: CYBERJAYA });
  const product = listing.products.find(
    (item) =>
      item.is_variant === 'N' &&
      item.availability === 'Y' &&
      item.ships_to_location &&
      item.primary_sku_id !== null &&
      (item.primary_sku_price ?? Infinity) < 200 &&
      item.total_stock > item.moq + 10,
  );
  if (!product) throw new Error('no cheap product shipped to Cyberjaya');
  await api('/cart/add', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...CYBERJAYA },
    body: JSON.stringify({
      sku_id: product.primary_sku_id,
      sl_id: product.sl_id,
      product_id: product.product_id,
      product_name: product.product_name,
      quantity: Math.max(product.moq, 1),
      price: product.primary_sku_price,
    }),
  });
}

describe('an approver who also buys, as the company sign-in may make them', () => {
  it("stays the stage's approver while she is its only one, and leaves an order she placed to the stage's other approver, who decides it", async () => {
    // The company's directory gives its line manager the buyer role today, but she is the only line manager of
    // Cyberjaya Campus: she stays an approver (an approver has no cart), so the stage keeps someone to decide its orders.
    await sessionOf(SITI, 'Siti Hajar', 'buyer');
    const [kept] = await harness().db.select({ role: users.role }).from(users).where(eq(users.email, SITI));
    expect(kept.role).toBe('approver');
    await expect(fillCart(await sessionOf(SITI, 'Siti Hajar', 'buyer'))).rejects.toThrow('403');

    // The company adds a second line manager (signed in once through the same flow); now the directory's word holds.
    const asFarid = await sessionOf('farid.line@intranet-portal.test', 'Farid Ismail', 'approver');
    const [farid] = await harness().db.select({ id: users.id }).from(users).where(eq(users.email, 'farid.line@intranet-portal.test'));
    const [stage] = await harness()
      .db.select({ id: workflowStages.id })
      .from(workflowStages)
      .innerJoin(workflows, eq(workflows.id, workflowStages.workflowId))
      .where(and(eq(workflows.buyerId, SSO_DEMO_BUYER_ID), eq(workflowStages.label, LINE_MANAGER)));
    await harness().db.insert(workflowStageApprovers).values({ stageId: stage.id, userId: farid.id, orderBy: 2 });
    const asBuyer = await sessionOf(SITI, 'Siti Hajar', 'buyer');
    await fillCart(asBuyer);

    const buyer = await storefrontAs(asBuyer, '/checkout');
    const wizard = buyer.page.locator('lapasar-checkout-wizard');
    await wizard.locator('select[name="location_id"]').selectOption({ label: 'Cyberjaya Campus' });
    await wizard.locator('[part="next"]').click();
    await wizard.locator('[part="next"]').click();
    const submit = wizard.locator('[part="submit"]');
    await expect
      .poll(async () => (await submit.isEnabled()) || (await wizard.locator('[part="submit-reason"]').textContent()), { timeout: 15_000 })
      .toBe(true);
    const submitted = buyer.page.waitForResponse((response) => response.url().endsWith('/api/workflow/submit-complete'));
    await submit.click();
    const answer = await submitted;
    expect(answer.status()).toBe(200);
    const placed = (await answer.json()) as { data: { poId: string } };
    const { poId } = placed.data;
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();

    // Tomorrow the directory says approver again: her inbox shows her order, with who decides it, and no decision to take.
    const asApprover = await sessionOf(SITI, 'Siti Hajar', 'approver');
    const own = await storefrontAs(asApprover, '/approvals');
    const card = own.page.locator('lapasar-approvals [part="approval"]').filter({ hasText: `Order ${poId}` });
    await expect
      .poll(() => card.locator('[part="own-order"]').textContent(), { timeout: 15_000 })
      .toBe(`You placed or edited this order, so you cannot decide it: another approver of ${LINE_MANAGER} decides it (Farid Ismail).`);
    expect(await card.locator('[part="approve"], [part="reject"], [part="send-back"], [part="select"]').count()).toBe(0);
    expect(await own.page.locator('lapasar-approvals [part="bulk-bar"]').count()).toBe(0);
    // The header's Approvals link counts nothing for her to decide.
    const header = own.page.locator('lapasar-header');
    await expect
      .poll(() =>
        header
          .getByRole('link', { name: /^Approvals/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await header.locator('[part="top-bar"] [part="approvals-badge"]').count()).toBe(0);
    expect(own.errors).toEqual([]);
    await own.context.close();

    // The other line manager sees it counted and approves it.
    const other = await storefrontAs(asFarid, '/approvals');
    await expect.poll(() => other.page.locator('lapasar-header [part="top-bar"] [part="approvals-badge"]').textContent()).toBe('1');
    const inbox = other.page.locator('lapasar-approvals');
    await inbox.getByRole('button', { name: `Approve order ${poId}` }).click();
    await other.page
      .getByRole('dialog', { name: `Approve order ${poId}?` })
      .getByRole('button', { name: 'Confirm Approval' })
      .click();
    await expect.poll(() => inbox.getByRole('button', { name: `Approve order ${poId}` }).count()).toBe(0);
    const decided = await api<{ data: { status: string } }>(`/orders/pre-orders/${poId}`, {
      headers: { authorization: `Bearer ${await sessionOf(SITI, 'Siti Hajar', 'buyer')}` },
    });
    expect(decided.data.status).toBe('processing');
    expect(other.errors).toEqual([]);
    await other.context.close();
  });
});
