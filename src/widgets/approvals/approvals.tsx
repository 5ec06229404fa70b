import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../api/client';
import type { ApprovalItem } from '../../api/types';
import { openLoginDialog } from '../../store/dialogs';
import { approvalsStore, decideOrder } from '../../store/orders';
import { newQueryScope } from '../../store/query';
import { $signedIn } from '../../store/session';
import { AlertDialog } from '../../ui/alert-dialog';
import { fill } from '../../lib/fill';
import { OrderDetail } from '../../ui/order/order-detail';
import { StatusBadge } from '../../ui/order/status-badge';
import { orderStrings } from '../../ui/order/strings';
import { useOrderFormat } from '../../ui/order/use-order-format';
import { Toast } from '../../ui/toast';
import * as ui from '../../ui/ui.css';
import * as styles from './approvals.css';
import { DecisionDialog, type Decision } from './decision-dialog';
import { strings as t } from './strings';

/** lapasar-approvals: the orders waiting at the signed-in approver's stage, to approve or reject. */
export function Approvals() {
  const signedIn = useStore($signedIn);
  const [$approvals] = useState(() => approvalsStore(newQueryScope()));
  const { data, error } = useStore($approvals);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const [pending, setPending] = useState<{ poId: string; decision: Decision } | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  const ask = (poId: string, decision: Decision, from: HTMLElement) => {
    trigger.current = from;
    setPending({ poId, decision });
  };

  // Once the dialog has closed: back to its button after Cancel, to the list after a decision (its order leaves).
  const focusAfter = useRef<'trigger' | 'list' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    if (pending || !target) return;
    focusAfter.current = null;
    if (target === 'trigger' && trigger.current?.isConnected) trigger.current.focus();
    else root.current?.focus();
  }, [pending]);

  const cancel = () => {
    focusAfter.current = 'trigger';
    setPending(null);
  };

  const confirm = async (comment: string) => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = await decideOrder(pending.poId, pending.decision, comment);
      setToast(answer.message);
    } catch (failure) {
      // A 409 (decided by someone else) carries the server's own words; the list has reloaded.
      setAlert(serverMessage(failure) || t.decisionFailed);
    } finally {
      setBusy(false);
      focusAfter.current = 'list';
      setPending(null);
    }
  };

  let body;
  if (!signedIn) {
    body = (
      <div className={styles.message} part="sign-in">
        <p>{t.signInPrompt}</p>
        <button type="button" className={ui.primaryButton} onClick={openLoginDialog}>{t.signIn}</button>
      </div>
    );
  } else if (data && data.length > 0) {
    body = (
      <ul className={styles.list}>
        {data.map((item) => (
          <ApprovalCard key={item.poId} item={item} onDecide={ask} onDownloadFailed={setAlert} />
        ))}
      </ul>
    );
  } else if (data) {
    body = <p className={styles.message} part="empty">{t.empty}</p>;
  } else if (error !== undefined) {
    body = <p className={styles.message} role="alert" part="error">{serverMessage(error) || t.loadFailed}</p>;
  } else {
    body = (
      <div className={styles.list} aria-busy="true" part="skeleton">
        <span role="status" className={ui.visuallyHidden}>{t.loading}</span>
        <span className={styles.skeleton} />
      </div>
    );
  }

  return (
    <div ref={root} className={styles.root} tabIndex={-1} part="approvals">
      <h2 className={styles.title}>{t.title}</h2>
      {body}
      <DecisionDialog pending={pending} busy={busy} onConfirm={(comment) => void confirm(comment)} onCancel={cancel} />
      <AlertDialog message={alert} onClose={() => setAlert(null)} okLabel={t.ok} closeLabel={t.close} />
      <Toast message={toast} onHide={() => setToast(null)} className={styles.toast} />
    </div>
  );
}

interface ApprovalCardProps {
  item: ApprovalItem;
  onDecide: (poId: string, decision: Decision, from: HTMLElement) => void;
  onDownloadFailed: (message: string) => void;
}

function ApprovalCard({ item, onDecide, onDownloadFailed }: ApprovalCardProps) {
  const { rm, date } = useOrderFormat();
  return (
    <li className={styles.card} part="approval">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{fill(t.order, { poId: item.poId })}</h3>
        <StatusBadge status={item.status} />
      </div>
      <p className={styles.facts}>
        <span part="stage">{fill(t.waitingAt, { stage: item.stageLabel })}</span>
        <span>{fill(t.submittedBy, { name: item.submittedBy })}</span>
        <time dateTime={item.createdDate}>{fill(orderStrings.created, { date: date(item.createdDate) })}</time>
        {item.locationName && <span>{fill(orderStrings.location, { name: item.locationName })}</span>}
        {item.projectName && <span>{fill(orderStrings.project, { name: item.projectName })}</span>}
      </p>
      <section part="budget">
        <h4 className={styles.cardTitle}>{t.budget}</h4>
        {item.budget ? (
          <dl className={styles.budget}>
            <div><dt>{t.budgetLimit}</dt><dd>{rm(item.budget.budgetLimit)}</dd></div>
            <div><dt>{t.committed}</dt><dd>{rm(item.budget.committed)}</dd></div>
            <div><dt>{t.pending}</dt><dd>{rm(item.budget.pending)}</dd></div>
            <div><dt>{t.remaining}</dt><dd>{rm(item.budget.remaining)}</dd></div>
          </dl>
        ) : (
          <p>{t.noBudget}</p>
        )}
      </section>
      <OrderDetail order={item} onDownloadFailed={onDownloadFailed} />
      <div className={styles.actions}>
        <button type="button" className={ui.primaryButton} aria-label={fill(t.approveNamed, { poId: item.poId })} onClick={(event) => onDecide(item.poId, 'approve', event.currentTarget)} part="approve">
          {t.approve}
        </button>
        <button type="button" className={`${ui.button} ${styles.danger}`} aria-label={fill(t.rejectNamed, { poId: item.poId })} onClick={(event) => onDecide(item.poId, 'reject', event.currentTarget)} part="reject">
          {t.reject}
        </button>
      </div>
    </li>
  );
}
