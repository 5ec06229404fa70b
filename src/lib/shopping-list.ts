import { fill } from './fill';
import { addFailed, bulkAddOutcome, type BulkAddOutcome, type BulkAddResult } from './wishlist';

/** How far a buyer's shopping lists go: name and note lengths, lists per user, lines per list. */
export const LIST_LIMITS = { name: 60, note: 200, lists: 50, lines: 200 } as const;

/** What the caller may do with a list: its owner everything, a colleague what the owner granted. */
export type ListAccess = 'owner' | 'edit' | 'read';

/** Adding, changing and removing lines: the owner and colleagues with edit permission. */
export const canEditLines = (access: ListAccess): boolean => access !== 'read';

/** Renaming, deleting and sharing: the owner only. */
export const canManage = (access: ListAccess): boolean => access === 'owner';

/** Refusals of the list calls, each said once for the server and the element. */
export const LIST_ERRORS = {
  notFound: 'List not found',
  lineNotFound: 'This line is not on the list',
  readOnly: 'This list is shared with you to view only',
  ownerOnly: 'Only the owner of this list can do that',
  duplicate: 'You already have a list named "{name}"',
  tooManyLists: `You can keep at most ${LIST_LIMITS.lists} lists`,
  tooManyLines: `A list holds at most ${LIST_LIMITS.lines} lines`,
  notColleague: 'A list can be shared only with colleagues in your company',
  shareOwner: 'The owner of a list cannot be one of its shares',
  noSku: 'This product has no SKU to put on a list',
  nameEmpty: 'Enter a name for the list',
  nameLong: `A list name is at most ${LIST_LIMITS.name} characters`,
} as const;

/** Why a list name typed by the buyer cannot be saved (after trimming), or null when it can. */
export function listNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return LIST_ERRORS.nameEmpty;
  if (trimmed.length > LIST_LIMITS.name) return LIST_ERRORS.nameLong;
  return null;
}

/** The refusal of a second list of the same name (names are unique per owner, ignoring case). */
export const duplicateListName = (name: string): string => fill(LIST_ERRORS.duplicate, { name: name.trim() });

/** One line's outcome of Add List to Cart, as the server answers it. */
export type ListCartLine = { product_name: string; added: true } | { product_name: string; added: false; reason: string };

/**
 * What Add List to Cart tells the buyer: the wishlist's bulk add outcome (all, some or none went
 * in), each refused line named with the cart's reason.
 */
export function listCartOutcome(lines: readonly ListCartLine[]): BulkAddOutcome {
  const results: BulkAddResult[] = lines.map((line) =>
    line.added ? { name: line.product_name, added: true } : addFailed(line.product_name, line.reason, ''),
  );
  return bulkAddOutcome(results, true);
}
