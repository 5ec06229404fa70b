/** Attachment rules (spec 2 sections 5 and 9), shared by the wizard and the upload routes. */

/** At most 3 files per slot, 10 MB each. */
export const MAX_FILES_PER_SLOT = 3;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * The allowed extensions and the content types a file of each may be declared as and must turn
 * out to be by its content (the server checks the bytes). Windows browsers call a zip
 * application/x-zip-compressed.
 */
export const ALLOWED_TYPES: Readonly<Record<string, readonly string[]>> = {
  gif: ['image/gif'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  zip: ['application/zip', 'application/x-zip-compressed'],
  pdf: ['application/pdf'],
};

export const ATTACHMENT_MESSAGES = {
  type: 'Invalid file type. Allowed: gif, jpg, png, jpeg, zip, pdf',
  size: 'File size exceeds 10MB limit',
  count: 'Maximum {n} files allowed',
  duplicate: 'File {name} is already selected',
  urlFailed: 'Failed to generate upload URL',
  uploadFailedShort: 'The upload did not finish',
  uploadFailedTitle: 'Error',
  uploadFailed: 'Some files failed to upload. Please try again or remove the failed files.',
  stillUploading: 'Please wait for all attachments to finish uploading',
} as const;

/** The extension of a file name, lower case; '' when it has none. */
function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file of this name may hold this content type (parameters such as charset ignored). */
export function typeMatchesName(filename: string, contentType: string): boolean {
  const extension = extensionOf(filename);
  const essence = contentType.split(';')[0].trim().toLowerCase();
  // Own keys only: 'constructor' is no allowed extension.
  return Object.hasOwn(ALLOWED_TYPES, extension) && ALLOWED_TYPES[extension].includes(essence);
}

/**
 * Why a file cannot join a slot that already holds `selected` names, or null (checked in the
 * spec's order). `type`, the declared content type, must fit the extension when it is given.
 */
export function attachmentProblem(file: { name: string; size: number; type?: string }, selected: readonly string[]): string | null {
  if (!Object.hasOwn(ALLOWED_TYPES, extensionOf(file.name))) return ATTACHMENT_MESSAGES.type;
  if (file.type !== undefined && !typeMatchesName(file.name, file.type)) return ATTACHMENT_MESSAGES.type;
  if (file.size > MAX_FILE_BYTES) return ATTACHMENT_MESSAGES.size;
  if (selected.length >= MAX_FILES_PER_SLOT) return ATTACHMENT_MESSAGES.count.replace('{n}', String(MAX_FILES_PER_SLOT));
  if (selected.includes(file.name)) return ATTACHMENT_MESSAGES.duplicate.replace('{name}', file.name);
  return null;
}
