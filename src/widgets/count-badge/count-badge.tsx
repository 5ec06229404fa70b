import { useStore } from '@nanostores/react';
import type { CountKind } from '../../store/counts';
import { CountBadge } from '../../ui/count-badge';
import * as styles from './count-badge.css';
import { $strings } from './strings';

export interface CountBadgeProps {
  kind?: CountKind;
}

const KINDS: readonly CountKind[] = ['wishlist', 'cart', 'compare'];

/** lapasar-count-badge: one count of the signed-in buyer, for intranet headers. */
export function CountBadgeView({ kind = 'cart' }: CountBadgeProps) {
  const strings = useStore($strings);
  const safeKind = KINDS.includes(kind) ? kind : 'cart';
  return <CountBadge kind={safeKind} className={styles.badge} label={strings[safeKind]} />;
}
