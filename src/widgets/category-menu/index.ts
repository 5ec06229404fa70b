import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import flyoutCss from '../../ui/category-menu/category-menu.css?inline';
import { CategoryMenuView } from './category-menu';
import css from './category-menu.css?inline';

/**
 * The category tree. By default the CATEGORIES button with its multi-level flyout (All Categories
 * first, submenus closing 300 ms after the pointer leaves, a 280 px panel); with mode="list" the
 * All Categories page, every category and subcategory as a link. Catalogue users get the
 * catalogue category list. Without a delivery location a category click forces the location
 * chooser open instead of navigating.
 *
 * @summary The CATEGORIES flyout, or the All Categories page.
 * @tagname lapasar-category-menu
 * @attr {'flyout' | 'list'} mode - flyout (default) or list.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @event {CustomEvent<Location>} lapasar-location-change - A location was set in the modal.
 * @csspart categories-button - The CATEGORIES button.
 * @csspart categories-panel - The flyout (280 px).
 * @csspart category-submenu - A submenu of the flyout.
 * @csspart all-categories - The All Categories page (mode="list").
 * @csspart error - The 'Failed to load categories.' message.
 * @cssproperty --lapasar-color-primary - The button and links.
 * @cssproperty --lapasar-color-border - Panel borders.
 */
export class LapasarCategoryMenu extends elementClass(CategoryMenuView, { mode: 'string' }, lazySheet(`${flyoutCss}\n${css}`)) {
  declare mode: string;
}

export const tagName = 'lapasar-category-menu';

/** Defines lapasar-category-menu (once per page). */
export function define(): void {
  defineElement(tagName, LapasarCategoryMenu);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-category-menu': LapasarCategoryMenu;
  }
}
