import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { badgeText } from '../../lib/badge';
import { $config } from '../../store/config';
import { $approvalInbox } from '../../store/counts';
import { Icon } from '../../ui/icons';
import { Link } from '../../ui/link';
import * as ui from '../../ui/ui.css';
import * as styles from './header.css';
import { $strings } from './strings';

/** Approvals, with the count of orders waiting (read with the link's name), for a user who approves a workflow stage; nothing for anyone else. */
export function ApprovalsLink({
  className,
  part,
  onClick,
}: {
  className: string;
  part: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useStore($strings);
  const { routes } = useStore($config);
  const { isApprover, count } = useStore($approvalInbox);
  if (!isApprover) return null;
  return (
    <Link className={className} href={routes.approvals} part={part} onClick={onClick}>
      {t.approvals}
      {count > 0 && (
        <>
          <span className={ui.visuallyHidden}>{`, ${t.approvalsWaiting}: `}</span>
          <span className={styles.topBadge} part="approvals-badge">
            {badgeText(count)}
          </span>
        </>
      )}
    </Link>
  );
}

/**
 * On a phone, where the top bar is hidden: Approvals as an icon beside the cart, its count on it, so
 * waiting orders show without opening a menu; nothing for a user who approves no stage.
 */
export function ApprovalsIconLink({ className, badgeClassName }: { className: string; badgeClassName: string }) {
  const t = useStore($strings);
  const { routes } = useStore($config);
  const { isApprover, count } = useStore($approvalInbox);
  if (!isApprover) return null;
  return (
    <Link className={className} href={routes.approvals} part="phone-approvals-link">
      <Icon name="approvals" />
      <span className={ui.visuallyHidden}>{count > 0 ? `${t.approvals}, ${t.approvalsWaiting}: ` : t.approvals}</span>
      {count > 0 && (
        <span className={badgeClassName} part="approvals-badge">
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
