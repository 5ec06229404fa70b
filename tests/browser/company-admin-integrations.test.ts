import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { fakeIntegrations, key, provider } from './company-integrations-fake';
import { apiLogin, expectAccessible, inShadow, loadSdk, waitFor } from './support';

const server = fakeIntegrations();
const sdk = await loadSdk({ location: { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' } });
afterEach(() => {
  server.reset();
  server.calls.splice(0);
});

let element: HTMLElement;

async function show(): Promise<HTMLElement> {
  element?.remove();
  element = document.createElement('lapasar-company-admin');
  element.setAttribute('section', 'integrations');
  document.body.append(element);
  await customElements.whenDefined('lapasar-company-admin');
  await waitFor(() => inShadow(element, '[part="integrations"]'));
  return element;
}

const $ = <T extends Element = HTMLElement>(selector: string) => inShadow<T>(element, selector);
const all = <T extends Element = HTMLElement>(selector: string) => [...element.shadowRoot!.querySelectorAll<T>(selector)];
const part = <T extends Element = HTMLButtonElement>(name: string) => $<T>(`[part~="${name}"]`)!;
const field = <T extends HTMLElement = HTMLInputElement>(form: string, name: string) => part(form).querySelector<T>(`[name="${name}"]`)!;
const focused = () => {
  const active = element.shadowRoot!.activeElement;
  return active?.getAttribute('aria-label') ?? active?.getAttribute('name') ?? active?.textContent ?? null;
};
const text = () => element.shadowRoot!.textContent ?? '';

describe('lapasar-company-admin integrations', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });
  beforeEach(() => {
    Object.assign(server.state, { provider: null, keys: [], punchout: null, secrets: {}, nextId: 100 });
  });

  it('sets up single sign-on: the addresses to configure, the client secret sent and then said only to be set', async () => {
    await show();
    expect(part('endpoints').textContent).to.contain('https://shop.lapasar.example/api/auth/sso/callback');
    expect(part('no-provider').textContent).to.contain('Single sign-on is not set up');
    expect(part('keys-need-provider').textContent).to.contain('Save the single sign-on settings first');
    await expectAccessible(element);

    field('provider-form', 'slug').value = 'demo-trading';
    field('provider-form', 'issuer').value = 'https://login.demo-trading.example';
    field('provider-form', 'clientId').value = 'lapasar';
    field('provider-form', 'clientSecret').value = 'a-client-secret-typed-once';
    field<HTMLTextAreaElement>('provider-form', 'emailDomains').value = 'Demo-Trading.example\nlapasar.test';
    field<HTMLTextAreaElement>('provider-form', 'approverRoleValues').value = 'approver, manager';
    field('provider-form', 'slug').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part('provider-status').textContent === 'The single sign-on settings are saved.');
    expect(server.called(/^PUT \/api\/company\/integrations\/identity-provider$/).at(-1)!.body).to.deep.equal({
      slug: 'demo-trading',
      oidc: { issuer: 'https://login.demo-trading.example', clientId: 'lapasar', clientSecret: 'a-client-secret-typed-once' },
      emailDomains: ['demo-trading.example', 'lapasar.test'],
      roleClaim: 'lapasar_role',
      approverRoleValues: ['approver', 'manager'],
      buyerRoleValues: [],
      embedOrigins: [],
      passwordSignIn: true,
    });
    await waitFor(() => part('client-secret-state').textContent!.startsWith('Client secret: set since'));
    expect(field('provider-form', 'clientSecret').value).to.equal('');
    expect(text()).not.to.contain('a-client-secret-typed-once');
    expect($('[part="no-provider"]')).to.equal(null);
    await waitFor(() => $('[part="key-form"]'));

    // Saved again without a secret, the stored one is kept: nothing is sent for it.
    part('provider-save').click();
    await waitFor(() => server.called(/^PUT \/api\/company\/integrations\/identity-provider$/).length === 2);
    const again = server.called(/^PUT \/api\/company\/integrations\/identity-provider$/).at(-1)!.body as { oidc: object };
    expect(again.oidc).to.deep.equal({ issuer: 'https://login.demo-trading.example', clientId: 'lapasar' });
  });

  it('shows a refusal beside the field it names, with the keyboard on it, and the lockout in words of its own', async () => {
    server.state.provider = provider();
    server.state.secrets.clientSecret = 'stored';
    server.state.takenSlugs = ['acme'];
    await show();
    field('provider-form', 'slug').value = 'acme';
    part('provider-save').click();
    await waitFor(() => part('provider-error').textContent === 'slug: another company already uses acme');
    expect(focused()).to.equal('slug');
    expect(field('provider-form', 'slug').getAttribute('aria-invalid')).to.equal('true');
    expect(server.state.provider.slug).to.equal('demo-trading');

    // Password sign-in off while no administrator's address is in the domains: refused, and said so.
    field('provider-form', 'slug').value = 'demo-trading';
    field('provider-form', 'passwordSignIn').focus();
    await sendKeys({ press: 'Space' });
    expect(field('provider-form', 'passwordSignIn').checked).to.equal(false);
    part('provider-save').click();
    await waitFor(() => part('provider-error').textContent!.startsWith('Password sign-in stays on: turned off now, no administrator'));
    expect(focused()).to.equal('passwordSignIn');
    expect(field('provider-form', 'slug').hasAttribute('aria-invalid')).to.equal(false);
    expect(server.state.provider.passwordSignIn).to.equal(true);
    await expectAccessible(element);

    // With the administrator's domain listed, it goes off.
    field<HTMLTextAreaElement>('provider-form', 'emailDomains').value = 'demo-trading.example\nlapasar.test';
    part('provider-save').click();
    await waitFor(() => part('provider-status').textContent === 'The single sign-on settings are saved.');
    expect(server.state.provider.passwordSignIn).to.equal(false);
    expect($('[part="provider-error"]')).to.equal(null);
  });

  it('adds a key from a pasted PEM or JWK, refuses a private one at the key, and revokes after a confirmation', async () => {
    server.state.provider = provider();
    server.state.keys = [key(5, 'portal-2025', '2026-01-01T00:00:00.000Z')];
    await show();
    expect(part('key-state').textContent).to.match(/^Revoked \d/);
    expect($('[part="key-revoke"]')).to.equal(null);

    field('key-form', 'kid').value = 'portal-1';
    field<HTMLTextAreaElement>('key-form', 'publicKey').value = '-----BEGIN PRIVATE KEY-----\nMIGH\n-----END PRIVATE KEY-----';
    part('key-add').click();
    await waitFor(() => part('key-error').textContent === 'pem: must be a public key; a private key never leaves the portal');
    expect(focused()).to.equal('publicKey');

    field<HTMLTextAreaElement>('key-form', 'publicKey').value = '{ "kty": "EC", "crv": "P-256"';
    part('key-add').click();
    await waitFor(() => part('key-error').textContent === 'publicKey: this starts like a JWK but is not a JSON object.');

    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
      y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
    };
    field<HTMLTextAreaElement>('key-form', 'publicKey').value = JSON.stringify(jwk, null, 2);
    field('key-form', 'kid').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part('key-status').textContent === 'The key portal-1 is added.');
    expect(server.called(/^POST \/api\/company\/integrations\/assertion-keys$/).at(-1)!.body).to.deep.equal({
      kid: 'portal-1',
      algorithm: 'ES256',
      jwk,
    });
    await waitFor(() => all('[part="assertion-key"]').length === 2);
    expect(field('key-form', 'kid').value).to.equal('');
    await expectAccessible(element);

    const revoke = () => $<HTMLButtonElement>('[part="key-revoke"]')!;
    expect(revoke().getAttribute('aria-label')).to.equal('Revoke the key portal-1');
    revoke().focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[part="confirm"][open]'));
    expect(dialog.textContent).to.contain('Revoke the key portal-1? Assertions it signs are refused from now on');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$('dialog[part="confirm"][open]'));
    expect(focused()).to.equal('Revoke the key portal-1');
    expect(server.called(/revoke$/)).to.have.length(0);

    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('dialog[part="confirm"][open]'));
    part('confirm-ok').click();
    await waitFor(() => part('key-status').textContent === 'The key portal-1 is revoked.');
    await waitFor(() => !$('[part="key-revoke"]'));
    expect(focused()).to.equal('Assertion keys');
    expect(server.state.keys.every((entry) => entry.revokedAt !== null)).to.equal(true);
  });

  it('shows a generated PunchOut secret once, with Copy, and never again', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (value: string) => void copied.push(value) },
    });
    await show();
    expect(part('no-punchout').textContent).to.equal('PunchOut is not set up.');
    field('punchout-form', 'systemName').value = 'SAP Ariba';
    await waitFor(() => field<HTMLSelectElement>('punchout-form', 'defaultUserId').options.length === 3);
    field<HTMLSelectElement>('punchout-form', 'defaultUserId').value = '9';
    field('punchout-form', 'domain').value = 'NetworkID';
    field('punchout-form', 'identity').value = 'AN0100000077';
    // No secret is stored, so generating one is what the form starts with.
    expect(part('punchout-form').querySelector<HTMLInputElement>('[name="sharedSecretChoice"]:checked')!.value).to.equal('generate');
    expect(part('punchout-form').querySelector('[part="secret-state"]')!.textContent).to.equal('The shared secret is not set.');
    field<HTMLTextAreaElement>('punchout-form', 'frameOrigins').value = 'https://s1.ariba.com';
    part('punchout-save').click();

    await waitFor(() => $('[part="punchout-generated"]'));
    const secret = server.state.secrets.cxml!;
    expect(part('generated-secret').textContent).to.equal(secret);
    expect(part('punchout-generated').textContent).to.contain('it will not be shown again');
    expect(focused()).to.equal('Generated secrets');
    expect(server.called(/^PUT \/api\/company\/integrations\/punchout$/).at(-1)!.body).to.deep.equal({
      systemName: 'SAP Ariba',
      defaultUserId: 9,
      cxml: { domain: 'NetworkID', identity: 'AN0100000077', sharedSecret: 'generate' },
      oci: null,
      frameOrigins: ['https://s1.ariba.com'],
    });
    part('copy-secret').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part('copy-status').textContent === 'Copied.');
    expect(copied).to.deep.equal([secret]);
    await waitFor(() =>
      part('punchout-form').querySelector('[part="secret-state"]')!.textContent!.startsWith('The shared secret is set since'),
    );
    expect(part('punchout-form').querySelector<HTMLInputElement>('[name="sharedSecretChoice"]:checked')!.value).to.equal('keep');
    await expectAccessible(element);

    // The page shown again (a reload): the settings say "set", the secret is nowhere.
    await show();
    await waitFor(() => part('punchout-form').querySelector('[part="secret-state"]'));
    expect($('[part="punchout-generated"]')).to.equal(null);
    expect(text()).not.to.contain(secret);
    expect(part('punchout-form').querySelector('[part="secret-state"]')!.textContent).to.match(/^The shared secret is set since/);

    // A secret typed: confirmed as set, not shown back; OCI turned on without a password is refused at it.
    part('punchout-form').querySelector<HTMLInputElement>('[name="sharedSecretChoice"][value="enter"]')!.click();
    await waitFor(() => field('punchout-form', 'sharedSecret'));
    field('punchout-form', 'sharedSecret').value = 'typed-shared-secret-0001';
    part('punchout-save').click();
    await waitFor(() => part('punchout-status').textContent === 'The PunchOut settings are saved. The shared secret you entered is set.');
    expect($('[part="punchout-generated"]')).to.equal(null);
    expect(server.state.secrets.cxml).to.equal('typed-shared-secret-0001');
    expect(text()).not.to.contain('typed-shared-secret-0001');
  });

  it('refuses a PunchOut save at the field the server names', async () => {
    server.state.punchout = {
      systemName: 'Coupa',
      defaultUser: { id: 9, name: 'Lim Wei Jie', email: 'finance@lapasar.test' },
      cxml: null,
      oci: null,
      frameOrigins: [],
    };
    await show();
    part('punchout-cxml').click();
    await waitFor(() => field('punchout-form', 'domain'));
    field('punchout-form', 'domain').value = 'NetworkID';
    field('punchout-form', 'identity').value = 'AN01';
    part('punchout-form').querySelector<HTMLInputElement>('[name="sharedSecretChoice"][value="enter"]')!.click();
    await waitFor(() => field('punchout-form', 'sharedSecret'));
    server.answer(/^PUT \/api\/company\/integrations\/punchout$/, () =>
      Response.json(
        { error: "cxml.identity: another company's procurement system already sends this credential", code: 'credential_taken' },
        { status: 409 },
      ),
    );
    field('punchout-form', 'sharedSecret').value = 'typed-shared-secret-0002';
    part('punchout-save').click();
    await waitFor(() => $('[part="punchout-error"]'));
    expect(part('punchout-error').textContent).to.equal(
      "cxml.identity: another company's procurement system already sends this credential",
    );
    expect(focused()).to.equal('identity');
    expect(server.state.punchout.cxml).to.equal(null);
  });
});
