import { useRef, useState, type RefObject } from 'react';
import { useServerText } from '../../ui/server-text';
import type { Said } from '../../ui/status-line';

interface RemovalOptions<T> {
  /** What tells one row's button from another's. */
  keyOf: (item: T) => string | number;
  /** Removes the item; answers what the status line says once it is gone. */
  remove: (item: T) => Promise<string>;
  /** What a refusal says when the server gave no words of its own. */
  failed: string;
  say: (said: Said) => void;
}

/**
 * A row's removal asked first: Cancel gives the keyboard back to the row's button; once removed the
 * section's `title` takes it, and on a refusal the row's button does, with the refusal said.
 */
export function useRemoval<T>(title: RefObject<HTMLElement | null>, { keyOf, remove, failed, say }: RemovalOptions<T>) {
  const serverText = useServerText();
  const [confirming, setConfirming] = useState<T | null>(null);
  const buttons = useRef(new Map<string | number, HTMLButtonElement>());
  const focusButton = (item: T) => buttons.current.get(keyOf(item))?.focus();

  const run = async (item: T) => {
    setConfirming(null);
    try {
      say({ text: await remove(item) });
      title.current?.focus();
    } catch (failure) {
      say({ text: serverText(failure, failed), failed: true });
      focusButton(item);
    }
  };

  return {
    /** The item whose removal is being asked, if any. */
    confirming,
    ask: (item: T) => setConfirming(item),
    /** Keeps the row's Remove button, to give the keyboard back to. */
    buttonRef: (item: T) => (node: HTMLButtonElement | null) => {
      if (node) buttons.current.set(keyOf(item), node);
      else buttons.current.delete(keyOf(item));
    },
    confirm: () => confirming && void run(confirming),
    cancel: () => {
      if (confirming) focusButton(confirming);
      setConfirming(null);
    },
  };
}
