import { useEffect, useId, useRef, type ReactNode } from 'react';
import { MoneyText } from './money-text';
import * as ui from './ui.css';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Whether Escape and the close button may close it. */
  dismissible: boolean;
  onDismiss: () => void;
  /** Exposed as the dialog's part name. */
  part: string;
  closeLabel: string;
  /** Replaces the default dialog styling (e.g. a slide-out panel). */
  className?: string;
  children: ReactNode;
}

/** A native modal <dialog> (top layer, focus trap and focus return) kept in sync with `open`. */
export function Dialog({ open, title, dismissible, onDismiss, part, closeLabel, className = ui.dialog, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // A field marked as the one to start in takes focus over a focusable region before it.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      part={part}
      className={className}
      aria-labelledby={titleId}
      // Blocking the keydown's default stops the close request even where the browser would
      // ignore a cancelled 'cancel' event (no user activation since the dialog opened).
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !dismissible) event.preventDefault();
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onDismiss();
      }}
    >
      <h2 id={titleId} className={ui.dialogTitle}>
        <MoneyText text={title} />
      </h2>
      {children}
      {/* After the content, so opening the dialog focuses its first field rather than Close. */}
      {dismissible && (
        <button type="button" className={ui.dialogClose} aria-label={closeLabel} onClick={onDismiss}>
          ×
        </button>
      )}
    </dialog>
  );
}
