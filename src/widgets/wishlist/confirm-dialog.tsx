import { Dialog } from '../../ui/dialog';
import * as ui from '../../ui/ui.css';
import { strings as t } from './strings';
import * as styles from './wishlist.css';

/** A question to confirm before a removal: OK runs it, Cancel or Escape keeps everything. */
export function ConfirmDialog({ question, onConfirm, onCancel }: { question: string | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog open={question !== null} title={question ?? ''} dismissible onDismiss={onCancel} part="confirm" closeLabel={t.close}>
      <div className={styles.dialogButtons}>
        <button type="button" className={ui.button} onClick={onCancel} part="confirm-cancel">{t.cancel}</button>
        <button type="button" className={ui.primaryButton} onClick={onConfirm} part="confirm-ok">{t.ok}</button>
      </div>
    </Dialog>
  );
}
