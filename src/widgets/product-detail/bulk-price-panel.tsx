import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { deleteBulkPrice, renegotiateBulkPrice, requestBulkPrice } from '../../api/products';
import type { BulkPriceRequest } from '../../api/types';
import { validTargetPrice } from '../../lib/product-detail';
import { $location } from '../../store/location';
import { $buyerSettings, $inPunchout, $signedIn, $user } from '../../store/session';
import { fill } from '../../lib/fill';
import * as ui from '../../ui/ui.css';
import * as styles from './product-detail.css';
import { $strings } from './strings';
import { useMoney } from '../../ui/use-money';
import { useServerText } from '../../ui/server-text';

export interface BulkPricePanelProps {
  productId: number;
  isVariant: boolean;
  /** The SKU of the chosen options (or the product's only SKU); null until every option is chosen. */
  skuId: number | null;
  /** The request the panel shows: the chosen SKU's, else the latest one. */
  current: BulkPriceRequest | null;
  /** Called after every change, so the page reloads the requests. */
  onChanged: () => Promise<void>;
}

type Mode = 'view' | 'new' | 'other' | 'renegotiate';

/**
 * The bulk price panel of a signed-in buyer (spec 1 sections 3, 4 and 5): ask (SEND); while SEND
 * or NEGO, 'BULK PRICE IN PROGRESS' with Cancel and ask for other variants; after the seller's
 * REPLY, renegotiate, remove or ask for other variants. Visitors and punch-out sessions see nothing.
 */
export function BulkPricePanel({ productId, isVariant, skuId, current, onChanged }: BulkPricePanelProps) {
  const t = useStore($strings);
  const serverText = useServerText();
  const money = useMoney();
  const signedIn = useStore($signedIn);
  const shopOnly = useStore($inPunchout);
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // A changed request closes the form, but not while the buyer picks other variants for a new one.
  const request = `${current?.recid}|${current?.status}`;
  const [shownRequest, setShownRequest] = useState(request);
  if (shownRequest !== request) {
    setShownRequest(request);
    setMode((open) => (open === 'other' ? open : 'view'));
    setError('');
  }

  if (!signedIn || shopOnly) return null;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await work();
      await onChanged();
      setMode('view');
    } catch (failure) {
      setError(serverText(failure, t.bulkFailed));
    } finally {
      setBusy(false);
    }
  };

  const remove = () => current && void run(() => deleteBulkPrice(current.recid));
  const inProgress = current?.status === 'SEND' || current?.status === 'NEGO';
  const formOpen = mode !== 'view';

  return (
    <section className={styles.bulkPanel} aria-labelledby="bulk-title" part="bulk-panel">
      <h2 id="bulk-title" className={styles.panelTitle}>
        {t.bulkTitle}
      </h2>
      {current && (
        <div part="bulk-status">
          <p>
            <MoneyText text={fill(t.requested, { qty: current.quantity, price: money.rm(current.target_price) })} />
          </p>
          {current.status === 'REPLY' && current.approve_price !== null && (
            <p className={styles.approved} part="bulk-approved">
              <MoneyText text={fill(t.approved, { price: money.rm(current.approve_price), qty: current.approve_quantity ?? 1 })} />
            </p>
          )}
          {current.seller_note && <p className={styles.muted}>{fill(t.sellerSays, { note: current.seller_note })}</p>}
        </div>
      )}
      {error && (
        <p className={ui.errorText} role="alert" part="bulk-error">
          {error}
        </p>
      )}
      {!formOpen && (
        <div className={styles.actions}>
          {!current && (
            <button type="button" className={ui.primaryButton} part="bulk-ask" onClick={() => setMode('new')}>
              {t.bulkAsk}
            </button>
          )}
          {inProgress && (
            <>
              <button type="button" className={ui.primaryButton} part="bulk-in-progress" disabled>
                {t.inProgress}
              </button>
              <button type="button" className={ui.button} disabled={busy} onClick={remove}>
                {t.cancel}
              </button>
            </>
          )}
          {current?.status === 'REPLY' && (
            <>
              <button type="button" className={ui.primaryButton} onClick={() => setMode('renegotiate')}>
                {t.renegotiate}
              </button>
              <button type="button" className={ui.button} disabled={busy} onClick={remove}>
                {t.removeBulk}
              </button>
            </>
          )}
          {current && isVariant && (
            <button type="button" className={ui.button} onClick={() => setMode('other')}>
              {t.otherVariants}
            </button>
          )}
        </div>
      )}
      {formOpen && (
        <BulkForm
          initial={mode === 'renegotiate' ? current : null}
          busy={busy}
          onCancel={() => {
            setMode('view');
            setError('');
          }}
          onSubmit={(values) => {
            if (mode === 'renegotiate' && current) return void run(() => renegotiateBulkPrice(current.recid, values));
            // A new request needs one SKU: every option of a variant product chosen.
            if (skuId === null) return setError(t.selectAllVariants);
            const location = $location.get();
            void run(() =>
              requestBulkPrice(productId, { ...values, sku_id: skuId, location: location ? `${location.state},${location.district}` : '' }),
            );
          }}
        />
      )}
    </section>
  );
}

interface BulkValues {
  quantity: number;
  target_price: number;
  bulk_note: string;
}

/** Quantity (at least 1), target price (required, step 0.01, min 0), a note, and the buyer's read-only details. */
function BulkForm({
  initial,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: BulkPriceRequest | null;
  busy: boolean;
  onSubmit: (values: BulkValues) => void;
  onCancel: () => void;
}) {
  const t = useStore($strings);
  const id = useId();
  const user = useStore($user);
  const settings = useStore($buyerSettings);
  const [quantity, setQuantity] = useState(String(initial?.quantity ?? 1));
  const [target, setTarget] = useState(initial ? String(initial.target_price) : '');
  const [note, setNote] = useState(initial?.bulk_note ?? '');
  const quantityValue = Math.max(1, Math.floor(Number(quantity) || 1));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validTargetPrice(target)) return;
    onSubmit({ quantity: quantityValue, target_price: Number(target), bulk_note: note.trim() });
  };

  const readOnly: [string, string][] = [
    [t.company, settings?.companyName ?? ''],
    [t.email, user?.emailId ?? ''],
    [t.requestor, user?.userName ?? ''],
    [t.phone, user?.mobile ?? ''],
  ];

  return (
    <form className={styles.bulkForm} onSubmit={submit} part="bulk-form">
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-qty`}>
          {t.bulkQuantity}
        </label>
        <input
          id={`${id}-qty`}
          className={ui.input}
          type="number"
          min={1}
          step={1}
          required
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-target`}>
          {t.bulkTarget}
        </label>
        <input
          id={`${id}-target`}
          className={ui.input}
          type="number"
          min={0}
          step={0.01}
          required
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        />
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-note`}>
          {t.bulkNote}
        </label>
        <textarea
          id={`${id}-note`}
          className={ui.input}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {readOnly.map(([label, value], index) => (
        <div key={label} className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-ro-${index}`}>
            {label}
          </label>
          <input id={`${id}-ro-${index}`} className={ui.input} readOnly value={value} />
        </div>
      ))}
      <div className={styles.actions}>
        <button type="submit" className={ui.primaryButton} part="bulk-send" disabled={busy || !validTargetPrice(target)}>
          {busy ? t.sending : t.send}
        </button>
        <button type="button" className={ui.button} onClick={onCancel}>
          {t.close}
        </button>
      </div>
    </form>
  );
}
