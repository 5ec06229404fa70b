import { NOT_SHIPPED } from '../../src/lib/add-to-cart';
import type { LocationRestriction, ProductDetail, ShippingInfo } from '../../src/contract/types';
import type { Database } from '../db/client';
import { toRinggit } from '../../src/lib/money';
import { sellerDisplayName } from '../../src/lib/seller';
import { shippingAtLocation, type Restriction } from '../domain/shipping';
import type { RequestLocation } from '../env';
import { resolveLocation } from '../queries/places';
import { listedProductDetail, productExtras, productShippingRules } from '../queries/product-detail';
import { skusOfProduct } from '../queries/skus';
import { buyerBulkPrices } from './bulk-prices';
import { ServiceError } from './errors';
import { productImageUrls, type Viewer } from './listings';
import { isWished } from './wishlist';

/** Spec 1 section 8, location restriction on a product. */
const RESTRICTION_MESSAGES = {
  productLevel: 'This product is only available in {location}',
  unavailable: NOT_SHIPPED,
} as const;

export function restrictionOf(restriction: Restriction): LocationRestriction {
  if (!restriction.restricted) return { restricted: false, message: '', restrictionType: null, allowedLocation: '' };
  if (restriction.type === 'SHIPPING_UNAVAILABLE') {
    return { restricted: true, message: RESTRICTION_MESSAGES.unavailable, restrictionType: 'SHIPPING_UNAVAILABLE', allowedLocation: '' };
  }
  const allowedLocation = restriction.allowed.join(', ');
  return { restricted: true, message: RESTRICTION_MESSAGES.productLevel.replace('{location}', allowedLocation), restrictionType: 'PRODUCT_LEVEL', allowedLocation };
}

/** Names a place of a shipping rule as restriction messages list it: 'District, State' or 'State'. */
export function placeNamer(names: { states: ReadonlyMap<number, string>; districts: ReadonlyMap<number, string> }) {
  return (stateId: number, districtId: number | null): string =>
    districtId === null ? (names.states.get(stateId) ?? '') : `${names.districts.get(districtId) ?? ''}, ${names.states.get(stateId) ?? ''}`;
}

/** shipping_info and locationRestriction at the request's location; without a location, nothing is known yet. */
async function shippingFor(db: Database, product: { id: number; sellerId: number }, location: RequestLocation) {
  const place = await resolveLocation(db, location);
  if (!place) return { shipping: null, restriction: restrictionOf({ restricted: false }) };
  const named = await productShippingRules(db, product);
  const rules = named.map((row) => row.rule);
  const stateNames = new Map(named.flatMap((row) => (row.rule.stateId !== null && row.stateName !== null ? [[row.rule.stateId, row.stateName] as const] : [])));
  const districtNames = new Map(named.flatMap((row) => (row.rule.districtId !== null && row.districtName !== null ? [[row.rule.districtId, row.districtName] as const] : [])));
  const placeName = placeNamer({ states: stateNames, districts: districtNames });
  const { quote, restriction } = shippingAtLocation(rules, product.id, place.stateId, place.districtId, placeName);
  const shipping: ShippingInfo = {
    free_shipping: quote.free ? 1 : 0,
    min_charge: toRinggit(quote.minCharge),
    max_charge: toRinggit(quote.maxCharge),
    applicable_charge: toRinggit(quote.applicableCharge),
  };
  return { shipping, restriction: restrictionOf(restriction) };
}

/** A listed product's detail for a viewer at a location; 404 when there is no such listed product. */
export async function loadProductDetail(db: Database, id: number, viewer: Viewer, location: RequestLocation, origin: string): Promise<ProductDetail> {
  const row = await listedProductDetail(db, id, viewer.buyerId);
  if (!row) throw new ServiceError(404, 'Product not found');
  const { product } = row;
  const [{ axes, options, features, category }, productSkus, shipping, bulkPrices, wished] = await Promise.all([
    productExtras(db, id),
    skusOfProduct(db, id, viewer.buyerId),
    shippingFor(db, product, location),
    viewer.buyerId === null ? [] : buyerBulkPrices(db, viewer.buyerId, id),
    isWished(db, viewer.buyerId, id),
  ]);
  const primary = productSkus.find((sku) => sku.id === product.primarySkuId) ?? productSkus[0];
  const variantOptionsById: ProductDetail['variant_options'] = {};
  for (const option of options) (variantOptionsById[String(option.variantId)] ??= []).push({ recid: option.id, variant_options: option.label });
  const sellerName = sellerDisplayName(product.sellerId, row.companyName, viewer.showSellerNames);
  return {
    product_id: product.id,
    product_name: product.name,
    is_variant: product.isVariant === 'Y' ? 'Y' : 'N',
    variants: axes.map((axis) => ({ variant_id: axis.id, variants: axis.name })),
    variant_options: variantOptionsById,
    primary_sku_id: primary?.id ?? null,
    primary_sku_price: primary ? toRinggit(primary.price) : null,
    primary_sku_act_price: primary ? toRinggit(primary.actPrice) : null,
    primary_sku_total_stock: primary?.stock ?? 0,
    primary_sku_moq: primary?.moq ?? product.moq,
    CategoryId: product.categoryId,
    category_name: category?.name ?? '',
    top_category_id: category?.topId ?? product.categoryId,
    moq: product.moq,
    min_price: toRinggit(product.minPrice),
    max_price: toRinggit(product.maxPrice),
    act_min_price: toRinggit(row.actMinPrice),
    act_max_price: toRinggit(row.actMaxPrice),
    total_stock: product.totalStock,
    rating: product.rating,
    total_review: product.totalReview,
    images: productImageUrls(origin, product.id),
    sl_id: product.sellerId,
    sl_name: sellerName,
    seller_details: { sl_name: sellerName, companyName: sellerName, default_delivery_term_from: row.defaultTermFrom, default_delivery_term_to: row.defaultTermTo },
    delivery_term_from: product.deliveryTermFrom,
    delivery_term_to: product.deliveryTermTo,
    default_delivery_term_from: row.defaultTermFrom,
    default_delivery_term_to: row.defaultTermTo,
    shipping_info: shipping.shipping,
    locationRestriction: shipping.restriction,
    bulk_price: bulkPrices,
    features: features.map((feature) => ({ recid: feature.id, lable: feature.label, description: feature.description })),
    product_description: product.description,
    warranty_description: product.warrantyDescription,
    replacement_policy_description: product.replacementPolicyDescription,
    availability: product.availability === 'N' ? 'N' : 'Y',
    is_contracted: row.contracted ? 1 : 0,
    is_wishlist: wished ? 1 : 0,
    product_make: row.make ?? '',
    product_model: product.model,
    material_id: product.materialId,
  };
}
