import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $config } from '../../store/config';
import { $inPunchout, $isCatalogueUser, $isEnergyBuyer } from '../../store/session';
import { CategoryMenu } from '../../ui/category-menu/category-menu';
import { CountBadge } from '../../ui/count-badge';
import { Link } from '../../ui/link';
import { PageDialogs } from '../../ui/page-dialogs';
import { SearchForm } from '../../ui/search-form';
import * as styles from './header.css';
import { Icon } from '../../ui/icons';
import { ApprovalsIconLink } from './approvals-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { $strings } from './strings';
import { TopBar } from './top-bar';
import { useAccount } from './use-account';
import { UserMenu } from './user-menu';

export interface HeaderProps {
  logoSrc?: string;
  query?: string;
  searchType?: string;
}

const searchClasses = {
  form: styles.searchForm,
  select: styles.searchSelect,
  input: styles.searchInput,
  submit: styles.searchSubmit,
  warning: styles.searchWarning,
};

/** lapasar-header: the marketplace header of spec 1 section 2.2. */
export function HeaderView({ logoSrc, query, searchType }: HeaderProps) {
  const t = useStore($strings);
  const { routes } = useStore($config);
  const energy = useStore($isEnergyBuyer);
  const catalogue = useStore($isCatalogueUser);
  const shopOnly = useStore($inPunchout);
  const { buys } = useAccount();
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <header className={styles.header} part="header">
      <TopBar />
      <div className={styles.main}>
        <button
          type="button"
          className={`${styles.iconLink} ${styles.mobileOnly}`}
          part="mobile-menu-button"
          aria-label={t.openMenu}
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen(true)}
        >
          <Icon name="menu" />
        </button>
        <Link className={styles.logoLink} href={routes.home}>
          <Logo src={logoSrc} imageClass={styles.logoImage} textClass={styles.logoText} />
        </Link>
        <nav className={`${styles.nav} ${styles.desktopOnly}`} aria-label={t.menu}>
          <Link className={styles.navLink} href={routes.home}>
            {energy ? t.marketplace : t.home}
          </Link>
          {catalogue && (
            <Link className={styles.navLink} href={routes.catalogueCategory}>
              {t.catalogue}
            </Link>
          )}
        </nav>
        <div className={styles.desktopOnly}>
          <CategoryMenu />
        </div>
        <SearchForm classes={searchClasses} query={query} type={searchType} />
        <div className={styles.icons}>
          {!shopOnly && buys && (
            <Link className={`${styles.iconLink} ${styles.hideOnSmall}`} href={routes.wishlist} part="wishlist-link">
              <Icon name="heart" />
              <CountBadge kind="wishlist" className={styles.badge} label={t.wishlist} namesLink />
            </Link>
          )}
          {buys && (
            <Link className={styles.iconLink} href={routes.cart} part="cart-link">
              <Icon name="cart" />
              <CountBadge kind="cart" className={styles.badge} label={t.cart} namesLink />
            </Link>
          )}
          {!shopOnly && buys && (
            <Link className={`${styles.iconLink} ${styles.hideOnSmall}`} href={routes.compare} part="compare-link">
              <Icon name="compare" />
              <CountBadge kind="compare" className={styles.badge} label={t.compare} namesLink />
            </Link>
          )}
          {!shopOnly && <ApprovalsIconLink className={`${styles.iconLink} ${styles.mobileOnly}`} badgeClassName={styles.badge} />}
          <UserMenu />
        </div>
      </div>
      <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} />
      <PageDialogs />
    </header>
  );
}
