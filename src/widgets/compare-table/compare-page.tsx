import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { serverMessage } from '../../api/client';
import type { CompareGroups } from '../../api/compare';
import type { CompareItem } from '../../api/types';
import { updateWishlist } from '../../api/wishlist';
import { QuickAddModal, type QuickAddProduct } from '../../ui/cart/quick-add';
import {
  chooseCompareSku,
  exportComparisons,
  moveCompared,
  removeAllCompared,
  removeCompared,
  removeCompareGroup,
} from '../../store/compare';
import { setCount } from '../../store/counts';
import { AlertDialog } from '../../ui/alert-dialog';
import { Dialog } from '../../ui/dialog';
import { fill } from '../../lib/fill';
import { saveFile } from '../../ui/save-file';
import { Toast } from '../../ui/toast';
import * as ui from '../../ui/ui.css';
import { CompareGroup, type CompareActions } from './compare-group';
import { quickAddOf } from './compare-item';
import * as styles from './compare-table.css';
import { $strings } from './strings';

/** The files the exports are saved under. */
const EXPORT_FILES = { pdf: 'compare.pdf', excel: 'compare.xlsx' } as const;

/** Groups by number, ascending (spec 1 section 4). */
const sortedGroups = (groups: CompareGroups): [number, CompareItem[]][] =>
  Object.entries(groups)
    .map(([group, items]): [number, CompareItem[]] => [Number(group), items])
    .sort(([a], [b]) => a - b);

/** The groups as they are once `item` has moved to `target` (a new group when there is none). */
function movedGroups(groups: CompareGroups, item: CompareItem, target: number): CompareGroups {
  const next: CompareGroups = {};
  for (const [group, items] of Object.entries(groups)) next[group] = items.filter((candidate) => candidate.compare_id !== item.compare_id);
  next[String(target)] = [...(next[String(target)] ?? []), { ...item, group_id: target }];
  return next;
}

// The server's own words (a full group), else the call's 'Failed to ...' message.
const failureText = (error: unknown, fallback: string) => serverMessage(error) || (error instanceof Error ? error.message : fallback);

/** Compare groups on screen: the toolbar, one card per group, and the page's notices and dialogs. */
export function ComparePage({ groups, onOptimistic }: { groups: CompareGroups; onOptimistic: (groups: CompareGroups) => void }) {
  const t = useStore($strings);
  const root = useRef<HTMLDivElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState<keyof typeof EXPORT_FILES | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState<QuickAddProduct | null>(null);
  const sorted = sortedGroups(groups);
  const sizes = new Map(sorted.map(([group, items]) => [group, items.length]));

  const withBusy = async (compareId: number, work: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(compareId));
    try {
      await work();
    } finally {
      setBusy((current) => new Set([...current].filter((id) => id !== compareId)));
    }
  };

  const run = async (work: () => Promise<void>, done: string, fallback: string) => {
    try {
      await work();
      setToast(done);
    } catch (error) {
      setAlert(failureText(error, fallback));
    }
  };

  const actions: CompareActions = {
    sizes,
    busy,
    onMove: async (item, target) => {
      // Optimistic: the product shows in its new group at once; the groups reload either way.
      onOptimistic(movedGroups(groups, item, target));
      try {
        await moveCompared(item.compare_id, target);
      } catch (error) {
        setAlert(failureText(error, t.loadFailed));
      }
    },
    onSku: (item, skuId) =>
      withBusy(item.compare_id, () =>
        run(
          () => chooseCompareSku(item.compare_id, item.product_id, skuId),
          fill(t.variantChanged, { name: item.product.product_name }),
          t.loadFailed,
        ),
      ),
    onRemove: async (item) => {
      await run(() => removeCompared(item.compare_id), fill(t.removed, { name: item.product.product_name }), t.loadFailed);
      root.current?.focus();
    },
    onRemoveGroup: async (group) => {
      await run(() => removeCompareGroup(group), fill(t.groupRemoved, { n: group }), t.loadFailed);
      root.current?.focus();
    },
    onWishlist: (item) =>
      run(
        async () => setCount('wishlist', await updateWishlist(item.product_id, 'add')),
        fill(t.addedToWishlist, { name: item.product.product_name }),
        t.wishlistFailed,
      ),
    // Quick add shows the quantity (the MOQ at least), the rule and the line total before anything is added.
    onCart: (item) => setAdding(quickAddOf(item)),
  };

  const download = async (format: keyof typeof EXPORT_FILES) => {
    setExporting(format);
    try {
      saveFile(await exportComparisons(format), EXPORT_FILES[format]);
    } catch (error) {
      setAlert(failureText(error, t.exportFailed));
    } finally {
      setExporting(null);
    }
  };

  const removeAll = async () => {
    setConfirming(false);
    await run(removeAllCompared, t.allRemoved, t.loadFailed);
  };

  return (
    <div ref={root} className={styles.groups} tabIndex={-1}>
      <div className={styles.toolbar}>
        <button type="button" className={ui.button} part="export-pdf" disabled={exporting !== null} onClick={() => void download('pdf')}>
          {exporting === 'pdf' ? t.exporting : t.exportPdf}
        </button>
        <button
          type="button"
          className={ui.button}
          part="export-excel"
          disabled={exporting !== null}
          onClick={() => void download('excel')}
        >
          {exporting === 'excel' ? t.exporting : t.exportExcel}
        </button>
        <button type="button" className={ui.button} part="remove-all" onClick={() => setConfirming(true)}>
          {t.removeAll}
        </button>
      </div>
      {sorted.map(([group, items]) => (
        <CompareGroup key={group} group={group} items={items} actions={actions} />
      ))}
      <Dialog
        open={confirming}
        title={t.removeAllQuestion}
        dismissible
        onDismiss={() => setConfirming(false)}
        part="confirm"
        closeLabel={t.close}
      >
        <div className={styles.dialogActions}>
          <button type="button" className={ui.button} onClick={() => setConfirming(false)}>
            {t.cancel}
          </button>
          <button type="button" className={ui.primaryButton} part="confirm-remove-all" onClick={() => void removeAll()}>
            {t.removeAll}
          </button>
        </div>
      </Dialog>
      <QuickAddModal
        product={adding}
        onClose={() => setAdding(null)}
        onAdded={(added) => setToast(fill(t.addedToCart, { qty: added.quantity, name: added.name }))}
      />
      <AlertDialog message={alert} onClose={() => setAlert(null)} okLabel={t.ok} closeLabel={t.close} />
      <Toast message={toast} onHide={() => setToast(null)} className={styles.toast} />
    </div>
  );
}
