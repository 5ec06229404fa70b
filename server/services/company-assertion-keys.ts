/**
 * The public keys a company's portal backend signs its assertions with, added and revoked by the
 * company's administrators. A key is read with jose, as the assertion exchange reads it
 * (services/company-assertions.ts), stored as its public JWK, and shown by its RFC 7638 thumbprint.
 */
import type { z } from '@hono/zod-openapi';
import { calculateJwkThumbprint, exportJWK, importJWK, importSPKI, type JWK } from 'jose';
import type { AssertionKeyRequestSchema } from '../../src/contract/company-integrations';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  type AssertionKeyRow,
  hasAssertionKeyId,
  insertAssertionKey,
  lockAssertionKey,
  lockIdentityProvider,
  lockLiveAssertionKeys,
  revokeAssertionKeys,
} from '../queries/company-integrations';
import { recordAudit } from './company-audit';
import { requireAdministratorSignIn } from './company-identity-provider';
import { administratorsFor, type CompanyAdministrator } from './company-people';
import { ServiceError } from './errors';

type AssertionKeyRequest = z.infer<typeof AssertionKeyRequestSchema>;
type Algorithm = AssertionKeyRequest['algorithm'];

/** The most live keys a company holds at once (enough to roll one over). */
const MAX_LIVE_KEYS = 10;
/** The shortest RSA modulus taken, in bits. */
const MIN_RSA_BITS = 2048;
/** JWK members only a private or secret key has. */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

const invalid = (message: string) => new ServiceError(400, message);

/** The key's RFC 7638 thumbprint (SHA-256, base64url), or null for a stored key that no longer reads as one. */
export async function fingerprintOf(stored: Pick<AssertionKeyRow, 'algorithm' | 'publicKey'>): Promise<string | null> {
  try {
    const text = stored.publicKey.trim();
    const key = text.startsWith('-----BEGIN')
      ? await importSPKI(text, stored.algorithm, { extractable: true })
      : await importJWK(JSON.parse(text) as JWK, stored.algorithm, { extractable: true });
    return await calculateJwkThumbprint(await exportJWK(key), 'sha256');
  } catch {
    return null;
  }
}

/** The algorithm the request names, refused when its JWK's `alg` names another. */
function algorithmOf(request: AssertionKeyRequest): Algorithm {
  const stated = request.jwk?.alg;
  if (stated !== undefined && stated !== request.algorithm)
    throw invalid(`jwk.alg: is ${String(stated)}, not the algorithm ${request.algorithm}`);
  return request.algorithm;
}

/** The public JWK of the key sent, refusing a private key, another kind of key, or one too weak. */
async function publicJwkOf(request: AssertionKeyRequest, algorithm: Algorithm): Promise<JWK> {
  let key;
  if (request.pem !== undefined) {
    const pem = request.pem.trim();
    if (/PRIVATE KEY-----/.test(pem)) throw invalid('pem: must be a public key; a private key never leaves the portal');
    try {
      key = await importSPKI(pem, algorithm, { extractable: true });
    } catch {
      throw invalid(`pem: must be an SPKI public key (-----BEGIN PUBLIC KEY-----) of a kind ${algorithm} signs with`);
    }
  } else {
    const jwk = request.jwk ?? {};
    if (PRIVATE_MEMBERS.some((member) => member in jwk)) {
      throw invalid('jwk: must be a public key (no "d", "k" or other private members); a private key never leaves the portal');
    }
    try {
      key = await importJWK(jwk as JWK, algorithm, { extractable: true });
    } catch {
      throw invalid(`jwk: must be a public JWK of a kind ${algorithm} signs with`);
    }
  }
  const { kty, crv, n, e, x, y } = await exportJWK(key);
  if (kty === 'RSA' && Buffer.from(n ?? '', 'base64url').length * 8 < MIN_RSA_BITS) {
    throw invalid(`${request.pem === undefined ? 'jwk' : 'pem'}: an RSA key must have at least ${MIN_RSA_BITS} bits`);
  }
  return Object.fromEntries(Object.entries({ kty, crv, n, e, x, y }).filter(([, value]) => value !== undefined)) as JWK;
}

/** A key as the audit log records it. */
const auditedKey = (key: AssertionKeyRow, fingerprint: string | null) => ({
  kid: key.kid,
  algorithm: key.algorithm,
  fingerprint,
  revoked: key.revokedAt !== null,
});

/**
 * Adds a public key the company's portal signs assertions with, under its key id (`kid`, unique in
 * the company, revoked keys included). The company's identity provider settings must exist:
 * their identifier is the assertions' `iss`.
 */
export async function addAssertionKey(
  db: Database,
  admin: CompanyAdministrator,
  request: AssertionKeyRequest,
  now = new Date(),
): Promise<{ key: AssertionKeyRow; fingerprint: string }> {
  const buyerId = admin.buyer.id;
  const algorithm = algorithmOf(request);
  const jwk = await publicJwkOf(request, algorithm);
  const fingerprint = await calculateJwkThumbprint(jwk, 'sha256');
  try {
    return await db.transaction(async (tx) => {
      await administratorsFor(tx, admin);
      if (!(await lockIdentityProvider(tx, buyerId))) {
        throw new ServiceError(
          409,
          "kid: set up the company's identity provider settings first: their slug is the iss of the assertions",
          'identity_provider_missing',
        );
      }
      if ((await lockLiveAssertionKeys(tx, buyerId)).length >= MAX_LIVE_KEYS) {
        throw new ServiceError(409, `kid: a company holds at most ${MAX_LIVE_KEYS} live keys; revoke one first`);
      }
      if (await hasAssertionKeyId(tx, buyerId, request.kid)) throw kidTaken(request.kid);
      const key = await insertAssertionKey(tx, { buyerId, kid: request.kid, algorithm, publicKey: JSON.stringify(jwk), createdAt: now });
      await recordAudit(tx, {
        buyerId,
        actorId: admin.user.id,
        action: 'assertion_key_added',
        subject: `assertion_key:${key.id}`,
        after: auditedKey(key, fingerprint),
        at: now,
      });
      return { key, fingerprint };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw kidTaken(request.kid);
    throw error;
  }
}

const kidTaken = (kid: string) =>
  new ServiceError(409, `kid: your company already has a key ${kid} (key ids are not used again, even once revoked)`, 'kid_taken');

/**
 * Revokes one of the company's keys (404 for any other): assertions it signs are refused from now
 * on. The last live key is kept while the company signs in only through its portal and no
 * administrator could sign in otherwise (as password sign-in is kept on).
 */
export async function revokeAssertionKey(
  db: Database,
  admin: CompanyAdministrator,
  keyId: number,
  now = new Date(),
): Promise<{ key: AssertionKeyRow; fingerprint: string | null }> {
  const buyerId = admin.buyer.id;
  return db.transaction(async (tx) => {
    await administratorsFor(tx, admin);
    const provider = await lockIdentityProvider(tx, buyerId);
    const live = await lockLiveAssertionKeys(tx, buyerId);
    const key = await lockAssertionKey(tx, buyerId, keyId);
    if (!key) throw new ServiceError(404, 'No such assertion key in your company');
    if (key.revokedAt !== null) throw new ServiceError(409, `The key ${key.kid} is already revoked`);
    await requireAdministratorSignIn(tx, buyerId, provider, live.length - 1);
    const [revoked] = await revokeAssertionKeys(tx, buyerId, [key.id], now);
    const fingerprint = await fingerprintOf(key);
    await recordAudit(tx, {
      buyerId,
      actorId: admin.user.id,
      action: 'assertion_key_revoked',
      subject: `assertion_key:${key.id}`,
      before: auditedKey(key, fingerprint),
      after: auditedKey(revoked, fingerprint),
      at: now,
    });
    return { key: revoked, fingerprint };
  });
}
