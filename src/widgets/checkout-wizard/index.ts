import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { CheckoutWizard } from './checkout-wizard';
import css from './checkout-wizard.css?inline';

/**
 * The three-step checkout of the approval workflow: Buyer Details (company, location, charge code /
 * project, order raised by, invoice email, quotation ID, registration, SST and tax numbers, the
 * shipping address with the postcode lookup, billing same as shipping or new, the alternate
 * recipient, the order note and each seller's note and requested delivery date, today or later),
 * Attachment For Approver (the order attachment, the approval document and each seller's files,
 * uploaded as they are chosen; a failed upload says why and can be tried again) and Product Details
 * (the lines with their warnings, item codes or EB numbers, capex and budget codes, the approvers,
 * the budget check and Submit).
 *
 * The lines, shipping and totals are the server's for the delivery address (the shipping
 * address's state and postcode district): when that is not where the cart judged the lines, a
 * notice says so, and lines not shipped there are listed as staying in the cart. An address whose
 * postcode lies in another state than it names is refused by the server, and its reason shows at
 * the postcode and holds Submit. The cart's MOQ
 * and vendor minimum notices show above the steps and hold Submit as they hold the cart's
 * checkout button. Every reason Submit is held is listed under it with its step and field; choosing
 * one opens the step and focuses the field. A step shows completed only when nothing of it holds
 * the order. One banner per workflow cause: no workflow, no approvers, or over the spending limit
 * (with the total and the limit).
 *
 * What the buyer enters is kept per user and per order in localStorage, so a reload, a second tab
 * or coming back from the cart goes on with it (files included), and the browser's Back and
 * Forward move between the steps; it is discarded once the order is placed. The `items` property
 * (the cart's lapasar-checkout detail) only tells the element which lines the cart sent.
 *
 * With `edit-po-id` it edits that order of the buyer in a draft of its own (POST
 * /orders/pre-orders/{poId}/edit): the cart is not touched; the form starts from the order's own
 * (location, charge code, quotation ID, notes, item codes, files); quantities change and lines go on
 * Product Details; Abandon edit drops the draft and leaves the order as it was; submitting replaces
 * the order (its approval restarts with the new order).
 *
 * @summary The checkout wizard.
 * @tagname lapasar-checkout-wizard
 * @prop {CartItem[]} items - The lines the cart sent to checkout; the lines ordered are the server's for the delivery address.
 * @attr {string} edit-po-id - The PO id of the buyer's order being edited: submitting replaces it.
 * @event {CustomEvent<{poId: string, isBudgetPending: boolean, isEdited: boolean, createdDate: string}>} lapasar-order-submitted - Cancelable; the order was submitted. Unless cancelled, the element navigates to the workflow success route.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @csspart checkout-wizard - The whole element (aria-busy while the lines are judged again).
 * @csspart loading - Shown while the checkout form loads.
 * @csspart error - 'Failed to load checkout data. Please try again.' with Try again, or why an edit cannot be opened.
 * @csspart edit-notice - 'Editing order PO-...: submitting replaces it and restarts its approval.' with Abandon edit.
 * @csspart abandon-edit - Abandon edit.
 * @csspart decision-note - Editing a rejected or sent-back order: who decided, at which stage, when, and the approver's comment.
 * @csspart edit-closed - The edited order was decided or withdrawn meanwhile: what happened, with view-orders and new-checkout.
 * @csspart view-orders - View my orders, once an edit has ended.
 * @csspart new-checkout - Start a new checkout, once an edit has ended.
 * @csspart submit-refused - 'The order was not submitted': the server refused fields, each shown and focused at its step.
 * @csspart confirm - The dialog confirming Abandon edit.
 * @csspart steps - The step indicator.
 * @csspart step - A step's button (with step-completed, step-active or step-pending).
 * @csspart place-notice - Where the lines are judged, when not where the cart judged them (in an edit, where the buyer browses).
 * @csspart place-added - The lines the delivery place adds to those the cart sent.
 * @csspart place-removed - The lines the delivery place leaves out (in an edit, the order's lines not shipped there).
 * @csspart restricted-notice - The lines not shipped to the delivery address, staying in the cart (in an edit, left out of the order).
 * @csspart moq-notice - 'Minimum Order Quantity Requirements Not Met' with each line's shortfall.
 * @csspart vendor-minimum-notice - The unmet vendor minimums.
 * @csspart go-to-cart - The link back to the cart to change quantities.
 * @csspart workflow-validation - The workflow validation card (once a charge code is chosen, where there are any).
 * @csspart workflow-not-configured - 'Workflow Configuration Required'.
 * @csspart no-approvers - 'No approvers found for this location and project.'
 * @csspart without-approval - For a company with no approval workflow: the order is placed straight for processing.
 * @csspart no-approver-attachment - Step 2, for a company with no approval workflow: in place of the approval document, why none is asked for.
 * @csspart cannot-submit - 'Order Cannot Be Submitted': over the spending limit (with the total and the limit), or another reason the server gives, such as a stage no one but the buyer approves.
 * @csspart buyer-details - Step 1.
 * @csspart attachments - Step 2.
 * @csspart attachment-slot - One attachment slot.
 * @csspart attachment - One chosen file (with attachment-uploading, attachment-uploaded or attachment-error).
 * @csspart attachment-status - A file's state; 'Error' with the reason when its upload failed.
 * @csspart retry-attachment - Try a failed upload again.
 * @csspart upload-error - The upload failure notice.
 * @csspart product-details - Step 3.
 * @csspart line - One line to order.
 * @csspart edit-quantity - In an edit, a line's quantity and Remove.
 * @csspart set-quantity - "Set to n": sets a line asking for more than is in stock to what is left (in the cart, or in an edit the draft).
 * @csspart approvers - The approvers for the location, project and total.
 * @csspart budget - The budget check (with budget-loading, budget-valid, budget-invalid or budget-approval).
 * @csspart next - The Next button.
 * @csspart back - The Back button.
 * @csspart submit - The Submit Order button.
 * @csspart submit-reason - 'Before you can submit': every reason Submit is held.
 * @csspart blocker - One reason's step and field, a button that opens it.
 * @csspart alert - A message to acknowledge.
 * @csspart contract-price - A catalogue member's contract price label: 'Contract price', the marketplace price (part marketplace-price) and the saving (part contract-saving).
 * @csspart buyers-only - For a signed-in account that does not buy (an approver, a seller): whose this is, who is signed in, and the way to Approvals.
 * @csspart to-approvals - The link to Approvals, for an approver.
 * @cssproperty --lapasar-color-primary - Buttons and the active step.
 * @cssproperty --lapasar-color-danger - Problems and warnings.
 */
export class LapasarCheckoutWizard extends elementClass(CheckoutWizard, { items: 'json', editPoId: 'string' }, lazySheet(css)) {}

export const tagName = 'lapasar-checkout-wizard';

/** Defines lapasar-checkout-wizard (once per page). */
export function define(): void {
  defineElement(tagName, LapasarCheckoutWizard);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-checkout-wizard': LapasarCheckoutWizard;
  }
}
