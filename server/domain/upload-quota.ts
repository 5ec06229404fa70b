/**
 * How much one buyer user may hold in attachments no decision has settled: files no submitted
 * order holds yet (reserved, or uploaded and not submitted), files of their orders waiting for
 * approval, and files of orders they withdrew or replaced by an edit until the sweep removes
 * them: UPLOAD_MAX_PENDING_FILES files and UPLOAD_MAX_PENDING_MB megabytes. Submitting or
 * withdrawing an order does not give the allowance back; a decision, the sweep or removing an
 * unsubmitted file does. A reservation counts its declared size at once, since its upload must
 * be exactly that size.
 */
import { MAX_FILE_BYTES, MAX_FILES_PER_SLOT } from '../../src/lib/attachments';
import type { UploadLifetimes } from './upload-retention';

const MB = 1024 * 1024;

export interface PendingLimits {
  files: number;
  bytes: number;
}

/**
 * The most files one order can hold at most sizes, sized by the most one upload request may
 * name: every slot (3 files) of the order, the approval and eight sellers, 30 files.
 */
const ONE_FULL_ORDER_FILES = 10 * MAX_FILES_PER_SLOT;

/**
 * Defaults: two such orders at the 10 MB maximum (60 files, 600 MB), so a checkout as large as
 * the spec allows is taken while another as large waits for its approvers, or after one was
 * withdrawn; orders of ordinary size leave room for dozens waiting. One account can no longer
 * fill the disk.
 */
export const DEFAULT_PENDING_LIMITS: PendingLimits = {
  files: 2 * ONE_FULL_ORDER_FILES,
  bytes: 2 * ONE_FULL_ORDER_FILES * MAX_FILE_BYTES,
};

function wholeNumber(name: string, setting: string | undefined, fallback: number, min: number): number {
  const text = setting?.trim() ?? '';
  if (text === '') return fallback;
  const value = Number(text);
  if (!/^\d{1,9}$/.test(text) || value < min) throw new Error(`${name} must be a whole number, at least ${min}, not "${setting}"`);
  return value;
}

/**
 * UPLOAD_MAX_PENDING_FILES and UPLOAD_MAX_PENDING_MB, each at least one file's worth (1 file,
 * 10 MB) so a checkout can always attach something; unset are the defaults.
 */
export function pendingLimitsFrom(files: string | undefined, megabytes: string | undefined): PendingLimits {
  return {
    files: wholeNumber('UPLOAD_MAX_PENDING_FILES', files, DEFAULT_PENDING_LIMITS.files, 1),
    bytes: wholeNumber('UPLOAD_MAX_PENDING_MB', megabytes, DEFAULT_PENDING_LIMITS.bytes / MB, MAX_FILE_BYTES / MB) * MB,
  };
}

/** One attachment the user holds: its declared size, when it starts to lapse, whether it arrived. */
export interface PendingAttachment {
  size: number;
  /**
   * When reserved (no order holds it yet), or when the withdrawn or replaced order holding it
   * ended; null while an order waiting for approval holds it, which only a decision releases.
   */
  since: Date | null;
  uploaded: boolean;
}

export type PendingRefusal = { status: 413; message: string } | { status: 429; message: string; retryAfterSeconds: number | null };

const megabytes = (bytes: number) => `${Math.floor(bytes / MB)} MB`;

/**
 * Whether a request for `files` more files of `bytes` may be reserved by a user holding
 * `pending`: null when it may; 413 when the request alone is more than the limits (asking again
 * cannot help); 429 when what the user holds leaves no room, with the seconds until the sweep
 * releases the first file that lapses (null when only orders waiting for approval hold the room).
 */
export function pendingRefusal(
  pending: readonly PendingAttachment[],
  request: { files: number; bytes: number },
  limits: PendingLimits,
  lifetimes: UploadLifetimes,
  sweepIntervalMs: number,
  now: Date,
): PendingRefusal | null {
  if (request.files > limits.files || request.bytes > limits.bytes) {
    return {
      status: 413,
      message: `These files are more than may wait for an order at once: at most ${limits.files} files and ${megabytes(limits.bytes)}`,
    };
  }
  const heldBytes = pending.reduce((sum, file) => sum + file.size, 0);
  if (pending.length + request.files <= limits.files && heldBytes + request.bytes <= limits.bytes) return null;
  const released = pending.flatMap((file) =>
    file.since === null ? [] : [file.since.getTime() + (file.uploaded ? lifetimes.uploadedMs : lifetimes.reservedMs) + sweepIntervalMs],
  );
  const retryAfterSeconds = released.length === 0 ? null : Math.max(1, Math.ceil((Math.min(...released) - now.getTime()) / 1000));
  const hours = Math.round(lifetimes.uploadedMs / 3_600_000);
  return {
    status: 429,
    message: `Too many attachments are waiting: at most ${limits.files} files and ${megabytes(limits.bytes)} at once, counting files not yet submitted, those of your orders waiting for approval and, for ${hours} hours, those of orders you withdrew or replaced. Remove files or wait for your orders to be decided, then try again`,
    retryAfterSeconds,
  };
}
