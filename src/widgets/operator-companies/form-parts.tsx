import * as admin from '../../ui/admin.css';
import * as ui from '../../ui/ui.css';

/** What a form or an action said: a status, or a refusal. */
export interface Said {
  text: string;
  failed?: boolean;
}

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

/** What a form says after it was sent: the status, or the refusal as an alert. */
export function Outcome({ said, part }: { said: Said | null; part: string }) {
  return (
    <p className={said?.failed ? ui.errorText : admin.status} role={said?.failed ? 'alert' : 'status'} part={part}>
      {said?.text}
    </p>
  );
}
