/** How long an attachment no order holds is kept (UPLOAD_RETENTION_HOURS), and how often the server looks for them. */

/**
 * A day: an uploaded file must outlive a long checkout, since the checkout wizard keeps its draft
 * (fields and uploaded files) for a day after its last change (src/widgets/checkout-wizard/draft.ts).
 */
const DEFAULT_RETENTION_HOURS = 24;
/** Often enough that nothing outlives its time by more than a few minutes; one delete statement each time. */
export const UPLOAD_SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** How long an upload may still be arriving after its URL expired (it was started before): a slow 10 MB upload. */
const LATE_UPLOAD_MS = 15 * 60 * 1000;

/** UPLOAD_RETENTION_HOURS: whole hours, at least 1, in milliseconds; unset is 24. */
export function uploadRetentionFrom(setting: string | undefined): number {
  const text = setting?.trim() ?? '';
  const hours = text === '' ? DEFAULT_RETENTION_HOURS : Number(text);
  if (!/^\d*$/.test(text) || !Number.isSafeInteger(hours) || hours < 1)
    throw new Error(`UPLOAD_RETENTION_HOURS must be a whole number of hours, at least 1, not "${setting}"`);
  return hours * 60 * 60 * 1000;
}

/**
 * How long a reservation never uploaded is kept: its upload URL's lifetime and the time an upload
 * started just before it expired may take, then it can never be uploaded and only holds the
 * buyer's allowance (server/domain/upload-quota.ts). 30 minutes with the 15-minute URLs.
 */
export function reservationLifetimeMs(urlTtlSeconds: number): number {
  return urlTtlSeconds * 1000 + LATE_UPLOAD_MS;
}

/** How long each kind of attachment no order holds is kept, in milliseconds. */
export interface UploadLifetimes {
  /** Uploaded and not (yet) named by a submitted order. */
  uploadedMs: number;
  /** Reserved and never uploaded. */
  reservedMs: number;
}
