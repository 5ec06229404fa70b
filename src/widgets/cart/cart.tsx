import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cartStore } from '../../store/cart';
import { $config } from '../../store/config';
import { openLoginDialog } from '../../store/dialogs';
import { newQueryScope } from '../../store/query';
import { $buys, $signedIn } from '../../store/session';
import { BuyersOnly } from '../../ui/buyers-only';
import { Link } from '../../ui/link';
import { PageDialogs } from '../../ui/page-dialogs';
import { usePreparedMoney } from '../../ui/use-money';
import * as ui from '../../ui/ui.css';
import { CartPage } from './cart-page';
import * as styles from './cart.css';
import { $strings } from './strings';
import { useServerText } from '../../ui/server-text';

/** lapasar-cart: the cart page of spec 2 section 2. */
export function CartView() {
  const t = useStore($strings);
  const serverText = useServerText();
  usePreparedMoney();
  const signedIn = useStore($signedIn);
  const buys = useStore($buys);
  const [$cart] = useState(() => cartStore(newQueryScope()));
  const { data, error } = useStore($cart);
  const { routes } = useStore($config);

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
    body = <BuyersOnly feature="cart" />;
  } else if (data && data.cartItems.length > 0) {
    // A reload keeps the cart on screen; only a cart that never loaded shows the failure.
    body = <CartPage cart={data} />;
  } else if (data || error !== undefined) {
    body = (
      <div className={styles.message} role={data ? undefined : 'alert'} part={data ? 'empty' : 'error'}>
        <p>{data ? t.empty : serverText(error, t.loadFailed)}</p>
        <Link className={ui.primaryButton} href={routes.products} part="continue-shopping">
          {t.continueShopping}
        </Link>
        {data && (
          <Link className={ui.button} href={routes.quickOrder} part="quick-order">
            {t.quickOrder}
          </Link>
        )}
      </div>
    );
  } else {
    body = <CartSkeleton />;
  }
  return (
    <div className={styles.root} part="cart">
      {body}
      <PageDialogs />
    </div>
  );
}

function CartSkeleton() {
  const t = useStore($strings);
  return (
    <div className={styles.groups} aria-busy="true" part="skeleton">
      <span role="status" className={ui.visuallyHidden}>
        {t.loading}
      </span>
      <span className={styles.skeletonLine} style={{ width: '40%' }} />
      <span className={styles.skeletonBlock} />
      <span className={styles.skeletonBlock} />
    </div>
  );
}
