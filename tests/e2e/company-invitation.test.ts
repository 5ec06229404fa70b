import { describe, expect, it } from 'vitest';
import { linkIn, type MailInbox } from '../server/support/mail-inbox';
import { useMailedHarness } from './mailed-harness';
import { axeViolations, presetLocation } from './support';

const { harness, inbox } = useMailedHarness();

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${harness().url}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe("an invitation into the demo company, accepted from the mail's link", () => {
  it('opens the page the link names, makes the account signed in from the keyboard on a phone, and the link is spent', async () => {
    const login = await api<{ user: { auth_token: string } }>('/users/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'buyer@lapasar.test', password: 'Demo#2026' }),
    });
    const invited = await api('/company/invitations', {
      method: 'POST',
      headers: { authorization: `Bearer ${login.body.user.auth_token}` },
      body: JSON.stringify({ email: 'aisyah@lapasar.test', role: 'buyer', administrator: false }),
    });
    expect(invited.status).toBe(201);
    const mails: ReturnType<MailInbox['take']> = [];
    await expect.poll(() => mails.push(...inbox().take()), { timeout: 10_000 }).toBeGreaterThan(0);
    const mail = mails.find((message) => message.to.includes('aisyah@lapasar.test'))!;
    const link = linkIn(mail, `${harness().url}/accept-invitation?`);

    const { page, context, errors } = await harness().newPage({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    await presetLocation(context);
    await page.goto(link.pathname + link.search);
    const element = page.locator('lapasar-accept-invitation');
    await expect.poll(() => element.getByRole('heading', { name: 'Join your company on LaPasar' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A short password is named at its field, and nothing is sent.
    await element.getByLabel('Your name').fill('Aisyah Rahman');
    await element.getByLabel('Password', { exact: true }).fill('short');
    await element.getByLabel('Confirm password').fill('short');
    await element.getByLabel('Confirm password').press('Enter');
    await expect.poll(() => element.locator('[part="field-error"]').first().textContent()).toBe('Password must be at least 8 characters');
    // From the keyboard: the fields, then Create my account.
    await element.getByLabel('Password', { exact: true }).fill('Kilang#2026');
    await element.getByLabel('Password', { exact: true }).press('Tab');
    await page.keyboard.type('Kilang#2026');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => element.locator('[part="joined"]').textContent()).toBe('Your account is ready, Aisyah Rahman.');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { emailId: string; role: string });
    expect(stored).toMatchObject({ emailId: 'aisyah@lapasar.test', role: 'buyer' });
    // The header follows the new session.
    await element.getByRole('link', { name: 'Start shopping' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    // The link is spent: opened again, it says so in the server's words and makes nothing.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link.pathname + link.search);
    await element.getByLabel('Your name').fill('Someone Else');
    await element.getByLabel('Password', { exact: true }).fill('Another#2026');
    await element.getByLabel('Confirm password').fill('Another#2026');
    await element.getByRole('button', { name: 'Create my account' }).click();
    await expect
      .poll(() => element.locator('[part="error"]').textContent())
      .toBe('This invitation was already accepted. Sign in with the e-mail address it was sent to.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a link without its token is not complete', async () => {
    const { page, context, errors } = await harness().newPage();
    await page.goto('/accept-invitation');
    await expect
      .poll(() => page.locator('lapasar-accept-invitation [part="error"]').textContent())
      .toBe('This invitation link is not complete. Open the whole link from the e-mail, or ask your administrator for a new invitation.');
    // A Malay invitation's link opens the page in Malay.
    await page.goto('/accept-invitation?lang=ms');
    await expect
      .poll(() => page.locator('lapasar-accept-invitation').getByRole('heading').textContent())
      .toBe('Sertai syarikat anda di LaPasar');
    expect(errors).toEqual([]);
    await context.close();
  });
});
