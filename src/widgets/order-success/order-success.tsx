import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { $config } from '../../store/config';
import { preOrderStore } from '../../store/orders';
import { newQueryScope } from '../../store/query';
import { $signedIn } from '../../store/session';
import { fill } from '../../lib/fill';
import { Link } from '../../ui/link';
import { useOrderFormat } from '../../ui/order/use-order-format';
import * as ui from '../../ui/ui.css';
import * as styles from './order-success.css';
import { $strings } from './strings';
import type { StoreValue } from 'nanostores';

type Text = StoreValue<typeof $strings>;

export interface OrderSuccessProps {
  poId?: string;
  budgetPending?: boolean;
  edited?: boolean;
  createdDate?: string;
}

type StageState = 'complete' | 'progress' | 'waiting';

const stateTextOf = (t: Text): Record<StageState, string> => ({ complete: t.complete, progress: t.inProgress, waiting: t.waiting });

/** The stages of spec 2 section 2: budget approval comes first when the order is over budget. */
function stagesOf(budgetPending: boolean, t: Text): [string, StageState][] {
  return budgetPending
    ? [
        [t.submitted, 'complete'],
        [t.budgetApproval, 'progress'],
        [t.workflowApproval, 'waiting'],
        [t.processing, 'waiting'],
      ]
    : [
        [t.submitted, 'complete'],
        [t.workflowApproval, 'progress'],
        [t.processing, 'waiting'],
      ];
}

/** 'Invalid order information. Please check your order history.' with the way to the orders. */
function InvalidOrder() {
  const t = useStore($strings);
  const { routes } = useStore($config);
  return (
    <div className={styles.root} part="order-success">
      <p className={styles.text} role="alert" part="invalid">
        {t.invalid}
      </p>
      <Link className={ui.primaryButton} href={routes.orders} part="orders">
        {t.viewOrders}
      </Link>
    </div>
  );
}

// The server does not know the order as the signed-in buyer's (a malformed PO id, another's, none).
const unknownOrder = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 404);

/**
 * lapasar-order-success: the page after a submitted order (spec 2 section 2, Success page). The
 * order is asked of the server first: one the signed-in buyer did not place is invalid information.
 */
export function OrderSuccess(props: OrderSuccessProps) {
  const signedIn = useStore($signedIn);
  if (!props.poId || !signedIn) return <InvalidOrder />;
  return <CheckedOrder {...props} poId={props.poId} />;
}

function CheckedOrder(props: OrderSuccessProps & { poId: string }) {
  const t = useStore($strings);
  const [scope] = useState(newQueryScope);
  const $order = useMemo(() => preOrderStore(props.poId, scope), [props.poId, scope]);
  const { data, error } = useStore($order);
  if ((data && data.isAlternateRecipient) || unknownOrder(error)) return <InvalidOrder />;
  // Any other failure leaves the page as the submit described it.
  if (!data && error === undefined) {
    return (
      <div className={styles.root} aria-busy="true" part="order-success">
        <p className={styles.text} role="status" part="checking">
          {t.checking}
        </p>
      </div>
    );
  }
  return <Submitted {...props} createdDate={props.createdDate || data?.createdDate} />;
}

function Submitted({ poId, budgetPending = false, edited = false, createdDate }: OrderSuccessProps & { poId: string }) {
  const t = useStore($strings);
  const { routes } = useStore($config);
  const { date } = useOrderFormat();
  return (
    <div className={styles.root} part="order-success">
      <h2 className={styles.title}>{t.title}</h2>
      <p className={styles.text} part="reference">
        {fill(t.reference, { poId })}
      </p>
      {createdDate && (
        <p className={styles.text} part="created">
          {fill(t.created, { date: date(createdDate) })}
        </p>
      )}
      <p className={styles.text} part="outcome">
        {budgetPending ? t.pendingBudget : t.pendingWorkflow}
      </p>
      {edited && (
        <p className={styles.notice} part="edited">
          {t.edited}
        </p>
      )}
      <ol className={styles.stages} aria-label={t.progress} part="stages">
        {stagesOf(budgetPending, t).map(([label, state]) => (
          <li key={label} className={styles.stage[state]} data-state={state} aria-current={state === 'progress' ? 'step' : undefined}>
            <span>{label}</span>
            <span>{stateTextOf(t)[state]}</span>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Link className={ui.primaryButton} href={routes.orders} part="orders">
          {t.viewOrders}
        </Link>
        <Link className={ui.button} href={routes.preOrders} part="pre-orders">
          {t.viewPreOrders}
        </Link>
        <Link className={ui.button} href={routes.cart} part="cart">
          {t.backToCart}
        </Link>
        <Link className={ui.button} href={routes.dashboard} part="dashboard">
          {t.dashboard}
        </Link>
      </div>
    </div>
  );
}
