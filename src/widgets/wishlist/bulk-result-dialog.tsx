import { useStore } from '@nanostores/react';
import type { BulkAddOutcome } from '../../lib/wishlist';
import { Dialog } from '../../ui/dialog';
import * as ui from '../../ui/ui.css';
import { $strings } from './strings';
import * as styles from './wishlist.css';

/** The outcome of Add All or Add Selected: its title, text and the products that failed. */
export function BulkResultDialog({ outcome, onClose }: { outcome: BulkAddOutcome | null; onClose: () => void }) {
  const t = useStore($strings);
  return (
    <Dialog open={outcome !== null} title={outcome?.title ?? ''} dismissible onDismiss={onClose} part="bulk-result" closeLabel={t.close}>
      <p part="bulk-result-text">{outcome?.text}</p>
      {outcome && outcome.errors.length > 0 && (
        <>
          <p>{t.errors}</p>
          <ul className={styles.errorList} part="bulk-result-errors">
            {outcome.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className={ui.primaryButton} onClick={onClose} part="bulk-result-ok">
        {t.ok}
      </button>
    </Dialog>
  );
}
