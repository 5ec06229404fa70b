import { useId, type ReactNode } from 'react';
import { MoneyText } from '../../ui/money-text';
import * as ui from '../../ui/ui.css';
import * as styles from './checkout-wizard.css';

interface FieldProps {
  label: string;
  error?: string;
  required?: boolean;
  className?: string;
  /** The control, given its id and the id of its error. */
  children: (ids: { id: string; errorId: string; invalid: boolean }) => ReactNode;
}

/** A labelled control with its problem below, announced with the control. */
export function Field({ label, error, required = false, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${ui.field} ${className}` : ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, errorId, invalid: Boolean(error) })}
      {error && (
        <span id={errorId} className={styles.fieldError} part="field-error">
          <MoneyText text={error} />
        </span>
      )}
    </div>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date';
  readOnly?: boolean;
  className?: string;
  multiline?: boolean;
  /** The earliest date a date field takes. */
  min?: string;
}

/** A text input (or textarea) with its label and problem. */
export function TextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  type = 'text',
  readOnly,
  className,
  multiline,
  min,
}: TextFieldProps) {
  return (
    <Field label={label} error={error} required={required} className={className}>
      {({ id, errorId, invalid }) =>
        multiline ? (
          <textarea
            id={id}
            name={name}
            className={ui.input}
            value={value}
            rows={3}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={type}
            className={ui.input}
            value={value}
            readOnly={readOnly}
            required={required}
            min={min}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
          />
        )
      }
    </Field>
  );
}
