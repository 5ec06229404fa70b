import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { CompanyBudget } from '../../api/types';
import type { BudgetPeriod } from '../../lib/budget-period';
import { fill } from '../../lib/fill';
import { parseRinggit } from '../../lib/money';
import { setBudget, setItemCodeBudget } from '../../store/company-budgets';
import { companyLocationsStore, itemCodesStore, type Choice } from '../../store/company-choices';
import { newQueryScope } from '../../store/query';
import { useServerText } from '../../ui/server-text';
import { useMoney } from '../../ui/use-money';
import * as ui from '../../ui/ui.css';
import { budgetName } from './budget-names';
import { $budgetStrings } from './budget-strings';
import * as styles from './company-admin.css';
import { PlacePicker, usePlaceChoice } from './place-picker';

export interface BudgetFormProps {
  period: BudgetPeriod;
  /** The period's budgets: their locations are offered even before the location list answers. */
  budgets: CompanyBudget[];
  onSaved: (said: string) => void;
}

/** The locations to offer: the company's list with those the budgets name, each once, by name. */
function locationChoices(listed: Choice[] | undefined, budgets: CompanyBudget[]): Choice[] {
  const byId = new Map<number, Choice>();
  for (const choice of [...(listed ?? []), ...budgets.map((budget) => budget.location)]) byId.set(choice.id, choice);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Sets a new budget for the period shown: a location's (and charge code's), or an item code's under a charge code. */
export function BudgetForm({ period, budgets, onSaved }: BudgetFormProps) {
  const t = useStore($budgetStrings);
  const serverText = useServerText();
  const money = useMoney();
  const ids = useId();
  const place = usePlaceChoice();
  const [stores] = useState(() => {
    const scope = newQueryScope();
    return { locations: companyLocationsStore(scope), itemCodes: itemCodesStore(scope) };
  });
  const locations = useStore(stores.locations);
  const codes = useStore(stores.itemCodes);
  const [kind, setKind] = useState<'charge_code' | 'item_code'>('charge_code');
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = useRef<HTMLFormElement>(null);

  const focusField = (name: string) => fields.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  const refuse = (field: string, text: string) => {
    setProblem({ field, text });
    focusField(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const locationId = Number(data.get('location') || 0);
    const chargeCodeId = Number(data.get('chargeCode') || 0) || null;
    const itemCodeId = Number(data.get('itemCode') || 0) || null;
    const limit = parseRinggit(String(data.get('limit') ?? ''));
    if (!locationId) return refuse('location', t.missingLocation);
    if (kind === 'item_code' && !chargeCodeId) return refuse('chargeCode', t.missingChargeCode);
    if (kind === 'item_code' && !itemCodeId) return refuse('itemCode', t.missingItemCode);
    if (limit === null) return refuse('limit', t.badLimit);
    const name = String(data.get('name') ?? '').trim();
    setProblem(null);
    setBusy(true);
    try {
      const budget =
        kind === 'item_code'
          ? await setItemCodeBudget({
              period: period.start,
              chargeCodeId: chargeCodeId!,
              itemCodeId: itemCodeId!,
              limit,
              ...(name ? { name } : {}),
            })
          : await setBudget({ period: period.start, locationId, chargeCodeId, limit });
      onSaved(fill(t.added, { name: budgetName(budget), limit: money.rm(budget.limit) }));
      form.reset();
      place.$location.set('');
    } catch (failure) {
      setProblem({ field: 'form', text: serverText(failure, t.saveFailed) });
    } finally {
      setBusy(false);
    }
  };

  const described = (field: string) =>
    problem?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': `${ids}-error` } : {};
  const choicesFailed = locations.error !== undefined || place.chargeCodes.error !== undefined || codes.error !== undefined;

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="budget-add">
      <h3 id={`${ids}-title`} className={styles.sectionTitle}>
        {t.add}
      </h3>
      <p className={styles.muted}>{fill(t.addIntro, { period: period.label })}</p>
      <form ref={fields} className={styles.form} noValidate onSubmit={(event) => void submit(event)} part="budget-form">
        <fieldset className={styles.fieldset}>
          <legend className={ui.label}>{t.kind}</legend>
          {(['charge_code', 'item_code'] as const).map((option) => (
            <label key={option} className={styles.check}>
              <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
              {option === 'charge_code' ? t.kindLocation : t.kindItemCode}
            </label>
          ))}
        </fieldset>
        <PlacePicker
          choice={place}
          locations={locationChoices(locations.data, budgets)}
          words={t}
          noChargeCode={kind === 'item_code' ? t.chooseChargeCode : t.wholeLocation}
          noChargeCodes={t.noChargeCodes}
          described={described}
        />
        {kind === 'item_code' && (
          <>
            <div className={ui.field}>
              <label className={ui.label} htmlFor={`${ids}-item-code`}>
                {t.itemCode}
              </label>
              <select id={`${ids}-item-code`} name="itemCode" className={ui.input} {...described('itemCode')}>
                <option value="">{t.chooseItemCode}</option>
                {(codes.data ?? []).map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={ui.field}>
              <label className={ui.label} htmlFor={`${ids}-name`}>
                {t.name}
              </label>
              <input id={`${ids}-name`} name="name" className={ui.input} maxLength={200} />
            </div>
          </>
        )}
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-limit`}>
            {`${t.limit} (RM)`}
          </label>
          <input id={`${ids}-limit`} name="limit" inputMode="decimal" className={`${ui.input} ${styles.amount}`} {...described('limit')} />
        </div>
        {choicesFailed && (
          <p className={ui.errorText} role="alert">
            {t.choicesFailed}
          </p>
        )}
        {problem && (
          <p id={`${ids}-error`} className={ui.errorText} role="alert" part="budget-form-error">
            {problem.text}
          </p>
        )}
        <div>
          <button type="submit" className={ui.primaryButton} aria-busy={busy || undefined} part="budget-set">
            {t.addBudget}
          </button>
        </div>
      </form>
    </section>
  );
}
