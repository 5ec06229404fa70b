import { Link } from '../../ui/link';
import { RatingStars } from '../../ui/listing/rating-stars';
import { fill } from '../../ui/listing/strings';
import * as styles from './product-grid.css';
import type { ResolvedSource } from './sources';
import { strings as t } from './strings';

/** Breadcrumbs, the title and, on vendor listings, the vendor card. */
export function ListingHeader({ resolved }: { resolved: ResolvedSource | null }) {
  if (!resolved) return null;
  const { vendor } = resolved;
  return (
    <header>
      <nav aria-label={t.breadcrumb} part="breadcrumbs">
        <ol className={styles.crumbs}>
          {resolved.crumbs.map((crumb) => (
            <li key={crumb.label}>{crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
          ))}
        </ol>
      </nav>
      <h2 className={styles.title} part="title">{resolved.title}</h2>
      {vendor && (
        <div className={styles.vendorCard} part="vendor-card">
          <strong>{vendor.companyName}</strong>
          <span>{[vendor.city, vendor.state].filter(Boolean).join(', ')}</span>
          <span>
            <RatingStars rating={vendor.rating} /> {fill(t.reviews, { n: vendor.total_review })}
          </span>
          {vendor.rating >= 5 && <span className={styles.verified} part="verified-badge">{t.verified}</span>}
        </div>
      )}
    </header>
  );
}
