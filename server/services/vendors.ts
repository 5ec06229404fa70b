import type { Database } from '../db/client';
import { sellerDisplayName } from '../../src/lib/seller';
import { findVisibleSeller } from '../queries/sellers';
import { ServiceError } from './errors';
import type { Viewer } from './listings';

/** A vendor card: the company name masked like listings, city, state, rating and reviews. */
export async function vendorCard(db: Database, id: number, viewer: Viewer) {
  const row = await findVisibleSeller(db, id);
  if (!row) throw new ServiceError(404, 'Vendor not found');
  const { seller } = row;
  return {
    id: seller.id,
    companyName: sellerDisplayName(seller.id, seller.companyName, viewer.showSellerNames),
    city: seller.city,
    state: row.state,
    rating: seller.rating,
    total_review: seller.totalReview,
  };
}
