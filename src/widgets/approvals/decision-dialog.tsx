import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../ui/dialog';
import { fill } from '../../lib/fill';
import * as ui from '../../ui/ui.css';
import * as styles from './approvals.css';
import { $strings } from './strings';
import type { StoreValue } from 'nanostores';

type Text = StoreValue<typeof $strings>;

export type Decision = 'approve' | 'reject' | 'return';

/** The orders and the decision being confirmed: one order, or several selected (approve or reject). */
export interface PendingDecision {
  poIds: string[];
  decision: Decision;
}

export interface DecisionDialogProps {
  /** The decision being confirmed; null while closed. */
  pending: PendingDecision | null;
  busy: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

const singleOf = (t: Text) => ({
  approve: { title: t.approveTitle, field: t.comment, confirm: t.confirmApprove, required: null },
  reject: { title: t.rejectTitle, field: t.reason, confirm: t.confirmReject, required: t.commentRequired },
  return: { title: t.returnTitle, field: t.returnReason, confirm: t.confirmReturn, required: t.returnCommentRequired },
});

const bulkOf = (t: Text, single: ReturnType<typeof singleOf>) => ({
  approve: { ...single.approve, title: t.bulkApproveTitle, field: t.bulkComment },
  reject: { ...single.reject, title: t.bulkRejectTitle, field: t.bulkReason },
  return: single.return,
});

/** The words of the dialog for a decision on one order or on several. */
function wordsOf(pending: PendingDecision, t: Text) {
  const single = singleOf(t);
  const words = pending.poIds.length > 1 ? bulkOf(t, single)[pending.decision] : single[pending.decision];
  return { ...words, title: fill(words.title, { poId: pending.poIds[0], n: pending.poIds.length }) };
}

/** Confirms a decision with a comment (required to reject or to send back). */
export function DecisionDialog({ pending, busy, onConfirm, onCancel }: DecisionDialogProps) {
  const t = useStore($strings);
  const words = pending ? wordsOf(pending, t) : null;
  return (
    <Dialog
      open={pending !== null}
      title={words?.title ?? ''}
      dismissible={!busy}
      onDismiss={onCancel}
      part="decision-dialog"
      closeLabel={t.close}
      className={`${ui.dialog} ${styles.decisionDialog}`}
    >
      {/* Keyed by the orders and decision, so each opening starts with an empty comment. */}
      {pending && words && (
        <DecisionForm
          key={`${pending.poIds.join(',')}/${pending.decision}`}
          words={words}
          busy={busy}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </Dialog>
  );
}

interface FormProps {
  words: ReturnType<typeof wordsOf>;
  busy: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

function DecisionForm({ words, busy, onConfirm, onCancel }: FormProps) {
  const t = useStore($strings);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (words.required && comment.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(comment.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={fieldId}>
          {words.field}
        </label>
        <textarea
          id={fieldId}
          className={`${ui.input} ${styles.textarea}`}
          value={comment}
          required={words.required !== null}
          aria-invalid={missing}
          aria-describedby={missing ? errorId : undefined}
          onChange={(event) => {
            setComment(event.target.value);
            setMissing(false);
          }}
          part="comment"
        />
      </div>
      {missing && (
        <p id={errorId} className={ui.errorText} role="alert" part="comment-error">
          {words.required}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={ui.primaryButton} disabled={busy} part="confirm">
          {busy ? t.deciding : words.confirm}
        </button>
        <button type="button" className={ui.button} disabled={busy} onClick={onCancel} part="cancel">
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
