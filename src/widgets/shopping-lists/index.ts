import { lazySheet } from '../../theme/sheets';
import cartCss from '../../ui/cart/cart.css?inline';
import { defineElement, elementClass } from '../../ui/custom-element';
import { ShoppingListsView } from './shopping-lists';
import css from './shopping-lists.css?inline';

/**
 * The signed-in buyer's shopping lists. Without `list-id`: the Wishlist first, as the default list
 * (a link to the wishlist page with its item count), the buyer's own lists, a new list's name
 * (1 to 60 characters, unique among the buyer's lists), and the lists colleagues shared with them,
 * each marked with its owner's name and View only or Can edit. With `list-id`: that list's lines
 * (product, SKU and its options, MOQ, unit price, a quantity stepper that goes no lower than the
 * MOQ, a note, the line total and Remove), its total, and Add List to Cart, which puts every line
 * into the cart at its saved quantity and reports the lines the cart refused with the reason (the
 * others still go in); the header's cart count follows. Its owner also renames it, deletes it
 * (after a confirmation) and shares it with colleagues of the same company, each to view or to
 * edit; a colleague with View only sees the lines without changing them. A visitor is asked to sign in.
 *
 * @summary The shopping lists page.
 * @tagname lapasar-shopping-lists
 * @attr {number} list-id - One list to show; the index of lists without it.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @event {CustomEvent<Location>} lapasar-location-change - A location was set in the modal.
 * @csspart shopping-lists - The whole element.
 * @csspart sign-in - The sign-in prompt for visitors.
 * @csspart title - 'Shopping Lists', or the list's name.
 * @csspart wishlist-card - The Wishlist, the default list.
 * @csspart list-card - One of the lists in the index.
 * @csspart shared-list-card - A list a colleague shared with the buyer.
 * @csspart shared-by - 'Shared by {owner}' of a shared list.
 * @csspart no-lists - Said when the buyer has no list of their own.
 * @csspart create-list - The new list's name and Create List.
 * @csspart shared-lists - The lists colleagues shared with the buyer.
 * @csspart error - A list that could not be loaded, or is not there.
 * @csspart all-lists - The link back to the index.
 * @csspart shared-with - Whom the owner shared the list with.
 * @csspart rename - Rename (the owner).
 * @csspart rename-form - The new name and Save.
 * @csspart share - Share (the owner).
 * @csspart delete - Delete (the owner), after a confirmation.
 * @csspart add-to-cart - Add List to Cart.
 * @csspart empty - Said of a list without lines.
 * @csspart lines - The table of lines (cards on narrow screens).
 * @csspart list-line - One line.
 * @csspart product-link - A line's product name, linking to its page.
 * @csspart variant - A line's SKU options.
 * @csspart sku - A line's SKU code.
 * @csspart moq - A line's minimum order quantity.
 * @csspart unit-price - A line's unit price.
 * @csspart quantity - A line's quantity (a stepper with edit permission).
 * @csspart note - A line's note (a field with edit permission).
 * @csspart line-total - A line's total.
 * @csspart remove - Removes a line.
 * @csspart total - The list's total.
 * @csspart share-dialog - The owner's sharing dialog.
 * @csspart colleagues - The colleagues to share with.
 * @csspart colleague - One colleague with their name, e-mail and access.
 * @csspart share-permission - A colleague's access: Not shared, View only or Can edit.
 * @csspart share-save - Saves the sharing.
 * @csspart confirm - The deletion to confirm.
 * @csspart confirm-ok - Deletes the list.
 * @csspart confirm-cancel - Keeps the list.
 * @csspart cart-report - What Add List to Cart did.
 * @csspart cart-report-text - Its text.
 * @csspart cart-report-errors - The lines that did not go to the cart, each with the reason.
 * @csspart cart-report-ok - Closes it.
 * @csspart alert - A message to acknowledge.
 * @csspart buyers-only - For a signed-in account that does not buy (an approver, a seller): whose this is, who is signed in, and the way to Approvals.
 * @csspart to-approvals - The link to Approvals, for an approver.
 * @cssproperty --lapasar-color-primary - Buttons.
 * @cssproperty --lapasar-color-border - Borders.
 */
export class LapasarShoppingLists extends elementClass(ShoppingListsView, { listId: 'number' }, lazySheet(`${cartCss}\n${css}`)) {
  declare listId: number;
}

export const tagName = 'lapasar-shopping-lists';

/** Defines lapasar-shopping-lists (once per page). */
export function define(): void {
  defineElement(tagName, LapasarShoppingLists);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-shopping-lists': LapasarShoppingLists;
  }
}
