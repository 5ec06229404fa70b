import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { serverMessage } from '../../api/client';
import type { ChangeCompanySettingsRequest, CompanySettings } from '../../api/types';
import { BUDGET_TYPES, CHECKOUT_TYPES } from '../../lib/company-settings';
import { fill } from '../../lib/fill';
import { parseRinggit } from '../../lib/money';
import { changeCompanySettings, companySettingsStore } from '../../store/company-limits';
import { newQueryScope } from '../../store/query';
import { useServerText } from '../../ui/server-text';
import { NotLoaded, StatusLine, type Said } from '../../ui/status-line';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { $settingsStrings } from './settings-strings';
import { $strings } from './strings';

type Setting = Exclude<keyof CompanySettings, 'id'>;
/** The form's values: the settings as shown, the amount as typed. */
type Draft = Omit<CompanySettings, 'id' | 'approvalDocAmountFrom'> & { approvalDocAmountFrom: string };

const TEXTS = ['companyName', 'registrationNo', 'sstNumber', 'taxNumber'] as const;
const LINE_CODES = ['hasItemCode', 'hasEbNumber', 'hasCapex', 'hasSpecialBudgetCategory', 'hasPaymentCode'] as const;
const ORDER_FLAGS = ['mandatoryOrderAttachment', 'cartIdGenerator', 'sapPoidConfigured', 'alternateRecipientRequired'] as const;
const SETTINGS: readonly Setting[] = [
  ...TEXTS,
  'checkoutType',
  'budgetType',
  'viewSlInfo',
  ...LINE_CODES,
  'approvalDocAmountFrom',
  ...ORDER_FLAGS,
];

const isSetting = (name: string | undefined): name is Setting => SETTINGS.some((setting) => setting === name);

const draftOf = ({ id: _, ...settings }: CompanySettings): Draft => ({
  ...settings,
  approvalDocAmountFrom: settings.approvalDocAmountFrom.toFixed(2),
});

/** The settings the draft changes (text as the server keeps it, trimmed); null when the amount is not one. */
function changeOf(before: CompanySettings, draft: Draft): ChangeCompanySettingsRequest | null {
  const amount = parseRinggit(draft.approvalDocAmountFrom);
  if (amount === null) return null;
  const after: Omit<CompanySettings, 'id'> = { ...draft, approvalDocAmountFrom: amount };
  for (const key of TEXTS) after[key] = after[key].trim();
  return Object.fromEntries(SETTINGS.filter((key) => after[key] !== before[key]).map((key) => [key, after[key]]));
}

const BUDGET_WORDS = { none: 'budgetNone', department: 'budgetDepartment', general: 'budgetGeneral' } as const;

/** The company's settings in one form, each explained in a line, saved with one button; a refusal names the setting at fault. */
export function SettingsSection() {
  const common = useStore($strings);
  const [$settings] = useState(() => companySettingsStore(newQueryScope()));
  const { data, error } = useStore($settings);

  return data ? <SettingsForm settings={data} /> : <NotLoaded error={error} words={common} onRetry={() => $settings.invalidate()} />;
}

function SettingsForm({ settings }: { settings: CompanySettings }) {
  const t = useStore($settingsStrings);
  const common = useStore($strings);
  const serverText = useServerText();
  const ids = useId();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [said, setSaid] = useState<Said | null>(null);
  const [problem, setProblem] = useState<{ field: Setting | null; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const refusal = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (problem) refusal.current?.focus();
  }, [problem]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((before) => ({ ...before, [key]: value }));
  const focusField = (field: Setting) =>
    (
      form.current?.querySelector<HTMLElement>(`[name="${field}"]:checked`) ?? form.current?.querySelector<HTMLElement>(`[name="${field}"]`)
    )?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaid(null);
    const change = changeOf(settings, draft);
    if (change === null) {
      setProblem({ field: 'approvalDocAmountFrom', text: t.badAmount });
      return;
    }
    if (Object.keys(change).length === 0) {
      setProblem(null);
      setSaid({ text: t.unchanged });
      return;
    }
    setBusy(true);
    try {
      const after = await changeCompanySettings(change);
      setDraft(draftOf(after));
      setProblem(null);
      setSaid({ text: t.saved });
    } catch (failure) {
      const field = /^(\w+):/.exec(serverMessage(failure))?.[1];
      setProblem({ field: isSetting(field) ? field : null, text: serverText(failure, t.saveFailed) });
    } finally {
      setBusy(false);
    }
  };

  const help = (key: Setting) => `${ids}-${key}-help`;
  const describedBy = (key: Setting) => (problem?.field === key ? `${help(key)} ${ids}-error` : help(key));
  const invalid = (key: Setting) => (problem?.field === key ? true : undefined);
  const helpLine = (key: Setting) => (
    <p id={help(key)} className={styles.muted}>
      {t[`${key}Help`]}
    </p>
  );
  const group = (legend: string, children: ReactNode) => (
    <fieldset className={styles.fieldset}>
      <legend className={styles.subTitle}>{legend}</legend>
      <div className={styles.form}>{children}</div>
    </fieldset>
  );
  const checkbox = (key: Setting, checked: boolean, change: (on: boolean) => void) => (
    <div key={key} className={ui.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={key}
          checked={checked}
          aria-describedby={describedBy(key)}
          aria-invalid={invalid(key)}
          onChange={(event) => change(event.currentTarget.checked)}
        />
        {t[key]}
      </label>
      {helpLine(key)}
    </div>
  );
  const yesNo = (key: (typeof LINE_CODES)[number] | 'viewSlInfo') => checkbox(key, draft[key] === 'Y', (on) => set(key, on ? 'Y' : 'N'));
  const toggle = (key: (typeof ORDER_FLAGS)[number]) => checkbox(key, draft[key], (on) => set(key, on));

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="settings">
      <h3 id={`${ids}-title`} className={styles.sectionTitle}>
        {common.settings}
      </h3>
      <p className={styles.muted}>{t.intro}</p>
      <form ref={form} noValidate className={styles.section} onSubmit={(event) => void submit(event)} part="settings-form">
        {group(
          t.company,
          TEXTS.map((key) => (
            <div key={key} className={ui.field}>
              <label className={ui.label} htmlFor={`${ids}-${key}`}>
                {t[key]}
              </label>
              <input
                id={`${ids}-${key}`}
                name={key}
                className={ui.input}
                value={draft[key]}
                aria-describedby={describedBy(key)}
                aria-invalid={invalid(key)}
                onChange={(event) => set(key, event.currentTarget.value)}
              />
              {helpLine(key)}
            </div>
          )),
        )}
        {group(
          t.checkout,
          <>
            <fieldset className={styles.fieldset} aria-describedby={describedBy('checkoutType')}>
              <legend className={ui.label}>{t.checkoutType}</legend>
              {CHECKOUT_TYPES.map((type) => (
                <label key={type} className={styles.check}>
                  <input
                    type="radio"
                    name="checkoutType"
                    value={type}
                    checked={draft.checkoutType === type}
                    aria-invalid={invalid('checkoutType')}
                    onChange={() => set('checkoutType', type)}
                  />
                  {t[type]}
                </label>
              ))}
              {helpLine('checkoutType')}
            </fieldset>
            <div className={ui.field}>
              <label className={ui.label} htmlFor={`${ids}-budgetType`}>
                {t.budgetType}
              </label>
              <select
                id={`${ids}-budgetType`}
                name="budgetType"
                className={ui.input}
                value={draft.budgetType}
                aria-describedby={describedBy('budgetType')}
                aria-invalid={invalid('budgetType')}
                onChange={(event) => set('budgetType', BUDGET_TYPES.find((type) => type === event.currentTarget.value) ?? 'none')}
              >
                {BUDGET_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t[BUDGET_WORDS[type]]}
                  </option>
                ))}
              </select>
              {helpLine('budgetType')}
            </div>
            {yesNo('viewSlInfo')}
          </>,
        )}
        {group(t.lineCodes, LINE_CODES.map(yesNo))}
        {group(
          t.orderOptions,
          <>
            <div className={ui.field}>
              <label className={ui.label} htmlFor={`${ids}-approvalDocAmountFrom`}>
                {t.approvalDocAmountFrom}
              </label>
              <input
                id={`${ids}-approvalDocAmountFrom`}
                name="approvalDocAmountFrom"
                inputMode="decimal"
                className={`${ui.input} ${styles.amount}`}
                value={draft.approvalDocAmountFrom}
                aria-describedby={describedBy('approvalDocAmountFrom')}
                aria-invalid={invalid('approvalDocAmountFrom')}
                onChange={(event) => set('approvalDocAmountFrom', event.currentTarget.value)}
              />
              {helpLine('approvalDocAmountFrom')}
            </div>
            {ORDER_FLAGS.map(toggle)}
          </>,
        )}
        {problem && (
          <div ref={refusal} id={`${ids}-error`} tabIndex={-1} className={ui.errorText} role="alert" part="settings-error">
            <p className={ui.statusLine}>{problem.text}</p>
            {problem.field && (
              <button
                type="button"
                className={ui.button}
                onClick={() => problem.field && focusField(problem.field)}
                part="settings-error-field"
              >
                {fill(t.goTo, { field: t[problem.field] })}
              </button>
            )}
          </div>
        )}
        <div>
          <button type="submit" className={ui.primaryButton} aria-busy={busy || undefined} part="settings-save">
            {busy ? t.saving : t.save}
          </button>
        </div>
        <StatusLine said={said} part="settings-status" />
      </form>
    </section>
  );
}
