import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../ui/dialog';
import { fill } from '../../lib/fill';
import { useOrderFormat } from '../../ui/order/use-order-format';
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

/** An order as the dialog names it: its PO id and grand total. */
interface DecidedOrder {
  poId: string;
  grandTotal: number;
}

export interface DecisionDialogProps {
  /** The decision being confirmed; null while closed. */
  pending: PendingDecision | null;
  /** The orders listed, of which a decision on several names its own (PO id and amount). */
  orders: readonly DecidedOrder[];
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
export function DecisionDialog({ pending, orders, busy, onConfirm, onCancel }: DecisionDialogProps) {
  const t = useStore($strings);
  const words = pending ? wordsOf(pending, t) : null;
  const bulk = pending && pending.poIds.length > 1 ? pending.poIds.flatMap((poId) => orders.filter((order) => order.poId === poId)) : [];
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
      {bulk.length > 0 && <BulkOrders orders={bulk} />}
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

/** The orders a decision on several takes, each with its amount, and their sum: what the approver signs off. */
function BulkOrders({ orders }: { orders: DecidedOrder[] }) {
  const t = useStore($strings);
  const { rm } = useOrderFormat();
  const headingId = useId();
  const sumSen = orders.reduce((sum, order) => sum + Math.round(order.grandTotal * 100), 0);
  return (
    <section className={styles.bulkOrders} part="bulk-orders">
      <h3 id={headingId} className={styles.resultsTitle}>
        {t.bulkOrders}
      </h3>
      {/* Scrolls when many are selected; focusable so the keyboard scrolls it too. */}
      <div className={styles.bulkOrderScroll} role="region" aria-labelledby={headingId} tabIndex={0}>
        <ul className={styles.bulkOrderList}>
          {orders.map((order) => (
            <li key={order.poId}>{fill(t.bulkOrder, { poId: order.poId, amount: rm(order.grandTotal) })}</li>
          ))}
        </ul>
      </div>
      <p className={styles.resultsTitle} part="bulk-total">
        {fill(t.bulkTotal, { amount: rm(sumSen / 100) })}
      </p>
    </section>
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
          data-autofocus
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
