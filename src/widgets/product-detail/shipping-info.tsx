import { useStore } from '@nanostores/react';
import type { ProductDetail } from '../../api/types';
import { deliveryTerm, freeShippingAbove, shippingCharge } from '../../lib/product-detail';
import * as styles from './product-detail.css';
import { $strings } from './strings';
import { useServerWords } from '../../ui/server-words';

/** Shipping to the chosen location, the restriction message, and the delivery term (spec 1 sections 2.5, 8, 9). */
export function ShippingInfo({ detail }: { detail: ProductDetail }) {
  const t = useStore($strings);
  const words = useServerWords();
  const { shipping_info: info, locationRestriction: restriction } = detail;
  const above = info ? freeShippingAbove(info, restriction.restricted, t.shippingText) : null;
  return (
    <>
      <dl className={styles.facts} part="shipping">
        <dt>{t.shippingCharge}</dt>
        <dd part="shipping-charge">{info ? shippingCharge(info, restriction.restricted, t.shippingText) : t.needLocation}</dd>
        {above && <dd part="free-shipping-above">{above}</dd>}
        <dt>{t.deliveryTerm}</dt>
        <dd part="delivery-term">{deliveryTerm(detail, t.shippingText)}</dd>
      </dl>
      {restriction.restricted && (
        <p className={styles.restriction} part="restriction">
          {words(restriction.message)}
        </p>
      )}
    </>
  );
}
