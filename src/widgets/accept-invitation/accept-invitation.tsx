import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { acceptInvitation } from '../../api/company';
import type { User } from '../../api/types';
import { fill } from '../../lib/fill';
import { signIn } from '../../store/actions';
import { $config } from '../../store/config';
import { emit } from '../../ui/events';
import { Link } from '../../ui/link';
import { useServerText } from '../../ui/server-text';
import * as ui from '../../ui/ui.css';
import * as styles from './accept-invitation.css';
import { $strings } from './strings';

export interface AcceptInvitationProps {
  /** The token of the mailed link. */
  token?: string;
}

/** The smallest password the server takes (NewPasswordSchema). */
const MIN_PASSWORD = 8;

/** lapasar-accept-invitation: the page an invitation's link opens; makes the account in the inviting company and signs it in. */
export function AcceptInvitation({ token }: AcceptInvitationProps) {
  const t = useStore($strings);
  const serverText = useServerText();
  const { routes } = useStore($config);
  const ids = useId();
  const [errors, setErrors] = useState<{ name?: string; password?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState<User | null>(null);

  if (!token) {
    return (
      <div className={styles.root} part="accept-invitation">
        <h2 className={styles.title}>{t.title}</h2>
        <p className={ui.errorText} role="alert" part="error">
          {t.noToken}
        </p>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found = {
      ...(name ? {} : { name: t.missingName }),
      ...(password.length >= MIN_PASSWORD ? {} : { password: t.shortPassword }),
      ...(password === String(data.get('confirm') ?? '') ? {} : { confirm: t.mismatch }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { user } = await acceptInvitation(token, name, password);
      await signIn(user);
      setJoined(user);
      emit(form, 'lapasar-login', { user });
    } catch (failure) {
      setErrors({ form: serverText(failure, t.failed) });
    } finally {
      setBusy(false);
    }
  };

  if (joined) {
    return (
      <div className={styles.root} part="accept-invitation">
        <h2 className={styles.title}>{t.title}</h2>
        <p className={styles.text} role="status" part="joined">
          {fill(t.done, { name: joined.userName })}
        </p>
        <Link className={ui.primaryButton} href={routes.home} part="continue">
          {t.continue}
        </Link>
      </div>
    );
  }

  const field = (name: 'name' | 'password' | 'confirm', label: string, type: string, autoComplete: string, hint?: string) => {
    const error = errors[name];
    const described = [hint ? `${ids}-${name}-hint` : '', error ? `${ids}-${name}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${ids}-${name}`}>
          {label}
        </label>
        <input
          id={`${ids}-${name}`}
          name={name}
          type={type}
          className={ui.input}
          autoComplete={autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {hint && (
          <p id={`${ids}-${name}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={`${ids}-${name}-error`} className={ui.errorText} part="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={styles.root} part="accept-invitation">
      <h2 className={styles.title}>{t.title}</h2>
      <p className={styles.text}>{t.intro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} part="form">
        {field('name', t.name, 'text', 'name')}
        {field('password', t.password, 'password', 'new-password', t.passwordHint)}
        {field('confirm', t.confirm, 'password', 'new-password')}
        {errors.form && (
          <p className={ui.errorText} role="alert" part="error">
            {errors.form}
          </p>
        )}
        <button type="submit" className={ui.primaryButton} disabled={busy} part="submit">
          {busy ? t.busy : t.submit}
        </button>
      </form>
    </div>
  );
}
