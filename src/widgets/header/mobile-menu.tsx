import { useStore } from '@nanostores/react';
import { useRef, type MouseEvent } from 'react';
import { $config } from '../../store/config';
import { openLocationDialog } from '../../store/dialogs';
import { $hasLocation } from '../../store/location';
import { $isCatalogueUser, $isEnergyBuyer } from '../../store/session';
import { $categoryStrings } from '../../ui/category-menu/strings';
import { Dialog } from '../../ui/dialog';
import { ExternalLink, Link } from '../../ui/link';
import { LocationButton } from '../../ui/location-button';
import { ApprovalsLink } from './approvals-link';
import * as styles from './header.css';
import { $strings } from './strings';
import { LanguageSwitch } from './language-switch';
import { useAccount } from './use-account';

/** The mobile slide-out: the header's links, the location, the user menu entries and the language switch again. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useStore($strings);
  const categoryStrings = useStore($categoryStrings);
  const { routes } = useStore($config);
  const energy = useStore($isEnergyBuyer);
  const catalogue = useStore($isCatalogueUser);
  const account = useAccount();
  const listRef = useRef<HTMLUListElement>(null);
  const act = (action: () => unknown) => {
    onClose();
    void action();
  };
  // As in the CATEGORIES flyout, category navigation waits for a location.
  const openCategories = (event: MouseEvent<HTMLAnchorElement>) => {
    onClose();
    if ($hasLocation.get()) return;
    event.preventDefault();
    openLocationDialog(true);
  };
  const entries: [string, string][] = [
    [energy ? t.marketplace : t.home, routes.home],
    ...(catalogue ? [[t.catalogue, routes.catalogueCategory] as [string, string]] : []),
    ...(account.shopOnly || !account.buys ? [] : [[t.wishlist, routes.wishlist] as [string, string]]),
    ...(account.buys ? [[t.cart, routes.cart] as [string, string]] : []),
    ...(account.shopOnly || !account.buys ? [] : [[t.compare, routes.compare] as [string, string]]),
  ];

  return (
    <Dialog open={open} title={t.menu} dismissible onDismiss={onClose} part="mobile-menu" closeLabel={t.close} className={styles.slideOut}>
      <ul ref={listRef} className={styles.slideOutList}>
        <li>
          <LocationButton className={styles.menuItem} />
        </li>
        <li>
          <Link className={styles.menuItem} href={routes.categories} onClick={openCategories}>
            {categoryStrings.all}
          </Link>
        </li>
        {entries.map(([label, href]) => (
          <li key={label}>
            <Link className={styles.menuItem} href={href} onClick={onClose}>
              {label}
            </Link>
          </li>
        ))}
        {account.signedIn ? (
          <>
            {!account.shopOnly && (
              <li>
                <button type="button" className={styles.menuItem} onClick={() => act(account.openDashboard)}>
                  {t.dashboard}
                </button>
              </li>
            )}
            {account.approves && (
              <li>
                <ApprovalsLink className={styles.menuItem} part="mobile-approvals" onClick={onClose} />
              </li>
            )}
            {!account.shopOnly && (
              <li>
                <Link className={styles.menuItem} href={account.profileHref} onClick={onClose}>
                  {t.profile}
                </Link>
              </li>
            )}
            {account.operatorHref && (
              <li>
                <Link className={styles.menuItem} href={account.operatorHref} onClick={onClose} part="mobile-operator">
                  {t.operator}
                </Link>
              </li>
            )}
            {account.companyHref && (
              <li>
                <Link className={styles.menuItem} href={account.companyHref} onClick={onClose} part="mobile-company">
                  {t.company}
                </Link>
              </li>
            )}
            <li>
              <button type="button" className={styles.menuItem} onClick={() => act(() => account.logout(listRef.current))}>
                {t.logout}
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <button type="button" className={styles.menuItem} onClick={() => act(account.signIn)}>
                {t.signIn}
              </button>
            </li>
            <li>
              <Link className={styles.menuItem} href={account.registerHref} onClick={onClose}>
                {t.register}
              </Link>
            </li>
          </>
        )}
        <li>
          <ExternalLink className={styles.menuItem} href={routes.supplierSignUp}>
            {t.becomeSupplier}
          </ExternalLink>
        </li>
        <li>
          <ExternalLink className={styles.menuItem} href={routes.oldInterface}>
            {t.oldInterfaces}
          </ExternalLink>
        </li>
        <li>
          <LanguageSwitch className={styles.menuItem} />
        </li>
      </ul>
    </Dialog>
  );
}
