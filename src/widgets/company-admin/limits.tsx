import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { CompanyPriceLimit } from '../../api/types';
import { fill } from '../../lib/fill';
import { parseRinggit } from '../../lib/money';
import { priceLimitsStore, removePriceLimit, setPriceLimit } from '../../store/company-limits';
import { newQueryScope } from '../../store/query';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useServerText } from '../../ui/server-text';
import { NotLoaded, StatusLine, type Said } from '../../ui/status-line';
import { useMoney } from '../../ui/use-money';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { LimitForm, PATH_SEPARATOR } from './limit-form';
import { $limitStrings } from './limits-strings';
import { $strings } from './strings';
import { useRemoval } from './use-removal';

const nameOf = (limit: CompanyPriceLimit) => limit.category.path.join(PATH_SEPARATOR) || limit.category.name;

/** The company's category price limits: each maximum changed in place or removed, and a new one set for a chosen category. */
export function LimitsSection() {
  const t = useStore($limitStrings);
  const common = useStore($strings);
  const serverText = useServerText();
  const money = useMoney();
  const ids = useId();
  const [$limits] = useState(() => priceLimitsStore(newQueryScope()));
  const { data, error } = useStore($limits);
  const [said, setSaid] = useState<Said | null>(null);
  const [refused, setRefused] = useState<{ id: number; text: string } | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const removal = useRemoval(title, {
    keyOf: (limit: CompanyPriceLimit) => limit.id,
    remove: async (limit) => {
      await removePriceLimit(limit.id);
      return fill(t.removed, { name: nameOf(limit) });
    },
    failed: t.removeFailed,
    say: setSaid,
  });

  if (!data) return <NotLoaded error={error} words={common} onRetry={() => $limits.invalidate()} />;

  const save = async (event: FormEvent<HTMLFormElement>, limit: CompanyPriceLimit) => {
    event.preventDefault();
    const maxUnitPrice = parseRinggit(String(new FormData(event.currentTarget).get('maxUnitPrice') ?? ''));
    if (maxUnitPrice === null || maxUnitPrice <= 0) {
      setRefused({ id: limit.id, text: t.badAmount });
      return;
    }
    setRefused(null);
    try {
      const after = await setPriceLimit({ categoryId: limit.category.id, maxUnitPrice });
      setSaid({ text: fill(t.saved, { name: nameOf(after), limit: money.rm(after.maxUnitPrice) }) });
    } catch (failure) {
      setRefused({ id: limit.id, text: serverText(failure, t.saveFailed) });
    }
  };

  const sorted = data.toSorted((a, b) => nameOf(a).localeCompare(nameOf(b)));

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="limits">
      <h3 ref={title} tabIndex={-1} id={`${ids}-title`} className={styles.sectionTitle}>
        {common.limits}
      </h3>
      <p className={styles.muted}>{t.intro}</p>
      <StatusLine said={said} part="limit-status" />
      {sorted.length === 0 ? (
        <p className={styles.muted} part="no-limits">
          {t.noLimits}
        </p>
      ) : (
        <table className={styles.table} part="limit-table">
          <thead>
            <tr>
              <th scope="col">{t.category}</th>
              <th scope="col">{t.maximum}</th>
              <th scope="col">{t.actions}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((limit) => {
              const name = nameOf(limit);
              const problem = refused?.id === limit.id ? refused.text : null;
              const above = limit.category.path.slice(0, -1).join(PATH_SEPARATOR);
              return (
                <tr key={`${limit.id}:${limit.maxUnitPrice}`} part="limit">
                  <th scope="row">
                    <span className={styles.strong} part="limit-category-name">
                      {limit.category.name}
                    </span>
                    <br />
                    <span className={styles.muted}>{above || t.topLevel}</span>
                  </th>
                  <td data-label={t.maximum} className={styles.figure} part="limit-maximum">
                    {money.rm(limit.maxUnitPrice)}
                  </td>
                  <td data-label={t.actions}>
                    <form className={styles.rowForm} noValidate onSubmit={(event) => void save(event, limit)}>
                      <input
                        name="maxUnitPrice"
                        inputMode="decimal"
                        className={`${ui.input} ${styles.amount}`}
                        defaultValue={limit.maxUnitPrice.toFixed(2)}
                        aria-label={fill(t.maximumOf, { name })}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `${ids}-${limit.id}-error` : undefined}
                        part="limit-input"
                      />
                      <button type="submit" className={ui.button} aria-label={fill(t.saveOf, { name })} part="limit-save">
                        {t.save}
                      </button>
                      <button
                        type="button"
                        ref={removal.buttonRef(limit)}
                        className={`${ui.button} ${styles.danger}`}
                        aria-label={fill(t.removeOf, { name })}
                        onClick={() => removal.ask(limit)}
                        part="limit-remove"
                      >
                        {t.remove}
                      </button>
                    </form>
                    {problem && (
                      <p id={`${ids}-${limit.id}-error`} className={ui.errorText} role="alert" part="limit-error">
                        {problem}
                      </p>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      <LimitForm limits={data} onSaved={(text) => setSaid({ text })} />

      <ConfirmDialog
        question={removal.confirming && fill(t.confirmRemove, { name: nameOf(removal.confirming) })}
        labels={{ ok: t.ok, cancel: t.cancel, close: t.close }}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </section>
  );
}
