import { marketplacePriceBeside } from '../../src/lib/contract-price';
import type { CompareItem } from '../../src/contract/types';
import { toRinggit } from '../../src/lib/money';
import { shippingCharge } from '../../src/lib/product-detail';
import { sellerLabel } from '../../src/lib/seller';
import { variantLabel } from '../../src/lib/variant';
import type { Database } from '../db/client';
import { NO_LOCATION } from '../domain/compare-text';
import type { BuyerRow, RequestLocation } from '../env';
import { compareListRows, featuresOfProducts, skusOfProducts } from '../queries/compare';
import { resolveLocation } from '../queries/places';
import { shippingOfLines, variantOptionsOfSkus } from './cart-view';
import { assertOwnList, compareRecord } from './compare';
import { ServiceError } from './errors';
import { productImageUrl, type ImageLinks } from './product-images';

/** Whose list, and where it ships to. */
export interface CompareViewer {
  buyer: Pick<BuyerRow, 'id' | 'viewSlInfo'>;
  location: RequestLocation;
  /** How image URLs are made. */
  images: ImageLinks;
}

/** The compared products by group number, each group in the order its products came. */
export type CompareGroups = Record<string, CompareItem[]>;

/** Spec 1 sections 2.11 and 7: an empty list is a 404. */
const EMPTY_LIST = 'No items in your compare';

function groupBy<T>(values: readonly T[], keyOf: (value: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const value of values) groups.set(keyOf(value), [...(groups.get(keyOf(value)) ?? []), value]);
  return groups;
}

/**
 * The buyer's compared products with everything the table shows: the seller as the buyer may see
 * it, delivery terms (the product's, else the seller's), SKUs with their variant options and prices, features, and shipping
 * at the request's location by the cart's rules. by_id must be the buyer's own; 404 when nothing is compared.
 */
export async function loadCompareList(db: Database, viewer: CompareViewer, byId: number): Promise<CompareGroups> {
  assertOwnList(viewer, byId);
  const [rows, place] = await Promise.all([compareListRows(db, viewer.buyer.id), resolveLocation(db, viewer.location)]);
  if (rows.length === 0) throw new ServiceError(404, EMPTY_LIST);
  const productIds = rows.map((row) => row.product.id);
  const [skuRows, featureRows, shipping] = await Promise.all([
    skusOfProducts(db, productIds, viewer.buyer.id),
    featuresOfProducts(db, productIds),
    shippingOfLines(
      db,
      rows.map((row) => ({ sellerId: row.product.sellerId, productId: row.product.id })),
      place,
    ),
  ]);
  const optionsOf = await variantOptionsOfSkus(
    db,
    skuRows.map((sku) => sku.id),
  );
  const skusOf = groupBy(skuRows, (sku) => sku.productId);
  const featuresOf = groupBy(featureRows, (feature) => feature.productId);
  const groups: CompareGroups = {};
  rows.forEach((row, index) => {
    const { product, record } = row;
    const skus = (skusOf.get(product.id) ?? []).map((sku) => ({
      recid: sku.id,
      sku: sku.code,
      label: variantLabel(optionsOf(sku.id)),
      price: toRinggit(sku.actPrice),
      marketplace_price: marketplacePriceBeside(sku.actPrice, sku.marketplacePrice),
      moq: sku.moq,
      total_stock: sku.stock,
    }));
    const chosen = skus.find((sku) => sku.recid === record.skuId) ?? skus[0] ?? null;
    const ownTerms = product.deliveryTermFrom !== null || product.deliveryTermTo !== null;
    const { shipping: line, restriction } = shipping[index];
    const charge = line.mode === 'free' ? 0 : toRinggit(line.charge);
    const item: CompareItem = {
      ...compareRecord(record),
      product: {
        product_name: product.name,
        thumb: productImageUrl(viewer.images, { id: product.id, public: product.listingType !== 'catalogue' }),
        product_description: product.description,
        sl_id: product.sellerId,
        seller: {
          companyName: sellerLabel(product.sellerId, row.companyName, viewer.buyer.viewSlInfo === 'Y' ? 'Y' : 'N'),
          rating: row.sellerRating,
          total_review: row.sellerReviews,
        },
        moq: product.moq,
        delivery_term_from: ownTerms ? product.deliveryTermFrom : row.defaultTermFrom,
        delivery_term_to: ownTerms ? product.deliveryTermTo : row.defaultTermTo,
        skus,
        features: (featuresOf.get(product.id) ?? []).map((feature) => ({ lable: feature.label, description: feature.description })),
        availability: product.availability === 'N' ? 'N' : 'Y',
        total_stock: product.totalStock,
        shipping: {
          charge: !place
            ? NO_LOCATION
            : (restriction ??
              shippingCharge(
                {
                  free_shipping: line.mode === 'free' ? 1 : 0,
                  min_charge: charge,
                  max_charge: charge,
                  applicable_charge: toRinggit(line.applicableCharge),
                },
                false,
              )),
          charge_number: restriction || !place ? 0 : charge,
          shipping_restricted: restriction !== null,
        },
      },
      sku: chosen && { ...chosen },
    };
    (groups[String(record.groupId)] ??= []).push(item);
  });
  return groups;
}
