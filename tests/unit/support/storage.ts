/**
 * A localStorage for Node, installed on import. It must be imported before the stores, because
 * @nanostores/persistent picks its storage when it is first loaded. Like the browser's, it
 * answers both the Storage methods and plain property access.
 */
function createStorage(): Storage {
  const storage = {} as Storage;
  const keys = () => Object.keys(storage);
  Object.defineProperties(storage, {
    getItem: { value: (key: string) => (Object.hasOwn(storage, key) ? String(storage[key as keyof Storage]) : null) },
    setItem: { value: (key: string, value: string) => Object.assign(storage, { [key]: String(value) }) },
    removeItem: { value: (key: string) => delete storage[key as keyof Storage] },
    clear: { value: () => keys().forEach((key) => delete storage[key as keyof Storage]) },
    key: { value: (index: number) => keys()[index] ?? null },
    length: { get: () => keys().length },
  });
  return storage;
}

globalThis.localStorage = createStorage();
