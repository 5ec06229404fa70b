import * as admin from '../../ui/admin.css';
import * as ui from '../../ui/ui.css';

/** People as the operator's pages name them: each `name (email)`, comma-separated. */
export const peopleText = (people: readonly { name: string; email: string }[]) =>
  people.map((person) => `${person.name} (${person.email})`).join(', ');

/** A line of a form, labelled, with its hint; the error (if any) is said once, under the form. */
export function Field({ id, name, label, hint, type = 'text' }: { id: string; name: string; label: string; hint?: string; type?: string }) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} type={type} className={ui.input} autoComplete="off" aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && (
        <p id={`${id}-hint`} className={admin.muted}>
          {hint}
        </p>
      )}
    </div>
  );
}
