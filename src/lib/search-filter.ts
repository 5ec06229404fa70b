import type { Filters } from './filters';
import { EMPTY_FILTERS } from './filters';
import { locationSlug, type StateDistrict } from './location';
import { moqBounds } from './moq';
import { toSen } from './money';

/** Free-shipping location keys: state.district, state.all and all.all, lowercase, spaces as hyphens. */
export function freeShippingKeys(location: StateDistrict): string[] {
  const state = locationSlug(location.state);
  return [`${state}.${locationSlug(location.district)}`, `${state}.all`, 'all.all'];
}

const quote = (text: string) => JSON.stringify(text);
const anyOf = (parts: string[]) => (parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`);

/**
 * The /search filter list of the applied filters (Meilisearch-style expressions, spec 1 sections
 * 3, 7 and 9). Prices and shipping charges go in cents (x100); ratings match the seller rating
 * exactly.
 */
export function searchFilterExpressions(filters: Filters, location: StateDistrict, signedIn: boolean): string[] {
  const expressions: string[] = [];
  if (filters.brands.length > 0) expressions.push(`make IN [${filters.brands.map(quote).join(', ')}]`);
  const [min, max] = filters.priceRange;
  if (min !== EMPTY_FILTERS.priceRange[0]) expressions.push(`min_price_in_cents >= ${toSen(min)}`);
  if (max !== EMPTY_FILTERS.priceRange[1]) expressions.push(`min_price_in_cents <= ${toSen(max)}`);
  const [minShipping, maxShipping] = filters.shippingCostRange;
  if (minShipping !== EMPTY_FILTERS.shippingCostRange[0]) expressions.push(`shipping_cost_in_cents >= ${toSen(minShipping)}`);
  if (maxShipping !== EMPTY_FILTERS.shippingCostRange[1]) expressions.push(`shipping_cost_in_cents <= ${toSen(maxShipping)}`);
  if (filters.ratings.length > 0) expressions.push(anyOf(filters.ratings.map((rating) => `seller.rating = ${rating}`)));
  const keys = freeShippingKeys(location);
  const shipsFree = anyOf(keys.map((key) => `free_shipping_locations = ${quote(key)}`));
  if (filters.freeShipping === 'Y') expressions.push(shipsFree);
  if (filters.freeShipping === 'N') expressions.push(`NOT ${shipsFree}`);
  if (filters.freeShipping === 'C') expressions.push(anyOf(keys.map((key) => `conditional_free_shipping_locations = ${quote(key)}`)));
  if (filters.moq.length > 0) {
    expressions.push(
      anyOf(
        filters.moq
          .map((code) => moqBounds(code))
          .map(({ min: low, max: high }) => (low === high ? `moq = ${low}` : `moq ${low} TO ${high}`)),
      ),
    );
  }
  if (signedIn && filters.contracted) expressions.push('seller.is_contracted = true');
  if (filters.sellerStates.length > 0) expressions.push(`seller.state IN [${filters.sellerStates.map(quote).join(', ')}]`);
  return expressions;
}
