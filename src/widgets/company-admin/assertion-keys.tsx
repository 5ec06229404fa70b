import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { AssertionKeyRequest, CompanyAssertionKey } from '../../api/types';
import { ASSERTION_ALGORITHMS } from '../../lib/company-integrations';
import { fill } from '../../lib/fill';
import { addAssertionKey, revokeAssertionKey } from '../../store/company-integrations';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useOrderFormat } from '../../ui/order/use-order-format';
import { useServerText } from '../../ui/server-text';
import { StatusLine, type Said } from '../../ui/status-line';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { $integrationStrings } from './integration-strings';
import { useRefusal } from './use-refusal';
import { useRemoval } from './use-removal';

const FIELDS = ['kid', 'algorithm', 'publicKey'] as const;
// The server names the key by the form it came in.
const ALIASES = { pem: 'publicKey', jwk: 'publicKey' } as const;

/** The key as the request carries it: one JWK when the text is a JSON object, else a PEM; null for text that starts as JSON and is not an object. */
function keyOf(text: string): Pick<AssertionKeyRequest, 'pem' | 'jwk'> | null {
  if (!text.startsWith('{')) return { pem: text };
  try {
    const jwk: unknown = JSON.parse(text);
    return jwk !== null && typeof jwk === 'object' && !Array.isArray(jwk) ? { jwk: jwk as Record<string, unknown> } : null;
  } catch {
    return null;
  }
}

/** The company's assertion keys, live and revoked; one added from a pasted PEM or JWK, one revoked after a confirmation. */
export function AssertionKeys({ keys, hasProvider }: { keys: CompanyAssertionKey[]; hasProvider: boolean }) {
  const t = useStore($integrationStrings);
  const serverText = useServerText();
  const format = useOrderFormat();
  const ids = useId();
  const { form: formRef, refuse, clear, fieldProps, errorAt } = useRefusal(FIELDS, 'key', ALIASES);
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const removal = useRemoval(title, {
    keyOf: (key: CompanyAssertionKey) => key.id,
    remove: async (key) => {
      await revokeAssertionKey(key.id);
      return fill(t.keyRevoked, { kid: key.kid });
    },
    failed: t.revokeFailed,
    say: setSaid,
  });
  const labels = { kid: t.kid, algorithm: t.algorithm, publicKey: t.publicKey };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const kid = String(data.get('kid') ?? '').trim();
    const text = String(data.get('publicKey') ?? '').trim();
    setSaid(null);
    const missing = !kid ? 'kid' : !text ? 'publicKey' : null;
    if (missing) return refuse(fill(t.required, { field: labels[missing] }), missing);
    const key = keyOf(text);
    if (!key) return refuse(t.badJwk, 'publicKey');
    clear();
    setBusy(true);
    try {
      const added = await addAssertionKey({ kid, algorithm: data.get('algorithm') as AssertionKeyRequest['algorithm'], ...key });
      form.reset();
      setSaid({ text: fill(t.keyAdded, { kid: added.kid }) });
    } catch (failure) {
      refuse(serverText(failure, t.keyFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${ids}-title`} part="assertion-keys">
      <h4 ref={title} tabIndex={-1} id={`${ids}-title`} className={styles.subTitle}>
        {t.keys}
      </h4>
      <p className={styles.muted}>{t.keysIntro}</p>
      <StatusLine said={said} part="key-status" />
      {keys.length === 0 ? (
        <p className={styles.muted} part="no-keys">
          {t.noKeys}
        </p>
      ) : (
        <table className={styles.table} part="key-table">
          <thead>
            <tr>
              <th scope="col">{t.kid}</th>
              <th scope="col">{t.algorithm}</th>
              <th scope="col">{t.fingerprint}</th>
              <th scope="col">{t.added}</th>
              <th scope="col">{t.state}</th>
              <th scope="col">
                <span className={ui.visuallyHidden}>{t.revoke}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={`${key.id}:${key.revokedAt ?? ''}`} part="assertion-key">
                <th scope="row" className={styles.strong}>
                  {key.kid}
                </th>
                <td data-label={t.algorithm}>{key.algorithm}</td>
                <td data-label={t.fingerprint} className={styles.code}>
                  {key.fingerprint ?? ''}
                </td>
                <td data-label={t.added}>{format.date(key.addedAt)}</td>
                <td data-label={t.state} part="key-state">
                  {key.revokedAt ? fill(t.revokedOn, { date: format.date(key.revokedAt) }) : t.live}
                </td>
                <td>
                  {!key.revokedAt && (
                    <button
                      type="button"
                      ref={removal.buttonRef(key)}
                      className={`${ui.button} ${styles.danger}`}
                      aria-label={fill(t.revokeOf, { kid: key.kid })}
                      onClick={() => removal.ask(key)}
                      part="key-revoke"
                    >
                      {t.revoke}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h5 id={`${ids}-add`} className={styles.subTitle}>
        {t.addKey}
      </h5>
      {!hasProvider ? (
        <p className={styles.note} part="keys-need-provider">
          {t.keysNeedProvider}
        </p>
      ) : (
        <form
          ref={formRef}
          className={styles.form}
          aria-labelledby={`${ids}-add`}
          noValidate
          onSubmit={(event) => void submit(event)}
          part="key-form"
        >
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${ids}-kid`}>
              {t.kid}
            </label>
            <input id={`${ids}-kid`} name="kid" className={ui.input} autoComplete="off" spellCheck={false} {...fieldProps('kid')} />
            {errorAt('kid')}
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${ids}-algorithm`}>
              {t.algorithm}
            </label>
            <select
              id={`${ids}-algorithm`}
              name="algorithm"
              className={`${ui.input} ${styles.select}`}
              defaultValue="ES256"
              {...fieldProps('algorithm')}
            >
              {ASSERTION_ALGORITHMS.map((algorithm) => (
                <option key={algorithm} value={algorithm}>
                  {algorithm}
                </option>
              ))}
            </select>
            {errorAt('algorithm')}
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor={`${ids}-key`}>
              {t.publicKey}
            </label>
            <textarea
              id={`${ids}-key`}
              name="publicKey"
              rows={6}
              spellCheck={false}
              className={`${ui.input} ${styles.code}`}
              {...fieldProps('publicKey', `${ids}-key-hint`)}
            />
            <p id={`${ids}-key-hint`} className={styles.muted}>
              {t.publicKeyHint}
            </p>
            {errorAt('publicKey')}
          </div>
          {errorAt(null)}
          <div className={styles.buttons}>
            <button type="submit" className={ui.primaryButton} aria-busy={busy || undefined} part="key-add">
              {busy ? t.saving : t.addKeyButton}
            </button>
          </div>
        </form>
      )}

      <ConfirmDialog
        question={removal.confirming && fill(t.confirmRevoke, { kid: removal.confirming.kid })}
        labels={{ ok: t.revoke, cancel: t.cancel, close: t.close }}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </section>
  );
}
