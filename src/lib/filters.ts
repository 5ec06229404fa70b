import { MOQ_CODES, type MoqBucket } from './moq';

/** Free shipping filter codes: Y free, N charged, C conditional. */
export const FREE_SHIPPING_CODES = ['Y', 'N', 'C'] as const;
type FreeShippingCode = (typeof FREE_SHIPPING_CODES)[number];

/** The listing API parameters a filter sets (spec 1 section 7); lists are comma-separated, prices RM. */
export interface FilterParams {
  brands?: string;
  ratings?: string;
  moq?: string;
  seller_states?: string;
  free_shipping?: FreeShippingCode;
  contracted?: 'Y' | 'N';
  min_price?: number;
  max_price?: number;
  min_shipping_cost?: number;
  max_shipping_cost?: number;
}

/** The filter sidebar's values (spec 1 section 3, Filters). Prices in RM. */
export interface Filters {
  /** Single choice: at most one brand. */
  brands: string[];
  priceRange: [number, number];
  shippingCostRange: [number, number];
  ratings: number[];
  freeShipping: FreeShippingCode | null;
  moq: MoqBucket[];
  /** Contracted items only; applies to signed-in buyers only. */
  contracted: boolean;
  sellerStates: string[];
}

/** The full price range, 0 to 100000 RM, and the shipping cost range, 0 to 1000 (spec 1 section 9). */
const PRICE_RANGE: [number, number] = [0, 100_000];
const SHIPPING_COST_RANGE: [number, number] = [0, 1000];

export const EMPTY_FILTERS: Filters = {
  brands: [],
  priceRange: PRICE_RANGE,
  shippingCostRange: SHIPPING_COST_RANGE,
  ratings: [],
  freeShipping: null,
  moq: [],
  contracted: false,
  sellerStates: [],
};

/** A price field's value: a non-numeric (or negative) entry becomes 0 (spec 1 section 5). */
export function parsePrice(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Brands are single-choice: choosing the chosen brand clears it, another replaces it. */
export function chooseBrand(filters: Filters, brand: string): Filters {
  return { ...filters, brands: filters.brands[0] === brand ? [] : [brand] };
}

/** Adds or removes one value of a multi-choice list. */
export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/**
 * The deferred filter model (spec 1 section 4): edits change the draft only; Apply Filters
 * applies the draft and goes to page 1; Reset clears both; a new query resets them too.
 */
export interface FilterModel {
  draft: Filters;
  applied: Filters;
  page: number;
}

export type FilterAction =
  | { type: 'edit'; draft: Filters }
  | { type: 'apply' }
  | { type: 'reset' }
  | { type: 'new-query' }
  | { type: 'page'; page: number };

export const INITIAL_FILTER_MODEL: FilterModel = { draft: EMPTY_FILTERS, applied: EMPTY_FILTERS, page: 1 };

export function filterModel(model: FilterModel, action: FilterAction): FilterModel {
  switch (action.type) {
    case 'edit':
      return { ...model, draft: action.draft };
    case 'apply':
      return { ...model, applied: model.draft, page: 1 };
    case 'page':
      return { ...model, page: action.page };
    case 'reset':
    case 'new-query':
      return INITIAL_FILTER_MODEL;
  }
}

const sameRange = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];
const list = (values: readonly (string | number)[]) => (values.length > 0 ? values.join(',') : undefined);

/** The listing API parameters of the applied filters; defaults are left out. */
export function listingQuery(filters: Filters, signedIn: boolean): FilterParams {
  const query: FilterParams = {
    brands: list(filters.brands),
    ratings: list(filters.ratings),
    moq: list(filters.moq),
    seller_states: list(filters.sellerStates),
    free_shipping: filters.freeShipping ?? undefined,
    contracted: signedIn && filters.contracted ? 'Y' : undefined,
  };
  if (!sameRange(filters.priceRange, PRICE_RANGE)) [query.min_price, query.max_price] = filters.priceRange;
  if (!sameRange(filters.shippingCostRange, SHIPPING_COST_RANGE)) {
    [query.min_shipping_cost, query.max_shipping_cost] = filters.shippingCostRange;
  }
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** A range from its two parameters; a missing or non-numeric bound keeps the default's, a reversed pair is swapped. */
function rangeOf(low: string | undefined, high: string | undefined, fallback: readonly [number, number]): [number, number] {
  const bound = (text: string | undefined, otherwise: number) => {
    const value = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
    return Number.isFinite(value) && value >= 0 ? value : otherwise;
  };
  const [min, max] = [bound(low, fallback[0]), bound(high, fallback[1])];
  return min <= max ? [min, max] : [max, min];
}

/**
 * The filters of listing parameters (what listingQuery writes), as an address keeps them; what is
 * unknown or malformed is left at its default, so a hand-edited link still opens.
 */
export function filtersOfQuery(query: Readonly<Record<string, string | undefined>>): Filters {
  const freeShipping = FREE_SHIPPING_CODES.find((code) => code === query.free_shipping) ?? null;
  return {
    brands: query.brands?.trim() ? [query.brands.trim()] : [],
    priceRange: rangeOf(query.min_price, query.max_price, PRICE_RANGE),
    shippingCostRange: rangeOf(query.min_shipping_cost, query.max_shipping_cost, SHIPPING_COST_RANGE),
    ratings: unique(
      listOf(query.ratings)
        .map(Number)
        .filter((rating) => Number.isInteger(rating) && rating >= 1 && rating <= 5),
    ),
    freeShipping,
    moq: unique(listOf(query.moq).flatMap((code) => MOQ_CODES.filter((bucket) => bucket === code))),
    contracted: query.contracted === 'Y',
    sellerStates: unique(listOf(query.seller_states)),
  };
}
