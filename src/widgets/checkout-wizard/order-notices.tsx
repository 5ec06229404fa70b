import { useStore } from '@nanostores/react';
import type { CheckoutFormResponse } from '../../api/types';
import { moqShortfall } from '../../lib/cart';
import { fill } from '../../lib/fill';
import * as styles from './checkout-wizard.css';
import { $strings } from './strings';
import { useServerWords } from '../../ui/server-words';

const placeName = (place: { state: string; district: string }) =>
  place.district && place.district !== place.state ? `${place.district}, ${place.state}` : place.state;

export interface OrderNoticesProps {
  form: CheckoutFormResponse;
  /** Where the buyer's cart judged its lines (the chosen delivery location); null when none is chosen. */
  cartPlace: { state: string; district: string } | null;
  /** Where the lines' quantities change: the cart, or, in an edit, Product Details. */
  changeHint: string;
  /** The cart's address, linked beside the hint; null in an edit. */
  cartHref: string | null;
}

/**
 * What the order is judged on before anything is filled (spec 2 sections 2 and 4): where the lines
 * are judged when that is not where the cart judged them, the lines left in the cart there, lines
 * below their MOQ and unmet vendor minimums, each holding Submit as the cart's checkout button does.
 */
export function OrderNotices({ form, cartPlace, changeHint, cartHref }: OrderNoticesProps) {
  const t = useStore($strings);
  const words = useServerWords();
  const change = (
    <p>
      {changeHint}{' '}
      {cartHref && (
        <a href={cartHref} part="go-to-cart">
          {t.goToCart}
        </a>
      )}
    </p>
  );
  const place = form.place;
  const excluded = form.businessLogic.excludedItems;
  const short = form.cartItems
    .map((item) => ({ item, shortfall: moqShortfall(item.quantity, item.moq) }))
    .filter(({ shortfall }) => shortfall > 0);
  const moved =
    place !== null &&
    cartPlace !== null &&
    (place.state !== cartPlace.state || place.district.toLowerCase() !== cartPlace.district.toLowerCase());
  return (
    <>
      {moved && (
        <div className={styles.notice} role="status" part="place-notice">
          <p>{t.placeDiffers({ place: placeName(place), cartPlace: placeName(cartPlace) })}</p>
        </div>
      )}
      {excluded.length > 0 && (
        <div className={styles.notice} role="status" part="restricted-notice">
          <p className={styles.bannerTitle}>{fill(t.restrictedCount, { n: excluded.length })}</p>
          <p>{place ? t.stayInCart({ place: placeName(place) }) : t.restrictedNote}</p>
          <ul>
            {excluded.map((item) => (
              <li key={item.skuId}>{`${item.productName} (${item.sellerName})`}</li>
            ))}
          </ul>
        </div>
      )}
      {short.length > 0 && (
        <div className={styles.banner} role="alert" part="moq-notice">
          <p className={styles.bannerTitle}>{t.moqTitle}</p>
          <p>{t.moqNote}</p>
          {change}
          <ul>
            {short.map(({ item, shortfall }) => (
              <li key={item.sku_id}>{fill(t.moqLine, { product: item.product_name, n: shortfall, moq: item.moq })}</li>
            ))}
          </ul>
        </div>
      )}
      {form.vendorMinimumErrors.length > 0 && (
        <div className={styles.banner} role="alert" part="vendor-minimum-notice">
          <p className={styles.bannerTitle}>{t.vendorMinimumTitle}</p>
          <ul>
            {form.vendorMinimumErrors.map((message) => (
              <li key={message}>{words(message)}</li>
            ))}
          </ul>
          {change}
        </div>
      )}
    </>
  );
}
