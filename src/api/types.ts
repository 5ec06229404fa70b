/**
 * The backend contract (spec section 7 of both documents). The server imports these types only,
 * so a shape change breaks the type check on both sides.
 *
 * Conventions: every error response is `{ error: string }` with a 4xx or 5xx status; list and
 * object responses of the backend API carry `success: true` and their payload under `data`
 * unless the spec names another field (login's `user`, banners' bare array, ...).
 */

/** The error body every failing route answers with. */
export interface ApiErrorBody {
  error: string;
  /** Set on wishlist calls when the session ended (spec 1 section 7, Wishlist). */
  session_expired?: boolean;
}

/** 'Y' or 'N', as the backend spells flags. */
export type YesNo = 'Y' | 'N';

/** The signed-in user (spec 1 section 3). */
export interface User {
  recid: number;
  auth_token: string;
  /** 'Y' means active. */
  active: YesNo;
  /** The buyer id; 0 when the user belongs to no buyer. */
  by_id: number;
  isTnbUser: boolean;
  isCatalogueUser: boolean;
  userName: string;
  emailId: string;
  mobile: string;
  /** 'buyer', 'seller' or 'approver'. */
  role: UserRole;
}

export type UserRole = 'buyer' | 'seller' | 'approver';

/** POST /users/login and POST /auth/register. */
export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  companyName: string;
  mobile?: string;
}

export interface LoginResponse {
  success: true;
  user: User;
}

/** GET /auth/me */
export interface MeResponse {
  success: true;
  user: Omit<User, 'auth_token'>;
}

/** POST /users/magic-link */
export interface MagicLinkResponse {
  success: true;
  data: { magic_link: string };
}

/** GET /dashboard */
export type DashboardViewType =
  | 'marketplace'
  | 'catalogue'
  | 'tnb_catalogue_category'
  | 'petronas_catalogue_category';

export interface DashboardResponse {
  success: true;
  viewType: DashboardViewType;
}

/** Buyer settings (spec 1 section 3 and spec 2 section 3), stored under `buyerSettings`. */
export interface BuyerSettings {
  catalog_id: number | null;
  /** 1 or 0. */
  is_tnb: number;
  view_sl_info: YesNo;
  companyName: string;
  checkout_type: 'workflow' | 'standard';
  budget_type: string;
  has_item_code: YesNo;
  has_eb_number: YesNo;
  has_capex: YesNo;
  has_special_budget_category: YesNo;
  has_payment_code: YesNo;
  registration_no: string;
  sst_number: string;
  tax_number: string;
}

/** GET /workflow/buyer-settings */
export interface BuyerSettingsResponse {
  success: true;
  data: BuyerSettings;
}

/** Location (spec 1 section 3). */
export interface Location {
  state: string;
  district: string;
  postcode: string;
  country: string;
}

export interface State {
  id: number;
  name: string;
  /** Three-letter code, e.g. SGR. */
  code: string;
}

export interface District {
  id: number;
  name: string;
  state_id: number;
}

/** GET /location/states */
export interface StatesResponse {
  success: true;
  data: State[];
}

/** GET /location/districts?state={name or code}[&grouped=true] */
export interface DistrictsResponse {
  success: true;
  data: District[];
}

/** POST /location */
export interface SetLocationRequest {
  state: string;
  district: string;
  postcode?: string;
}

export interface SetLocationResponse {
  success: true;
  data: Location;
}

/** POST /location/postcode-details */
export interface PostcodeDetailsResponse {
  success: true;
  data: { postcode: string; state: string; district: string };
}

/** A category as the backend sends it (spec 1 section 3). */
export interface Category {
  category_id: number;
  category_name: string;
  parent_id: number | null;
  level: number;
  icon?: string;
  children?: Category[];
}

/** GET /categories, /categories/subcategories */
export interface CategoriesResponse {
  success: true;
  data: Category[];
}

/** GET /categories/{id} */
export interface CategoryResponse {
  success: true;
  data: Category;
}

/** A node of the CATEGORIES popover (spec 1 section 2.2). */
export interface CategoryNode {
  id: string;
  name: string;
  categoryId: number;
  level: number;
  url: string;
  children: CategoryNode[];
}

/** GET /categories/header and /catalogue-categories/header */
export interface CategoryHeaderResponse {
  success: true;
  data: CategoryNode[];
}

/** GET /banners/home returns an array of these. */
export interface Banner {
  id: number;
  imagePath: string;
  url: string;
}

/** GET /wishlist/count (spec 1 section 7, Wishlist). */
export interface WishlistCountResponse {
  success: true;
  count: number;
}

/** GET /cart/count: the cart's item count (the path is not shown in the spec; defined in this style). */
export interface CartCountResponse {
  success: true;
  count: number;
}

/** POST {corporate}/marketplace/compare/count, form-encoded {by_id}: the count is under data.count. */
export interface CompareCountResponse {
  success: boolean;
  data: { count: number };
}

/**
 * POST /auth/magic-link/redeem: exchanges the one-time `magic_token` of a magic link (the
 * query parameter of the /dashboard URL) for a session; answers a LoginResponse.
 */
export interface RedeemMagicLinkRequest {
  token: string;
}
