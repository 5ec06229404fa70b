import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { CheckoutWizard } from './checkout-wizard';
import css from './checkout-wizard.css?inline';

/**
 * The three-step checkout of the approval workflow: Buyer Details (company, location, charge code /
 * project, order raised by, invoice email, quotation ID, registration, SST and tax numbers, the
 * shipping address with the postcode lookup, billing same as shipping or new, the alternate
 * recipient, the order note and each seller's note and delivery date), Attachment For Approver
 * (the order attachment, the approval document and each seller's files, uploaded as they are
 * chosen) and Product Details (the lines with their warnings, item codes or EB numbers, capex and
 * budget codes, the approvers, the budget check and Submit, disabled with its reason). The step
 * indicator opens any step; the workflow validation card shows the budget. The lines come from the
 * `items` property (the cart's lapasar-checkout detail) or, without it, from the checkout form.
 * With `edit-po-id` it edits that order of the buyer: a notice names it, and the submit replaces it
 * (its approval restarts with the new order).
 *
 * @summary The checkout wizard.
 * @tagname lapasar-checkout-wizard
 * @prop {CartItem[]} items - The lines to order; loaded from the checkout form when not set.
 * @attr {string} edit-po-id - The PO id of the buyer's order being edited: submitting replaces it.
 * @event {CustomEvent<{poId: string, isBudgetPending: boolean, isEdited: boolean, createdDate: string}>} lapasar-order-submitted - Cancelable; the order was submitted. Unless cancelled, the element navigates to the workflow success route.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @csspart checkout-wizard - The whole element.
 * @csspart loading - Shown while the checkout form loads.
 * @csspart error - 'Failed to load checkout data. Please try again.' with Try again.
 * @csspart edit-notice - 'Editing order PO-...: submitting replaces it and restarts its approval.'
 * @csspart steps - The step indicator.
 * @csspart step - A step's button (with step-completed, step-active or step-pending).
 * @csspart workflow-validation - The workflow validation card.
 * @csspart workflow-not-configured - 'Workflow Configuration Required'.
 * @csspart cannot-submit - 'Order Cannot Be Submitted'.
 * @csspart buyer-details - Step 1.
 * @csspart attachments - Step 2.
 * @csspart attachment-slot - One attachment slot.
 * @csspart attachment - One chosen file (with attachment-uploading, attachment-uploaded or attachment-error).
 * @csspart upload-error - The upload failure notice.
 * @csspart product-details - Step 3.
 * @csspart line - One line to order.
 * @csspart approvers - The approvers for the location, project and total.
 * @csspart budget - The budget check (with budget-loading, budget-valid, budget-invalid or budget-approval).
 * @csspart next - The Next button.
 * @csspart back - The Back button.
 * @csspart submit - The Submit Order button.
 * @csspart submit-reason - Why Submit is disabled.
 * @csspart alert - A message to acknowledge.
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
