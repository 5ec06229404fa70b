/** The statuses a service refuses a request with. */
type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 411 | 413 | 415 | 429 | 503;

/** A business rule refused the request; the app answers `{ error: message }` with `status` (server/app.ts). */
export class ServiceError extends Error {
  constructor(
    readonly status: RefusalStatus,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}
