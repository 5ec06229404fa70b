import { decodeJwt, decodeProtectedHeader, errors, importJWK, importSPKI, jwtVerify, type JWK } from 'jose';
import { text } from '../../src/contract/common';
import { COMPANY_IDENTIFIER } from '../../src/contract/single-sign-on';
import type { User } from '../../src/contract/types';
import type { Database } from '../db/client';
import { findAssertionKey, findCompanyProvider, recordAssertionUse } from '../queries/single-sign-on';
import { signInCompanyUser } from './company-users';
import { ServiceError } from './errors';

const ASSERTION_PATH = '/api/auth/sso/assertion';

/** The longest an assertion may live, from `iat` to `exp`. */
const MAX_ASSERTION_LIFETIME_S = 5 * 60;
/** Clocks of the portal and this server may disagree this much. */
const CLOCK_TOLERANCE_S = 30;

/** The audience an assertion names: this endpoint's URL at the public origin. */
export const assertionAudience = (publicUrl: string) => new URL(ASSERTION_PATH, publicUrl).toString();

/** The key id and assertion id are looked up and stored as text: one line of 1 to 200 characters. */
const CLAIM_TEXT = text(200).min(1);
const CLAIM_RULE = '1 to 200 characters without control characters';

const invalid = (message: string) => new ServiceError(401, message, 'assertion_invalid');

async function publicKey(stored: { algorithm: string; publicKey: string }) {
  try {
    const text = stored.publicKey.trim();
    return text.startsWith('-----BEGIN')
      ? await importSPKI(text, stored.algorithm)
      : await importJWK(JSON.parse(text) as JWK, stored.algorithm);
  } catch {
    throw invalid('The key registered for this key id cannot be used; ask LaPasar to register it again.');
  }
}

/**
 * Exchanges a company portal's signed assertion (a JWT, in the spirit of RFC 7523) for a session
 * of the user it names. The assertion is signed by a key the company registered (by `kid`), is
 * issued by the company (`iss` = its identifier), addressed to this endpoint (`aud`), lives at most
 * five minutes (`iat` to `exp`), and is used once (`jti`). The user is signed in to that company
 * under the same rules as single sign-on.
 */
export async function exchangeAssertion(db: Database, publicUrl: string, assertion: string): Promise<User> {
  let kid: string | undefined;
  let issuer: string | undefined;
  try {
    kid = decodeProtectedHeader(assertion).kid;
    issuer = decodeJwt(assertion).iss;
  } catch {
    throw invalid('The assertion is not a signed JWT.');
  }
  if (!issuer) throw invalid('The assertion names no issuer (iss).');
  if (!COMPANY_IDENTIFIER.test(issuer)) throw invalid("The assertion's issuer (iss) is not a company identifier.");
  if (!kid) throw invalid('The assertion names no key id (kid) in its header.');
  if (!CLAIM_TEXT.safeParse(kid).success) throw invalid(`The key id (kid) must be ${CLAIM_RULE}.`);
  const provider = await findCompanyProvider(db, issuer);
  if (!provider) throw invalid(`No company is known by the issuer ${issuer}.`);
  const stored = await findAssertionKey(db, provider.buyerId, kid);
  if (!stored) throw invalid(`The key ${kid} is not registered for this company.`);
  const key = await publicKey(stored);

  let claims;
  try {
    ({ payload: claims } = await jwtVerify(assertion, key, {
      algorithms: [stored.algorithm],
      issuer: provider.slug,
      audience: assertionAudience(publicUrl),
      requiredClaims: ['iat', 'exp', 'jti', 'sub'],
      maxTokenAge: MAX_ASSERTION_LIFETIME_S,
      clockTolerance: CLOCK_TOLERANCE_S,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new ServiceError(401, 'The assertion has expired.', 'assertion_expired');
    if (error instanceof errors.JWTClaimValidationFailed) throw invalid(`The assertion was refused: ${error.message} (${error.claim}).`);
    throw invalid('The assertion signature does not verify with the registered key.');
  }
  const { iat = 0, exp = 0, jti = '' } = claims;
  if (exp - iat > MAX_ASSERTION_LIFETIME_S)
    throw invalid(`The assertion lives ${exp - iat} seconds; at most ${MAX_ASSERTION_LIFETIME_S} are allowed.`);
  if (!CLAIM_TEXT.safeParse(jti).success) throw invalid(`The assertion id (jti) must be ${CLAIM_RULE}.`);
  const email = typeof claims.email === 'string' ? claims.email : String(claims.sub);
  if (!(await recordAssertionUse(db, provider.buyerId, jti, new Date((exp + CLOCK_TOLERANCE_S) * 1000)))) {
    throw new ServiceError(401, 'This assertion was already used. Sign a new one for each sign-in.', 'assertion_replayed');
  }
  return signInCompanyUser(db, provider, {
    email,
    name: typeof claims.name === 'string' ? claims.name : undefined,
    roleClaim: claims[provider.roleClaim],
  });
}
