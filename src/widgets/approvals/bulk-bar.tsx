import { useStore } from '@nanostores/react';
import type { BulkDecisionResponse } from '../../api/types';
import { fill } from '../../lib/fill';
import * as ui from '../../ui/ui.css';
import * as styles from './approvals.css';
import { $strings } from './strings';

interface BulkBarProps {
  total: number;
  selected: number;
  onSelectAll: (selected: boolean) => void;
  onDecide: (decision: 'approve' | 'reject', from: HTMLElement) => void;
}

/** Select all, how many are selected, and one decision for them all. */
export function BulkBar({ total, selected, onSelectAll, onDecide }: BulkBarProps) {
  const t = useStore($strings);
  return (
    <div className={styles.bulkBar} role="group" aria-label={t.bulkActions} part="bulk-bar">
      <label className={styles.select}>
        <input
          type="checkbox"
          checked={selected > 0 && selected === total}
          ref={(box) => {
            if (box) box.indeterminate = selected > 0 && selected < total;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
          part="select-all"
        />
        {t.selectAll}
      </label>
      <span aria-live="polite" part="selected-count">
        {fill(t.selected, { n: selected })}
      </span>
      <button
        type="button"
        className={ui.primaryButton}
        disabled={selected === 0}
        onClick={(event) => onDecide('approve', event.currentTarget)}
        part="approve-selected"
      >
        {t.approveSelected}
      </button>
      <button
        type="button"
        className={`${ui.button} ${styles.danger}`}
        disabled={selected === 0}
        onClick={(event) => onDecide('reject', event.currentTarget)}
        part="reject-selected"
      >
        {t.rejectSelected}
      </button>
    </div>
  );
}

/** What happened to each order of the last bulk decision, those not decided first. */
export function BulkResults({ answer }: { answer: BulkDecisionResponse | null }) {
  const t = useStore($strings);
  return (
    <div role="status" className={answer ? styles.results : ui.visuallyHidden} part="bulk-results">
      {answer && (
        <>
          <p className={styles.resultsTitle}>{fill(t.results, { message: answer.message })}</p>
          <ul className={styles.resultList}>
            {answer.data
              .toSorted((a, b) => Number(a.ok) - Number(b.ok))
              .map((outcome) => (
                <li key={outcome.poId} data-ok={outcome.ok} className={outcome.ok ? undefined : styles.failed}>
                  {outcome.ok
                    ? fill(t.decided, { poId: outcome.poId, stage: outcome.stageLabel ?? '' })
                    : fill(t.notDecided, { poId: outcome.poId, error: outcome.error ?? '' })}
                </li>
              ))}
          </ul>
        </>
      )}
    </div>
  );
}
