import type { Database } from './client';

/** The channel migration 0011's triggers announce a committed change on, with the table's name. */
export const TABLE_CHANGED_CHANNEL = 'table_changed';

const listenersOf = new WeakMap<Database, Map<string, Set<() => void>>>();

/** Marks db as one whose committed table changes reach this process (its listener calls tableChanged). */
export function hearsTableChanges(db: Database): void {
  if (!listenersOf.has(db)) listenersOf.set(db, new Map());
}

/** Tells whoever follows `table` of db that it has changed. */
export function tableChanged(db: Database, table: string): void {
  for (const listener of listenersOf.get(db)?.get(table) ?? []) listener();
}

/** Calls onChange after each committed change to the table; false where db does not hear of changes. */
function onTableChange(db: Database, table: string, onChange: () => void): boolean {
  const tables = listenersOf.get(db);
  if (!tables) return false;
  if (!tables.has(table)) tables.set(table, new Set());
  tables.get(table)!.add(onChange);
  return true;
}

/**
 * Answers of lookups on small tables, kept until one of the tables changes (at most `size`, the
 * least recently used forgotten first). On a database whose changes this process does not hear
 * of, nothing is kept and every lookup runs.
 *
 * A lookup that started before a change and ends after it is not kept: its answer may predate the
 * change.
 */
export class UntilChanged<V> {
  readonly #answers = new Map<string, V>();
  readonly #size: number;
  readonly #keeps: boolean;
  #generation = 0;

  constructor(db: Database, tables: readonly string[], size: number) {
    this.#size = size;
    const forget = () => {
      this.#generation++;
      this.#answers.clear();
    };
    this.#keeps = tables.every((table) => onTableChange(db, table, forget));
  }

  async get(key: string, lookup: () => Promise<V>): Promise<V> {
    const [answer] = await this.getAll([key], async () => new Map([[key, await lookup()]]));
    return answer as V;
  }

  /**
   * The answers for keys, in their order: those kept, and the others from one lookup of the
   * missing keys, which may leave out keys that have no answer (undefined in their place).
   */
  async getAll(keys: readonly string[], lookup: (missing: string[]) => Promise<Map<string, V>>): Promise<(V | undefined)[]> {
    const kept = new Map<string, V>();
    for (const key of keys) {
      const answer = this.#answers.get(key);
      if (answer === undefined) continue;
      kept.set(key, answer);
      this.#answers.delete(key);
      this.#answers.set(key, answer);
    }
    const missing = keys.filter((key) => !kept.has(key));
    const generation = this.#generation;
    const found = missing.length > 0 ? await lookup(missing) : new Map<string, V>();
    // Where changes go unheard nothing is kept, so every key is missing and looked up.
    if (this.#keeps && generation === this.#generation) for (const [key, answer] of found) this.#remember(key, answer);
    return keys.map((key) => kept.get(key) ?? found.get(key));
  }

  #remember(key: string, answer: V): void {
    this.#answers.set(key, answer);
    if (this.#answers.size > this.#size) this.#answers.delete(this.#answers.keys().next().value!);
  }
}

/** One UntilChanged per database, made on first use. */
export function untilChangedPerDatabase<V>(tables: readonly string[], size: number): (db: Database) => UntilChanged<V> {
  const caches = new WeakMap<Database, UntilChanged<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new UntilChanged<V>(db, tables, size)));
    return cache;
  };
}
