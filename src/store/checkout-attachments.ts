import { map } from 'nanostores';
import { ApiError, serverMessage } from '../api/client';
import type { AttachmentRef } from '../api/types';
import { deleteAttachment, generateUploadUrls, putUpload } from '../api/workflow';
import { ATTACHMENT_MESSAGES, attachmentProblem } from '../lib/attachments';

/** The wizard's slots: the order attachment, the approval document, and `seller:<id>` per seller. */
export type SlotKey = 'order' | 'approval' | `seller:${number}`;

export interface SlotFile {
  /** Local key of the chosen file. */
  key: number;
  name: string;
  state: 'uploading' | 'uploaded' | 'error';
  /** Set once the server has named the file (the reference server's id; another backend may name it by key only). */
  attachmentId: string | null;
  /** Spec 2's Attachment once uploaded: the key the upload ticket returned, as submit-complete names the file. */
  attachment?: AttachmentRef;
  /** Why the upload failed, as the server said it when it did. */
  error: string | null;
  /** Already held by the order being edited: removing it only leaves it off the new order. */
  carried?: boolean;
}

/** Files per slot. */
export type Slots = Partial<Record<SlotKey, SlotFile[]>>;

let nextKey = 1;

/** One wizard's attachments: each chosen file is checked, then uploaded through a signed URL. */
export function checkoutAttachments() {
  const $slots = map<Slots>({});
  // The chosen files, kept so a failed upload can be tried again.
  const chosenFiles = new Map<number, File>();

  const update = (slot: SlotKey, key: number, change: Partial<SlotFile>) => {
    const files = $slots.get()[slot] ?? [];
    $slots.setKey(
      slot,
      files.map((file) => (file.key === key ? { ...file, ...change } : file)),
    );
  };

  /** Adds the files to a slot; answers the problems of those refused (attachmentProblem's messages). */
  const add = (slot: SlotKey, chosen: File[]): string[] => {
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const names = [...($slots.get()[slot] ?? []).map((entry) => entry.name), ...accepted.map((entry) => entry.name)];
      const problem = attachmentProblem(file, names);
      if (problem) problems.push(problem);
      else accepted.push(file);
    }
    for (const file of accepted) {
      const key = nextKey++;
      chosenFiles.set(key, file);
      $slots.setKey(slot, [...($slots.get()[slot] ?? []), { key, name: file.name, state: 'uploading', attachmentId: null, error: null }]);
      void upload(slot, key, file);
    }
    return problems;
  };

  const upload = async (slot: SlotKey, key: number, file: File) => {
    const sellerId = slot.startsWith('seller:') ? Number(slot.slice('seller:'.length)) : undefined;
    const attachmentType = sellerId === undefined ? (slot as 'order' | 'approval') : 'seller';
    let ticket;
    try {
      [ticket] = await generateUploadUrls([{ filename: file.name, contentType: file.type, size: file.size, attachmentType, sellerId }]);
    } catch (error) {
      // The allowance of files waiting for an order is the buyer's to act on: the server's words say how much and when.
      const waiting = error instanceof ApiError && error.data?.code === 'attachments_waiting_limit';
      update(slot, key, { state: 'error', error: (waiting && serverMessage(error)) || ATTACHMENT_MESSAGES.urlFailed });
      return;
    }
    if (!ticket) {
      update(slot, key, { state: 'error', error: ATTACHMENT_MESSAGES.urlFailed });
      return;
    }
    try {
      const stored = await putUpload(ticket, file);
      const attachment = { filename: ticket.filename, originalFilename: file.name, isImage: stored?.isImage ?? ticket.isImage };
      update(slot, key, { state: 'uploaded', attachmentId: ticket.attachmentId ?? null, attachment, error: null });
    } catch (error) {
      update(slot, key, { state: 'error', attachmentId: null, error: serverMessage(error) || ATTACHMENT_MESSAGES.uploadFailedShort });
    }
  };

  /** Uploads a failed file again. */
  const retry = (slot: SlotKey, key: number) => {
    const file = chosenFiles.get(key);
    if (!file) return;
    update(slot, key, { state: 'uploading', error: null });
    void upload(slot, key, file);
  };

  /** Removes a file; an uploaded one is deleted on the server too (a failure there leaves it unused). */
  const remove = (slot: SlotKey, key: number) => {
    const file = ($slots.get()[slot] ?? []).find((entry) => entry.key === key);
    chosenFiles.delete(key);
    $slots.setKey(
      slot,
      ($slots.get()[slot] ?? []).filter((entry) => entry.key !== key),
    );
    if (file?.state === 'uploaded' && file.attachmentId !== null && !file.carried)
      deleteAttachment(file.attachmentId).catch(() => undefined);
  };

  /** Puts back files already uploaded (a kept draft's, or those of the order being edited). */
  const restore = (files: Partial<Record<SlotKey, KeptFile[]>>) => {
    for (const [slot, entries] of Object.entries(files) as [SlotKey, KeptFile[]][]) {
      const restored = entries.map((entry) => ({
        key: nextKey++,
        name: entry.name,
        state: 'uploaded' as const,
        // A draft kept before ids were random holds a number, which names no file now: the file goes by its key.
        attachmentId: typeof entry.attachmentId === 'string' ? entry.attachmentId : null,
        error: null,
        ...(entry.attachment ? { attachment: entry.attachment } : {}),
        ...(entry.carried ? { carried: true } : {}),
      }));
      $slots.setKey(slot, restored);
    }
  };

  return { $slots, add, retry, remove, restore };
}

export type CheckoutAttachments = ReturnType<typeof checkoutAttachments>;

/** An uploaded file as a draft keeps it, or as the order being edited carries it (by id only). */
export interface KeptFile {
  attachmentId: string | null;
  name: string;
  attachment?: AttachmentRef;
  carried?: boolean;
}

/** A slot's uploaded files as submit-complete names them: spec 2's Attachment, else (a file the edited order carries) its id. */
export function uploadedRefs(slots: Slots, slot: SlotKey): (AttachmentRef | string)[] {
  return (slots[slot] ?? []).flatMap<AttachmentRef | string>((file) =>
    file.state !== 'uploaded' ? [] : file.attachment ? [file.attachment] : file.attachmentId !== null ? [file.attachmentId] : [],
  );
}

/** How many files of a slot are uploaded. */
export const uploadedCount = (slots: Slots, slot: SlotKey): number => uploadedRefs(slots, slot).length;

/** A slot's uploaded files as a draft keeps them. */
export const keptFiles = (slots: Slots, slot: SlotKey): KeptFile[] =>
  (slots[slot] ?? []).flatMap((file) =>
    file.state === 'uploaded' && (file.attachment || file.attachmentId !== null)
      ? [{ attachmentId: file.attachmentId, name: file.name, ...(file.attachment ? { attachment: file.attachment } : {}) }]
      : [],
  );

export const anyUploading = (slots: Slots) => Object.values(slots).some((files) => files?.some((file) => file.state === 'uploading'));
export const anyFailed = (slots: Slots) => Object.values(slots).some((files) => files?.some((file) => file.state === 'error'));
