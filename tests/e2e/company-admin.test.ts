import { describe, expect, it } from 'vitest';
import { linkIn, type MailInbox } from '../server/support/mail-inbox';
import { useMailedHarness } from './mailed-harness';
import { axeViolations, focusedLabel, presetLocation, refusalsOf, signInFromHeader } from './support';

const { harness, inbox } = useMailedHarness();

describe('company administration on the storefront, as the demo company administrator finds it', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`invites a colleague and deactivates one from the keyboard, and the audit log shows both (${viewport.width} px)`, async () => {
      const { page, context, errors } = await harness().newPage({ bypassCSP: true, viewport });
      await presetLocation(context);
      const refused = refusalsOf(page);
      await page.goto('/');
      await signInFromHeader(page, 'buyer@lapasar.test');

      // The account menu leads an administrator to the company's pages.
      const header = page.locator('lapasar-header');
      if (viewport.width > 600) {
        await header.getByRole('button', { name: /^Account: / }).click();
        await header.getByRole('link', { name: 'Company administration' }).click();
      } else {
        await header.getByRole('button', { name: 'Menu' }).click();
        await header.getByRole('link', { name: 'Company administration' }).click();
      }
      await page.waitForURL('**/company/people');
      const element = page.locator('lapasar-company-admin');
      await expect.poll(() => element.locator('[part="person"]').count()).toBeGreaterThan(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Invite from the keyboard: the address, Tab to the role, the box, then Send.
      const address = `colleague.${viewport.width}@example.com`;
      await element.getByLabel('E-mail address').fill(address);
      await element.getByLabel('E-mail address').press('Tab');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe('Send invitation');
      await page.keyboard.press('Enter');
      await expect.poll(() => element.locator('[part="invite-status"]').textContent()).toBe(`An invitation is on its way to ${address}.`);
      await expect
        .poll(() => element.locator('[part="invitation"]').filter({ hasText: address }).textContent())
        .toContain('Invited as Approver, Administrator');
      const mails: ReturnType<MailInbox['take']> = [];
      await expect
        .poll(() => mails.push(...inbox().take()) && mails.some((mail) => mail.to.includes(address)), { timeout: 10_000 })
        .toBe(true);
      const token = linkIn(mails.find((mail) => mail.to.includes(address))!, `${harness().url}/accept-invitation?`).searchParams.get(
        'token',
      );
      const accepted = await fetch(`${harness().url}/api/company/invitations/accept`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${viewport.width % 200}` },
        body: JSON.stringify({ token, name: `Colleague ${viewport.width}`, password: 'Kilang#2026' }),
      });
      expect(accepted.status).toBe(201);

      // The only approver of a workflow stage is not deactivated: the server's reason, focus back on the row's button.
      const question = page.locator('lapasar-company-admin dialog[part="confirm"]');
      const sole = element.locator('[part="person"]').filter({ hasText: 'approver@lapasar.test' });
      const soleName = (await sole.locator('th').textContent())!.trim();
      await sole.getByRole('button', { name: `Deactivate ${soleName}` }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => question.isVisible()).toBe(true);
      await question.getByRole('button', { name: 'Deactivate' }).click();
      await expect
        .poll(() => element.locator('[part="people-status"][role="alert"]').textContent())
        .toContain(`active: ${soleName} is the only active approver of stage 1`);
      expect(await focusedLabel(page)).toBe(`Deactivate ${soleName}`);

      // The colleague who joined: the question, Enter confirms, focus comes back to the row's button.
      await page.reload();
      const colleague = element.locator('[part="person"]').filter({ hasText: address });
      await expect.poll(() => colleague.count()).toBe(1);
      const name = (await colleague.locator('th').textContent())!.trim();
      expect(name).toBe(`Colleague ${viewport.width}`);
      await colleague.getByRole('button', { name: `Deactivate ${name}` }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => question.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await question.getByRole('button', { name: 'Deactivate' }).click();
      await expect.poll(() => focusedLabel(page)).toBe(`Reactivate ${name}`);
      await expect.poll(() => element.locator('[part="people-status"]').textContent()).toBe(`${name}: saved.`);
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedLabel(page)).toBe(`Deactivate ${name}`);

      // The audit log names both, newest first, and only what changed.
      await element.getByRole('link', { name: 'Audit log' }).click();
      await page.waitForURL('**/company/audit');
      await expect.poll(() => element.locator('[part="audit-entry"]').count()).toBeGreaterThan(2);
      const entries = element.locator('[part="audit-entry"]');
      expect(await entries.nth(0).textContent()).toContain('Person changed');
      expect(await entries.nth(0).textContent()).toContain('active: false → true');
      expect(await entries.nth(1).textContent()).toContain('active: true → false');
      expect(await entries.filter({ hasText: 'Invitation sent' }).filter({ hasText: address }).count()).toBe(1);
      expect(await entries.filter({ hasText: 'Invitation accepted' }).filter({ hasText: address }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Export: a CSV download of the same entries.
      await element.getByLabel('Change').selectOption('invitation_created');
      await element.getByRole('button', { name: 'Show' }).click();
      await expect.poll(() => element.locator('[part="audit-entry"]').filter({ hasNotText: 'Invitation sent' }).count()).toBe(0);
      const [download] = await Promise.all([page.waitForEvent('download'), element.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('company-audit.csv');
      const text = await (await download.createReadStream()).toArray();
      expect(Buffer.concat(text).toString('utf8')).toContain(address);

      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('tells an approver who does not administer the company, and offers no link to it', async () => {
    const { page, context, errors } = await harness().newPage({ bypassCSP: true });
    await presetLocation(context);
    const refused = refusalsOf(page);
    await page.goto('/');
    await signInFromHeader(page, 'approver@lapasar.test');
    await page.goto('/company/people');
    const element = page.locator('lapasar-company-admin');
    await expect.poll(() => element.locator('[part="not-administrator"]').isVisible()).toBe(true);
    const header = page.locator('lapasar-header');
    await header.getByRole('button', { name: /^Account: / }).click();
    await expect.poll(() => header.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Company administration' }).count()).toBe(0);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
