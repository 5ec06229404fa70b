import type { CompanyAssertionKey, CompanyIdentityProvider, CompanyPunchoutSettings } from '../../src/contract/types';

/*
 * The demo company's integrations as its administrator keeps them: single sign-on through its own
 * provider, a live assertion key and a revoked one, and PunchOut from SAP Ariba. Secrets are never
 * answered; the state says only whether each is set.
 */

export interface IntegrationsState {
  identityProvider: CompanyIdentityProvider | null;
  assertionKeys: CompanyAssertionKey[];
  punchout: CompanyPunchoutSettings | null;
}

const SET_AT = '2026-04-01T02:00:00.000Z';

export function demoIntegrations(): IntegrationsState {
  return {
    identityProvider: {
      slug: 'demo-trading',
      oidc: { issuer: 'https://login.demo-trading.example', clientId: 'lapasar-shop', clientSecret: { set: true, setAt: SET_AT } },
      emailDomains: ['demo-trading.example'],
      roleClaim: 'lapasar_role',
      approverRoleValues: ['approver', 'line-manager'],
      buyerRoleValues: [],
      embedOrigins: ['https://intranet.demo-trading.example'],
      passwordSignIn: true,
      createdAt: SET_AT,
    },
    assertionKeys: [
      {
        id: 2,
        kid: 'intranet-2026',
        algorithm: 'ES256',
        fingerprint: 'mK2mYc3sQ0aUeJ2hE1pD8vN5tW7xZ9bC4fG6hJ0kL1o',
        addedAt: SET_AT,
        revokedAt: null,
      },
      {
        id: 1,
        kid: 'intranet-2025',
        algorithm: 'RS256',
        fingerprint: 'pQ8rS2tU4vW6xY8zA0bC2dE4fG6hI8jK0lM2nO4pQ6r',
        addedAt: '2025-04-01T02:00:00.000Z',
        revokedAt: SET_AT,
      },
    ],
    punchout: {
      systemName: 'SAP Ariba',
      defaultUser: { id: 1, name: 'Aisyah Rahman', email: 'buyer@lapasar.test' },
      cxml: { domain: 'NetworkID', identity: 'AN01000000001', sharedSecret: { set: true, setAt: SET_AT } },
      oci: { username: 'demo-oci', password: { set: true, setAt: null } },
      frameOrigins: ['https://s1.ariba.com'],
    },
  };
}

/** A new company: nothing linked. */
export const emptyIntegrations = (): IntegrationsState => ({ identityProvider: null, assertionKeys: [], punchout: null });
