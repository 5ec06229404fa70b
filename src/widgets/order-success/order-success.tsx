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
import type { PreOrderSummary } from '../../api/types';

type Text = StoreValue<typeof $strings>;

export interface OrderSuccessProps {
  poId?: string;
  budgetPending?: boolean;
  edited?: boolean;
  createdDate?: string;
}

type StageState = 'complete' | 'progress' | 'waiting';

/** Where the order stands: the server's answer, or (when it could not be read) what the submit said. */
interface Position {
  status: PreOrderSummary['status'];
  stageLabel: string;
  budgetPending: boolean;
  edited: boolean;
  /** It goes (or went) through workflow stages; false for a company without a workflow. */
  workflow: boolean;
}

const stateTextOf = (t: Text): Record<StageState, string> => ({ complete: t.complete, progress: t.inProgress, waiting: t.waiting });

/** The stages of spec 2 section 2 up to where the order is: budget approval first when it went over budget; none once it ended otherwise. */
function stagesOf({ status, budgetPending, workflow }: Position, t: Text): [string, StageState][] {
  const reached = status === 'budget_approval' ? 1 : status === 'workflow_approval' ? 2 : status === 'processing' ? 3 : null;
  if (reached === null) return [];
  const state = (step: number): StageState => (step < reached ? 'complete' : step === reached ? 'progress' : 'waiting');
  return [
    [t.submitted, 'complete'] as [string, StageState],
    ...(budgetPending ? [[t.budgetApproval, state(1)] as [string, StageState]] : []),
    ...(workflow ? [[t.workflowApproval, state(2)] as [string, StageState]] : []),
    [t.processing, state(3)] as [string, StageState],
  ];
}

function outcomeOf({ status, stageLabel }: Position, t: Text): string {
  if (status === 'budget_approval') return t.pendingBudget;
  if (status === 'workflow_approval') return t.pendingWorkflow;
  if (status === 'processing') return t.processingNow;
  return fill(t.ended, { status: stageLabel });
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
  // The order as it is now (approved or withdrawn meanwhile, or placed without approval), not as the address says.
  const position: Position = data
    ? {
        status: data.status,
        stageLabel: data.stageLabel,
        budgetPending: data.isBudgetPending,
        edited: data.isEdited,
        workflow: data.timeline.some((step) => step.stage !== null && step.stage > 0),
      }
    : {
        status: props.budgetPending ? 'budget_approval' : 'workflow_approval',
        stageLabel: '',
        budgetPending: props.budgetPending ?? false,
        edited: props.edited ?? false,
        workflow: true,
      };
  return <Submitted poId={props.poId} position={position} createdDate={props.createdDate || data?.createdDate} />;
}

function Submitted({ poId, position, createdDate }: { poId: string; position: Position; createdDate: string | undefined }) {
  const t = useStore($strings);
  const { routes } = useStore($config);
  const { date } = useOrderFormat();
  const stages = stagesOf(position, t);
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
        {outcomeOf(position, t)}
      </p>
      {position.edited && (position.status === 'budget_approval' || position.status === 'workflow_approval') && (
        <p className={styles.notice} part="edited">
          {t.edited}
        </p>
      )}
      {stages.length > 0 && (
        <ol className={styles.stages} aria-label={t.progress} part="stages">
          {stages.map(([label, state]) => (
            <li key={label} className={styles.stage[state]} data-state={state} aria-current={state === 'progress' ? 'step' : undefined}>
              <span>{label}</span>
              <span>{stateTextOf(t)[state]}</span>
            </li>
          ))}
        </ol>
      )}
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
