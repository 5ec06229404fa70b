import { useStore } from '@nanostores/react';
import { Breadcrumbs } from '../../ui/listing/breadcrumbs';
import { RatingStars } from '../../ui/product/rating-stars';
import { fill } from '../../lib/fill';
import * as styles from './product-grid.css';
import type { ResolvedSource } from './sources';
import { $strings } from './strings';

/**
 * Breadcrumbs, the title and, on vendor listings, the vendor card. While the source resolves, an
 * invisible trail and title hold their place, so the products below do not move when they come.
 */
export function ListingHeader({ resolved, resolving }: { resolved: ResolvedSource | null; resolving: boolean }) {
  const t = useStore($strings);
  if (!resolved) {
    if (!resolving) return null;
    return (
      <header className={styles.placeholder} aria-hidden="true">
        <Breadcrumbs crumbs={[{ label: t.home }]} />
        <h2 className={styles.title}>{t.products}</h2>
      </header>
    );
  }
  const { vendor } = resolved;
  return (
    <header>
      <Breadcrumbs crumbs={resolved.crumbs} />
      <h2 className={styles.title} part="title">
        {resolved.title}
      </h2>
      {vendor && (
        <div className={styles.vendorCard} part="vendor-card">
          <strong>{vendor.companyName}</strong>
          <span>{[vendor.city, vendor.state].filter(Boolean).join(', ')}</span>
          <span>
            <RatingStars rating={vendor.rating} /> {fill(t.reviews, { n: vendor.total_review })}
          </span>
          {vendor.rating >= 5 && (
            <span className={styles.verified} part="verified-badge">
              {t.verified}
            </span>
          )}
        </div>
      )}
    </header>
  );
}
