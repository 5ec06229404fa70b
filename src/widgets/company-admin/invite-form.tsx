import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { CompanyRole } from '../../api/types';
import { fill } from '../../lib/fill';
import { invitePerson } from '../../store/company';
import { useServerText } from '../../ui/server-text';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { $strings } from './strings';

// What the server takes for an address (its own check decides; this one spares a round trip for a plain typo).
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invites an e-mail address as a buyer or approver, optionally an administrator; the server mails the link. */
export function InviteForm() {
  const t = useStore($strings);
  const serverText = useServerText();
  const ids = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    setSent(null);
    const invalid = !email ? t.missingEmail : LOOKS_LIKE_EMAIL.test(email) ? null : t.badEmail;
    setError(invalid);
    if (invalid) {
      emailInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await invitePerson({ email, role: data.get('role') as CompanyRole, administrator: data.get('administrator') === 'on' });
      form.reset();
      setSent(fill(t.invited, { email }));
    } catch (failure) {
      setError(serverText(failure, t.inviteFailed));
    } finally {
      setBusy(false);
      emailInput.current?.focus();
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="invite">
      <h3 id={`${ids}-title`} className={styles.sectionTitle}>
        {t.invite}
      </h3>
      <p className={styles.muted}>{t.inviteIntro}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} part="invite-form">
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-email`}>
            {t.inviteEmail}
          </label>
          <input
            ref={emailInput}
            id={`${ids}-email`}
            name="email"
            type="email"
            autoComplete="off"
            className={ui.input}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
          />
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-role`}>
            {t.inviteRole}
          </label>
          <select id={`${ids}-role`} name="role" className={ui.input} defaultValue="buyer">
            <option value="buyer">{t.buyer}</option>
            <option value="approver">{t.approver}</option>
          </select>
        </div>
        <label className={styles.check}>
          <input type="checkbox" name="administrator" />
          {t.inviteAdministrator}
        </label>
        {error && (
          <p id={`${ids}-error`} className={ui.errorText} role="alert" part="invite-error">
            {error}
          </p>
        )}
        <p className={ui.statusLine} role="status" part="invite-status">
          {sent}
        </p>
        <div>
          <button type="submit" className={ui.primaryButton} disabled={busy} part="send-invitation">
            {busy ? t.sending : t.sendInvitation}
          </button>
        </div>
      </form>
    </section>
  );
}
