import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import type { SecretState } from '../../api/types';
import { fill } from '../../lib/fill';
import { useOrderFormat } from '../../ui/order/use-order-format';
import * as ui from '../../ui/ui.css';
import * as styles from './company-admin.css';
import { $integrationStrings } from './integration-strings';

/** What a secret's state reads as: set (since when, if known) or not set; never the secret. */
export function useSecretState(): (state: SecretState | null | undefined) => string {
  const t = useStore($integrationStrings);
  const format = useOrderFormat();
  return (state) => (!state?.set ? t.notSet : state.setAt ? fill(t.setSince, { date: format.date(state.setAt) }) : t.set);
}

/** What a form does with a secret: keep the one set, have the server generate one, or take the one typed. */
export type SecretChoice = 'keep' | 'generate' | 'enter';

interface SecretFieldsProps {
  /** The form field of the secret typed; its choice is `{name}Choice`. */
  name: string;
  label: string;
  /** The secret as a sentence names it. */
  noun: string;
  state: SecretState | null | undefined;
  /** Marks and describes the refused field. */
  fieldProps: { 'aria-invalid'?: true; 'aria-describedby'?: string };
  error: ReactNode;
}

/** A secret's state and what to do with it: keep (when one is set), generate, or enter one. */
export function SecretFields({ name, label, noun, state, fieldProps, error }: SecretFieldsProps) {
  const t = useStore($integrationStrings);
  const secretState = useSecretState();
  const ids = useId();
  const [choice, setChoice] = useState<SecretChoice>(state?.set ? 'keep' : 'generate');
  const choices: [SecretChoice, string][] = [
    ...(state?.set ? [['keep', t.keepSecret] as [SecretChoice, string]] : []),
    ['generate', t.generateSecret],
    ['enter', t.enterSecret],
  ];
  return (
    <fieldset className={styles.fieldset} part="secret">
      <legend className={ui.label}>{label}</legend>
      <p className={styles.muted} part="secret-state">
        {fill(t.secretIs, { name: noun, state: secretState(state) })}
      </p>
      {choices.map(([value, text]) => (
        <label key={value} className={styles.check}>
          <input
            type="radio"
            name={`${name}Choice`}
            value={value}
            checked={choice === value}
            onChange={() => setChoice(value)}
            {...(choice === value && value !== 'enter' ? fieldProps : {})}
          />
          {text}
        </label>
      ))}
      {choice === 'enter' && (
        <div className={`${ui.field} ${styles.nested}`}>
          <label className={ui.label} htmlFor={`${ids}-secret`}>
            {fill(t.newSecret, { name: noun })}
          </label>
          <input id={`${ids}-secret`} name={name} type="password" autoComplete="new-password" className={ui.input} {...fieldProps} />
        </div>
      )}
      {error}
    </fieldset>
  );
}
