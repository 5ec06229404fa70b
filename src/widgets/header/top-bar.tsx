import { useStore } from '@nanostores/react';
import { $config } from '../../store/config';
import { $user } from '../../store/session';
import { ExternalLink } from '../../ui/link';
import { LocationButton } from '../../ui/location-button';
import { ApprovalsLink } from './approvals-link';
import { LanguageSwitch } from './language-switch';
import * as styles from './header.css';
import { $strings } from './strings';

/** Top bar: Become a Supplier, welcome text, Approvals (for approvers), Back to Old Interfaces, the language switch and the location button. */
export function TopBar() {
  const t = useStore($strings);
  const { routes } = useStore($config);
  const user = useStore($user);
  return (
    <div className={styles.topBar} part="top-bar">
      <ExternalLink className={styles.topLink} href={routes.supplierSignUp}>
        {t.becomeSupplier}
      </ExternalLink>
      <span className={styles.welcome}>{user ? t.welcomeUser({ name: user.userName }) : t.welcome}</span>
      <ApprovalsLink className={styles.topLink} part="approvals-link" />
      <ExternalLink className={styles.topLink} href={routes.oldInterface}>
        {t.oldInterfaces}
      </ExternalLink>
      <LanguageSwitch />
      <LocationButton className={styles.locationButton} />
    </div>
  );
}
