/** Category tokens of the storefront routes: base64 of 'cat_' plus the id (spec 1 section 2.1). */
export function encodeCategoryToken(id: number): string {
  return Buffer.from(`cat_${id}`).toString('base64');
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The category id of a token, or null when it is not base64 of 'cat_' plus digits ('Invalid category token'). */
export function decodeCategoryToken(token: string): number | null {
  const trimmed = token.trim();
  if (!BASE64.test(trimmed) || trimmed.length % 4 !== 0) return null;
  const match = /^cat_(\d{1,9})$/.exec(Buffer.from(trimmed, 'base64').toString('utf8'));
  return match ? Number(match[1]) : null;
}
