import { sql, type SQL } from 'drizzle-orm';
import { brands, productContractBuyers, products, sellers, shippingRules, states } from '../../db/schema';
import { coveringKeys } from '../../../src/lib/location';
import type { FILTER_ATTRIBUTE_TYPES } from '../../../src/contract/patterns';
import { FilterSyntaxError, parseFilters, type FilterNode, type FilterValue } from './filter-parser';

/** What a filter may depend on beyond the row. */
export interface FilterContext {
  /** The buyer whose contracted items count as contracted; null for none. */
  buyerId: number | null;
  /** The request's location, for shipping charges; null when none is known. */
  place?: { stateId: number; districtId: number | null } | null;
  /**
   * The price tests (by priceTests' keys) that keep most products: written so that the planner
   * tests them on each candidate rather than reading the price index for them (see priceTests).
   */
  unselectivePriceTests?: ReadonlySet<string>;
}

/** 'state': a state by name (any case), tested on the product's state id (see stateIdsNamed). */
type AttributeType = 'number' | 'string' | 'boolean' | 'locations' | 'state';

interface Attribute {
  type: AttributeType;
  expression: (context: FilterContext) => SQL;
  /** A subquery: computed once per row however many conditions name it (see filterToSql). */
  perRow?: true;
  /** The part of the context its value depends on; without it, only on the row. */
  dependsOn?: 'buyerId' | 'place';
}

/** The costly expressions a filter names, by attribute, each computed once per row. */
type PerRowValues = Map<string, SQL>;
const PER_ROW = 'filter_values';

/** Contracted for the given buyer: the product is a contract item and the buyer holds the contract. */
export function contractedFor(buyerId: number | null): SQL {
  if (buyerId === null) return sql`false`;
  return sql`(${products.isContracted} and exists (select 1 from ${productContractBuyers} where ${productContractBuyers.productId} = ${products.id} and ${productContractBuyers.buyerId} = ${buyerId}))`;
}

/**
 * The shipping charge (sen) of the product at a location: the minimum charge of the most specific
 * rule, as domain/shipping.ts ranks them (the first by id among equals); 0 when free, null where
 * the seller does not ship or has no rule there.
 *
 * Each product reads its seller's few rules through the seller index, so the cost grows with the
 * rows a query reads, not with the number of rules in the marketplace.
 */
export function shippingChargeAt(stateId: number, districtId: number | null): SQL {
  const rank = sql`(case when ${shippingRules.productId} is not null then 4 else 0 end + case when ${shippingRules.districtId} is not null then 2 when ${shippingRules.stateId} is not null then 1 else 0 end)`;
  return sql`(select case when ${shippingRules.mode} = 'free' then 0 when ${shippingRules.mode} = 'not_shipped' then null else ${shippingRules.minCharge} end
    from ${shippingRules}
    where ${shippingRules.sellerId} = ${products.sellerId}
      and (${shippingRules.productId} is null or ${shippingRules.productId} = ${products.id})
      and (${shippingRules.stateId} is null or ${shippingRules.stateId} = ${stateId})
      and (${shippingRules.districtId} is null or ${shippingRules.districtId} = ${districtId ?? -1})
    order by ${rank} desc, ${shippingRules.id} limit 1)::int`;
}

/**
 * The attributes a filter may name, as in the search hit (spec 1 section 3). Anything else is
 * rejected, so a filter can only ever reach these expressions. Names and kinds are the ones the
 * OpenAPI document's filter pattern is built from (src/contract/patterns.ts).
 */
export const FILTER_ATTRIBUTES: {
  readonly [Name in keyof typeof FILTER_ATTRIBUTE_TYPES]: Attribute & { type: (typeof FILTER_ATTRIBUTE_TYPES)[Name] };
} = {
  recid: { type: 'number', expression: () => sql`${products.id}` },
  sl_id: { type: 'number', expression: () => sql`${products.sellerId}` },
  category_id: { type: 'number', expression: () => sql`${products.categoryId}` },
  make: { type: 'string', expression: () => sql`${brands.name}` },
  material_id: { type: 'string', expression: () => sql`${products.materialId}` },
  is_alternative: { type: 'boolean', expression: () => sql`${products.isAlternative}` },
  min_price_in_cents: { type: 'number', expression: () => sql`${products.actMinPrice}` },
  max_price_in_cents: { type: 'number', expression: () => sql`${products.actMaxPrice}` },
  total_stock: { type: 'number', expression: () => sql`${products.totalStock}` },
  moq: { type: 'number', expression: () => sql`${products.moq}` },
  rating: { type: 'number', expression: () => sql`${products.rating}` },
  'seller.id': { type: 'number', expression: () => sql`${products.sellerId}` },
  'seller.state': { type: 'state', expression: () => sql`${products.sellerStateId}` },
  'seller.rating': { type: 'number', expression: () => sql`${products.sellerRating}` },
  'seller.is_contracted': { type: 'boolean', expression: (context) => contractedFor(context.buyerId), perRow: true, dependsOn: 'buyerId' },
  'seller.is_active': { type: 'boolean', expression: () => sql`(${sellers.active} = 'Y')` },
  'seller.is_hidden': { type: 'boolean', expression: () => sql`${sellers.hidden}` },
  /** Added: the shipping charge at the request's location; no match where the seller does not ship there. */
  shipping_cost_in_cents: {
    type: 'number',
    expression: (context) => (context.place ? shippingChargeAt(context.place.stateId, context.place.districtId) : sql`null::int`),
    perRow: true,
    dependsOn: 'place',
  },
  free_shipping_locations: { type: 'locations', expression: () => sql`${products.freeShippingLocations}` },
  conditional_free_shipping_locations: { type: 'locations', expression: () => sql`${products.conditionalFreeShippingLocations}` },
};

const NUMBER = /^-?\d+(\.\d+)?$/;

const INT32_MAX = 2_147_483_647;

/** The value as bound SQL: a whole number that fits an integer column binds as int, anything else as numeric (so no column type can overflow). */
function numberOf(attribute: string, value: FilterValue): SQL {
  if (!NUMBER.test(value.text) || value.text.length > 15) {
    throw new FilterSyntaxError(`Value '${value.text}' of ${attribute} at position ${value.position} must be a number`, value.position);
  }
  const number = Number(value.text);
  return Number.isInteger(number) && Math.abs(number) <= INT32_MAX ? sql`${number}::int` : sql`${number}::numeric`;
}

function booleanOf(attribute: string, value: FilterValue): boolean {
  const text = value.text.toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new FilterSyntaxError(
    `Value '${value.text}' of ${attribute} at position ${value.position} must be true, false, 1 or 0`,
    value.position,
  );
}

/**
 * The ids of the states with these names, any case, looked up once per statement: each row then
 * compares its state id, before its text is matched, instead of joining the states to every
 * candidate. A name that is no state adds nothing, so it matches no product, as a join would.
 */
function stateIdsNamed(names: readonly string[]): SQL {
  const list = sql.join(
    names.map((name) => sql`${name.toLowerCase()}`),
    sql`, `,
  );
  return sql`array(select ${states.id} from ${states} where lower(${states.name}) in (${list}))`;
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

function attributeOf(name: string, position: number): Attribute {
  const attribute = Object.hasOwn(FILTER_ATTRIBUTES, name) ? (FILTER_ATTRIBUTES as Readonly<Record<string, Attribute>>)[name] : undefined;
  if (!attribute) throw new FilterSyntaxError(`Unknown filter attribute '${name}' at position ${position}`, position);
  return attribute;
}

/** The attribute's value in a condition: its expression, or its column of the per-row values. */
function columnOf(name: string, attribute: Attribute, context: FilterContext, perRow: PerRowValues): SQL {
  if (!attribute.perRow) return attribute.expression(context);
  if (!perRow.has(name)) perRow.set(name, attribute.expression(context));
  return sql`${sql.identifier(PER_ROW)}.${sql.identifier(name)}`;
}

/** The column a compare or range node tests: a price test that keeps most products on its unindexed form. */
function testedColumn(node: FilterNode & { attribute: string }, attribute: Attribute, context: FilterContext, perRow: PerRowValues): SQL {
  const key = priceTestKey(node);
  if (key !== null && context.unselectivePriceTests?.has(key)) return UNINDEXED_MIN_PRICE;
  return columnOf(node.attribute, attribute, context, perRow);
}

/** One value compared for equality with an attribute. */
function equals(name: string, attribute: Attribute, column: SQL, value: FilterValue): SQL {
  switch (attribute.type) {
    case 'number':
      return sql`${column} = ${numberOf(name, value)}`;
    case 'boolean':
      return sql`${column} = ${booleanOf(name, value)}`;
    case 'string':
      return sql`lower(${column}) = ${value.text.toLowerCase()}`;
    case 'locations':
      return sql`${column} && ${textArray(coveringKeys(value.text))}`;
    case 'state':
      return sql`${column} = any(${stateIdsNamed([value.text])})`;
  }
}

/** Any of the values equals the attribute: one list test, so the attribute is read (and lowered) once. */
function oneOf(name: string, attribute: Attribute, column: SQL, values: readonly FilterValue[]): SQL {
  const list = (items: readonly unknown[]) =>
    sql.join(
      items.map((item) => sql`${item}`),
      sql`, `,
    );
  switch (attribute.type) {
    case 'number':
      return sql`${column} in (${list(values.map((value) => numberOf(name, value)))})`;
    case 'boolean':
      return sql`${column} in (${list(values.map((value) => booleanOf(name, value)))})`;
    case 'string':
      return sql`lower(${column}) in (${list(values.map((value) => value.text.toLowerCase()))})`;
    case 'locations':
      return sql`${column} && ${textArray([...new Set(values.flatMap((value) => coveringKeys(value.text)))])}`;
    case 'state':
      return sql`${column} = any(${stateIdsNamed(values.map((value) => value.text))})`;
  }
}

function toSql(node: FilterNode, context: FilterContext, perRow: PerRowValues): SQL {
  switch (node.kind) {
    case 'and':
      return sql`(${sql.join(
        node.children.map((child) => toSql(child, context, perRow)),
        sql` and `,
      )})`;
    case 'or':
      return sql`(${sql.join(
        node.children.map((child) => toSql(child, context, perRow)),
        sql` or `,
      )})`;
    case 'not':
      return sql`(not coalesce(${toSql(node.child, context, perRow)}, false))`;
    case 'compare': {
      const attribute = attributeOf(node.attribute, node.attributePosition);
      const column = testedColumn(node, attribute, context, perRow);
      if (node.operator === '=') return sql`coalesce(${equals(node.attribute, attribute, column, node.value)}, false)`;
      if (node.operator === '!=') return sql`(not coalesce(${equals(node.attribute, attribute, column, node.value)}, false))`;
      if (attribute.type !== 'number') {
        throw new FilterSyntaxError(
          `Operator '${node.operator}' needs a numeric attribute; ${node.attribute} is not (position ${node.attributePosition})`,
          node.attributePosition,
        );
      }
      const value = numberOf(node.attribute, node.value);
      const operator = { '>': sql`>`, '>=': sql`>=`, '<': sql`<`, '<=': sql`<=` }[node.operator];
      return sql`${column} ${operator} ${value}`;
    }
    case 'in': {
      const attribute = attributeOf(node.attribute, node.attributePosition);
      const column = columnOf(node.attribute, attribute, context, perRow);
      const matches = sql`coalesce(${oneOf(node.attribute, attribute, column, node.values)}, false)`;
      return node.negated ? sql`(not ${matches})` : matches;
    }
    case 'range': {
      const attribute = attributeOf(node.attribute, node.attributePosition);
      if (attribute.type !== 'number') {
        throw new FilterSyntaxError(
          `'TO' needs a numeric attribute; ${node.attribute} is not (position ${node.attributePosition})`,
          node.attributePosition,
        );
      }
      const column = testedColumn(node, attribute, context, perRow);
      return sql`${column} between ${numberOf(node.attribute, node.from)} and ${numberOf(node.attribute, node.to)}`;
    }
  }
}

/** The filter parameters as one bound SQL condition, or null when there are none. Throws FilterSyntaxError. */
export function filterToSql(inputs: readonly string[], context: FilterContext): SQL | null {
  const tree = parseFilters(inputs);
  if (!tree) return null;
  const perRow: PerRowValues = new Map();
  const condition = toSql(tree, context, perRow);
  if (perRow.size === 0) return condition;
  // Sixty conditions on the shipping charge would otherwise run its subquery sixty times a row;
  // offset 0 keeps the planner from inlining the values back into each condition.
  const values = sql.join(
    [...perRow].map(([name, expression]) => sql`${expression} as ${sql.identifier(name)}`),
    sql`, `,
  );
  return sql`coalesce((select ${condition} from (select ${values} offset 0) as ${sql.identifier(PER_ROW)}), false)`;
}

/*
 * The price index (min price first) serves sorted walks and narrow price filters. A price test
 * that keeps most products is better tested on each candidate: the planner would otherwise AND
 * the text index's matches with a bitmap of most of the price index, which at 1,000,000 products
 * took 49 of a filtered search's 79 ms. The same test on `act_min_price + 0` cannot use the index,
 * and that expression has statistics of its own (migration 0010) for the planner's estimates.
 */
const UNINDEXED_MIN_PRICE = sql`(${products.actMinPrice} + 0)`;
const PRICE_ATTRIBUTE = 'min_price_in_cents';

/** A price test's key: its attribute, operator and values as written ('>= 500', '500 TO 20000'); null for other nodes. */
function priceTestKey(node: FilterNode): string | null {
  if (node.kind === 'range' && node.attribute === PRICE_ATTRIBUTE) return `${node.from.text} TO ${node.to.text}`;
  if (node.kind === 'compare' && node.attribute === PRICE_ATTRIBUTE && node.operator !== '!=') return `${node.operator} ${node.value.text}`;
  return null;
}

/** One test of the min price in a filter: its key and its condition on the plain column. */
export interface PriceTest {
  key: string;
  condition: SQL;
}

/** The tests of the min price the filters make, once each, so the share of products each keeps can be estimated. Throws FilterSyntaxError. */
export function priceTests(inputs: readonly string[]): PriceTest[] {
  const tests = new Map<string, PriceTest>();
  const visit = (node: FilterNode): void => {
    if (node.kind === 'and' || node.kind === 'or') node.children.forEach(visit);
    else if (node.kind === 'not') visit(node.child);
    else {
      const key = priceTestKey(node);
      if (key !== null && !tests.has(key)) tests.set(key, { key, condition: toSql(node, { buyerId: null }, new Map()) });
    }
  };
  const tree = parseFilters(inputs);
  if (tree) visit(tree);
  return [...tests.values()];
}

/**
 * The parts of the context the filters' values depend on ('buyerId', 'place'): filters that name
 * none find the same products for every buyer and location. Throws FilterSyntaxError.
 */
export function filterDependencies(inputs: readonly string[]): Set<'buyerId' | 'place'> {
  const needs = new Set<'buyerId' | 'place'>();
  const visit = (node: FilterNode): void => {
    if (node.kind === 'and' || node.kind === 'or') node.children.forEach(visit);
    else if (node.kind === 'not') visit(node.child);
    else {
      const needed = attributeOf(node.attribute, node.attributePosition).dependsOn;
      if (needed) needs.add(needed);
    }
  };
  const tree = parseFilters(inputs);
  if (tree) visit(tree);
  return needs;
}
