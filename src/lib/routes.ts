import type { SearchType } from './search';

/**
 * Fills `{name}` placeholders of a route template with URL-encoded values. '=' is left as is
 * (valid in paths and query values) so base64 category tokens stay readable.
 */
export function fillRoute(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? encodeURIComponent(String(params[name])).replace(/%3D/g, '=') : whole,
  );
}

/** The search results URL: by-product is the default and is not written out. */
export function searchHref(template: string, query: string, type: SearchType): string {
  const href = fillRoute(template, { query });
  if (type === 'by-product') return href;
  return `${href}${href.includes('?') ? '&' : '?'}type=by-seller`;
}
