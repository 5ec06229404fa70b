/**
 * Signed upload URLs: the token carries what one upload may be (attachment, file name, content
 * type, size) and when it expires, with an HMAC-SHA256 over it, like a presigned object-store URL.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UploadClaims {
  /** The attachment's public id. */
  attachmentId: string;
  filename: string;
  contentType: string;
  size: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** How long an upload URL works: long enough for 10 MB on a slow line, short enough to be useless later. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
const MIN_SECRET_LENGTH = 32;

const signatureOf = (payload: string, secret: Buffer) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signUploadToken(claims: UploadClaims, secret: Buffer): string {
  const payload = Buffer.from(
    JSON.stringify([claims.attachmentId, claims.filename, claims.contentType, claims.size, claims.expiresAt]),
  ).toString('base64url');
  return `${payload}.${signatureOf(payload, secret)}`;
}

function claimsOf(value: unknown): UploadClaims | null {
  if (!Array.isArray(value) || value.length !== 5) return null;
  const [attachmentId, filename, contentType, size, expiresAt] = value as unknown[];
  if (!Number.isSafeInteger(size) || !Number.isSafeInteger(expiresAt)) return null;
  if (typeof attachmentId !== 'string' || typeof filename !== 'string' || typeof contentType !== 'string') return null;
  return { attachmentId, filename, contentType, size: size as number, expiresAt: expiresAt as number };
}

/** The token's claims when its signature holds and it has not expired at `now`; null otherwise. */
export function verifyUploadToken(token: string, secret: Buffer, now: Date): UploadClaims | null {
  const dot = token.lastIndexOf('.');
  if (dot < 1) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = Buffer.from(signatureOf(payload, secret), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: UploadClaims | null;
  try {
    claims = claimsOf(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
  return claims && claims.expiresAt * 1000 > now.getTime() ? claims : null;
}

/**
 * UPLOAD_SECRET: the key upload URLs are signed with; undefined when unset, and the app makes a
 * random one per process (URLs then stop working on restart, and instances behind one balancer
 * need the same value set).
 */
export function uploadSecretFrom(setting: string | undefined): Buffer | undefined {
  if (setting === undefined || setting === '') return undefined;
  if (setting.length < MIN_SECRET_LENGTH) throw new Error(`UPLOAD_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return Buffer.from(setting, 'utf8');
}
