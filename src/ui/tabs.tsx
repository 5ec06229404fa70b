import { useRef, type KeyboardEvent } from 'react';
import * as styles from './listing/listing.css';

interface Tab<T extends string | number> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string | number> {
  label: string;
  tabs: readonly Tab<T>[];
  active: T;
  onChange: (id: T) => void;
  /** Ids of the tab buttons and the panel they control: `${idPrefix}-tab-${id}` and `${idPrefix}-panel`. */
  idPrefix: string;
  part: string;
}

/** The id of a tab button, for its panel's aria-labelledby. */
export const tabId = (idPrefix: string, id: string | number) => `${idPrefix}-tab-${id}`;

/**
 * A tab list (the ARIA tabs pattern): one tab in the tab order, arrow keys, Home and End move
 * and choose. The caller renders the panel with id `${idPrefix}-panel`; the element using it
 * adopts the listing sheet, which styles it.
 */
export function Tabs<T extends string | number>({ label, tabs, active, onChange, idPrefix, part }: TabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length].id;
    onChange(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown} part={part}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(node) => {
            if (node) buttons.current.set(tab.id, node);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.id)}
          aria-selected={tab.id === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.id === active ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
