import { codeOfStatus, type ErrorCode, type ErrorFigures } from '../../src/contract/errors';

/** The statuses a service refuses a request with. */
type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 411 | 413 | 415 | 429 | 503;

/** The body of every error answer: the English text, its code and any figures. */
export function errorBody(status: number, message: string, code?: ErrorCode, figures: ErrorFigures = {}) {
  return { error: message, code: code ?? codeOfStatus(status), ...figures };
}

/** A business rule refused the request; the app answers `errorBody(status, message, code, figures)` (server/app.ts). */
export class ServiceError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: RefusalStatus,
    message: string,
    code?: ErrorCode,
    readonly figures: ErrorFigures = {},
  ) {
    super(message);
    this.name = 'ServiceError';
    this.code = code ?? codeOfStatus(status);
  }
}
