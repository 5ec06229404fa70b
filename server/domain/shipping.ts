/**
 * Shipping rules resolved to locations, and the free-shipping location keys of search (the key
 * rules themselves are shared with the browser in src/lib/location.ts).
 */
import { locationKey } from '../../src/lib/location';

type ShippingMode = 'free' | 'charged' | 'conditional' | 'not_shipped';

export interface ShippingRuleLike {
  id?: number;
  /** Null: every product of the seller. */
  productId: number | null;
  /** Null: every state. */
  stateId: number | null;
  /** Null: every district of the state. */
  districtId: number | null;
  mode: ShippingMode;
  minCharge?: number;
  maxCharge?: number;
  applicableCharge?: number;
}

export interface Place {
  stateId: number;
  stateName: string;
  districtId: number;
  districtName: string;
}

export interface LocationKeys {
  free: string[];
  conditional: string[];
  unshipped: string[];
}

/**
 * How specific a rule is: a product's own rules beat the seller's, then a district beats a
 * state and a state beats every state. The most specific applicable rule wins.
 */
function ruleRank(rule: ShippingRuleLike): number {
  return (rule.productId !== null ? 4 : 0) + (rule.districtId !== null ? 2 : rule.stateId !== null ? 1 : 0);
}

function applies(rule: ShippingRuleLike, productId: number, stateId: number, districtId: number | null): boolean {
  return (
    (rule.productId === null || rule.productId === productId) &&
    (rule.stateId === null || rule.stateId === stateId) &&
    (rule.districtId === null || rule.districtId === districtId)
  );
}

/** The rule in force for a product at a location (rules of the product's seller); null when none applies. */
export function effectiveRule<T extends ShippingRuleLike>(
  rules: readonly T[],
  productId: number,
  stateId: number,
  districtId: number | null,
): T | null {
  let best: T | null = null;
  for (const rule of rules) {
    if (!applies(rule, productId, stateId, districtId)) continue;
    if (best === null || ruleRank(rule) > ruleRank(best)) best = rule;
  }
  return best;
}

/** A location without any rule is shipped at no stated charge. */
function modeAt(rules: readonly ShippingRuleLike[], productId: number, stateId: number, districtId: number | null): ShippingMode {
  return effectiveRule(rules, productId, stateId, districtId)?.mode ?? 'charged';
}

/**
 * The location keys of a product: every district's mode, compressed to 'state.all' when the
 * whole state shares it and to 'all.all' when every state does. A key is listed only where it
 * is true everywhere it covers, so 'X covers my location' is exact.
 */
export function shippingLocationKeys(rules: readonly ShippingRuleLike[], productId: number, places: readonly Place[]): LocationKeys {
  const byState = new Map<number, { name: string; districts: { name: string; mode: ShippingMode }[] }>();
  for (const place of places) {
    const entry = byState.get(place.stateId) ?? { name: place.stateName, districts: [] };
    entry.districts.push({ name: place.districtName, mode: modeAt(rules, productId, place.stateId, place.districtId) });
    byState.set(place.stateId, entry);
  }
  const keys: Record<ShippingMode, string[]> = { free: [], conditional: [], charged: [], not_shipped: [] };
  const stateModes: (ShippingMode | null)[] = [];
  for (const { name, districts } of byState.values()) {
    const first = districts[0]?.mode ?? 'charged';
    const uniform = districts.every((district) => district.mode === first);
    stateModes.push(uniform ? first : null);
    if (uniform) keys[first].push(locationKey(name));
    else for (const district of districts) keys[district.mode].push(locationKey(name, district.name));
  }
  const first = stateModes[0];
  if (first && stateModes.every((mode) => mode === first)) return pick({ ...emptyKeys(), [first]: ['all.all'] });
  return pick(keys);
}

function emptyKeys(): Record<ShippingMode, string[]> {
  return { free: [], conditional: [], charged: [], not_shipped: [] };
}

function pick(keys: Record<ShippingMode, string[]>): LocationKeys {
  return { free: keys.free.sort(), conditional: keys.conditional.sort(), unshipped: keys.not_shipped.sort() };
}

/** What shipping a product gets at one location, in sen (spec 1 section 3: shipping_info). */
export interface ShippingQuote {
  free: boolean;
  minCharge: number;
  maxCharge: number;
  /** The order value above which a conditional rule ships free; 0 for other rules. */
  applicableCharge: number;
}

export type Restriction =
  | { restricted: false }
  | { restricted: true; type: 'PRODUCT_LEVEL'; allowed: string[] }
  | { restricted: true; type: 'SHIPPING_UNAVAILABLE' };

/**
 * Shipping of a product at a location, from its seller's rules. A location the rules do not ship
 * to is restricted: PRODUCT_LEVEL when the product's own rules limit it to some places (named by
 * `placeName`), SHIPPING_UNAVAILABLE when the seller does not ship there at all.
 */
export function shippingAtLocation(
  rules: readonly ShippingRuleLike[],
  productId: number,
  stateId: number,
  districtId: number | null,
  placeName: (stateId: number, districtId: number | null) => string,
): { quote: ShippingQuote; restriction: Restriction } {
  const rule = effectiveRule(rules, productId, stateId, districtId);
  const mode = rule?.mode ?? 'charged';
  if (mode === 'not_shipped') {
    const allowedBy = rules.filter(
      (candidate) => candidate.productId === productId && candidate.mode !== 'not_shipped' && candidate.stateId !== null,
    );
    const restriction: Restriction =
      rule?.productId === productId && allowedBy.length > 0
        ? {
            restricted: true,
            type: 'PRODUCT_LEVEL',
            allowed: [...new Set(allowedBy.map((candidate) => placeName(candidate.stateId as number, candidate.districtId)))],
          }
        : { restricted: true, type: 'SHIPPING_UNAVAILABLE' };
    return { quote: { free: false, minCharge: 0, maxCharge: 0, applicableCharge: 0 }, restriction };
  }
  const quote: ShippingQuote =
    mode === 'free'
      ? { free: true, minCharge: 0, maxCharge: 0, applicableCharge: 0 }
      : {
          free: false,
          minCharge: rule?.minCharge ?? 0,
          maxCharge: Math.max(rule?.maxCharge ?? 0, rule?.minCharge ?? 0),
          applicableCharge: mode === 'conditional' ? (rule?.applicableCharge ?? 0) : 0,
        };
  return { quote, restriction: { restricted: false } };
}
