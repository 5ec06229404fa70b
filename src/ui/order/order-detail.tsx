import { MoneyText } from '../money-text';
import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import type { OrderAddress, OrderAttachment, OrderSellerEntry, PreOrderDetail, TimelineStep } from '../../api/types';
import { attachmentHref, saveAttachment } from '../../store/orders';
import { fill } from '../../lib/fill';
import * as styles from './order.css';
import { $orderStrings } from './strings';
import { useOrderFormat } from './use-order-format';

const addressText = (address: OrderAddress) =>
  [
    address.lotNo,
    address.street1,
    address.street2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.state,
    address.country,
  ]
    .filter(Boolean)
    .join('\n');

/**
 * An order's lines (with their sellers, codes and the buyer's references), totals, addresses, what
 * the buyer wrote, attachments and timeline; `viewer` says whose eyes read it, the buyer's own or an
 * approver's.
 */
export function OrderDetail({
  order,
  onDownloadFailed,
  viewer = 'buyer',
}: {
  order: PreOrderDetail;
  onDownloadFailed: (message: string) => void;
  viewer?: 'buyer' | 'approver';
}) {
  const t = useStore($orderStrings);
  const { rm, date } = useOrderFormat();
  return (
    <div className={styles.section}>
      {order.sentBack && (
        <section className={styles.sentBack} part="sent-back">
          <h4 className={styles.sectionTitle}>{fill(t.sentBack, { name: order.sentBack.by })}</h4>
          <p className={styles.address}>{order.sentBack.comment}</p>
          <time className={styles.muted} dateTime={order.sentBack.at}>
            {date(order.sentBack.at)}
          </time>
        </section>
      )}
      <table className={styles.table} part="order-lines">
        <thead>
          <tr>
            <th scope="col">{t.product}</th>
            <th scope="col" className={styles.number}>
              {t.quantity}
            </th>
            <th scope="col" className={styles.number}>
              {t.unitPrice}
            </th>
            <th scope="col" className={styles.number}>
              {t.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.skuId}>
              <td>
                {line.productName}
                <p className={styles.muted}>
                  <MoneyText text={line.sku} codes={[line.sku]} />
                </p>
                <p className={styles.muted} part="line-seller">
                  {fill(t.seller, { name: line.sellerName })}
                </p>
                {line.references.length > 0 && (
                  <p className={styles.muted} part="line-references">
                    {fill(viewer === 'buyer' ? t.references : t.buyerReferences, { list: line.references.join(', ') })}
                  </p>
                )}
                {line.itemCode && (
                  <p className={styles.muted}>
                    <MoneyText text={fill(t.itemCode, { code: line.itemCode })} codes={[line.itemCode]} />
                  </p>
                )}
                {line.ebNumber && (
                  <p className={styles.muted} part="line-eb-number">
                    <MoneyText text={fill(t.ebNumber, { code: line.ebNumber })} codes={[line.ebNumber]} />
                  </p>
                )}
                {line.paymentCode && (
                  <p className={styles.muted} part="line-payment-code">
                    <MoneyText text={fill(t.paymentCode, { code: line.paymentCode })} codes={[line.paymentCode]} />
                  </p>
                )}
                {line.justification && <p className={styles.muted}>{fill(t.justification, { text: line.justification })}</p>}
              </td>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>
                <MoneyText text={rm(line.unitPrice)} />
              </td>
              <td className={styles.number}>
                <MoneyText text={rm(line.lineTotal)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.figures} part="order-totals">
        <dt>{t.subtotal}</dt>
        <dd>
          <MoneyText text={rm(order.subtotal)} />
        </dd>
        <dt>{t.shipping}</dt>
        <dd>
          <MoneyText text={rm(order.shippingFee)} />
        </dd>
        <dt>{t.tax}</dt>
        <dd>
          <MoneyText text={rm(order.tax)} />
        </dd>
        <dt className={styles.strong}>{t.grandTotal}</dt>
        <dd className={styles.strong}>
          <MoneyText text={rm(order.grandTotal)} />
        </dd>
      </dl>
      <div className={styles.addresses}>
        <section className={styles.section}>
          <h4 className={styles.sectionTitle}>{t.shippingAddress}</h4>
          <address className={styles.address}>{addressText(order.shippingAddress)}</address>
        </section>
        <section className={styles.section}>
          <h4 className={styles.sectionTitle}>{t.billingAddress}</h4>
          <address className={styles.address}>{addressText(order.billingAddress)}</address>
        </section>
        {order.alternateRecipient && (
          <section className={styles.section} part="alternate-recipient">
            <h4 className={styles.sectionTitle}>{t.alternateRecipient}</h4>
            <address className={styles.address}>
              {[order.alternateRecipient.name, order.alternateRecipient.phone, order.alternateRecipient.email].filter(Boolean).join('\n')}
            </address>
          </section>
        )}
      </div>
      {order.orderNote && (
        <section className={styles.section} part="order-note">
          <h4 className={styles.sectionTitle}>{t.orderNote}</h4>
          <p className={styles.address}>{order.orderNote}</p>
        </section>
      )}
      {order.quotationId && (
        <section className={styles.section} part="quotation-id">
          <h4 className={styles.sectionTitle}>{t.quotationId}</h4>
          <p className={styles.address}>{order.quotationId}</p>
        </section>
      )}
      <SellerEntries sellers={order.sellers} />
      <Attachments attachments={order.attachments} onDownloadFailed={onDownloadFailed} />
      <Timeline steps={order.timeline} />
    </div>
  );
}

/** The buyer's note and requested delivery date per seller; only sellers the buyer wrote something for. */
function SellerEntries({ sellers }: { sellers: OrderSellerEntry[] }) {
  const t = useStore($orderStrings);
  const { day } = useOrderFormat();
  const written = sellers.filter((seller) => seller.noteToSeller || seller.deliveryDate);
  if (written.length === 0) return null;
  return (
    <section className={styles.section} part="seller-entries">
      <h4 className={styles.sectionTitle}>{t.sellerEntries}</h4>
      <ul className={styles.list}>
        {written.map((seller) => (
          <li key={seller.sellerId} className={styles.address}>
            <strong>{seller.sellerName}</strong>
            {seller.noteToSeller && <p className={styles.muted}>{fill(t.noteToSeller, { text: seller.noteToSeller })}</p>}
            {seller.deliveryDate && <p className={styles.muted}>{fill(t.deliveryDate, { date: day(seller.deliveryDate) })}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Attachments({ attachments, onDownloadFailed }: { attachments: OrderAttachment[]; onDownloadFailed: (message: string) => void }) {
  const t = useStore($orderStrings);
  // The file needs the bearer token, so the link's own navigation is replaced by an authorised fetch.
  const download = (event: MouseEvent<HTMLAnchorElement>, attachment: OrderAttachment) => {
    event.preventDefault();
    saveAttachment(attachment).catch(() => onDownloadFailed(fill(t.downloadFailed, { name: attachment.filename })));
  };
  return (
    <section className={styles.section} part="attachments">
      <h4 className={styles.sectionTitle}>{t.attachments}</h4>
      {attachments.length === 0 ? (
        <p className={styles.muted}>{t.noAttachments}</p>
      ) : (
        <ul className={styles.list}>
          {attachments.map((attachment) => (
            <li key={attachment.id}>
              <a
                className={styles.link}
                href={attachmentHref(attachment)}
                download={attachment.filename}
                aria-label={fill(t.download, { name: attachment.filename })}
                onClick={(event) => download(event, attachment)}
                part="attachment"
              >
                {attachment.filename}
              </a>{' '}
              <span className={styles.muted}>{t.attachmentKind[attachment.kind]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Timeline({ steps }: { steps: TimelineStep[] }) {
  const t = useStore($orderStrings);
  const { date } = useOrderFormat();
  return (
    <section className={styles.section} part="timeline">
      <h4 className={styles.sectionTitle}>{t.timeline}</h4>
      <ol className={styles.timeline}>
        {steps.map((step) => (
          <li
            key={step.key}
            className={`${styles.step} ${styles.stepState[step.state]}`}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepLabel}>{step.label}</span>
            <span>{step.key === 'processing' && step.state === 'done' ? t.withSellers : t.stepState[step.state]}</span>
            {step.actor && <span className={styles.muted}>{fill(t.by, { name: step.actor })}</span>}
            {step.at && (
              <time className={styles.muted} dateTime={step.at}>
                {date(step.at)}
              </time>
            )}
            {step.comment && <span className={styles.muted}>{fill(t.comment, { text: step.comment })}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
