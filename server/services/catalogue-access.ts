/**
 * Catalogue membership (spec 1 section 6, spec 2 section 6): a company shops from at most one
 * catalogue; its members see the catalogue's products at the catalogue's prices, and a product
 * listed as 'catalogue' is seen by the members of its catalogues only.
 */
import type { Database } from '../db/client';
import { catalogueMembership } from '../queries/catalogue-access';

export interface CatalogueRef {
  id: number;
  name: string;
}

/** The catalogue of the buyer (null: a visitor, or a company without one). */
export function catalogueOf(db: Database, buyerId: number | null): Promise<CatalogueRef | null> {
  return buyerId === null ? Promise.resolve(null) : catalogueMembership(db, buyerId);
}
