import { useEffect, useEffectEvent } from 'react';
import { MoneyText } from './money-text';
import * as ui from './ui.css';

/** How long a toast stays (spec 1 section 9). */
const TOAST_MS = 3000;

/** A short notice announced politely and hidden after 3 s; the region stays so screen readers hear each one. */
export function Toast({ message, onHide, className }: { message: string | null; onHide: () => void; className: string }) {
  const hide = useEffectEvent(onHide);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(hide, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div role="status" aria-live="polite" className={message ? className : ui.visuallyHidden} part="toast">
      {message && <MoneyText text={message} />}
    </div>
  );
}
