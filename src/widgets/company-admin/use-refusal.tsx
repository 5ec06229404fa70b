import { useEffect, useId, useRef, useState } from 'react';
import { refusedAt } from '../../lib/company-integrations';
import * as ui from '../../ui/ui.css';

interface Problem<F extends string> {
  field: F | null;
  text: string;
}

/**
 * A form's refusal: said beside the field it names (else at the form's end), the field marked
 * invalid and described by it, and the keyboard moved there once it shows.
 */
export function useRefusal<F extends string>(fields: readonly F[], part: string, aliases: Readonly<Record<string, F>> = {}) {
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<Problem<F> | null>(null);

  useEffect(() => {
    if (!problem) return;
    const root = form.current;
    const target = problem.field
      ? (root?.querySelector<HTMLElement>(`[name="${problem.field}"]`) ??
        root?.querySelector<HTMLElement>(`[name="${problem.field}Choice"]:checked`))
      : root?.querySelector<HTMLElement>('[data-refusal]');
    target?.focus();
  }, [problem]);

  const errorId = (field: F | null) => `${ids}-${field ?? 'form'}-error`;

  return {
    form,
    /** Shows `text` at the field its lead names (or the one given), and moves the keyboard there. */
    refuse: (text: string, field: F | null = refusedAt(text, fields, aliases)) => {
      setProblem({ field, text });
    },
    clear: () => setProblem(null),
    /** What marks a field as the refused one, described by the refusal and then by its hints (ids). */
    fieldProps: (field: F, ...hints: (string | undefined)[]) => {
      const refused = problem?.field === field;
      const describedBy = [refused && errorId(field), ...hints].filter(Boolean).join(' ');
      return { 'aria-invalid': refused ? (true as const) : undefined, 'aria-describedby': describedBy || undefined };
    },
    /** The refusal, where it belongs: beside `field`, or with null at the form's end. */
    errorAt: (field: F | null) =>
      problem && problem.field === field ? (
        <p id={errorId(field)} className={ui.errorText} role="alert" tabIndex={-1} data-refusal part={`${part}-error`}>
          {problem.text}
        </p>
      ) : null,
  };
}
