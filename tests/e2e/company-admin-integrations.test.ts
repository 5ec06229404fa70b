import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cxmlDtdErrors, readCxml, type CxmlNode } from '../support/cxml/dtd';
import { demoCxml } from '../support/demo-cxml';
import { startHarness, type Harness } from './harness';
import { axeViolations, presetLocation, refusalsOf, signInFromHeader } from './support';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** The name (or label) of the control that has the keyboard, inside the element's shadow root. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('name') ?? active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? null;
  });

/** A cXML PunchOutSetupRequest from a procurement system sending this credential and secret: the Status code of the answer. */
async function punchoutSetup(from: { domain: string; identity: string }, secret: string): Promise<number> {
  const document = demoCxml(
    {
      PunchOutSetupRequest: {
        '@_operation': 'create',
        BuyerCookie: 'cookie-1',
        BrowserFormPost: { URL: 'https://procurement.example.com/return' },
      },
    },
    { secret, from },
  );
  expect(cxmlDtdErrors(document)).toEqual([]);
  const response = await fetch(`${harness.url}/punchout/cxml/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/xml' },
    body: document,
  });
  const answer = readCxml(await response.text()).Response as CxmlNode;
  return Number(answer.Status['@_code']);
}

describe("the company's integrations, set on the storefront by its administrator, take effect", () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`links single sign-on, adds and revokes an assertion key, and sets PunchOut credentials (${viewport.width} px)`, async () => {
      const { page, context, errors } = await harness.newPage({ bypassCSP: true, viewport });
      await presetLocation(context);
      const refused = refusalsOf(page);
      await page.goto('/');
      await signInFromHeader(page, 'buyer@lapasar.test');
      const element = page.locator('lapasar-company-admin');
      const noScroll = () => page.evaluate(() => document.documentElement.scrollWidth);
      await page.goto('/company/integrations');
      await expect.poll(() => element.locator('[part="provider-form"]').isVisible()).toBe(true);
      expect(await element.getByRole('link', { name: 'Integrations' }).getAttribute('aria-current')).toBe('page');
      expect(await axeViolations(page)).toEqual([]);
      expect(await noScroll()).toBeLessThanOrEqual(viewport.width);

      // Single sign-on for the portal's assertions only; password sign-in off is refused while no administrator could sign in so.
      const slug = `demo-trading-${viewport.width}`;
      const domain = `portal-${viewport.width}.example`;
      const provider = element.locator('[part="provider-form"]');
      await provider.getByLabel('Company identifier', { exact: true }).fill(slug);
      const oidc = element.locator('[part="provider-oidc"]');
      if (await oidc.isChecked()) await oidc.uncheck();
      await provider.getByLabel('E-mail domains', { exact: true }).fill(domain);
      const password = element.locator('[part="provider-password-sign-in"]');
      if (await password.isChecked()) {
        await password.focus();
        await page.keyboard.press('Space');
      }
      expect(await password.isChecked()).toBe(false);
      await element.locator('[part="provider-save"]').click();
      await expect.poll(() => element.locator('[part="provider-error"]').textContent()).toContain('Password sign-in stays on');
      expect(await focusedName(page)).toBe('passwordSignIn');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Space');
      await element.locator('[part="provider-save"]').press('Enter');
      await expect.poll(() => element.locator('[part="provider-status"]').textContent()).toBe('The single sign-on settings are saved.');

      // An assertion key pasted as a PEM: an assertion it signs signs Lina in.
      const audience = (await element.locator('[part="endpoints"] dd').nth(1).textContent())!;
      expect(audience).toBe(`${harness.url}/api/auth/sso/assertion`);
      const portal = await generateKeyPair('ES256', { extractable: true });
      const kid = `portal-${viewport.width}`;
      const keyForm = element.locator('[part="key-form"]');
      await expect.poll(() => keyForm.isVisible()).toBe(true);
      await keyForm.getByLabel('Key ID (kid)', { exact: true }).fill(kid);
      await keyForm.getByLabel('Algorithm', { exact: true }).selectOption('ES256');
      await keyForm.getByLabel('Public key (PEM or JWK)', { exact: true }).fill(await exportSPKI(portal.publicKey));
      await keyForm.getByLabel('Key ID (kid)', { exact: true }).press('Enter');
      await expect.poll(() => element.locator('[part="key-status"]').textContent()).toBe(`The key ${kid} is added.`);
      const keyRow = element.locator('[part="assertion-key"]').filter({ hasText: kid });
      await expect.poll(() => keyRow.locator('[part="key-state"]').textContent()).toBe('Live');
      let serial = 0;
      const exchange = async () => {
        const iat = Math.floor(Date.now() / 1000);
        const email = `lina.${viewport.width}@${domain}`;
        const assertion = await new SignJWT({ email, name: 'Lina' })
          .setProtectedHeader({ alg: 'ES256', kid })
          .setIssuer(slug)
          .setSubject(email)
          .setAudience(audience)
          .setIssuedAt(iat)
          .setExpirationTime(iat + 120)
          .setJti(`walk-${viewport.width}-${(serial += 1)}`)
          .sign(portal.privateKey);
        const response = await fetch(`${harness.url}/api/auth/sso/assertion`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ assertion }),
        });
        return { status: response.status, body: (await response.json()) as { user?: { emailId: string }; code?: string } };
      };
      const signedIn = await exchange();
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user?.emailId).toBe(`lina.${viewport.width}@${domain}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await noScroll()).toBeLessThanOrEqual(viewport.width);

      // Revoked after a confirmation (Escape first gives the keyboard back): the same key's assertion is refused.
      await keyRow.locator('[part="key-revoke"]').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => element.locator('dialog[part="confirm"][open]').count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => element.locator('dialog[part="confirm"][open]').count()).toBe(0);
      expect(await focusedName(page)).toBe(`Revoke the key ${kid}`);
      await page.keyboard.press('Enter');
      await element.locator('[part="confirm-ok"]').click();
      await expect.poll(() => element.locator('[part="key-status"]').textContent()).toBe(`The key ${kid} is revoked.`);
      await expect.poll(() => keyRow.locator('[part="key-state"]').textContent()).toMatch(/^Revoked /);
      const afterRevoke = await exchange();
      expect(afterRevoke.status).toBe(401);
      expect(afterRevoke.body.code).toBe('assertion_invalid');

      // PunchOut: a new cXML credential with a generated shared secret, shown once.
      const identity = `AN-WALK-${viewport.width}`;
      const punchout = element.locator('[part="punchout-form"]');
      await punchout.getByLabel('Credential identity', { exact: true }).fill(identity);
      await punchout.locator('[part="secret"]').first().getByLabel('Generate a strong one (shown once)').check();
      await element.locator('[part="punchout-save"]').click();
      await expect.poll(() => element.locator('[part="punchout-generated"]').isVisible()).toBe(true);
      expect(await focusedName(page)).toBe('Generated secrets');
      expect(await element.locator('[part="punchout-generated"]').textContent()).toContain('it will not be shown again');
      const secret = (await element.locator('[part="generated-secret"]').textContent())!;
      expect(secret.length).toBeGreaterThanOrEqual(32);
      await expect.poll(() => punchout.locator('[part="secret-state"]').first().textContent()).toMatch(/^The shared secret is set since/);
      expect(await axeViolations(page)).toEqual([]);
      expect(await noScroll()).toBeLessThanOrEqual(viewport.width);

      const from = { domain: 'NetworkID', identity };
      expect(await punchoutSetup(from, secret)).toBe(200);
      expect(await punchoutSetup(from, `${secret}-wrong`)).toBe(401);
      // The credential it replaced is no longer recognised.
      expect(await punchoutSetup({ domain: 'NetworkID', identity: 'AN01000000001' }, 'demo-punchout-secret')).toBe(401);

      // Shown again, the page says the secret is set and shows it nowhere.
      await page.reload();
      await expect.poll(() => element.locator('[part="punchout-form"]').isVisible()).toBe(true);
      expect(await element.locator('[part="punchout-generated"]').count()).toBe(0);
      expect(await element.evaluate((host) => host.shadowRoot!.innerHTML)).not.toContain(secret);
      expect(await punchout.getByLabel('Credential identity', { exact: true }).inputValue()).toBe(identity);

      // Each change is in the audit log.
      await element.getByRole('link', { name: 'Audit log' }).click();
      await page.waitForURL('**/company/audit');
      await expect.poll(() => element.locator('[part="audit-entry"]').count()).toBeGreaterThan(3);
      const entries = await element.locator('[part="audit-entry"]').allTextContents();
      for (const action of ['Single sign-on changed', 'Assertion key added', 'Assertion key revoked', 'PunchOut settings changed'])
        expect(entries.some((entry) => entry.includes(action))).toBe(true);
      expect(entries.join('\n')).not.toContain(secret);

      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
