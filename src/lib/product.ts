/** Card names are cut to this many characters (spec 1 section 9). */
const CARD_NAME_LENGTH = 60;

/** A product name for a card: at most 60 characters, then an ellipsis. */
export function cardName(name: string): string {
  return name.length > CARD_NAME_LENGTH ? `${name.slice(0, CARD_NAME_LENGTH)}...` : name;
}

/** free_shipping arrives as 1, '1' or 'Y' (spec 1 section 3). */
function isFreeShipping(value: unknown): boolean {
  return value === 1 || value === '1' || value === 'Y';
}

/** What a product card and quick add need, from a listing product or a search hit. */
export interface CardProduct {
  id: number;
  name: string;
  image: string;
  /** RM. */
  minPrice: number;
  maxPrice: number;
  rating: number;
  reviews: number;
  freeShipping: boolean;
  contracted: boolean;
  sellerId: number;
  /** As the server sent it (masked unless the buyer may see names). */
  sellerName: string;
  sellerState: string;
  skuId: number | null;
  skuPrice: number | null;
  isVariant: boolean;
  moq: number;
  stock: number;
  available: boolean;
  shipsToLocation: boolean;
  /** In the signed-in buyer's wishlist. */
  wishlisted: boolean;
}

/** What a card reads of a listing product (GET /products/unified). */
interface ListingCardSource {
  product_id: number;
  product_name: string;
  imageUrl: string;
  product_img: string;
  act_min_price: number;
  act_max_price: number;
  rating: number;
  total_review: number;
  free_shipping: unknown;
  is_contracted: number;
  sl_id: number;
  seller_name: string;
  sellerName: string;
  sellerLocation: string;
  primary_sku_id: number | null;
  primary_sku_price: number | null;
  is_variant: string;
  moq: number;
  total_stock: number;
  availability: string;
  ships_to_location: boolean;
  is_wishlist: number;
}

/** What a card reads of a search hit (GET /search). */
interface HitCardSource {
  recid: number;
  title: string;
  thumbnail: string;
  min_price_in_cents: number;
  max_price_in_cents: number;
  rating: number;
  total_review: number;
  free_shipping: unknown;
  seller: { id: number; name: string; state: string; is_contracted: number };
  primary_sku_id: number | null;
  primary_sku_price: number | null;
  is_variant: string;
  moq: number;
  total_stock: number;
  availability: string;
  ships_to_location: boolean;
  is_wishlist: number;
}

export function cardFromListing(product: ListingCardSource): CardProduct {
  return {
    id: product.product_id,
    name: product.product_name,
    image: product.imageUrl || product.product_img,
    minPrice: product.act_min_price,
    maxPrice: product.act_max_price,
    rating: product.rating,
    reviews: product.total_review,
    freeShipping: isFreeShipping(product.free_shipping),
    contracted: product.is_contracted === 1,
    sellerId: product.sl_id,
    sellerName: product.seller_name || product.sellerName,
    sellerState: product.sellerLocation,
    skuId: product.primary_sku_id,
    skuPrice: product.primary_sku_price,
    isVariant: product.is_variant === 'Y',
    moq: product.moq,
    stock: product.total_stock,
    available: product.availability !== 'N' && product.total_stock > 0,
    shipsToLocation: product.ships_to_location !== false,
    wishlisted: product.is_wishlist === 1,
  };
}

export function cardFromHit(hit: HitCardSource): CardProduct {
  return {
    id: hit.recid,
    name: hit.title,
    image: hit.thumbnail,
    minPrice: hit.min_price_in_cents / 100,
    maxPrice: hit.max_price_in_cents / 100,
    rating: hit.rating,
    reviews: hit.total_review,
    freeShipping: isFreeShipping(hit.free_shipping),
    contracted: hit.seller.is_contracted === 1,
    sellerId: hit.seller.id,
    sellerName: hit.seller.name,
    sellerState: hit.seller.state,
    skuId: hit.primary_sku_id,
    skuPrice: hit.primary_sku_price,
    isVariant: hit.is_variant === 'Y',
    moq: hit.moq,
    stock: hit.total_stock,
    available: hit.availability !== 'N' && hit.total_stock > 0,
    shipsToLocation: hit.ships_to_location !== false,
    wishlisted: hit.is_wishlist === 1,
  };
}
