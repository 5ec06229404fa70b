import { useStore } from '@nanostores/react';
import { LoginDialogHost } from '../../ui/page-dialogs';

import { $config } from '../../store/config';
import { openLoginDialog } from '../../store/dialogs';
import { $isEnergyBuyer, $signedIn } from '../../store/session';
import { Link } from '../../ui/link';
import * as ui from '../../ui/ui.css';
import * as styles from './buyer-dashboard.css';
import { SummaryView } from './summary-view';
import { $strings } from './strings';
import { useSummary } from './use-summary';
import { useServerText } from '../../ui/server-text';

/** lapasar-buyer-dashboard: the energy buyers' dashboard (spec 2 section 2, Special-buyer dashboard). */
export function BuyerDashboard() {
  const serverText = useServerText();
  const t = useStore($strings);
  const signedIn = useStore($signedIn);
  const energyBuyer = useStore($isEnergyBuyer);
  const { data, error, retry } = useSummary();
  const { routes } = useStore($config);

  let body;
  if (!signedIn) {
    body = (
      <div className={styles.message} part="sign-in">
        <p>{t.signInPrompt}</p>
        <button type="button" className={styles.button} onClick={openLoginDialog}>
          {t.signIn}
        </button>
      </div>
    );
  } else if (!energyBuyer) {
    // A way forward from the refusal: the home page.
    body = (
      <div className={styles.message}>
        <p role="alert" part="access-denied">
          {t.accessDenied}
        </p>
        <Link className={styles.button} href={routes.home} part="back-to-home">
          {t.backToHome}
        </Link>
      </div>
    );
  } else if (data) {
    body = <SummaryView summary={data} />;
  } else if (error !== undefined) {
    body = (
      <div className={styles.message} role="alert" part="error">
        <h2 className={styles.title}>{t.errorTitle}</h2>
        <p>{serverText(error, t.loadFailed)}</p>
        <button type="button" className={styles.button} part="try-again" onClick={retry}>
          {t.tryAgain}
        </button>
      </div>
    );
  } else {
    body = (
      <div className={styles.cards} aria-busy="true" part="skeleton">
        <span role="status" className={ui.visuallyHidden}>
          {t.loading}
        </span>
        <span className={styles.skeleton} />
        <span className={styles.skeleton} />
        <span className={styles.skeleton} />
      </div>
    );
  }
  return (
    <div className={styles.root} part="dashboard">
      {body}
      <LoginDialogHost />
    </div>
  );
}
