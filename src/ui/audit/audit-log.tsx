import type { FetcherStore } from '@nanostores/query';
import { useStore } from '@nanostores/react';
import type { WritableAtom } from 'nanostores';
import { useId, useState, type FormEvent } from 'react';
import type { CompanyAuditEntry, CompanyAuditQuery } from '../../api/types';
import { AUDIT_PAGE, COMPANY_AUDIT_ACTIONS, type CompanyAuditAction } from '../../lib/company-audit';
import { fill } from '../../lib/fill';
import * as admin from '../admin.css';
import { useOrderFormat } from '../order/use-order-format';
import { saveFile } from '../save-file';
import { useServerText } from '../server-text';
import { LoadFailed } from '../status-line';
import * as ui from '../ui.css';
import { $actionNames } from './action-strings';
import { $auditStrings } from './strings';

/** What a before or after value reads as: text as it is, anything else as JSON, nothing as "(none)". */
function shownValue(value: unknown, none: string): string {
  if (value === undefined || value === null) return none;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an entry changed (all of them for a creation or a removal), each as before → after. */
function changedFields(entry: CompanyAuditEntry): [string, unknown, unknown][] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys
    .map((key): [string, unknown, unknown] => [key, entry.before?.[key], entry.after?.[key]])
    .filter(([, before, after]) => entry.before === null || entry.after === null || JSON.stringify(before) !== JSON.stringify(after));
}

export interface AuditLogProps {
  /** The filter the form sets; `entries` reads the log it selects. */
  $filter: WritableAtom<CompanyAuditQuery>;
  $entries: FetcherStore<CompanyAuditEntry[]>;
  /** The entries the filter selects as a CSV file; without it there is no Export. */
  exportCsv?: (filter: CompanyAuditQuery) => Promise<Blob>;
}

/** A company's audit log, read-only: filtered by change and days, newest first, each entry as what changed; exported as CSV where it can be. */
export function AuditLog({ $filter, $entries, exportCsv }: AuditLogProps) {
  const t = useStore($auditStrings);
  const names = useStore($actionNames);
  const serverText = useServerText();
  const format = useOrderFormat();
  const ids = useId();
  const { data, error, loading } = useStore($entries);
  const filter = useStore($filter);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: CompanyAuditQuery = {
      action: (String(form.get('action') ?? '') || undefined) as CompanyAuditAction | undefined,
      from: String(form.get('from') ?? '') || undefined,
      to: String(form.get('to') ?? '') || undefined,
    };
    if (next.from && next.to && next.from > next.to) {
      setProblem(t.badRange);
      return;
    }
    setProblem(null);
    $filter.set(next);
  };

  const download = async (save: (filter: CompanyAuditQuery) => Promise<Blob>) => {
    setExporting(true);
    setProblem(null);
    try {
      saveFile(await save(filter), 'company-audit.csv');
    } catch (failure) {
      setProblem(serverText(failure, t.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <form className={admin.inline} aria-label={t.filter} onSubmit={apply} part="audit-filter">
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-action`}>
            {t.action}
          </label>
          <select id={`${ids}-action`} name="action" className={ui.input} defaultValue={filter.action ?? ''}>
            <option value="">{t.allActions}</option>
            {COMPANY_AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {names[action]}
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-from`}>
            {t.from}
          </label>
          <input id={`${ids}-from`} name="from" type="date" className={ui.input} defaultValue={filter.from ?? ''} />
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-to`}>
            {t.to}
          </label>
          <input id={`${ids}-to`} name="to" type="date" className={ui.input} defaultValue={filter.to ?? ''} />
        </div>
        <div className={ui.field}>
          <button type="submit" className={ui.primaryButton} part="audit-apply">
            {t.apply}
          </button>
        </div>
        {exportCsv && (
          <div className={ui.field}>
            <button
              type="button"
              className={ui.button}
              aria-busy={exporting || undefined}
              onClick={() => void download(exportCsv)}
              part="audit-export"
            >
              {exporting ? t.exporting : t.exportCsv}
            </button>
          </div>
        )}
      </form>
      {problem && (
        <p className={ui.errorText} role="alert" part="error">
          {problem}
        </p>
      )}
      {!data && error !== undefined && <LoadFailed error={error} words={t} onRetry={() => $entries.invalidate()} />}
      <p className={ui.statusLine} role="status" part="audit-count">
        {loading ? t.loading : data && (data.length === 0 ? t.noEntries : fill(t.entries, { n: data.length }))}
      </p>
      {data && data.length >= AUDIT_PAGE && (
        <p className={admin.muted}>{fill(exportCsv ? t.latestOnly : t.latestOnlyNoExport, { n: AUDIT_PAGE })}</p>
      )}
      {data && data.length > 0 && (
        <table className={admin.table} part="audit-table">
          <thead>
            <tr>
              <th scope="col">{t.at}</th>
              <th scope="col">{t.by}</th>
              <th scope="col">{t.action}</th>
              <th scope="col">{t.subject}</th>
              <th scope="col">{t.changes}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((entry) => (
              <tr key={entry.id} part="audit-entry">
                <td data-label={t.at}>{format.date(entry.at)}</td>
                <td data-label={t.by}>{entry.actor ? `${entry.actor.name} (${entry.actor.email})` : t.nobody}</td>
                <td data-label={t.action}>{names[entry.action]}</td>
                <td data-label={t.subject}>{entry.subject}</td>
                <td data-label={t.changes}>
                  <ul className={admin.changes}>
                    {changedFields(entry).map(([key, before, after]) => (
                      <li key={key}>{`${key}: ${shownValue(before, t.none)} → ${shownValue(after, t.none)}`}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
