import { NOT_SHIPPED, ONLY_AVAILABLE_IN } from '../../src/lib/add-to-cart';
import type { LocationRestriction, ProductDetail, ShippingInfo } from '../../src/contract/types';
import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import { marketplacePriceBeside } from '../../src/lib/contract-price';
import { toRinggit } from '../../src/lib/money';
import { sellerDisplayName } from '../../src/lib/seller';
import { shippingAtLocation, type Restriction } from '../domain/shipping';
import type { RequestLocation } from '../env';
import { resolveLocation } from '../queries/places';
import {
  buyerOverlay,
  productExtras,
  productShippingRules,
  sharedProductRow,
  type BuyerOverlay,
  type ProductExtras,
} from '../queries/product-detail';
import { skusOfProduct, type SkuRow } from '../queries/skus';
import { toBulkPrice } from './bulk-prices';
import { ServiceError } from './errors';
import type { Viewer } from './listings';
import { productImageUrls, type ImageLinks } from './product-images';

/** Spec 1 section 8, location restriction on a product. */
const RESTRICTION_MESSAGES = {
  productLevel: ONLY_AVAILABLE_IN,
  unavailable: NOT_SHIPPED,
} as const;

export function restrictionOf(restriction: Restriction): LocationRestriction {
  if (!restriction.restricted) return { restricted: false, message: '', restrictionType: null, allowedLocation: '' };
  if (restriction.type === 'SHIPPING_UNAVAILABLE') {
    return { restricted: true, message: RESTRICTION_MESSAGES.unavailable, restrictionType: 'SHIPPING_UNAVAILABLE', allowedLocation: '' };
  }
  const allowedLocation = restriction.allowed.join(', ');
  return {
    restricted: true,
    message: RESTRICTION_MESSAGES.productLevel.replace('{location}', allowedLocation),
    restrictionType: 'PRODUCT_LEVEL',
    allowedLocation,
  };
}

/** Names a place of a shipping rule as restriction messages list it: 'District, State' or 'State'. */
export function placeNamer(names: { states: ReadonlyMap<number, string>; districts: ReadonlyMap<number, string> }) {
  return (stateId: number, districtId: number | null): string =>
    districtId === null
      ? (names.states.get(stateId) ?? '')
      : `${names.districts.get(districtId) ?? ''}, ${names.states.get(stateId) ?? ''}`;
}

type NamedRules = Awaited<ReturnType<typeof productShippingRules>>;

/** shipping_info and locationRestriction at the request's location; without a location, nothing is known yet. */
async function shippingFor(db: Database, product: { id: number }, named: NamedRules, location: RequestLocation) {
  const place = await resolveLocation(db, location);
  if (!place) return { shipping: null, restriction: restrictionOf({ restricted: false }) };
  const rules = named.map((row) => row.rule);
  const stateNames = new Map(
    named.flatMap((row) => (row.rule.stateId !== null && row.stateName !== null ? [[row.rule.stateId, row.stateName] as const] : [])),
  );
  const districtNames = new Map(
    named.flatMap((row) =>
      row.rule.districtId !== null && row.districtName !== null ? [[row.rule.districtId, row.districtName] as const] : [],
    ),
  );
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

/** What every viewer's detail of a product is made from: its row, extras, SKUs at their own prices and shipping rules. */
interface SharedDetail {
  row: NonNullable<Awaited<ReturnType<typeof sharedProductRow>>>;
  extras: ProductExtras;
  skus: SkuRow[];
  rules: NamedRules;
}

/** The tables a SharedDetail is read from. */
const SHARED_TABLES = [
  'products',
  'skus',
  'sellers',
  'states',
  'districts',
  'brands',
  'categories',
  'variants',
  'variant_options',
  'product_features',
  'shipping_rules',
];

/**
 * Shared details, until one of their tables changes (by any server process): the same for every
 * visitor and buyer, so a product page's work is done once; only the buyer's overlay is read per
 * request.
 */
const sharedDetails = untilChangedPerDatabase<SharedDetail>(SHARED_TABLES, 2000);

async function sharedDetail(db: Database, id: number): Promise<SharedDetail | undefined> {
  const key = String(id);
  const [shared] = await sharedDetails(db).getAll([key], async () => {
    const row = await sharedProductRow(db, id);
    if (!row) return new Map();
    const [extras, skus, rules] = await Promise.all([
      productExtras(db, id),
      skusOfProduct(db, id, null),
      productShippingRules(db, row.product),
    ]);
    return new Map([[key, { row, extras, skus, rules }]]);
  });
  return shared;
}

/** The tables a buyer's overlay is read from. */
const OVERLAY_TABLES = [
  'catalogue_members',
  'catalogue_products',
  'catalogue_sku_prices',
  'skus',
  'product_contract_buyers',
  'wishlist_items',
  'bulk_price_requests',
];

/**
 * Buyers' overlays by buyer company and product, until one of their tables changes (by any server
 * process): a buyer's second look at a product reads nothing. Only that buyer is ever given it.
 */
const buyerOverlays = untilChangedPerDatabase<BuyerOverlay>(OVERLAY_TABLES, 10_000);

/** The lowest and highest of prices, or the fallbacks when there are none. */
function priceRange(prices: number[], fallback: { min: number; max: number }) {
  return prices.length === 0 ? fallback : { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The marketplace's range (RM) beside a catalogue member's when the two differ, else nulls. */
function marketplaceRange(paid: { min: number; max: number }, marketplace: { min: number; max: number }) {
  const differs = paid.min !== marketplace.min || paid.max !== marketplace.max;
  return {
    marketplace_min_price: differs ? toRinggit(marketplace.min) : null,
    marketplace_max_price: differs ? toRinggit(marketplace.max) : null,
  };
}

/** A listed product's detail for a viewer at a location; 404 when there is no such listed product. */
export async function loadProductDetail(
  db: Database,
  id: number,
  viewer: Viewer,
  location: RequestLocation,
  images: ImageLinks,
): Promise<ProductDetail> {
  const buyerId = viewer.buyerId;
  const [shared, overlay] = await Promise.all([
    sharedDetail(db, id),
    buyerId === null ? null : buyerOverlays(db).get(`${buyerId}\n${id}`, () => buyerOverlay(db, id, buyerId)),
  ]);
  // Listed, and for a catalogue product only to the members of a catalogue holding it (listedFor).
  const listed =
    shared !== undefined && shared.row.visible && (shared.row.product.listingType !== 'catalogue' || overlay?.inCatalogue === true);
  if (!listed) throw new ServiceError(404, 'Product not found');
  const { row, extras } = shared;
  const { product } = row;
  const { axes, options, features, category } = extras;
  // The buyer pays its catalogue's price where it has one (pricedSkuColumns), and its range spans every SKU (productPricesFor).
  const cataloguePrice = new Map(overlay?.cataloguePrices.map((entry) => [entry.skuId, entry.price]));
  const productSkus = overlay ? shared.skus.map((sku) => ({ ...sku, actPrice: cataloguePrice.get(sku.id) ?? sku.actPrice })) : shared.skus;
  const actRange = overlay
    ? priceRange(
        productSkus.map((sku) => sku.actPrice),
        { min: product.actMinPrice, max: product.actMaxPrice },
      )
    : { min: product.actMinPrice, max: product.actMaxPrice };
  const shipping = await shippingFor(db, product, shared.rules, location);
  const bulkPrices = overlay
    ? overlay.bulkRequests.map((request) => toBulkPrice({ ...request, updatedAt: new Date(request.updatedAt) }))
    : [];
  const wished = overlay?.wished ?? false;
  const contracted = product.isContracted && overlay?.contractBuyer === true;
  const primary = productSkus.find((sku) => sku.id === product.primarySkuId) ?? productSkus[0];
  const variantOptionsById: ProductDetail['variant_options'] = {};
  for (const option of options)
    (variantOptionsById[String(option.variantId)] ??= []).push({ recid: option.id, variant_options: option.label });
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
    primary_sku_marketplace_price: primary ? marketplacePriceBeside(primary.actPrice, primary.marketplacePrice) : null,
    primary_sku_total_stock: primary?.stock ?? 0,
    primary_sku_moq: primary?.moq ?? product.moq,
    CategoryId: product.categoryId,
    category_name: category?.name ?? '',
    top_category_id: category?.topId ?? product.categoryId,
    moq: product.moq,
    min_price: toRinggit(product.minPrice),
    max_price: toRinggit(product.maxPrice),
    act_min_price: toRinggit(actRange.min),
    act_max_price: toRinggit(actRange.max),
    ...marketplaceRange(actRange, { min: product.actMinPrice, max: product.actMaxPrice }),
    total_stock: product.totalStock,
    rating: product.rating,
    total_review: product.totalReview,
    images: productImageUrls(images, { id: product.id, public: product.listingType !== 'catalogue' }),
    sl_id: product.sellerId,
    sl_name: sellerName,
    seller_details: {
      sl_name: sellerName,
      companyName: sellerName,
      default_delivery_term_from: row.defaultTermFrom,
      default_delivery_term_to: row.defaultTermTo,
    },
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
    is_contracted: contracted ? 1 : 0,
    is_wishlist: wished ? 1 : 0,
    product_make: row.make ?? '',
    product_model: product.model,
    material_id: product.materialId,
  };
}
