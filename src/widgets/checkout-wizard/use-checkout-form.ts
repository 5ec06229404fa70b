import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { checkoutForm } from '../../api/workflow';
import type { CheckoutFormQuery, CheckoutFormResponse } from '../../api/types';

/** The product revalidation waits this long after the delivery address stops changing (spec 2 section 4). */
const REVALIDATE_DELAY_MS = 300;

export interface CheckoutFormState {
  form: CheckoutFormResponse | null;
  /** The query the form in hand answers; the lines are out of date while it is not the one asked for. */
  answered: string | null;
  failed: boolean;
  /** The fields the server refused a query for (a postcode in another state than the address names), and which query. */
  refused: { key: string; fields: Record<string, string> } | null;
  /** Loads the form afresh (after a failure, or after the lines changed). */
  reload: () => void;
}

/** One text per query, whatever the order of its keys and with unset ones left out. */
export function queryKey(query: CheckoutFormQuery): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .toSorted(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/**
 * GET /workflow/checkout-form once `base` is ready (the edit's PO id), then again for the chosen
 * location, project and delivery place, debounced: each answer replaces the lines, their
 * validations and the totals, and says which query it answers.
 */
export function useCheckoutForm(base: CheckoutFormQuery | null, query: CheckoutFormQuery | null): CheckoutFormState {
  const [form, setForm] = useState<{ answer: CheckoutFormResponse; key: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState<CheckoutFormState['refused']>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const asked = useRef<CheckoutFormQuery | null>(null);

  const load = useCallback((next: CheckoutFormQuery) => {
    const call = ++latest.current;
    asked.current = next;
    checkoutForm(next).then(
      (answer) => {
        if (call !== latest.current) return;
        setForm({ answer, key: queryKey(next) });
        setFailed(false);
        setRefused(null);
      },
      (error: unknown) => {
        if (call !== latest.current) return;
        // A refusal naming fields is the buyer's to fix in the form, not a failure to retry.
        const fields = error instanceof ApiError && Array.isArray(error.data?.validation) ? error.data.validation : [];
        if (fields.length > 0)
          setRefused({ key: queryKey(next), fields: Object.fromEntries(fields.map((entry) => [entry.field, entry.message])) });
        else setFailed(true);
      },
    );
  }, []);

  const baseKey = base ? JSON.stringify(base) : null;
  useEffect(() => {
    if (baseKey !== null) load(asked.current ?? (JSON.parse(baseKey) as CheckoutFormQuery));
  }, [baseKey, load, attempt]);

  const key = query ? JSON.stringify(query) : null;
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => load(JSON.parse(key) as CheckoutFormQuery), REVALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, load]);

  return { form: form?.answer ?? null, answered: form?.key ?? null, failed, refused, reload: () => setAttempt((value) => value + 1) };
}
