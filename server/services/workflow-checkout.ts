/** GET /workflow/checkout-form: everything the checkout wizard opens with (spec 2 sections 2, 3 and 5). */
import type {
  CartItem,
  CheckoutFormDefaults,
  CheckoutFormResponse,
  CheckoutLineValidation,
  WorkflowValidation,
} from '../../src/contract/types';
import { bulkHint } from '../../src/lib/cart';
import { toRinggit, toSen } from '../../src/lib/money';
import { exceedsPriceLimit, priceLimitMessage } from '../../src/lib/price-limit';
import { insufficientStockMessage, moqMessage, outOfStockMessage } from '../../src/lib/stock-error';
import type { ReleasedHolds } from '../../src/lib/order-edit';
import type { Database } from '../db/client';
import type { BuyerRow, RequestLocation, UserRow } from '../env';
import { placersOfOrders } from '../queries/orders';
import { lookupPostcode } from '../queries/places';
import {
  buyerCodeRows,
  hasChargeCodeAccess,
  orderableLocationRows,
  orderableProjectRows,
  type LocationRow,
} from '../queries/workflow-read';
import { loadCart } from './cart-view';
import { editedOrder } from './order-edit';
import { orderAttachmentOf } from './orders';
import { shippingPlace } from './location';
import { linePriceLimits } from './price-limits';
import type { ImageLinks } from './product-images';
import { toBuyerSettings } from './users';
import { toBudgetValidation } from './workflow-budgets';
import { checkoutSettingsOf, showsChargeCode, toChargeCodeProject, toWorkflowLocation } from './workflow-read';
import { approvalConfigured, ownApprovalProblem, ownLocationAndProject, workflowForOrder } from './workflow-rules';
import { SubmitValidationError } from './workflow-submit';

export const JUSTIFICATION_REQUIRED = 'Justification required for non-cheapest product selection';

export interface CheckoutFormRequest {
  user: UserRow;
  buyer: BuyerRow;
  /** Where the cart is priced: the query's state and district, else the request's location. */
  location: RequestLocation;
  /** The delivery address's postcode, which decides the place when the postcode table holds it. */
  postcode: string | null;
  images: ImageLinks;
  taxRateBasisPoints: number;
  locationId: number | null;
  projectId: number | null;
  /** The buyer's order being edited: its draft's lines instead of the cart's. */
  editPoId: string | null;
}

/** A line's warnings at checkout: stock, MOQ, bulk minimum, justification for a non-cheapest choice, the price limit (sen). */
function checkoutLineValidation(item: CartItem, priceLimit: number | null): CheckoutLineValidation {
  const stock =
    item.total_stock <= 0
      ? outOfStockMessage(item.product_name)
      : item.quantity > item.total_stock
        ? insufficientStockMessage(item.product_name, item.total_stock, item.quantity)
        : null;
  const moq = item.moq > 0 && item.quantity < item.moq ? moqMessage(item.product_name, item.moq) : null;
  const bulkMinimum = item.has_bulk_price_requirement ? bulkHint(item) : null;
  const justificationRequired = !item.is_cheapest && !item.justification?.trim();
  const overLimit = priceLimit !== null && exceedsPriceLimit(toSen(item.price), priceLimit);
  const messages = [
    stock,
    moq,
    bulkMinimum,
    justificationRequired ? JUSTIFICATION_REQUIRED : null,
    overLimit ? priceLimitMessage(item.product_name, priceLimit) : null,
  ].filter((message) => message !== null);
  return {
    sku_id: item.sku_id,
    product_name: item.product_name,
    stock,
    moq,
    bulk_minimum: bulkMinimum,
    justification_required: justificationRequired,
    price_limit: priceLimit === null ? null : toRinggit(priceLimit),
    price_limit_exceeded: overLimit,
    messages,
  };
}

/**
 * Where the form judges the lines: with the address's postcode, where the submit will place them
 * (shippingPlace: the postcode decides, and a state it contradicts is refused naming ship_pincode);
 * the district the form is asked for stands in for the city until a lookup names it, so a place
 * the submit would ask to be completed is judged by its state and district as given meanwhile.
 */
async function formPlace(db: Database, location: RequestLocation, postcode: string | null): Promise<RequestLocation> {
  if (postcode === null || !location.state) return location;
  const place = await shippingPlace(db, { state: location.state, district: '', city: location.district ?? '', postcode });
  if (!('field' in place)) return place;
  if (place.field === 'ship_pincode')
    throw new SubmitValidationError([{ field: place.field, message: place.message }], `${place.field}: ${place.message}`, place.code);
  return location;
}

/** The district of an address's postcode, when the postcode lies in the address's state: where its lines are judged. */
async function districtOf(db: Database, address: LocationRow | undefined): Promise<string> {
  if (!address?.postcode) return '';
  const found = await lookupPostcode(db, address.postcode);
  return found && found.state === address.state ? found.district : '';
}

function formDefaults(user: UserRow, buyer: BuyerRow, address: LocationRow | undefined, district: string): CheckoutFormDefaults {
  const ship = {
    lotno: address?.lotNo ?? '',
    street1: address?.street1 ?? '',
    street2: address?.street2 ?? '',
    pincode: address?.postcode ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    countery: 'Malaysia',
  };
  return {
    company_name: buyer.companyName,
    order_raised_by: user.name,
    buyer_invoice_email: user.email,
    registration_no: buyer.registrationNo,
    sst_number: buyer.sstNumber,
    tax_identification_number: buyer.taxNumber,
    location_id: address?.id ?? null,
    ship_lotno: ship.lotno,
    ship_street1: ship.street1,
    ship_street2: ship.street2,
    ship_pincode: ship.pincode,
    ship_city: ship.city,
    ship_state: ship.state,
    ship_district: district,
    ship_countery: ship.countery,
    bill_lotno: ship.lotno,
    bill_street1: ship.street1,
    bill_street2: ship.street2,
    bill_pincode: ship.pincode,
    bill_city: ship.city,
    bill_State: ship.state,
    bill_countery: ship.countery,
    shipping_address_type: 'same',
    apply_alt_receipient: 'N',
  };
}

/**
 * The workflow's verdict on an order placed by `placedBy` (the buyer, and for an edit those who
 * placed the orders it replaces), its budget judged with what an edited order gives back.
 */
async function workflowValidation(
  db: Database,
  buyerId: number,
  place: { locationId: number; projectId: number | null },
  grandTotalSen: number,
  placedBy: readonly number[],
  released: ReleasedHolds | null,
): Promise<WorkflowValidation> {
  const verdict = await workflowForOrder(db, buyerId, place.locationId, place.projectId, grandTotalSen, false, released);
  const blocker = verdict.blocker ?? ownApprovalProblem(verdict.stages, placedBy)?.message ?? null;
  return {
    valid: blocker === null && verdict.budget.valid,
    message: blocker ?? verdict.budget.message,
    budgetValidation: toBudgetValidation(verdict.budget),
    totals: { grandTotal: toRinggit(grandTotalSen) },
  };
}

/**
 * The cart's lines shipped to the location with their figures and warnings, the form's defaults
 * (the chosen location's address, else the first), the buyer's locations and the chosen
 * location's projects, which fields show, and the workflow verdict for the chosen location.
 */
export async function checkoutForm(db: Database, request: CheckoutFormRequest): Promise<Omit<CheckoutFormResponse, 'success'>> {
  const { user, buyer, locationId, projectId } = request;
  const orderer = { buyerId: buyer.id, userId: user.id };
  const chosen = locationId === null ? null : await ownLocationAndProject(db, orderer, locationId, projectId);
  const edit = request.editPoId === null ? null : await editedOrder(db, buyer.id, request.editPoId);
  const location = await formPlace(db, request.location, request.postcode);
  const codesIf = (flag: string, kind: Parameters<typeof buyerCodeRows>[2]) =>
    flag === 'Y' ? buyerCodeRows(db, buyer.id, kind) : Promise.resolve([]);
  const [cart, locations, settings, hasAccess, withApproval, payment, category, specialBudgetCategory] = await Promise.all([
    loadCart(db, {
      buyer,
      location,
      images: request.images,
      taxRateBasisPoints: request.taxRateBasisPoints,
      ...(edit ? { editOrderId: edit.order.id, released: edit.released.stock } : {}),
    }),
    orderableLocationRows(db, orderer),
    checkoutSettingsOf(db, buyer.id),
    hasChargeCodeAccess(db, user.id),
    approvalConfigured(db, buyer.id),
    codesIf(buyer.hasPaymentCode, 'payment'),
    codesIf(buyer.hasEbNumber, 'category'),
    codesIf(buyer.hasSpecialBudgetCategory, 'special_budget_category'),
  ]);
  const chargeCode = showsChargeCode(buyer, hasAccess);
  const address = chosen?.location ?? locations[0];
  const cartItems = cart.cartItems.filter((item) => !item.is_excluded);
  const summary = cart.cartSummary;
  const grandTotalSen = toSen(summary.grandTotal);
  const priceLimits = await linePriceLimits(db, buyer.id, cartItems);
  // The buyer, and for an edit whoever placed the orders it replaces: none of them decides it.
  const placedBy = [user.id, ...(edit ? ((await placersOfOrders(db, [edit.order.id])).get(edit.order.id) ?? []) : [])];
  return {
    cartItems,
    place: cart.location,
    vendorMinimumErrors: cart.vendorMinimumOrder.errors,
    edit: edit ? { poId: edit.order.poId, form: edit.form, attachments: edit.attachments.map(orderAttachmentOf) } : null,
    totals: {
      subTotal: summary.subtotal,
      shippingCharge: summary.totalShippingFee,
      taxAmount: summary.totalTax,
      grandTotal: summary.grandTotal,
      productCount: cartItems.length,
    },
    formDefaults: formDefaults(user, buyer, address, await districtOf(db, address)),
    locations: locations.map(toWorkflowLocation),
    projects: chosen && chargeCode ? (await orderableProjectRows(db, orderer, chosen.location.id)).map(toChargeCodeProject) : [],
    formConfig: {
      show_quotation_id: settings.sapPoidConfigured && !settings.cartIdGenerator,
      show_charge_code: chargeCode,
      alternate_recipient_required: settings.alternateRecipientRequired,
      order_attachment_required: settings.mandatoryOrderAttachment > 0 && !settings.cartIdGenerator,
      approval_doc_amount_from: toRinggit(settings.approvalDocAmountFrom),
      approval_workflow: withApproval,
    },
    buyerSettings: { ...toBuyerSettings(buyer), has_charge_code_access: hasAccess },
    buyerCodes: { payment, category, specialBudgetCategory },
    businessLogic: {
      excludedItems: cart.businessLogic.locationRestrictions.excludedItems,
      locationRestrictions: cart.businessLogic.locationRestrictions,
    },
    validationMessages: cart.validationMessages,
    checkoutValidations: cartItems.map((item) => checkoutLineValidation(item, priceLimits.get(item.sku_id) ?? null)),
    workflowValidation:
      chosen && withApproval
        ? await workflowValidation(
            db,
            buyer.id,
            { locationId: chosen.location.id, projectId: chosen.project?.id ?? null },
            grandTotalSen,
            placedBy,
            edit?.released ?? null,
          )
        : null,
  };
}
