import type { Database } from '../db/client';
import {
  bulkPriceTiers,
  catalogueProducts,
  productContractBuyers,
  productFeatures,
  products,
  shippingRules,
  skuOptions,
  skus,
  variantOptions,
  variants,
} from '../db/schema';
import { SPECIAL_BUYER_ID } from './accounts';
import { insertInBatches } from './batch';
import { cataloguesOfArea, type SeededLeaf } from './categories';
import type { VariantAxis } from './data/categories';
import { FEATURE_LABELS, FEATURE_VALUES, PRODUCT_ADJECTIVES, REPLACEMENT_POLICIES, WARRANTIES } from './data/vocabulary';
import type { Random } from './random';
import { toRuleLike, type SeededSeller } from './sellers';
import { shippingLocationKeys, type LocationKeys, type Place } from '../domain/shipping';

type ShippingRuleRow = typeof shippingRules.$inferInsert;

/** Products generated and inserted together; bounds memory for 100,000-product seeds. */
const CHUNK_SIZE = 1000;
const CONTRACT_BUYER_IDS = [1, SPECIAL_BUYER_ID];
const EPOCH = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;

interface Rows {
  products: (typeof products.$inferInsert)[];
  contracts: (typeof productContractBuyers.$inferInsert)[];
  catalogue: (typeof catalogueProducts.$inferInsert)[];
  features: (typeof productFeatures.$inferInsert)[];
  variants: (typeof variants.$inferInsert)[];
  options: (typeof variantOptions.$inferInsert)[];
  skus: (typeof skus.$inferInsert)[];
  skuOptions: (typeof skuOptions.$inferInsert)[];
  tiers: (typeof bulkPriceTiers.$inferInsert)[];
  rules: (typeof shippingRules.$inferInsert)[];
}

interface Counters {
  feature: number;
  variant: number;
  option: number;
  sku: number;
  tier: number;
  rule: number;
}

export interface ProductSeedInput {
  count: number;
  leaves: SeededLeaf[];
  sellers: SeededSeller[];
  nextRuleId: number;
  /** Every district, for the products' shipping location keys. */
  places: Place[];
}

/** Leaves of the Face mask branch (2756) and of the other COVID care branches (2757..2761). */
const FACE_MASK = 2756;
const COVID_BRANCHES = [2757, 2758, 2759, 2760, 2761];

/**
 * Which leaves a product id draws from: 4 in 10 products are face masks and 1 in 10 other COVID
 * care items, whatever the seed size, so searching 'mask' gives more than a page of results even
 * with the tests' 120 products and the COVID tabs are never empty.
 */
function leafPool(id: number, input: ProductSeedInput, pools: { masks: SeededLeaf[]; covid: SeededLeaf[] }): SeededLeaf[] {
  const slot = id % 10;
  if (slot % 2 === 1 && slot !== 9 && pools.masks.length > 0) return pools.masks;
  if (slot === 9 && pools.covid.length > 0) return pools.covid;
  return input.leaves;
}

/** Product ids whose SKUs all cost 0: listings and search must leave them out (max price 0). */
function isZeroPriced(id: number): boolean {
  return id % 50 === 25;
}

export async function seedProducts(db: Database, random: Random, input: ProductSeedInput): Promise<void> {
  const ids: Counters = { feature: 1, variant: 1, option: 1, sku: 1, tier: 1, rule: input.nextRuleId };
  const pools = {
    masks: input.leaves.filter((leaf) => leaf.branchId === FACE_MASK),
    covid: input.leaves.filter((leaf) => COVID_BRANCHES.includes(leaf.branchId)),
  };
  const sellerKeys = new Map(input.sellers.map((seller) => [seller.id, shippingLocationKeys(seller.rules, 0, input.places)]));
  for (let first = 1; first <= input.count; first += CHUNK_SIZE) {
    const rows: Rows = {
      products: [],
      contracts: [],
      catalogue: [],
      features: [],
      variants: [],
      options: [],
      skus: [],
      skuOptions: [],
      tiers: [],
      rules: [],
    };
    const last = Math.min(first + CHUNK_SIZE - 1, input.count);
    for (let id = first; id <= last; id++) generateProduct(random, id, input, ids, rows, { pools, sellerKeys });
    await insertInBatches(db, products, rows.products);
    await insertInBatches(db, productContractBuyers, rows.contracts);
    await insertInBatches(db, catalogueProducts, rows.catalogue);
    await insertInBatches(db, productFeatures, rows.features);
    await insertInBatches(db, variants, rows.variants);
    await insertInBatches(db, variantOptions, rows.options);
    await insertInBatches(db, skus, rows.skus);
    await insertInBatches(db, skuOptions, rows.skuOptions);
    await insertInBatches(db, bulkPriceTiers, rows.tiers);
    await insertInBatches(db, shippingRules, rows.rules);
  }
}

interface Shared {
  pools: { masks: SeededLeaf[]; covid: SeededLeaf[] };
  /** The seller-wide location keys, for products without rules of their own. */
  sellerKeys: Map<number, LocationKeys>;
}

function generateProduct(random: Random, id: number, input: ProductSeedInput, ids: Counters, rows: Rows, shared: Shared): void {
  const { id: categoryId, leaf, area, brandIds } = random.pick(leafPool(id, input, shared.pools));
  const seller = random.pick(input.sellers);
  const brandIndex = random.int(0, brandIds.length - 1);
  const brand = area.brands[brandIndex];
  const model = `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}-${random.int(100, 9999)}`;
  const name = `${brand} ${random.pick(PRODUCT_ADJECTIVES)} ${leaf.noun} ${model}`;
  const moq = random.weighted([
    [1, 50],
    [0, 5],
    [random.int(2, 10), 20],
    [random.int(11, 100), 15],
    [random.int(101, 1000), 5],
  ]);
  const isContracted = random.chance(0.05);
  const deliveryFrom = random.int(1, 7);
  const hasDeliveryTerm = random.chance(0.8);
  const axes = leaf.axes && random.chance(0.7) ? leaf.axes : [];

  const rating = random.weighted([
    [0, 2],
    [3, 3],
    [4, 5],
    [5, 3],
  ]);
  const product: typeof products.$inferInsert = {
    id,
    name,
    description: `${name} from ${brand}. ${leaf.noun} for offices, sites and clinics across Malaysia, supplied with invoice and delivery order.`,
    brandId: brandIds[brandIndex],
    model,
    categoryId,
    sellerId: seller.id,
    moq,
    materialId: random.chance(0.3) ? `MAT-${100000 + id}` : null,
    isAlternative: random.chance(0.05),
    isContracted,
    availability: random.chance(0.02) ? 'N' : 'Y',
    isVariant: axes.length > 0 ? 'Y' : 'N',
    rating,
    // A product nobody has rated has no reviews.
    totalReview: rating === 0 ? 0 : random.int(1, 400),
    warrantyDescription: random.chance(0.6) ? random.pick(WARRANTIES) : null,
    replacementPolicyDescription: random.chance(0.5) ? random.pick(REPLACEMENT_POLICIES) : null,
    deliveryTermFrom: hasDeliveryTerm ? deliveryFrom : null,
    deliveryTermTo: hasDeliveryTerm ? deliveryFrom + random.int(0, 7) : null,
    createdAt: new Date(EPOCH + random.int(0, 600) * DAY + random.int(0, DAY / 1000 - 1) * 1000),
  };
  rows.products.push(product);
  if (isContracted) for (const buyerId of CONTRACT_BUYER_IDS) rows.contracts.push({ productId: id, buyerId });
  for (const catalogueId of cataloguesOfArea(area.name)) if (random.chance(0.3)) rows.catalogue.push({ catalogueId, productId: id });

  const featureCount = random.weighted([
    [0, 2],
    [2, 3],
    [3, 3],
    [4, 2],
  ]);
  for (const label of FEATURE_LABELS.slice(0, featureCount)) {
    rows.features.push({ id: ids.feature++, productId: id, label, description: random.pick(FEATURE_VALUES[label]) });
  }

  const basePrice = isZeroPriced(id) ? 0 : random.int(area.priceSen[0], area.priceSen[1]);
  const firstSku = rows.skus.length;
  for (const [index, optionIds] of variantCombinations(random, id, axes, ids, rows).entries()) {
    const skuId = ids.sku++;
    const actPrice = Math.round(basePrice * (1 + index * 0.15));
    rows.skus.push({
      id: skuId,
      productId: id,
      code: `SKU-${id}-${index + 1}`,
      actPrice,
      price: random.chance(0.4) ? Math.round(actPrice * (1 + random.int(5, 30) / 100)) : actPrice,
      stock: random.chance(0.08) ? 0 : random.int(5, 5000),
      moq: Math.max(moq, 1),
      isPrimary: index === 0,
    });
    for (const optionId of optionIds) rows.skuOptions.push({ skuId, optionId });
    if (random.chance(0.3)) {
      rows.tiers.push({ id: ids.tier++, skuId, minQuantity: 50, price: Math.round(actPrice * 0.95) });
      rows.tiers.push({ id: ids.tier++, skuId, minQuantity: 200, price: Math.round(actPrice * 0.9) });
    }
  }

  // A few products are sold only in the seller's own state (a product-level restriction).
  let keys = shared.sellerKeys.get(seller.id) as LocationKeys;
  if (random.chance(0.04)) {
    const own: ShippingRuleRow[] = [
      { id: ids.rule++, sellerId: seller.id, productId: id, mode: 'not_shipped' },
      { id: ids.rule++, sellerId: seller.id, productId: id, stateId: seller.stateId, mode: 'free' },
    ];
    rows.rules.push(...own);
    keys = shippingLocationKeys([...seller.rules, ...own.map(toRuleLike)], id, input.places);
  }
  Object.assign(product, derivedColumns(rows.skus.slice(firstSku)), {
    freeShippingLocations: keys.free,
    conditionalFreeShippingLocations: keys.conditional,
    unshippedLocations: keys.unshipped,
  });
}

/** What services/product-derived.ts computes from the SKUs, computed here without a second pass. */
function derivedColumns(productSkus: (typeof skus.$inferInsert)[]) {
  const primary = productSkus.find((sku) => sku.isPrimary) ?? productSkus[0];
  return {
    minPrice: Math.min(...productSkus.map((sku) => sku.price)),
    maxPrice: Math.max(...productSkus.map((sku) => sku.price)),
    actMinPrice: Math.min(...productSkus.map((sku) => sku.actPrice)),
    actMaxPrice: Math.max(...productSkus.map((sku) => sku.actPrice)),
    totalStock: productSkus.reduce((sum, sku) => sum + (sku.stock ?? 0), 0),
    primarySkuId: primary?.id ?? null,
  };
}

/** Creates the variants and options of a product; returns the option ids of each SKU. */
function variantCombinations(random: Random, productId: number, axes: readonly VariantAxis[], ids: Counters, rows: Rows): number[][] {
  let combinations: number[][] = [[]];
  for (const [sortOrder, axis] of axes.entries()) {
    const variantId = ids.variant++;
    rows.variants.push({ id: variantId, productId, name: axis.name, sortOrder });
    const optionIds = axis.options.slice(0, random.int(2, axis.options.length)).map((label) => {
      const optionId = ids.option++;
      rows.options.push({ id: optionId, variantId, label });
      return optionId;
    });
    combinations = combinations.flatMap((combination) => optionIds.map((optionId) => [...combination, optionId]));
  }
  return combinations;
}
