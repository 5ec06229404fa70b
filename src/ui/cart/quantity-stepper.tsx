import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { clampQuantity } from '../../lib/add-to-cart';
import * as ui from '../ui.css';
import * as styles from './cart.css';
import { $cartStrings } from './strings';

/** Typing and clicks settle this long before the quantity is committed (spec 1 section 9). */
const STEPPER_DEBOUNCE_MS = 300;
/** How long 'Updated!' and 'Update failed' stay (spec 1 section 9). */
const UPDATED_MS = 2000;
const UPDATE_FAILED_MS = 5000;

export type StepperSize = 'sm' | 'md' | 'lg';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  /** The quantity, clamped; for typing, once it has settled or on blur. */
  onChange: (value: number) => void;
  /**
   * Runs 300 ms after the last change; its promise shows 'Updated!' (2 s) or 'Update failed' (5 s),
   * or nothing when it resolves to false (the caller shows the outcome itself).
   */
  onCommit?: (value: number) => Promise<unknown>;
  size?: StepperSize;
}

/**
 * A quantity field with - and + (spec 1 section 4): clamped to min and max, typing debounced
 * 300 ms, an empty entry reset to the minimum on blur.
 */
export function QuantityStepper({ value, min, max, onChange, onCommit, size = 'md' }: QuantityStepperProps) {
  const t = useStore($cartStrings);
  const [text, setText] = useState(String(value));
  const [status, setStatus] = useState<'idle' | 'updated' | 'failed'>('idle');
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const committing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);

  // A new value from outside shows at once (set while rendering).
  const [textValue, setTextValue] = useState(value);
  if (textValue !== value) {
    setTextValue(value);
    setText(String(value));
  }
  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), status === 'updated' ? UPDATED_MS : UPDATE_FAILED_MS);
    return () => clearTimeout(timer);
  }, [status]);
  useEffect(
    () => () => {
      clearTimeout(typing.current);
      clearTimeout(committing.current);
    },
    [],
  );

  const settle = (next: number, delay: number) => {
    const clamped = clampQuantity(next, { min, max });
    setText(String(clamped));
    onChange(clamped);
    if (!onCommit) return;
    clearTimeout(committing.current);
    committing.current = setTimeout(() => {
      const run = ++latest.current;
      onCommit(clamped).then(
        (outcome) => run === latest.current && outcome !== false && setStatus('updated'),
        () => run === latest.current && setStatus('failed'),
      );
    }, delay);
  };

  const entered = (raw: string) => (raw.trim() === '' ? Number.NaN : Number(raw));

  return (
    <span className={`${styles.stepper} ${styles.stepperSizes[size]}`} part="quantity">
      <button
        type="button"
        className={ui.button}
        aria-label={t.decrease}
        disabled={value <= min}
        onClick={() => settle(value - 1, STEPPER_DEBOUNCE_MS)}
      >
        −
      </button>
      <input
        className={`${ui.input} ${styles.stepperInput}`}
        type="number"
        inputMode="numeric"
        aria-label={t.quantity}
        min={min}
        max={max}
        value={text}
        onChange={(event) => {
          const raw = event.target.value;
          setText(raw);
          clearTimeout(typing.current);
          if (raw.trim() !== '') typing.current = setTimeout(() => settle(entered(raw), 0), STEPPER_DEBOUNCE_MS);
        }}
        onBlur={(event) => {
          clearTimeout(typing.current);
          const next = entered(event.currentTarget.value);
          if (Number.isNaN(next) || next !== value) settle(next, 0);
        }}
      />
      <button
        type="button"
        className={ui.button}
        aria-label={t.increase}
        disabled={value >= max}
        onClick={() => settle(value + 1, STEPPER_DEBOUNCE_MS)}
      >
        +
      </button>
      <span role="status" className={status === 'failed' ? styles.stepperFailed : styles.stepperUpdated} part="quantity-status">
        {status === 'updated' ? t.updated : status === 'failed' ? t.updateFailed : ''}
      </span>
    </span>
  );
}
