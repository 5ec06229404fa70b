/**
 * What every way of placing an order (checkout, an order's edit, a PunchOut OrderRequest) does with
 * its lines at the delivery place, written once so that none prices, ships or limits an order
 * another way: the lines are priced, shipped and taxed as the cart is (services/cart-view.ts, at
 * the place services/location.ts `shippingPlace` resolves), then judged here. The approval workflow
 * and the checkout form's own fields are the checkout's alone; a PunchOut order is approved by the
 * company's procurement system.
 */
import type { ErrorCode, ErrorFigures } from '../../src/contract/errors';
import type { Cart, CartItem } from '../../src/contract/types';
import { toSen } from '../../src/lib/money';
import { insufficientStockMessage } from '../../src/lib/stock-error';
import type { Database } from '../db/client';
import type { NewPreOrderLine } from '../queries/orders';
import { overPriceLimit } from './price-limits';

/** Why an order cannot be placed as it stands: its status, what to say, its code, the line at fault when one is, and the figures to fix it. */
export interface OrderRefusal {
  status: 400 | 409;
  message: string;
  code: ErrorCode;
  line: CartItem | null;
  figures: ErrorFigures;
}

/**
 * The first reason the order's lines cannot be placed, in this order: a line asking for more than
 * `stock` holds (read under the lines' row locks), a line the cart refuses (not shipped to the
 * place, unavailable, out of stock, below its MOQ), a unit price above the company's limit for its
 * category, a seller's minimum order not met by the included lines. Null when none holds it back.
 * `ordered` are the lines the order takes: the cart's included ones at checkout, every line of an
 * OrderRequest (one not shipped to the place is then refused, not left out).
 */
export async function orderRefusal(
  db: Database,
  buyerId: number,
  cart: Cart,
  ordered: readonly CartItem[],
  stock: ReadonlyMap<number, number>,
): Promise<OrderRefusal | null> {
  const short = ordered.find((line) => (stock.get(line.sku_id) ?? 0) < line.quantity);
  if (short) {
    const available = Math.max(0, stock.get(short.sku_id) ?? 0);
    return {
      status: 409,
      message: insufficientStockMessage(short.product_name, available, short.quantity),
      code: 'insufficient_stock',
      line: short,
      figures: { sku_id: short.sku_id, available, requested: short.quantity },
    };
  }
  const refused = ordered.find((line) => line.problem !== null);
  if (refused?.problem) return { status: 400, message: refused.problem, code: 'cart_line_refused', line: refused, figures: {} };
  const overLimit = await overPriceLimit(db, buyerId, ordered);
  if (overLimit) return { status: 400, message: overLimit.message, code: 'price_limit_exceeded', line: overLimit.line, figures: {} };
  const [minimum] = cart.vendorMinimumOrder.errors;
  if (minimum) return { status: 400, message: minimum, code: 'vendor_minimum_not_met', line: null, figures: {} };
  return null;
}

/** An order's figures (sen) from its cart at the delivery place: the lines, shipping per seller, SST. */
export function orderTotals(cart: Cart): { subtotal: number; shippingFee: number; tax: number; grandTotal: number } {
  const summary = cart.cartSummary;
  return {
    subtotal: toSen(summary.subtotal),
    shippingFee: toSen(summary.totalShippingFee),
    tax: toSen(summary.totalTax),
    grandTotal: toSen(summary.grandTotal),
  };
}

/** A line of the order as the cart priced it, with the line's own checkout fields. */
export function orderLineOf(orderId: number, line: CartItem, fields: Record<string, unknown>): NewPreOrderLine {
  return {
    orderId,
    skuId: line.sku_id,
    productId: line.product_id,
    sellerId: line.sl_id,
    productName: line.product_name,
    sku: line.sku,
    quantity: line.quantity,
    unitPrice: toSen(line.price),
    lineTotal: toSen(line.total_price),
    fields,
  };
}
