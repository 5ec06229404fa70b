import { useStore } from '@nanostores/react';
import { badgeText } from '../lib/badge';
import { $counts, type CountKind } from '../store/counts';
import * as ui from './ui.css';

/** The count of wishlist, cart or compare items: '99+' above 99, nothing at 0. */
export function CountBadge({ kind, className, label }: { kind: CountKind; className: string; label: string }) {
  const count = useStore($counts)[kind];
  if (count <= 0) return null;
  return (
    <>
      <span className={className} part="badge" aria-hidden="true">{badgeText(count)}</span>
      <span className={ui.visuallyHidden}>{`${label}: ${count}`}</span>
    </>
  );
}
