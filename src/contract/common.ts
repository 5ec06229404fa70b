/**
 * Shapes every area shares. Conventions: every error response is `{ error: string, code }` with a 4xx
 * or 5xx status; list and object responses carry `success: true` and their payload under `data`
 * unless the spec names another field (login's `user`, banners' bare array, ...).
 */
import { z } from '@hono/zod-openapi';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../lib/pagination';
import { ErrorCodeSchema, ErrorFiguresSchema } from './errors';

/** 'Y' or 'N', as the backend spells flags. */
export const YesNoSchema = z.enum(['Y', 'N']);
/** 1 or 0, as the backend spells some flags. */
export const BitSchema = z.union([z.literal(0), z.literal(1)]);
export const int = z.number().int();

/** The largest PostgreSQL integer: ids, quantities and sen amounts stay at or below it. */
const INT32_MAX = 2_147_483_647;

/** A record id in a JSON body: a whole number from 1 to the largest PostgreSQL integer. */
export const id = z.number().int('must be a whole number').positive('must be positive').max(INT32_MAX, `must be at most ${INT32_MAX}`);

/** The largest amount of money a request may name, in RM (sen still fit a PostgreSQL integer). */
export const MAX_RINGGIT = 10_000_000;

/** True when `value` has no control character but those in `allowed`: PostgreSQL text cannot hold NUL, and no field wants the others. */
const withoutControls = (allowed: string) => (value: string) => ![...value].some((char) => (char < ' ' || char === '\u007f') && !allowed.includes(char));

/** One line of text of at most `max` characters. */
export const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).refine(withoutControls(''), 'must not contain control characters');

/** Text of at most `max` characters that may hold tabs and line breaks (notes, filter expressions). */
export const multilineText = (max: number) => z.string().max(max, `must be at most ${max} characters`).refine(withoutControls('\t\n\r'), 'must not contain control characters');

/** The error body every failing route of the reference server answers with: the English text, its code, and the figures some codes carry. */
export const ErrorSchema = z
  .object({
    error: z.string(),
    code: ErrorCodeSchema,
    /** With code session_expired: the flag spec 1 section 7 sends a client to /login on. */
    session_expired: z.literal(true).optional(),
  })
  .extend(ErrorFiguresSchema.shape)
  .openapi('Error');

/** An error body as the client reads it from any backend. */
export const ApiErrorBodySchema = z.object({
  /** What went wrong; the reference server always sends it. */
  error: z.string().optional(),
  /** What some backends send instead of error (spec 1 section 8: 'the server's error text or message'). */
  message: z.string().optional(),
  /** Set on wishlist calls when the session ended (spec 1 section 7, Wishlist). */
  session_expired: z.boolean().optional(),
  /** The reference server's code (errors.ts); another backend may send none, or codes of its own. */
  code: z.string().optional(),
}).extend(ErrorFiguresSchema.shape);

/** `{ success: true }`, the answer of calls that return nothing else. */
export const SuccessSchema = z.object({ success: z.literal(true) });

/** `{ success: true, data: [item, ...] }`. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: z.array(item) });

/** `{ success: true, count }`, the badge counts. */
export const CountResponseSchema = z.object({ success: z.literal(true), count: int });

/** A path or query id: a positive whole number, as text. */
export const idParam = z.string().regex(/^\d{1,9}$/, 'must be a positive whole number');

/** Path parameter `{id}`. */
export const IdParamsSchema = z.object({ id: idParam });

/** The request's location as query parameters (the X-State and X-District headers win). */
export const locationParams = {
  state: text(100).optional(),
  district: text(100).optional(),
};

/** Page and page size of listings (spec 1 section 9). */
export const pageParams = {
  page: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(1),
  limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`).default(PAGE_SIZE),
};

/** Spec 1 section 3, Pagination. */
export const PaginationSchema = z.object({ page: int, limit: int, total: int, totalPages: int }).openapi('Pagination');

/**
 * Added: beside a catalogue member's contract prices, what the marketplace charges for the same
 * (RM), so an element can label the price as a contract price with the saving; null when the
 * prices shown are the marketplace's own (a visitor, a company without a catalogue, or a product
 * the catalogue does not price).
 */
export const marketplacePrices = {
  /** The marketplace's act_min_price and act_max_price. */
  marketplace_min_price: z.number().nullable(),
  marketplace_max_price: z.number().nullable(),
  /** The marketplace's price of primary_sku_id. */
  primary_sku_marketplace_price: z.number().nullable(),
};

/** One line of text, trimmed, of 1 to `max` characters (names the buyer gives things). */
export const trimmedText = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`).refine(withoutControls(''), 'must not contain control characters');
