import { useEffect, useRef, type RefObject } from 'react';
import type { ApprovalItem } from '../../api/types';

/**
 * Once the inbox has reloaded after a decision, focuses (and scrolls to the top of the view) the
 * order now where the first decided one was, or the heading when none is left, so the page is not
 * left scrolled past the end of a shorter list. Waits for any dialog (the decision's, an alert) to close.
 */
export function useFocusAfterDecision(root: RefObject<HTMLElement | null>, data: ApprovalItem[] | undefined, dialogOpen: boolean) {
  const decided = useRef<{ index: number; before: ApprovalItem[] } | null>(null);

  useEffect(() => {
    const last = decided.current;
    // Only a reloaded list (a new answer) says where the decided orders went; a modal dialog keeps focus until it closes.
    if (!last || !data || data === last.before || dialogOpen) return;
    decided.current = null;
    const cards = root.current?.querySelectorAll<HTMLElement>('[part="approval"] h3');
    const target =
      cards && cards.length > 0 ? cards[Math.min(last.index, cards.length - 1)] : root.current?.querySelector<HTMLElement>('h2');
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'start' });
  }, [data, root, dialogOpen]);

  /** Call as the decision on these orders is sent. */
  return (poIds: readonly string[]) => {
    if (!data) return;
    const indexes = poIds.map((poId) => data.findIndex((item) => item.poId === poId)).filter((index) => index >= 0);
    decided.current = { index: indexes.length > 0 ? Math.min(...indexes) : 0, before: data };
  };
}
