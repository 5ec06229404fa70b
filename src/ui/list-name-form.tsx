import { useId, useState, type FormEvent } from 'react';
import { LIST_LIMITS, listNameProblem } from '../lib/shopping-list';
import * as ui from './ui.css';
import { useServerText } from './server-text';

export interface ListNameFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Saves the trimmed name; a refusal (a name already taken) is shown under the field. */
  onSave: (name: string) => Promise<unknown>;
  /** What the form's root is called as a part. */
  part: string;
  failed: string;
  children?: React.ReactNode;
}

/** A list name field with its button: checks the name as the server does, then shows the server's refusal if any. */
export function ListNameForm({ label, submitLabel, initial = '', onSave, part, failed, children }: ListNameFormProps) {
  const serverText = useServerText();
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = listNameProblem(name);
    if (problem) return setError(problem);
    setBusy(true);
    setError('');
    try {
      await onSave(name.trim());
    } catch (failure) {
      setError(serverText(failure, failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form part={part} onSubmit={(event) => void submit(event)} noValidate>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className={ui.input}
          value={name}
          maxLength={LIST_LIMITS.name + 20}
          aria-invalid={error !== ''}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className={ui.errorText} role="alert">
          {error}
        </p>
      )}
      <div className={ui.dialogButtons}>
        {children}
        <button type="submit" className={ui.primaryButton} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
