import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import type { OperatorCompany } from '../../api/types';
import { fill } from '../../lib/fill';
import { fillRoute } from '../../lib/routes';
import { $config } from '../../store/config';
import { openLoginDialog } from '../../store/dialogs';
import { newQueryScope } from '../../store/query';
import { createCompany, inviteAdministrator, operatorCompaniesStore } from '../../store/operator';
import { $operates, $signedIn } from '../../store/session';
import { useOrderFormat } from '../../ui/order/use-order-format';
import { PageDialogs } from '../../ui/page-dialogs';
import * as admin from '../../ui/admin.css';
import { Link } from '../../ui/link';
import { useServerText } from '../../ui/server-text';
import { NotLoaded, StatusLine, type Said } from '../../ui/status-line';
import * as ui from '../../ui/ui.css';
import { Field, peopleText } from './form-parts';
import { $strings } from './strings';

// One company's page loads when first shown: the list is what the operator opens most.
const CompanyView = lazy(async () => ({ default: (await import('./company-view')).CompanyView }));

/** Creates a company, and invites its first administrator when an address is given. */
function CreateCompanyForm() {
  const t = useStore($strings);
  const serverText = useServerText();
  const ids = useId();
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const [name, registrationNo, email] = [value('name'), value('registrationNo'), value('email')];
    const missing = !name ? ['name', t.missingName] : !registrationNo ? ['registrationNo', t.missingRegistration] : null;
    if (missing) {
      setSaid({ text: missing[1], failed: true });
      form.querySelector<HTMLInputElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { company } = await createCompany({
        name,
        registrationNo,
        sstNumber: value('sstNumber'),
        taxNumber: value('taxNumber'),
        ...(email ? { administrator: { email, role: data.get('approver') === 'on' ? 'approver' : 'buyer' } } : {}),
      });
      form.reset();
      setSaid({ text: email ? fill(t.created_, { name: company.name, email }) : fill(t.createdAlone, { name: company.name }) });
    } catch (failure) {
      setSaid({ text: serverText(failure, t.createFailed), failed: true });
    } finally {
      setBusy(false);
      formRef.current?.querySelector<HTMLInputElement>('[name="name"]')?.focus();
    }
  };

  return (
    <section aria-labelledby={`${ids}-title`} part="create">
      <h3 id={`${ids}-title`} className={admin.sectionTitle}>
        {t.create}
      </h3>
      <form ref={formRef} className={admin.form} noValidate onSubmit={(event) => void submit(event)} part="create-form">
        <Field id={`${ids}-name`} name="name" label={t.name} />
        <Field id={`${ids}-registration`} name="registrationNo" label={t.registrationNo} hint={t.registrationHint} />
        <Field id={`${ids}-sst`} name="sstNumber" label={t.sstNumber} />
        <Field id={`${ids}-tax`} name="taxNumber" label={t.taxNumber} />
        <Field id={`${ids}-email`} name="email" type="email" label={t.administratorEmail} hint={t.administratorHint} />
        <label className={admin.check}>
          <input type="checkbox" name="approver" />
          {t.approver}
        </label>
        <StatusLine said={said} part="create-status" />
        <div>
          <button type="submit" className={ui.primaryButton} disabled={busy} part="create-company">
            {busy ? t.creating : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Invites an administrator into a company the operator chooses. */
function InviteAdministratorForm({ companies }: { companies: readonly OperatorCompany[] }) {
  const t = useStore($strings);
  const serverText = useServerText();
  const ids = useId();
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const company = companies.find((entry) => entry.id === Number(data.get('company')));
    if (!email || !company) {
      setSaid({ text: t.missingEmail, failed: true });
      form.querySelector<HTMLInputElement>('[name="email"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      await inviteAdministrator(company.id, { email });
      form.reset();
      setSaid({ text: fill(t.invited, { name: company.name, email }) });
    } catch (failure) {
      setSaid({ text: serverText(failure, t.inviteFailed), failed: true });
    } finally {
      setBusy(false);
      form.querySelector<HTMLInputElement>('[name="email"]')?.focus();
    }
  };

  return (
    <section aria-labelledby={`${ids}-title`} part="invite">
      <h3 id={`${ids}-title`} className={admin.sectionTitle}>
        {t.invite}
      </h3>
      <p className={admin.muted}>{t.inviteIntro}</p>
      <form className={admin.form} noValidate onSubmit={(event) => void submit(event)} part="invite-form">
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${ids}-company`}>
            {t.inviteCompany}
          </label>
          <select id={`${ids}-company`} name="company" className={ui.input}>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
        </div>
        <Field id={`${ids}-email`} name="email" type="email" label={t.inviteEmail} />
        <StatusLine said={said} part="invite-status" />
        <div>
          <button type="submit" className={ui.primaryButton} disabled={busy} part="send-invitation">
            {t.sendInvitation}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The companies with their administrators, or who was invited to be one. */
function Companies() {
  const t = useStore($strings);
  const format = useOrderFormat();
  const { routes } = useStore($config);
  const [$companies] = useState(() => operatorCompaniesStore(newQueryScope()));
  const { data, error } = useStore($companies);
  if (!data) return <NotLoaded error={error} words={t} onRetry={() => $companies.invalidate()} />;
  return (
    <>
      {data.length === 0 ? (
        <p className={admin.muted} part="no-companies">
          {t.none}
        </p>
      ) : (
        <table className={admin.table} part="companies">
          <thead>
            <tr>
              <th scope="col">{t.company}</th>
              <th scope="col">{t.registration}</th>
              <th scope="col">{t.people}</th>
              <th scope="col">{t.administrators}</th>
              <th scope="col">{t.created}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((company) => (
              <tr key={company.id} part="company">
                <th scope="row">
                  <Link href={fillRoute(routes.operatorCompany, { id: company.id })} part="company-link">
                    {company.name}
                  </Link>
                </th>
                <td data-label={t.registration}>{company.registrationNo}</td>
                <td data-label={t.people}>{company.people}</td>
                <td data-label={t.administrators}>
                  {company.administrators.length > 0
                    ? peopleText(company.administrators)
                    : company.invitedAdministrators.length > 0
                      ? fill(t.waitingFor, { emails: company.invitedAdministrators.join(', ') })
                      : t.noAdministrator}
                </td>
                <td data-label={t.created}>{format.date(company.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CreateCompanyForm />
      {data.length > 0 && <InviteAdministratorForm companies={data} />}
    </>
  );
}

export interface OperatorCompaniesProps {
  /** The id of the company to show; none lists them all. */
  company?: string;
}

/**
 * lapasar-operator-companies: the marketplace operator's companies, a new company with its first
 * administrator's invitation; or one company's details, people, invitations and audit log.
 */
export function OperatorCompanies({ company = '' }: OperatorCompaniesProps) {
  const t = useStore($strings);
  const signedIn = useStore($signedIn);
  const operates = useStore($operates);
  const shown = company.trim() || null;
  let body;
  if (!signedIn) {
    body = (
      <div className={ui.message} part="sign-in">
        <p>{t.signInPrompt}</p>
        <button type="button" className={ui.primaryButton} onClick={openLoginDialog}>
          {t.signIn}
        </button>
      </div>
    );
  } else if (!operates) {
    body = (
      <p className={ui.message} part="not-operator">
        {t.notOperator}
      </p>
    );
  } else if (shown === null) {
    body = <Companies />;
  } else {
    body = (
      <Suspense fallback={<p role="status">{t.loading}</p>}>
        <CompanyView company={shown} />
      </Suspense>
    );
  }
  const listed = shown === null || !operates;
  return (
    <div className={admin.root} part="operator-companies">
      {listed && <h2 className={admin.title}>{t.title}</h2>}
      {operates && listed && <p className={admin.muted}>{t.intro}</p>}
      {body}
      <PageDialogs />
    </div>
  );
}
