import { useStore } from '@nanostores/react';
import { $config } from '../store/config';
import { $user } from '../store/session';
import { $buyersOnlyStrings } from './buyers-only-strings';
import { Link } from './link';
import * as ui from './ui.css';

export type BuyersOwn = 'wishlist' | 'compare' | 'cart' | 'quickOrder' | 'lists' | 'checkout' | 'orders';

/**
 * What a buyer's own element shows a signed-in account that does not buy (an approver, a seller),
 * whose requests the server would refuse: whose it is, who is signed in, and for an approver the
 * way to the orders they decide. The element asks the server nothing for such an account.
 */
export function BuyersOnly({ feature }: { feature: BuyersOwn }) {
  const t = useStore($buyersOnlyStrings);
  const user = useStore($user);
  const { routes } = useStore($config);
  return (
    <div className={ui.message} part="buyers-only">
      <h2 className={ui.messageTitle}>{t.title}</h2>
      <p>{t.feature[feature]}</p>
      <p>{t.signedInAs({ name: user?.userName || user?.emailId || '' })}</p>
      {user?.role === 'approver' && (
        <>
          <p>{t.approverHint}</p>
          <Link className={ui.primaryButton} href={routes.approvals} part="to-approvals">
            {t.toApprovals}
          </Link>
        </>
      )}
    </div>
  );
}
