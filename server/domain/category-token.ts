/** Category tokens of the storefront routes: base64 of 'cat_' plus the id (spec 1 section 2.1). */
export function encodeCategoryToken(id: number): string {
  return Buffer.from(`cat_${id}`).toString('base64');
}
