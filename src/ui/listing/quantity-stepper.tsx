import { useEffect, useState } from 'react';
import { clampQuantity } from '../../lib/add-to-cart';
import * as ui from '../ui.css';
import * as styles from './listing.css';
import { listingStrings as t } from './strings';

/** A quantity field with - and + clamped to its bounds; an empty entry resets to the minimum on blur. */
export function QuantityStepper({ value, min, max, onChange }: { value: number; min: number; max: number; onChange: (value: number) => void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const set = (next: number) => onChange(clampQuantity(next, { min, max }));
  return (
    <span className={styles.stepper} part="quantity">
      <button type="button" className={ui.button} aria-label={t.decrease} disabled={value <= min} onClick={() => set(value - 1)}>−</button>
      <input
        className={`${ui.input} ${styles.stepperInput}`}
        type="number"
        inputMode="numeric"
        aria-label={t.quantity}
        min={min}
        max={max}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => {
          const entered = event.currentTarget.value.trim();
          const next = clampQuantity(entered === '' ? Number.NaN : Number(entered), { min, max });
          setText(String(next));
          onChange(next);
        }}
      />
      <button type="button" className={ui.button} aria-label={t.increase} disabled={value >= max} onClick={() => set(value + 1)}>+</button>
    </span>
  );
}
