import { MoneyText } from '../../ui/money-text';
import { LoginDialogHost } from '../../ui/page-dialogs';
import { useStore } from '@nanostores/react';
import { useId, useMemo, useState, type MouseEvent } from 'react';

import type { PreOrderSummary } from '../../api/types';
import { editHref, isEditable } from '../../lib/order-edit';
import { canWithdraw, type OrderListFilter } from '../../lib/order-withdraw';
import { $config } from '../../store/config';
import { openLoginDialog } from '../../store/dialogs';
import { preOrdersStore, preOrderStore, startOrderEdit } from '../../store/orders';
import { newQueryScope } from '../../store/query';
import { $buys, $signedIn } from '../../store/session';
import { BuyersOnly } from '../../ui/buyers-only';
import { AlertDialog } from '../../ui/alert-dialog';
import { Toast } from '../../ui/toast';
import { emit, navigate } from '../../ui/events';
import { fill } from '../../lib/fill';
import { OrderDetail } from '../../ui/order/order-detail';
import { StatusBadge } from '../../ui/order/status-badge';
import { $orderStrings } from '../../ui/order/strings';
import { useOrderFormat } from '../../ui/order/use-order-format';
import * as ui from '../../ui/ui.css';
import * as styles from './order-history.css';
import { $strings } from './strings';
import { WithdrawOrder } from './withdraw-order';
import { useServerText } from '../../ui/server-text';

export interface OrderHistoryProps {
  /** 'waiting': only the orders waiting for approval (the pre-orders); anything else lists every order. */
  filter?: string;
}

/** lapasar-order-history: the signed-in buyer's orders (or those waiting for approval), each opening to its detail and timeline. */
export function OrderHistory({ filter }: OrderHistoryProps) {
  const serverText = useServerText();
  const t = useStore($strings);
  const signedIn = useStore($signedIn);
  const buys = useStore($buys);
  const [scope] = useState(newQueryScope);
  const [page, setPage] = useState(1);
  const shown: OrderListFilter = filter === 'waiting' ? 'waiting' : 'all';
  // Another list starts at its first page.
  const [pagedList, setPagedList] = useState(shown);
  if (pagedList !== shown) {
    setPagedList(shown);
    setPage(1);
  }
  const $orders = useMemo(() => preOrdersStore(page, scope, shown), [page, scope, shown]);
  const { data, error } = useStore($orders);
  const [alert, setAlert] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);

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
  } else if (!buys) {
    body = <BuyersOnly feature="orders" />;
  } else if (data && data.data.length > 0) {
    const { totalPages } = data.pagination;
    body = (
      <>
        <ul className={styles.list}>
          {data.data.map((order) => (
            <OrderCard key={order.poId} order={order} scope={scope} onAlert={setAlert} onNotice={setToast} />
          ))}
        </ul>
        {totalPages > 1 && (
          <nav className={styles.pager} aria-label={t.pages} part="pagination">
            <button type="button" className={ui.button} disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t.previous}
            </button>
            <span>{fill(t.page, { page, pages: totalPages })}</span>
            <button type="button" className={ui.button} disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
              {t.next}
            </button>
          </nav>
        )}
      </>
    );
  } else if (data) {
    body = (
      <p className={styles.message} part="empty">
        {shown === 'waiting' ? t.waitingEmpty : t.empty}
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
        <span className={styles.skeleton} />
      </div>
    );
  }
  return (
    <div className={styles.root} part="order-history">
      <h2 className={styles.title}>{shown === 'waiting' ? t.waitingTitle : t.title}</h2>
      {shown === 'waiting' && (
        <p className={styles.intro} part="intro">
          {t.waitingIntro}
        </p>
      )}
      {body}
      <AlertDialog message={alert} onClose={() => setAlert(null)} okLabel={t.ok} closeLabel={t.close} />
      <Toast message={toast} onHide={() => setToast(null)} className={styles.toast} />
      <LoginDialogHost />
    </div>
  );
}

interface OrderCardProps {
  order: PreOrderSummary;
  scope: string;
  onAlert: (message: string) => void;
  onNotice: (message: string) => void;
}

function OrderCard({ order, scope, onAlert, onNotice }: OrderCardProps) {
  const serverText = useServerText();
  const orderStrings = useStore($orderStrings);
  const t = useStore($strings);
  const { rm, date } = useOrderFormat();
  const { routes } = useStore($config);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const panelId = useId();
  const titleId = useId();

  // The order's lines go to the cart first; the checkout then edits it (the order waits until that submit).
  const edit = async (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    setEditing(true);
    try {
      await startOrderEdit(order.poId);
    } catch (error) {
      setEditing(false);
      onAlert(serverText(error, t.editFailed));
      return;
    }
    const href = editHref(routes.checkout, order.poId);
    if (emit(button, 'lapasar-edit-order', { poId: order.poId, href }, true)) navigate(button, href);
    setEditing(false);
  };

  return (
    <li className={styles.card} part="order">
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {fill(t.order, { poId: order.poId })}
        </h3>
        <StatusBadge status={order.status} />
      </div>
      {order.isAlternateRecipient && (
        <span className={styles.alternate} part="alternate">
          {t.alternate}
        </span>
      )}
      <p className={styles.facts}>
        <span part="stage">{fill(orderStrings.currentStage, { stage: order.stageLabel })}</span>
        <span className={styles.total} part="total">
          <MoneyText text={rm(order.grandTotal)} />
        </span>
        <span>{fill(orderStrings.items, { n: order.itemCount })}</span>
        <time dateTime={order.createdDate}>{fill(orderStrings.created, { date: date(order.createdDate) })}</time>
        {order.locationName && <span>{fill(orderStrings.location, { name: order.locationName })}</span>}
        {order.projectName && <span>{fill(orderStrings.project, { name: order.projectName })}</span>}
        {order.editedFrom && <span part="edited-from">{fill(orderStrings.editedFrom, { poId: order.editedFrom })}</span>}
        {order.replacedBy && <span part="replaced-by">{fill(orderStrings.replacedBy, { poId: order.replacedBy })}</span>}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={ui.button}
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={titleId}
          onClick={() => setOpen(!open)}
          part="toggle-details"
        >
          {open ? t.hideDetails : t.viewDetails}
        </button>
        {!order.isAlternateRecipient && isEditable(order.status) && (
          <button
            type="button"
            className={ui.button}
            disabled={editing}
            aria-describedby={titleId}
            onClick={(event) => void edit(event)}
            part="edit-order"
          >
            {editing ? t.editing : t.editOrder}
          </button>
        )}
        {!order.isAlternateRecipient && canWithdraw(order.status) && (
          <WithdrawOrder poId={order.poId} onDone={onNotice} onAlert={onAlert} />
        )}
      </div>
      <div id={panelId} hidden={!open}>
        {open && <OrderPanel poId={order.poId} scope={scope} onAlert={onAlert} />}
      </div>
    </li>
  );
}

function OrderPanel({ poId, scope, onAlert }: { poId: string; scope: string; onAlert: (message: string) => void }) {
  const serverText = useServerText();
  const t = useStore($strings);
  const [$order] = useState(() => preOrderStore(poId, scope));
  const { data, error } = useStore($order);
  if (data) {
    return (
      <div className={styles.detail} part="order-detail">
        <OrderDetail order={data} onDownloadFailed={onAlert} />
      </div>
    );
  }
  if (error !== undefined)
    return (
      <p role="alert" part="order-error">
        {serverText(error, t.orderFailed)}
      </p>
    );
  return (
    <p role="status" aria-busy="true">
      {t.loadingOrder}
    </p>
  );
}
