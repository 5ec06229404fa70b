import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { badgeText } from '../../lib/badge';
import { $config } from '../../store/config';
import { $approvalInbox } from '../../store/counts';
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
