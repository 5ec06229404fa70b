/** The language of a page the server writes for a browser. */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type Language, LOCALE_COOKIE, languageOf, languageOfHeader } from '../../src/lib/language';

/** The locale the storefront keeps in its cookie (src/lib/language.ts), if any. */
export function storefrontLocale(c: Context): string | undefined {
  return getCookie(c, LOCALE_COOKIE) || undefined;
}

/**
 * A page's language: `asked` when it names one (a mailed link's `lang`), else the storefront's
 * locale (its cookie), else the browser's Accept-Language, else English.
 */
export function pageLanguage(c: Context, asked?: string): Language {
  if (asked === 'en' || asked === 'ms') return asked;
  const locale = storefrontLocale(c);
  return locale ? languageOf(locale) : languageOfHeader(c.req.header('Accept-Language'));
}
