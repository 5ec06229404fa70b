import { useCallback, useEffect, useRef, useState } from 'react';
import { checkoutForm } from '../../api/workflow';
import type { CheckoutFormQuery, CheckoutFormResponse } from '../../api/types';

/** The product revalidation waits this long after the delivery address stops changing (spec 2 section 4). */
const REVALIDATE_DELAY_MS = 300;

export interface CheckoutFormState {
  form: CheckoutFormResponse | null;
  failed: boolean;
  /** Loads the form afresh (after a failure). */
  reload: () => void;
}

/**
 * GET /workflow/checkout-form once, then again for the chosen location, project and shipping
 * state and district, debounced: each answer replaces the lines' validations and totals.
 */
export function useCheckoutForm(query: CheckoutFormQuery | null): CheckoutFormState {
  const [form, setForm] = useState<CheckoutFormResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  const load = useCallback((next: CheckoutFormQuery) => {
    const call = ++latest.current;
    checkoutForm(next).then(
      (answer) => {
        if (call !== latest.current) return;
        setForm(answer);
        setFailed(false);
      },
      () => {
        if (call === latest.current) setFailed(true);
      },
    );
  }, []);

  useEffect(() => load({}), [load, attempt]);

  const key = query ? JSON.stringify(query) : null;
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => load(JSON.parse(key) as CheckoutFormQuery), REVALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, load]);

  return { form, failed, reload: () => setAttempt((value) => value + 1) };
}
