import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { WorkGate } from './work-gate';

/** OWASP's scrypt cost: N = 2^17, r = 8, p = 1. Tests may lower `logN` to stay fast. */
export const DEFAULT_LOG_N = 17;

const KEY_LENGTH = 32;

/**
 * scrypt runs on libuv's threadpool and takes a whole core for a few hundred ms: hashes run one
 * fewer at a time than there are cores, so one core always stays free for the event loop and the
 * database. Past 32 waiting, derive rejects with GateFull (the caller answers 503).
 */
const hashing = new WorkGate(Math.max(1, availableParallelism() - 1), 32);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below that for N = 2^17.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 8);
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/** Hashes to `scrypt$logN$r$p$salt$key` (base64url parts), so the cost can change later. */
export async function hashPassword(password: string, logN = DEFAULT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** logN, r: 8, p: 1 });
  return ['scrypt', logN, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: 2 ** Number(logN), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
