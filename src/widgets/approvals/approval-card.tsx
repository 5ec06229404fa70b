import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import type { ApprovalItem } from '../../api/types';
import { fill } from '../../lib/fill';
import { OrderDetail } from '../../ui/order/order-detail';
import { StatusBadge } from '../../ui/order/status-badge';
import { $orderStrings } from '../../ui/order/strings';
import { useOrderFormat } from '../../ui/order/use-order-format';
import * as ui from '../../ui/ui.css';
import * as styles from './approvals.css';
import type { Decision } from './decision-dialog';
import { $strings } from './strings';

interface ApprovalCardProps {
  item: ApprovalItem;
  selected: boolean;
  onSelect: (poId: string, selected: boolean) => void;
  onDecide: (poId: string, decision: Decision, from: HTMLElement) => void;
  onDownloadFailed: (message: string) => void;
}

/**
 * One order waiting for the approver: its facts, budget, detail, a box to select it and its
 * decisions; one the approver placed or edited shows, instead, who of its stage decides it.
 */
export function ApprovalCard({ item, selected, onSelect, onDecide, onDownloadFailed }: ApprovalCardProps) {
  const orderStrings = useStore($orderStrings);
  const t = useStore($strings);
  const { rm, date } = useOrderFormat();
  const buttons: [Decision, string, string, string][] = [
    ['approve', t.approve, t.approveNamed, ui.primaryButton],
    ['reject', t.reject, t.rejectNamed, `${ui.button} ${styles.danger}`],
    ['return', t.sendBack, t.sendBackNamed, ui.button],
  ];
  return (
    <li className={styles.card} part="approval" data-po-id={item.poId}>
      <div className={styles.cardHead}>
        {!item.ownOrder && (
          <label className={styles.select}>
            <input type="checkbox" checked={selected} onChange={(event) => onSelect(item.poId, event.target.checked)} part="select" />
            <span className={ui.visuallyHidden}>{fill(t.select, { poId: item.poId })}</span>
          </label>
        )}
        {/* Focus lands here once the order before it has been decided. */}
        <h3 className={styles.cardTitle} tabIndex={-1}>
          {fill(t.order, { poId: item.poId })}
        </h3>
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
            <div>
              <dt>{t.budgetLimit}</dt>
              <dd>
                <MoneyText text={rm(item.budget.budgetLimit)} />
              </dd>
            </div>
            <div>
              <dt>{t.committed}</dt>
              <dd>
                <MoneyText text={rm(item.budget.committed)} />
              </dd>
            </div>
            <div>
              <dt>{t.pending}</dt>
              <dd>
                <MoneyText text={rm(item.budget.pending)} />
              </dd>
            </div>
            <div>
              <dt>{t.remaining}</dt>
              <dd>
                <MoneyText text={rm(item.budget.remaining)} />
              </dd>
            </div>
            {item.budget.exceedsBy > 0 && (
              <div part="overrun">
                <dt>{t.exceedsBy}</dt>
                <dd>{rm(item.budget.exceedsBy)}</dd>
              </div>
            )}
          </dl>
        ) : (
          <p>{t.noBudget}</p>
        )}
      </section>
      <OrderDetail order={item} onDownloadFailed={onDownloadFailed} viewer="approver" />
      {item.ownOrder ? (
        <p className={styles.ownOrder} part="own-order">
          {item.ownOrder.otherApprovers.length > 0
            ? fill(t.ownOrder, { stage: item.ownOrder.stage, names: item.ownOrder.otherApprovers.join(', ') })
            : fill(t.ownOrderNoOther, { stage: item.ownOrder.stage })}
        </p>
      ) : (
        <div className={styles.actions}>
          {buttons.map(([decision, label, named, className]) => (
            <button
              key={decision}
              type="button"
              className={className}
              aria-label={fill(named, { poId: item.poId })}
              onClick={(event) => onDecide(item.poId, decision, event.currentTarget)}
              part={decision === 'return' ? 'send-back' : decision}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
