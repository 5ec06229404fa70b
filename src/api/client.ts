import { $fetch, FetchError, type FetchContext, type FetchOptions } from 'ofetch';
import type { ApiErrorBody, Location } from './types';

/** Options of one API call. */
export interface CallOptions extends Omit<FetchOptions<'json'>, 'responseType'> {
  /** Send no bearer token (spec 1 section 7 marks these calls skip-auth). */
  skipAuth?: boolean;
  /**
   * Send the token when there is one, but a 401 does not end the session: for calls that work
   * for visitors and answer a signed-in buyer with their own view (search).
   */
  optionalAuth?: boolean;
}

/** Every failed call surfaces as this: the HTTP status and the server's `error` text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The response body, when there was one. */
    readonly data?: ApiErrorBody,
  ) {
    super(message);
  }
}

/** What every call reads from the session and configuration; the store provides it when it loads. */
export interface ClientContext {
  /** Base URL of the backend API. */
  apiBase: () => string;
  token: () => string | null;
  location: () => Location | null;
  /** The locale the elements speak (e.g. ms-MY), sent as Accept-Language so the documents the server renders are in it. */
  locale: () => string;
  /** A 401 on a call that carried `token`: that session has expired. */
  onUnauthorized: (token: string) => void;
}

let context: ClientContext = {
  apiBase: () => '/api',
  token: () => null,
  location: () => null,
  locale: () => 'en-MY',
  onUnauthorized: () => undefined,
};

/** Connects the client to the session and configuration (src/store does this as it loads). */
export function configureClient(next: ClientContext): void {
  context = next;
}

/** The delivery location the calls carry, or null when none is chosen. */
export const currentLocation = (): Location | null => context.location();

// Paths that take neither the location headers nor the location query (spec 1 section 7).
const NO_LOCATION_PATHS = [
  /^\/location(\/|\?|$)/,
  /variant-sku-details/,
  /^\/auth(\/|\?|$)/,
  /login/,
  /^\/workflow\/(location-projects|checkout-form|check-submit-button-status)/,
  // Company administration is about the company, wherever the administrator is.
  /^\/company\//,
  // So are the marketplace operator's companies.
  /^\/operator\//,
];

/** Whether a call to `path` carries the state and district. */
export function sendsLocation(path: string): boolean {
  return !NO_LOCATION_PATHS.some((pattern) => pattern.test(path));
}

function addAuthAndLocation({ request, options }: FetchContext): void {
  // ofetch keeps unknown options, so the call's skipAuth flag arrives here.
  const skipAuth = 'skipAuth' in options && options.skipAuth === true;
  options.baseURL ??= context.apiBase();
  // The elements' locale, not the browser's: a quotation or an export comes in the language on screen.
  options.headers.set('Accept-Language', context.locale());
  const token = context.token();
  if (token && !skipAuth) options.headers.set('Authorization', `Bearer ${token}`);

  const location = context.location();
  if (!location || typeof request !== 'string' || !sendsLocation(request)) return;
  if (location.state) options.headers.set('X-State', location.state);
  if (location.district) options.headers.set('X-District', location.district);
  if (options.query && Object.keys(options.query).length > 0) {
    options.query = { state: location.state, district: location.district, ...options.query };
  }
}

function expireOnUnauthorized({ response, options }: FetchContext): void {
  const optionalAuth = 'optionalAuth' in options && options.optionalAuth === true;
  const carried = options.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (response?.status === 401 && carried && !optionalAuth) context.onUnauthorized(carried);
}

const client = $fetch.create({ onRequest: addAuthAndLocation, onResponseError: expireOnUnauthorized });

/** One call to the backend (or, with `baseURL`, the corporate API); failures throw ApiError. */
export async function request<T>(path: string, options: CallOptions = {}): Promise<T> {
  try {
    return await client<T, 'json'>(path, options);
  } catch (error) {
    throw toApiError(error);
  }
}

/** A call answered with a file (a PDF, a spreadsheet); failures throw ApiError like `request`. */
export async function requestBlob(path: string, options: Pick<CallOptions, 'method' | 'body' | 'baseURL' | 'headers'> = {}): Promise<Blob> {
  try {
    return await client<Blob, 'blob'>(path, { ...options, responseType: 'blob' });
  } catch (error) {
    throw toApiError(error);
  }
}

function toApiError(error: unknown): ApiError {
  if (!(error instanceof FetchError)) {
    return new ApiError(error instanceof Error ? error.message : String(error), 0);
  }
  const body: unknown = error.data;
  const data = isErrorBody(body) ? body : undefined;
  return new ApiError(serverText(data) || (error.statusText ?? error.message), error.status ?? 0, data);
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message } = body as { error?: unknown; message?: unknown };
  return typeof error === 'string' || typeof message === 'string';
}

const serverText = (data: ApiErrorBody | undefined) => data?.error || data?.message || '';

/** The server's own error text (its error field, else its message), or '' when it sent none. */
export function serverMessage(failure: unknown): string {
  return failure instanceof ApiError ? serverText(failure.data) : '';
}
