import { useStore } from '@nanostores/react';
import type { CartItem, CheckoutFormResponse } from '../../api/types';
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
  /** The lines the cart judged at `cartPlace` and sent to checkout; undefined when the wizard opened without them. */
  passedItems: readonly CartItem[] | undefined;
  /** An order's edit: its lines are the order's, not the cart's. */
  editing: boolean;
}

/** A line as the place notice names it. */
const lineName = (line: { productName: string; sellerName: string }) => `${line.productName} (${line.sellerName})`;

/**
 * The lines the delivery place adds to those judged at the cart's place, and those it leaves out:
 * against the lines the cart sent, or, in an edit, the order's own lines not shipped there.
 */
function placeChanges(form: CheckoutFormResponse, passedItems: readonly CartItem[] | undefined, editing: boolean) {
  const named = (line: CartItem) => lineName({ productName: line.product_name, sellerName: line.seller_name });
  const excluded = form.businessLogic.excludedItems.map(lineName);
  if (editing) return { added: [], removed: excluded };
  if (!passedItems) return { added: [], removed: [] };
  const has = (lines: readonly CartItem[], line: CartItem) => lines.some((other) => other.sku_id === line.sku_id);
  return {
    added: form.cartItems.filter((line) => !has(passedItems, line)).map(named),
    removed: passedItems.filter((line) => !has(form.cartItems, line)).map(named),
  };
}

/**
 * What the order is judged on before anything is filled (spec 2 sections 2 and 4): where the lines
 * are judged when that is not where the cart judged them, the lines left in the cart there, lines
 * below their MOQ and unmet vendor minimums, each holding Submit as the cart's checkout button does.
 */
export function OrderNotices({ form, cartPlace, changeHint, cartHref, passedItems, editing }: OrderNoticesProps) {
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
        <PlaceNotice
          place={placeName(place)}
          cartPlace={placeName(cartPlace)}
          editing={editing}
          {...placeChanges(form, passedItems, editing)}
        />
      )}
      {excluded.length > 0 && (
        <div className={styles.notice} role="status" part="restricted-notice">
          <p className={styles.bannerTitle}>{fill(t.restrictedCount, { n: excluded.length })}</p>
          <p>{place ? (editing ? t.leftOutOfEdit : t.stayInCart)({ place: placeName(place) }) : t.restrictedNote}</p>
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

/** Where the lines are judged when that is not where the cart (or, in an edit, the buyer browsing) judged them, naming the lines it adds and leaves out. */
function PlaceNotice(props: { place: string; cartPlace: string; editing: boolean; added: string[]; removed: string[] }) {
  const t = useStore($strings);
  const { place, cartPlace } = props;
  return (
    <div className={styles.notice} role="status" part="place-notice">
      <p>{(props.editing ? t.placeDiffersEdit : t.placeDiffers)({ place, cartPlace })}</p>
      {props.added.length > 0 && (
        <>
          <p>{t.placeAdds({ place, cartPlace })}</p>
          <ul part="place-added">
            {props.added.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
      {props.removed.length > 0 && (
        <>
          <p>{props.editing ? t.placeRemovesFromOrder({ place }) : t.placeRemoves({ place })}</p>
          <ul part="place-removed">
            {props.removed.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
