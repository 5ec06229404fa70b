/**
 * A buyer company's people, administered by its own administrators: invitations by e-mail (a
 * single-use token stored only as its hash, expiring after 7 days), roles, the administrator flag
 * and deactivation (which ends the person's sessions at once). A company always keeps an active
 * administrator. Every change writes one audit entry in the transaction that makes it.
 */
import type { User } from '../../src/contract/types';
import { fill } from '../../src/lib/fill';
import type { Language } from '../../src/lib/language';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { MAIL_TEXT } from '../domain/mail-text';
import { hashPassword } from '../domain/password';
import { generateToken, hashToken } from '../domain/token';
import type { BuyerRow, UserRow } from '../env';
import {
  companyPeople,
  type CompanyPersonRow,
  type InvitationRow,
  insertInvitation,
  insertInvitedUser,
  lockActiveAdministrators,
  lockCompanyPerson,
  invitationByToken,
  markInvitationAccepted,
  pendingInvitations,
  revokePendingInvitation,
  revokeUserTokens,
  updateCompanyPerson,
} from '../queries/company-people';
import { findBuyer, findUserByEmail } from '../queries/users';
import { lockIdentityProvider, lockLiveAssertionKeys } from '../queries/company-integrations';
import { hashing } from './accounts';
import { administratorsCanSignIn } from './administrator-sign-in';
import { recordAudit } from './company-audit';
import { keepStagesDecided } from './company-workflows';
import { ServiceError } from './errors';
import { composeMail, type MailContext } from './mail';
import { issueToken } from './sessions';
import { toUser } from './users';

export type { CompanyPersonRow, InvitationRow };

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The page an invitation link opens, with the token in its query. */
const ACCEPT_INVITATION_PATH = '/accept-invitation';

const INVITATION_MESSAGES = {
  invalid: 'This invitation link is not valid. Open the whole link from the e-mail, or ask your administrator for a new invitation.',
  accepted: 'This invitation was already accepted. Sign in with the e-mail address it was sent to.',
  revoked: 'This invitation was withdrawn. Ask your administrator for a new one.',
  expired: 'This invitation has expired. Ask your administrator for a new one.',
} as const;

/** The administrator acting: their account and company; or the marketplace operator, acting for that company. */
export interface CompanyAdministrator {
  user: UserRow;
  buyer: BuyerRow;
}

type Role = 'buyer' | 'approver';

/** A person's settings, as the audit log records them before and after a change. */
const settingsOf = (person: CompanyPersonRow) => ({
  role: person.role as Role,
  administrator: person.administrator,
  active: person.active === 'Y',
});

/**
 * Locks the company's active administrators for the change about to be made, and refuses (403) a
 * caller who stopped being one of them since their session was read (the operator is none).
 */
export async function administratorsFor(db: Database, admin: CompanyAdministrator): Promise<number[]> {
  const administrators = await lockActiveAdministrators(db, admin.buyer.id);
  if (!admin.user.marketplaceOperator && !administrators.includes(admin.user.id))
    throw new ServiceError(403, 'Only an administrator of the company may do this');
  return administrators;
}

/** The company's buyers and approvers, and its invitations still waiting to be accepted. */
export async function companyPeopleOf(db: Database, admin: CompanyAdministrator, now = new Date()) {
  return { people: await companyPeople(db, admin.buyer.id), invitations: await pendingInvitations(db, admin.buyer.id, now) };
}

/**
 * Invites an address into the admin's company with a role and the administrator flag, and mails
 * the link once committed, worded in `language`; 409 when an account already uses the address or
 * an invitation to it is waiting.
 */
export async function invitePerson(
  db: Database,
  mail: MailContext,
  admin: CompanyAdministrator,
  request: { email: string; role: Role; administrator: boolean },
  language: Language,
  now = new Date(),
): Promise<InvitationRow> {
  const email = request.email.toLowerCase();
  const token = generateToken();
  const invitation = await db.transaction(async (tx) => {
    await administratorsFor(tx, admin);
    if (await findUserByEmail(tx, email)) throw new ServiceError(409, `email: an account already uses ${email}`, 'email_taken');
    if ((await pendingInvitations(tx, admin.buyer.id, now, email)).length > 0)
      throw new ServiceError(409, `email: an invitation to ${email} is already waiting to be accepted`, 'already_invited');
    const created = await insertInvitation(tx, {
      buyerId: admin.buyer.id,
      email,
      role: request.role,
      companyAdministrator: request.administrator,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      invitedBy: admin.user.id,
      createdAt: now,
    });
    await recordAudit(tx, {
      buyerId: admin.buyer.id,
      actorId: admin.user.id,
      action: 'invitation_created',
      subject: `invitation:${created.id}`,
      after: { email, role: request.role, administrator: request.administrator, expiresAt: created.expiresAt.toISOString() },
      at: now,
    });
    return created;
  });
  sendInvitationMail(mail, { ...request, email, token, language, company: admin.buyer.companyName, inviter: admin.user.name });
  return invitation;
}

function sendInvitationMail(
  { mailer, publicUrl }: MailContext,
  invitation: { email: string; role: Role; administrator: boolean; token: string; language: Language; company: string; inviter: string },
): void {
  // The origin is configuration: a Host header chosen by the caller must not receive the token.
  const link = new URL(ACCEPT_INVITATION_PATH, publicUrl);
  link.searchParams.set('token', invitation.token);
  if (invitation.language !== 'en') link.searchParams.set('lang', invitation.language);
  const text = MAIL_TEXT[invitation.language].invitation;
  const words = { company: invitation.company, inviter: invitation.inviter, email: invitation.email, role: text.roles[invitation.role] };
  mailer.send(
    composeMail({
      language: invitation.language,
      to: invitation.email,
      subject: fill(text.subject, words),
      heading: fill(text.heading, words),
      paragraphs: [text.greeting, fill(text.invited, words), ...(invitation.administrator ? [text.administrator] : []), text.once],
      action: { label: text.action, url: link.toString() },
      footer: text.footer,
    }),
  );
}

/** Withdraws one of the company's pending invitations; 404 for any other. */
export async function revokeInvitation(db: Database, admin: CompanyAdministrator, invitationId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await administratorsFor(tx, admin);
    const revoked = await revokePendingInvitation(tx, admin.buyer.id, invitationId, now);
    if (!revoked) throw new ServiceError(404, 'No such invitation waiting to be accepted in your company');
    await recordAudit(tx, {
      buyerId: admin.buyer.id,
      actorId: admin.user.id,
      action: 'invitation_revoked',
      subject: `invitation:${invitationId}`,
      before: { email: revoked.email, role: revoked.role, administrator: revoked.administrator },
      at: now,
    });
  });
}

/**
 * Accepts an invitation: the account is made in the inviting company with the invited role and
 * flag, the address counted verified (the link reached it), and signed in. Refused, changing
 * nothing, for an unknown token (400), one accepted, withdrawn or expired (410), and an address an
 * account took meanwhile (409).
 */
export async function acceptInvitation(
  db: Database,
  request: { token: string; name: string; password: string },
  client: { kdfLogN: number; language?: Language },
  now = new Date(),
): Promise<User> {
  const tokenHash = hashToken(request.token);
  // Checked before the costly hash, so a wrong token costs no password hashing.
  usable(await invitationByToken(db, tokenHash), now);
  const passwordHash = await hashing(() => hashPassword(request.password, client.kdfLogN));
  try {
    return await db.transaction(async (tx) => {
      const invitation = usable(await invitationByToken(tx, tokenHash, { lock: true }), now);
      if (await findUserByEmail(tx, invitation.email))
        throw new ServiceError(409, 'An account with this email already exists', 'email_taken');
      const user = await insertInvitedUser(
        tx,
        {
          email: invitation.email,
          name: request.name,
          buyerId: invitation.buyerId,
          role: invitation.role,
          companyAdministrator: invitation.companyAdministrator,
          passwordHash,
          language: client.language ?? 'en',
        },
        now,
      );
      await markInvitationAccepted(tx, invitation.id, now);
      await recordAudit(tx, {
        buyerId: invitation.buyerId,
        actorId: user.id,
        action: 'invitation_accepted',
        subject: `user:${user.id}`,
        after: {
          invitation: invitation.id,
          email: user.email,
          name: user.name,
          role: user.role,
          administrator: user.companyAdministrator,
          active: true,
        },
        at: now,
      });
      return toUser(user, await findBuyer(tx, invitation.buyerId), await issueToken(tx, user.id));
    });
  } catch (error) {
    // A registration of the same address won the race to the unique index.
    if (isUniqueViolation(error)) throw new ServiceError(409, 'An account with this email already exists', 'email_taken');
    throw error;
  }
}

type InvitationRecord = NonNullable<Awaited<ReturnType<typeof invitationByToken>>>;

function usable(invitation: InvitationRecord | null, now: Date): InvitationRecord {
  if (!invitation) throw new ServiceError(400, INVITATION_MESSAGES.invalid);
  if (invitation.acceptedAt) throw new ServiceError(410, INVITATION_MESSAGES.accepted, 'link_expired');
  if (invitation.revokedAt) throw new ServiceError(410, INVITATION_MESSAGES.revoked, 'link_expired');
  if (invitation.expiresAt.getTime() <= now.getTime()) throw new ServiceError(410, INVITATION_MESSAGES.expired, 'link_expired');
  return invitation;
}

/**
 * Refuses (409), once `person` is no longer an active administrator (the change already written in
 * this transaction), when password sign-in is off and no active administrator left could sign in
 * through the company's provider or portal: the integrations' rule, kept from this side too.
 */
async function keepAdministratorSignIn(tx: Database, buyerId: number, person: { name: string }, field: string): Promise<void> {
  const provider = await lockIdentityProvider(tx, buyerId);
  if (!provider || provider.passwordSignIn) return;
  const liveKeys = (await lockLiveAssertionKeys(tx, buyerId)).length;
  if (await administratorsCanSignIn(tx, buyerId, provider, liveKeys)) return;
  throw new ServiceError(
    409,
    `${field}: password sign-in is off and ${person.name} is the last active administrator who can sign in through the company's provider or portal; make another such person administrator, or turn password sign-in on, first`,
    'password_sign_in_lockout',
  );
}

/**
 * Changes a person of the admin's company (404 for anyone else): role, administrator flag,
 * active. Deactivating ends their sessions at once; taking the last active administrator's flag
 * or account, or the only active approver of a workflow stage's role or account, is refused (409),
 * as is taking the flag or account of the last administrator who can sign in while password sign-in is off.
 */
export async function changePerson(
  db: Database,
  admin: CompanyAdministrator,
  userId: number,
  change: { role?: Role; administrator?: boolean; active?: boolean },
  now = new Date(),
): Promise<CompanyPersonRow> {
  return db.transaction(async (tx) => {
    const administrators = await administratorsFor(tx, admin);
    const person = await lockCompanyPerson(tx, admin.buyer.id, userId);
    if (!person) throw new ServiceError(404, 'No such person in your company');
    const before = settingsOf(person);
    const after = {
      role: change.role ?? before.role,
      administrator: change.administrator ?? before.administrator,
      active: change.active ?? before.active,
    };
    const staysActiveAdministrator = after.administrator && after.active;
    if (administrators.length === 1 && administrators[0] === userId && !staysActiveAdministrator) {
      const field = after.active ? 'administrator' : 'active';
      throw new ServiceError(
        409,
        `${field}: ${person.name} is the company's last active administrator; make another person administrator first`,
        'last_administrator',
      );
    }
    if (before.role === 'approver' && before.active && (after.role !== 'approver' || !after.active))
      await keepStagesDecided(tx, admin.buyer.id, person, after.active ? 'role' : 'active');
    if (after.role === before.role && after.administrator === before.administrator && after.active === before.active) return person;
    const changed = await updateCompanyPerson(tx, userId, {
      role: after.role,
      companyAdministrator: after.administrator,
      active: after.active ? 'Y' : 'N',
    });
    if (before.administrator && before.active && !staysActiveAdministrator)
      await keepAdministratorSignIn(tx, admin.buyer.id, person, after.active ? 'administrator' : 'active');
    if (before.active && !after.active) await revokeUserTokens(tx, userId, now);
    await recordAudit(tx, {
      buyerId: admin.buyer.id,
      actorId: admin.user.id,
      action: 'person_changed',
      subject: `user:${userId}`,
      before,
      after,
      at: now,
    });
    return changed;
  });
}
