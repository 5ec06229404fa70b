import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sellers, states } from '../db/schema';

/** An active, visible seller with its state's name; null for any other id. */
export async function findVisibleSeller(db: Database, id: number) {
  const [row] = await db
    .select({ seller: sellers, state: states.name })
    .from(sellers)
    .innerJoin(states, eq(states.id, sellers.stateId))
    .where(and(eq(sellers.id, id), eq(sellers.active, 'Y'), eq(sellers.hidden, false)));
  return row ?? null;
}
