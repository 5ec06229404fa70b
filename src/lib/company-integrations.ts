/** The JWS algorithms a company's assertion key may sign with. */
export const ASSERTION_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const;

/** The entries of a list typed one a line (commas also part them), trimmed, empty ones and repeats left out. */
export function listOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,]/)
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The form field a refusal names: the server leads with the field's path (`oidc.issuer: ...`,
 * `emailDomains.2: ...`, `cxml.sharedSecret: ...`), and the first part of it a form has is where the
 * words belong; `aliases` maps a path's part to the form's name for it. Null when it names none.
 */
export function refusedAt<F extends string>(message: string, fields: readonly F[], aliases: Readonly<Record<string, F>> = {}): F | null {
  const lead = /^([\w.]+): /.exec(message)?.[1];
  for (const part of lead?.split('.') ?? []) {
    const field = aliases[part] ?? part;
    if ((fields as readonly string[]).includes(field)) return field as F;
  }
  return null;
}
