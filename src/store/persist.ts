import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

/**
 * A JSON value in localStorage under `key`, synced across tabs. Null removes the key, so a
 * logout leaves nothing behind; a value that does not parse counts as absent.
 */
export function persistentJson<T>(key: string): WritableAtom<T | null> {
  return persistentAtom<T | null>(key, null, {
    encode: (value) => (value === null ? undefined : JSON.stringify(value)),
    decode: (text) => {
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
  });
}
