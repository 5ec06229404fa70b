/**
 * What of the demo tenants a database holds that would let a stranger in: the demo accounts (their
 * password is printed in the README), the demo assertion key (its private half is committed), the
 * demo PunchOut secrets and the demo identity provider's client (both documented). A production
 * start refuses to serve while any is there (server/serve.ts), unless told otherwise.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companyAssertionKeys, companyIdentityProviders, punchoutSettings, users } from '../db/schema';
import { secretMatches } from '../domain/punchout-secret';
import { clientSecretOf, type SecretKeys } from '../services/client-secrets';
import { DEMO_ACCOUNTS, DEMO_ASSERTION_PUBLIC_KEY, DEMO_IDENTITY_PROVIDER } from './accounts';
import { DEMO_PUNCHOUT } from './punchout';

/** A stored public key (an SPKI PEM or one JWK as JSON), or null when it is neither. */
function keyOf(text: string): KeyObject | null {
  try {
    const trimmed = text.trim();
    return trimmed.startsWith('-----BEGIN') ? createPublicKey(trimmed) : createPublicKey({ key: JSON.parse(trimmed), format: 'jwk' });
  } catch {
    return null;
  }
}

const DEMO_KEY = createPublicKey({ key: { ...DEMO_ASSERTION_PUBLIC_KEY }, format: 'jwk' });

/** One sentence per kind of demo data found, naming what was found; empty when there is none. */
export async function demoDataFound(db: Database, secretKeys: SecretKeys): Promise<string[]> {
  const found: string[] = [];
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const accounts = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  if (accounts.length > 0) {
    found.push(
      `${accounts.length} demo account(s) whose password is public (${accounts
        .map((account) => account.email)
        .sort()
        .join(', ')})`,
    );
  }

  const keys = await db
    .select({ kid: companyAssertionKeys.kid, publicKey: companyAssertionKeys.publicKey })
    .from(companyAssertionKeys)
    .where(isNull(companyAssertionKeys.revokedAt));
  const demoKeys = keys.filter((key) => keyOf(key.publicKey)?.equals(DEMO_KEY));
  if (demoKeys.length > 0) {
    found.push(
      `the demo assertion key, whose private half is public (examples/intranet-portal-demo-key.json), registered as ${demoKeys.map((key) => key.kid).join(', ')}`,
    );
  }

  const punchout = await db
    .select({ buyerId: punchoutSettings.buyerId, cxml: punchoutSettings.cxmlSecretHash, oci: punchoutSettings.ociPasswordHash })
    .from(punchoutSettings);
  const demoSecrets = [];
  for (const row of punchout) {
    if ((await secretMatches(DEMO_PUNCHOUT.cxmlSharedSecret, row.cxml)) || (await secretMatches(DEMO_PUNCHOUT.ociPassword, row.oci))) {
      demoSecrets.push(row);
    }
  }
  if (demoSecrets.length > 0) {
    found.push(
      `the demo PunchOut shared secret or OCI password, which are public, for company id(s) ${demoSecrets.map((row) => row.buyerId).join(', ')}`,
    );
  }

  const clients = await db
    .select({
      slug: companyIdentityProviders.slug,
      buyerId: companyIdentityProviders.buyerId,
      clientSecret: companyIdentityProviders.clientSecret,
    })
    .from(companyIdentityProviders)
    .where(eq(companyIdentityProviders.clientId, DEMO_IDENTITY_PROVIDER.clientId));
  const providers = [];
  for (const client of clients) {
    // A secret that does not open (another database's key) is not the demo's.
    if ((await clientSecretOf(db, secretKeys, client).catch(() => undefined)) === DEMO_IDENTITY_PROVIDER.clientSecret)
      providers.push(client);
  }
  if (providers.length > 0) {
    found.push(`the demo identity provider's client, whose secret is public, for ${providers.map((row) => row.slug).join(', ')}`);
  }
  return found;
}
