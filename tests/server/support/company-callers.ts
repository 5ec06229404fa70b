import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { punchoutSessions, users } from '../../../server/db/schema';
import { issueToken } from '../../../server/services/sessions';
import { BUYER_ID } from './cart-fixture';
import type { TestContext } from './context';
import { signIn } from './http';
import type { CheckoutScenarios, Scenario } from './workflow-fixture';

/** An entry of a company's audit log, as the route answers it. */
export interface AuditEntry {
  action: string;
  subject: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The bearer tokens of the company routes' callers, and the ids of the people the tests change. */
export interface CompanyCallers {
  /** buyer@, who administers the demo company. */
  admin: string;
  /** colleague@, a buyer of the demo company added here. */
  colleague: string;
  /** approver@, the demo company's approver. */
  approver: string;
  /** masked@, made the administrator of another company. */
  outsider: string;
  /** buyer@'s punch-out session. */
  punchout: string;
  ids: { admin: number; colleague: number; outsider: number };
}

/** A punch-out session's token for a user of a company (a session the company routes refuse). */
export async function punchoutToken(db: Database, buyerId: number, userId: number): Promise<string> {
  const [session] = await db
    .insert(punchoutSessions)
    .values({
      buyerId,
      userId,
      protocol: 'oci',
      operation: 'create',
      returnUrl: 'https://srm.example.com/return',
      startExpiresAt: new Date(Date.now() + 60_000),
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: punchoutSessions.id });
  return issueToken(db, userId, 'session', session.id);
}

/** Adds colleague@ to the demo company, makes masked@ another company's administrator, and signs each caller in from an address of its own. */
export async function companyCallers(ctx: TestContext): Promise<CompanyCallers> {
  const idOf = async (email: string) => (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const [demo] = await ctx.db.select().from(users).where(eq(users.email, 'buyer@lapasar.test'));
  await ctx.db
    .insert(users)
    .values({ email: 'colleague@lapasar.test', name: 'Nurul Huda', buyerId: BUYER_ID, passwordHash: demo.passwordHash });
  await ctx.db.update(users).set({ companyAdministrator: true }).where(eq(users.email, 'masked@lapasar.test'));
  return {
    admin: await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.1'),
    colleague: await signIn(ctx.app, 'colleague@lapasar.test', '192.0.2.2'),
    approver: await signIn(ctx.app, 'approver@lapasar.test', '192.0.2.3'),
    outsider: await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.4'),
    punchout: await punchoutToken(ctx.db, BUYER_ID, demo.id),
    ids: { admin: demo.id, colleague: await idOf('colleague@lapasar.test'), outsider: await idOf('masked@lapasar.test') },
  };
}

/** A checkout scenario (its own company) whose buyer also administers the company. */
export async function administeredScenario(
  db: Database,
  scenarios: CheckoutScenarios,
  options: Parameters<CheckoutScenarios['create']>[0] = {},
): Promise<Scenario> {
  const scenario = await scenarios.create(options);
  await db.update(users).set({ companyAdministrator: true }).where(eq(users.id, scenario.buyer.id));
  return scenario;
}
