import { LRUCache } from 'lru-cache';
import type { Database } from './client';

/** The channel migration 0011's triggers announce a committed change on, with the table's name. */
export const TABLE_CHANGED_CHANNEL = 'table_changed';

/** Whoever follows a database's committed changes, by table ('*' follows every table). */
interface ChangeFeed {
  followers: Map<string, Set<() => void>>;
  /** False while the connection that hears the changes is down: nothing may be kept then. */
  hearing: boolean;
}

const feeds = new WeakMap<Database, ChangeFeed>();

/** Marks db as one whose committed table changes reach this process (its listener calls tableChanged). */
export function hearsTableChanges(db: Database, hearing = true): void {
  if (!feeds.has(db)) feeds.set(db, { followers: new Map(), hearing });
}

/** Tells whoever follows `table` of db, or every table, that it has changed. */
export function tableChanged(db: Database, table: string): void {
  const followers = feeds.get(db)?.followers;
  for (const follower of [...(followers?.get(table) ?? []), ...(followers?.get('*') ?? [])]) follower();
}

/** Tells every follower of db that anything may have changed: a write through this process, or a gap in hearing. */
export function everythingChanged(db: Database): void {
  const followers = feeds.get(db)?.followers;
  for (const follower of new Set([...(followers?.values() ?? [])].flatMap((set) => [...set]))) follower();
}

/**
 * The connection that hears db's changes went down (false) or is listening again (true). Changes
 * made meanwhile went unheard, so everything kept is forgotten both times, and nothing is kept
 * in between.
 */
export function hearingChanges(db: Database, hearing: boolean): void {
  const feed = feeds.get(db);
  if (!feed) return;
  feed.hearing = hearing;
  everythingChanged(db);
}

/** Whether db's changes are heard now: what is kept of it may be kept. */
export function hearsChangesNow(db: Database): boolean {
  return feeds.get(db)?.hearing ?? false;
}

/**
 * Calls onChange after each committed change to the table ('*': to any table); false where db does
 * not hear of changes at all.
 */
export function followTable(db: Database, table: string, onChange: () => void): boolean {
  const followers = feeds.get(db)?.followers;
  if (!followers) return false;
  if (!followers.has(table)) followers.set(table, new Set());
  followers.get(table)!.add(onChange);
  return true;
}

/** Resolves at the next change db announces to `table` (at once where db's changes are not heard): for tests and tools. */
export function nextChange(db: Database, table: string): Promise<void> {
  return new Promise((resolve) => {
    const once = () => {
      feeds.get(db)?.followers.get(table)?.delete(once);
      resolve();
    };
    if (!followTable(db, table, once)) resolve();
  });
}

/**
 * Answers of lookups on small tables, kept until one of the tables changes (at most `size`, the
 * least recently used forgotten first). On a database whose changes this process does not hear
 * of (or not at the moment), nothing is kept and every lookup runs.
 *
 * A lookup that started before a change and ends after it is not kept: its answer may predate the
 * change.
 */
export class UntilChanged<V> {
  readonly #answers: LRUCache<string, { answer: V }>;
  readonly #db: Database;
  readonly #follows: boolean;
  #generation = 0;

  constructor(db: Database, tables: readonly string[], size: number) {
    this.#answers = new LRUCache({ max: size });
    const forget = () => {
      this.#generation++;
      this.#answers.clear();
    };
    this.#db = db;
    this.#follows = tables.every((table) => followTable(db, table, forget));
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
      const held = this.#answers.get(key);
      if (held) kept.set(key, held.answer);
    }
    const missing = keys.filter((key) => !kept.has(key));
    const generation = this.#generation;
    const found = missing.length > 0 ? await lookup(missing) : new Map<string, V>();
    // Where changes go unheard nothing is kept, so every key is missing and looked up.
    if (this.#follows && hearsChangesNow(this.#db) && generation === this.#generation)
      for (const [key, answer] of found) this.#answers.set(key, { answer });
    return keys.map((key) => kept.get(key) ?? found.get(key));
  }

  /**
   * getAll for ids of any kind, each kept under keyOf(id): the answers in the ids' order, the
   * missing ids looked up once each in one lookup, which may leave out ids that have no answer.
   */
  async getEach<K>(ids: readonly K[], keyOf: (id: K) => string, lookup: (missing: K[]) => Promise<Map<K, V>>): Promise<(V | undefined)[]> {
    const idOf = new Map(ids.map((id) => [keyOf(id), id]));
    return this.getAll(ids.map(keyOf), async (missing) => {
      const found = await lookup([...new Set(missing)].map((key) => idOf.get(key)!));
      return new Map([...found].map(([id, answer]) => [keyOf(id), answer]));
    });
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
