import type { ListingSort, ProductListing, ProductListResponse, SearchHit } from '../../src/contract/types';
import type { Database } from '../db/client';
import { keysCover, locationKey } from '../../src/lib/location';
import { marketplacePriceBeside } from '../../src/lib/contract-price';
import { toRinggit } from '../../src/lib/money';
import { sellerDisplayName } from '../../src/lib/seller';
import type { RequestLocation } from '../env';
import { listingConditions, listingOrder, listingPage, productScope, type ListingFilters } from '../queries/listings';
import { brandsOf, priceRangeOf } from '../queries/product-facets';
import { type ProductRow } from '../queries/products';
import { productImageUrl, type ImageLinks } from './product-images';
import { productRows } from './product-rows';
import { resolveLocation } from '../queries/places';
import { loadCategoryTree } from './categories';
import { covidCategories, resolveCategory, type CategorySelector } from './category-scope';
import { textMatch } from '../queries/search-text';
import { buildTextQuery } from './search-text';

/** Who is looking: decides seller names, contracted flags, catalogue prices and exclusive products. */
export interface Viewer {
  buyerId: number | null;
  /** The buyer's view_sl_info is Y; guests and masked buyers see VNDR- codes. */
  showSellerNames: boolean;
}

function shippingAt(row: ProductRow, location: RequestLocation) {
  if (!location.state) return { free: keysCover(row.freeShippingLocations, 'all.all'), ships: true };
  const key = locationKey(location.state, location.district);
  return { free: keysCover(row.freeShippingLocations, key), ships: !keysCover(row.unshippedLocations, key) };
}

/** The marketplace's prices beside a catalogue member's contract prices (RM), null where the prices are the marketplace's own. */
function marketplacePricesOf(row: ProductRow, inStock: boolean) {
  const { marketplace } = row;
  return {
    marketplace_min_price: marketplace ? toRinggit(marketplace.min) : null,
    marketplace_max_price: marketplace ? toRinggit(marketplace.max) : null,
    primary_sku_marketplace_price:
      marketplace && inStock && marketplace.primary !== null && row.primarySkuPrice !== null
        ? marketplacePriceBeside(row.primarySkuPrice, marketplace.primary)
        : null,
  };
}

/** A listed row's image: public unless the product is a catalogue's exclusive one. */
const imageOf = (row: ProductRow) => ({ id: row.id, public: row.listingType !== 'catalogue' });

export function toListing(row: ProductRow, viewer: Viewer, location: RequestLocation, images: ImageLinks): ProductListing {
  const image = productImageUrl(images, imageOf(row));
  const name = sellerDisplayName(row.sellerId, row.companyName, viewer.showSellerNames);
  const shipping = shippingAt(row, location);
  const inStock = row.totalStock > 0;
  return {
    product_id: row.id,
    product_name: row.name,
    imageUrl: image,
    product_img: image,
    act_min_price: toRinggit(row.actMinPrice),
    act_max_price: toRinggit(row.actMaxPrice),
    min_price: toRinggit(row.minPrice),
    max_price: toRinggit(row.maxPrice),
    total_stock: row.totalStock,
    inventory: row.totalStock,
    availability: row.availability === 'N' ? 'N' : 'Y',
    rating: row.rating,
    total_review: row.totalReview,
    free_shipping: shipping.free ? 1 : 0,
    ships_to_location: shipping.ships,
    is_contracted: row.isContracted ? 1 : 0,
    moq: row.moq,
    material_id: row.materialId,
    is_alternative: row.isAlternative ? 1 : 0,
    listing_type: row.listingType === 'catalogue' ? 'catalogue' : 'marketplace',
    sl_id: row.sellerId,
    seller_name: name,
    sellerName: name,
    sellerLocation: row.sellerState,
    is_wishlist: row.isWishlist ? 1 : 0,
    primary_sku_id: inStock ? row.primarySkuId : null,
    primary_sku_price: inStock && row.primarySkuPrice !== null ? toRinggit(row.primarySkuPrice) : null,
    ...marketplacePricesOf(row, inStock),
    is_variant: row.isVariant === 'Y' ? 'Y' : 'N',
    brand: row.make ?? '',
    category_id: row.categoryId,
  };
}

export function toHit(row: ProductRow, viewer: Viewer, location: RequestLocation, images: ImageLinks): SearchHit {
  const shipping = shippingAt(row, location);
  const inStock = row.totalStock > 0;
  return {
    recid: row.id,
    title: row.name,
    thumbnail: productImageUrl(images, imageOf(row)),
    make: row.make ?? '',
    created_at: row.createdAt.toISOString(),
    material_id: row.materialId,
    is_alternative: row.isAlternative ? 1 : 0,
    sl_id: row.sellerId,
    min_price_in_cents: row.actMinPrice,
    max_price_in_cents: row.actMaxPrice,
    min_price: toRinggit(row.actMinPrice),
    max_price: toRinggit(row.actMaxPrice),
    total_stock: row.totalStock,
    moq: row.moq,
    seller: {
      id: row.sellerId,
      name: sellerDisplayName(row.sellerId, row.companyName, viewer.showSellerNames),
      state: row.sellerState,
      rating: row.sellerRating,
      is_contracted: row.isContracted ? 1 : 0,
      is_active: row.sellerActive === 'Y' ? 1 : 0,
      is_hidden: row.sellerHidden ? 1 : 0,
    },
    free_shipping_locations: row.freeShippingLocations,
    conditional_free_shipping_locations: row.conditionalFreeShippingLocations,
    primary_sku_id: inStock ? row.primarySkuId : null,
    primary_sku_price: inStock && row.primarySkuPrice !== null ? toRinggit(row.primarySkuPrice) : null,
    ...marketplacePricesOf(row, inStock),
    is_variant: row.isVariant === 'Y' ? 'Y' : 'N',
    is_wishlist: row.isWishlist ? 1 : 0,
    rating: row.rating,
    total_review: row.totalReview,
    availability: row.availability === 'N' ? 'N' : 'Y',
    free_shipping: shipping.free ? 1 : 0,
    ships_to_location: shipping.ships,
  };
}

/** What the listing routes ask for, parsed; prices in sen. */
export interface ListingRequest {
  category: CategorySelector;
  covidCategoryId?: string;
  search?: string;
  filters: Omit<ListingFilters, 'categoryIds' | 'text' | 'shippingCost' | 'location'>;
  /** The shipping charge range at the request's location, when asked for. */
  shippingCost?: { min?: number; max?: number };
  sort: ListingSort;
  page: number;
  limit: number;
}

/** Where the listing is seen from: who, at which delivery location, and how image URLs are made. */
interface ListingView {
  viewer: Viewer;
  location: RequestLocation;
  images: ImageLinks;
}

/** One page of a listing (category, subcategory, vendor, COVID tab or search) with its exact total. */
export async function listProducts(db: Database, request: ListingRequest, view: ListingView): Promise<ProductListResponse> {
  const { viewer, location } = view;
  const tree = await loadCategoryTree(db);
  let categoryIds = resolveCategory(tree, request.category);
  if (request.covidCategoryId) {
    const covid = covidCategories(tree, request.covidCategoryId);
    categoryIds = categoryIds ? categoryIds.filter((id) => covid.includes(id)) : covid;
  }
  const text = request.search?.trim() ? textMatch(await buildTextQuery(db, request.search)) : null;
  const filters: ListingFilters = { ...request.filters, location, categoryIds, text: text?.where };
  if (request.shippingCost) {
    const place = await resolveLocation(db, location);
    if (place) filters.shippingCost = { ...place, min: request.shippingCost.min ?? 0, max: request.shippingCost.max };
  }
  const where = listingConditions(filters, viewer.buyerId);
  const { ids, total } = await listingPage(
    db,
    where,
    listingOrder(request.sort, text?.rank ?? null),
    request.limit,
    (request.page - 1) * request.limit,
  );
  const rows = await productRows(db, ids, viewer.buyerId);
  return {
    success: true,
    products: rows.map((row) => toListing(row, viewer, location, view.images)),
    pagination: { page: request.page, limit: request.limit, total, totalPages: Math.ceil(total / request.limit) },
  };
}

/** A category, subcategory or vendor whose listed products are summed up. */
interface ListingScope extends CategorySelector {
  vendorId?: string;
}

async function scopeCondition(db: Database, scope: ListingScope, buyerId: number | null) {
  const categoryIds = resolveCategory(await loadCategoryTree(db), scope);
  return productScope(categoryIds, scope.vendorId ? Number(scope.vendorId) : undefined, buyerId);
}

/** The brands of the listed products in scope the buyer (null: a visitor) may see, by name. */
export async function brandsIn(db: Database, scope: ListingScope, buyerId: number | null): Promise<string[]> {
  return brandsOf(db, await scopeCondition(db, scope, buyerId));
}

/** The lowest and highest marketplace price (RM) of the listed products in scope the buyer may see; 0 and 0 when there are none. */
export async function priceRangeIn(db: Database, scope: ListingScope, buyerId: number | null): Promise<{ min: number; max: number }> {
  return inRinggit(await priceRangeOf(db, await scopeCondition(db, scope, buyerId)));
}

/** A price range in sen, in RM. */
export const inRinggit = (range: { min: number; max: number }) => ({ min: toRinggit(range.min), max: toRinggit(range.max) });
