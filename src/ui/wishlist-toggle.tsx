import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { updateWishlist } from '../api/wishlist';
import { setCount } from '../store/counts';
import { openLoginDialog } from '../store/dialogs';
import { $inPunchout, $signedIn } from '../store/session';
import { Icon } from './icons';
import { $wishlistStrings } from './wishlist-strings';

/** A wishlist failure clears itself after this long (spec 1 section 9). */
const WISHLIST_ERROR_MS = 5000;

/**
 * The wishlist heart (spec 1 sections 4 and 6): optimistic, reverting on failure; a visitor gets
 * the login dialog instead. A punch-out session, which has no wishlist, gets nothing.
 */
export function WishlistToggle({
  productId,
  productName,
  initial,
  className,
  errorClassName,
}: {
  productId: number;
  productName: string;
  initial: boolean;
  className: string;
  errorClassName: string;
}) {
  const signedIn = useStore($signedIn);
  const shopOnly = useStore($inPunchout);
  const wishlistStrings = useStore($wishlistStrings);
  const [on, setOn] = useState(initial);
  const [error, setError] = useState('');
  // A new product or a reloaded flag shows as it is now (set while rendering).
  const [shown, setShown] = useState({ productId, initial });
  if (shown.productId !== productId || shown.initial !== initial) {
    setShown({ productId, initial });
    setOn(initial);
  }
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(''), WISHLIST_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const toggle = async () => {
    if (!signedIn) return openLoginDialog();
    const next = !on;
    setOn(next);
    setError('');
    try {
      // The badge takes the response's total_wishlist.
      setCount('wishlist', await updateWishlist(productId, next ? 'add' : 'remove'));
    } catch {
      setOn(!next);
      setError(next ? wishlistStrings.addFailed : wishlistStrings.removeFailed);
    }
  };

  if (shopOnly) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        part="wishlist-toggle"
        aria-pressed={signedIn && on}
        aria-label={wishlistStrings.label.replace('{name}', productName)}
        onClick={() => void toggle()}
      >
        <Icon name="heart" filled={signedIn && on} />
      </button>
      {error && (
        <span className={errorClassName} role="alert" part="wishlist-error">
          {error}
        </span>
      )}
    </>
  );
}
