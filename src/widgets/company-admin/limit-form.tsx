import { useStore } from '@nanostores/react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Category, CompanyPriceLimit } from '../../api/types';
import { fill } from '../../lib/fill';
import { parseRinggit } from '../../lib/money';
import { categoryTreeStore, setPriceLimit } from '../../store/company-limits';
import { newQueryScope } from '../../store/query';
import { useServerText } from '../../ui/server-text';
import { useMoney } from '../../ui/use-money';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { $limitStrings } from './limits-strings';

export interface LimitFormProps {
  /** The limits set: a category that has one says so among the choices. */
  limits: CompanyPriceLimit[];
  onSaved: (said: string) => void;
}

interface CategoryChoice {
  id: number;
  path: string;
}

export const PATH_SEPARATOR = ' > ';

/** Every category of the tree with its path from the top, parents before their children. */
function categoryChoices(tree: Category[], above: string[] = []): CategoryChoice[] {
  return tree.flatMap((category) => {
    const path = [...above, category.category_name];
    return [{ id: category.category_id, path: path.join(PATH_SEPARATOR) }, ...categoryChoices(category.children ?? [], path)];
  });
}

/** Sets a category's price limit: the category found by typing part of its path and chosen from a list, and the maximum per unit. */
export function LimitForm({ limits, onSaved }: LimitFormProps) {
  const t = useStore($limitStrings);
  const serverText = useServerText();
  const money = useMoney();
  const ids = useId();
  const [$tree] = useState(() => categoryTreeStore(newQueryScope()));
  const tree = useStore($tree);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = useRef<HTMLFormElement>(null);

  const choices = useMemo(() => categoryChoices(tree.data ?? []), [tree.data]);
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const shown = choices.filter(
    (choice) => String(choice.id) === chosen || words.every((word) => choice.path.toLocaleLowerCase().includes(word)),
  );
  const limitOf = new Map(limits.map((limit) => [limit.category.id, limit.maxUnitPrice]));

  const refuse = (field: string, text: string) => {
    setProblem({ field, text });
    fields.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const categoryId = Number(chosen || 0);
    const maxUnitPrice = parseRinggit(String(new FormData(form).get('maxUnitPrice') ?? ''));
    if (!categoryId) return refuse('categoryId', t.missingCategory);
    if (maxUnitPrice === null || maxUnitPrice <= 0) return refuse('maxUnitPrice', t.badAmount);
    setProblem(null);
    setBusy(true);
    try {
      const limit = await setPriceLimit({ categoryId, maxUnitPrice });
      onSaved(fill(t.saved, { name: limit.category.path.join(PATH_SEPARATOR), limit: money.rm(limit.maxUnitPrice) }));
      form.reset();
      setChosen('');
      setQuery('');
    } catch (failure) {
      setProblem({ field: 'form', text: serverText(failure, t.saveFailed) });
    } finally {
      setBusy(false);
    }
  };

  const described = (field: string) =>
    problem?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': `${ids}-error` } : {};

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="limit-add">
      <h3 id={`${ids}-title`} className={styles.sectionTitle}>
        {t.add}
      </h3>
      <p className={styles.muted}>{t.addIntro}</p>
      <form ref={fields} className={styles.form} noValidate onSubmit={(event) => void submit(event)} part="limit-form">
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-find`}>
            {t.find}
          </label>
          <input
            id={`${ids}-find`}
            type="search"
            className={ui.input}
            value={query}
            aria-describedby={`${ids}-matches`}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter picks the first match rather than submitting a form whose category is not yet chosen.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              const first = shown[0];
              if (first) setChosen(String(first.id));
              fields.current?.querySelector<HTMLElement>('[name="categoryId"]')?.focus();
            }}
            part="limit-find"
          />
          <p id={`${ids}-matches`} className={styles.muted} aria-live="polite">
            {tree.data && words.length > 0 ? fill(t.matches, { n: shown.length }) : ''}
          </p>
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-category`}>
            {t.category}
          </label>
          <select
            id={`${ids}-category`}
            name="categoryId"
            className={ui.input}
            value={chosen}
            onChange={(event) => setChosen(event.currentTarget.value)}
            {...described('categoryId')}
            part="limit-category"
          >
            <option value="">{t.chooseCategory}</option>
            {shown.map((choice) => {
              const limit = limitOf.get(choice.id);
              return (
                <option key={choice.id} value={choice.id}>
                  {limit === undefined ? choice.path : fill(t.hasLimit, { path: choice.path, limit: money.rm(limit) })}
                </option>
              );
            })}
          </select>
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-amount`}>
            {t.amount}
          </label>
          <input
            id={`${ids}-amount`}
            name="maxUnitPrice"
            inputMode="decimal"
            className={`${ui.input} ${styles.amount}`}
            {...described('maxUnitPrice')}
            part="limit-amount"
          />
        </div>
        {tree.error !== undefined && (
          <p className={ui.errorText} role="alert">
            {t.categoriesFailed}
          </p>
        )}
        {problem && (
          <p id={`${ids}-error`} className={ui.errorText} role="alert" part="limit-form-error">
            {problem.text}
          </p>
        )}
        <div>
          <button type="submit" className={ui.primaryButton} aria-busy={busy || undefined} part="limit-set">
            {t.setLimit}
          </button>
        </div>
      </form>
    </section>
  );
}
