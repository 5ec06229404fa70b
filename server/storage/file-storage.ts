/** Where uploaded files are kept: the upload and download services see only this. */
export interface FileStorage {
  /**
   * Stores `bytes` under `key`, which must be free (else StoredFileExists). When the source throws
   * or the write fails, nothing is left under the key and the error is rethrown.
   */
  put(key: string, bytes: AsyncIterable<Uint8Array>): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; a missing file is no error. */
  remove(key: string): Promise<void>;
}

export interface StoredFile {
  size: number;
  stream: ReadableStream<Uint8Array>;
}

/** A second write to a key: the first one stays. */
export class StoredFileExists extends Error {
  constructor(key: string) {
    super(`A file is already stored under ${key}`);
    this.name = 'StoredFileExists';
  }
}
