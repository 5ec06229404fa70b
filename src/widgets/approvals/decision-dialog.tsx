import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../ui/dialog';
import { fill } from '../../lib/fill';
import * as ui from '../../ui/ui.css';
import * as styles from './approvals.css';
import { strings as t } from './strings';

export type Decision = 'approve' | 'reject';

export interface DecisionDialogProps {
  /** The order and decision being confirmed; null while closed. */
  pending: { poId: string; decision: Decision } | null;
  busy: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

/** Confirms an approval or a rejection, with a comment (required to reject). */
export function DecisionDialog({ pending, busy, onConfirm, onCancel }: DecisionDialogProps) {
  const rejecting = pending?.decision === 'reject';
  const title = pending ? fill(rejecting ? t.rejectTitle : t.approveTitle, { poId: pending.poId }) : '';
  return (
    <Dialog open={pending !== null} title={title} dismissible={!busy} onDismiss={onCancel} part="decision-dialog" closeLabel={t.close}>
      {/* Keyed by the order and decision, so each opening starts with an empty comment. */}
      {pending && <DecisionForm key={`${pending.poId}/${pending.decision}`} rejecting={rejecting} busy={busy} onConfirm={onConfirm} onCancel={onCancel} />}
    </Dialog>
  );
}

function DecisionForm({ rejecting, busy, onConfirm, onCancel }: { rejecting: boolean; busy: boolean; onConfirm: (comment: string) => void; onCancel: () => void }) {
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rejecting && comment.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(comment.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={fieldId}>{rejecting ? t.reason : t.comment}</label>
        <textarea
          id={fieldId}
          className={`${ui.input} ${styles.textarea}`}
          value={comment}
          required={rejecting}
          aria-invalid={missing}
          aria-describedby={missing ? errorId : undefined}
          onChange={(event) => {
            setComment(event.target.value);
            setMissing(false);
          }}
          part="comment"
        />
      </div>
      {missing && <p id={errorId} className={ui.errorText} role="alert" part="comment-error">{t.commentRequired}</p>}
      <div className={styles.actions}>
        <button type="submit" className={ui.primaryButton} disabled={busy} part="confirm">
          {busy ? t.deciding : rejecting ? t.confirmReject : t.confirmApprove}
        </button>
        <button type="button" className={ui.button} disabled={busy} onClick={onCancel} part="cancel">{t.cancel}</button>
      </div>
    </form>
  );
}
