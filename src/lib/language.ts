/** The languages LaPasar speaks: English (the spec's words) and Bahasa Malaysia. */
export type Language = 'en' | 'ms';

/** The language of a BCP 47 locale: Bahasa Malaysia for ms and ms-*, English for any other. */
export const languageOf = (locale: string): Language => (/^ms(-|$)/i.test(locale) ? 'ms' : 'en');

/**
 * The language of an Accept-Language header: its first tag's (q-values are not weighed, the
 * elements send their one locale), English when there is none or it is no language tag.
 */
export function languageOfHeader(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return languageOf(first);
}
