import type { DashboardViewType } from '../../src/lib/post-login';

interface ViewTypeInput {
  isCatalogueUser: boolean;
  catalogId: number | null;
  isTnb: boolean;
}

/** Which dashboard a user lands on: catalogue users first, then energy buyers, else the marketplace. */
export function dashboardViewType({ isCatalogueUser, catalogId, isTnb }: ViewTypeInput): DashboardViewType {
  if (isCatalogueUser || catalogId !== null) return 'catalogue';
  if (isTnb) return 'tnb_catalogue_category';
  return 'marketplace';
}
