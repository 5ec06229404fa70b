import { useStore } from '@nanostores/react';
import { forwardRef, useId, useImperativeHandle, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ADDRESS_FIELDS, refusedField, type AddressField } from '../../lib/company-places';
import { fill } from '../../lib/fill';
import { POSTCODE_PATTERN } from '../../lib/location';
import { BUILT_IN_STATES } from '../../lib/malaysia';
import { useServerText } from '../../ui/server-text';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { $placeStrings } from './places-strings';

/** One field of a place's form. */
export interface FieldSpec {
  name: string;
  label: string;
  defaultValue?: string;
  /** May be left empty. */
  optional?: boolean;
  /** A select of Malaysia's states. */
  state?: boolean;
}

interface Problem {
  field: string | null;
  text: string;
}

interface PlaceFormProps {
  title: string;
  fields: FieldSpec[];
  /** Sends the values (trimmed); resolves to what the status line says, or throws the server's refusal. */
  onSubmit: (values: Record<string, string>) => Promise<void>;
  /** Shown while a place is being changed: back to adding one. */
  onCancel?: () => void;
  /** Beside the fields (a choice that adds or removes some). */
  children?: ReactNode;
  part: string;
}

/** What a parent does with the form: start on its first field. */
export interface PlaceFormHandle {
  focus: () => void;
}

/** The fields of an address, labelled, with a place's values to start from. */
export function addressFieldSpecs(
  t: ReturnType<typeof $placeStrings.get>,
  address?: Partial<Record<AddressField, string>> | null,
): FieldSpec[] {
  return ADDRESS_FIELDS.map((name) => ({ name, label: t[name], defaultValue: address?.[name], state: name === 'state' }));
}

/** The place the form changes (null: a new one); the form starts on its first field once it has remounted with it. */
export function usePlaceEditing<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const form = useRef<PlaceFormHandle>(null);
  const edit = (item: T | null) => {
    setEditing(item);
    requestAnimationFrame(() => form.current?.focus());
  };
  return { editing, edit, form, setEditing };
}

/**
 * A place's form: each field labelled, what is missing said at the field before anything is sent,
 * the server's refusal at the field its message names (the postcode in another state), in its
 * words, with the keyboard on that field.
 */
export const PlaceForm = forwardRef<PlaceFormHandle, PlaceFormProps>(function PlaceForm(
  { title, fields, onSubmit, onCancel, children, part },
  ref,
) {
  const t = useStore($placeStrings);
  const serverText = useServerText();
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const focusField = (name: string | null) =>
    (name ? form.current?.querySelector<HTMLElement>(`[name="${name}"]`) : form.current?.querySelector<HTMLElement>('[name]'))?.focus();
  useImperativeHandle(ref, () => ({ focus: () => focusField(null) }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((field) => [field.name, String(data.get(field.name) ?? '').trim()]));
    const missing = fields.find((field) => !field.optional && values[field.name] === '');
    const badPostcode = 'postcode' in values && values.postcode !== '' && !POSTCODE_PATTERN.test(values.postcode);
    const found: Problem | null = missing
      ? { field: missing.name, text: fill(t.required, { field: missing.label }) }
      : badPostcode
        ? { field: 'postcode', text: t.badPostcode }
        : null;
    setProblem(found);
    if (found) return focusField(found.field);
    setBusy(true);
    try {
      await onSubmit(values);
      form.current?.reset();
    } catch (failure) {
      const text = serverText(failure, t.saveFailed);
      const field = refusedField(
        text,
        fields.map((entry) => entry.name),
      );
      setProblem({ field, text });
      focusField(field);
    } finally {
      setBusy(false);
    }
  };

  const errorId = (name: string | null) => `${ids}-${name ?? 'form'}-error`;
  const errorText = (name: string | null) =>
    problem && problem.field === name ? (
      <p id={errorId(name)} className={ui.errorText} role="alert" part={`${part}-error`}>
        {problem.text}
      </p>
    ) : null;

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part={part}>
      <h4 id={`${ids}-title`} className={styles.subTitle}>
        {title}
      </h4>
      <form ref={form} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {fields.map((field) => {
          const id = `${ids}-${field.name}`;
          const common = {
            id,
            name: field.name,
            className: ui.input,
            defaultValue: field.defaultValue ?? '',
            'aria-invalid': problem?.field === field.name || undefined,
            'aria-describedby': problem?.field === field.name ? errorId(field.name) : undefined,
          };
          return (
            <div className={ui.field} key={field.name}>
              <label className={ui.label} htmlFor={id}>
                {field.label}
              </label>
              {field.state ? (
                <select {...common}>
                  <option value="">{t.chooseState}</option>
                  {BUILT_IN_STATES.map((state) => (
                    <option key={state.code} value={state.name}>
                      {state.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...common} type="text" autoComplete="off" inputMode={field.name === 'postcode' ? 'numeric' : undefined} />
              )}
              {errorText(field.name)}
            </div>
          );
        })}
        {children}
        {errorText(null)}
        <div className={styles.buttons}>
          <button type="submit" className={ui.primaryButton} aria-busy={busy || undefined} part={`${part}-save`}>
            {busy ? t.saving : t.save}
          </button>
          {onCancel && (
            <button type="button" className={ui.button} onClick={onCancel}>
              {t.cancel}
            </button>
          )}
        </div>
      </form>
    </section>
  );
});
