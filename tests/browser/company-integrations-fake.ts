import type {
  AssertionKeyRequest,
  CompanyAssertionKey,
  CompanyIdentityProvider,
  CompanyPerson,
  CompanyPunchoutSettings,
  IdentityProviderRequest,
  PunchoutSettingsRequest,
} from '../../src/api/types';
import { fakeApi, json, type FakeRequest } from './fake-api';

/* A company's integrations answered from memory with the reference server's refusals and codes; secrets kept apart, never answered. */

const ADMIN: CompanyPerson = {
  id: 1,
  name: 'Aisyah Rahman',
  email: 'buyer@lapasar.test',
  role: 'buyer',
  administrator: true,
  active: true,
  singleSignOn: false,
  assertedRole: null,
};
const BUYER: CompanyPerson = { ...ADMIN, id: 9, name: 'Lim Wei Jie', email: 'finance@lapasar.test', administrator: false };

const ENDPOINTS = {
  signOnCallback: 'https://shop.lapasar.example/api/auth/sso/callback',
  assertionAudience: 'https://shop.lapasar.example/api/auth/sso/assertion',
  cxml: 'https://shop.lapasar.example/punchout/cxml',
  ociStart: 'https://shop.lapasar.example/punchout/oci/start',
};

const SET_AT = '2026-05-01T02:00:00.000Z';
const setNow = () => ({ set: true, setAt: new Date().toISOString() });

export const provider = (overrides: Partial<CompanyIdentityProvider> = {}): CompanyIdentityProvider => ({
  slug: 'demo-trading',
  oidc: { issuer: 'https://login.demo-trading.example', clientId: 'lapasar', clientSecret: { set: true, setAt: SET_AT } },
  emailDomains: ['demo-trading.example'],
  roleClaim: 'lapasar_role',
  approverRoleValues: ['approver'],
  buyerRoleValues: [],
  embedOrigins: [],
  passwordSignIn: true,
  createdAt: SET_AT,
  ...overrides,
});

export const key = (id: number, kid: string, revokedAt: string | null = null): CompanyAssertionKey => ({
  id,
  kid,
  algorithm: 'ES256',
  fingerprint: `thumb-${kid}`,
  addedAt: SET_AT,
  revokedAt,
});

const domainOf = (email: string) => email.split('@')[1];

/** Answers GET /api/company/people and the integration routes from memory. */
export function fakeIntegrations() {
  const state = {
    provider: null as CompanyIdentityProvider | null,
    keys: [] as CompanyAssertionKey[],
    punchout: null as CompanyPunchoutSettings | null,
    people: [ADMIN, BUYER],
    /** The secrets as stored (the server keeps them sealed or hashed); never part of an answer but the one that generated them. */
    secrets: {} as Record<'clientSecret' | 'cxml' | 'oci', string | undefined>,
    /** Slugs other companies use. */
    takenSlugs: ['acme'],
    nextId: 100,
  };

  const integrations = () =>
    json(200, {
      success: true,
      identityProvider: state.provider,
      assertionKeys: state.keys,
      punchout: state.punchout,
      endpoints: ENDPOINTS,
    });

  const setProvider = (asked: IdentityProviderRequest): Response => {
    if (state.takenSlugs.includes(asked.slug))
      return json(409, { error: `slug: another company already uses ${asked.slug}`, code: 'slug_taken' });
    if (asked.oidc && asked.oidc.clientSecret === undefined && !state.secrets.clientSecret)
      return json(400, { error: 'oidc.clientSecret: must be given: none is stored' });
    const administratorCanSignOn =
      state.people.some((person) => person.administrator && person.active && asked.emailDomains.includes(domainOf(person.email))) &&
      (asked.oidc !== null || state.keys.some((entry) => entry.revokedAt === null));
    if (!asked.passwordSignIn && !administratorCanSignOn)
      return json(409, {
        error:
          "passwordSignIn: password sign-in stays on until an active administrator can sign in through the company's provider or portal (an address in its e-mail domains, and an issuer or a live assertion key)",
        code: 'password_sign_in_lockout',
      });
    if (asked.oidc?.clientSecret !== undefined) state.secrets.clientSecret = asked.oidc.clientSecret;
    const secretSetAt =
      asked.oidc?.clientSecret !== undefined ? new Date().toISOString() : (state.provider?.oidc?.clientSecret.setAt ?? null);
    state.provider = {
      slug: asked.slug,
      oidc: asked.oidc && {
        issuer: asked.oidc.issuer,
        clientId: asked.oidc.clientId,
        clientSecret: { set: true, setAt: secretSetAt },
      },
      emailDomains: asked.emailDomains,
      roleClaim: asked.roleClaim,
      approverRoleValues: asked.approverRoleValues,
      buyerRoleValues: asked.buyerRoleValues,
      embedOrigins: asked.embedOrigins,
      passwordSignIn: asked.passwordSignIn,
      createdAt: state.provider?.createdAt ?? new Date().toISOString(),
    };
    return json(200, { success: true, identityProvider: state.provider });
  };

  const addKey = (asked: AssertionKeyRequest): Response => {
    if (!state.provider)
      return json(409, { error: "kid: set up the company's identity provider settings first: their slug is the iss of the assertions" });
    if (state.keys.some((entry) => entry.kid === asked.kid))
      return json(409, {
        error: `kid: your company already has a key ${asked.kid} (key ids are not used again, even once revoked)`,
        code: 'kid_taken',
      });
    if (asked.pem !== undefined && /PRIVATE KEY-----/.test(asked.pem))
      return json(400, { error: 'pem: must be a public key; a private key never leaves the portal' });
    if (asked.jwk !== undefined && 'd' in asked.jwk)
      return json(400, {
        error: 'jwk: must be a public key (no "d", "k" or other private members); a private key never leaves the portal',
      });
    const added = { ...key(state.nextId++, asked.kid), algorithm: asked.algorithm, addedAt: new Date().toISOString() };
    state.keys.push(added);
    return json(201, { success: true, assertionKey: added });
  };

  const secretOf = (name: 'cxml' | 'oci', asked: string | undefined, field: string) => {
    if (asked === undefined)
      return state.secrets[name] ? { kept: true } : { refusal: `${field}: must be given or generated: none is stored` };
    const secret = asked === 'generate' ? `generated-${name}-${Math.random().toString(36).slice(2)}` : asked;
    state.secrets[name] = secret;
    return { secret, generated: asked === 'generate' };
  };

  const setPunchout = (asked: PunchoutSettingsRequest): Response => {
    const user = state.people.find((person) => person.id === asked.defaultUserId);
    if (!user || user.role !== 'buyer' || !user.active)
      return json(400, { error: 'defaultUserId: must be an active buyer of your company' });
    const cxml = asked.cxml ? secretOf('cxml', asked.cxml.sharedSecret, 'cxml.sharedSecret') : null;
    if (cxml?.refusal) return json(400, { error: cxml.refusal });
    const oci = asked.oci ? secretOf('oci', asked.oci.password, 'oci.password') : null;
    if (oci?.refusal) return json(400, { error: oci.refusal });
    const previous = state.punchout;
    state.punchout = {
      systemName: asked.systemName,
      defaultUser: { id: user.id, name: user.name, email: user.email },
      cxml: asked.cxml && {
        domain: asked.cxml.domain,
        identity: asked.cxml.identity,
        sharedSecret: cxml?.secret ? setNow() : (previous?.cxml?.sharedSecret ?? setNow()),
      },
      oci: asked.oci && { username: asked.oci.username, password: oci?.secret ? setNow() : (previous?.oci?.password ?? setNow()) },
      frameOrigins: asked.frameOrigins,
    };
    return json(200, {
      success: true,
      punchout: state.punchout,
      generatedSecrets: {
        ...(cxml?.generated ? { cxmlSharedSecret: cxml.secret } : {}),
        ...(oci?.generated ? { ociPassword: oci.secret } : {}),
      },
    });
  };

  const serve = ({ method, path, body }: FakeRequest): Response => {
    if (method === 'GET' && path === '/api/company/people') return json(200, { success: true, people: state.people, invitations: [] });
    if (method === 'GET' && path === '/api/company/integrations') return integrations();
    if (method === 'PUT' && path === '/api/company/integrations/identity-provider') return setProvider(body as IdentityProviderRequest);
    if (method === 'POST' && path === '/api/company/integrations/assertion-keys') return addKey(body as AssertionKeyRequest);
    const revoked = /^\/api\/company\/integrations\/assertion-keys\/(\d+)\/revoke$/.exec(path);
    if (method === 'POST' && revoked) {
      const found = state.keys.find((entry) => entry.id === Number(revoked[1]));
      if (!found) return json(404, { error: 'No such assertion key in your company' });
      if (found.revokedAt) return json(409, { error: `The key ${found.kid} is already revoked` });
      found.revokedAt = new Date().toISOString();
      return json(200, { success: true, assertionKey: found });
    }
    if (method === 'PUT' && path === '/api/company/integrations/punchout') return setPunchout(body as PunchoutSettingsRequest);
    return json(404, { error: `No fake for ${method} ${path}` });
  };

  const api = fakeApi((path) => path === '/api/company/people' || path.startsWith('/api/company/integrations'), serve);
  return { ...api, state };
}
