import { Dialog } from './dialog';
import * as ui from './ui.css';

export interface ConfirmDialogProps {
  /** The question; null keeps the dialog closed. */
  question: string | null;
  labels: { ok: string; cancel: string; close: string };
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question to confirm before something that cannot be undone: OK runs it, Cancel or Escape keeps everything. */
export function ConfirmDialog({ question, labels, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={question !== null} title={question ?? ''} dismissible onDismiss={onCancel} part="confirm" closeLabel={labels.close}>
      <div className={ui.dialogButtons}>
        <button type="button" className={ui.button} onClick={onCancel} part="confirm-cancel">
          {labels.cancel}
        </button>
        <button type="button" className={ui.primaryButton} onClick={onConfirm} part="confirm-ok">
          {labels.ok}
        </button>
      </div>
    </Dialog>
  );
}
