import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';

import { WISHLIST_ERROR_CLEAR_MS } from '../../lib/wishlist';
import { $config } from '../../store/config';
import { openLoginDialog } from '../../store/dialogs';
import { newQueryScope } from '../../store/query';
import { $buys, $signedIn } from '../../store/session';
import { BuyersOnly } from '../../ui/buyers-only';
import { wishlistStore } from '../../store/wishlist';
import { Link } from '../../ui/link';
import { PageDialogs } from '../../ui/page-dialogs';
import { usePreparedMoney } from '../../ui/use-money';
import * as ui from '../../ui/ui.css';
import { $strings } from './strings';
import { WishlistPage } from './wishlist-page';
import * as styles from './wishlist.css';
import { useServerText } from '../../ui/server-text';

/** lapasar-wishlist: the wishlist page of spec 1 section 2.10. */
export function WishlistView() {
  const serverText = useServerText();
  const t = useStore($strings);
  usePreparedMoney();
  const signedIn = useStore($signedIn);
  const buys = useStore($buys);
  const [$wishlist] = useState(() => wishlistStore(newQueryScope()));
  const { data, error } = useStore($wishlist);
  const { routes } = useStore($config);
  // A reload keeps the wishlist on screen; only a wishlist that never loaded shows the failure.
  const failed = signedIn && !data && error !== undefined;

  // The error clears itself after 5 s; with nothing loaded to go back to, clearing it asks again.
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => $wishlist.invalidate(), WISHLIST_ERROR_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [failed, $wishlist]);

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
    body = <BuyersOnly feature="wishlist" />;
  } else if (failed) {
    body = (
      <div className={styles.message} role="alert" part="error">
        <h2 className={styles.messageTitle}>{t.errorTitle}</h2>
        <p>{serverText(error, t.loadFailed)}</p>
        <button type="button" className={ui.primaryButton} part="try-again" onClick={() => $wishlist.invalidate()}>
          {t.tryAgain}
        </button>
      </div>
    );
  } else if (data && data.sellers.length === 0) {
    body = (
      <div className={styles.message} part="empty">
        <h2 className={styles.messageTitle}>{t.emptyTitle}</h2>
        <p>{t.emptyText}</p>
        <Link className={ui.primaryButton} href={routes.home} part="browse-products">
          {t.browseProducts}
        </Link>
      </div>
    );
  } else if (data) {
    body = <WishlistPage wishlist={data} />;
  } else {
    body = <WishlistSkeleton />;
  }
  return (
    <div className={styles.root} part="wishlist">
      {body}
      <PageDialogs />
    </div>
  );
}

function WishlistSkeleton() {
  const t = useStore($strings);
  return (
    <div className={styles.stack} aria-busy="true" part="skeleton">
      <span role="status" className={ui.visuallyHidden}>
        {t.loading}
      </span>
      <span className={styles.skeletonLine} style={{ width: '40%' }} />
      <span className={styles.skeletonBlock} />
      <span className={styles.skeletonBlock} />
    </div>
  );
}
