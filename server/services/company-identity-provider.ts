/**
 * A company's identity provider settings, set by its own administrators: the OpenID provider and
 * LaPasar's client there (the client secret sealed, never answered), the e-mail domains its
 * provider or portal may sign in, the role claim, the embedding origins and password sign-in.
 * Password sign-in goes off only while an active administrator can still sign in another way.
 */
import type { z } from '@hono/zod-openapi';
import type { IdentityProviderRequestSchema } from '../../src/contract/company-integrations';
import { domainNameOf, originOf } from '../../src/lib/web-address';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  deleteIdentityProvider,
  domainsOfOtherCompanies,
  domainsUsedByOtherAccounts,
  lockDomainClaims,
  lockIdentityProvider,
  lockLiveAssertionKeys,
  revokeAssertionKeys,
  saveIdentityProvider,
  slugUsedByOther,
} from '../queries/company-integrations';
import type { CompanyIdentityProvider } from '../queries/single-sign-on';
import { sealClientSecret, type SecretKeys } from './client-secrets';
import { recordAudit } from './company-audit';
import { administratorsCanSignIn, type SignInSettings } from './administrator-sign-in';
import { administratorsFor, type CompanyAdministrator } from './company-people';
import { ServiceError } from './errors';
import { isPermittedIssuer } from './single-sign-on';

type IdentityProviderRequest = z.infer<typeof IdentityProviderRequestSchema>;

const invalid = (message: string) => new ServiceError(400, message);

/** The issuer as sent, once the WHATWG URL parser reads it as an https URL (http only on this machine) with no user, query or fragment. */
function checkedIssuer(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('oidc.issuer: must be an https URL');
  }
  if (text.trim() !== text || !isPermittedIssuer(url)) throw invalid('oidc.issuer: must be an https URL');
  if (url.username || url.password || /[?#]/.test(text)) throw invalid('oidc.issuer: must not carry a user, password, query or fragment');
  return text;
}

/** Each entry once, in the order first given. */
const distinct = <T>(values: readonly T[]) => [...new Set(values)];

/** How the audit log shows a secret: whether one is set and whether this change set it, never its text. */
export type SecretMark = 'set' | 'changed' | null;

/** The settings as the audit log records them, with a mark in place of the client secret. */
function auditedProvider(provider: CompanyIdentityProvider, clientSecret: SecretMark) {
  return {
    slug: provider.slug,
    oidc: provider.issuer === null ? null : { issuer: provider.issuer, clientId: provider.clientId, clientSecret },
    emailDomains: provider.emailDomains,
    roleClaim: provider.roleClaim,
    approverRoleValues: provider.approverRoleValues,
    buyerRoleValues: provider.buyerRoleValues,
    embedOrigins: provider.embedOrigins,
    passwordSignIn: provider.passwordSignIn,
  };
}

/**
 * Refuses (409) settings without password sign-in unless an active administrator can still sign
 * in through the company's provider or portal (administratorsCanSignIn): otherwise nobody could
 * sign in to administer the company.
 */
export async function requireAdministratorSignIn(
  db: Database,
  buyerId: number,
  settings: SignInSettings | null,
  liveKeys: number,
): Promise<void> {
  if (await administratorsCanSignIn(db, buyerId, settings, liveKeys)) return;
  throw new ServiceError(
    409,
    "passwordSignIn: password sign-in stays on until an active administrator can sign in through the company's provider or portal (an address in its e-mail domains, and an issuer or a live assertion key)",
    'password_sign_in_lockout',
  );
}

/** The e-mail domains, normalised, refused (409) when another company lists one or another company's accounts (or a seller's) use it. */
async function checkedDomains(db: Database, buyerId: number, given: readonly string[]): Promise<string[]> {
  const domains = distinct(given.map((domain, index) => domainNameOf(domain) ?? invalidAt('emailDomains', index, 'must be a domain name')));
  const claimed = await domainsOfOtherCompanies(db, domains, buyerId);
  if (claimed.length > 0) throw new ServiceError(409, `emailDomains: ${claimed.join(', ')} is already another company's`, 'domain_claimed');
  const used = await domainsUsedByOtherAccounts(db, domains, buyerId);
  if (used.length > 0) {
    throw new ServiceError(409, `emailDomains: accounts outside your company use addresses at ${used.join(', ')}`, 'domain_claimed');
  }
  return domains;
}

function invalidAt(field: string, index: number, rule: string): never {
  throw invalid(`${field}.${index}: ${rule}`);
}

/**
 * Sets (or replaces) the admin's company's identity provider settings, and answers them with
 * whether the client secret is set. The secret is required with a new issuer or client id, kept
 * when left out otherwise, and dropped with `oidc`.
 */
export async function setIdentityProvider(
  db: Database,
  secretKeys: SecretKeys,
  admin: CompanyAdministrator,
  request: IdentityProviderRequest,
  now = new Date(),
): Promise<CompanyIdentityProvider> {
  const buyerId = admin.buyer.id;
  const { oidc } = request;
  const issuer = oidc === null ? null : checkedIssuer(oidc.issuer);
  const clientId = oidc?.clientId ?? null;
  const embedOrigins = distinct(
    request.embedOrigins.map((origin, index) => originOf(origin) ?? invalidAt('embedOrigins', index, 'must be an origin')),
  );
  try {
    return await db.transaction(async (tx) => {
      await administratorsFor(tx, admin);
      await lockDomainClaims(tx);
      const before = await lockIdentityProvider(tx, buyerId);
      if (await slugUsedByOther(tx, request.slug, buyerId)) throw slugTaken(request.slug);
      const emailDomains = await checkedDomains(tx, buyerId, request.emailDomains);
      const sameClient = before !== null && before.issuer === issuer && before.clientId === clientId;
      let clientSecret: string | null = null;
      let clientSecretSetAt: Date | null = null;
      if (oidc?.clientSecret !== undefined) {
        clientSecret = await sealClientSecret(tx, secretKeys, buyerId, oidc.clientSecret);
        clientSecretSetAt = now;
      } else if (oidc && sameClient && before.clientSecret !== null) {
        ({ clientSecret, clientSecretSetAt } = before);
      } else if (oidc) {
        throw invalid(
          sameClient
            ? 'oidc.clientSecret: must be given: none is stored'
            : "oidc.clientSecret: must be given with a new issuer or client id (the stored one is the previous client's)",
        );
      }
      const settings = {
        slug: request.slug,
        issuer,
        clientId,
        clientSecret,
        clientSecretSetAt,
        emailDomains,
        roleClaim: request.roleClaim,
        approverRoleValues: distinct(request.approverRoleValues),
        buyerRoleValues: distinct(request.buyerRoleValues),
        embedOrigins,
        passwordSignIn: request.passwordSignIn,
      };
      await requireAdministratorSignIn(tx, buyerId, settings, (await lockLiveAssertionKeys(tx, buyerId)).length);
      const saved = await saveIdentityProvider(tx, { buyerId, ...settings });
      const secretAfter: SecretMark =
        oidc?.clientSecret !== undefined ? (before?.clientSecret ? 'changed' : 'set') : clientSecret ? 'set' : null;
      await recordAudit(tx, {
        buyerId,
        actorId: admin.user.id,
        action: 'identity_provider_changed',
        subject: `identity_provider:${buyerId}`,
        before: before ? auditedProvider(before, before.clientSecret ? 'set' : null) : null,
        after: auditedProvider(saved, secretAfter),
        at: now,
      });
      return saved;
    });
  } catch (error) {
    // Another company took the identifier between the check and the write.
    if (isUniqueViolation(error)) throw slugTaken(request.slug);
    throw error;
  }
}

const slugTaken = (slug: string) => new ServiceError(409, `slug: another company already uses ${slug}`, 'slug_taken');

/**
 * Removes the company's identity provider settings: its provider and portal sign nobody in any
 * more, its live assertion keys are revoked, and password sign-in applies again to all its users
 * (those made by single sign-on have no password and sign in again once it is set up anew).
 */
export async function removeIdentityProvider(db: Database, admin: CompanyAdministrator, now = new Date()): Promise<void> {
  const buyerId = admin.buyer.id;
  await db.transaction(async (tx) => {
    await administratorsFor(tx, admin);
    const before = await lockIdentityProvider(tx, buyerId);
    if (!before) throw new ServiceError(404, 'Your company has no identity provider settings');
    const live = await lockLiveAssertionKeys(tx, buyerId);
    for (const key of await revokeAssertionKeys(
      tx,
      buyerId,
      live.map((row) => row.id),
      now,
    )) {
      await recordAudit(tx, {
        buyerId,
        actorId: admin.user.id,
        action: 'assertion_key_revoked',
        subject: `assertion_key:${key.id}`,
        before: { kid: key.kid, algorithm: key.algorithm, revoked: false },
        after: { kid: key.kid, algorithm: key.algorithm, revoked: true },
        at: now,
      });
    }
    await deleteIdentityProvider(tx, buyerId);
    await recordAudit(tx, {
      buyerId,
      actorId: admin.user.id,
      action: 'identity_provider_changed',
      subject: `identity_provider:${buyerId}`,
      before: auditedProvider(before, before.clientSecret ? 'set' : null),
      after: null,
      at: now,
    });
  });
}
