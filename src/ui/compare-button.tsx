import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { serverMessage } from '../api/client';
import { addToCompare } from '../store/compare';
import { openLoginDialog } from '../store/dialogs';
import { $signedIn } from '../store/session';
import { fill } from './fill';
import { Toast } from './toast';

/** User-facing text of add to compare (spec 1 sections 2.6 and 5). */
const compareStrings = {
  compare: 'Compare',
  label: 'Add {name} to compare',
  added: '{name} added to Comparison {n}',
  failed: 'Failed to add to compare',
} as const;

/**
 * Add to compare (spec 1 section 2.6): a visitor gets the login dialog; a buyer's product goes to
 * the lowest group with room (with `skuId`, that SKU), and the notice says which group.
 */
export function CompareButton({ productId, productName, skuId = null, className, noticeClassName }: { productId: number; productName: string; skuId?: number | null; className: string; noticeClassName: string }) {
  const signedIn = useStore($signedIn);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const add = async () => {
    if (!signedIn) return openLoginDialog();
    setBusy(true);
    try {
      const record = await addToCompare(productId, skuId);
      setNotice(fill(compareStrings.added, { name: productName, n: record.group_id }));
    } catch (error) {
      setNotice(serverMessage(error) || (error instanceof Error ? error.message : compareStrings.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={className} part="add-to-compare" aria-label={fill(compareStrings.label, { name: productName })} disabled={busy} onClick={() => void add()}>
        {compareStrings.compare}
      </button>
      <Toast message={notice} onHide={() => setNotice(null)} className={noticeClassName} />
    </>
  );
}
