import { useStore } from '@nanostores/react';
import { fill } from '../../lib/fill';
import { $productStrings } from './strings';
import * as styles from './product.css';

/** Stars out of 5, with the rating for screen readers. */
export function RatingStars({ rating }: { rating: number }) {
  const t = useStore($productStrings);
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={styles.stars} role="img" aria-label={fill(t.rating, { n: rating })}>
      {'★'.repeat(whole)}
      {'☆'.repeat(5 - whole)}
    </span>
  );
}
