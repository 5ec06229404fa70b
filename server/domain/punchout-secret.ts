/**
 * How a procurement system's secret (a cXML SharedSecret, an OCI PASSWORD) is stored: a scrypt
 * hash as passwords are, or, until its next use, the SHA-256 digest migration 0023 kept.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from './password';

/** The prefix of a SHA-256 digest stored before secrets were hashed with scrypt (migration 0023). */
const SHA256_PREFIX = 'sha256$';

/** Whether the stored hash is one migration 0023 left as a SHA-256 digest, to be hashed anew at its next use. */
export const isSha256Digest = (stored: string) => stored.startsWith(SHA256_PREFIX);

/** Whether `secret` is the one stored (scrypt runs on the work gate, which may throw GateFull). */
export async function secretMatches(secret: string, stored: string | null): Promise<boolean> {
  if (!stored || secret === '') return false;
  if (isSha256Digest(stored)) {
    const given = createHash('sha256').update(secret).digest();
    const digest = Buffer.from(stored.slice(SHA256_PREFIX.length), 'hex');
    return digest.length === given.length && timingSafeEqual(given, digest);
  }
  return verifyPassword(secret, stored);
}
