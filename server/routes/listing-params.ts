import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { LISTING_SORTS, MAX_PAGE_SIZE, moqRange, PAGE_SIZE, toSen } from '../domain/listing';
import type { AppEnv } from '../env';
import type { Viewer } from '../services/listings';

/** Query parameters shared by the listing routes; everything arrives as text. */
export const idParam = z.string().regex(/^\d{1,9}$/, 'must be a positive whole number');
const number = z.string().regex(/^\d+(\.\d{1,2})?$/, 'must be a non-negative number');
const commaList = (pattern: RegExp, message: string) =>
  z.string().refine((text) => text.split(',').map((part) => part.trim()).filter(Boolean).every((part) => pattern.test(part)), message);

export const pageParams = {
  page: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(1),
  limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`).default(PAGE_SIZE),
};

export const locationParams = {
  state: z.string().max(100).optional(),
  district: z.string().max(100).optional(),
};

export const categoryParams = {
  categoryId: idParam.optional(),
  subcategoryId: idParam.optional(),
  /** Storefront category tokens (base64 of 'cat_' + id), instead of the ids. */
  token: z.string().max(100).optional(),
  subToken: z.string().max(100).optional(),
};

export const covidCategoryId = z.union([z.enum(['2756', '2757', '2758', '2759', '2760', '2761']), z.literal('covidAll')]);

export const unifiedParams = {
  ...pageParams,
  ...locationParams,
  ...categoryParams,
  search: z.string().max(200).optional(),
  sort_by: z.enum(LISTING_SORTS as [string, ...string[]]).optional(),
  min_price: number.optional(),
  max_price: number.optional(),
  min_shipping_cost: number.optional(),
  max_shipping_cost: number.optional(),
  brands: z.string().max(1000).optional(),
  ratings: commaList(/^[1-5]$/, 'must be a comma list of 1 to 5').optional(),
  free_shipping: z.enum(['Y', 'N', 'C']).optional(),
  moq: commaList(/^(U0|U10|U100|N)$/i, 'must be a comma list of U0, U10, U100, N').optional(),
  contracted: z.enum(['Y', 'N']).optional(),
  seller_states: z.string().max(1000).optional(),
  vendorId: idParam.optional(),
  covidCategoryId: covidCategoryId.optional(),
};

export const splitList = (text: string | undefined): string[] =>
  (text ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');

export const moqRanges = (text: string | undefined) =>
  splitList(text).map((code) => moqRange(code)).filter((range): range is { min: number; max: number } => range !== null);

/** An RM query parameter in sen. */
export const senParam = (text: string | undefined): number | undefined => (text === undefined ? undefined : toSen(Number(text)));

/** The viewer of a request: the session's buyer, never ids sent by the client. */
export function viewerOf(c: Context<AppEnv>): Viewer {
  const buyer = c.get('session')?.buyer ?? null;
  return { buyerId: buyer?.id ?? null, showSellerNames: buyer?.viewSlInfo === 'Y' };
}

export const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;
