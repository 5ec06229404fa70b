import { useStore } from '@nanostores/react';
import type { StoreValue } from 'nanostores';
import { catalogueProducts, catalogueSearch } from '../../api/catalogue';
import { ApiError } from '../../api/client';
import { ACCESS_DENIED, catalogueSearchParams, type CatalogueSearchRequest } from '../../lib/catalogue';
import { PAGE_SIZE } from '../../lib/pagination';
import { cardFromHit, cardFromListing } from '../listing/card-product';
import { useProductPage, type ProductPage, type ProductPageState } from '../listing/use-product-page';
import { $catalogueStrings } from './strings';
import { useServerText } from '../server-text';

type CatalogueText = StoreValue<typeof $catalogueStrings>;

/** A page of the catalogue: its listing by category id or token and search text, or its search. */
export type CatalogueRequest =
  | { mode: 'listing'; id: number | null; token: string; search: string; page: number; locationKey: string }
  | { mode: 'search'; search: CatalogueSearchRequest };

const pages = (total: number) => Math.ceil(total / PAGE_SIZE);

async function load(request: CatalogueRequest): Promise<ProductPage> {
  if (request.mode === 'listing') {
    const { id, token, search, page } = request;
    const data = await catalogueProducts({
      id: id === null ? undefined : String(id),
      token: token || undefined,
      search: search || undefined,
      page,
      limit: PAGE_SIZE,
    });
    return { products: data.products.map(cardFromListing), total: data.total, totalPages: pages(data.total) };
  }
  const response = await catalogueSearch(catalogueSearchParams(request.search));
  const total = response.nbHits ?? response.estimatedTotalHits;
  return { products: response.hits.map(cardFromHit), total, totalPages: pages(total) };
}

/**
 * The catalogue's failure texts (spec 2 section 8): one for the listing, one for the search; a
 * refused or unknown category in the server's words (its 403 and 404 say which).
 */
function failureText(
  error: unknown,
  request: CatalogueRequest,
  t: CatalogueText,
  serverText: (failure: unknown, fallback: string) => string,
): string {
  if (error instanceof ApiError && error.status === 403) return serverText(error, ACCESS_DENIED);
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return serverText(error, t.categoryNotFound);
  return request.mode === 'listing' ? t.loadFailed : t.searchFailed;
}

/** Loads a page of the catalogue for `request` (null: nothing to load); `scope` names one listing. */
export function useCatalogueProducts(request: CatalogueRequest | null, scope: string): ProductPageState {
  const t = useStore($catalogueStrings);
  const serverText = useServerText();
  return useProductPage('catalogue', request, load, scope, (error, failed) => failureText(error, failed, t, serverText));
}
