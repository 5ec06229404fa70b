import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { compareStore } from '../../store/compare';
import { $config } from '../../store/config';
import { openLoginDialog } from '../../store/dialogs';
import { newQueryScope } from '../../store/query';
import { $buys, $signedIn } from '../../store/session';
import { BuyersOnly } from '../../ui/buyers-only';
import { Link } from '../../ui/link';
import { Breadcrumbs } from '../../ui/listing/breadcrumbs';
import { PageDialogs } from '../../ui/page-dialogs';
import { usePreparedMoney } from '../../ui/use-money';
import * as ui from '../../ui/ui.css';
import { ComparePage } from './compare-page';
import * as styles from './compare-table.css';
import { $strings } from './strings';

/** lapasar-compare-table: the compare page of spec 1 section 2.11. */
export function CompareTableView() {
  const t = useStore($strings);
  usePreparedMoney();
  const signedIn = useStore($signedIn);
  const buys = useStore($buys);
  const { routes } = useStore($config);
  const [$groups] = useState(() => compareStore(newQueryScope()));
  const { data, error } = useStore($groups);

  let body;
  if (!signedIn) {
    body = (
      <div className={styles.message} part="sign-in">
        <p className={styles.muted}>{t.signInPrompt}</p>
        <button type="button" className={ui.primaryButton} onClick={openLoginDialog}>
          {t.signIn}
        </button>
      </div>
    );
  } else if (!buys) {
    body = <BuyersOnly feature="compare" />;
  } else if (data && Object.keys(data).length > 0) {
    // A reload keeps the groups on screen; only groups that never loaded show the failure.
    body = <ComparePage groups={data} onOptimistic={(next) => $groups.mutate(next)} />;
  } else if (data) {
    body = (
      <div className={styles.message} part="empty">
        <h3 className={styles.messageTitle}>{t.empty}</h3>
        <p className={styles.muted}>{t.emptyNote}</p>
        <Link className={ui.primaryButton} href={routes.products} part="continue-shopping">
          {t.continueShopping}
        </Link>
      </div>
    );
  } else if (error !== undefined) {
    body = (
      <div className={styles.message} role="alert" part="error">
        <h3 className={styles.messageTitle}>{t.loadFailed}</h3>
        <button type="button" className={ui.button} onClick={() => $groups.invalidate()}>
          {t.tryAgain}
        </button>
      </div>
    );
  } else {
    body = (
      <div className={styles.message} aria-busy="true" part="loading">
        <p role="status" className={styles.muted}>
          {t.loading}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.root} part="compare-table">
      <Breadcrumbs crumbs={[{ label: t.home, href: routes.home }, { label: t.compare }]} />
      <h2 className={styles.title} part="title">
        {t.title}
      </h2>
      {body}
      <PageDialogs />
    </div>
  );
}
