/**
 * The catalogue routes (spec 1 section 7, spec 2 section 2): a member company sees only its own
 * catalogue's products and categories; prices are the member's (its catalogue's, productRows).
 */
import type { Category, CatalogueCategoryTile, ProductListing, SearchResponse, SearchSort } from '../../src/contract/types';
import { encodeCategoryToken } from '../../src/lib/category-token';
import type { Database } from '../db/client';
import { findCategory } from '../domain/category-tree';
import type { RequestLocation } from '../env';
import { catalogueCountsByCategory, catalogueScope } from '../queries/catalogue';
import { listingOrder, listingPage } from '../queries/listings';
import { brandsOf } from '../queries/product-facets';
import { productRows } from './product-rows';
import { catalogueOf, type CatalogueRef } from './catalogue-access';
import { loadCatalogueTree } from './categories';
import { resolveCategory } from './category-scope';
import { ServiceError } from './errors';
import { toListing, type Viewer } from './listings';
import type { ImageLinks } from './product-images';
import { findProducts, searchProducts, type SearchOptions } from './search';

export const CATALOGUE_MESSAGES = {
  notMember: 'Catalogue products are only available to catalogue users',
  notEnergyBuyer: 'These catalogue categories are only available to energy buyers',
  categoryNotFound: 'Category Not Found',
} as const;

/** Where the answer is seen from: who, at which delivery location, and how image URLs are made. */
export interface CatalogueView {
  viewer: Viewer;
  location: RequestLocation;
  images: ImageLinks;
}

/** The viewer's catalogue; 403 for a buyer without one (and for visitors, whom the routes stop first). */
async function memberCatalogue(db: Database, viewer: Viewer): Promise<CatalogueRef> {
  const catalogue = await catalogueOf(db, viewer.buyerId);
  if (!catalogue) throw new ServiceError(403, CATALOGUE_MESSAGES.notMember, 'not_catalogue_member');
  return catalogue;
}

/** The category ids of a category of the catalogue and its subtree; 404 outside the catalogue, 400 for a bad token. */
async function categoryScope(
  db: Database,
  catalogueId: number,
  selector: { categoryId?: string; token?: string },
): Promise<{ categoryId: number | null; ids?: number[] }> {
  if (selector.categoryId === undefined && selector.token === undefined) return { categoryId: null };
  const tree = await loadCatalogueTree(db, catalogueId);
  const ids = resolveCategory(tree, selector);
  return { categoryId: ids?.[0] ?? null, ids };
}

/**
 * The search engine's options over one catalogue (a category's subtree when given): the same
 * search as the marketplace's, narrowed to the catalogue and named so what it finds is kept.
 */
function catalogueSearchOptions(
  catalogue: CatalogueRef,
  scope: { ids?: number[] },
  request: Omit<CatalogueSearchRequest, 'categoryId'>,
  view: CatalogueView,
): SearchOptions {
  const scopeKey = JSON.stringify(['catalogue', catalogue.id, scope.ids ?? null]);
  return { ...request, type: 'by-product', ...view, scope: catalogueScope(catalogue.id, scope.ids), scopeKey };
}

/**
 * GET /products/catalogue: one page of the catalogue's products (a category's subtree when
 * given). Search text goes through the search engine, so it finds what the catalogue search and
 * the marketplace search find, in the same order; without text the catalogue is listed.
 */
export async function catalogueProducts(
  db: Database,
  request: { categoryId?: string; token?: string; search?: string; page: number; limit: number },
  view: CatalogueView,
): Promise<{ products: ProductListing[]; total: number; catalogId: number; categoryId: number | null }> {
  const catalogue = await memberCatalogue(db, view.viewer);
  const scope = await categoryScope(db, catalogue.id, request);
  const offset = (request.page - 1) * request.limit;
  const q = request.search?.trim() ?? '';
  const { ids, total } = q
    ? await findProducts(db, catalogueSearchOptions(catalogue, scope, { q, limit: request.limit, offset, filters: [] }, view))
    : await listingPage(db, catalogueScope(catalogue.id, scope.ids), listingOrder('relevance', null), request.limit, offset);
  const rows = await productRows(db, ids, view.viewer.buyerId);
  const products = rows.map((row) => ({ ...toListing(row, view.viewer, view.location, view.images), listing_type: 'catalogue' as const }));
  return { products, total, catalogId: catalogue.id, categoryId: scope.categoryId };
}

export interface CatalogueSearchRequest {
  q: string;
  limit: number;
  offset: number;
  filters: readonly string[];
  sort?: SearchSort;
  categoryId?: string;
}

/** The search engine over one catalogue (a category's subtree when given); a member's hits are at its catalogue's prices. */
async function searchCatalogue(
  db: Database,
  catalogue: CatalogueRef,
  request: CatalogueSearchRequest,
  view: CatalogueView,
): Promise<SearchResponse> {
  const { categoryId, ...search } = request;
  const scope = await categoryScope(db, catalogue.id, { categoryId });
  return searchProducts(db, catalogueSearchOptions(catalogue, scope, search, view));
}

/** GET /products/catalogue/brands: the brands of the catalogue's products (a category's subtree when given), by name. */
export async function catalogueBrands(db: Database, viewer: Viewer, categoryId?: string): Promise<string[]> {
  const catalogue = await memberCatalogue(db, viewer);
  const scope = await categoryScope(db, catalogue.id, { categoryId });
  return brandsOf(db, catalogueScope(catalogue.id, scope.ids));
}

/** GET /products/catalogue/search: the member's catalogue only. */
export async function catalogueSearch(db: Database, request: CatalogueSearchRequest, view: CatalogueView): Promise<SearchResponse> {
  return searchCatalogue(db, await memberCatalogue(db, view.viewer), request, view);
}

/**
 * GET /catalogue-search: a member searches its catalogue; anyone else (visitors included) gets the
 * marketplace search, which never shows exclusive catalogue products or catalogue prices to them.
 */
export async function openCatalogueSearch(db: Database, request: CatalogueSearchRequest, view: CatalogueView): Promise<SearchResponse> {
  const catalogue = await catalogueOf(db, view.viewer.buyerId);
  if (catalogue) return searchCatalogue(db, catalogue, request, view);
  if (request.categoryId !== undefined) throw new ServiceError(403, CATALOGUE_MESSAGES.notMember, 'not_catalogue_member');
  return searchProducts(db, { ...request, type: 'by-product', ...view });
}

/** Category tiles with how many of the catalogue's products each subtree holds. */
function toTiles(categories: readonly Category[], counts: Map<number, number>): CatalogueCategoryTile[] {
  const countOf = (category: Category): number =>
    (counts.get(category.category_id) ?? 0) + (category.children ?? []).reduce((sum, child) => sum + countOf(child), 0);
  return categories.map((category) => ({
    category_id: category.category_id,
    category_name: category.category_name,
    icon: category.icon ?? null,
    product_count: countOf(category),
    token: encodeCategoryToken(category.category_id),
  }));
}

/** GET /products/catalogue-categories and /products/tnb-catalogue-categories: the catalogue's top categories as tiles. */
export async function catalogueCategoryTiles(db: Database, viewer: Viewer) {
  const catalogue = await memberCatalogue(db, viewer);
  const [tree, counts] = await Promise.all([loadCatalogueTree(db, catalogue.id), catalogueCountsByCategory(db, catalogue.id)]);
  return { catalogId: catalogue.id, catalogName: catalogue.name, categoryProducts: toTiles(tree, counts) };
}

/** GET /catalogue-categories/{id}: a category of the member's catalogue with its child tiles; 404 outside it. */
export async function catalogueCategory(db: Database, viewer: Viewer, categoryId: number) {
  const catalogue = await memberCatalogue(db, viewer);
  const [tree, counts] = await Promise.all([loadCatalogueTree(db, catalogue.id), catalogueCountsByCategory(db, catalogue.id)]);
  const category = findCategory(tree, categoryId);
  if (!category) throw new ServiceError(404, CATALOGUE_MESSAGES.categoryNotFound);
  return {
    category_id: category.category_id,
    category_name: category.category_name,
    icon: category.icon ?? null,
    children: toTiles(category.children ?? [], counts),
  };
}
