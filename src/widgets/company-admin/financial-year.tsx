import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { fill } from '../../lib/fill';
import { financialYearStore, setFinancialYear } from '../../store/company-budgets';
import { $locale } from '../../store/language';
import { newQueryScope } from '../../store/query';
import { useServerText } from '../../ui/server-text';
import { StatusLine, type Said } from '../../ui/status-line';
import * as ui from '../../ui/ui.css';
import { $budgetStrings } from './budget-strings';
import * as styles from './company-admin.css';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The month each financial year starts in, with what a change does said beside it. */
export function FinancialYearForm() {
  const t = useStore($budgetStrings);
  const locale = useStore($locale);
  const serverText = useServerText();
  const ids = useId();
  const [$year] = useState(() => financialYearStore(newQueryScope()));
  const { data } = useStore($year);
  const [said, setSaid] = useState<Said | null>(null);
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const startMonth = Number(new FormData(event.currentTarget).get('startMonth'));
    try {
      const year = await setFinancialYear(startMonth);
      setSaid({ text: fill(t.yearSaved, { month: monthName(year.startMonth), label: year.current.label }) });
    } catch (failure) {
      setSaid({ text: serverText(failure, t.yearFailed), failed: true });
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="financial-year">
      <h3 id={`${ids}-title`} className={styles.sectionTitle}>
        {t.year}
      </h3>
      <p className={styles.muted}>{t.yearIntro}</p>
      {data && (
        <form key={data.startMonth} className={styles.inline} onSubmit={(event) => void submit(event)} part="financial-year-form">
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${ids}-month`}>
              {t.startMonth}
            </label>
            <select id={`${ids}-month`} name="startMonth" className={`${ui.input} ${styles.select}`} defaultValue={data.startMonth}>
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {monthName(month)}
                </option>
              ))}
            </select>
          </div>
          <div className={ui.field}>
            <button type="submit" className={ui.button} part="financial-year-save">
              {t.saveYear}
            </button>
          </div>
        </form>
      )}
      {data && <p>{fill(t.currentPeriod, { ...data.current })}</p>}
      <StatusLine said={said} part="financial-year-status" />
    </section>
  );
}
