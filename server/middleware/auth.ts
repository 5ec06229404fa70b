import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { statedLanguage } from '../../src/lib/language';
import type { Database } from '../db/client';
import type { AppEnv, BuyerRow, Session, UserRow } from '../env';
import { findSession, recordLanguage } from '../services/sessions';
import { errorBody } from '../services/errors';
import { punchoutRefusal } from './punchout-scope';

function bearerToken(c: Context<AppEnv>): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  return match ? match[1] : null;
}

/**
 * Rejects the request with 401 unless it carries a valid bearer token, and with 403 a punch-out
 * session's token on a route outside its reach (punchout-scope.ts).
 */
export function requireAuth(db: Database): MiddlewareHandler<AppEnv> {
  return async function requireAuthMiddleware(c, next) {
    const token = bearerToken(c);
    if (!token) return c.json(errorBody(401, 'Authentication required'), 401);
    const session = await findSession(db, token);
    if (!session)
      return c.json(
        { ...errorBody(401, 'Session expired or invalid. Please sign in again.', 'session_expired'), session_expired: true },
        401,
      );
    const refused = punchoutRefusal(c, session);
    if (refused) return refused;
    c.set('session', session);
    await recordLanguage(db, session.user, statedLanguage(c.req.header('Accept-Language')));
    await next();
  };
}

/**
 * Attaches the session when a valid token is sent; guests and stale tokens pass as guests. A
 * punch-out session's token on a route outside its reach is refused (403), not taken as a guest.
 */
export function optionalAuth(db: Database): MiddlewareHandler<AppEnv> {
  return async function optionalAuthMiddleware(c, next) {
    const token = bearerToken(c);
    const session = token ? await findSession(db, token) : null;
    if (session) {
      const refused = punchoutRefusal(c, session);
      if (refused) return refused;
      c.set('session', session);
      await recordLanguage(db, session.user, statedLanguage(c.req.header('Accept-Language')));
    }
    await next();
  };
}

/** The session set by requireAuth; a route that forgot the middleware fails closed. */
export function currentSession(c: Context<AppEnv>): Session {
  const session = c.get('session');
  if (!session) throw new HTTPException(401, { message: 'Authentication required' });
  return session;
}

/**
 * The buyer company whose own records (cart, wishlist, bulk price requests) the signed-in user may
 * read and write: only a buyer's. An approver or seller of the same company is not its buyer.
 */
export function ownBuyer(session: Session | undefined): BuyerRow | null {
  if (session?.user.role !== 'buyer' || !session.buyer) return null;
  // A punch-out session shops in its own cart, apart from the buyer's.
  return session.punchout ? { ...session.buyer, punchoutSessionId: session.punchout.id } : session.buyer;
}

/** The session of a buyer account; anyone else (approvers, sellers) gets 403 with `refusal` (e.g. 'Only buyers have a cart'). */
export function currentBuyer(c: Context<AppEnv>, refusal: string): { user: UserRow; buyer: BuyerRow } {
  const session = currentSession(c);
  const buyer = ownBuyer(session);
  if (!buyer) throw new HTTPException(403, { message: refusal });
  return { user: session.user, buyer };
}

/** The session of an approver of a buyer company; anyone else gets 403 with `refusal`. */
export function currentApprover(c: Context<AppEnv>, refusal: string): { user: UserRow; buyer: BuyerRow } {
  const session = currentSession(c);
  if (session.user.role !== 'approver' || !session.buyer) throw new HTTPException(403, { message: refusal });
  return { user: session.user, buyer: session.buyer };
}

/** The session of an administrator of a buyer company (buyer or approver); anyone else gets 403 with `refusal`. */
export function currentAdministrator(c: Context<AppEnv>, refusal: string): { user: UserRow; buyer: BuyerRow } {
  const session = currentSession(c);
  const { user, buyer } = session;
  if (!user.companyAdministrator || user.active !== 'Y' || !buyer || (user.role !== 'buyer' && user.role !== 'approver'))
    throw new HTTPException(403, { message: refusal });
  return { user, buyer };
}

/**
 * The session of a marketplace operator (staff of the marketplace, in no company); anyone else,
 * a company's administrator too, gets 403 with `refusal`.
 */
export function currentOperator(c: Context<AppEnv>, refusal: string): UserRow {
  const { user, buyer, punchout } = currentSession(c);
  if (!user.marketplaceOperator || user.active !== 'Y' || buyer || punchout) throw new HTTPException(403, { message: refusal });
  return user;
}
