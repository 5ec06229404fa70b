/**
 * Proving a user receives mail at their address: a one-time link (a random token stored only as
 * its hash, expiring after a day, used once) mailed at registration and on request. Orders naming
 * an address as their alternate recipient are shown only to a user who proved it (services/orders.ts).
 */
import { fill } from '../../src/lib/fill';
import type { Language } from '../../src/lib/language';
import type { Database } from '../db/client';
import { MAIL_TEXT } from '../domain/mail-text';
import { generateToken, hashToken } from '../domain/token';
import { findEmailVerification, insertEmailVerification, markEmailVerified, useEmailVerification } from '../queries/email-verifications';
import { ServiceError } from './errors';
import { composeMail, type MailContext } from './mail';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** The page a verification link opens (server/pages/verify-email.ts). */
export const VERIFY_EMAIL_PATH = '/verify-email';

export const VERIFICATION_MESSAGES = {
  sent: 'We sent a verification link to {email}. It works once, within 24 hours.',
  verified: 'Your e-mail address {email} is verified.',
  alreadyVerified: 'Your e-mail address is already verified.',
  used: 'This verification link was already used. If your address is not verified yet, sign in and ask for a new link.',
  expired: 'This verification link has expired. Sign in and ask for a new link.',
  invalid: 'This verification link is not valid. Open the whole link from the e-mail, or sign in and ask for a new one.',
} as const;

/** Who a verification mail goes to. */
export interface VerificationRecipient {
  userId: number;
  email: string;
  /** The language the mail is worded in: the account's. */
  language: Language;
}

/** A new link's token for the user's current address, in the caller's transaction; the plain token is returned once. */
export async function issueEmailVerification(
  db: Database,
  recipient: Pick<VerificationRecipient, 'userId' | 'email'>,
  now = new Date(),
): Promise<string> {
  const token = generateToken();
  await insertEmailVerification(db, {
    userId: recipient.userId,
    email: recipient.email,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  });
  return token;
}

/** Mails the link of `token`, in the recipient's language; call once the transaction that issued it has committed. */
export function sendVerificationMail({ mailer, publicUrl }: MailContext, recipient: VerificationRecipient, token: string): void {
  // The origin is configuration: a Host header chosen by the caller must not receive the token.
  const link = new URL(VERIFY_EMAIL_PATH, publicUrl);
  link.searchParams.set('token', token);
  // The page the link opens speaks the mail's language (server/pages/verify-email.ts).
  if (recipient.language !== 'en') link.searchParams.set('lang', recipient.language);
  const text = MAIL_TEXT[recipient.language].verification;
  const { email } = recipient;
  // Nothing the registrant typed but the address itself: the name and company could carry a link
  // or a lure to a mailbox whose owner never registered.
  mailer.send(
    composeMail({
      language: recipient.language,
      to: email,
      subject: text.subject,
      heading: text.heading,
      paragraphs: [text.greeting, fill(text.uses, { email }), text.once],
      action: { label: text.action, url: link.toString() },
      footer: text.footer,
    }),
  );
}

/** Issues a new link for a signed-in user and mails it; 409 when the address is already verified. */
export async function resendVerification(
  db: Database,
  mail: MailContext,
  recipient: VerificationRecipient & { verified: boolean },
): Promise<string> {
  if (recipient.verified) throw new ServiceError(409, VERIFICATION_MESSAGES.alreadyVerified);
  sendVerificationMail(mail, recipient, await issueEmailVerification(db, recipient));
  return fill(VERIFICATION_MESSAGES.sent, { email: recipient.email });
}

type Found = NonNullable<Awaited<ReturnType<typeof findEmailVerification>>>;

/** The link of a token, refused when unknown (400), already used or expired (410), or for an address the account no longer has (400). */
function usable(found: Found | null, now: Date): Found {
  if (!found || found.userEmail.toLowerCase() !== found.email.toLowerCase()) throw new ServiceError(400, VERIFICATION_MESSAGES.invalid);
  if (found.usedAt) throw new ServiceError(410, VERIFICATION_MESSAGES.used, 'link_expired');
  if (found.expiresAt.getTime() <= now.getTime()) throw new ServiceError(410, VERIFICATION_MESSAGES.expired, 'link_expired');
  return found;
}

/** What a link would verify, without using it (the page's confirmation step). */
export async function pendingVerification(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ email: string; name: string; companyName: string | null }> {
  const found = usable(await findEmailVerification(db, hashToken(token)), now);
  return { email: found.email, name: found.userName, companyName: found.companyName };
}

/** Uses the link and marks its address verified; refused like pendingVerification, and for a link used meanwhile (410). */
export async function verifyEmail(db: Database, token: string, now = new Date()): Promise<{ email: string; message: string }> {
  return db.transaction(async (tx) => {
    const found = usable(await findEmailVerification(tx, hashToken(token)), now);
    // Two concurrent uses: only the one that marked the link used verifies.
    if (!(await useEmailVerification(tx, found.id, now))) throw new ServiceError(410, VERIFICATION_MESSAGES.used, 'link_expired');
    if (!(await markEmailVerified(tx, found.userId, found.email, now))) throw new ServiceError(400, VERIFICATION_MESSAGES.invalid);
    return { email: found.email, message: fill(VERIFICATION_MESSAGES.verified, { email: found.email }) };
  });
}
