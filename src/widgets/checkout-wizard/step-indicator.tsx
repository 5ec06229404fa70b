import { useStore } from '@nanostores/react';
import * as styles from './checkout-wizard.css';
import { $strings, type WizardText } from './strings';

type StepState = keyof WizardText['stepState'] | 'active';

const stateOf = (index: number, active: number, completed: boolean): StepState =>
  index === active ? 'active' : completed ? 'completed' : 'pending';

/** The three steps as buttons: any step can be opened; a step is completed once opened and nothing of it holds the order. */
export function StepIndicator({
  active,
  completed,
  onSelect,
}: {
  active: number;
  completed: readonly boolean[];
  onSelect: (step: number) => void;
}) {
  const t = useStore($strings);
  return (
    <nav aria-label={t.steps} part="steps">
      <ol className={styles.steps}>
        {[t.stepNames.buyer, t.stepNames.attachments, t.stepNames.products].map((label, index) => {
          const state = stateOf(index, active, completed[index] ?? false);
          return (
            <li key={label}>
              <button
                type="button"
                className={styles.stepButton}
                data-state={state}
                part={`step step-${state}`}
                aria-current={state === 'active' ? 'step' : undefined}
                onClick={() => onSelect(index)}
              >
                <span className={styles.stepNumber}>{index + 1}</span>
                <span>{label}</span>
                {state !== 'active' && <span className={styles.muted}>({t.stepState[state]})</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
