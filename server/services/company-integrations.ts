/**
 * What an administrator's integrations screen shows of the company: its identity provider
 * settings, assertion keys and PunchOut settings (whether each secret is set and since when, never
 * the secret), and the addresses to configure at the provider, portal and procurement system.
 */
import type { Database } from '../db/client';
import { type AssertionKeyRow, assertionKeysOf, companyUserById } from '../queries/company-integrations';
import type { PunchoutSettingsRow } from '../queries/punchout';
import { settingsOfBuyer } from '../queries/punchout';
import { type CompanyIdentityProvider, findCompanyProviderOfBuyer } from '../queries/single-sign-on';
import { fingerprintOf } from './company-assertion-keys';
import { assertionAudience } from './company-assertions';
import type { CompanyAdministrator } from './company-people';
import { callbackUrl } from './single-sign-on';

const secretState = (stored: string | null, setAt: Date | null) => ({
  set: stored !== null,
  setAt: stored === null ? null : (setAt?.toISOString() ?? null),
});

/** The identity provider settings as an administrator reads them. */
export const identityProviderView = (row: CompanyIdentityProvider) => ({
  slug: row.slug,
  oidc:
    row.issuer === null || row.clientId === null
      ? null
      : { issuer: row.issuer, clientId: row.clientId, clientSecret: secretState(row.clientSecret, row.clientSecretSetAt) },
  emailDomains: row.emailDomains,
  roleClaim: row.roleClaim,
  approverRoleValues: row.approverRoleValues,
  buyerRoleValues: row.buyerRoleValues,
  embedOrigins: row.embedOrigins,
  passwordSignIn: row.passwordSignIn,
  createdAt: row.createdAt.toISOString(),
});

/** An assertion key as an administrator reads it. */
export const assertionKeyView = (row: AssertionKeyRow, fingerprint: string | null) => ({
  id: row.id,
  kid: row.kid,
  algorithm: row.algorithm,
  fingerprint,
  addedAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The PunchOut settings as an administrator reads them, with the default user's name. */
export async function punchoutSettingsView(db: Database, row: PunchoutSettingsRow) {
  const user = await companyUserById(db, row.buyerId, row.defaultUserId);
  return {
    systemName: row.systemName,
    defaultUser: { id: row.defaultUserId, name: user?.name ?? '', email: user?.email ?? '' },
    cxml:
      row.cxmlDomain === null || row.cxmlIdentity === null
        ? null
        : { domain: row.cxmlDomain, identity: row.cxmlIdentity, sharedSecret: secretState(row.cxmlSecretHash, row.cxmlSecretSetAt) },
    oci: row.ociUsername === null ? null : { username: row.ociUsername, password: secretState(row.ociPasswordHash, row.ociPasswordSetAt) },
    frameOrigins: row.frameOrigins,
  };
}

/** The admin's company's integrations, and where its provider, portal and procurement system reach this server. */
export async function integrationsOf(db: Database, admin: CompanyAdministrator, publicUrl: string) {
  const buyerId = admin.buyer.id;
  const provider = await findCompanyProviderOfBuyer(db, buyerId);
  const keys = await assertionKeysOf(db, buyerId);
  const punchout = await settingsOfBuyer(db, buyerId);
  return {
    identityProvider: provider ? identityProviderView(provider) : null,
    assertionKeys: await Promise.all(keys.map(async (key) => assertionKeyView(key, await fingerprintOf(key)))),
    punchout: punchout ? await punchoutSettingsView(db, punchout) : null,
    endpoints: {
      signOnCallback: callbackUrl(publicUrl),
      assertionAudience: assertionAudience(publicUrl),
      cxml: new URL('/punchout/cxml', publicUrl).toString(),
      ociStart: new URL('/punchout/oci/start', publicUrl).toString(),
    },
  };
}
