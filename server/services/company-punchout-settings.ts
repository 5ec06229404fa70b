/**
 * A company's PunchOut settings, set by its own administrators: the procurement system's name,
 * its cXML credential and shared secret, its OCI user name and password, the default punch-out
 * user and the origins that may frame the shop. Secrets are stored as scrypt hashes (as
 * services/punchout-secrets.ts checks them); one the server generates is answered once, when set.
 */
import { randomBytes } from 'node:crypto';
import type { z } from '@hono/zod-openapi';
import { GENERATE, type PunchoutSettingsRequestSchema } from '../../src/contract/company-integrations';
import { originOf } from '../../src/lib/web-address';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { hashPassword } from '../domain/password';
import {
  companyUserById,
  cxmlCredentialUsedByOther,
  deletePunchoutSettings,
  lockPunchoutSettings,
  ociUsernameUsedByOther,
  savePunchoutSettings,
} from '../queries/company-integrations';
import { type PunchoutSettingsRow, settingsOfBuyer } from '../queries/punchout';
import { hashing } from './accounts';
import { recordAudit } from './company-audit';
import type { SecretMark } from './company-identity-provider';
import { administratorsFor, type CompanyAdministrator } from './company-people';
import { ServiceError } from './errors';

type PunchoutSettingsRequest = z.infer<typeof PunchoutSettingsRequestSchema>;

/** A secret to store: its scrypt hash, and its text when the server made it (answered once). */
interface NewSecret {
  hash: string;
  generated?: string;
}

const invalid = (message: string) => new ServiceError(400, message);

/** A strong secret the procurement system is configured with: 256 random bits, base64url. */
const generatedSecret = () => randomBytes(32).toString('base64url');

/** The secret a part of the request sets (given, or `generate`d), hashed; null when it keeps the stored one. */
async function newSecret(field: string, asked: string | undefined, stored: string | null, kdfLogN: number): Promise<NewSecret | null> {
  if (asked === undefined) {
    if (stored === null) throw invalid(`${field}: must be given or generated: none is stored`);
    return null;
  }
  const secret = asked === GENERATE ? generatedSecret() : asked;
  const hash = await hashing(() => hashPassword(secret, kdfLogN));
  return asked === GENERATE ? { hash, generated: secret } : { hash };
}

/** The settings as the audit log records them, with marks in place of the secrets. */
function auditedSettings(row: PunchoutSettingsRow, marks: { cxml: SecretMark; oci: SecretMark }) {
  return {
    systemName: row.systemName,
    defaultUserId: row.defaultUserId,
    cxml: row.cxmlDomain === null ? null : { domain: row.cxmlDomain, identity: row.cxmlIdentity, sharedSecret: marks.cxml },
    oci: row.ociUsername === null ? null : { username: row.ociUsername, password: marks.oci },
    frameOrigins: row.frameOrigins,
  };
}

const markOf = (stored: string | null) => (stored === null ? null : 'set');
const markAfter = (secret: NewSecret | null, before: string | null | undefined, after: string | null): SecretMark =>
  secret ? (before ? 'changed' : 'set') : markOf(after);

const credentialTaken = (message: string) => new ServiceError(409, message, 'credential_taken');

/**
 * Sets (or replaces) the admin's company's PunchOut settings. A secret left out is kept (refused
 * when none is stored); `generate` makes a strong one, answered in `generated` this once. The
 * default user is an active buyer of the company; a cXML credential or OCI user name another
 * company's procurement system uses is refused (409).
 */
export async function setPunchoutSettings(
  db: Database,
  admin: CompanyAdministrator,
  request: PunchoutSettingsRequest,
  kdfLogN: number,
  now = new Date(),
): Promise<{ settings: PunchoutSettingsRow; generated: { cxmlSharedSecret?: string; ociPassword?: string } }> {
  const buyerId = admin.buyer.id;
  const frameOrigins = new Set<string>();
  for (const [index, given] of request.frameOrigins.entries()) {
    const origin = originOf(given);
    if (origin === null) throw invalid(`frameOrigins.${index}: must be an origin`);
    frameOrigins.add(origin);
  }
  const stored = await settingsOfBuyer(db, buyerId);
  // Hashed before the transaction: scrypt holds no lock. A secret changed meanwhile is replaced all the same.
  const cxmlSecret = request.cxml
    ? await newSecret('cxml.sharedSecret', request.cxml.sharedSecret, stored?.cxmlSecretHash ?? null, kdfLogN)
    : null;
  const ociSecret = request.oci ? await newSecret('oci.password', request.oci.password, stored?.ociPasswordHash ?? null, kdfLogN) : null;
  try {
    const settings = await db.transaction(async (tx) => {
      await administratorsFor(tx, admin);
      const before = await lockPunchoutSettings(tx, buyerId);
      const user = await companyUserById(tx, buyerId, request.defaultUserId);
      if (!user || user.role !== 'buyer' || user.active !== 'Y') throw invalid('defaultUserId: must be an active buyer of your company');
      const { cxml, oci } = request;
      if (cxml && (await cxmlCredentialUsedByOther(tx, cxml.domain, cxml.identity, buyerId))) {
        throw credentialTaken("cxml.identity: another company's procurement system already sends this credential");
      }
      if (oci && (await ociUsernameUsedByOther(tx, oci.username, buyerId))) {
        throw credentialTaken("oci.username: another company's procurement system already uses this user name");
      }
      const saved = await savePunchoutSettings(tx, {
        buyerId,
        systemName: request.systemName,
        defaultUserId: user.id,
        cxmlDomain: cxml?.domain ?? null,
        cxmlIdentity: cxml?.identity ?? null,
        cxmlSecretHash: cxml ? (cxmlSecret?.hash ?? before?.cxmlSecretHash ?? null) : null,
        cxmlSecretSetAt: cxml ? (cxmlSecret ? now : (before?.cxmlSecretSetAt ?? null)) : null,
        ociUsername: oci?.username ?? null,
        ociPasswordHash: oci ? (ociSecret?.hash ?? before?.ociPasswordHash ?? null) : null,
        ociPasswordSetAt: oci ? (ociSecret ? now : (before?.ociPasswordSetAt ?? null)) : null,
        frameOrigins: [...frameOrigins],
      });
      if (saved.cxmlDomain !== null && saved.cxmlSecretHash === null)
        throw invalid('cxml.sharedSecret: must be given or generated: none is stored');
      if (saved.ociUsername !== null && saved.ociPasswordHash === null)
        throw invalid('oci.password: must be given or generated: none is stored');
      await recordAudit(tx, {
        buyerId,
        actorId: admin.user.id,
        action: 'punchout_settings_changed',
        subject: `punchout:${buyerId}`,
        before: before ? auditedSettings(before, { cxml: markOf(before.cxmlSecretHash), oci: markOf(before.ociPasswordHash) }) : null,
        after: auditedSettings(saved, {
          cxml: markAfter(cxmlSecret, before?.cxmlSecretHash, saved.cxmlSecretHash),
          oci: markAfter(ociSecret, before?.ociPasswordHash, saved.ociPasswordHash),
        }),
        at: now,
      });
      return saved;
    });
    return {
      settings,
      generated: {
        ...(cxmlSecret?.generated ? { cxmlSharedSecret: cxmlSecret.generated } : {}),
        ...(ociSecret?.generated ? { ociPassword: ociSecret.generated } : {}),
      },
    };
  } catch (error) {
    // Another company's settings took the credential between the check and the write.
    if (isUniqueViolation(error))
      throw credentialTaken("cxml.identity: another company's procurement system already uses this credential or user name");
    throw error;
  }
}

/** Removes the company's PunchOut settings: its procurement system is no longer recognised. Sessions already open run out as usual. */
export async function removePunchoutSettings(db: Database, admin: CompanyAdministrator, now = new Date()): Promise<void> {
  const buyerId = admin.buyer.id;
  await db.transaction(async (tx) => {
    await administratorsFor(tx, admin);
    const before = await lockPunchoutSettings(tx, buyerId);
    if (!before) throw new ServiceError(404, 'Your company has no PunchOut settings');
    await deletePunchoutSettings(tx, buyerId);
    await recordAudit(tx, {
      buyerId,
      actorId: admin.user.id,
      action: 'punchout_settings_changed',
      subject: `punchout:${buyerId}`,
      before: auditedSettings(before, { cxml: markOf(before.cxmlSecretHash), oci: markOf(before.ociPasswordHash) }),
      after: null,
      at: now,
    });
  });
}
