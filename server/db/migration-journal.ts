import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A migration as drizzle-kit's journal lists it: `when` is the created_at its row gets once applied. */
export interface JournalEntry {
  tag: string;
  when: number;
}

const JOURNAL_FILE = fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url));
let entries: readonly JournalEntry[] | undefined;

/** The migrations this build of the server expects applied, from server/db/migrations/meta/_journal.json (read once). */
export function migrationJournal(): readonly JournalEntry[] {
  entries ??= (JSON.parse(readFileSync(JOURNAL_FILE, 'utf8')) as { entries: JournalEntry[] }).entries.map(({ tag, when }) => ({
    tag,
    when,
  }));
  return entries;
}
