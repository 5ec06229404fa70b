import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { addToCompare } from '../store/compare';
import { openLoginDialog } from '../store/dialogs';
import { $inPunchout, $signedIn } from '../store/session';
import { fill } from '../lib/fill';
import { useServerText } from './server-text';
import { Toast } from './toast';
import { $compareStrings } from './compare-strings';

interface CompareTarget {
  productId: number;
  productName: string;
  /** The chosen SKU (the product page's variant); null adds the product. */
  skuId?: number | null;
}

/**
 * Add to compare (spec 1 section 2.6) and its notice: a visitor gets the login dialog; a buyer's
 * product goes to the lowest group with room, and the notice says which group, or why it failed.
 */
export function useAddToCompare({ productId, productName, skuId = null }: CompareTarget) {
  const signedIn = useStore($signedIn);
  const compareStrings = useStore($compareStrings);
  const serverText = useServerText();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const add = async () => {
    if (!signedIn) return openLoginDialog();
    setBusy(true);
    try {
      const record = await addToCompare(productId, skuId);
      setNotice(fill(compareStrings.added, { name: productName, n: record.group_id }));
    } catch (error) {
      setNotice(serverText(error, error instanceof Error ? error.message : compareStrings.failed));
    } finally {
      setBusy(false);
    }
  };
  return { add, busy, notice, hideNotice: () => setNotice(null) };
}

/** The Compare button alone (none in a punch-out session); its notice is rendered by `CompareNotice` where it stays visible. */
export function CompareButton({
  compare,
  productName,
  className,
}: {
  compare: ReturnType<typeof useAddToCompare>;
  productName: string;
  className: string;
}) {
  const compareStrings = useStore($compareStrings);
  if (useStore($inPunchout)) return null;
  return (
    <button
      type="button"
      className={className}
      part="add-to-compare"
      aria-label={fill(compareStrings.label, { name: productName })}
      disabled={compare.busy}
      onClick={() => void compare.add()}
    >
      {compareStrings.compare}
    </button>
  );
}

/** Where an add to compare reports: which group it joined, or why it failed. */
export function CompareNotice({ compare, className }: { compare: ReturnType<typeof useAddToCompare>; className: string }) {
  return <Toast message={compare.notice} onHide={compare.hideNotice} className={className} />;
}
