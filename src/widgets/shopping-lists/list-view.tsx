import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import type { ShoppingList } from '../../api/types';
import { fill } from '../../lib/fill';
import { canEditLines, canManage, listCartOutcome } from '../../lib/shopping-list';
import type { BulkAddOutcome } from '../../lib/wishlist';
import { $config } from '../../store/config';
import { addListToCart, deleteList, listStore, renameList } from '../../store/lists';
import { newQueryScope } from '../../store/query';
import { AlertDialog } from '../../ui/alert-dialog';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { navigate } from '../../ui/events';
import { Link } from '../../ui/link';
import { ListNameForm } from '../../ui/list-name-form';
import * as ui from '../../ui/ui.css';
import { useMoney } from '../../ui/use-money';
import { ListLine } from './list-line';
import { ShareDialog } from './share-dialog';
import * as styles from './shopping-lists.css';
import { $strings } from './strings';
import { useServerText } from '../../ui/server-text';

/** One list: its lines, and what the caller may do with it. */
export function ListView({ listId }: { listId: number }) {
  const serverText = useServerText();
  const t = useStore($strings);
  const { routes } = useStore($config);
  const [$list] = useState(() => listStore(listId, newQueryScope()));
  const { data: list, error } = useStore($list);
  const back = (
    <Link href={routes.lists} part="all-lists">
      {t.allLists}
    </Link>
  );

  if (!list && error !== undefined) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className={styles.message} role="alert" part="error">
        <p>{missing ? t.notFound : serverText(error, t.loadFailed)}</p>
        {!missing && (
          <button type="button" className={ui.button} onClick={() => $list.invalidate()}>
            {t.tryAgain}
          </button>
        )}
        {back}
      </div>
    );
  }
  if (!list) return <p role="status">{t.loading}</p>;
  return <LoadedList list={list} back={back} />;
}

function LoadedList({ list, back }: { list: ShoppingList; back: React.ReactNode }) {
  const serverText = useServerText();
  const t = useStore($strings);
  const money = useMoney();
  const { routes } = useStore($config);
  const rootRef = useRef<HTMLDivElement>(null);
  const [renaming, setRenaming] = useState(false);
  const [sharing, setSharing] = useState(false);
  // Each opening starts from the saved shares; the dialog stays mounted to close (and give focus back) natively.
  const [shareRound, setShareRound] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<BulkAddOutcome | null>(null);
  const [alert, setAlert] = useState('');
  const openSharing = () => {
    setShareRound(shareRound + 1);
    setSharing(true);
  };
  const editable = canEditLines(list.access);
  const owner = canManage(list.access);

  const remove = async () => {
    setDeleting(false);
    try {
      await deleteList(list.id);
      navigate(rootRef.current, routes.lists);
    } catch (failure) {
      setAlert(serverText(failure, t.deleteFailed));
    }
  };
  const toCart = async () => {
    setAdding(true);
    try {
      setOutcome(listCartOutcome((await addListToCart(list.id)).lines));
    } catch (failure) {
      setAlert(serverText(failure, t.cartFailed));
    } finally {
      setAdding(false);
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      {back}
      <div className={styles.header}>
        <div>
          <h2 className={styles.title} part="title">
            {list.name}
          </h2>
          {!owner && (
            <p className={styles.muted} part="shared-by">
              {fill(t.sharedBy, { owner: list.owner.name })} · {list.access === 'edit' ? t.canEdit : t.viewOnly}
            </p>
          )}
          {owner && list.shares.length > 0 && (
            <p className={styles.muted} part="shared-with">
              {fill(t.sharedWith, { names: list.shares.map((share) => share.name).join(', ') })}
            </p>
          )}
        </div>
        <div className={styles.buttons}>
          {owner && (
            <button type="button" className={ui.button} part="rename" aria-expanded={renaming} onClick={() => setRenaming(!renaming)}>
              {t.rename}
            </button>
          )}
          {owner && (
            <button type="button" className={ui.button} part="share" aria-haspopup="dialog" onClick={openSharing}>
              {t.share}
            </button>
          )}
          {owner && (
            <button type="button" className={ui.button} part="delete" onClick={() => setDeleting(true)}>
              {t.delete}
            </button>
          )}
          <button
            type="button"
            className={ui.primaryButton}
            part="add-to-cart"
            disabled={adding || list.lines.length === 0}
            onClick={() => void toCart()}
          >
            {adding ? t.adding : t.addToCart}
          </button>
        </div>
      </div>
      {renaming && (
        <div className={styles.form}>
          <ListNameForm
            label={t.renameLabel}
            submitLabel={t.save}
            initial={list.name}
            part="rename-form"
            failed={t.renameFailed}
            onSave={async (name) => {
              await renameList(list.id, name);
              setRenaming(false);
            }}
          >
            <button type="button" className={ui.button} onClick={() => setRenaming(false)}>
              {t.cancel}
            </button>
          </ListNameForm>
        </div>
      )}
      {list.lines.length === 0 ? (
        <p className={styles.muted} part="empty">
          {t.emptyList}
        </p>
      ) : (
        <table className={styles.table} part="lines">
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col">{t.unitPrice}</th>
              <th scope="col">{t.quantity}</th>
              <th scope="col">{t.note}</th>
              <th scope="col">{t.lineTotal}</th>
              {editable && <th scope="col">{t.action}</th>}
            </tr>
          </thead>
          <tbody>
            {list.lines.map((line) => (
              <ListLine key={line.id} listId={list.id} line={line} editable={editable} fail={setAlert} />
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.total} part="total">
        {t.total}: {money.rm(list.total)}
      </p>
      {shareRound > 0 && <ShareDialog key={shareRound} list={list} open={sharing} onClose={() => setSharing(false)} />}
      <ConfirmDialog
        question={deleting ? fill(t.confirmDelete, { name: list.name }) : null}
        labels={{ ok: t.delete, cancel: t.cancel, close: t.close }}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
      <CartReport outcome={outcome} onClose={() => setOutcome(null)} />
      <AlertDialog message={alert || null} onClose={() => setAlert('')} okLabel={t.ok} closeLabel={t.close} />
    </div>
  );
}

/** What Add List to Cart did: all, some or none of the lines went in, and why each refused one did not. */
function CartReport({ outcome, onClose }: { outcome: BulkAddOutcome | null; onClose: () => void }) {
  const t = useStore($strings);
  return (
    <Dialog open={outcome !== null} title={outcome?.title ?? ''} dismissible onDismiss={onClose} part="cart-report" closeLabel={t.close}>
      <p part="cart-report-text">{outcome?.text}</p>
      {outcome && outcome.errors.length > 0 && (
        <>
          <p>{t.errors}</p>
          <ul className={styles.errorList} part="cart-report-errors">
            {outcome.errors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className={ui.primaryButton} onClick={onClose} part="cart-report-ok">
        {t.ok}
      </button>
    </Dialog>
  );
}
