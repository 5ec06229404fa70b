/**
 * Checkout attachments (spec 2 sections 5, 7 and 8): signed upload URLs, the upload checked by its
 * content, downloads for the buyer and the approvers of the order's stages, removal, and attaching
 * to an order. The API names a file by its random public id; the row's integer id stays inside.
 */
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Attachment, AttachmentKind, UploadFile, UploadTicket } from '../../src/contract/types';
import { ATTACHMENT_MESSAGES, attachmentProblem, MAX_FILE_BYTES, MAX_FILES_PER_SLOT, typeMatchesName } from '../../src/lib/attachments';
import type { Database } from '../db/client';
import type { UploadSettings } from '../deps';
import { pendingRefusal } from '../domain/upload-quota';
import { UPLOAD_SWEEP_INTERVAL_MS, type UploadLifetimes } from '../domain/upload-retention';
import { signUploadToken, verifyUploadToken } from '../domain/upload-token';
import { stagesFor } from '../../src/lib/workflow';
import {
  approvedStagesOfOrder,
  attachmentByPublicId,
  attachmentIdsByRef,
  attachmentsOfOrders,
  attachToOrder,
  deleteAbandoned,
  deleteUnclaimed,
  existingSellerIds,
  findAttachment,
  insertAttachments,
  lockAttachments,
  lapsedReservations,
  lockUploader,
  pendingAttachments,
  markUploaded,
  unconfirmedAttachments,
  type AttachmentRow,
} from '../queries/attachments';
import { ArrivedFileChanged, StoredFileExists, type DirectUploads, type FileStorage, type StoredFile } from '../storage/file-storage';
import { ServiceError } from './errors';

/** Where upload URLs point, under the API. */
export const UPLOAD_PATH = '/api/uploads/';
/** The bytes the content check reads: enough for every allowed type. */
const HEAD_BYTES = 4100;

const MESSAGES = {
  sellerRequired: 'sellerId is required for seller attachments',
  unknownSeller: 'Unknown seller',
  badUrl: 'This upload URL is invalid or has expired',
  typeMismatch: 'Content-Type does not match the upload URL',
  lengthRequired: 'Content-Length is required',
  lengthMismatch: 'Content-Length does not match the upload URL',
  tooLong: 'The upload is longer than its Content-Length',
  tooShort: 'The upload ended before its Content-Length',
  gone: 'This upload no longer exists',
  uploaded: 'This file has already been uploaded',
  notFound: 'Attachment not found',
  notAttachable: 'An attachment is not an uploaded file of yours for this slot',
} as const;

/** Why a file uploaded straight to the store cannot be attached, naming it. */
const ARRIVAL_MESSAGES = {
  missing: (name: string) => `${name} has not been uploaded; upload it again`,
  size: (name: string) => `${name} is not the size it was declared with; upload it again`,
  type: (name: string) => `${name}: ${ATTACHMENT_MESSAGES.type}`,
  changed: (name: string) => `${name} changed while it was being checked; submit again`,
};

/** The buyer company and user a file is uploaded for. */
export interface Uploader {
  buyerId: number;
  userId: number;
}

/** Who asks to download: the user, and their buyer company when they are its buyer. */
export interface Viewer {
  userId: number;
  buyerId: number | null;
}

const isImage = (contentType: string) => contentType.startsWith('image/');
const essenceOf = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();
const slotOf = (kind: AttachmentKind, sellerId: number | null) => (kind === 'seller' ? `seller:${sellerId}` : kind);

/** The files' rules in the spec's order (type, size, count, duplicate name per slot); the first broken one refuses the whole request. */
function checkFiles(files: readonly UploadFile[]): void {
  const selected = new Map<string, string[]>();
  for (const file of files) {
    if (file.attachmentType === 'seller' && file.sellerId === undefined) throw new ServiceError(400, MESSAGES.sellerRequired);
    const slot = slotOf(file.attachmentType, file.sellerId ?? null);
    const names = selected.get(slot) ?? [];
    // An empty file is none of the allowed types.
    const problem =
      attachmentProblem({ name: file.filename, size: file.size, type: file.contentType }, names) ??
      (file.size === 0 ? ATTACHMENT_MESSAGES.type : null);
    if (problem) throw new ServiceError(400, problem);
    selected.set(slot, [...names, file.filename]);
  }
}

/** The user holds as much as may wait for a decision: answered 429, with Retry-After when a file held lapses by time. */
export class PendingLimitReached extends ServiceError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(429, message, 'attachments_waiting_limit');
  }
}

/**
 * Reserves an attachment per file and signs a URL each file is then PUT to, within what the user
 * may hold in attachments no decision has settled (server/domain/upload-quota.ts).
 */
export async function generateUploadUrls(
  db: Database,
  settings: UploadSettings,
  publicUrl: string,
  uploader: Uploader,
  files: readonly UploadFile[],
): Promise<UploadTicket[]> {
  checkFiles(files);
  const sellerIds = [
    ...new Set(files.flatMap((file) => (file.attachmentType === 'seller' && file.sellerId !== undefined ? [file.sellerId] : []))),
  ];
  const known = await existingSellerIds(db, sellerIds);
  if (sellerIds.some((id) => !known.has(id))) throw new ServiceError(400, MESSAGES.unknownSeller);

  const now = settings.now();
  const rows = files.map((file) => ({
    buyerId: uploader.buyerId,
    userId: uploader.userId,
    // The stored name is the server's own: the client's file name never reaches a path.
    storageKey: randomBytes(24).toString('base64url'),
    originalFilename: file.filename,
    contentType: essenceOf(file.contentType),
    size: file.size,
    kind: file.attachmentType,
    sellerId: file.attachmentType === 'seller' ? (file.sellerId ?? null) : null,
    // On the clock the sweep and Retry-After count from.
    createdAt: now,
  }));
  const request = { files: rows.length, bytes: rows.reduce((sum, row) => sum + row.size, 0) };
  const ids = await db.transaction(async (tx) => {
    // Counted and reserved under the user's lock, so requests sent at once cannot pass the limits together.
    await lockUploader(tx, uploader.userId);
    const held = (await pendingAttachments(tx, uploader.buyerId, uploader.userId)).map((file) => ({
      size: file.size,
      since: file.orderWaiting ? null : (file.orderEndedAt ?? file.createdAt),
      uploaded: file.uploaded,
    }));
    const refusal = pendingRefusal(held, request, settings.pendingLimits, settings.lifetimes, UPLOAD_SWEEP_INTERVAL_MS, now);
    if (refusal?.status === 413) throw new ServiceError(413, refusal.message, 'attachments_waiting_limit');
    if (refusal?.status === 429) throw new PendingLimitReached(refusal.message, refusal.retryAfterSeconds);
    return insertAttachments(tx, rows);
  });
  const expiresAt = Math.floor(now.getTime() / 1000) + settings.ttlSeconds;
  const direct = settings.storage.direct;
  const uploadUrlOf = async (row: (typeof rows)[number], attachmentId: string) => {
    // Straight to the store, signed for the type and size and as long as the server's own URL;
    // the file is checked once an order names it (confirmDirectUploads).
    if (direct) return direct.uploadUrl(row.storageKey, { contentType: row.contentType, size: row.size }, settings.ttlSeconds);
    const token = signUploadToken(
      { attachmentId, filename: row.originalFilename, contentType: row.contentType, size: row.size, expiresAt },
      settings.secret,
    );
    return `${publicUrl}${UPLOAD_PATH}${token}`;
  };
  return Promise.all(
    rows.map(async (row, index) => ({
      uploadUrl: await uploadUrlOf(row, ids[index].publicId),
      filename: row.storageKey,
      originalFilename: row.originalFilename,
      isImage: isImage(row.contentType),
      attachmentId: ids[index].publicId,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    })),
  );
}

/** The request an upload arrives in. */
export interface UploadRequest {
  contentType: string | undefined;
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
}

/** The body's chunks, refused as soon as they pass `size` bytes or when they end short of it. */
async function* exactly(body: ReadableStream<Uint8Array> | null, size: number): AsyncGenerator<Uint8Array> {
  let received = 0;
  if (body) {
    const reader = body.getReader();
    let finished = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
        if (received > size) throw new ServiceError(413, MESSAGES.tooLong);
        yield value;
      }
      finished = true;
    } finally {
      // Stop reading what is left of a refused upload.
      if (!finished) await reader.cancel().catch(() => undefined);
    }
  }
  if (received < size) throw new ServiceError(400, MESSAGES.tooShort);
}

/** The first `count` bytes of `chunks` (fewer if it ends), and every chunk read for them. */
async function readHead(chunks: AsyncIterator<Uint8Array>, count: number): Promise<{ head: Uint8Array; read: Uint8Array[] }> {
  const read: Uint8Array[] = [];
  let length = 0;
  while (length < count) {
    const next = await chunks.next();
    if (next.done) break;
    read.push(next.value);
    length += next.value.byteLength;
  }
  return { head: Buffer.concat(read).subarray(0, count), read };
}

async function* replayed(read: readonly Uint8Array[], rest: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield* read;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * Stores the file PUT to a signed URL. Everything the URL binds (type, size) is checked before the
 * body is read; the content type is then taken from the bytes, and a file that is not what its
 * name says is refused before anything is written.
 */
export async function storeUpload(
  db: Database,
  settings: UploadSettings,
  token: string,
  request: UploadRequest,
): Promise<{ filename: string; originalFilename: string; isImage: boolean }> {
  const claims = verifyUploadToken(token, settings.secret, settings.now());
  if (!claims) throw new ServiceError(403, MESSAGES.badUrl);
  if (essenceOf(request.contentType ?? '') !== claims.contentType) throw new ServiceError(403, MESSAGES.typeMismatch);
  if (!/^\d{1,16}$/.test(request.contentLength ?? '')) throw new ServiceError(411, MESSAGES.lengthRequired);
  const length = Number(request.contentLength);
  if (length > MAX_FILE_BYTES) throw new ServiceError(413, ATTACHMENT_MESSAGES.size);
  if (length !== claims.size) throw new ServiceError(403, MESSAGES.lengthMismatch);

  const row = await attachmentByPublicId(db, claims.attachmentId);
  if (!row || row.originalFilename !== claims.filename || row.size !== claims.size) throw new ServiceError(404, MESSAGES.gone);
  if (row.uploadedAt) throw new ServiceError(409, MESSAGES.uploaded);

  const chunks = exactly(request.body, claims.size);
  const { head, read } = await readHead(chunks, Math.min(HEAD_BYTES, claims.size));
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !typeMatchesName(claims.filename, detected.mime)) {
    await chunks.return(undefined);
    throw new ServiceError(415, ATTACHMENT_MESSAGES.type);
  }
  try {
    await settings.storage.put(row.storageKey, replayed(read, chunks), claims.size);
  } catch (error) {
    if (error instanceof StoredFileExists) throw new ServiceError(409, MESSAGES.uploaded);
    throw error;
  }
  if (!(await markUploaded(db, row.id, detected.mime, settings.now()))) {
    // Removed while it was uploading: keep no file without its row.
    await settings.storage.remove(row.storageKey);
    throw new ServiceError(404, MESSAGES.gone);
  }
  return { filename: row.storageKey, originalFilename: row.originalFilename, isImage: isImage(detected.mime) };
}

/**
 * Whether the viewer may see the file: its buyer's users, and once it belongs to an order, the
 * approvers of the stages that order goes through at its total (budget approval's deciders are
 * the last of them); an approver of a stage the order skips may not.
 */
async function mayView(db: Database, viewer: Viewer, row: AttachmentRow): Promise<boolean> {
  if (viewer.buyerId === row.buyerId) return true;
  if (row.orderId === null) return false;
  const approved = await approvedStagesOfOrder(db, viewer.userId, row.orderId);
  return approved.length > 0 && stagesFor(approved, approved[0].grandTotal).length > 0;
}

export interface Download extends StoredFile {
  filename: string;
  contentType: string;
}

/** An uploaded file for the viewer to download; anyone else is told it does not exist. */
export async function downloadAttachment(db: Database, settings: UploadSettings, viewer: Viewer, publicId: string): Promise<Download> {
  const row = await attachmentByPublicId(db, publicId);
  if (!row || !row.uploadedAt || !(await mayView(db, viewer, row))) throw new ServiceError(404, MESSAGES.notFound);
  const file = await settings.storage.get(row.storageKey);
  if (!file) throw new ServiceError(404, MESSAGES.notFound);
  return { ...file, filename: row.originalFilename, contentType: row.contentType };
}

/** Removes one of the buyer's files that no order holds yet (the wizard's remove). */
export async function removeAttachment(db: Database, settings: UploadSettings, buyerId: number, publicId: string): Promise<void> {
  const storageKey = await deleteUnclaimed(db, buyerId, publicId);
  if (!storageKey) throw new ServiceError(404, MESSAGES.notFound);
  await settings.storage.remove(storageKey);
}

/** A file uploaded straight to the store, checked: its content type by its bytes, or why it is refused (`wrong`: what arrived must go). */
type Arrival = { row: AttachmentRow; version: string; contentType: string } | { row: AttachmentRow; problem: string; wrong: boolean };

/** Checks what arrived at a direct upload URL exactly as storeUpload checks a PUT: the signed size, then the type by the first bytes. */
async function checkArrival(direct: DirectUploads, row: AttachmentRow): Promise<Arrival> {
  let arrived;
  try {
    arrived = await direct.inspect(row.storageKey, Math.min(HEAD_BYTES, row.size));
  } catch (error) {
    if (error instanceof ArrivedFileChanged) throw new ServiceError(409, ARRIVAL_MESSAGES.changed(row.originalFilename));
    throw error;
  }
  if (!arrived) return { row, problem: ARRIVAL_MESSAGES.missing(row.originalFilename), wrong: false };
  if (arrived.size !== row.size) return { row, problem: ARRIVAL_MESSAGES.size(row.originalFilename), wrong: true };
  const detected = await fileTypeFromBuffer(arrived.head);
  if (!detected || !typeMatchesName(row.originalFilename, detected.mime))
    return { row, problem: ARRIVAL_MESSAGES.type(row.originalFilename), wrong: true };
  return { row, version: arrived.version, contentType: detected.mime };
}

/** Keeps a checked arrival under its key and records it uploaded, as storeUpload does a PUT. */
async function keepArrival(
  db: Database,
  storage: FileStorage,
  direct: DirectUploads,
  arrival: { row: AttachmentRow; version: string; contentType: string },
  now: Date,
): Promise<void> {
  const { row } = arrival;
  try {
    await direct.keep(row.storageKey, arrival.version);
  } catch (error) {
    if (error instanceof ArrivedFileChanged) throw new ServiceError(409, ARRIVAL_MESSAGES.changed(row.originalFilename));
    throw error;
  }
  // Not recorded: removed meanwhile (keep no file without its row), or recorded by another request first (its file is this one).
  if (!(await markUploaded(db, row.id, arrival.contentType, now)) && !(await findAttachment(db, row.id)))
    await storage.remove(row.storageKey);
}

/** The files a submit names, per slot, by public id or by key. */
export interface AttachmentRefs {
  order: readonly AttachmentRef[];
  approval: readonly AttachmentRef[];
  seller: Readonly<Record<string, readonly AttachmentRef[]>>;
}

/**
 * Before a submit: the buyer's files it names that were uploaded straight to the store and not
 * yet checked are checked now (size, then type by content), outside the submit's transaction
 * since it reads the store. One missing, of another size or of a type its name does not allow
 * refuses the submit with a 400 naming it, and a wrong one is removed so its URL can take the
 * right file; nothing else changes. When all pass, each is kept and recorded as uploaded, as a
 * PUT through the server would have left it, whatever then becomes of the submit.
 */
export async function confirmDirectUploads(db: Database, settings: UploadSettings, buyerId: number, refs: AttachmentRefs): Promise<void> {
  const direct = settings.storage.direct;
  if (!direct) return;
  const named = [...refs.order, ...refs.approval, ...Object.values(refs.seller).flat()];
  const ids = named.filter((ref) => typeof ref === 'string');
  const keys = named.flatMap((ref) => (typeof ref === 'string' ? [] : [ref.filename]));
  const rows = await unconfirmedAttachments(db, buyerId, ids, keys);
  if (rows.length === 0) return;
  const arrivals = await Promise.all(rows.map((row) => checkArrival(direct, row)));
  const refused = arrivals.filter((arrival) => 'problem' in arrival);
  if (refused.length > 0) {
    for (const arrival of refused) if (arrival.wrong) await direct.discard(arrival.row.storageKey);
    throw new ServiceError(400, refused[0].problem);
  }
  const now = settings.now();
  for (const arrival of arrivals) if (!('problem' in arrival)) await keepArrival(db, settings.storage, direct, arrival, now);
}

/** The attachments a submit names, per slot, by their rows' ids: the order attachment, the approval document, each seller's. */
export interface AttachmentIds {
  order: readonly number[];
  approval: readonly number[];
  seller: Readonly<Record<string, readonly number[]>>;
}

/** A file as a submit names it: its public id, or spec 2's Attachment whose filename is the file's key. */
type AttachmentRef = string | { filename: string };

/** The rows' ids of the files a submit names by public id or by key; one that is not among the buyer's files is refused. */
export async function attachmentIdsOf(tx: Database, buyerId: number, refs: AttachmentRefs): Promise<AttachmentIds> {
  const named = [...refs.order, ...refs.approval, ...Object.values(refs.seller).flat()];
  const idOf = await attachmentIdsByRef(tx, buyerId, {
    publicIds: named.filter((ref) => typeof ref === 'string'),
    keys: named.flatMap((ref) => (typeof ref === 'string' ? [] : [ref.filename])),
  });
  const toIds = (list: readonly AttachmentRef[]) =>
    list.map((ref) => {
      const found = idOf.get(typeof ref === 'string' ? `id:${ref}` : `key:${ref.filename}`);
      if (found === undefined) throw new ServiceError(400, MESSAGES.notAttachable);
      return found;
    });
  return {
    order: toIds(refs.order),
    approval: toIds(refs.approval),
    seller: Object.fromEntries(Object.entries(refs.seller).map(([sellerId, list]) => [sellerId, toIds(list)])),
  };
}

function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.publicId,
    filename: row.originalFilename,
    contentType: row.contentType,
    size: row.size,
    kind: row.kind,
    sellerId: row.sellerId,
    isImage: isImage(row.contentType),
  };
}

/**
 * Attaches the files a submit names to its order, inside the submit's transaction: each must be
 * the buyer's, uploaded, held by no order yet and of the slot it is named in; at most 3 per slot,
 * no name twice in a slot. Two submits naming one file cannot both take it (the rows are locked).
 */
export async function claimAttachments(
  tx: Database,
  claim: { buyerId: number; orderId: number; ids: AttachmentIds; carriedFrom?: number },
): Promise<Attachment[]> {
  const wanted = [
    ...claim.ids.order.map((id) => ({ id, slot: slotOf('order', null) })),
    ...claim.ids.approval.map((id) => ({ id, slot: slotOf('approval', null) })),
    ...Object.entries(claim.ids.seller).flatMap(([sellerId, ids]) => ids.map((id) => ({ id, slot: `seller:${sellerId}` }))),
  ];
  if (wanted.length === 0) return [];
  const ids = wanted.map((entry) => entry.id);
  if (new Set(ids).size !== ids.length) throw new ServiceError(400, MESSAGES.notAttachable);
  const rows = new Map((await lockAttachments(tx, ids)).map((row) => [row.id, row]));
  const names = new Map<string, string[]>();
  for (const { id, slot } of wanted) {
    const row = rows.get(id);
    const free = row?.orderId === null || (claim.carriedFrom !== undefined && row?.orderId === claim.carriedFrom);
    if (!row || row.buyerId !== claim.buyerId || !row.uploadedAt || !free || slotOf(row.kind, row.sellerId) !== slot) {
      throw new ServiceError(400, MESSAGES.notAttachable);
    }
    const taken = names.get(slot) ?? [];
    if (taken.length >= MAX_FILES_PER_SLOT)
      throw new ServiceError(400, ATTACHMENT_MESSAGES.count.replace('{n}', String(MAX_FILES_PER_SLOT)));
    if (taken.includes(row.originalFilename))
      throw new ServiceError(400, ATTACHMENT_MESSAGES.duplicate.replace('{name}', row.originalFilename));
    names.set(slot, [...taken, row.originalFilename]);
  }
  await attachToOrder(tx, ids, claim.orderId);
  return ids.map((id) => toAttachment(rows.get(id) as AttachmentRow));
}

/** The attachments of some orders, for the order pages: per order id, oldest first. */
export async function orderAttachments(db: Database, orderIds: readonly number[]): Promise<Map<number, Attachment[]>> {
  const byOrder = new Map<number, Attachment[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  for (const row of await attachmentsOfOrders(db, orderIds)) byOrder.get(row.orderId as number)?.push(toAttachment(row));
  return byOrder;
}

/**
 * Removes the attachments that outlived their time: uploaded and never submitted after
 * `lifetimes.uploadedMs`, never uploaded once their URL can no longer be used
 * (`lifetimes.reservedMs`), and those of orders withdrawn or replaced by an edit
 * `lifetimes.uploadedMs` after the order ended; rows first: a submit claiming one meanwhile keeps
 * it. Answers how many went.
 */
export async function sweepAbandonedAttachments(
  db: Database,
  storage: FileStorage,
  now: Date,
  lifetimes: UploadLifetimes,
): Promise<number> {
  const reservedBefore = new Date(now.getTime() - lifetimes.reservedMs);
  if (storage.direct) {
    // A file uploaded straight to the store is recorded only when checked, so a reservation about
    // to lapse may hold one waiting for its order: checked now, a right one is kept as uploaded
    // (and lives as long as uploaded files); a wrong or missing one goes with its reservation.
    // A store that cannot be read stops the sweep rather than remove what it could not check.
    for (const row of await lapsedReservations(db, reservedBefore)) {
      try {
        const arrival = await checkArrival(storage.direct, row);
        if (!('problem' in arrival)) await keepArrival(db, storage, storage.direct, arrival, now);
      } catch (error) {
        // Replaced while being checked: it goes with its reservation, whose URL can take nothing more.
        if (!(error instanceof ServiceError)) throw error;
      }
    }
  }
  const keys = await deleteAbandoned(db, new Date(now.getTime() - lifetimes.uploadedMs), reservedBefore);
  for (const key of keys) await storage.remove(key);
  return keys.length;
}
