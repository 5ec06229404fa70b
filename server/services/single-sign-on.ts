import { LRUCache } from 'lru-cache';
import * as oidc from 'openid-client';
import { SIGN_ON_TARGET_CHARACTERS } from '../../src/contract/single-sign-on';
import type { User } from '../../src/contract/types';
import type { Database } from '../db/client';
import { generateToken, hashToken } from '../domain/token';
import {
  findCompanyProvider,
  findCompanyProviderOfBuyer,
  insertSignOnStart,
  takeSignOnStart,
  type CompanyIdentityProvider,
  type SingleSignOnStart,
} from '../queries/single-sign-on';
import { clientSecretOf, type SecretKeys } from './client-secrets';
import { signInCompanyUser } from './company-users';
import { ServiceError } from './errors';

const SSO_CALLBACK_PATH = '/api/auth/sso/callback';

/** How long a user has at the company's provider before the sign-in must be started again. */
const START_TTL_MS = 10 * 60 * 1000;

type SignOnMode = 'redirect' | 'popup';

/** The redirect URI every company registers at its provider. */
export const callbackUrl = (publicUrl: string) => new URL(SSO_CALLBACK_PATH, publicUrl).toString();

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain HTTP only to a provider on this machine (development and tests); anywhere else the provider must use HTTPS. */
export const isPermittedIssuer = (url: URL) => url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));

/**
 * Each company's client at its provider, discovered once (the provider's metadata and keys); the
 * key holds the whole link, so an edited link is discovered anew. A failed discovery is not kept.
 */
const configurations = new LRUCache<string, Promise<oidc.Configuration>>({ max: 200, ttl: 60 * 60 * 1000 });

async function configurationOf(db: Database, secretKeys: SecretKeys, provider: CompanyIdentityProvider): Promise<oidc.Configuration> {
  const { issuer, clientId } = provider;
  if (!issuer || !clientId) throw new ServiceError(404, 'This company has no single sign-on set up.');
  // Keyed by the sealed value: a secret set anew is sealed anew, so the link is discovered anew.
  const key = JSON.stringify([issuer, clientId, provider.clientSecret]);
  let found = configurations.get(key);
  if (!found) {
    const url = new URL(issuer);
    const insecure = url.protocol === 'http:' && isPermittedIssuer(url);
    found = oidc.discovery(
      url,
      clientId,
      await clientSecretOf(db, secretKeys, provider),
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  return found.catch(() => {
    throw new ServiceError(503, "Your company's identity provider could not be reached. Please try again later.");
  });
}

const badTarget = (reason: string) => new ServiceError(400, `return_to: ${reason}`);

/**
 * `returnTo` resolved as a browser resolves a link on this site (the WHATWG URL parser, against
 * PUBLIC_URL): what a browser sent there would load, so the origin checked is the origin reached.
 */
function resolvedTarget(returnTo: string, publicUrl: string): URL {
  if (!SIGN_ON_TARGET_CHARACTERS.test(returnTo)) throw badTarget('must not contain control characters or white space.');
  let url: URL;
  try {
    url = new URL(returnTo, publicUrl);
  } catch {
    throw badTarget('must be a path of this site or a page address.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badTarget('must be an http or https address.');
  if (url.username || url.password) throw badTarget('must not name a user or password.');
  return url;
}

/**
 * Where a sign-in answers, checked before the user is sent anywhere. A popup posts the session to
 * the embedding page's origin, which must be one of the company's; a redirect goes back to a page
 * of this site, or to a page on one of the company's origins that started it with a nonce of its own
 * (`clientState`), and answers there with the resolved address (never the text as sent).
 */
function answerTarget(provider: CompanyIdentityProvider, publicUrl: string, { mode, returnTo, clientState }: SignOnRequest): string {
  if (mode === 'popup') {
    const target = returnTo === undefined ? null : resolvedTarget(returnTo, publicUrl);
    if (!target || !provider.embedOrigins.includes(target.origin)) {
      throw badTarget(
        `${target ? `the origin ${target.origin}` : 'the embedding origin'} is not one of the origins this company embeds LaPasar on.`,
      );
    }
    return target.origin;
  }
  const target = resolvedTarget(returnTo ?? '/', publicUrl);
  if (target.origin === new URL(publicUrl).origin) return target.href;
  if (!provider.embedOrigins.includes(target.origin)) {
    throw badTarget('must be a path of this site or a page on one of the origins this company embeds LaPasar on.');
  }
  // That page can take the session only if it can tell it asked for it: by the nonce it keeps.
  if (!clientState) {
    throw badTarget(
      "a page on the company's origin is answered only to a sign-in its page started with client_state (signInWithCompanyRedirect).",
    );
  }
  return target.href;
}

/** What a sign-in start asks for. */
export interface SignOnRequest {
  mode: SignOnMode;
  returnTo?: string;
  /** Redirect mode: a nonce the starting page keeps, echoed back in the answer's fragment. */
  clientState?: string;
}

/** A sign-in begun: the provider's authorization URL to send the user to, and the secret the starting browser keeps (its cookie). */
export interface SignOnStarted {
  location: URL;
  browserSecret: string;
}

/**
 * Begins a sign-in at the company's provider. Only the browser holding `browserSecret` can finish
 * it (the callback compares it with the hash kept here), so a callback URL carried to another
 * browser signs nobody in there.
 */
export async function startSignOn(
  db: Database,
  secretKeys: SecretKeys,
  publicUrl: string,
  request: SignOnRequest & { company: string },
): Promise<SignOnStarted> {
  const provider = await findCompanyProvider(db, request.company);
  if (!provider?.issuer || !provider.clientId) throw new ServiceError(404, 'This company has no single sign-on set up.');
  const returnTo = answerTarget(provider, publicUrl, request);
  const config = await configurationOf(db, secretKeys, provider);
  const state = generateToken();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browserSecret = generateToken();
  await insertSignOnStart(db, {
    stateHash: hashToken(state),
    buyerId: provider.buyerId,
    nonce,
    codeVerifier,
    mode: request.mode,
    returnTo,
    browserHash: hashToken(browserSecret),
    clientState: request.mode === 'redirect' ? (request.clientState ?? null) : null,
    expiresAt: new Date(Date.now() + START_TTL_MS),
  });
  const location = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(publicUrl),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(request.mode === 'popup' ? { display: 'popup' } : {}),
  });
  return { location, browserSecret };
}

/** A finished sign-in: where it answers, and the user or why they were refused. */
export interface SignOnOutcome {
  start: Pick<SingleSignOnStart, 'mode' | 'returnTo' | 'clientState'>;
  result: { user: User } | { error: ServiceError };
}

const failed = (message: string) => new ServiceError(401, message, 'sso_failed');

/**
 * Finishes a sign-in on the provider's redirect back: the state is taken (once, unexpired), the
 * code exchanged with PKCE at the company's own provider, and its ID token checked (issuer,
 * audience, nonce, signature). The user is then signed in to the company that started the sign-in,
 * and only in the browser that started it (`browserSecret`, its cookie). A state that names no live
 * sign-in throws (there is nowhere to answer); every later refusal is answered where the sign-in
 * asked.
 */
export async function finishSignOn(
  db: Database,
  secretKeys: SecretKeys,
  publicUrl: string,
  query: URLSearchParams,
  browserSecret: string | undefined,
): Promise<SignOnOutcome> {
  const state = query.get('state') ?? '';
  const start = state ? await takeSignOnStart(db, hashToken(state)) : null;
  if (!start) throw new ServiceError(400, 'This sign-in has expired or was already used. Please start again.', 'sso_failed');
  try {
    // Checked before anything of the provider's answer is used: its code is worth nothing in another browser.
    if (!browserSecret || hashToken(browserSecret) !== start.browserHash) {
      throw failed('This sign-in was started in another browser. Please start again here.');
    }
    const provider = await findCompanyProviderOfBuyer(db, start.buyerId);
    if (!provider) throw new ServiceError(404, 'This company has no single sign-on set up.');
    // The provider's own words (error_description) are its text, not ours: never passed on to the page.
    if (query.has('error')) throw failed("Your company's identity provider did not complete the sign-in. Please try again.");
    const config = await configurationOf(db, secretKeys, provider);
    // The URL the provider redirected to, as configured: the request's own Host is the caller's to choose.
    const current = new URL(callbackUrl(publicUrl));
    current.search = query.toString();
    const tokens = await oidc
      .authorizationCodeGrant(config, current, {
        pkceCodeVerifier: start.codeVerifier,
        expectedState: state,
        expectedNonce: start.nonce,
        idTokenExpected: true,
      })
      .catch(() => {
        throw failed("Your company's identity provider's answer could not be checked. Please start again.");
      });
    let claims: Record<string, unknown> = { ...tokens.claims() };
    if (typeof claims.email !== 'string') {
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub)).catch(() => ({}))), ...claims };
    }
    if (typeof claims.email !== 'string')
      throw new ServiceError(403, "Your company's identity provider did not give your e-mail address.", 'sso_refused');
    if (claims.email_verified !== true)
      throw new ServiceError(403, "Your company's identity provider has not verified your e-mail address.", 'sso_refused');
    const user = await signInCompanyUser(db, provider, {
      email: claims.email,
      name: typeof claims.name === 'string' ? claims.name : undefined,
      roleClaim: claims[provider.roleClaim],
    });
    return { start, result: { user } };
  } catch (error) {
    if (error instanceof ServiceError) return { start, result: { error } };
    throw error;
  }
}
