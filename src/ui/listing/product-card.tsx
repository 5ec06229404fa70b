import { MoneyText } from '../money-text';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cardName } from '../../lib/product';
import type { CardProduct } from './card-product';
import { fillRoute } from '../../lib/routes';
import { $config } from '../../store/config';
import { Link } from '../link';
import { WishlistToggle } from '../wishlist-toggle';
import { CompareButton, CompareNotice, useAddToCompare } from '../compare-button';
import * as styles from './listing.css';
import { RatingStars } from '../product/rating-stars';
import { fill } from '../../lib/fill';
import { $listingStrings } from './strings';
import { useMoney } from '../use-money';
import { ContractPrice } from '../contract-price';

// The intrinsic size the square image box is drawn at, so the browser reserves it before the image loads.
const IMAGE_SIZE = 240;

/**
 * A product card (spec 1 section 2.6): image with a placeholder when it breaks, the name cut to 60
 * characters, price, rating, badges and seller; on hover or focus, wishlist, quick add and add to
 * compare. `eager` cards (the first on screen) fetch their image at once, ahead of the page's other images.
 */
export function ProductCard({
  product,
  eager = false,
  onQuickAdd,
}: {
  product: CardProduct;
  eager?: boolean;
  onQuickAdd: (product: CardProduct) => void;
}) {
  const t = useStore($listingStrings);
  const money = useMoney();
  const { routes } = useStore($config);
  const [broken, setBroken] = useState(false);
  const href = fillRoute(routes.product, { id: product.id });
  const compare = useAddToCompare({ productId: product.id, productName: product.name });
  return (
    <article className={styles.card} part="product-card">
      {broken || !product.image ? (
        <div className={styles.placeholder} role="img" aria-label={t.imageMissing} part="image-placeholder">
          {t.imageMissing}
        </div>
      ) : (
        <img
          className={styles.image}
          src={product.image}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          onError={() => setBroken(true)}
        />
      )}
      <Link className={styles.name} href={href} title={product.name} part="product-name">
        {cardName(product.name)}
      </Link>
      <span className={styles.price} part="product-price">
        <MoneyText text={money.range(product.minPrice, product.maxPrice)} />
      </span>
      <ContractPrice
        min={product.minPrice}
        max={product.maxPrice}
        marketplaceMin={product.marketplaceMin}
        marketplaceMax={product.marketplaceMax}
      />
      <span className={styles.muted}>
        <RatingStars rating={product.rating} /> {fill(t.reviews, { n: product.reviews })}
      </span>
      <span className={styles.badges}>
        {product.freeShipping && (
          <span className={styles.badge} part="free-shipping-badge">
            {t.freeShipping}
          </span>
        )}
        {product.contracted && (
          <span className={styles.badge} part="contracted-badge">
            {t.contracted}
          </span>
        )}
      </span>
      <span className={styles.muted} part="seller">
        {`${t.soldBy} `}
        <Link className={styles.sellerLink} href={fillRoute(routes.vendor, { vendorId: product.sellerId })} part="seller-link">
          {product.sellerName}
        </Link>
        {product.sellerState ? `, ${product.sellerState}` : ''}
      </span>
      <span className={styles.actions}>
        <WishlistToggle
          productId={product.id}
          productName={product.name}
          initial={product.wishlisted}
          className={styles.iconAction}
          errorClassName={styles.actionError}
        />
        {product.available ? (
          <button
            type="button"
            className={styles.pageButton}
            part="quick-add"
            aria-label={`${t.quickAddTo} ${product.name}`}
            onClick={() => onQuickAdd(product)}
          >
            {t.quickAdd}
          </button>
        ) : (
          // Nothing to add: said rather than offered (isOutOfStock).
          <span className={styles.muted} part="out-of-stock">
            {t.outOfStock}
          </span>
        )}
        <CompareButton compare={compare} productName={product.name} className={styles.pageButton} />
      </span>
      <CompareNotice compare={compare} className={styles.cardNotice} />
    </article>
  );
}
