import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { CartItem, ProductReference } from '../../api/types';
import { MAX_REFERENCE_LENGTH } from '../../lib/cart';
import { addCartReference, removeCartReference } from '../../store/cart';
import { Dialog } from '../../ui/dialog';
import { fill } from '../../lib/fill';
import * as ui from '../../ui/ui.css';
import * as styles from './cart.css';
import { $strings } from './strings';

/**
 * A line's product references (spec 2 sections 3, 5 and 8): the list, a field with Add (only for
 * non-blank text) and Remove per reference. Failures are only logged.
 */
export function ReferencesDialog({
  item,
  onClose,
  onDone,
}: {
  item: CartItem | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useStore($strings);
  const [references, setReferences] = useState<ProductReference[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  // Another line starts from its own references and an empty field (set while rendering).
  const [skuId, setSkuId] = useState<number | null>(null);
  const current = item?.sku_id ?? null;
  if (current !== skuId) {
    setSkuId(current);
    setReferences(item?.references ?? []);
    setText('');
  }

  const run = async (change: () => Promise<ProductReference[]>, done: string) => {
    setBusy(true);
    try {
      setReferences(await change());
      onDone(done);
      return true;
    } catch (error) {
      console.error('LaPasar: a product reference could not be saved', error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const reference = text.trim();
  const add = async () => {
    if (item && reference && (await run(() => addCartReference(item.sku_id, reference), t.referenceAdded))) setText('');
  };

  return (
    <Dialog
      open={item !== null}
      title={item ? fill(t.referencesTitle, { product: item.product_name }) : ''}
      dismissible
      onDismiss={onClose}
      part="references-dialog"
      closeLabel={t.close}
    >
      <form
        className={styles.referenceForm}
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <input
          className={ui.input}
          aria-label={t.newReference}
          placeholder={t.newReference}
          maxLength={MAX_REFERENCE_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          part="reference-input"
        />
        <button type="submit" className={ui.primaryButton} disabled={busy || reference === ''} part="add-reference">
          {t.add}
        </button>
      </form>
      {references.length === 0 ? (
        <p className={styles.muted}>{t.noReferences}</p>
      ) : (
        <ul className={styles.referenceList} part="references">
          {references.map((entry) => (
            <li key={entry.id}>
              <span>{entry.reference}</span>
              <button
                type="button"
                className={ui.button}
                aria-label={fill(t.removeReference, { reference: entry.reference })}
                disabled={busy}
                onClick={() => item && void run(() => removeCartReference(item.sku_id, entry.id), t.referenceRemoved)}
              >
                {t.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
