import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import type { CompanyIdentityProvider, IdentityProviderRequest } from '../../api/types';
import { listOf } from '../../lib/company-integrations';
import { fill } from '../../lib/fill';
import { setIdentityProvider } from '../../store/company-integrations';
import { useServerText } from '../../ui/server-text';
import { StatusLine, type Said } from '../../ui/status-line';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { $integrationStrings } from './integration-strings';
import { useSecretState } from './secret-state';
import { useRefusal } from './use-refusal';

const FIELDS = [
  'slug',
  'issuer',
  'clientId',
  'clientSecret',
  'emailDomains',
  'roleClaim',
  'approverRoleValues',
  'buyerRoleValues',
  'embedOrigins',
  'passwordSignIn',
] as const;
type Field = (typeof FIELDS)[number];
type ListField = 'emailDomains' | 'approverRoleValues' | 'buyerRoleValues' | 'embedOrigins';
const REQUIRED = ['slug', 'issuer', 'clientId', 'roleClaim'] as const;

/** The company's identity provider settings, saved whole; the client secret only as set or not, replaced when one is typed. */
export function IdentityProviderForm({ provider }: { provider: CompanyIdentityProvider | null }) {
  const t = useStore($integrationStrings);
  const serverText = useServerText();
  const secretState = useSecretState();
  const ids = useId();
  const { form: formRef, refuse, clear, fieldProps, errorAt } = useRefusal(FIELDS, 'provider');
  const [useOidc, setUseOidc] = useState(provider ? provider.oidc !== null : true);
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const labels: Record<Field, string> = {
    slug: t.slug,
    issuer: t.issuer,
    clientId: t.clientId,
    clientSecret: t.newClientSecret,
    emailDomains: t.emailDomains,
    roleClaim: t.roleClaim,
    approverRoleValues: t.approverRoleValues,
    buyerRoleValues: t.buyerRoleValues,
    embedOrigins: t.embedOrigins,
    passwordSignIn: t.passwordSignIn,
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: Field) => String(data.get(name) ?? '').trim();
    setSaid(null);
    const missing = REQUIRED.find((name) => (useOidc || (name !== 'issuer' && name !== 'clientId')) && value(name) === '');
    if (missing) return refuse(fill(t.required, { field: labels[missing] }), missing);
    clear();
    const secret = String(data.get('clientSecret') ?? '');
    const settings: IdentityProviderRequest = {
      slug: value('slug'),
      oidc: useOidc ? { issuer: value('issuer'), clientId: value('clientId'), ...(secret ? { clientSecret: secret } : {}) } : null,
      emailDomains: listOf(value('emailDomains')).map((domain) => domain.toLowerCase()),
      roleClaim: value('roleClaim'),
      approverRoleValues: listOf(value('approverRoleValues')),
      buyerRoleValues: listOf(value('buyerRoleValues')),
      embedOrigins: listOf(value('embedOrigins')),
      passwordSignIn: data.get('passwordSignIn') === 'on',
    };
    setBusy(true);
    try {
      await setIdentityProvider(settings);
      const typed = form.querySelector<HTMLInputElement>('[name="clientSecret"]');
      if (typed) typed.value = '';
      setSaid({ text: t.providerSaved });
    } catch (failure) {
      if (failure instanceof ApiError && failure.data?.code === 'password_sign_in_lockout') refuse(t.lockout, 'passwordSignIn');
      else refuse(serverText(failure, t.providerFailed));
    } finally {
      setBusy(false);
    }
  };

  const input = (name: Exclude<Field, 'passwordSignIn' | ListField>, defaultValue: string, hint?: string) => (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={`${ids}-${name}`}>
        {labels[name]}
      </label>
      <input
        id={`${ids}-${name}`}
        name={name}
        type={name === 'clientSecret' ? 'password' : 'text'}
        autoComplete={name === 'clientSecret' ? 'new-password' : 'off'}
        spellCheck={false}
        className={ui.input}
        defaultValue={defaultValue}
        {...fieldProps(name, hint ? `${ids}-${name}-hint` : undefined)}
      />
      {hint && (
        <p id={`${ids}-${name}-hint`} className={styles.muted}>
          {hint}
        </p>
      )}
      {errorAt(name)}
    </div>
  );

  const list = (name: ListField, values: string[]) => (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={`${ids}-${name}`}>
        {labels[name]}
      </label>
      <textarea
        id={`${ids}-${name}`}
        name={name}
        rows={3}
        spellCheck={false}
        className={ui.input}
        defaultValue={values.join('\n')}
        {...fieldProps(name, `${ids}-one-line`)}
      />
      {errorAt(name)}
    </div>
  );

  const secret = provider?.oidc?.clientSecret;
  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="identity-provider">
      <h4 id={`${ids}-title`} className={styles.subTitle}>
        {t.provider}
      </h4>
      <p className={styles.muted}>{t.providerIntro}</p>
      {!provider && (
        <p className={styles.note} part="no-provider">
          {t.noProvider}
        </p>
      )}
      <p id={`${ids}-one-line`} hidden>
        {t.oneLine}
      </p>
      <form
        ref={formRef}
        key={JSON.stringify(provider)}
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        part="provider-form"
      >
        {input('slug', provider?.slug ?? '')}
        <label className={styles.check}>
          <input type="checkbox" checked={useOidc} onChange={(event) => setUseOidc(event.currentTarget.checked)} part="provider-oidc" />
          {t.useOidc}
        </label>
        {useOidc && (
          <>
            {input('issuer', provider?.oidc?.issuer ?? '')}
            {input('clientId', provider?.oidc?.clientId ?? '')}
            <p className={styles.muted} part="client-secret-state">
              {t.clientSecret}: {secretState(secret)}
            </p>
            {input('clientSecret', '', t.clientSecretHint)}
          </>
        )}
        {list('emailDomains', provider?.emailDomains ?? [])}
        {input('roleClaim', provider?.roleClaim ?? 'lapasar_role')}
        {list('approverRoleValues', provider?.approverRoleValues ?? [])}
        {list('buyerRoleValues', provider?.buyerRoleValues ?? [])}
        {list('embedOrigins', provider?.embedOrigins ?? [])}
        <div className={ui.field}>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="passwordSignIn"
              defaultChecked={provider?.passwordSignIn ?? true}
              {...fieldProps('passwordSignIn', `${ids}-password-hint`)}
              part="provider-password-sign-in"
            />
            {t.passwordSignIn}
          </label>
          <p id={`${ids}-password-hint`} className={styles.muted}>
            {t.passwordSignInHint}
          </p>
          {errorAt('passwordSignIn')}
        </div>
        {errorAt(null)}
        <div className={styles.buttons}>
          <button type="submit" className={ui.primaryButton} aria-busy={busy || undefined} part="provider-save">
            {busy ? t.saving : t.save}
          </button>
        </div>
      </form>
      <StatusLine said={said} part="provider-status" />
    </section>
  );
}
