import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/api/types';
import { createOperator } from '../../server/services/operator';
import { linkIn, MailInbox, type ReceivedMail } from '../server/support/mail-inbox';
import { startHarness, type Harness } from './harness';
import { axeViolations, focusedLabel, presetLocation, refusalsOf, signInFromHeader, signInWithDialog } from './support';

let harness: Harness;
let inbox: MailInbox;
const mails: ReceivedMail[] = [];
const OPERATOR = 'ops@marketplace.example';

beforeAll(async () => {
  inbox = await MailInbox.start();
  harness = await startHarness({ smtpUrl: inbox.url });
  // The operator as the command makes one, with the password its link chooses (the demo's, so the dialog's helper signs in).
  const { link } = await createOperator(harness.db, harness.url, { email: OPERATOR, name: 'Nur Operator' });
  const chosen = await fetch(`${harness.url}/api/auth/set-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link.searchParams.get('token'), password: 'Demo#2026' }),
  });
  expect(chosen.status).toBe(200);
  expect(((await chosen.json()) as LoginResponse).user.marketplaceOperator).toBe(true);
});

afterAll(async () => {
  await harness?.close();
  await inbox?.close();
});

/** The mails to `email` that arrived so far (waiting for `count` of them). */
async function mailsTo(email: string, count: number): Promise<ReceivedMail[]> {
  const to = () => mails.filter((mail) => mail.to.includes(email));
  await expect.poll(() => mails.push(...inbox.take()) >= 0 && to().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return to();
}

describe("the marketplace operator's view of one company, on the storefront", () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`opens a company from the list, reads its settings, people and audit log, and sends an administrator's invitation again (${viewport.width} px)`, async () => {
      const { page, context, errors } = await harness.newPage({ bypassCSP: true, viewport });
      await presetLocation(context);
      const refused = refusalsOf(page);
      await page.goto('/operator');
      await signInWithDialog(page, OPERATOR);
      const element = page.locator('lapasar-operator-companies');

      // The list's names lead to each company's page.
      const demo = element.getByRole('link', { name: 'Demo Trading Sdn Bhd' });
      await expect.poll(() => demo.count()).toBe(1);
      await demo.click();
      await page.waitForURL('**/operator/companies/1');
      await expect.poll(() => element.locator('[part="company-name"]').textContent()).toBe('Demo Trading Sdn Bhd');
      await expect.poll(() => element.locator('[part="person"]').count()).toBeGreaterThan(1);
      expect(await element.locator('[part="details"]').textContent()).toContain('201901000001');
      const admin = element.locator('[part="person"]').filter({ hasText: 'buyer@lapasar.test' });
      expect(await admin.textContent()).toContain('Yes');
      expect(await admin.textContent()).toContain('Active');
      // The settings shown are the demo company's own: its checkout, a workflow's stage, its PunchOut with no secret.
      const setting = (key: string) => element.locator(`[part="settings"] [data-setting="${key}"]`).textContent();
      expect(await setting('checkout-type')).toBe('Workflow: buyers with charge code access pick one');
      expect(await setting('budget-type')).toBe('Location, charge code and item code budgets');
      expect(await setting('has-item-code')).toBe('Yes');
      const headOffice = element.locator('[part="workflow"]').filter({ hasText: 'Head Office approval' });
      expect(await headOffice.locator('[part="workflow-stage"]').allTextContents()).toEqual([
        '1. Department Head, from RM 0.00: Farah Aziz',
        expect.stringMatching(/^2\. Finance Director, from RM 1,000\.00: /),
      ]);
      expect(await headOffice.textContent()).toContain('RM 50,000.00');
      expect(await element.locator('[part="places"]').textContent()).toMatch(/Delivery locations\d+ in use/);
      expect(await element.locator('[part="punchout-system"]').textContent()).toBe('SAP Ariba');
      const integrations = (await element.locator('[part="integrations"]').textContent()) ?? '';
      expect(integrations).toContain('shared secret: set');
      expect(integrations).not.toContain('demo-punchout-secret');
      await expect.poll(() => element.locator('[part="audit-count"]').textContent()).toMatch(/^\d+ entries$|^No change matches\.$/);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Another administrator, invited from the keyboard: the address, Tab to the box, Space, Tab to Send, Enter.
      const address = `second.admin.${viewport.width}@example.com`;
      await element.getByLabel('E-mail address').fill(address);
      await element.getByLabel('E-mail address').press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe('Send invitation');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => element.locator('[part="invite-status"]').textContent())
        .toBe(`An invitation to administer Demo Trading Sdn Bhd is on its way to ${address}.`);
      const waiting = element.locator('[part="invitation"]').filter({ hasText: address });
      await expect.poll(() => waiting.textContent()).toContain('Invited as Approver, Administrator by Nur Operator');
      const [first] = await mailsTo(address, 1);

      // Send again: a new link is mailed and the first one no longer works.
      await waiting.getByRole('button', { name: `Send again the invitation to ${address}` }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => element.locator('[part="invitations-status"]').textContent())
        .toBe(`A new link is on its way to ${address}; the one sent before no longer works.`);
      expect(await focusedLabel(page)).toBe('Invitations waiting');
      const again = (await mailsTo(address, 2)).at(-1)!;
      const tokenOf = (mail: ReceivedMail) => linkIn(mail, `${harness.url}/accept-invitation?`).searchParams.get('token');
      expect(tokenOf(again)).not.toBe(tokenOf(first));
      const stale = await fetch(`${harness.url}/api/company/invitations/accept`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${viewport.width % 200}` },
        body: JSON.stringify({ token: tokenOf(first), name: 'Second Admin', password: 'Kilang#2026' }),
      });
      expect(stale.status).toBe(410);
      expect(await waiting.count()).toBe(1);

      // The audit log shows the invitation, withdrawn and sent anew, with the operator as actor; filtered to withdrawals.
      const entries = element.locator('[part="audit-entry"]').filter({ hasText: address });
      await expect.poll(() => entries.count()).toBe(3);
      expect(await entries.nth(0).textContent()).toContain('Invitation sent');
      expect(await entries.nth(1).textContent()).toContain('Invitation withdrawn');
      expect(await entries.nth(0).textContent()).toContain(`Nur Operator (${OPERATOR})`);
      await element.getByLabel('Change').selectOption('invitation_revoked');
      await element.getByRole('button', { name: 'Show' }).click();
      await expect.poll(() => element.locator('[part="audit-entry"]').filter({ hasNotText: 'Invitation withdrawn' }).count()).toBe(0);
      expect(await entries.count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Back to every company.
      await element.getByRole('link', { name: /All companies/ }).click();
      await page.waitForURL(/\/operator$/);
      await expect.poll(() => element.locator('[part="company"]').filter({ hasText: 'Demo Trading Sdn Bhd' }).count()).toBe(1);
      expect(await element.locator('[part="company-name"]').count()).toBe(0);

      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("refuses a company's buyer who opens a company's page, and shows nothing of it", async () => {
    const { page, context, errors } = await harness.newPage({ bypassCSP: true });
    await presetLocation(context);
    const refused = refusalsOf(page);
    await page.goto('/');
    await signInFromHeader(page, 'buyer@lapasar.test');
    await page.goto('/operator/companies/1');
    const element = page.locator('lapasar-operator-companies');
    await expect.poll(() => element.locator('[part="not-operator"]').isVisible()).toBe(true);
    expect(await element.locator('[part="company-name"], [part="person"], [part="audit-entry"]').count()).toBe(0);
    expect(await element.textContent()).not.toContain('201901000001');
    // The element asked nothing; the API itself refuses the same account.
    expect(refused).toEqual([]);
    const token = JSON.parse((await page.evaluate(() => localStorage.getItem('token')))!) as string;
    const answer = await fetch(`${harness.url}/api/operator/companies/1`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(403);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
