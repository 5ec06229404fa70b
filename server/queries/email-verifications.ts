import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buyers, emailVerifications, users } from '../db/schema';

export async function insertEmailVerification(
  db: Database,
  row: { userId: number; email: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(row);
}

/** A link by its token hash, with the account it is for; null when there is none. */
export async function findEmailVerification(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: emailVerifications.id,
      userId: emailVerifications.userId,
      email: emailVerifications.email,
      expiresAt: emailVerifications.expiresAt,
      usedAt: emailVerifications.usedAt,
      userEmail: users.email,
      userName: users.name,
      companyName: buyers.companyName,
    })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .leftJoin(buyers, eq(buyers.id, users.buyerId))
    .where(eq(emailVerifications.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Uses the link unless it is used or expired; true when this call used it. */
export async function useEmailVerification(db: Database, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
    .returning({ id: emailVerifications.id });
  return used.length > 0;
}

/** Marks the user's address verified, if it is still the address the link was sent to; an earlier verification is kept. */
export async function markEmailVerified(db: Database, userId: number, email: string, now: Date): Promise<boolean> {
  const marked = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .returning({ id: users.id });
  return marked.length > 0;
}
