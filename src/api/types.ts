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
  /** What went wrong; the reference server always sends it. */
  error?: string;
  /** What some backends send instead of error (spec 1 section 8: 'the server's error text or message'). */
  message?: string;
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
  /** Added: what the banner shows, for its image's alternative text. */
  title?: string;
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

/* ---------------------------------------------------------------------------------------------
 * Browse and search (spec 1 sections 3, 7 and 9).
 * ------------------------------------------------------------------------------------------- */

/** A product in a listing (spec 1 section 3, Product listing). Prices are RM with 2 decimals. */
export interface ProductListing {
  product_id: number;
  product_name: string;
  imageUrl: string;
  product_img: string;
  act_min_price: number;
  act_max_price: number;
  total_stock: number;
  inventory: number;
  /** 'N' means unavailable. */
  availability: YesNo;
  rating: number;
  /** 1 means free shipping to the request's location. */
  free_shipping: 0 | 1;
  is_contracted: 0 | 1;
  moq: number;
  material_id: string | null;
  is_alternative: 0 | 1;
  listing_type: 'marketplace' | 'catalogue';
  sl_id: number;
  /** Masked (VNDR-000123) unless the buyer's view_sl_info is Y. */
  seller_name: string;
  sellerName: string;
  /** The seller's state. */
  sellerLocation: string;
  /** 1 when the signed-in buyer has it in the wishlist. */
  is_wishlist: 0 | 1;
  /** The SKU quick add puts in the cart; null when the product has none in stock. */
  primary_sku_id: number | null;
  /** The primary SKU's price in RM (what quick add charges). */
  primary_sku_price: number | null;
  is_variant: YesNo;
  /** Added: list prices (RM) the act prices are discounted from. */
  min_price: number;
  max_price: number;
  /** Added: review count for the rating stars. */
  total_review: number;
  /** Added: false when the seller does not ship to the request's location (the product is still listed). */
  ships_to_location: boolean;
  /** Added: brand name. */
  brand: string;
  /** Added: the product's (leaf) category id. */
  category_id: number;
}

/** Spec 1 section 3, Pagination. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** GET /products, /products/unified, /products/category, /products/covid, /products/featured */
export interface ProductListResponse {
  success: true;
  products: ProductListing[];
  pagination: Pagination;
}

/** Listing sort codes (spec 1 section 9); absent means relevance. */
export type ListingSort = 'relevance' | 'price_low_high' | 'price_high_low' | 'newest' | 'rating';

/** MOQ bucket codes sent to the listing API: 1-10, 11-100, 101-1000, none (moq 0). */
export type MoqBucket = 'U0' | 'U10' | 'U100' | 'N';

/** Free shipping codes: Y free, N charged, C conditional. */
export type FreeShippingCode = 'Y' | 'N' | 'C';

/** Query parameters of GET /products/unified (spec 1 section 7). Lists are comma-separated. */
export interface UnifiedListingQuery {
  page?: number;
  limit?: number;
  search?: string;
  sort_by?: ListingSort;
  state?: string;
  district?: string;
  min_price?: number;
  max_price?: number;
  min_shipping_cost?: number;
  max_shipping_cost?: number;
  brands?: string;
  ratings?: string;
  free_shipping?: FreeShippingCode;
  moq?: string;
  contracted?: YesNo;
  seller_states?: string;
  categoryId?: number;
  subcategoryId?: number;
  vendorId?: number;
  covidCategoryId?: number | 'covidAll';
}

/** A search hit (spec 1 section 3, Search hit). */
export interface SearchHit {
  recid: number;
  title: string;
  thumbnail: string;
  make: string;
  created_at: string;
  material_id: string | null;
  is_alternative: 0 | 1;
  sl_id: number;
  min_price_in_cents: number;
  max_price_in_cents: number;
  min_price: number;
  max_price: number;
  total_stock: number;
  moq: number;
  seller: {
    id: number;
    name: string;
    state: string;
    rating: number;
    is_contracted: 0 | 1;
    is_active: 0 | 1;
    is_hidden: 0 | 1;
  };
  free_shipping_locations: string[];
  conditional_free_shipping_locations: string[];
  primary_sku_id: number | null;
  is_wishlist: 0 | 1;
  /** Added: the primary SKU's act price in RM (quick add); null with primary_sku_id. */
  primary_sku_price: number | null;
  /** Added */
  is_variant: YesNo;
  /** Added: the product's rating and review count. */
  rating: number;
  total_review: number;
  /** Added */
  availability: YesNo;
  /** Added: 1 when shipping is free to the request's state and district. */
  free_shipping: 0 | 1;
  /** Added: false when the seller does not ship to the request's location. */
  ships_to_location: boolean;
}

/** Search type of GET /search: products by their text, or the products of sellers matching by name. */
export type SearchType = 'by-product' | 'by-seller';

/** Search sort codes (spec 1 section 9). */
export type SearchSort = 'min_price_in_cents:asc' | 'min_price_in_cents:desc' | 'created_at:desc' | 'seller.rating:desc';

/** GET /search (spec 1 section 3, Search response). */
export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  estimatedTotalHits: number;
  query: string;
  offset: number;
  limit: number;
  facetDistribution: { 'seller.state': Record<string, number> };
}

/** GET /products/price-range, /search/price-range: min and max in RM. */
export interface PriceRangeResponse {
  success: true;
  min: number;
  max: number;
}

/** GET /products/brands, /search/brands */
export interface BrandsResponse {
  success: true;
  data: string[];
}

/** GET /search/filter-metadata */
export interface FilterMetadataResponse {
  success: true;
  data: {
    brands: string[];
    priceRange: { min: number; max: number };
    sellerStates: Record<string, number>;
  };
}

/** Spec 1 section 3, Vendor. */
export interface Vendor {
  id: number;
  companyName: string;
  city: string;
  state: string;
  rating: number;
  total_review: number;
}

/** GET /vendors/{id}?page=1&limit=1 */
export interface VendorResponse {
  success: true;
  data: { vendor: Vendor };
}

/** GET /categories/covid: the COVID care tabs' categories (2756..2761). */
export interface CovidCategoriesResponse {
  success: true;
  data: Category[];
}

/** POST /cart/add (spec 1 section 3: the shared add payload). Price is RM. */
export interface AddToCartRequest {
  sku_id: number;
  sl_id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  price: number;
}

export interface AddToCartResponse {
  success: true;
  message: string;
  /** Number of cart lines (one per SKU), not units. */
  cartCount: number;
  data: {
    cartCount: number;
    /** Added: the cart line after the add (quantity is cumulative). */
    item?: { sku_id: number; product_id: number; quantity: number; price: number };
  };
}

/** A variant axis of a product detail (added): the label is under 'variants' (spec 1 section 3). */
export interface ProductVariant {
  variant_id: number;
  variants: string;
}

/** An option of a variant axis (added). */
export interface ProductVariantOption {
  recid: number;
  variant_options: string;
}

/** A feature line of the Specifications tab; the label field is spelled 'lable' (spec 1 section 3). */
export interface ProductFeature {
  recid: number;
  lable: string;
  description: string;
}

/** Shipping to the request's state and district (spec 1 section 3). Charges in RM. */
export interface ShippingInfo {
  free_shipping: 0 | 1;
  min_charge: number;
  max_charge: number;
  /** The order value above which shipping is free; 0 when there is no such threshold. */
  applicable_charge: number;
}

export type RestrictionType = 'PRODUCT_LEVEL' | 'SHIPPING_UNAVAILABLE';

/** Whether the product can be delivered to the request's location (spec 1 sections 3 and 8). */
export interface LocationRestriction {
  restricted: boolean;
  /** 'This product is only available in {location}' or 'The vendor does not provide shipping services to your location'; '' when not restricted. */
  message: string;
  restrictionType: RestrictionType | null;
  /** Where a product-level restriction allows delivery, e.g. 'Selangor'; '' otherwise. */
  allowedLocation: string;
}

export type BulkPriceStatus = 'SEND' | 'NEGO' | 'REPLY';

/** A bulk price request (spec 1 section 3). Prices in RM. */
export interface BulkPriceRequest {
  recid: number;
  status: BulkPriceStatus;
  quantity: number;
  target_price: number;
  /** Set by the seller's REPLY. */
  approve_price: number | null;
  bulk_note: string;
  /** Added: the SKU the request is for. */
  sku_id: number;
  /** Added: the approved price applies from this quantity (REPLY). */
  approve_quantity: number | null;
  /** Added: the seller's words with NEGO or REPLY. */
  seller_note: string | null;
  /** Added: 'state,district' as sent. */
  location: string | null;
  /** Added */
  updated_at: string;
}

/** The seller shown on a product (spec 1 section 3, seller_details). */
export interface SellerDetails {
  sl_name: string;
  companyName: string;
  default_delivery_term_from: number | null;
  default_delivery_term_to: number | null;
}

/**
 * GET /products/{id} (skip-auth) and GET /products/{id}/details (signed in: the same, with the
 * buyer's bulk price requests and wishlist flag). Spec 1 section 3, Product detail; prices in RM.
 */
export interface ProductDetail {
  product_id: number;
  product_name: string;
  is_variant: YesNo;
  variants: ProductVariant[];
  /** Keyed by variant_id. */
  variant_options: Record<string, ProductVariantOption[]>;
  primary_sku_id: number | null;
  primary_sku_price: number | null;
  primary_sku_act_price: number | null;
  primary_sku_total_stock: number;
  primary_sku_moq: number;
  CategoryId: number;
  /** Added: the category's name and its top-level ancestor, for the breadcrumb. */
  category_name: string;
  top_category_id: number;
  moq: number;
  min_price: number;
  max_price: number;
  act_min_price: number;
  act_max_price: number;
  total_stock: number;
  rating: number;
  total_review: number;
  images: string[];
  sl_id: number;
  /** Masked like seller_name in listings. */
  sl_name: string;
  seller_details: SellerDetails;
  delivery_term_from: number | null;
  delivery_term_to: number | null;
  default_delivery_term_from: number | null;
  default_delivery_term_to: number | null;
  /** Null when the request names no location. */
  shipping_info: ShippingInfo | null;
  locationRestriction: LocationRestriction;
  /** The signed-in buyer's bulk price requests for this product (empty for a visitor). */
  bulk_price: BulkPriceRequest[];
  features: ProductFeature[];
  product_description: string;
  warranty_description: string | null;
  replacement_policy_description: string | null;
  availability: YesNo;
  is_contracted: 0 | 1;
  /** Added: 1 when the signed-in buyer has it in the wishlist. */
  is_wishlist: 0 | 1;
  product_make: string;
  product_model: string;
  material_id: string | null;
}

export interface ProductDetailResponse {
  success: true;
  data: ProductDetail;
}

/** GET /products/{id}/variant-sku-details?optionIds=1,2 (added): prices in RM. */
export interface SkuDetail {
  sku_id: number;
  product_id: number;
  inventory: number;
  price: number;
  act_price: number;
  moq: number;
  total_stock: number;
}

/** The SKU, or an error field when no SKU has exactly those options (spec 1 section 3). */
export type SkuDetailResponse = ({ success: true } & SkuDetail) | { success: false; error: string };

/** A SKU with its option ids and prices in RM (GET /products/{id}/sku-pricing-info, added shape). */
export interface SkuPricing extends SkuDetail {
  option_ids: number[];
}

/**
 * GET /products/{id}/sku-pricing-info[?sku_id&quantity]: every SKU of the product and, for the
 * chosen SKU and quantity, the unit price the cart would charge (the approved bulk price applies
 * from its quantity).
 */
export interface SkuPricingInfoResponse {
  success: true;
  skus: SkuPricing[];
  pricing: {
    sku_id: number;
    quantity: number;
    unit_price: number;
    bulk_price_applied: boolean;
  } | null;
}

/** POST /products/{id}/bulk-price/request (spec 1 section 7). target_price in RM; location is 'state,district'. */
export interface BulkPriceRequestBody {
  sku_id: number;
  quantity: number;
  target_price: number;
  bulk_note: string;
  location: string;
}

/** POST /products/bulk-price/{id}/renegotiate */
export interface BulkPriceRenegotiateBody {
  quantity: number;
  target_price: number;
  bulk_note: string;
}

/** The bulk price calls answer the request as it now is. */
export interface BulkPriceResponse {
  success: true;
  data: BulkPriceRequest;
}

/** GET /seller/bulk-prices: the requests for the signed-in seller's products (added). */
export interface SellerBulkPriceRequest extends BulkPriceRequest {
  product_id: number;
  product_name: string;
  /** The requesting buyer's company. */
  company_name: string;
  requestor: string;
}

export interface SellerBulkPricesResponse {
  success: true;
  data: SellerBulkPriceRequest[];
}

/** POST /seller/bulk-prices/{id}/reply (added): NEGO with a note, or REPLY with the approved price and minimum quantity. */
export type SellerReplyBody =
  | { status: 'NEGO'; seller_note: string }
  | { status: 'REPLY'; approve_price: number; approve_quantity: number; seller_note?: string };

/** POST /wishlist/update (spec 1 section 7). */
export interface WishlistUpdateRequest {
  product_id: number;
  action_type: 'add' | 'remove';
}

export interface WishlistUpdateResponse {
  success: true;
  total_wishlist: number;
}

/** GET /wishlist/check/{productId} */
export interface WishlistCheckResponse {
  success: true;
  is_wishlist: 0 | 1;
}
