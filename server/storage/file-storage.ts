/** Where uploaded files are kept: the upload and download services see only this. */
export interface FileStorage {
  /**
   * Stores `bytes` under `key`, which must be free (else StoredFileExists). When the source throws
   * or the write fails, nothing is left under the key and the error is rethrown. `size`, when the
   * caller knows it, lets a store stream the bytes instead of gathering them first; bytes that
   * turn out another length are refused.
   */
  put(key: string, bytes: AsyncIterable<Uint8Array>, size?: number): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`, and whatever arrived at its direct upload URL; a missing file is no error. */
  remove(key: string): Promise<void>;
  /** Present when clients may upload straight to the store instead of through the server. */
  direct?: DirectUploads;
}

export interface StoredFile {
  size: number;
  stream: ReadableStream<Uint8Array>;
}

/**
 * Uploads that go straight to the store, bypassing the server: the server signs a URL, and only
 * when an order names the file does it look at what arrived, check it as it checks a file PUT
 * through it, and keep it under its key. What arrives at the URL is never served as it is.
 */
export interface DirectUploads {
  /** A URL to PUT the file for `key` to, bound to its content type and size, usable for `seconds`. */
  uploadUrl(key: string, file: { contentType: string; size: number }, seconds: number): Promise<string>;
  /** What arrived at the upload URL of `key`: its size and first `count` bytes; null when nothing did. */
  inspect(key: string, count: number): Promise<ArrivedFile | null>;
  /**
   * Keeps the arrived file under `key`, exactly the version inspected (else ArrivedFileChanged),
   * so a later PUT to the URL changes nothing that was checked.
   */
  keep(key: string, version: string): Promise<void>;
  /** Removes what arrived at the upload URL of `key`; a file kept under the key stays. */
  discard(key: string): Promise<void>;
}

export interface ArrivedFile {
  size: number;
  head: Uint8Array;
  /** Which version of the file the size and bytes are of. */
  version: string;
}

/** Keys are the server's own random names: anything else (a slash, a dot) is a bug, never a path. */
const KEY = /^[A-Za-z0-9_-]{16,64}$/;

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid storage key');
  return key;
}

/** The chunks of `bytes`, refused (thrown) once they pass `size` bytes or when they end short of it. */
export async function* exactLength(bytes: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Uint8Array> {
  let received = 0;
  for await (const chunk of bytes) {
    received += chunk.byteLength;
    if (received > size) throw new Error(`More than the ${size} bytes given`);
    yield chunk;
  }
  if (received !== size) throw new Error(`${received} bytes, not the ${size} given`);
}

/** A second write to a key: the first one stays. */
export class StoredFileExists extends Error {
  constructor(key: string) {
    super(`A file is already stored under ${key}`);
    this.name = 'StoredFileExists';
  }
}

/** The file at a direct upload URL was replaced (or removed) after it was inspected. */
export class ArrivedFileChanged extends Error {
  constructor(key: string) {
    super(`The file uploaded for ${key} changed after it was checked`);
    this.name = 'ArrivedFileChanged';
  }
}
