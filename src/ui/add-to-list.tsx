import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { fill } from '../lib/fill';
import { fillRoute } from '../lib/routes';
import { canEditLines } from '../lib/shopping-list';
import { $config } from '../store/config';
import { openLoginDialog } from '../store/dialogs';
import { addListLine, createList, listsStore } from '../store/lists';
import { newQueryScope } from '../store/query';
import { $inPunchout, $signedIn } from '../store/session';
import { Dialog } from './dialog';
import { Link } from './link';
import { ListNameForm } from './list-name-form';
import * as ui from './ui.css';
import { useServerText } from './server-text';
import { $strings } from './list-strings';

export interface AddToListProps {
  productId: number;
  productName: string;
  /** The chosen SKU; null puts the product's primary SKU on the list. */
  skuId: number | null;
  /** The quantity on the page (at least the MOQ). */
  quantity: number;
  className: string;
}

/**
 * "Add to list" beside the wishlist heart: a dialog to put the product (its chosen SKU at the
 * page's quantity) on one of the buyer's lists, or a new one. A visitor gets the login dialog; a
 * punch-out session, which has no lists, gets nothing.
 */
export function AddToList(props: AddToListProps) {
  const strings = useStore($strings);
  const [open, setOpen] = useState(false);
  // Each opening starts afresh; the dialog stays mounted to close (and give focus back) natively.
  const [round, setRound] = useState(0);
  const shopOnly = useStore($inPunchout);
  const show = () => {
    if (!$signedIn.get()) return openLoginDialog();
    setRound(round + 1);
    setOpen(true);
  };
  if (shopOnly) return null;
  return (
    <>
      <button
        type="button"
        className={props.className}
        part="add-to-list"
        aria-haspopup="dialog"
        aria-label={fill(strings.buttonNamed, { name: props.productName })}
        onClick={show}
      >
        {strings.button}
      </button>
      {round > 0 && <ListChooser key={round} {...props} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

function ListChooser({ productId, skuId, quantity, open, onClose }: AddToListProps & { open: boolean; onClose: () => void }) {
  const serverText = useServerText();
  const strings = useStore($strings);
  const { routes } = useStore($config);
  const [$lists] = useState(() => listsStore(newQueryScope()));
  const { data: lists, error: loadError } = useStore($lists);
  const [done, setDone] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const line = { product_id: productId, quantity, ...(skuId === null ? {} : { sku_id: skuId }) };

  const addTo = async (listId: number) => {
    setBusy(true);
    setError('');
    try {
      const list = await addListLine(listId, line);
      setDone({ id: list.id, name: list.name });
    } catch (failure) {
      setError(serverText(failure, strings.failed));
    } finally {
      setBusy(false);
    }
  };

  const writable = (lists ?? []).filter((list) => canEditLines(list.access));
  return (
    <Dialog open={open} title={strings.title} dismissible onDismiss={onClose} part="add-to-list-dialog" closeLabel={strings.close}>
      {done ? (
        <p role="status" part="add-to-list-done">
          {fill(strings.added, { list: done.name })} <Link href={fillRoute(routes.list, { id: done.id })}>{strings.viewList}</Link>
        </p>
      ) : (
        <>
          {!lists && !loadError && <p role="status">{strings.loading}</p>}
          {loadError && (
            <p className={ui.errorText} role="alert">
              {serverText(loadError, strings.loadFailed)}
            </p>
          )}
          {lists && (
            <fieldset className={ui.plainFieldset}>
              <legend className={ui.label}>{strings.chooseList}</legend>
              {writable.length === 0 && <p>{strings.noLists}</p>}
              <ul className={ui.choiceList}>
                {writable.map((list) => (
                  <li key={list.id}>
                    <button
                      type="button"
                      className={ui.button}
                      part="add-to-list-choice"
                      disabled={busy}
                      onClick={() => void addTo(list.id)}
                    >
                      {list.access === 'owner' ? list.name : fill(strings.sharedBy, { list: list.name, owner: list.owner.name })}
                    </button>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {error && (
            <p className={ui.errorText} role="alert">
              {error}
            </p>
          )}
          <ListNameForm
            label={strings.newList}
            submitLabel={strings.create}
            part="add-to-list-new"
            failed={strings.failed}
            onSave={async (name) => {
              const list = await createList(name);
              await addTo(list.id);
            }}
          />
        </>
      )}
    </Dialog>
  );
}
