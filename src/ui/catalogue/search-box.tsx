import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import * as ui from '../ui.css';
import * as styles from './catalogue.css';
import { $catalogueStrings } from './strings';

/** Search text waits this long after the last keystroke (spec 1 section 9). */
const SEARCH_DEBOUNCE_MS = 500;

/** `value`, once it has stayed the same for 500 ms. */
export function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The catalogue's search box. */
export function CatalogueSearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const t = useStore($catalogueStrings);
  const id = useId();
  return (
    <span className={styles.searchBox}>
      <label htmlFor={id} className={ui.visuallyHidden}>
        {t.searchLabel}
      </label>
      <input
        id={id}
        className={ui.input}
        type="search"
        part="catalogue-search"
        placeholder={t.searchPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
