import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueMembers, catalogues } from '../db/schema';

/** The catalogue the company shops from, or null. */
export async function catalogueMembership(db: Database, buyerId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: catalogues.id, name: catalogues.name })
    .from(catalogueMembers)
    .innerJoin(catalogues, eq(catalogues.id, catalogueMembers.catalogueId))
    .where(eq(catalogueMembers.buyerId, buyerId));
  return row ?? null;
}
