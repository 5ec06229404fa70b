/** How long an attachment no order holds is kept (UPLOAD_RETENTION_HOURS), and how often the server looks for them. */

/** A day: the upload URL's 15 minutes and a long checkout, with room to spare. */
const DEFAULT_RETENTION_HOURS = 24;
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** UPLOAD_RETENTION_HOURS: whole hours, at least 1, in milliseconds; unset is 24. */
export function uploadRetentionFrom(setting: string | undefined): number {
  const text = setting?.trim() ?? '';
  const hours = text === '' ? DEFAULT_RETENTION_HOURS : Number(text);
  if (!/^\d*$/.test(text) || !Number.isSafeInteger(hours) || hours < 1) throw new Error(`UPLOAD_RETENTION_HOURS must be a whole number of hours, at least 1, not "${setting}"`);
  return hours * 60 * 60 * 1000;
}
