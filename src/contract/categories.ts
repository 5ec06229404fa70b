import { z } from '@hono/zod-openapi';
import { int, listOf } from './common';

/** A category as the backend sends it (spec 1 section 3). */
export const CategorySchema = z
  .object({
    category_id: int,
    category_name: z.string(),
    parent_id: int.nullable(),
    level: int,
    icon: z.string().optional(),
    get children(): z.ZodOptional<z.ZodArray<typeof CategorySchema>> {
      return z.array(CategorySchema).optional();
    },
  })
  .openapi('Category');

/** A node of the CATEGORIES popover (spec 1 section 2.2). */
export const CategoryNodeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    categoryId: int,
    level: int,
    url: z.string(),
    get children(): z.ZodArray<typeof CategoryNodeSchema> {
      return z.array(CategoryNodeSchema);
    },
  })
  .openapi('CategoryNode');

const categoryId = z.string().regex(/^\d{1,9}$/, 'Category id must be a positive whole number');

/** GET /categories, /categories/subcategories */
export const CategoriesResponseSchema = listOf(CategorySchema);

/** GET /categories/subcategories?categoryId= */
export const SubcategoriesQuerySchema = z.object({ categoryId });

/** GET /categories/{id} */
export const CategoryParamsSchema = z.object({ id: categoryId });
export const CategoryResponseSchema = z.object({ success: z.literal(true), data: CategorySchema });

/** GET /categories/header and /catalogue-categories/header */
export const CategoryHeaderResponseSchema = listOf(CategoryNodeSchema);

/** GET /categories/covid: the COVID care tabs' categories (2756..2761). */
export const CovidCategoriesResponseSchema = listOf(CategorySchema);
