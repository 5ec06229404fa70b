import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../ui/link';
import { Icon } from '../../ui/icons';
import { ApprovalsLink } from './approvals-link';
import * as styles from './header.css';
import { $strings } from './strings';
import { useAccount } from './use-account';

/** The account disclosure: Dashboard, Approvals (for approvers), Profile, Logout when signed in (Logout only in a punch-out session); Sign in, Register otherwise. */
export function UserMenu() {
  const t = useStore($strings);
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const run = (action: () => unknown) => {
    setOpen(false);
    void action();
  };

  return (
    <div
      ref={rootRef}
      className={styles.menuRoot}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconLink}
        part="user-menu-button"
        aria-label={account.signedIn ? `${t.account}: ${account.userName}` : t.account}
        aria-expanded={open}
        aria-controls="lapasar-user-menu"
        onClick={() => setOpen(!open)}
      >
        <Icon name="user" />
      </button>
      {open && (
        <ul id="lapasar-user-menu" className={styles.menu} part="user-menu">
          {account.signedIn ? (
            <>
              {!account.shopOnly && (
                <li>
                  <button type="button" className={styles.menuItem} onClick={() => run(account.openDashboard)}>
                    {t.dashboard}
                  </button>
                </li>
              )}
              {account.approves && (
                <li>
                  <ApprovalsLink className={styles.menuItem} part="user-menu-approvals" onClick={() => setOpen(false)} />
                </li>
              )}
              {!account.shopOnly && (
                <li>
                  <Link className={styles.menuItem} href={account.profileHref}>
                    {t.profile}
                  </Link>
                </li>
              )}
              {account.operatorHref && (
                <li>
                  <Link className={styles.menuItem} href={account.operatorHref} onClick={() => setOpen(false)} part="user-menu-operator">
                    {t.operator}
                  </Link>
                </li>
              )}
              {account.companyHref && (
                <li>
                  <Link className={styles.menuItem} href={account.companyHref} onClick={() => setOpen(false)} part="user-menu-company">
                    {t.company}
                  </Link>
                </li>
              )}
              <li>
                <button type="button" className={styles.menuItem} onClick={() => run(() => account.logout(rootRef.current))}>
                  {t.logout}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <button type="button" className={styles.menuItem} onClick={() => run(account.signIn)}>
                  {t.signIn}
                </button>
              </li>
              <li>
                <Link className={styles.menuItem} href={account.registerHref}>
                  {t.register}
                </Link>
              </li>
            </>
          )}
        </ul>
      )}
    </div>
  );
}
