import { useStore } from '@nanostores/react';
import type { PreOrderStatus } from '../../api/types';
import * as styles from './order.css';
import { $orderStrings } from './strings';

/** An order's status as a coloured badge. */
export function StatusBadge({ status }: { status: PreOrderStatus }) {
  const t = useStore($orderStrings);
  return (
    <span className={styles.badge[status]} part="status-badge">
      {t.status[status]}
    </span>
  );
}
