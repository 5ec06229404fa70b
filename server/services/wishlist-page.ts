import type { WishlistItemResponse, WishlistProduct, WishlistResponse, WishlistVariants } from '../../src/contract/types';
import { marketplacePriceBeside } from '../../src/lib/contract-price';
import { toRinggit, toSen } from '../../src/lib/money';
import { sellerLabel } from '../../src/lib/seller';
import { moqMessage } from '../../src/lib/stock-error';
import { wishlistQuantity } from '../../src/lib/wishlist';
import type { Database } from '../db/client';
import { shippingDisplay } from '../domain/shipping-display';
import type { BuyerRow, RequestLocation } from '../env';
import { resolveLocation } from '../queries/places';
import { countWishlist } from '../queries/wishlist';
import {
  deleteWishlistProducts,
  deleteWishlistSeller,
  skuMoqOf,
  skuOptionIds,
  updateWishlistItem,
  variantAxesOf,
  variantOptionsOf,
  wishlistRow,
  wishlistRows,
  type WishlistItemRow,
} from '../queries/wishlist-page';
import { shippingOfLines } from './cart-view';
import { ServiceError } from './errors';
import { productImageUrl, type ImageLinks } from './product-images';
import { skuForOptions } from './product-skus';

const NOT_IN_WISHLIST = 'Product not in your wishlist';

/** Whose wishlist, where it is priced, and where image URLs point. */
export interface WishlistViewer {
  buyer: Pick<BuyerRow, 'id' | 'viewSlInfo'>;
  location: RequestLocation;
  images: ImageLinks;
}

/** The chosen SKU's option ids as the page names them ("12,15"); null when it has none. */
async function optionIdsBySku(db: Database, skuIds: readonly number[]): Promise<(skuId: number | null) => string | null> {
  const rows = skuIds.length === 0 ? [] : await skuOptionIds(db, skuIds);
  const bySku = new Map<number, number[]>();
  for (const row of rows) bySku.set(row.skuId, [...(bySku.get(row.skuId) ?? []), row.optionId]);
  return (skuId) => (skuId === null ? null : (bySku.get(skuId)?.join(',') ?? null));
}

/** Each product's variant axes and options, as the product detail names them; null for a product without variants. */
async function variantsByProduct(db: Database, productIds: readonly number[]): Promise<(productId: number) => WishlistVariants | null> {
  const [axes, options] = await Promise.all([variantAxesOf(db, productIds), variantOptionsOf(db, productIds)]);
  const found = new Map<number, WishlistVariants>();
  const axisProduct = new Map(axes.map((axis) => [axis.id, axis.productId]));
  for (const axis of axes) {
    const entry = found.get(axis.productId) ?? { variants: [], variant_options: {} };
    entry.variants.push({ variant_id: axis.id, variants: axis.name });
    entry.variant_options[String(axis.id)] = [];
    found.set(axis.productId, entry);
  }
  for (const option of options) {
    const productId = axisProduct.get(option.variantId);
    if (productId !== undefined)
      found.get(productId)?.variant_options[String(option.variantId)].push({ recid: option.id, variant_options: option.label });
  }
  return (productId) => found.get(productId) ?? null;
}

/** The MOQ of the SKU a wishlist item goes to the cart with: its chosen SKU's, else the product's. */
const moqOf = (row: WishlistItemRow) => row.skuMoq ?? row.productMoq;

const skuIdsOf = (rows: readonly WishlistItemRow[]) => rows.flatMap((row) => (row.skuId === null ? [] : [row.skuId]));

/**
 * The buyer's wishlist at the location (spec 1 sections 2.10 and 3): products newest first, grouped
 * by seller in the order of each seller's newest product. Totals count products that ship there;
 * a seller's shipping is its first shippable product's charge.
 */
export async function loadWishlist(db: Database, viewer: WishlistViewer): Promise<WishlistResponse['data']> {
  const [rows, place] = await Promise.all([wishlistRows(db, viewer.buyer.id), resolveLocation(db, viewer.location)]);
  if (rows.length === 0) return { totals: { total_items: 0, total_price: 0, total_shipping: 0, grand_total: 0 }, sellers: [] };
  const productIds = rows.map((row) => row.productId);
  const [shipped, optionsOf, variantsOf] = await Promise.all([
    place ? shippingOfLines(db, rows, place) : null,
    optionIdsBySku(db, skuIdsOf(rows)),
    variantsByProduct(db, productIds),
  ]);
  const viewSellers = viewer.buyer.viewSlInfo === 'Y' ? 'Y' : 'N';

  const sellers = new Map<number, { seller_id: number; company_name: string; products: WishlistProduct[]; shippingSen: number | null }>();
  let priceSen = 0;
  rows.forEach((row, index) => {
    const shipping = shippingDisplay(shipped ? shipped[index] : null);
    const unitSen = row.actPrice ?? row.actMinPrice;
    const marketplaceSen = row.marketplacePrice ?? row.marketplaceMinPrice;
    // The chosen SKU is what goes into the cart, never below its minimum.
    const moq = moqOf(row);
    const quantity = wishlistQuantity(row.quantity, moq);
    const seller = sellers.get(row.sellerId) ?? {
      seller_id: row.sellerId,
      company_name: sellerLabel(row.sellerId, row.companyName, viewSellers),
      products: [],
      shippingSen: null,
    };
    if (!shipping.shipping_restricted) {
      priceSen += unitSen * quantity;
      seller.shippingSen ??= toSen(shipping.charge_number);
    }
    seller.products.push({
      product_id: row.productId,
      product_name: row.productName,
      image_url: productImageUrl(viewer.images, { id: row.productId, public: row.publicImage }),
      sl_id: row.sellerId,
      primary_sku_id: row.skuId,
      quantity,
      availability: row.listed && row.availability !== 'N' ? 'Y' : 'N',
      // The chosen SKU's stock: that SKU is what goes into the cart.
      total_stock: row.stock ?? 0,
      product_variant_option_id: optionsOf(row.skuId),
      variants: variantsOf(row.productId),
      moq,
      pricing: {
        display_price: toRinggit(unitSen),
        act_min_price: toRinggit(row.actMinPrice),
        marketplace_price: marketplacePriceBeside(unitSen, marketplaceSen),
      },
      shipping,
    });
    sellers.set(row.sellerId, seller);
  });
  const shippingSen = [...sellers.values()].reduce((sum, seller) => sum + (seller.shippingSen ?? 0), 0);
  return {
    totals: {
      total_items: rows.length,
      total_price: toRinggit(priceSen),
      total_shipping: toRinggit(shippingSen),
      grand_total: toRinggit(priceSen + shippingSen),
    },
    sellers: [...sellers.values()].map(({ seller_id, company_name, products }) => ({ seller_id, company_name, products })),
  };
}

/**
 * Changes the quantity and/or the chosen SKU of a product in the buyer's wishlist; answers the item
 * after and the count. A quantity below the MOQ of the SKU it would go to the cart with is refused
 * with the cart's own words, and nothing changes.
 */
export async function changeWishlistItem(
  db: Database,
  buyerId: number,
  change: { productId: number; quantity?: number; skuId?: number; optionIds?: readonly number[] },
): Promise<{ item: WishlistItemResponse['data']; total: number }> {
  const { productId, quantity } = change;
  const before = await wishlistRow(db, buyerId, productId);
  if (!before) throw new ServiceError(404, NOT_IN_WISHLIST);
  const skuId = change.optionIds === undefined ? change.skuId : await skuOfOptions(db, buyerId, productId, change.optionIds, change.skuId);
  const chosenMoq = skuId === undefined ? moqOf(before) : await skuMoqOf(db, productId, skuId);
  if (chosenMoq === null) throw new ServiceError(400, 'sku_id: not a SKU of this product');
  if (quantity !== undefined && quantity < chosenMoq) throw new ServiceError(400, moqMessage(before.productName, chosenMoq), 'below_moq');
  await updateWishlistItem(db, buyerId, productId, { quantity, skuId });
  const row = await wishlistRow(db, buyerId, productId);
  // Removed in the meantime.
  if (!row) throw new ServiceError(404, NOT_IN_WISHLIST);
  const optionsOf = await optionIdsBySku(db, skuIdsOf([row]));
  return {
    item: {
      product_id: row.productId,
      quantity: wishlistQuantity(row.quantity, moqOf(row)),
      primary_sku_id: row.skuId,
      product_variant_option_id: optionsOf(row.skuId),
    },
    total: await countWishlist(db, buyerId),
  };
}

/** The SKU of a product with exactly these variant options; refused when none has them, or when it is not the sku_id also named. */
async function skuOfOptions(
  db: Database,
  buyerId: number,
  productId: number,
  optionIds: readonly number[],
  named: number | undefined,
): Promise<number> {
  const sku = await skuForOptions(db, productId, buyerId, optionIds);
  if (!sku) throw new ServiceError(400, 'product_variant_option_id: no SKU of this product has these options');
  if (named !== undefined && named !== sku.sku_id) throw new ServiceError(400, 'product_variant_option_id: names another SKU than sku_id');
  return sku.sku_id;
}

/** Removes those of the products that are in the buyer's wishlist (anything else is ignored). */
export async function removeWishlistProducts(
  db: Database,
  buyerId: number,
  productIds: readonly number[],
): Promise<{ removed: number; total: number }> {
  const removed = await deleteWishlistProducts(db, buyerId, [...new Set(productIds)]);
  return { removed, total: await countWishlist(db, buyerId) };
}

/** Removes every product of the seller from the buyer's wishlist; none there is not an error. */
export async function removeWishlistSeller(db: Database, buyerId: number, sellerId: number): Promise<{ removed: number; total: number }> {
  const removed = await deleteWishlistSeller(db, buyerId, sellerId);
  return { removed, total: await countWishlist(db, buyerId) };
}
