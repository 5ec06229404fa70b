import { useStore } from '@nanostores/react';
import { openLoginDialog } from '../../store/dialogs';
import { $buys, $signedIn } from '../../store/session';
import { BuyersOnly } from '../../ui/buyers-only';
import { PageDialogs } from '../../ui/page-dialogs';
import { usePreparedMoney } from '../../ui/use-money';
import * as ui from '../../ui/ui.css';
import { ListIndex } from './list-index';
import { ListView } from './list-view';
import * as styles from './shopping-lists.css';
import { $strings } from './strings';

export interface ShoppingListsProps {
  listId?: number;
}

/** lapasar-shopping-lists: the buyer's lists (the wishlist first, as the default list), or one list. */
export function ShoppingListsView({ listId }: ShoppingListsProps) {
  const t = useStore($strings);
  usePreparedMoney();
  const signedIn = useStore($signedIn);
  const buys = useStore($buys);
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
    body = <BuyersOnly feature="lists" />;
  } else if (listId) {
    // A new list id is a new view, with its own store.
    body = <ListView key={listId} listId={listId} />;
  } else {
    body = <ListIndex />;
  }
  return (
    <div className={styles.root} part="shopping-lists">
      {body}
      <PageDialogs />
    </div>
  );
}
