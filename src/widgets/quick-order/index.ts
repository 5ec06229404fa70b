import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { QuickOrderView } from './quick-order';
import css from './quick-order.css?inline';

/**
 * Quick order for a signed-in buyer: a list of SKU codes and quantities, pasted one "SKU code,
 * quantity" a line (comma, tab or spaces; a header row such as `sku,quantity` is skipped) or
 * uploaded as a CSV file with the same columns (at most 200 lines and 32 KB; a file that is not
 * text is refused). Check shows every line in a preview table (line, SKU code, product, quantity,
 * unit price, line total and a status in words) as the cart would take it at the delivery
 * location: an unknown SKU or one the buyer may not see, a quantity that is not a positive whole
 * number, below the MOQ, above the stock, out of stock or not shipped to the location. Later
 * lines of a SKU are merged into its first, quantities added up. 'Add N valid lines to cart' adds
 * them in one step, each on top of what the cart already holds, and reports which lines went and
 * why the others did not; the header's cart count follows. A change to the list or the location
 * asks for a new check. A visitor is asked to sign in.
 *
 * @summary Quick order: paste or upload SKU codes and quantities, check them, add them to the cart.
 * @tagname lapasar-quick-order
 * @event {CustomEvent<AddToCartRequest & {cartCount: number}>} lapasar-add-to-cart - A line went to the cart (one event per added line).
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself (View Cart).
 * @event {CustomEvent<Location>} lapasar-location-change - A location was set in the modal.
 * @csspart quick-order - The whole element.
 * @csspart title - 'Quick Order'.
 * @csspart sign-in - The sign-in prompt for visitors.
 * @csspart location - The delivery location the lines are checked for.
 * @csspart location-prompt - Shown without a delivery location, with Select Location.
 * @csspart list - The SKU code and quantity text area.
 * @csspart file - The CSV file input.
 * @csspart file-loaded - The name of the file read into the list.
 * @csspart check - The Check button.
 * @csspart add - The 'Add N valid lines to cart' button.
 * @csspart error - Why a list or a file was refused, or a request failed.
 * @csspart preview - The checked lines.
 * @csspart preview-summary - How many lines can go to the cart.
 * @csspart preview-table - The checked lines' table.
 * @csspart preview-table-scroll - The box the preview table scrolls in.
 * @csspart line - A line's row.
 * @csspart line-status - A line's status in words.
 * @csspart report-region - The live region the outcome appears in.
 * @csspart report - The outcome of the add.
 * @csspart report-summary - How many lines were added, not added and merged.
 * @csspart report-table - Each line's outcome.
 * @csspart report-table-scroll - The box the outcome table scrolls in.
 * @csspart view-cart - View Cart, after an add.
 * @csspart buyers-only - For a signed-in account that does not buy (an approver, a seller): whose this is, who is signed in, and the way to Approvals.
 * @csspart to-approvals - The link to Approvals, for an approver.
 * @cssproperty --lapasar-color-primary - Buttons.
 * @cssproperty --lapasar-color-border - Borders.
 * @cssproperty --lapasar-color-danger - Refused lines and errors.
 */
export class LapasarQuickOrder extends elementClass(QuickOrderView, {}, lazySheet(css)) {}

export const tagName = 'lapasar-quick-order';

/** Defines lapasar-quick-order (once per page). */
export function define(): void {
  defineElement(tagName, LapasarQuickOrder);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-quick-order': LapasarQuickOrder;
  }
}
