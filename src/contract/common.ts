/**
 * Shapes every area shares. Conventions: every error response is `{ error: string, code }` with a 4xx
 * or 5xx status; list and object responses carry `success: true` and their payload under `data`
 * unless the spec names another field (login's `user`, banners' bare array, ...).
 */
import { z } from '@hono/zod-openapi';
import { hasWholeSen } from '../lib/money';
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

/*
 * The string rules are regular expressions so that zod-to-openapi states them in the document as
 * `pattern`: a client reading the document knows every text rule the server applies.
 */

/** Control characters: PostgreSQL text cannot hold NUL, and no field wants the others. */
const CONTROLS = String.raw`\x00-\x1f\x7f`;
/** The same but tabs and line breaks, which notes and filter expressions may hold. */
const CONTROLS_BUT_LINE_BREAKS = String.raw`\x00-\x08\x0b\x0c\x0e-\x1f\x7f`;
const CONTROL_MESSAGE = 'must not contain control characters';

/** Text without those controls. */
const withoutControls = (controls: string) => new RegExp(`^[^${controls}]*$`);
/** Text without those controls and with something besides white space (what String.prototype.trim removes is what \s matches). */
const withoutControlsNorBlank = (controls: string) => new RegExp(`^[^${controls}]*[^\\s${controls}][^${controls}]*$`);

const SINGLE_LINE = withoutControls(CONTROLS);
/** One line with more than white space: for a document that asks for more than the parser (the sign-in form's fields). */
export const NON_BLANK_LINE = withoutControlsNorBlank(CONTROLS);
const MULTILINE = withoutControls(CONTROLS_BUT_LINE_BREAKS);

/** The regex check of text that must hold more than white space: the message says which rule it broke. */
function nonBlank(controls: string, blankMessage: string) {
  const plain = withoutControls(controls);
  return [
    withoutControlsNorBlank(controls),
    { error: (issue: { input?: unknown }) => (plain.test(String(issue.input)) ? blankMessage : CONTROL_MESSAGE) },
  ] as const;
}

/** One line of text of at most `max` characters. */
export const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).regex(SINGLE_LINE, CONTROL_MESSAGE);

/** Text of at most `max` characters that may hold tabs and line breaks (notes, filter expressions). */
export const multilineText = (max: number) => z.string().max(max, `must be at most ${max} characters`).regex(MULTILINE, CONTROL_MESSAGE);

/** One line of text of at most `max` characters with more than white space in it, kept as sent (file names). */
export const nonBlankText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .regex(...nonBlank(CONTROLS, 'must not be empty'));

/** Multiline text of at most `max` characters with more than white space in it: `blankMessage` when it has none (a required comment). */
export const nonBlankMultilineText = (max: number, blankMessage: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? blankMessage : undefined) })
    .max(max, `must be at most ${max} characters`)
    .regex(...nonBlank(CONTROLS_BUT_LINE_BREAKS, blankMessage));

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
export const ApiErrorBodySchema = z
  .object({
    /** What went wrong; the reference server always sends it. */
    error: z.string().optional(),
    /** What some backends send instead of error (spec 1 section 8: 'the server's error text or message'). */
    message: z.string().optional(),
    /** Set on wishlist calls when the session ended (spec 1 section 7, Wishlist). */
    session_expired: z.boolean().optional(),
    /** The reference server's code (errors.ts); another backend may send none, or codes of its own. */
    code: z.string().optional(),
    /** The fields at fault, each with its message (a refused checkout submit or checkout form). */
    validation: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .extend(ErrorFiguresSchema.shape);

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
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
    .default(PAGE_SIZE),
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

/**
 * One line of text, trimmed, of 1 to `max` characters (names the buyer gives things). The
 * document's maxLength counts the text as sent, which the trimmed text never exceeds.
 */
export const trimmedText = (max: number, blankMessage = 'must not be empty') =>
  z
    .string()
    .regex(...nonBlank(CONTROLS, blankMessage))
    .trim()
    .max(max, `must be at most ${max} characters`);

/** Money is whole sen. */
const SEN = 0.01;

/**
 * An RM amount in a JSON body, from 0 to MAX_RINGGIT in whole sen; the document says multipleOf
 * 0.01. The parser also takes a sum a client added up in floating point (0.1 + 0.2), which is
 * whole sen but for the float's last bits.
 */
export const ringgitAmount = (negativeMessage = 'must not be negative') =>
  z
    .number()
    .min(0, negativeMessage)
    .max(MAX_RINGGIT, `must be at most ${MAX_RINGGIT}`)
    .refine(hasWholeSen, 'must have at most 2 decimals')
    .openapi({ multipleOf: SEN });

/** An RM amount in a query, as text: digits with at most 2 decimals, at most MAX_RINGGIT (a power of ten), as one pattern. */
export const ringgitText = z
  .string()
  .max(20, 'must be at most 20 characters')
  .regex(
    new RegExp(String.raw`^0*(\d{1,${String(MAX_RINGGIT).length - 1}}(\.\d{1,2})?|${MAX_RINGGIT}(\.0{1,2})?)$`),
    `must be an amount in RM with at most 2 decimals, at most ${MAX_RINGGIT}`,
  );

/** E-mail addresses as the server checks them; the document states zod's pattern beside `format: email`, so a client checks the same. */
export const email = (max: number) => z.email({ pattern: z.regexes.email }).max(max).openapi({ pattern: z.regexes.email.source });

/** A body that must name one of `keys` and not another: zod checks it, the document says it with oneOf. */
export const exactlyOneOf = <T extends z.ZodObject>(schema: T, keys: readonly (keyof z.infer<T> & string)[], message: string) =>
  schema
    .refine((body) => keys.filter((key) => (body as Record<string, unknown>)[key] !== undefined).length === 1, message)
    .openapi({ oneOf: keys.map((key) => ({ required: [key] })) });

/** A body that must name at least one of `keys`: zod checks it, the document says it with anyOf. */
export const atLeastOneOf = <T extends z.ZodObject>(schema: T, keys: readonly (keyof z.infer<T> & string)[], message: string) =>
  schema
    .refine((body) => keys.some((key) => (body as Record<string, unknown>)[key] !== undefined), message)
    .openapi({ anyOf: keys.map((key) => ({ required: [key] })) });
