const PREFIX = 'cat_';

/** A category token: base64 of 'cat_' plus the numeric id (spec 1 section 2.1). */
export function encodeCategoryToken(id: number): string {
  return btoa(`${PREFIX}${id}`);
}

/** The category id inside a token; throws 'Invalid category token' for anything else. */
export function decodeCategoryToken(token: string): number {
  let text: string;
  try {
    text = atob(token);
  } catch {
    throw new Error('Invalid category token');
  }
  const digits = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : '';
  if (!/^\d+$/.test(digits)) throw new Error('Invalid category token');
  return Number(digits);
}
