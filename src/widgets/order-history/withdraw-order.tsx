import { useStore } from '@nanostores/react';
import { useState } from 'react';

import { fill } from '../../lib/fill';
import { withdrawOrder } from '../../store/orders';
import { Dialog } from '../../ui/dialog';
import * as ui from '../../ui/ui.css';
import * as styles from './order-history.css';
import { $strings } from './strings';
import { useServerText } from '../../ui/server-text';

/** Withdraw Order, after a confirming dialog: the order stops waiting for approval and gives back its stock and budget. */
export function WithdrawOrder({
  poId,
  onDone,
  onAlert,
}: {
  poId: string;
  onDone: (message: string) => void;
  onAlert: (message: string) => void;
}) {
  const serverText = useServerText();
  const t = useStore($strings);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      onDone((await withdrawOrder(poId)).message);
    } catch (error) {
      // A 409 (already withdrawn, decided meanwhile) says so in the server's words; the orders have reloaded.
      onAlert(serverText(error, t.withdrawFailed));
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`${ui.button} ${styles.danger}`}
        aria-label={fill(t.withdrawNamed, { poId })}
        onClick={() => setOpen(true)}
        part="withdraw-order"
      >
        {t.withdraw}
      </button>
      <Dialog
        open={open}
        title={fill(t.withdrawTitle, { poId })}
        dismissible={!busy}
        onDismiss={() => setOpen(false)}
        part="withdraw-dialog"
        closeLabel={t.close}
        className={`${ui.dialog} ${styles.dialog}`}
      >
        <p className={styles.dialogText}>{t.withdrawExplained}</p>
        <div className={ui.dialogButtons}>
          <button type="button" className={ui.button} disabled={busy} onClick={() => setOpen(false)} part="withdraw-keep">
            {t.keepOrder}
          </button>
          <button
            type="button"
            className={`${ui.primaryButton} ${styles.dangerSolid}`}
            disabled={busy}
            onClick={() => void confirm()}
            part="withdraw-confirm"
          >
            {busy ? t.withdrawing : t.confirmWithdraw}
          </button>
        </div>
      </Dialog>
    </>
  );
}
