/** The dashboard view types of GET /dashboard. */
export const DASHBOARD_VIEW_TYPES = ['marketplace', 'catalogue', 'tnb_catalogue_category', 'petronas_catalogue_category'] as const;
export type DashboardViewType = (typeof DASHBOARD_VIEW_TYPES)[number];

/** The buyer id of the special buyer group (spec 1 section 9). */
export const SPECIAL_BUYER_ID = 5960;

/** Where a user lands after login; null stays on the marketplace. */
export type PostLoginTarget = 'approvals' | 'catalogueCategory' | 'catalogue' | null;

/** What the rules read of the user and of the buyer settings. */
interface RoutingUser {
  by_id: number;
  isTnbUser: boolean;
  role: string;
}
interface RoutingSettings {
  catalog_id: number | null;
  is_tnb: number;
}

/**
 * The four post-login rules of spec 1 section 4, after one of its own: an approver account decides
 * orders and buys nothing (its company's catalogue and dashboard are the buyer's), so it lands on
 * its approvals. Otherwise the first rule that matches wins. The dashboard call is made only when
 * rules 1-3 do not decide, and its failure is ignored.
 */
export async function postLoginTarget(
  user: RoutingUser,
  settings: RoutingSettings | null,
  dashboardViewType: () => Promise<DashboardViewType>,
): Promise<PostLoginTarget> {
  if (user.role === 'approver') return 'approvals';
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
