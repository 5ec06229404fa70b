/**
 * Catalogue membership (spec 1 section 6, spec 2 section 6): a company shops from at most one
 * catalogue; its members see the catalogue's products at the catalogue's prices, and a product
 * listed as 'catalogue' is seen by the members of its catalogues only.
 */
import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import { catalogueMembership } from '../queries/catalogue-access';

export interface CatalogueRef {
  id: number;
  name: string;
}

/** Each buyer company's catalogue, until a membership or a catalogue changes. */
const memberships = untilChangedPerDatabase<{ catalogue: CatalogueRef | null }>(['catalogue_members', 'catalogues'], 10_000);

/** The catalogue of the buyer (null: a visitor, or a company without one). */
export async function catalogueOf(db: Database, buyerId: number | null): Promise<CatalogueRef | null> {
  if (buyerId === null) return null;
  return (await memberships(db).get(String(buyerId), async () => ({ catalogue: await catalogueMembership(db, buyerId) }))).catalogue;
}
