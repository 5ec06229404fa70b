import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';

import type { ListPermission, ShoppingList } from '../../api/types';
import { fill } from '../../lib/fill';
import { colleaguesStore, shareList } from '../../store/lists';
import { newQueryScope } from '../../store/query';
import { Dialog } from '../../ui/dialog';
import * as ui from '../../ui/ui.css';
import * as styles from './shopping-lists.css';
import { $strings } from './strings';
import { useServerText } from '../../ui/server-text';

type Choice = ListPermission | 'none';

/** The owner's sharing: each colleague of the company not shared, view only or can edit; saved at once. */
export function ShareDialog({ list, open, onClose }: { list: ShoppingList; open: boolean; onClose: () => void }) {
  const serverText = useServerText();
  const t = useStore($strings);
  const [$colleagues] = useState(() => colleaguesStore(newQueryScope()));
  const { data: colleagues, error: loadError } = useStore($colleagues);
  const [choices, setChoices] = useState<Record<number, Choice>>(() =>
    Object.fromEntries(list.shares.map((share) => [share.user_id, share.permission])),
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const idPrefix = useId();

  const save = async () => {
    setBusy(true);
    setError('');
    const shares = Object.entries(choices).flatMap(([userId, choice]) =>
      choice === 'none' ? [] : [{ user_id: Number(userId), permission: choice }],
    );
    try {
      await shareList(list.id, shares);
      onClose();
    } catch (failure) {
      setError(serverText(failure, t.shareFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={fill(t.shareTitle, { name: list.name })}
      dismissible
      onDismiss={onClose}
      part="share-dialog"
      closeLabel={t.close}
    >
      <p className={styles.muted}>{t.shareIntro}</p>
      {!colleagues && !loadError && <p role="status">{t.loading}</p>}
      {loadError && (
        <p className={ui.errorText} role="alert">
          {serverText(loadError, t.colleaguesFailed)}
        </p>
      )}
      {colleagues && colleagues.length === 0 && <p>{t.noColleagues}</p>}
      {colleagues && colleagues.length > 0 && (
        <ul className={ui.choiceList} part="colleagues">
          {colleagues.map((colleague) => {
            const selectId = `${idPrefix}-${colleague.id}`;
            return (
              <li key={colleague.id} className={styles.shareRow} part="colleague">
                <label htmlFor={selectId}>
                  <span className={ui.label}>{colleague.name}</span>
                  <br />
                  <span className={styles.muted}>{colleague.email}</span>
                </label>
                <select
                  id={selectId}
                  className={`${ui.input} ${styles.shareSelect}`}
                  part="share-permission"
                  value={choices[colleague.id] ?? 'none'}
                  onChange={(event) => setChoices({ ...choices, [colleague.id]: event.target.value as Choice })}
                >
                  <option value="none">{t.notShared}</option>
                  <option value="read">{t.viewOnly}</option>
                  <option value="edit">{t.canEdit}</option>
                </select>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p className={ui.errorText} role="alert">
          {error}
        </p>
      )}
      <div className={ui.dialogButtons}>
        <button type="button" className={ui.button} onClick={onClose}>
          {t.cancel}
        </button>
        <button type="button" className={ui.primaryButton} part="share-save" disabled={busy || !colleagues} onClick={() => void save()}>
          {t.shareSave}
        </button>
      </div>
    </Dialog>
  );
}
