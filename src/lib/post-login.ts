import type { BuyerSettings, DashboardViewType, User } from '../api/types';

/** The buyer id of the special buyer group (spec 1 section 9). */
export const SPECIAL_BUYER_ID = 5960;

/** Where a buyer lands after login; null stays on the marketplace. */
export type PostLoginTarget = 'catalogueCategory' | 'catalogue' | null;

type RoutingUser = Pick<User, 'by_id' | 'isTnbUser'>;
type RoutingSettings = Pick<BuyerSettings, 'catalog_id' | 'is_tnb'>;

/**
 * The four post-login rules of spec 1 section 4; the first that matches wins. The dashboard call
 * is made only when rules 1-3 do not decide, and its failure is ignored.
 */
export async function postLoginTarget(
  user: RoutingUser,
  settings: RoutingSettings | null,
  dashboardViewType: () => Promise<DashboardViewType>,
): Promise<PostLoginTarget> {
  if (user.by_id === SPECIAL_BUYER_ID) return 'catalogueCategory';
  if (settings?.catalog_id != null) return 'catalogue';
  if (settings?.is_tnb === 1 || user.isTnbUser) return 'catalogueCategory';
  try {
    return viewTypeTarget(await dashboardViewType());
  } catch {
    return null;
  }
}

function viewTypeTarget(viewType: DashboardViewType): PostLoginTarget {
  switch (viewType) {
    case 'tnb_catalogue_category':
    case 'petronas_catalogue_category':
      return 'catalogueCategory';
    case 'catalogue':
      return 'catalogue';
    default:
      return null;
  }
}
