import type { CartItem } from '../../src/contract/types';

/** A cart line as GET /cart answers it: RM 10.00 x 2 of an ordinary SKU unless `overrides` say otherwise. */
export function cartLine(skuId: number, sellerId: number, overrides: Partial<CartItem> = {}): CartItem {
  const price = overrides.price ?? 10;
  const quantity = overrides.quantity ?? 2;
  return {
    sku_id: skuId,
    sku: `SKU-${skuId}`,
    product_id: 500 + skuId,
    product_name: `Product ${skuId}`,
    product_img: null,
    sl_id: sellerId,
    seller_name: `Seller ${sellerId}`,
    category_id: 7,
    variant_options: [],
    price,
    act_price: price,
    marketplace_price: null,
    quantity,
    total_price: price * quantity,
    moq: 0,
    total_stock: 50,
    limit_add_to_cart: 0,
    is_bulk_price: false,
    bulk_price: null,
    bulk_quantity: null,
    bulk_savings: 0,
    has_bulk_price_requirement: false,
    minimum_bulk_quantity: null,
    is_cheapest: true,
    cheaper_alternative: null,
    price_limit: null,
    justification: null,
    is_excluded: false,
    problem: null,
    references: [],
    ...overrides,
  };
}
