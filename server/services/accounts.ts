import type { RegisterRequest, User } from '../../src/contract/types';
import type { Language } from '../../src/lib/language';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { hashPassword, verifyPassword } from '../domain/password';
import { GateFull } from '../domain/work-gate';
import type { UserRow } from '../env';
import { findCompanyClaimingDomain, findCompanyProviderOfBuyer } from '../queries/single-sign-on';
import { findUserByEmail, insertBuyerWithUser } from '../queries/users';
import { recordAudit } from './company-audit';
import { issueEmailVerification, sendVerificationMail } from './email-verification';
import { ServiceError } from './errors';
import { loginLockoutMinutes, recordLoginAttempt } from './login-attempts';
import type { MailContext } from './mail';
import { minutes } from './request-throttle';
import { issueToken, recordLanguage } from './sessions';
import { toUser } from './users';

const EMAIL_TAKEN = 'An account with this email already exists';

/** Who is signing in or registering: their address, the password hashing's cost, and the language their call asks for (its Accept-Language), if it names one. */
interface ClientOf {
  address: string;
  kdfLogN: number;
  language?: Language;
}

// Unknown e-mails are checked against a hash too, so timing does not reveal which exist.
const decoyHashes = new Map<number, Promise<string>>();
function decoyHash(kdfLogN: number): Promise<string> {
  let hash = decoyHashes.get(kdfLogN);
  if (!hash) {
    decoyHashes.set(kdfLogN, (hash = hashPassword('decoy password', kdfLogN)));
    // A refused hash (busy server) is not kept, or every later sign-in would fail with it.
    hash.catch(() => decoyHashes.delete(kdfLogN));
  }
  return hash;
}

/** Runs password hashing, answering 503 when too many sign-ins already wait for it. */
export async function hashing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GateFull) throw new ServiceError(503, 'The server is busy. Please try again in a moment.');
    throw error;
  }
}

/**
 * Why the right password still does not sign this user in: an inactive account, or a company that
 * signs in only through its identity provider (asked only for the right password, so it tells a
 * guesser nothing about which addresses exist); null when it does.
 */
async function refusalOfRightPassword(db: Database, user: UserRow): Promise<ServiceError | null> {
  if (user.active !== 'Y') return new ServiceError(403, 'Your account is inactive. Please contact support.', 'account_inactive');
  if (user.buyerId !== null && (await findCompanyProviderOfBuyer(db, user.buyerId))?.passwordSignIn === false) {
    return new ServiceError(
      403,
      'Your company signs in with its own single sign-on. Use "Sign in with your company account".',
      'sso_required',
    );
  }
  return null;
}

/**
 * Signs in with an e-mail (lower case) and password from a client address: refused while this
 * address is throttled for the account, or the account is at its hourly cap (429; see
 * services/login-attempts), for a wrong password or unknown e-mail alike (401), and for an
 * inactive account's right password and the right password of a company that signs in only through
 * its identity provider (403), each counted as a failure like the others. Answers the user
 * with a new session token.
 */
export async function signIn(db: Database, credentials: { email: string; password: string }, client: ClientOf): Promise<User> {
  const { email, password } = credentials;
  const wait = await loginLockoutMinutes(db, email, client.address);
  if (wait > 0) throw new ServiceError(429, `Too many login attempts. Please try again in ${minutes(wait)}.`);

  const found = await findUserByEmail(db, email);
  const valid = await hashing(async () => verifyPassword(password, found?.user.passwordHash ?? (await decoyHash(client.kdfLogN))));
  // Every refusal does the same work (one password check, one failure recorded) and counts toward
  // the same throttle: an inactive account's or a single sign-on company's right password is told
  // apart only by its message, and only as often as any other guess.
  const refuse = async (refusal: ServiceError): Promise<never> => {
    await recordLoginAttempt(db, email, client.address, false);
    throw refusal;
  };
  if (!found || !valid) return refuse(new ServiceError(401, 'Invalid email or password', 'invalid_credentials'));
  const refusal = await refusalOfRightPassword(db, found.user);
  if (refusal) return refuse(refusal);
  await recordLoginAttempt(db, email, client.address, true);
  await recordLanguage(db, found.user, client.language);
  return toUser(found.user, found.buyer, await issueToken(db, found.user.id));
}

/**
 * Creates a buyer company and its first user, its administrator, signed in; 403 for an address in an e-mail domain a
 * company signs in through its identity provider, 409 when the e-mail is taken. A refused
 * registration counts as a failed sign-in of that e-mail from that address, so probing which
 * e-mails exist is throttled like guessing passwords. The address is unverified until the link
 * mailed to it once the account is committed is followed.
 */
export async function register(db: Database, details: RegisterRequest, client: ClientOf, mail: MailContext): Promise<User> {
  const email = details.email.toLowerCase();
  // The company's own staff sign in through its provider: a password account made first would shut them out.
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (await findCompanyClaimingDomain(db, domain)) {
    throw new ServiceError(
      403,
      `Addresses at ${domain} belong to a company that signs in through its own identity provider. Use "Sign in with your company account" instead of registering.`,
      'sso_domain',
    );
  }
  const refuse = async (): Promise<never> => {
    await recordLoginAttempt(db, email, client.address, false);
    throw new ServiceError(409, EMAIL_TAKEN, 'email_taken');
  };
  if (await findUserByEmail(db, email)) return refuse();
  const passwordHash = await hashing(() => hashPassword(details.password, client.kdfLogN));
  try {
    const { answer, recipient, token } = await db.transaction(async (tx) => {
      const { user, buyer } = await insertBuyerWithUser(tx, details.companyName, {
        email,
        name: details.name,
        mobile: details.mobile ?? '',
        passwordHash,
        language: client.language ?? 'en',
      });
      await recordAudit(tx, {
        buyerId: buyer.id,
        actorId: user.id,
        action: 'company_created',
        subject: `company:${buyer.id}`,
        after: { name: buyer.companyName, administrator: user.id },
      });
      const recipient = { userId: user.id, email: user.email, language: user.language };
      return { answer: toUser(user, buyer, await issueToken(tx, user.id)), recipient, token: await issueEmailVerification(tx, recipient) };
    });
    sendVerificationMail(mail, recipient, token);
    return answer;
  } catch (error) {
    // A concurrent registration of the same e-mail won the race to the unique index.
    if (isUniqueViolation(error)) return refuse();
    throw error;
  }
}
