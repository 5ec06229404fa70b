import type { Cart, CartItem, ProductReference } from '../../src/contract/types';
import { NOT_SHIPPED } from '../../src/lib/add-to-cart';
import { cartFigures, type CartLineInput, type VendorMinimumInput } from '../../server/domain/cart-figures';
import { sellerNameFor, skuPrice, type Viewer } from './products';
import { CATEGORY_ROWS, isWithin, productImage, shipsTo, skuOf, skuOptions } from './world';

/*
 * The cart's figures come from the server's own rules (server/domain/cart-figures.ts) over the
 * workshop's lines, so the element shows what the reference server would answer for them.
 */

export interface CartLineState {
  skuId: number;
  quantity: number;
  references: ProductReference[];
}

/** A bulk price the seller approved: the price (sen) from a quantity. */
export interface ApprovedBulkPrice {
  skuId: number;
  priceSen: number;
  fromQuantity: number;
}

const SST_BASIS_POINTS = 800;

const IT = CATEGORY_ROWS.find((row) => row.name === 'IT & Electronics');

/** Sinar Technologies asks for RM 5,000 of IT & Electronics an order. */
const MINIMUMS: VendorMinimumInput[] = IT
  ? [
      {
        sellerId: 2,
        categoryId: IT.id,
        categoryName: IT.name,
        minimumAmount: 500_000,
        categoryIds: new Set(CATEGORY_ROWS.filter((row) => isWithin(row.id, IT.id)).map((row) => row.id)),
      },
    ]
  : [];

function lineInput(viewer: Viewer, line: CartLineState, bulk: readonly ApprovedBulkPrice[]): CartLineInput | null {
  const found = skuOf(line.skuId);
  if (!found) return null;
  const { product, sku } = found;
  const price = skuPrice(viewer, product, sku);
  const approved = bulk.find((entry) => entry.skuId === sku.id);
  return {
    skuId: sku.id,
    sku: sku.code,
    productId: product.id,
    productName: product.name,
    productImg: productImage(product),
    sellerId: product.sellerId,
    sellerName: sellerNameFor(viewer, product.sellerId),
    categoryId: product.categoryId,
    variantOptions: skuOptions(product, sku),
    actPrice: price.paid,
    marketplacePrice: price.marketplace,
    quantity: line.quantity,
    moq: sku.moq,
    availability: product.availability,
    stock: sku.stock,
    limitAddToCart: 0,
    available: true,
    bulkRequest: approved ? { status: 'REPLY', approvePrice: approved.priceSen, approvedMinQuantity: approved.fromQuantity } : null,
    isCheapest: product.materialId !== 'MAT-MASK-3P',
    cheaperAlternative: null,
    priceLimit: null,
    justification: null,
    references: line.references,
    restriction: shipsTo(product, viewer.state) ? null : NOT_SHIPPED,
    shipping: product.shipping,
    taxOnShipping: product.sellerId === 2,
  };
}

/** The cart at the viewer's location, as GET /cart answers it. */
export function cartOf(viewer: Viewer, lines: readonly CartLineState[], bulk: readonly ApprovedBulkPrice[]): Cart {
  const inputs = lines.flatMap((line) => lineInput(viewer, line, bulk) ?? []);
  const location = viewer.state && viewer.district ? { state: viewer.state, district: viewer.district } : null;
  return cartFigures(inputs, MINIMUMS, { taxRateBasisPoints: SST_BASIS_POINTS, location });
}

/** One line as the cart answers it after a change. */
export const cartItemOf = (
  viewer: Viewer,
  lines: readonly CartLineState[],
  bulk: readonly ApprovedBulkPrice[],
  skuId: number,
): CartItem | undefined => cartOf(viewer, lines, bulk).cartItems.find((item) => item.sku_id === skuId);
