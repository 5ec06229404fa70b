import type { KeptFile, SlotKey } from '../../store/checkout-attachments';
import { CHECKOUT_DRAFT_PREFIX } from '../../store/checkout-drafts';
import type { CheckoutFormValues } from './form-state';

/** What a reload, Back and Forward or a second tab go on with: the fields, the step and the uploaded files. */
export interface CheckoutDraft {
  values: CheckoutFormValues;
  step: number;
  files: Partial<Record<SlotKey, KeptFile[]>>;
  savedAt: number;
  /** Counts the writes: a tab that last saw an earlier one is stale and must not write over it. */
  revision: number;
}

type DraftContent = Omit<CheckoutDraft, 'savedAt' | 'revision'>;

/** An unfinished checkout is kept this long; its uploaded files are swept by the server after a day anyway. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** One draft per signed-in user and per order: the cart's, or the edit of one order. */
export function draftKey(userId: number, editPoId: string | null): string {
  return `${CHECKOUT_DRAFT_PREFIX}${userId}:${editPoId ?? 'cart'}`;
}

function isDraft(value: unknown): value is CheckoutDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<CheckoutDraft>;
  return (
    typeof draft.values === 'object' &&
    draft.values !== null &&
    typeof draft.step === 'number' &&
    typeof draft.files === 'object' &&
    typeof draft.savedAt === 'number'
  );
}

export function readDraft(key: string, now = Date.now()): CheckoutDraft | null {
  try {
    const draft: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!isDraft(draft) || now - draft.savedAt > KEEP_MS) return null;
    // A draft from before revisions were counted is the first.
    return { ...draft, revision: typeof draft.revision === 'number' ? draft.revision : 0 };
  } catch {
    // Unreadable storage (blocked, or a value from elsewhere) starts the checkout afresh.
    return null;
  }
}

/** What a tab's write did: saved as `revision`, nothing to save (`revision` is what is kept), or refused as stale. */
export type DraftWrite = { stale: false; revision: number } | { stale: true };

/**
 * Saves the draft unless another tab has saved since this one last read or wrote it (`seen`, the
 * revision it knows): a stale tab never writes over a newer draft. A draft whose content is
 * unchanged is not written again, so opening a second tab does not make the first one stale.
 */
export function writeDraft(key: string, draft: DraftContent, seen: number | null): DraftWrite {
  const stored = readDraft(key);
  if (stored && stored.revision !== seen) return { stale: true };
  const content = JSON.stringify(draft);
  if (stored && JSON.stringify({ values: stored.values, step: stored.step, files: stored.files }) === content)
    return { stale: false, revision: stored.revision };
  const revision = (stored?.revision ?? seen ?? 0) + 1;
  try {
    localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now(), revision }));
  } catch {
    // A full or blocked storage only loses the draft, never the checkout itself.
  }
  return { stale: false, revision };
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** The history entry's step of a checkout (its draft key), where the wizard put it. */
const STEP_STATE = 'lapasarCheckoutStep';

export function historyStep(key: string): number | null {
  const state: unknown = history.state;
  const entry = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[STEP_STATE] : undefined;
  if (typeof entry !== 'object' || entry === null) return null;
  const { key: entryKey, step } = entry as { key?: unknown; step?: unknown };
  return entryKey === key && typeof step === 'number' ? step : null;
}

/** Records the checkout's step in the browser's history: a new entry when the buyer moves, the current one otherwise. */
export function recordStep(key: string, step: number, push: boolean): void {
  const state = { ...(typeof history.state === 'object' && history.state !== null ? history.state : {}), [STEP_STATE]: { key, step } };
  if (push) history.pushState(state, '', location.href);
  else history.replaceState(state, '', location.href);
}
