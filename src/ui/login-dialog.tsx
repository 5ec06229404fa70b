import { useStore } from '@nanostores/react';
import { useRef, useState, type FormEvent } from 'react';
import { dashboardViewType, login } from '../api/auth';
import { ApiError } from '../api/client';
import { postLoginTarget } from '../lib/post-login';
import { fillRoute } from '../lib/routes';
import { signIn } from '../store/actions';
import { signInWithCompany } from '../store/single-sign-on';
import { $config } from '../store/config';
import { $loginDialog, closeLoginDialog } from '../store/dialogs';
import { $buyerSettings } from '../store/session';
import { Dialog } from './dialog';
import { emit, navigate } from './events';
import { Link } from './link';
import { $loginStrings } from './login-strings';
import type { User } from '../api/types';
import * as ui from './ui.css';
import { useServerText } from './server-text';

/**
 * The login dialog, opened through $loginDialog, with the reason it opened by itself; signs in,
 * then applies post-login routing when it was opened to land (the buyer stays on the screen
 * otherwise, and the screen shows what it holds for a signed-in buyer).
 */
export function LoginDialog() {
  const serverText = useServerText();
  const t = useStore($loginStrings);
  const { open, notice, noticeCode, land } = useStore($loginDialog);
  const { routes, ssoCompany } = useStore($config);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) return setError(t.missingFields);
    setError('');
    setBusy(true);
    try {
      const { user } = await login(email, password);
      if (!user?.auth_token) return setError(t.invalidResponse);
      if (user.active !== 'Y') return setError(t.inactive);
      await signIn(user);
      await signedIn(user);
    } catch (failure) {
      setError(serverText(failure, t.fallback));
    } finally {
      setBusy(false);
    }
  };

  const signedIn = async (user: User) => {
    closeLoginDialog();
    emit(formRef.current, 'lapasar-login', { user });
    if (!land) return;
    const target = await postLoginTarget(user, $buyerSettings.get(), dashboardViewType);
    if (target) navigate(formRef.current, fillRoute(routes[target]));
  };

  const companySignIn = async (company: string) => {
    setError('');
    setBusy(true);
    try {
      await signedIn(await signInWithCompany(company, { blocked: t.popupBlocked, closed: t.popupClosed }));
    } catch (failure) {
      // The server's refusal by its code; the popup's own failures (blocked, closed) are worded already.
      setError(
        failure instanceof ApiError
          ? serverText(failure, t.fallback)
          : failure instanceof Error && failure.message
            ? failure.message
            : t.fallback,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={t.title} dismissible onDismiss={closeLoginDialog} part="login-dialog" closeLabel={t.close}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        {notice && (
          <p className={ui.errorText} role="alert" part="login-notice">
            {noticeCode && notice ? serverText(new ApiError(notice, 403, { error: notice, code: noticeCode }), notice) : notice}
          </p>
        )}
        {ssoCompany && (
          <p>
            <button
              type="button"
              className={ui.primaryButton}
              disabled={busy}
              part="login-company"
              onClick={() => void companySignIn(ssoCompany)}
            >
              {t.company}
            </button>
          </p>
        )}
        <div className={ui.field}>
          <label className={ui.label} htmlFor="lapasar-login-email">
            {t.email}
          </label>
          <input id="lapasar-login-email" className={ui.input} name="email" type="email" autoComplete="username" required />
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="lapasar-login-password">
            {t.password}
          </label>
          <input
            id="lapasar-login-password"
            className={ui.input}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        {error && (
          <p className={ui.errorText} role="alert" part="login-error">
            {error}
          </p>
        )}
        <button type="submit" className={ui.primaryButton} disabled={busy} part="login-submit">
          {busy ? t.busy : t.submit}
        </button>
        <p>
          {t.noAccount}{' '}
          <Link href={routes.register} onClick={closeLoginDialog}>
            {t.register}
          </Link>
        </p>
      </form>
    </Dialog>
  );
}
