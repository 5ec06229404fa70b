import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ArchiveStep } from '../../api/company-places';
import { inUseAndArchived } from '../../lib/company-places';
import { fill } from '../../lib/fill';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useServerText } from '../../ui/server-text';
import type { Said } from '../../ui/status-line';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { $placeStrings } from './places-strings';

interface Column<T> {
  label: string;
  cell: (item: T) => ReactNode;
}

interface PlaceTableProps<T> {
  /** The places; undefined while they are read. */
  items: T[] | undefined;
  /** Said when there is none; its part is `no-{part}s`. */
  empty: string;
  /** The tables' names: those in use, the archived ones. */
  titles: { inUse: string; archived: string };
  columns: Column<T>[];
  nameOf: (item: T) => string;
  /** Opens the form with the item. */
  onChange: (item: T) => void;
  archive: (item: T, step: ArchiveStep) => Promise<unknown>;
  say: (said: Said) => void;
  /** The part name of a row; its buttons are `{part}-change` and `{part}-archive`. */
  part: string;
}

/**
 * Places in use and the archived ones apart (marked), or that there is none; each with Change and
 * Archive (after a confirmation) or Restore; the server's refusal is said in its words, and the keyboard stays on the
 * row's Archive or Restore button, wherever the row moved.
 */
export function PlaceTable<T extends { id: number; archived: boolean }>(props: PlaceTableProps<T>) {
  const { items = [], empty, titles, columns, nameOf, onChange, archive, say, part } = props;
  const t = useStore($placeStrings);
  const serverText = useServerText();
  const [confirming, setConfirming] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // The row moves between the tables once the list is read again: the keyboard follows it there.
  const follow = useRef<{ id: number; archived: boolean } | null>(null);
  const { inUse, archived } = inUseAndArchived(items);

  useEffect(() => {
    const awaited = follow.current;
    if (!awaited || items.find((item) => item.id === awaited.id)?.archived !== awaited.archived) return;
    follow.current = null;
    buttons.current.get(awaited.id)?.focus();
  });

  const step = async (item: T, to: ArchiveStep) => {
    if (busy) return;
    setBusy(true);
    try {
      await archive(item, to);
      say({ text: fill(to === 'archive' ? t.archivedSaid : t.restoredSaid, { name: nameOf(item) }) });
      follow.current = { id: item.id, archived: to === 'archive' };
    } catch (failure) {
      say({ text: serverText(failure, t.saveFailed), failed: true });
      buttons.current.get(item.id)?.focus();
    } finally {
      setBusy(false);
    }
  };

  const table = (rows: T[], title: string, isArchived: boolean) => (
    <table className={styles.table} aria-label={title} part={`${part}-table`}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.label}>
              {column.label}
            </th>
          ))}
          <th scope="col">{t.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((item) => (
          <tr key={item.id} part={part}>
            {columns.map((column, index) =>
              index === 0 ? (
                <th scope="row" key={column.label} className={styles.strong}>
                  {column.cell(item)} {isArchived && <span className={styles.badge}>{t.archived}</span>}
                </th>
              ) : (
                <td key={column.label} data-label={column.label}>
                  {column.cell(item)}
                </td>
              ),
            )}
            <td data-label={t.actions}>
              <span className={styles.buttons}>
                <button
                  type="button"
                  className={ui.button}
                  aria-label={fill(t.changeOf, { name: nameOf(item) })}
                  onClick={() => onChange(item)}
                  part={`${part}-change`}
                >
                  {t.change}
                </button>
                <button
                  type="button"
                  ref={(node) => {
                    if (node) buttons.current.set(item.id, node);
                    else buttons.current.delete(item.id);
                  }}
                  className={isArchived ? ui.button : `${ui.button} ${styles.danger}`}
                  aria-label={fill(isArchived ? t.restoreOf : t.archiveOf, { name: nameOf(item) })}
                  onClick={() => (isArchived ? void step(item, 'restore') : setConfirming(item))}
                  part={`${part}-archive`}
                >
                  {isArchived ? t.restore : t.archive}
                </button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  const close = (item: T) => {
    setConfirming(null);
    buttons.current.get(item.id)?.focus();
  };

  return (
    <>
      {props.items?.length === 0 && (
        <p className={styles.muted} part={`no-${part}s`}>
          {empty}
        </p>
      )}
      {inUse.length > 0 && table(inUse, titles.inUse, false)}
      {archived.length > 0 && (
        <>
          <h4 className={styles.subTitle}>{titles.archived}</h4>
          {table(archived, titles.archived, true)}
        </>
      )}
      <ConfirmDialog
        question={confirming && fill(t.confirmArchive, { name: nameOf(confirming) })}
        labels={{ ok: t.archive, cancel: t.cancel, close: t.close }}
        onConfirm={() => {
          if (!confirming) return;
          const item = confirming;
          close(item);
          void step(item, 'archive');
        }}
        onCancel={() => confirming && close(confirming)}
      />
    </>
  );
}
