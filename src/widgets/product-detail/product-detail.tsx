import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { skuPricing } from '../../api/products';
import type { ProductDetail } from '../../api/types';
import { quantityBounds } from '../../lib/add-to-cart';
import { encodeCategoryToken } from '../../lib/category-token';
import { bulkPricing } from '../../lib/product-detail';
import { isOutOfStock } from '../../lib/product';
import { fillRoute } from '../../lib/routes';
import { $config } from '../../store/config';
import { openLoginDialog } from '../../store/dialogs';
import { $signedIn } from '../../store/session';
import { Link } from '../../ui/link';
import { AddedPopup, type AddedItem } from '../../ui/cart/added-popup';
import { Breadcrumbs } from '../../ui/listing/breadcrumbs';
import { PageDialogs } from '../../ui/page-dialogs';
import { QuantityStepper, type StepperSize } from '../../ui/cart/quantity-stepper';
import { RatingStars } from '../../ui/product/rating-stars';
import { CartStockDialog } from '../../ui/cart/stock-dialog';
import { fill } from '../../lib/fill';
import { useAddToCart } from '../../ui/cart/use-add-to-cart';
import { useLocationGate } from '../../ui/use-location-gate';
import { useVariantChoice } from '../../ui/product/use-variant-sku';
import { VariantPickers } from '../../ui/product/variant-pickers';
import * as ui from '../../ui/ui.css';
import { WishlistToggle } from '../../ui/wishlist-toggle';
import { AddToList } from '../../ui/add-to-list';
import { CompareButton, CompareNotice, useAddToCompare } from '../../ui/compare-button';
import { ContractPrice } from '../../ui/contract-price';
import { BulkPricePanel } from './bulk-price-panel';
import { DetailTabs } from './detail-tabs';
import { Gallery } from './gallery';
import * as styles from './product-detail.css';
import { ShippingInfo } from './shipping-info';
import { $strings } from './strings';
import { useProductDetail } from './use-product-detail';
import { useMoney, usePreparedMoney } from '../../ui/use-money';
import { usePreviewReplaced } from '../../ui/use-preview';

export interface ProductDetailProps {
  productId?: number;
  stepperSize?: string;
}

/** lapasar-product-detail: the product page of spec 1 section 2.5. */
export function ProductDetailView({ productId, stepperSize }: ProductDetailProps) {
  const t = useStore($strings);
  const { routes } = useStore($config);
  usePreparedMoney();
  const locationKey = useLocationGate();
  const { state, retry, refresh } = useProductDetail(Number(productId ?? 0));
  const size: StepperSize = stepperSize === 'sm' || stepperSize === 'lg' ? stepperSize : 'md';

  let body;
  if (state.status === 'not-found') {
    body = (
      <div className={styles.message} part="not-found">
        <h2 className={styles.title}>{t.notFound}</h2>
        <Link className={ui.primaryButton} href={routes.home}>
          {t.backHome}
        </Link>
      </div>
    );
  } else if (state.status === 'failed') {
    body = (
      <div className={styles.message} role="alert" part="error">
        <p>{t.loadFailed}</p>
        <button type="button" className={ui.button} onClick={retry}>
          {t.tryAgain}
        </button>
      </div>
    );
  } else if (state.status === 'ready') {
    body = <ProductView detail={state.detail} refresh={refresh} size={size} />;
  } else {
    // Until the product is shown: the page's own preview of it when it has one (the storefront's
    // server renders the name and images there), else the skeleton while it loads.
    body = <slot name="preview">{locationKey && <DetailSkeleton />}</slot>;
  }
  const rootRef = usePreviewReplaced<HTMLDivElement>(state.status !== 'idle' && state.status !== 'loading');
  return (
    <div ref={rootRef} className={styles.root} part="product-detail">
      {body}
      <PageDialogs />
    </div>
  );
}

function DetailSkeleton() {
  const t = useStore($strings);
  return (
    <div className={styles.layout} role="status" aria-busy="true" aria-label={t.loading} part="skeleton">
      <div className={styles.skeletonImage} />
      <div className={styles.skeletonLines}>
        {[70, 40, 55, 90, 35].map((width) => (
          <span key={width} className={styles.skeletonLine} style={{ width: `${width}%` }} />
        ))}
      </div>
    </div>
  );
}

function ProductView({ detail, refresh, size }: { detail: ProductDetail; refresh: () => Promise<void>; size: StepperSize }) {
  const t = useStore($strings);
  const money = useMoney();
  const { routes } = useStore($config);
  const isVariant = detail.is_variant === 'Y';
  const variant = useVariantChoice(detail.product_id, isVariant ? detail : null);
  const cart = useAddToCart();
  const rootRef = useRef<HTMLDivElement>(null);
  const [added, setAdded] = useState<AddedItem | null>(null);
  const compare = useAddToCompare({
    productId: detail.product_id,
    productName: detail.product_name,
    skuId: isVariant ? (variant.sku?.sku_id ?? null) : null,
  });

  const sku = isVariant ? variant.sku : null;
  const skuId = isVariant ? (sku?.sku_id ?? null) : detail.primary_sku_id;
  const actPrice = isVariant ? (sku?.act_price ?? null) : detail.primary_sku_act_price;
  const listPrice = isVariant ? (sku?.price ?? null) : detail.primary_sku_price;
  // Beside a catalogue member's contract price: what the marketplace charges for the same SKU.
  const marketplacePrice = isVariant ? (sku?.marketplace_price ?? null) : detail.primary_sku_marketplace_price;
  const stock = isVariant ? (sku?.total_stock ?? detail.total_stock) : detail.primary_sku_total_stock;
  const moq = isVariant ? (sku?.moq ?? detail.moq) : detail.primary_sku_moq;
  const bounds = quantityBounds(moq, stock);
  const [quantity, setQuantity] = useState(bounds.min);
  // A new SKU starts again at its minimum (set while rendering, so the old quantity never shows).
  const [quantitySku, setQuantitySku] = useState(skuId);
  if (quantitySku !== skuId) {
    setQuantitySku(skuId);
    setQuantity(bounds.min);
  }

  const current = detail.bulk_price.find((request) => request.sku_id === skuId) ?? (skuId === null ? (detail.bulk_price[0] ?? null) : null);
  const bulk = actPrice === null ? null : bulkPricing(current, quantity, actPrice);
  const unitPrice = bulk ? bulk.unitPrice : actPrice;

  const incomplete = isVariant ? detail.variants.length === 0 : detail.primary_sku_id === null;
  const outOfStock = isOutOfStock({ availability: detail.availability, stock });
  const restricted = detail.locationRestriction.restricted;
  const disabled = cart.busy || outOfStock || (isVariant && !variant.complete) || variant.skuLoading || restricted || incomplete;

  const top = detail.top_category_id;
  const categoryHref =
    top === detail.CategoryId
      ? fillRoute(routes.category, { token: encodeCategoryToken(top) })
      : fillRoute(routes.subcategory, { token: encodeCategoryToken(top), subToken: encodeCategoryToken(detail.CategoryId) });

  const add = async () => {
    // A visitor signs in first (the cart is the buyer's).
    if (!$signedIn.get()) return openLoginDialog();
    const check = {
      isVariant,
      skuId,
      sellerId: detail.sl_id,
      price: unitPrice,
      quantity,
      moq,
      productId: detail.product_id,
      productName: detail.product_name,
    };
    const payload = await cart.add(check, rootRef.current, setQuantity);
    if (payload) setAdded({ name: detail.product_name, quantity: payload.quantity, price: payload.price });
  };

  // The server prices the quantity too; a different answer (a changed bulk price) reloads the page's data.
  const commit =
    skuId === null
      ? undefined
      : async (value: number) => {
          const { pricing } = await skuPricing(detail.product_id, skuId, value);
          const local = actPrice === null ? null : bulkPricing(current, value, actPrice).unitPrice;
          if (pricing && local !== null && Math.abs(pricing.unit_price - local) > 0.001) await refresh();
        };

  return (
    <div ref={rootRef} className={styles.view}>
      <Breadcrumbs
        crumbs={[{ label: t.home, href: routes.home }, { label: detail.category_name, href: categoryHref }, { label: detail.product_name }]}
      />
      <div className={styles.layout}>
        <Gallery images={detail.images} name={detail.product_name} />
        <div className={styles.info}>
          <div className={styles.titleRow}>
            <h2 className={styles.title} part="title">
              {detail.product_name}
            </h2>
            <span className={styles.titleActions}>
              <WishlistToggle
                productId={detail.product_id}
                productName={detail.product_name}
                initial={detail.is_wishlist === 1}
                className={styles.wishlist}
                errorClassName={ui.errorText}
              />
              <AddToList
                productId={detail.product_id}
                productName={detail.product_name}
                skuId={skuId}
                quantity={quantity}
                className={ui.button}
              />
              <CompareButton compare={compare} productName={detail.product_name} className={ui.button} />
              <CompareNotice compare={compare} className={styles.compareNotice} />
            </span>
          </div>
          {detail.is_contracted === 1 && (
            <span className={styles.badge} part="contracted-badge">
              {t.contracted}
            </span>
          )}
          <dl className={styles.facts}>
            <dt>{t.brand}</dt>
            <dd part="brand">{detail.product_make}</dd>
            <dt>{t.model}</dt>
            <dd part="model">{detail.product_model}</dd>
          </dl>
          <p className={styles.muted}>
            <RatingStars rating={detail.rating} /> {fill(t.reviews, { n: detail.total_review })}
          </p>
          <div className={styles.priceBlock} part="price">
            <span className={styles.price} part="unit-price">
              <MoneyText text={unitPrice !== null ? money.rm(unitPrice) : money.range(detail.act_min_price, detail.act_max_price)} />
            </span>
            {bulk?.applies && actPrice !== null && (
              <s className={styles.muted}>
                <MoneyText text={money.rm(actPrice)} />
              </s>
            )}
            {!bulk?.applies && marketplacePrice === null && listPrice !== null && actPrice !== null && listPrice > actPrice && (
              <s className={styles.muted} aria-label={`${t.listPrice} ${money.rm(listPrice)}`}>
                <MoneyText text={money.rm(listPrice)} />
              </s>
            )}
            {!bulk?.applies &&
              (actPrice !== null ? (
                <ContractPrice min={actPrice} marketplaceMin={marketplacePrice} />
              ) : (
                <ContractPrice
                  min={detail.act_min_price}
                  max={detail.act_max_price}
                  marketplaceMin={detail.marketplace_min_price}
                  marketplaceMax={detail.marketplace_max_price}
                />
              ))}
            {bulk?.applies && bulk.savingPerUnit !== null && (
              <p className={styles.saving} part="bulk-saving">
                <MoneyText text={fill(t.bulkApplies, { saving: money.rm(bulk.savingPerUnit) })} />
              </p>
            )}
            {bulk && !bulk.applies && bulk.unitsNeeded > 0 && current?.approve_price != null && (
              <p className={styles.hint} part="bulk-hint">
                <MoneyText text={fill(t.bulkHint, { n: bulk.unitsNeeded, price: money.rm(current.approve_price) })} />
              </p>
            )}
          </div>
          {isVariant && <VariantPickers detail={detail} choice={variant} idPrefix="pd" />}
          {variant.skuError && (
            <p className={ui.errorText} role="alert" part="sku-error">
              {variant.skuFailed ? t.skuFailed : variant.skuError}
            </p>
          )}
          {incomplete && (
            <p className={ui.errorText} role="alert">
              {t.incomplete}
            </p>
          )}
          <p className={styles.muted} part="stock">
            {outOfStock ? t.outOfStock : fill(t.inStock, { n: stock })}
            {moq > 1 ? ` · ${fill(t.moq, { n: moq })}` : ''}
          </p>
          <div className={styles.buyRow}>
            <QuantityStepper value={quantity} min={bounds.min} max={bounds.max} onChange={setQuantity} onCommit={commit} size={size} />
            <button type="button" className={ui.primaryButton} part="add-to-cart" disabled={disabled} onClick={() => void add()}>
              {restricted ? t.notAvailableHere : outOfStock ? t.outOfStock : cart.busy ? t.adding : t.addToCart}
            </button>
          </div>
          {cart.error && (
            <p className={ui.errorText} role="alert" part="add-error">
              {cart.error}
            </p>
          )}
          {!detail.shipping_info && <p className={ui.errorText}>{t.locationNotSet}</p>}
          <ShippingInfo detail={detail} />
          <p part="sold-by">
            {`${t.soldBy} `}
            <Link href={fillRoute(routes.vendor, { vendorId: detail.sl_id })} part="vendor-link">
              {detail.sl_name}
            </Link>
          </p>
          <BulkPricePanel productId={detail.product_id} isVariant={isVariant} skuId={skuId} current={current} onChanged={refresh} />
        </div>
      </div>
      <DetailTabs detail={detail} />
      <CartStockDialog cart={cart} setQuantity={setQuantity} />
      <AddedPopup item={added} onHide={() => setAdded(null)} />
    </div>
  );
}
