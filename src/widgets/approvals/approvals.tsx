import { useStore } from '@nanostores/react';
import { LoginDialogHost } from '../../ui/page-dialogs';
import { useEffect, useRef, useState } from 'react';

import type { BulkDecisionResponse } from '../../api/types';
import { openLoginDialog } from '../../store/dialogs';
import { approvalsStore, decideOrder, decideOrders } from '../../store/orders';
import { newQueryScope } from '../../store/query';
import { $signedIn } from '../../store/session';
import { AlertDialog } from '../../ui/alert-dialog';
import { Toast } from '../../ui/toast';
import * as ui from '../../ui/ui.css';
import { ApprovalCard } from './approval-card';
import * as styles from './approvals.css';
import { BulkBar, BulkResults } from './bulk-bar';
import { DecisionDialog, type Decision, type PendingDecision } from './decision-dialog';
import { $strings } from './strings';
import { useFocusAfterDecision } from './use-focus-after-decision';
import { useServerText } from '../../ui/server-text';

/**
 * lapasar-approvals: the orders waiting at the signed-in approver's stage, to approve, reject or
 * send back, one or several at once; those the approver placed or edited are shown, not decided.
 */
export function Approvals() {
  const serverText = useServerText();
  const t = useStore($strings);
  const signedIn = useStore($signedIn);
  const [$approvals] = useState(() => approvalsStore(newQueryScope()));
  const { data, error } = useStore($approvals);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [bulkAnswer, setBulkAnswer] = useState<BulkDecisionResponse | null>(null);
  const decisionSent = useFocusAfterDecision(root, data, pending !== null || alert !== null);
  // Only orders still listed, and the approver's to decide, count as selected.
  const decidable = (data ?? []).filter((item) => !item.ownOrder);
  const selected = decidable.filter((item) => chosen.has(item.poId)).map((item) => item.poId);

  const ask = (poIds: string[], decision: Decision, from: HTMLElement) => {
    trigger.current = from;
    setPending({ poIds, decision });
  };

  // Back to the button that opened the dialog after Cancel.
  const cancelled = useRef(false);
  useEffect(() => {
    if (pending || !cancelled.current) return;
    cancelled.current = false;
    if (trigger.current?.isConnected) trigger.current.focus();
  }, [pending]);

  const cancel = () => {
    cancelled.current = true;
    setPending(null);
  };

  const confirm = async (comment: string) => {
    if (!pending) return;
    const { poIds, decision } = pending;
    setBusy(true);
    decisionSent(poIds);
    try {
      if (poIds.length > 1 && decision !== 'return') {
        setBulkAnswer(await decideOrders(poIds, decision, comment));
        setChosen(new Set());
      } else {
        setBulkAnswer(null);
        setToast((await decideOrder(poIds[0], decision, comment)).message);
      }
    } catch (failure) {
      // A 409 (decided by someone else, replaced, withdrawn) carries the server's own words; the list has reloaded.
      setAlert(serverText(failure, t.decisionFailed));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const select = (poId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(poId);
    else next.delete(poId);
    setChosen(next);
  };

  let body;
  if (!signedIn) {
    body = (
      <div className={styles.message} part="sign-in">
        <p>{t.signInPrompt}</p>
        <button type="button" className={ui.primaryButton} onClick={openLoginDialog}>
          {t.signIn}
        </button>
      </div>
    );
  } else if (data && data.length > 0) {
    body = (
      <>
        {decidable.length > 0 && (
          <BulkBar
            total={decidable.length}
            selected={selected.length}
            onSelectAll={(on) => setChosen(new Set(on ? decidable.map((item) => item.poId) : []))}
            onDecide={(decision, from) => ask(selected, decision, from)}
          />
        )}
        <ul className={styles.list}>
          {data.map((item) => (
            <ApprovalCard
              key={item.poId}
              item={item}
              selected={chosen.has(item.poId)}
              onSelect={select}
              onDecide={(poId, decision, from) => ask([poId], decision, from)}
              onDownloadFailed={setAlert}
            />
          ))}
        </ul>
      </>
    );
  } else if (data) {
    body = (
      <p className={styles.message} part="empty">
        {t.empty}
      </p>
    );
  } else if (error !== undefined) {
    body = (
      <p className={styles.message} role="alert" part="error">
        {serverText(error, t.loadFailed)}
      </p>
    );
  } else {
    body = (
      <div className={styles.list} aria-busy="true" part="skeleton">
        <span role="status" className={ui.visuallyHidden}>
          {t.loading}
        </span>
        <span className={styles.skeleton} />
      </div>
    );
  }

  return (
    <div ref={root} className={styles.root} part="approvals">
      <h2 className={styles.title} tabIndex={-1}>
        {t.title}
      </h2>
      <BulkResults answer={bulkAnswer} />
      {body}
      <DecisionDialog pending={pending} orders={data ?? []} busy={busy} onConfirm={(comment) => void confirm(comment)} onCancel={cancel} />
      <AlertDialog message={alert} onClose={() => setAlert(null)} okLabel={t.ok} closeLabel={t.close} />
      <Toast message={toast} onHide={() => setToast(null)} className={styles.toast} />
      <LoginDialogHost />
    </div>
  );
}
