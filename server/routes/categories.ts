import { createRoute } from '@hono/zod-openapi';
import {
  CategoriesResponseSchema,
  CategoryHeaderResponseSchema,
  CategoryParamsSchema,
  CategoryResponseSchema,
  SubcategoriesQuerySchema,
} from '../../src/contract/categories';
import { catalogueCategoryUrl, categoryUrl, findCategory, toHeaderNodes } from '../domain/category-tree';
import { currentSession, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json } from '../openapi';
import { loadCatalogueTree, loadCategoryTree } from '../services/categories';
import { isCatalogueUser } from '../services/users';
import type { RouteDeps } from '../deps';
import { errorBody } from '../services/errors';

const treeRoute = createRoute({
  method: 'get',
  path: '/categories',
  summary: 'The whole category tree',
  responses: { 200: json(CategoriesResponseSchema, 'Top-level categories with their children') },
});

const subcategoriesRoute = createRoute({
  method: 'get',
  path: '/categories/subcategories',
  summary: 'The children of a category',
  request: { query: SubcategoriesQuerySchema },
  responses: {
    200: json(CategoriesResponseSchema, 'The subcategories'),
    400: errorResponse('Missing or malformed category id'),
    404: errorResponse('Unknown category'),
  },
});

const headerRoute = createRoute({
  method: 'get',
  path: '/categories/header',
  summary: 'Nodes of the CATEGORIES menu',
  responses: { 200: json(CategoryHeaderResponseSchema, 'The menu nodes') },
});

const categoryRoute = createRoute({
  method: 'get',
  path: '/categories/{id}',
  summary: 'One category with its subtree',
  request: { params: CategoryParamsSchema },
  responses: {
    200: json(CategoryResponseSchema, 'The category'),
    400: errorResponse('Malformed category id'),
    404: errorResponse('Unknown category'),
  },
});

const catalogueHeaderRoute = createRoute({
  method: 'get',
  path: '/catalogue-categories/header',
  summary: "Menu nodes of the signed-in catalogue user's catalogue",
  security: bearerSecurity,
  responses: {
    200: json(CategoryHeaderResponseSchema, 'The menu nodes'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a catalogue user'),
  },
});

const NOT_FOUND = 'Category Not Found';

export function categoryRoutes({ db }: RouteDeps) {
  // Literal paths are registered before /categories/{id} so they are not taken for ids.
  return createRouter()
    .openapi(treeRoute, async (c) => c.json({ success: true as const, data: await loadCategoryTree(db) }, 200))
    .openapi(subcategoriesRoute, async (c) => {
      const category = findCategory(await loadCategoryTree(db), Number(c.req.valid('query').categoryId));
      if (!category) return c.json(errorBody(404, NOT_FOUND), 404);
      return c.json({ success: true as const, data: category.children ?? [] }, 200);
    })
    .openapi(headerRoute, async (c) => {
      const nodes = toHeaderNodes(await loadCategoryTree(db), categoryUrl);
      return c.json({ success: true as const, data: nodes }, 200);
    })
    .openapi(categoryRoute, async (c) => {
      const category = findCategory(await loadCategoryTree(db), Number(c.req.valid('param').id));
      if (!category) return c.json(errorBody(404, NOT_FOUND), 404);
      return c.json({ success: true as const, data: category }, 200);
    })
    .openapi({ ...catalogueHeaderRoute, middleware: [requireAuth(db)] }, async (c) => {
      const { user, buyer } = currentSession(c);
      if (!isCatalogueUser(user, buyer))
        return c.json(errorBody(403, 'Catalogue categories are only available to catalogue users', 'not_catalogue_member'), 403);
      const tree = buyer?.catalogId ? await loadCatalogueTree(db, buyer.catalogId) : [];
      return c.json({ success: true as const, data: toHeaderNodes(tree, catalogueCategoryUrl) }, 200);
    });
}
