import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { getPreOrder } from '../../api/orders';
import type { TimelineStep } from '../../api/types';
import { $config } from '../../store/config';
import { Link } from '../../ui/link';
import { useOrderFormat } from '../../ui/order/use-order-format';
import * as ui from '../../ui/ui.css';
import * as styles from './checkout-wizard.css';
import { $strings } from './strings';

/** The approver's decision an edit answers: why the order was rejected or sent back, by whom and when; nothing for a waiting order. */
export function DecisionNote({ poId }: { poId: string }) {
  const t = useStore($strings);
  const { date } = useOrderFormat();
  const [decision, setDecision] = useState<TimelineStep | null>(null);
  useEffect(() => {
    let current = true;
    getPreOrder(poId).then(
      (order) => current && setDecision(order.timeline.findLast((step) => step.state === 'rejected' || step.state === 'returned') ?? null),
      // The note only adds to the edit; without it the wizard works as well.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [poId]);
  if (!decision) return null;
  const heading = decision.state === 'returned' ? t.decisionReturned : t.decisionRejected;
  return (
    <section className={styles.notice} part="decision-note" aria-labelledby="decision-note-title">
      <h2 id="decision-note-title" className={styles.bannerTitle}>
        {heading({ name: decision.actor ?? '', stage: decision.label })}
      </h2>
      {decision.at && (
        <p className={styles.muted}>
          <time dateTime={decision.at}>{date(decision.at)}</time>
        </p>
      )}
      <p>{decision.comment ? t.approverComment({ comment: decision.comment }) : t.noApproverComment}</p>
    </section>
  );
}

/** The edited order was decided or withdrawn while it was being edited: what happened and the ways on. */
export function EditClosed({ poId, message }: { poId: string; message: string }) {
  const t = useStore($strings);
  const { routes } = useStore($config);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.root} part="checkout-wizard">
      <div className={styles.banner} role="alert" part="edit-closed">
        <h2 className={styles.bannerTitle} tabIndex={-1} ref={heading}>
          {t.editClosedTitle({ poId })}
        </h2>
        <p>{message || t.editClosed}</p>
        <p>{t.editClosedAdvice}</p>
        <div className={styles.actions}>
          <Link className={ui.primaryButton} href={routes.preOrders} part="view-orders">
            {t.viewOrders}
          </Link>
          <Link className={ui.button} href={routes.checkout} part="new-checkout">
            {t.newCheckout}
          </Link>
        </div>
      </div>
    </div>
  );
}
