import { useStore } from '@nanostores/react';
import { magicLink } from '../../api/auth';
import { logout } from '../../store/actions';
import { $config } from '../../store/config';
import { $approvalInbox } from '../../store/counts';
import { openLoginToLand } from '../../store/dialogs';
import { fillRoute } from '../../lib/routes';
import { $administers, $inPunchout, $operates, $signedIn, $user } from '../../store/session';
import { emit } from '../../ui/events';

/** The user menu's data and actions, shared by the desktop menu and the mobile slide-out. */
export function useAccount() {
  const { routes } = useStore($config);
  const signedIn = useStore($signedIn);
  const user = useStore($user);
  const approves = useStore($approvalInbox).isApprover;
  const shopOnly = useStore($inPunchout);
  const administers = useStore($administers);
  const operates = useStore($operates);
  return {
    signedIn,
    /** A punch-out session: the shop and its cart only, so no dashboard or profile is offered. */
    shopOnly: signedIn && shopOnly,
    /** A visitor or a buyer account: the wishlist, cart and compare are offered (an approver's or seller's would be refused). */
    buys: !signedIn || user?.role === 'buyer',
    /** The user approves a workflow stage: Approvals is offered. */
    approves: signedIn && approves,
    userName: user?.userName ?? '',
    profileHref: routes.profile,
    /** Company administration, for an administrator of their company; null for anyone else. */
    companyHref: administers ? fillRoute(routes.company, { section: 'people' }) : null,
    /** The marketplace operator's companies, for an operator; null for anyone else. */
    operatorHref: operates ? routes.operator : null,
    registerHref: routes.register,
    signIn: openLoginToLand,
    /** Dashboard goes through a one-time magic link; on failure to the buyers dashboard page. */
    async openDashboard() {
      const fallback = routes.buyersDashboard;
      const target = await magicLink().catch(() => fallback);
      window.open(target, '_blank', 'noopener');
    },
    async logout(from: EventTarget | null) {
      await logout();
      emit(from, 'lapasar-logout', {});
    },
  };
}
