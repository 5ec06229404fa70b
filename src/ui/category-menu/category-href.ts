import type { MouseEvent } from 'react';
import type { CategoryNode } from '../../api/types';
import { encodeCategoryToken } from '../../lib/category-token';
import { fillRoute } from '../../lib/routes';
import type { RouteTemplates } from '../../store/config';
import { openLocationDialog } from '../../store/dialogs';
import { $hasLocation } from '../../store/location';

/** A top-level category's listing, or a deeper one's as a subcategory of its top-level ancestor. */
export function categoryHref(routes: RouteTemplates, node: CategoryNode, ancestors: readonly CategoryNode[]): string {
  const top = ancestors[0];
  return top
    ? fillRoute(routes.subcategory, { token: encodeCategoryToken(top.categoryId), subToken: encodeCategoryToken(node.categoryId) })
    : fillRoute(routes.category, { token: encodeCategoryToken(node.categoryId) });
}

/** Category navigation needs a location (spec 1 section 4): without one the click forces the modal instead. */
export function requireLocation(event: MouseEvent<HTMLAnchorElement>): void {
  if ($hasLocation.get()) return;
  event.preventDefault();
  openLocationDialog(true);
}
