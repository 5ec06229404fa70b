import type { ProductDetail, ProductListing, SearchHit, SkuPricing } from '../../src/contract/types';
import { NOT_SHIPPED } from '../../src/lib/add-to-cart';
import { marketplacePriceBeside } from '../../src/lib/contract-price';
import { toRinggit } from '../../src/lib/money';
import { sellerLabel } from '../../src/lib/seller';
import { allowedTypos, editDistance, searchWords } from '../../server/domain/listing';
import { WARRANTIES, REPLACEMENT_POLICIES } from '../../server/seed/data/vocabulary';
import { personaSeed, type Persona } from './personas';
import { categoryPath, productImage, sellerOf, shipsTo, type ProductSeed, type SkuSeed } from './world';

/** Who asks, and where: what every answer about products depends on. */
export interface Viewer {
  persona: Persona | null;
  state: string | null;
  district: string | null;
  /** The products in the viewer's wishlist. */
  wishlist: ReadonlySet<number>;
}

/** The catalogues' contract prices, as the seed sets them against the marketplace's. */
const CONTRACT_RATE: Readonly<Record<number, number>> = { 1: 0.92, 2: 0.9, 3: 0.88 };

const topCategory = (product: ProductSeed) => categoryPath(product.categoryId).at(-1);

/** The viewer's catalogue, when it holds the product. */
function catalogueFor(viewer: Viewer, product: ProductSeed): { id: number } | null {
  const catalogue = viewer.persona ? personaSeed(viewer.persona).catalogue : null;
  return catalogue && catalogue.areas.includes(topCategory(product)?.name ?? '') ? catalogue : null;
}

/** Whether the product is in the viewer's catalogue: what the catalogue screens list. */
export const inViewersCatalogue = (viewer: Viewer, product: ProductSeed): boolean => catalogueFor(viewer, product) !== null;

/** What the viewer pays for the SKU, and the marketplace's price of it (sen). */
export function skuPrice(viewer: Viewer, product: ProductSeed, sku: SkuSeed): { paid: number; marketplace: number } {
  const catalogue = catalogueFor(viewer, product);
  return { paid: catalogue ? Math.round(sku.priceSen * (CONTRACT_RATE[catalogue.id] ?? 1)) : sku.priceSen, marketplace: sku.priceSen };
}

export const sellerNameFor = (viewer: Viewer, sellerId: number): string =>
  sellerLabel(sellerId, sellerOf(sellerId).name, viewer.persona ? personaSeed(viewer.persona).viewSellerInfo : 'Y');

/** The SKU quick add and the cart take: the first in stock. */
export const primarySku = (product: ProductSeed): SkuSeed | undefined => product.skus.find((sku) => sku.stock > 0);

const LIST_MARKUP = 1.1;

function priceFigures(viewer: Viewer, product: ProductSeed) {
  const prices = product.skus.map((sku) => skuPrice(viewer, product, sku));
  const paid = prices.map((price) => price.paid);
  const marketplace = prices.map((price) => price.marketplace);
  const primary = primarySku(product);
  const primaryPrice = primary ? skuPrice(viewer, product, primary) : null;
  const beside = (paidSen: number, marketplaceSen: number) => marketplacePriceBeside(paidSen, marketplaceSen);
  return {
    act_min_price: toRinggit(Math.min(...paid)),
    act_max_price: toRinggit(Math.max(...paid)),
    min_price: toRinggit(Math.round(Math.min(...marketplace) * LIST_MARKUP)),
    max_price: toRinggit(Math.round(Math.max(...marketplace) * LIST_MARKUP)),
    marketplace_min_price: beside(Math.min(...paid), Math.min(...marketplace)),
    marketplace_max_price: beside(Math.max(...paid), Math.max(...marketplace)),
    primary_sku_id: primary?.id ?? null,
    primary_sku_price: primaryPrice ? toRinggit(primaryPrice.paid) : null,
    primary_sku_marketplace_price: primaryPrice ? beside(primaryPrice.paid, primaryPrice.marketplace) : null,
  };
}

const totalStock = (product: ProductSeed) => product.skus.reduce((sum, sku) => sum + sku.stock, 0);
const freeShipping = (viewer: Viewer, product: ProductSeed): 0 | 1 =>
  product.shipping.mode === 'free' && shipsTo(product, viewer.state) ? 1 : 0;

export function listingOf(
  viewer: Viewer,
  product: ProductSeed,
  listingType: ProductListing['listing_type'] = 'marketplace',
): ProductListing {
  const seller = sellerOf(product.sellerId);
  const name = sellerNameFor(viewer, product.sellerId);
  const image = productImage(product);
  return {
    product_id: product.id,
    product_name: product.name,
    imageUrl: image,
    product_img: image,
    ...priceFigures(viewer, product),
    total_stock: totalStock(product),
    inventory: totalStock(product),
    availability: product.availability,
    rating: product.rating,
    total_review: product.reviews,
    free_shipping: freeShipping(viewer, product),
    ships_to_location: shipsTo(product, viewer.state),
    is_contracted: product.contracted,
    moq: product.moq,
    material_id: product.materialId,
    is_alternative: 0,
    listing_type: listingType,
    sl_id: product.sellerId,
    seller_name: name,
    sellerName: name,
    sellerLocation: seller.state,
    is_wishlist: viewer.wishlist.has(product.id) ? 1 : 0,
    is_variant: product.axes.length > 0 ? 'Y' : 'N',
    brand: product.brand,
    category_id: product.categoryId,
  };
}

export function hitOf(viewer: Viewer, product: ProductSeed): SearchHit {
  const listing = listingOf(viewer, product);
  const seller = sellerOf(product.sellerId);
  const everywhere = product.shipping.mode === 'free' && product.shipsTo === null;
  return {
    recid: product.id,
    title: product.name,
    thumbnail: listing.imageUrl,
    make: product.brand,
    created_at: product.createdAt,
    material_id: product.materialId,
    is_alternative: 0,
    sl_id: product.sellerId,
    min_price_in_cents: Math.round(listing.act_min_price * 100),
    max_price_in_cents: Math.round(listing.act_max_price * 100),
    min_price: listing.act_min_price,
    max_price: listing.act_max_price,
    total_stock: listing.total_stock,
    moq: product.moq,
    seller: {
      id: seller.id,
      name: listing.seller_name,
      state: seller.state,
      rating: seller.rating,
      is_contracted: product.contracted,
      is_active: 1,
      is_hidden: 0,
    },
    free_shipping_locations: everywhere ? ['all'] : [],
    conditional_free_shipping_locations: [],
    primary_sku_id: listing.primary_sku_id,
    primary_sku_price: listing.primary_sku_price,
    marketplace_min_price: listing.marketplace_min_price,
    marketplace_max_price: listing.marketplace_max_price,
    primary_sku_marketplace_price: listing.primary_sku_marketplace_price,
    is_variant: listing.is_variant,
    is_wishlist: listing.is_wishlist,
    rating: product.rating,
    total_review: product.reviews,
    availability: product.availability,
    free_shipping: listing.free_shipping,
    ships_to_location: listing.ships_to_location,
  };
}

export function skuPricingOf(viewer: Viewer, product: ProductSeed, sku: SkuSeed): SkuPricing {
  const price = skuPrice(viewer, product, sku);
  return {
    sku_id: sku.id,
    product_id: product.id,
    inventory: sku.stock,
    price: toRinggit(Math.round(price.paid * LIST_MARKUP)),
    act_price: toRinggit(price.paid),
    marketplace_price: marketplacePriceBeside(price.paid, price.marketplace),
    moq: sku.moq,
    total_stock: sku.stock,
    option_ids: [...sku.options],
  };
}

export function detailOf(viewer: Viewer, product: ProductSeed, bulkPrice: ProductDetail['bulk_price'] = []): ProductDetail {
  const listing = listingOf(viewer, product);
  const seller = sellerOf(product.sellerId);
  const category = categoryPath(product.categoryId);
  const primary = primarySku(product) ?? product.skus[0];
  const primaryPrice = skuPrice(viewer, product, primary);
  const ships = shipsTo(product, viewer.state);
  const allowed = product.shipsTo?.join(', ') ?? '';
  return {
    product_id: product.id,
    product_name: product.name,
    is_variant: listing.is_variant,
    variants: product.axes.map((axis) => ({ variant_id: axis.variantId, variants: axis.name })),
    variant_options: Object.fromEntries(
      product.axes.map((axis) => [
        String(axis.variantId),
        axis.options.map((option) => ({ recid: option.recid, variant_options: option.name })),
      ]),
    ),
    primary_sku_id: listing.primary_sku_id,
    primary_sku_price: toRinggit(Math.round(primaryPrice.paid * LIST_MARKUP)),
    primary_sku_act_price: listing.primary_sku_price,
    primary_sku_total_stock: primary.stock,
    primary_sku_moq: primary.moq,
    CategoryId: product.categoryId,
    category_name: category[0]?.name ?? '',
    top_category_id: category.at(-1)?.id ?? product.categoryId,
    moq: product.moq,
    min_price: listing.min_price,
    max_price: listing.max_price,
    act_min_price: listing.act_min_price,
    act_max_price: listing.act_max_price,
    marketplace_min_price: listing.marketplace_min_price,
    marketplace_max_price: listing.marketplace_max_price,
    primary_sku_marketplace_price: listing.primary_sku_marketplace_price,
    total_stock: listing.total_stock,
    rating: product.rating,
    total_review: product.reviews,
    images: [0, 1, 2].map((view) => productImage(product, view)),
    sl_id: product.sellerId,
    sl_name: listing.seller_name,
    seller_details: {
      sl_name: listing.seller_name,
      companyName: listing.seller_name,
      default_delivery_term_from: seller.termFrom,
      default_delivery_term_to: seller.termTo,
    },
    delivery_term_from: seller.termFrom,
    delivery_term_to: seller.termTo,
    default_delivery_term_from: seller.termFrom,
    default_delivery_term_to: seller.termTo,
    shipping_info:
      viewer.state === null
        ? null
        : {
            free_shipping: listing.free_shipping,
            min_charge: ships ? toRinggit(product.shipping.charge) : 0,
            max_charge: ships ? toRinggit(product.shipping.charge) : 0,
            applicable_charge: toRinggit(product.shipping.applicableCharge),
          },
    locationRestriction: ships
      ? { restricted: false, message: '', restrictionType: null, allowedLocation: '' }
      : product.shipsTo
        ? {
            restricted: true,
            message: `This product is only available in ${allowed}`,
            restrictionType: 'PRODUCT_LEVEL',
            allowedLocation: allowed,
          }
        : { restricted: true, message: NOT_SHIPPED, restrictionType: 'SHIPPING_UNAVAILABLE', allowedLocation: '' },
    bulk_price: bulkPrice,
    features: product.features.map(([label, description], index) => ({ recid: product.id * 10 + index, lable: label, description })),
    product_description: product.description,
    warranty_description: WARRANTIES[product.id % WARRANTIES.length],
    replacement_policy_description: REPLACEMENT_POLICIES[product.id % REPLACEMENT_POLICIES.length],
    availability: product.availability,
    is_contracted: product.contracted,
    is_wishlist: listing.is_wishlist,
    product_make: product.brand,
    product_model: product.model,
    material_id: product.materialId,
  };
}

/** Whether every word of the query matches a word of the text: itself, as a prefix, or within the search's typo tolerance. */
export function matchesQuery(text: string, query: string): boolean {
  const words = searchWords(text);
  return searchWords(query).every((asked) =>
    words.some((word) => word.startsWith(asked) || editDistance(word, asked) <= allowedTypos(asked)),
  );
}

export const productText = (product: ProductSeed): string => `${product.name} ${product.brand} ${product.model}`;
