/**
 * The cart page's figures (spec 2 sections 3 to 5), from lines already resolved at the buyer's
 * location. Every amount is integer sen until the one conversion to ringgit at the end.
 */
import type { Cart, CartItem, ProductReference } from '../../src/contract/types';
import { cartLineProblem } from '../../src/lib/add-to-cart';
import { sellerShippingFee, taxOn, vendorMinimumMessage, vendorMinimumMet, type LineShipping } from '../../src/lib/cart';
import { marketplacePriceBeside } from '../../src/lib/contract-price';
import { toRinggit } from '../../src/lib/money';
import { bulkPriceApplies, type BulkStatus } from './bulk-price';

/** A cart line with what the figures read of its SKU, product, seller and location. Money in sen. */
export interface CartLineInput {
  skuId: number;
  sku: string;
  productId: number;
  productName: string;
  productImg: string | null;
  sellerId: number;
  /** As the buyer may see it (masked unless view_sl_info is Y). */
  sellerName: string;
  categoryId: number;
  variantOptions: CartItem['variant_options'];
  actPrice: number;
  /** The SKU's own act_price: what a buyer outside the buyer's catalogue pays. */
  marketplacePrice: number;
  quantity: number;
  moq: number;
  /** N when the product is marked unavailable. */
  availability: string;
  stock: number;
  limitAddToCart: number;
  /** The seller is active and shown, and the product has a price. */
  available: boolean;
  /** The buyer's bulk price request for the SKU, or null. */
  bulkRequest: { status: BulkStatus; approvePrice: number | null; approvedMinQuantity: number | null } | null;
  isCheapest: boolean;
  /** While not the cheapest: the cheapest listed product of the material (price in sen). */
  cheaperAlternative: { productId: number; productName: string; price: number } | null;
  /** The buyer's unit price limit for the line's category (sen), or null. */
  priceLimit: number | null;
  justification: string | null;
  references: ProductReference[];
  /** Why the line is not shipped to the location, or null when it is. */
  restriction: string | null;
  shipping: LineShipping;
  taxOnShipping: boolean;
}

/** A seller's minimum order value in a category, with the category's subtree. */
export interface VendorMinimumInput {
  sellerId: number;
  categoryId: number;
  categoryName: string;
  minimumAmount: number;
  /** The category and every category below it. */
  categoryIds: ReadonlySet<number>;
}

export interface CartFigureOptions {
  taxRateBasisPoints: number;
  location: Cart['location'];
}

interface PricedLine {
  input: CartLineInput;
  unitPrice: number;
  total: number;
  item: CartItem;
}

/** The approved bulk price of a request: only a seller's REPLY with a price. */
function approvedBulk(request: CartLineInput['bulkRequest']): { price: number; minQuantity: number } | null {
  if (!request || request.status !== 'REPLY' || request.approvePrice === null) return null;
  return { price: request.approvePrice, minQuantity: request.approvedMinQuantity ?? 1 };
}

function priceLine(line: CartLineInput): PricedLine {
  const bulk = approvedBulk(line.bulkRequest);
  const applies = bulk !== null && line.bulkRequest !== null && bulkPriceApplies(line.bulkRequest, line.quantity);
  const unitPrice = applies ? bulk.price : line.actPrice;
  const total = unitPrice * line.quantity;
  const short = bulk !== null && !applies;
  const problem =
    line.restriction ??
    cartLineProblem({
      name: line.productName,
      available: line.available,
      shipsToLocation: true,
      availability: line.availability,
      stock: line.stock,
      moq: line.moq,
      quantity: line.quantity,
    });
  const item: CartItem = {
    sku_id: line.skuId,
    sku: line.sku,
    product_id: line.productId,
    product_name: line.productName,
    product_img: line.productImg,
    sl_id: line.sellerId,
    seller_name: line.sellerName,
    category_id: line.categoryId,
    variant_options: line.variantOptions,
    price: toRinggit(unitPrice),
    act_price: toRinggit(line.actPrice),
    marketplace_price: marketplacePriceBeside(line.actPrice, line.marketplacePrice),
    quantity: line.quantity,
    total_price: toRinggit(total),
    moq: line.moq,
    total_stock: line.stock,
    limit_add_to_cart: line.limitAddToCart,
    is_bulk_price: applies,
    bulk_price: bulk ? toRinggit(bulk.price) : null,
    bulk_quantity: bulk ? bulk.minQuantity : null,
    bulk_savings: applies ? toRinggit((line.actPrice - bulk.price) * line.quantity) : 0,
    has_bulk_price_requirement: short,
    minimum_bulk_quantity: short ? bulk.minQuantity : null,
    is_cheapest: line.isCheapest,
    cheaper_alternative:
      line.isCheapest || !line.cheaperAlternative
        ? null
        : {
            product_id: line.cheaperAlternative.productId,
            product_name: line.cheaperAlternative.productName,
            price: toRinggit(line.cheaperAlternative.price),
          },
    price_limit: line.priceLimit === null ? null : toRinggit(line.priceLimit),
    justification: line.justification,
    is_excluded: line.restriction !== null,
    problem,
    references: line.references,
  };
  return { input: line, unitPrice, total, item };
}

/** The included lines grouped by seller, in the order the sellers first appear. */
function bySeller(lines: readonly PricedLine[]): PricedLine[][] {
  const groups = new Map<number, PricedLine[]>();
  for (const line of lines) groups.set(line.input.sellerId, [...(groups.get(line.input.sellerId) ?? []), line]);
  return [...groups.values()];
}

/** Conditional free shipping: the subtotal from which every charged line ships free; null when some line is always charged. */
function freeShippingAbove(shipping: readonly LineShipping[]): number | null {
  const charged = shipping.filter((line) => line.mode !== 'free');
  if (charged.length === 0 || charged.some((line) => line.mode !== 'conditional' || line.applicableCharge <= 0)) return null;
  return Math.max(...charged.map((line) => line.applicableCharge));
}

/** The cart as the page shows it: lines, per-seller shipping, the summary with SST, vendor minimums and every message. */
export function cartFigures(lines: readonly CartLineInput[], minimums: readonly VendorMinimumInput[], options: CartFigureOptions): Cart {
  const priced = lines.map(priceLine);
  const included = priced.filter((line) => !line.item.is_excluded);
  const sellers = bySeller(included).map((group) => {
    const first = group[0].input;
    const subtotal = group.reduce((sum, line) => sum + line.total, 0);
    const shipping = group.map((line) => line.input.shipping);
    const fee = sellerShippingFee(shipping, subtotal);
    return {
      sellerId: first.sellerId,
      sellerName: first.sellerName,
      subtotal,
      fee,
      taxOnShipping: first.taxOnShipping,
      freeAbove: freeShippingAbove(shipping),
      lines: group,
    };
  });
  const subtotal = sellers.reduce((sum, seller) => sum + seller.subtotal, 0);
  const shippingFee = sellers.reduce((sum, seller) => sum + seller.fee, 0);
  const taxedShipping = sellers.reduce((sum, seller) => sum + (seller.taxOnShipping ? seller.fee : 0), 0);
  const tax = taxOn(subtotal + taxedShipping, options.taxRateBasisPoints);

  const vendorMinimums = minimums.flatMap((minimum) => {
    const seller = sellers.find((candidate) => candidate.sellerId === minimum.sellerId);
    const inCategory = seller?.lines.filter((line) => minimum.categoryIds.has(line.input.categoryId)) ?? [];
    // A minimum binds only an order that buys from the seller in that category.
    if (!seller || inCategory.length === 0) return [];
    const current = inCategory.reduce((sum, line) => sum + line.total, 0);
    return [{ minimum, sellerName: seller.sellerName, current, met: vendorMinimumMet(current, minimum.minimumAmount) }];
  });
  const errors = vendorMinimums
    .filter((entry) => !entry.met)
    .map((entry) =>
      vendorMinimumMessage(entry.sellerName, entry.minimum.categoryName, toRinggit(entry.minimum.minimumAmount), toRinggit(entry.current)),
    );

  return {
    cartItems: priced.map((line) => line.item),
    cartSummary: {
      totalItems: included.reduce((sum, line) => sum + line.input.quantity, 0),
      validItems: included.length,
      subtotal: toRinggit(subtotal),
      totalShippingFee: toRinggit(shippingFee),
      totalTax: toRinggit(tax),
      taxRate: options.taxRateBasisPoints / 100,
      grandTotal: toRinggit(subtotal + shippingFee + tax),
    },
    shippingDetails: sellers.map((seller) => ({
      sellerId: seller.sellerId,
      sellerName: seller.sellerName,
      subtotal: toRinggit(seller.subtotal),
      isFreeShipping: seller.fee === 0,
      shippingFee: toRinggit(seller.fee),
      taxOnShipping: seller.taxOnShipping,
      freeShippingAbove: seller.freeAbove === null ? null : toRinggit(seller.freeAbove),
    })),
    businessLogic: {
      locationRestrictions: {
        excludedItems: priced
          .filter((line) => line.item.is_excluded)
          .map((line) => ({ skuId: line.input.skuId, productName: line.input.productName, sellerName: line.input.sellerName })),
      },
    },
    vendorMinimumOrder: {
      errors,
      minimums: vendorMinimums.map((entry) => ({
        sellerId: entry.minimum.sellerId,
        sellerName: entry.sellerName,
        categoryId: entry.minimum.categoryId,
        categoryName: entry.minimum.categoryName,
        minimumAmount: toRinggit(entry.minimum.minimumAmount),
        currentAmount: toRinggit(entry.current),
        met: entry.met,
      })),
    },
    validationMessages: [...priced.flatMap((line) => (line.item.problem ? [line.item.problem] : [])), ...errors],
    location: options.location,
  };
}
