import { useStore } from '@nanostores/react';
import { $config } from '../../store/config';
import { fill } from '../../lib/fill';
import { Link } from '../../ui/link';
import { useOrderFormat } from '../../ui/order/use-order-format';
import * as ui from '../../ui/ui.css';
import * as styles from './order-success.css';
import { strings as t } from './strings';

export interface OrderSuccessProps {
  poId?: string;
  budgetPending?: boolean;
  edited?: boolean;
  createdDate?: string;
}

type StageState = 'complete' | 'progress' | 'waiting';

const stateText: Record<StageState, string> = { complete: t.complete, progress: t.inProgress, waiting: t.waiting };

/** The stages of spec 2 section 2: budget approval comes first when the order is over budget. */
function stagesOf(budgetPending: boolean): [string, StageState][] {
  return budgetPending
    ? [[t.submitted, 'complete'], [t.budgetApproval, 'progress'], [t.workflowApproval, 'waiting'], [t.processing, 'waiting']]
    : [[t.submitted, 'complete'], [t.workflowApproval, 'progress'], [t.processing, 'waiting']];
}

/** lapasar-order-success: the page after a submitted order (spec 2 section 2, Success page). */
export function OrderSuccess({ poId, budgetPending = false, edited = false, createdDate }: OrderSuccessProps) {
  const { routes } = useStore($config);
  const { date } = useOrderFormat();

  if (!poId) {
    return (
      <div className={styles.root} part="order-success">
        <p className={styles.text} role="alert" part="invalid">{t.invalid}</p>
        <Link className={ui.primaryButton} href={routes.orders} part="orders">{t.viewOrders}</Link>
      </div>
    );
  }

  return (
    <div className={styles.root} part="order-success">
      <h2 className={styles.title}>{t.title}</h2>
      <p className={styles.text} part="reference">{fill(t.reference, { poId })}</p>
      {createdDate && <p className={styles.text} part="created">{fill(t.created, { date: date(createdDate) })}</p>}
      <p className={styles.text} part="outcome">{budgetPending ? t.pendingBudget : t.pendingWorkflow}</p>
      {edited && <p className={styles.notice} part="edited">{t.edited}</p>}
      <ol className={styles.stages} aria-label={t.progress} part="stages">
        {stagesOf(budgetPending).map(([label, state]) => (
          <li key={label} className={styles.stage[state]} data-state={state} aria-current={state === 'progress' ? 'step' : undefined}>
            <span>{label}</span>
            <span>{stateText[state]}</span>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Link className={ui.primaryButton} href={routes.orders} part="orders">{t.viewOrders}</Link>
        <Link className={ui.button} href={routes.preOrders} part="pre-orders">{t.viewPreOrders}</Link>
        <Link className={ui.button} href={routes.cart} part="cart">{t.backToCart}</Link>
        <Link className={ui.button} href={routes.dashboard} part="dashboard">{t.dashboard}</Link>
      </div>
    </div>
  );
}
