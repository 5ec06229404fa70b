import { useStore } from '@nanostores/react';
import { badgeText } from '../lib/badge';
import { $counts, type CountKind } from '../store/counts';
import * as ui from './ui.css';

/**
 * The count of wishlist, cart or compare items: '99+' above 99, nothing at 0. The label comes
 * first as visually hidden text, so the visible figure is part of what is read ('Cart: 3') and
 * of a link's accessible name. In a link (`namesLink`) the label stays at 0: it is the link's name.
 */
export function CountBadge({
  kind,
  className,
  label,
  namesLink = false,
}: {
  kind: CountKind;
  className: string;
  label: string;
  namesLink?: boolean;
}) {
  const count = useStore($counts)[kind];
  if (count <= 0) return namesLink ? <span className={ui.visuallyHidden}>{label}</span> : null;
  return (
    <>
      <span className={ui.visuallyHidden}>{`${label}: `}</span>
      <span className={className} part="badge">
        {badgeText(count)}
      </span>
    </>
  );
}
