import type { ProductListing, SearchHit } from '../../api/types';
import { toRinggit } from '../../lib/money';
import { isFreeShipping, isOutOfStock } from '../../lib/product';

/** What a product card and quick add need, from a listing product or a search hit. */
export interface CardProduct {
  id: number;
  name: string;
  image: string;
  /** RM. */
  minPrice: number;
  maxPrice: number;
  /** RM: the marketplace's prices when minPrice and maxPrice are the buyer's contract prices, else null. */
  marketplaceMin: number | null;
  marketplaceMax: number | null;
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
  /** RM: the marketplace's price of skuId when skuPrice is a contract price, else null. */
  skuMarketplacePrice: number | null;
  isVariant: boolean;
  moq: number;
  stock: number;
  /** In stock and not marked unavailable (isOutOfStock). */
  available: boolean;
  shipsToLocation: boolean;
  /** In the signed-in buyer's wishlist. */
  wishlisted: boolean;
}

export function cardFromListing(product: ProductListing): CardProduct {
  return {
    id: product.product_id,
    name: product.product_name,
    image: product.imageUrl || product.product_img,
    minPrice: product.act_min_price,
    maxPrice: product.act_max_price,
    marketplaceMin: product.marketplace_min_price ?? null,
    marketplaceMax: product.marketplace_max_price ?? null,
    rating: product.rating,
    reviews: product.total_review,
    freeShipping: isFreeShipping(product.free_shipping),
    contracted: product.is_contracted === 1,
    sellerId: product.sl_id,
    sellerName: product.seller_name || product.sellerName,
    sellerState: product.sellerLocation,
    skuId: product.primary_sku_id,
    skuPrice: product.primary_sku_price,
    skuMarketplacePrice: product.primary_sku_marketplace_price ?? null,
    isVariant: product.is_variant === 'Y',
    moq: product.moq,
    stock: product.total_stock,
    available: !isOutOfStock({ availability: product.availability, stock: product.total_stock }),
    shipsToLocation: product.ships_to_location !== false,
    wishlisted: product.is_wishlist === 1,
  };
}

export function cardFromHit(hit: SearchHit): CardProduct {
  return {
    id: hit.recid,
    name: hit.title,
    image: hit.thumbnail,
    minPrice: toRinggit(hit.min_price_in_cents),
    maxPrice: toRinggit(hit.max_price_in_cents),
    marketplaceMin: hit.marketplace_min_price ?? null,
    marketplaceMax: hit.marketplace_max_price ?? null,
    rating: hit.rating,
    reviews: hit.total_review,
    freeShipping: isFreeShipping(hit.free_shipping),
    contracted: hit.seller.is_contracted === 1,
    sellerId: hit.seller.id,
    sellerName: hit.seller.name,
    sellerState: hit.seller.state,
    skuId: hit.primary_sku_id,
    skuPrice: hit.primary_sku_price,
    skuMarketplacePrice: hit.primary_sku_marketplace_price ?? null,
    isVariant: hit.is_variant === 'Y',
    moq: hit.moq,
    stock: hit.total_stock,
    available: !isOutOfStock({ availability: hit.availability, stock: hit.total_stock }),
    shipsToLocation: hit.ships_to_location !== false,
    wishlisted: hit.is_wishlist === 1,
  };
}
