import type { RegisterRequest, User } from '../../src/contract/types';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { hashPassword, verifyPassword } from '../domain/password';
import { findUserByEmail, insertBuyerWithUser } from '../queries/users';
import { ServiceError } from './errors';
import { loginLockoutMinutes, recordLoginAttempt } from './login-attempts';
import { issueToken } from './sessions';
import { toUser } from './users';

const EMAIL_TAKEN = 'An account with this email already exists';

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

// Unknown e-mails are checked against a hash too, so timing does not reveal which exist.
const decoyHashes = new Map<number, Promise<string>>();
function decoyHash(kdfLogN: number): Promise<string> {
  let hash = decoyHashes.get(kdfLogN);
  if (!hash) decoyHashes.set(kdfLogN, (hash = hashPassword('decoy password', kdfLogN)));
  return hash;
}

/**
 * Signs in with an e-mail (lower case) and password from a client address: refused while the
 * account or the address is locked out (429), for a wrong password or unknown e-mail alike (401),
 * and for an inactive account (403). Answers the user with a new session token.
 */
export async function signIn(db: Database, credentials: { email: string; password: string }, client: { address: string; kdfLogN: number }): Promise<User> {
  const { email, password } = credentials;
  const wait = await loginLockoutMinutes(db, email, client.address);
  if (wait > 0) throw new ServiceError(429, `Too many login attempts. Please try again in ${minutes(wait)}.`);

  const found = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, found?.user.passwordHash ?? (await decoyHash(client.kdfLogN)));
  if (!found || !valid) {
    await recordLoginAttempt(db, email, client.address, false);
    throw new ServiceError(401, 'Invalid email or password');
  }
  if (found.user.active !== 'Y') throw new ServiceError(403, 'Your account is inactive. Please contact support.');

  await recordLoginAttempt(db, email, client.address, true);
  return toUser(found.user, found.buyer, await issueToken(db, found.user.id));
}

/** Creates a buyer company and its first user, signed in; 409 when the e-mail is taken. */
export async function register(db: Database, details: RegisterRequest, kdfLogN: number): Promise<User> {
  const email = details.email.toLowerCase();
  if (await findUserByEmail(db, email)) throw new ServiceError(409, EMAIL_TAKEN);
  const passwordHash = await hashPassword(details.password, kdfLogN);
  try {
    return await db.transaction(async (tx) => {
      const { user, buyer } = await insertBuyerWithUser(tx, details.companyName, { email, name: details.name, mobile: details.mobile ?? '', passwordHash });
      return toUser(user, buyer, await issueToken(tx, user.id));
    });
  } catch (error) {
    // A concurrent registration of the same e-mail won the race to the unique index.
    if (isUniqueViolation(error)) throw new ServiceError(409, EMAIL_TAKEN);
    throw error;
  }
}
