import { Dialog } from './dialog';
import * as ui from './ui.css';

export interface AlertDialogProps {
  /** Shown while set. */
  message: string | null;
  onClose: () => void;
  okLabel: string;
  closeLabel: string;
}

/** A message the user acknowledges (the spec's alerts): a modal dialog named by the message, with OK. */
export function AlertDialog({ message, onClose, okLabel, closeLabel }: AlertDialogProps) {
  return (
    <Dialog open={message !== null} title={message ?? ''} dismissible onDismiss={onClose} part="alert" closeLabel={closeLabel}>
      <button type="button" className={ui.primaryButton} onClick={onClose} part="alert-ok">
        {okLabel}
      </button>
    </Dialog>
  );
}
