import type { Cart } from '../../src/contract/types';
import type { LineShipping } from '../../src/lib/cart';
import { sellerLabel } from '../../src/lib/seller';
import type { VariantOptionName } from '../../src/lib/variant';
import { untilChangedPerDatabase, type UntilChanged } from '../db/change-notices';
import type { Database } from '../db/client';
import { cartFigures, type CartLineInput, type VendorMinimumInput } from '../domain/cart-figures';
import { effectiveRule, shippingAtLocation, type ShippingRuleLike } from '../domain/shipping';
import type { BuyerRow, RequestLocation } from '../env';
import { referenceRows } from '../queries/cart-references';
import {
  buyerBulkRequestRows,
  cartLineRows,
  cheapestByMaterial,
  editLineRows,
  givenLineRows,
  productShippingRulesOf,
  sellerWideShippingRules,
  skuVariantOptionRows,
  vendorMinimumRows,
} from '../queries/cart-view';
import { categoryRows } from '../queries/categories';
import { placeNames, resolveLocation } from '../queries/places';
import { imageLinksKey, productImageUrl, type ImageLinks } from './product-images';
import { linePriceLimits } from './price-limits';
import { placeNamer, restrictionOf } from './product-detail';

/** Whose cart, where, and how it is priced. */
export interface CartViewer {
  buyer: Pick<BuyerRow, 'id' | 'viewSlInfo' | 'punchoutSessionId'>;
  /** The delivery location; without a known state nothing is excluded and shipping is 0. */
  location: RequestLocation;
  /** How image URLs are made. */
  images: ImageLinks;
  /** The SST rate (800 is 8%). */
  taxRateBasisPoints: number;
  /** The draft editing this order (its id) instead of the buyer's cart. */
  editOrderId?: number;
  /** Units per SKU the order being edited holds and gives back when the edit replaces it: counted as in stock. */
  released?: ReadonlyMap<number, number>;
}

type LineRow = Awaited<ReturnType<typeof cartLineRows>>[number];
type Place = { stateId: number; districtId: number | null };

/** Groups values by a key, keeping the first-seen order of keys and of values. */
function groupBy<T, K>(values: readonly T[], keyOf: (value: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const value of values) groups.set(keyOf(value), [...(groups.get(keyOf(value)) ?? []), value]);
  return groups;
}

/**
 * The lists of some ids (every id gets one, empty when it has none), kept until their tables
 * change: what is the same for every buyer (a SKU's options, a seller's rules and minimums) is read
 * once, and a cart, a wishlist or a compare list reads only what it has not met yet.
 */
async function keptLists<T>(
  cache: UntilChanged<T[]>,
  ids: readonly number[],
  lookup: (ids: number[]) => Promise<T[]>,
  idOf: (row: T) => number | null,
): Promise<T[]> {
  const lists = await cache.getEach([...new Set(ids)], String, async (missing) => {
    const byId = new Map(missing.map((id) => [id, [] as T[]]));
    for (const row of await lookup(missing)) {
      const id = idOf(row);
      if (id !== null) byId.get(id)?.push(row);
    }
    return byId;
  });
  return lists.flatMap((list) => list ?? []);
}

type VariantOptionRow = Awaited<ReturnType<typeof skuVariantOptionRows>>[number];
type RuleRow = Awaited<ReturnType<typeof sellerWideShippingRules>>[number];
type MinimumRow = Awaited<ReturnType<typeof vendorMinimumRows>>[number];

const keptVariantOptions = untilChangedPerDatabase<VariantOptionRow[]>(['sku_options', 'variants', 'variant_options'], 5000);
const sellerWideRules = untilChangedPerDatabase<RuleRow[]>(['shipping_rules'], 2000);
const productRules = untilChangedPerDatabase<RuleRow[]>(['shipping_rules'], 5000);
const minimumsOfSellers = untilChangedPerDatabase<MinimumRow[]>(['vendor_minimum_orders', 'categories'], 2000);
const categoryChildren = untilChangedPerDatabase<Map<number | null, { id: number }[]>>(['categories'], 1);

/** Each SKU's variant options in axis order, as the cart names them (a SKU without options has none), kept until an option changes. */
export async function variantOptionsOfSkus(db: Database, skuIds: readonly number[]): Promise<(skuId: number) => VariantOptionName[]> {
  const rows = await keptLists(
    keptVariantOptions(db),
    skuIds,
    (ids) => skuVariantOptionRows(db, ids),
    (row) => row.skuId,
  );
  const bySku = groupBy(rows, (row) => row.skuId);
  return (skuId) => (bySku.get(skuId) ?? []).map((option) => ({ variant_name: option.variantName, variant_option: option.option }));
}

/** The shipping rules that apply to some products of some sellers: the products' own and the seller-wide ones, by id. */
async function shippingRulesOf(db: Database, sellerIds: readonly number[], productIds: readonly number[]): Promise<RuleRow[]> {
  const [wide, own] = await Promise.all([
    keptLists(
      sellerWideRules(db),
      sellerIds,
      (ids) => sellerWideShippingRules(db, ids),
      (rule) => rule.sellerId,
    ),
    keptLists(
      productRules(db),
      productIds,
      (ids) => productShippingRulesOf(db, ids),
      (rule) => rule.productId,
    ),
  ]);
  return [...wide, ...own.filter((rule) => sellerIds.includes(rule.sellerId))].sort((a, b) => a.id - b.id);
}

/** Each category id with the ids of its whole subtree. */
async function subtrees(db: Database): Promise<(id: number) => Set<number>> {
  const children = await categoryChildren(db).get('all', async () => groupBy(await categoryRows(db), (row) => row.parentId));
  return (id) => {
    const found = new Set<number>();
    const walk = (at: number) => {
      found.add(at);
      for (const child of children.get(at) ?? []) if (!found.has(child.id)) walk(child.id);
    };
    walk(id);
    return found;
  };
}

/** A product as its seller's shipping rules see it. */
type Shipped = Pick<LineRow, 'sellerId' | 'productId'>;

/** How each product ships at the place, and the restriction message of those not shipped there (the cart's lines, the wishlist's and the compare list's products). */
export async function shippingOfLines(db: Database, rows: readonly Shipped[], place: Place | null) {
  const none = { shipping: { mode: 'free', charge: 0, applicableCharge: 0 } as LineShipping, restriction: null as string | null };
  if (!place) return rows.map(() => none);
  const rules = groupBy(
    await shippingRulesOf(db, [...new Set(rows.map((row) => row.sellerId))], [...new Set(rows.map((row) => row.productId))]),
    (rule) => rule.sellerId,
  );
  const rulesOf = (row: Shipped): ShippingRuleLike[] => rules.get(row.sellerId) ?? [];
  const at = (namePlace: (stateId: number, districtId: number | null) => string) =>
    rows.map((row) => shippingAtLocation(rulesOf(row), row.productId, place.stateId, place.districtId, namePlace));
  let resolved = at(() => '');
  // Only product-level restriction messages name places; their names cost a query.
  if (resolved.some(({ restriction }) => restriction.restricted && restriction.type === 'PRODUCT_LEVEL')) {
    const allRules = [...rules.values()].flat();
    const stateIds = [...new Set(allRules.flatMap((rule) => (rule.stateId === null ? [] : [rule.stateId])))];
    const districtIds = [...new Set(allRules.flatMap((rule) => (rule.districtId === null ? [] : [rule.districtId])))];
    resolved = at(placeNamer(await placeNames(db, stateIds, districtIds)));
  }
  return rows.map((row, index) => {
    const { quote, restriction } = resolved[index];
    const mode = effectiveRule(rulesOf(row), row.productId, place.stateId, place.districtId)?.mode;
    const shipping: LineShipping = {
      mode: quote.free ? 'free' : mode === 'conditional' ? 'conditional' : 'charged',
      charge: quote.maxCharge,
      applicableCharge: quote.applicableCharge,
    };
    return { shipping, restriction: restriction.restricted ? restrictionOf(restriction).message : null };
  });
}

/**
 * Every table a cart is read from: the lines (the cart's, or an edit's draft), their SKUs,
 * products and sellers, what the buyer pays (catalogue prices, approved bulk prices), who sees
 * which product, the buyer's references, places, and the shared lists kept above.
 */
const CART_TABLES = [
  'cart_items',
  'order_edit_lines',
  'skus',
  'products',
  'sellers',
  'catalogues',
  'catalogue_members',
  'catalogue_products',
  'catalogue_sku_prices',
  'bulk_price_requests',
  'product_references',
  'states',
  'districts',
  'sku_options',
  'variants',
  'variant_options',
  'shipping_rules',
  'vendor_minimum_orders',
  'categories',
];

/**
 * Each buyer's cart as read, by buyer, draft, place and how it is shown, until one of its tables
 * changes in any process: a buyer who looks again reads nothing. Callers read it and never change it.
 */
const keptCarts = untilChangedPerDatabase<Cart>(CART_TABLES, 5000);

/**
 * The buyer's cart at the location (spec 2 sections 2 to 5): current prices and approved bulk
 * prices, shipping per seller, SST, lines not shipped there excluded, vendor minimums and every
 * message. A handful of queries whatever the number of lines, and none while it is kept (inside a
 * transaction it is always read).
 */
export async function loadCart(db: Database, viewer: CartViewer): Promise<Cart> {
  const { buyer, location, images, taxRateBasisPoints, editOrderId, released } = viewer;
  const key = JSON.stringify([
    buyer.id,
    buyer.viewSlInfo,
    editOrderId ?? null,
    released ? [...released] : null,
    location.state ?? null,
    location.district ?? null,
    imageLinksKey(images),
    taxRateBasisPoints,
  ]);
  return keptCarts(db).get(key, () => readCart(db, viewer));
}

async function readCart(db: Database, viewer: CartViewer): Promise<Cart> {
  const lineRows =
    viewer.editOrderId === undefined ? cartLineRows(db, viewer.buyer) : editLineRows(db, viewer.buyer.id, viewer.editOrderId);
  return cartOfRows(db, viewer, lineRows);
}

/**
 * Lines given by SKU and quantity (a PunchOut OrderRequest's) as a cart of them at the location:
 * priced, shipped, taxed and judged exactly as the buyer's cart would be (a SKU that does not
 * exist is left out). Read afresh, never kept.
 */
export function cartOfLines(
  db: Database,
  viewer: Omit<CartViewer, 'editOrderId' | 'released'>,
  lines: readonly { skuId: number; quantity: number }[],
): Promise<Cart> {
  return cartOfRows(db, viewer, givenLineRows(db, viewer.buyer.id, lines));
}

async function cartOfRows(db: Database, viewer: CartViewer, lineRows: Promise<LineRow[]>): Promise<Cart> {
  const [unordered, place] = await Promise.all([lineRows, resolveLocation(db, viewer.location)]);
  const options = {
    taxRateBasisPoints: viewer.taxRateBasisPoints,
    location: place && viewer.location.state ? { state: viewer.location.state, district: viewer.location.district ?? '' } : null,
  };
  if (unordered.length === 0) return cartFigures([], [], options);
  // A seller's lines stay together, sellers in the order their first line was added.
  const rows = [...groupBy(unordered, (row) => row.sellerId).values()].flat();
  const skuIds = rows.map((row) => row.skuId);
  const sellerIds = [...new Set(rows.map((row) => row.sellerId))];
  const [variantsOf, bulkRows, cheapest, minimumRows, references, shipping, priceLimits] = await Promise.all([
    variantOptionsOfSkus(db, skuIds),
    buyerBulkRequestRows(db, viewer.buyer.id, skuIds),
    cheapestByMaterial(db, [...new Set(rows.flatMap((row) => (row.materialId === null ? [] : [row.materialId])))], viewer.buyer.id),
    keptLists(
      minimumsOfSellers(db),
      sellerIds,
      (ids) => vendorMinimumRows(db, ids),
      (row) => row.sellerId,
    ).then((found) => found.sort((a, b) => a.sellerId - b.sellerId || a.categoryId - b.categoryId)),
    referenceRows(db, viewer.buyer.id, skuIds),
    shippingOfLines(db, rows, place),
    linePriceLimits(
      db,
      viewer.buyer.id,
      rows.map((row) => ({ sku_id: row.skuId, category_id: row.categoryId })),
    ),
  ]);
  const bulkOf = new Map(bulkRows.map((row) => [row.skuId, row]));
  const referencesOf = groupBy(references, (row) => row.skuId);
  const viewSellers = viewer.buyer.viewSlInfo === 'Y' ? 'Y' : 'N';

  const lines: CartLineInput[] = rows.map((row, index) => ({
    skuId: row.skuId,
    sku: row.code,
    productId: row.productId,
    productName: row.productName,
    productImg: productImageUrl(viewer.images, { id: row.productId, public: row.publicImage }),
    sellerId: row.sellerId,
    sellerName: sellerLabel(row.sellerId, row.companyName, viewSellers),
    categoryId: row.categoryId,
    variantOptions: variantsOf(row.skuId),
    actPrice: row.actPrice,
    marketplacePrice: row.marketplacePrice,
    quantity: row.quantity,
    moq: row.moq,
    availability: row.availability,
    stock: row.stock + (viewer.released?.get(row.skuId) ?? 0),
    limitAddToCart: row.limitAddToCart,
    available: row.listed,
    bulkRequest: bulkOf.get(row.skuId) ?? null,
    isCheapest: row.materialId === null || (cheapest.get(row.materialId)?.price ?? row.actMinPrice) >= row.actMinPrice,
    cheaperAlternative: row.materialId === null ? null : (cheapest.get(row.materialId) ?? null),
    priceLimit: priceLimits.get(row.skuId) ?? null,
    justification: row.justification,
    references: (referencesOf.get(row.skuId) ?? []).map((reference) => ({ id: reference.id, reference: reference.reference })),
    restriction: shipping[index].restriction,
    shipping: shipping[index].shipping,
    taxOnShipping: row.taxOnShipping,
  }));
  const subtreeOf = minimumRows.length > 0 ? await subtrees(db) : () => new Set<number>();
  const minimums: VendorMinimumInput[] = minimumRows.map((row) => ({ ...row, categoryIds: subtreeOf(row.categoryId) }));
  return cartFigures(lines, minimums, options);
}
