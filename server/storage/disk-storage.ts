import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedKey, exactLength, StoredFileExists, type FileStorage, type StoredFile } from './file-storage';

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

async function removeIfPresent(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
}

/**
 * Files in one directory, created on first use. A file is written beside its final name and
 * hard-linked into place only once complete, so a reader never sees part of one and two writers
 * of one key cannot both succeed.
 */
export function diskStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    async put(key, bytes, size) {
      const path = pathOf(key);
      await mkdir(root, { recursive: true });
      const draft = join(root, `.${key}.${randomUUID()}.part`);
      try {
        await pipeline(Readable.from(size === undefined ? bytes : exactLength(bytes, size)), createWriteStream(draft, { flags: 'wx' }));
        await link(draft, path);
      } catch (error) {
        throw isCode(error, 'EEXIST') ? new StoredFileExists(key) : error;
      } finally {
        await removeIfPresent(draft);
      }
    },
    async get(key): Promise<StoredFile | null> {
      const path = pathOf(key);
      let handle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if (isCode(error, 'ENOENT')) return null;
        throw error;
      }
      // Size and bytes come from one open file, even if it is removed meanwhile.
      const { size } = await handle.stat();
      return { size, stream: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array> };
    },
    remove: (key) => removeIfPresent(pathOf(key)),
  };
}
