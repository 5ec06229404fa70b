const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A category token: base64 of 'cat_' plus the numeric id (spec 1 section 2.1). */
export function encodeCategoryToken(id: number): string {
  return btoa(`cat_${id}`);
}

/** The category id of a token, or null when it is not base64 of 'cat_' plus 1 to 9 digits ('Invalid category token'). */
export function decodeCategoryToken(token: string): number | null {
  const trimmed = token.trim();
  if (!BASE64.test(trimmed) || trimmed.length % 4 !== 0) return null;
  const match = /^cat_(\d{1,9})$/.exec(atob(trimmed));
  return match ? Number(match[1]) : null;
}
