import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import cartCss from '../../ui/cart/cart.css?inline';
import listingCss from '../../ui/listing/listing.css?inline';
import productCss from '../../ui/product/product.css?inline';
import { CompareTableView } from './compare-table';
import css from './compare-table.css?inline';

/**
 * The signed-in buyer's product comparisons, titled PRODUCTS COMPARE: EXPORT PDF and EXPORT EXCEL
 * (saved as compare.pdf and compare.xlsx), REMOVE ALL after a confirmation, and one collapsible
 * card per comparison group, numbered in order, with its delete button and a table of up to 4
 * products ('Empty Slot' for the rest). The rows: Summary (move to another group or a new one,
 * image, name, price, add to wishlist, add to cart through quick add, remove), Variant (the SKU
 * selector, each SKU named by its variant options as the cart names them, else by its code;
 * saved), Features, Vendor, Delivery Term, Vendor Rating, Shipping Charge and Minimum Order
 * Quantity. A move shows at once and the groups reload after it; a refused move shows the server's
 * reason. The compare badge follows every change. A visitor is asked to sign in.
 *
 * @summary The product compare page.
 * @tagname lapasar-compare-table
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @csspart compare-table - The whole element.
 * @csspart breadcrumbs - Home > Compare.
 * @csspart title - The PRODUCTS COMPARE heading.
 * @csspart sign-in - The sign-in prompt for visitors.
 * @csspart loading - 'Loading your comparisons...'.
 * @csspart error - 'Error loading comparisons' with Try Again.
 * @csspart empty - 'No items in your compare' with Continue Shopping.
 * @csspart continue-shopping - The Continue Shopping link.
 * @csspart export-pdf - The EXPORT PDF button.
 * @csspart export-excel - The EXPORT EXCEL button.
 * @csspart remove-all - The REMOVE ALL button.
 * @csspart confirm - The REMOVE ALL confirmation dialog.
 * @csspart confirm-remove-all - Its REMOVE ALL button.
 * @csspart group - One comparison group.
 * @csspart group-toggle - A group's expand and collapse button.
 * @csspart delete-group - A group's delete button.
 * @csspart group-empty - 'No products added to comparison {n}'.
 * @csspart group-table - A group's table.
 * @csspart product-column - A product's Summary cell.
 * @csspart empty-slot - An unused column.
 * @csspart move-select - A product's group selector.
 * @csspart image - A product image.
 * @csspart image-placeholder - Shown when there is no image or it breaks.
 * @csspart product-name - A product's link.
 * @csspart price - A product's price.
 * @csspart add-to-wishlist - A product's wishlist button.
 * @csspart add-to-cart - A product's Add to Cart button: opens quick add.
 * @csspart quick-add - The Quick Add to Cart dialog: quantity (the MOQ at least), the MOQ and the line total.
 * @csspart quick-add-submit - Its Add to Cart button.
 * @csspart stock-dialog - The stock warning dialog.
 * @csspart remove - A product's remove button.
 * @csspart not-shipped - 'Vendor doesn't ship to your location'.
 * @csspart variant-select - A product's SKU selector.
 * @csspart vendor-rating - A vendor's stars and review count.
 * @csspart alert - A message to acknowledge.
 * @csspart toast - A short notice.
 * @csspart contract-price - A catalogue member's contract price label: 'Contract price', the marketplace price (part marketplace-price) and the saving (part contract-saving).
 * @csspart buyers-only - For a signed-in account that does not buy (an approver, a seller): whose this is, who is signed in, and the way to Approvals.
 * @csspart to-approvals - The link to Approvals, for an approver.
 * @cssproperty --lapasar-color-primary - Buttons.
 * @cssproperty --lapasar-color-border - Borders and empty slots.
 */
export class LapasarCompareTable extends elementClass(
  CompareTableView,
  {},
  lazySheet(`${listingCss}\n${productCss}\n${cartCss}\n${css}`),
) {}

export const tagName = 'lapasar-compare-table';

/** Defines lapasar-compare-table (once per page). */
export function define(): void {
  defineElement(tagName, LapasarCompareTable);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-compare-table': LapasarCompareTable;
  }
}
