import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import type { CompanyInvitation, OperatorCompany } from '../../api/types';
import { fill } from '../../lib/fill';
import { auditFilterAtom } from '../../store/company';
import { $config } from '../../store/config';
import {
  inviteAdministrator,
  inviteAgain,
  operatorAuditStore,
  operatorCompanyStore,
  withdrawCompanyInvitation,
} from '../../store/operator';
import { newQueryScope } from '../../store/query';
import * as admin from '../../ui/admin.css';
import { AuditLog } from '../../ui/audit/audit-log';
import { Link } from '../../ui/link';
import { useOrderFormat } from '../../ui/order/use-order-format';
import { useServerText } from '../../ui/server-text';
import { NotLoaded, StatusLine, type Said } from '../../ui/status-line';
import * as ui from '../../ui/ui.css';
import { $companyStrings } from './company-strings';
import { Field, peopleText } from './form-parts';
import * as styles from './operator-companies.css';
import { SettingsSections } from './settings-sections';

type Loaded = NonNullable<ReturnType<ReturnType<typeof operatorCompanyStore>['get']>['data']>;

/** The company's numbers and administrators, read-only. */
function Details({ company }: { company: OperatorCompany }) {
  const t = useStore($companyStrings);
  const format = useOrderFormat();
  const ids = useId();
  return (
    <section className={admin.section} aria-labelledby={`${ids}-title`} part="details">
      <h3 id={`${ids}-title`} className={admin.sectionTitle}>
        {t.details}
      </h3>
      <p className={admin.muted}>{t.detailsIntro}</p>
      <dl className={admin.facts}>
        <dt>{t.registrationNo}</dt>
        <dd>{company.registrationNo}</dd>
        <dt>{t.sstNumber}</dt>
        <dd>{company.sstNumber || t.notGiven}</dd>
        <dt>{t.taxNumber}</dt>
        <dd>{company.taxNumber || t.notGiven}</dd>
        <dt>{t.created}</dt>
        <dd>{format.date(company.createdAt)}</dd>
        <dt>{t.administrators}</dt>
        <dd>{company.administrators.length > 0 ? peopleText(company.administrators) : t.noAdministrator}</dd>
      </dl>
    </section>
  );
}

/** The company's buyers and approvers with their role, administrator flag and status, read-only. */
function People({ people }: { people: Loaded['people'] }) {
  const t = useStore($companyStrings);
  const ids = useId();
  return (
    <section className={admin.section} aria-labelledby={`${ids}-title`} part="people">
      <h3 id={`${ids}-title`} className={admin.sectionTitle}>
        {t.people}
      </h3>
      <p className={admin.muted}>{t.peopleIntro}</p>
      {people.length === 0 ? (
        <p className={admin.muted} part="no-people">
          {t.noPeople}
        </p>
      ) : (
        <table className={admin.table} part="people-table">
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.email}</th>
              <th scope="col">{t.role}</th>
              <th scope="col">{t.administrator}</th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.id} part="person">
                <th scope="row" className={admin.strong}>
                  {person.name}
                  {person.singleSignOn && <span className={admin.muted}> {t.singleSignOn}</span>}
                </th>
                <td data-label={t.email}>{person.email}</td>
                <td data-label={t.role}>{person.role === 'approver' ? t.approver : t.buyer}</td>
                <td data-label={t.administrator}>{person.administrator ? t.yes : t.no}</td>
                <td data-label={t.status}>
                  <span className={admin.badge}>{person.active ? t.active : t.deactivated}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The invitations waiting: an administrator's sent again with a new link, any withdrawn. */
function Invitations({ companyId, invitations }: { companyId: number; invitations: readonly CompanyInvitation[] }) {
  const t = useStore($companyStrings);
  const serverText = useServerText();
  const format = useOrderFormat();
  const ids = useId();
  const [said, setSaid] = useState<Said | null>(null);
  const busy = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Buttons stay enabled (a disabled one would drop the keyboard's focus); an action waits for the one before it.
  const act = async (action: () => Promise<unknown>, done: string, failed: string) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
      setSaid({ text: done });
    } catch (failure) {
      setSaid({ text: serverText(failure, failed), failed: true });
    } finally {
      busy.current = false;
      heading.current?.focus();
    }
  };

  return (
    <section className={admin.section} aria-labelledby={`${ids}-title`} part="invitations-section">
      <h3 id={`${ids}-title`} ref={heading} tabIndex={-1} className={admin.sectionTitle}>
        {t.invitations}
      </h3>
      <StatusLine said={said} part="invitations-status" />
      {invitations.length === 0 ? (
        <p className={admin.muted} part="no-invitations">
          {t.noInvitations}
        </p>
      ) : (
        <ul className={admin.cards} aria-label={t.invitations} part="invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id} className={admin.card} part="invitation">
              <div>
                <p className={admin.strong}>{invitation.email}</p>
                <p className={admin.muted}>
                  {fill(t.invitedAs, { role: invitation.role === 'approver' ? t.approver : t.buyer })}
                  {invitation.administrator && `, ${t.administrator}`}
                  {invitation.invitedBy && ` ${fill(t.invitedBy, { name: invitation.invitedBy })}`}
                  {' · '}
                  {fill(t.expires, { date: format.date(invitation.expiresAt) })}
                </p>
              </div>
              <div className={styles.buttons}>
                {/* The operator invites administrators only: another invitation is its company's to send again. */}
                {invitation.administrator && (
                  <button
                    type="button"
                    className={ui.button}
                    aria-label={fill(t.sendAgainOf, { email: invitation.email })}
                    onClick={() =>
                      void act(() => inviteAgain(companyId, invitation), fill(t.sentAgain, { email: invitation.email }), t.sendAgainFailed)
                    }
                    part="send-again"
                  >
                    {t.sendAgain}
                  </button>
                )}
                <button
                  type="button"
                  className={ui.button}
                  aria-label={fill(t.withdrawOf, { email: invitation.email })}
                  onClick={() =>
                    void act(
                      () => withdrawCompanyInvitation(companyId, invitation.id),
                      fill(t.withdrawn, { email: invitation.email }),
                      t.withdrawFailed,
                    )
                  }
                  part="withdraw"
                >
                  {t.withdraw}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Invites another administrator into the company. */
function InviteForm({ company }: { company: OperatorCompany }) {
  const t = useStore($companyStrings);
  const serverText = useServerText();
  const ids = useId();
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const field = form.querySelector<HTMLInputElement>('[name="email"]');
    if (!email) {
      setSaid({ text: t.missingEmail, failed: true });
      field?.focus();
      return;
    }
    setBusy(true);
    try {
      await inviteAdministrator(company.id, { email, role: data.get('approver') === 'on' ? 'approver' : 'buyer' });
      form.reset();
      setSaid({ text: fill(t.invited, { name: company.name, email }) });
    } catch (failure) {
      setSaid({ text: serverText(failure, t.inviteFailed), failed: true });
    } finally {
      setBusy(false);
      field?.focus();
    }
  };

  return (
    <section className={admin.section} aria-labelledby={`${ids}-title`} part="invite">
      <h3 id={`${ids}-title`} className={admin.sectionTitle}>
        {t.invite}
      </h3>
      <p className={admin.muted}>{t.inviteIntro}</p>
      <form className={admin.form} noValidate onSubmit={(event) => void submit(event)} part="invite-form">
        <Field id={`${ids}-email`} name="email" type="email" label={t.inviteEmail} />
        <label className={admin.check}>
          <input type="checkbox" name="approver" />
          {t.inviteApprover}
        </label>
        <StatusLine said={said} part="invite-status" />
        <div>
          <button type="submit" className={ui.primaryButton} aria-busy={busy || undefined} part="send-invitation">
            {busy ? t.sending : t.sendInvitation}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The company's audit log, filtered like its administrators' own page (no export here). */
function Audit({ companyId }: { companyId: number }) {
  const t = useStore($companyStrings);
  const ids = useId();
  const [$filter] = useState(() => auditFilterAtom());
  const [$entries] = useState(() => operatorAuditStore(companyId, $filter, newQueryScope()));
  return (
    <section className={admin.section} aria-labelledby={`${ids}-title`} part="audit">
      <h3 id={`${ids}-title`} className={admin.sectionTitle}>
        {t.audit}
      </h3>
      <p className={admin.muted}>{t.auditIntro}</p>
      <AuditLog $filter={$filter} $entries={$entries} />
    </section>
  );
}

/** The company's page once its id is known: loading, refused or not found, or its sections. */
function CompanyPage({ companyId }: { companyId: number }) {
  const t = useStore($companyStrings);
  const [$company] = useState(() => operatorCompanyStore(companyId, newQueryScope()));
  const { data, error } = useStore($company);

  if (data)
    return (
      <>
        <h2 className={admin.title} part="company-name">
          {data.company.name}
        </h2>
        <Details company={data.company} />
        <SettingsSections company={data} />
        <People people={data.people} />
        <Invitations companyId={companyId} invitations={data.invitations} />
        <InviteForm company={data.company} />
        <Audit companyId={companyId} />
      </>
    );
  if (error instanceof ApiError && error.status === 404)
    return (
      <p className={ui.errorText} role="alert" part="not-found">
        {fill(t.notFound, { company: companyId })}
      </p>
    );
  return <NotLoaded error={error} words={t} onRetry={() => $company.invalidate()} />;
}

/**
 * One company as the operator reads it (`company`, its id): details, its settings, places,
 * workflows, price limits and integrations (read-only), people, invitations (sent again,
 * withdrawn, a new administrator) and audit log, under a link back to every company.
 */
export function CompanyView({ company }: { company: string }) {
  const t = useStore($companyStrings);
  const { routes } = useStore($config);
  const id = /^[1-9]\d{0,9}$/.test(company) ? Number(company) : null;
  return (
    <>
      <p>
        <Link href={routes.operator} part="back">
          {`← ${t.back}`}
        </Link>
      </p>
      {id === null ? (
        <p className={ui.errorText} role="alert" part="not-found">
          {fill(t.notFound, { company })}
        </p>
      ) : (
        // Keyed by the company, so moving to another one starts its page afresh.
        <CompanyPage key={id} companyId={id} />
      )}
    </>
  );
}
