/**
 * Whether a company's active administrators can sign in with password sign-in as the company has
 * it: the rule both the integrations and the people routes keep, so nobody locks the company out.
 */
import type { Database } from '../db/client';
import { activeAdministratorEmails } from '../queries/company-integrations';
import type { CompanyIdentityProvider } from '../queries/single-sign-on';

/** The identity provider settings the rule reads. */
export type SignInSettings = Pick<CompanyIdentityProvider, 'passwordSignIn' | 'issuer' | 'clientId' | 'emailDomains'>;

/**
 * True while password sign-in is on (or the company has no provider settings), or an active
 * administrator has an address in the company's e-mail domains and the company can sign people in
 * without a password (its provider is set up, or its portal has a live assertion key).
 */
export async function administratorsCanSignIn(
  db: Database,
  buyerId: number,
  settings: SignInSettings | null,
  liveKeys: number,
): Promise<boolean> {
  if (!settings || settings.passwordSignIn) return true;
  const signsOn = (settings.issuer !== null && settings.clientId !== null) || liveKeys > 0;
  const administrators = await activeAdministratorEmails(db, buyerId);
  const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return signsOn && administrators.some((email) => settings.emailDomains.includes(domainOf(email)));
}
