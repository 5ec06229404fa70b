import type { SkuDetail, SkuPricing, SkuPricingInfoResponse } from '../../src/contract/types';
import type { Database } from '../db/client';
import { marketplacePriceBeside } from '../../src/lib/contract-price';
import { toRinggit } from '../../src/lib/money';
import { isListed } from '../queries/products';
import { skusWithOptions, type SkuRow } from '../queries/skus';
import { unitPriceFor } from './bulk-prices';
import { ServiceError } from './errors';

const NOT_FOUND = 'Product not found';

/** The SKUs of a listed product, priced for the buyer, with their option ids; 404 when the buyer may not see the product. */
async function listedSkus(db: Database, productId: number, buyerId: number | null) {
  if (!(await isListed(db, productId, buyerId))) throw new ServiceError(404, NOT_FOUND);
  return skusWithOptions(db, productId, buyerId);
}

function skuFields(sku: SkuRow): SkuDetail {
  return {
    sku_id: sku.id,
    product_id: sku.productId,
    inventory: sku.stock,
    price: toRinggit(sku.price),
    act_price: toRinggit(sku.actPrice),
    marketplace_price: marketplacePriceBeside(sku.actPrice, sku.marketplacePrice),
    moq: sku.moq,
    total_stock: sku.stock,
  };
}

/** The SKU with exactly these variant options (in any order); null when none has them. */
export async function skuForOptions(
  db: Database,
  productId: number,
  buyerId: number | null,
  optionIds: readonly number[],
): Promise<SkuDetail | null> {
  const entries = await listedSkus(db, productId, buyerId);
  const wanted = [...new Set(optionIds)].sort((a, b) => a - b);
  const match = entries.find(
    (entry) => entry.optionIds.length === wanted.length && entry.optionIds.every((option, index) => option === wanted[index]),
  );
  return match ? skuFields(match.sku) : null;
}

/**
 * Every SKU of a listed product with its options and prices; with a chosen SKU (`skuId` as the
 * client sent it, which the 404 repeats) and quantity, the unit price the buyer's cart charges.
 */
export async function skuPricing(
  db: Database,
  productId: number,
  buyerId: number | null,
  choice?: { skuId: string; quantity: number },
): Promise<SkuPricingInfoResponse> {
  const entries = await listedSkus(db, productId, buyerId);
  const skus: SkuPricing[] = entries.map((entry) => ({ ...skuFields(entry.sku), option_ids: entry.optionIds }));
  if (!choice) return { success: true, skus, pricing: null };
  const chosen = entries.find((entry) => entry.sku.id === Number(choice.skuId));
  if (!chosen) throw new ServiceError(404, `SKU ${choice.skuId} is not a SKU of this product`);
  const { price, bulk } = await unitPriceFor(db, buyerId, chosen.sku, choice.quantity);
  return {
    success: true,
    skus,
    pricing: { sku_id: chosen.sku.id, quantity: choice.quantity, unit_price: toRinggit(price), bulk_price_applied: bulk },
  };
}
