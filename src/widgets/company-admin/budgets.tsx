import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { CompanyBudget } from '../../api/types';
import { budgetPeriod, nextPeriodStart } from '../../lib/budget-period';
import { fill } from '../../lib/fill';
import { parseRinggit } from '../../lib/money';
import { companyBudgetsStore, exportBudgets, removeBudget, setBudget, setItemCodeBudget } from '../../store/company-budgets';
import { newQueryScope } from '../../store/query';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { saveFile } from '../../ui/save-file';
import { useServerText } from '../../ui/server-text';
import { NotLoaded, StatusLine, type Said } from '../../ui/status-line';
import { useMoney } from '../../ui/use-money';
import * as ui from '../../ui/ui.css';
import { BudgetForm } from './budget-form';
import { budgetName } from './budget-names';
import { $budgetStrings } from './budget-strings';
import * as styles from './company-admin.css';
import { FinancialYearForm } from './financial-year';
import { $strings } from './strings';
import { useRemoval } from './use-removal';

/** A budget's row: its kind and id, each kind numbering its own. */
const key = (budget: CompanyBudget) => `${budget.kind}:${budget.id}`;

/** The budgets of a period (the current one first): limits changed in place, removed, added, exported; and the financial year. */
export function BudgetsSection() {
  const t = useStore($budgetStrings);
  const common = useStore($strings);
  const serverText = useServerText();
  const money = useMoney();
  const ids = useId();
  const [$period] = useState(() => atom(''));
  const [$budgets] = useState(() => companyBudgetsStore($period, newQueryScope()));
  const { data, error } = useStore($budgets);
  const [said, setSaid] = useState<Said | null>(null);
  const [refused, setRefused] = useState<{ id: string; text: string } | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'excel' | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const removal = useRemoval(title, {
    keyOf: key,
    remove: async (budget: CompanyBudget) => {
      await removeBudget(budget);
      return fill(t.removed, { name: budgetName(budget) });
    },
    failed: t.removeFailed,
    say: setSaid,
  });

  if (!data) return <NotLoaded error={error} words={common} onRetry={() => $budgets.invalidate()} />;

  const next = nextPeriodStart(data.currentPeriod);
  const periods = [...new Set([...data.periods, data.currentPeriod, next])].sort();
  const periodText = (start: string) => {
    const period = budgetPeriod(start);
    const text = fill(t.periodOption, { ...period });
    return start === data.currentPeriod ? `${text}, ${t.current}` : start === next ? `${text}, ${t.next}` : text;
  };

  const saveLimit = async (event: FormEvent<HTMLFormElement>, budget: CompanyBudget) => {
    event.preventDefault();
    const name = budgetName(budget);
    const limit = parseRinggit(String(new FormData(event.currentTarget).get('limit') ?? ''));
    if (limit === null) {
      setRefused({ id: key(budget), text: t.badLimit });
      return;
    }
    setRefused(null);
    try {
      const after =
        budget.kind === 'item_code'
          ? await setItemCodeBudget({ period: budget.period, chargeCodeId: budget.chargeCode!.id, itemCodeId: budget.itemCode!.id, limit })
          : await setBudget({ period: budget.period, locationId: budget.location.id, chargeCodeId: budget.chargeCode?.id ?? null, limit });
      setSaid({ text: fill(t.saved, { name, limit: money.rm(after.limit) }) });
    } catch (failure) {
      setRefused({ id: key(budget), text: serverText(failure, t.saveFailed) });
    }
  };

  const download = async (format: 'csv' | 'excel') => {
    setExporting(format);
    try {
      saveFile(await exportBudgets(format, $period.get() || null), `budgets-${data.period.label}.${format === 'csv' ? 'csv' : 'xlsx'}`);
    } catch (failure) {
      setSaid({ text: serverText(failure, t.exportFailed), failed: true });
    } finally {
      setExporting(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="budgets">
      <h3 ref={title} tabIndex={-1} id={`${ids}-title`} className={styles.sectionTitle}>
        {common.budgets}
      </h3>
      <p className={styles.muted}>{t.intro}</p>
      <div className={styles.inline}>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-period`}>
            {t.period}
          </label>
          <select
            id={`${ids}-period`}
            className={`${ui.input} ${styles.select}`}
            value={data.period.start}
            onChange={(event) => {
              setSaid(null);
              setRefused(null);
              $period.set(event.currentTarget.value);
            }}
            part="budget-period"
          >
            {periods.map((start) => (
              <option key={start} value={start}>
                {periodText(start)}
              </option>
            ))}
          </select>
        </div>
        {(['csv', 'excel'] as const).map((format) => (
          <div key={format} className={ui.field}>
            <button
              type="button"
              className={ui.button}
              aria-busy={exporting === format || undefined}
              onClick={() => void download(format)}
              part={`budget-export-${format}`}
            >
              {exporting === format ? t.exporting : format === 'csv' ? t.exportCsv : t.exportExcel}
            </button>
          </div>
        ))}
      </div>
      <StatusLine said={said} part="budget-status" />
      {data.data.length === 0 ? (
        <p className={styles.muted} part="no-budgets">
          {fill(t.noBudgets, { period: data.period.label })}
        </p>
      ) : (
        <table className={styles.table} part="budget-table">
          <thead>
            <tr>
              <th scope="col">{t.location}</th>
              <th scope="col">{t.chargeCode}</th>
              <th scope="col">{t.itemCode}</th>
              <th scope="col">{t.limit}</th>
              <th scope="col">{t.committed}</th>
              <th scope="col">{t.pending}</th>
              <th scope="col">{t.remaining}</th>
              <th scope="col">{t.actions}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((budget) => {
              const name = budgetName(budget);
              const problem = refused?.id === key(budget) ? refused.text : null;
              return (
                <tr key={`${key(budget)}:${budget.limit}`} part="budget">
                  <th scope="row" className={styles.strong}>
                    {budget.location.name}
                  </th>
                  <td data-label={t.chargeCode}>
                    {budget.chargeCode ? `${budget.chargeCode.code} ${budget.chargeCode.name}` : t.wholeLocation}
                  </td>
                  <td data-label={t.itemCode}>{budget.itemCode ? `${budget.itemCode.code} ${budget.itemCode.description}` : ''}</td>
                  <td data-label={t.limit} className={styles.figure}>
                    {money.rm(budget.limit)}
                  </td>
                  <td data-label={t.committed} className={styles.figure}>
                    {money.rm(budget.committed)}
                  </td>
                  <td data-label={t.pending} className={styles.figure}>
                    {money.rm(budget.pending)}
                  </td>
                  <td data-label={t.remaining} className={styles.figure} part="budget-remaining">
                    {money.rm(budget.remaining)}
                  </td>
                  <td data-label={t.actions}>
                    <form className={styles.rowForm} noValidate onSubmit={(event) => void saveLimit(event, budget)}>
                      <input
                        name="limit"
                        inputMode="decimal"
                        className={`${ui.input} ${styles.amount}`}
                        defaultValue={budget.limit.toFixed(2)}
                        aria-label={fill(t.limitOf, { name })}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `${ids}-${key(budget)}-error` : undefined}
                        part="budget-limit"
                      />
                      <button type="submit" className={ui.button} aria-label={fill(t.saveOf, { name })} part="budget-save">
                        {t.save}
                      </button>
                      <button
                        type="button"
                        ref={removal.buttonRef(budget)}
                        className={`${ui.button} ${styles.danger}`}
                        aria-label={fill(t.removeOf, { name })}
                        onClick={() => removal.ask(budget)}
                        part="budget-remove"
                      >
                        {t.remove}
                      </button>
                    </form>
                    {problem && (
                      <p id={`${ids}-${key(budget)}-error`} className={ui.errorText} role="alert" part="budget-error">
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

      <BudgetForm period={data.period} budgets={data.data} onSaved={(text) => setSaid({ text })} />
      <FinancialYearForm />

      <ConfirmDialog
        question={removal.confirming && fill(t.confirmRemove, { name: budgetName(removal.confirming), period: data.period.label })}
        labels={{ ok: t.ok, cancel: t.cancel, close: t.close }}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </section>
  );
}
