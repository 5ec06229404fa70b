import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CompanyPerson, CompanyRole } from '../../api/types';
import { fill } from '../../lib/fill';
import { changePerson, companyPeopleStore, withdrawInvitation } from '../../store/company';
import { newQueryScope } from '../../store/query';
import { $user } from '../../store/session';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useOrderFormat } from '../../ui/order/use-order-format';
import { useServerText } from '../../ui/server-text';
import { NotLoaded, StatusLine, type Said } from '../../ui/status-line';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { InviteForm } from './invite-form';
import { $strings } from './strings';

// The access dialog loads when first opened.
const AccessDialog = lazy(async () => ({ default: (await import('./access')).AccessDialog }));

/** The company's people (role, administrator, active, each changed at once) and its invitations waiting, with a form to invite. */
export function PeopleSection() {
  const t = useStore($strings);
  const serverText = useServerText();
  const format = useOrderFormat();
  const me = useStore($user);
  const [$people] = useState(() => companyPeopleStore(newQueryScope()));
  const { data, error } = useStore($people);
  // The server's answers to changes, shown over the company as read until it is read again.
  const [answered, setAnswered] = useState<{ over: typeof data; people: Record<number, CompanyPerson> }>({ over: undefined, people: {} });
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<CompanyPerson | null>(null);
  const statusButtons = useRef(new Map<number, HTMLButtonElement>());
  const invitationsTitle = useRef<HTMLHeadingElement>(null);
  const [opened, setOpened] = useState<CompanyPerson | null>(null);
  const accessButtons = useRef(new Map<number, HTMLButtonElement>());
  const closedAccess = useRef<number | null>(null);
  // The page is inert while the modal dialog is open: the opener takes the keyboard back once it is gone.
  useEffect(() => {
    if (opened || closedAccess.current === null) return;
    accessButtons.current.get(closedAccess.current)?.focus();
    closedAccess.current = null;
  }, [opened]);

  if (!data) return <NotLoaded error={error} words={t} onRetry={() => $people.invalidate()} />;

  // Controls stay enabled (a disabled control would drop the keyboard's focus); a change waits for the one before it.
  const apply = async (person: CompanyPerson, change: Parameters<typeof changePerson>[1]) => {
    if (busy !== null) return;
    setBusy(person.id);
    try {
      const after = await changePerson(person.id, change);
      setAnswered((current) => ({ over: data, people: { ...(current.over === data ? current.people : {}), [after.id]: after } }));
      setSaid({ text: fill(t.saved, { name: after.name }) });
    } catch (failure) {
      setSaid({ text: serverText(failure, t.changeFailed), failed: true });
    } finally {
      setBusy(null);
    }
  };

  const closeConfirm = (person: CompanyPerson) => {
    setConfirming(null);
    statusButtons.current.get(person.id)?.focus();
  };

  const withdraw = async (id: number, email: string) => {
    try {
      await withdrawInvitation(id);
      setSaid({ text: fill(t.withdrawn, { email }) });
    } catch (failure) {
      setSaid({ text: serverText(failure, t.withdrawFailed), failed: true });
    }
    invitationsTitle.current?.focus();
  };

  const people = data.people.map((person) => (answered.over === data ? answered.people[person.id] : undefined) ?? person);
  const roleName = (role: CompanyRole) => (role === 'approver' ? t.approver : t.buyer);

  return (
    <section className={styles.section} aria-labelledby="company-people-title" part="people">
      <h3 id="company-people-title" className={styles.sectionTitle}>
        {t.people}
      </h3>
      <p className={styles.muted}>{t.peopleIntro}</p>
      <StatusLine said={said} part="people-status" />
      <table className={styles.table} part="people-table">
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.email}</th>
            <th scope="col">{t.role}</th>
            <th scope="col">{t.administrator}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.access}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id} aria-busy={busy === person.id || undefined} part="person">
              <th scope="row" className={styles.strong}>
                {person.name} {person.id === me?.recid && <span className={styles.muted}>{t.you}</span>}
                {person.singleSignOn && <span className={styles.muted}> {t.singleSignOn}</span>}
              </th>
              <td data-label={t.email}>{person.email}</td>
              <td data-label={t.role}>
                <select
                  className={`${ui.input} ${styles.select}`}
                  aria-label={fill(t.roleOf, { name: person.name })}
                  value={person.role}
                  onChange={(event) => void apply(person, { role: event.currentTarget.value as CompanyRole })}
                  part="person-role"
                >
                  <option value="buyer">{t.buyer}</option>
                  <option value="approver">{t.approver}</option>
                </select>
                {person.singleSignOn && person.assertedRole && (
                  <span className={styles.muted} part="person-asserted-role">
                    {' '}
                    {fill(t.assertedRole, { role: t[person.assertedRole] })}
                  </span>
                )}
              </td>
              <td data-label={t.administrator}>
                <input
                  type="checkbox"
                  aria-label={fill(t.administratorOf, { name: person.name })}
                  checked={person.administrator}
                  onChange={(event) => void apply(person, { administrator: event.currentTarget.checked })}
                  part="person-administrator"
                />
              </td>
              <td data-label={t.status}>
                <span className={styles.badge}>{person.active ? t.active : t.deactivated}</span>{' '}
                <button
                  type="button"
                  ref={(node) => {
                    if (node) statusButtons.current.set(person.id, node);
                    else statusButtons.current.delete(person.id);
                  }}
                  className={person.active ? `${ui.button} ${styles.danger}` : ui.button}
                  aria-label={fill(person.active ? t.deactivateOf : t.reactivateOf, { name: person.name })}
                  onClick={() => (person.active ? setConfirming(person) : void apply(person, { active: true }))}
                  part="person-active"
                >
                  {person.active ? t.deactivate : t.reactivate}
                </button>
              </td>
              <td data-label={t.access}>
                <button
                  type="button"
                  ref={(node) => {
                    if (node) accessButtons.current.set(person.id, node);
                    else accessButtons.current.delete(person.id);
                  }}
                  className={ui.button}
                  aria-label={fill(t.accessOf, { name: person.name })}
                  aria-haspopup="dialog"
                  onClick={() => setOpened(person)}
                  part="person-access"
                >
                  {t.access}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 ref={invitationsTitle} tabIndex={-1} className={styles.sectionTitle}>
        {t.invitations}
      </h3>
      {data.invitations.length === 0 ? (
        <p className={styles.muted} part="no-invitations">
          {t.noInvitations}
        </p>
      ) : (
        <ul className={styles.cards} aria-label={t.invitations} part="invitations">
          {data.invitations.map((invitation) => (
            <li key={invitation.id} className={styles.card} part="invitation">
              <div>
                <p className={styles.strong}>{invitation.email}</p>
                <p className={styles.muted}>
                  {fill(t.invitedAs, { role: roleName(invitation.role) })}
                  {invitation.administrator && `, ${t.administrator}`}
                  {invitation.invitedBy && ` ${fill(t.invitedBy, { name: invitation.invitedBy })}`}
                  {' · '}
                  {fill(t.expires, { date: format.date(invitation.expiresAt) })}
                </p>
              </div>
              <button
                type="button"
                className={ui.button}
                aria-label={fill(t.withdrawOf, { email: invitation.email })}
                onClick={() => void withdraw(invitation.id, invitation.email)}
                part="withdraw"
              >
                {t.withdraw}
              </button>
            </li>
          ))}
        </ul>
      )}

      <InviteForm />

      <ConfirmDialog
        question={confirming && fill(t.confirmDeactivate, { name: confirming.name })}
        labels={{ ok: t.ok, cancel: t.cancel, close: t.close }}
        onConfirm={() => {
          if (!confirming) return;
          const person = confirming;
          closeConfirm(person);
          void apply(person, { active: false }).then(() => statusButtons.current.get(person.id)?.focus());
        }}
        onCancel={() => confirming && closeConfirm(confirming)}
      />
      {opened && (
        <Suspense fallback={null}>
          <AccessDialog
            person={opened}
            onClose={() => {
              closedAccess.current = opened.id;
              setOpened(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
