/** The languages LaPasar speaks: English (the spec's words) and Bahasa Malaysia. */
export type Language = 'en' | 'ms';

/** The language of a BCP 47 locale: Bahasa Malaysia for ms and ms-*, English for any other. */
export const languageOf = (locale: string): Language => (/^ms(-|$)/i.test(locale) ? 'ms' : 'en');

/**
 * The language of an Accept-Language header: its first tag's (q-values are not weighed, the
 * elements send their one locale), English when there is none or it is no language tag.
 */
export function languageOfHeader(acceptLanguage: string | undefined): Language {
  return statedLanguage(acceptLanguage) ?? 'en';
}

/**
 * The language a request asks for, when it names one: that of the first tag of its Accept-Language
 * (English for any language but Malay), undefined when the header is absent or starts with no
 * language (`*`, nothing), so a call that states no language changes nothing.
 */
export function statedLanguage(acceptLanguage: string | undefined): Language | undefined {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return /^[a-z]{2,8}(-|$)/i.test(first) ? languageOf(first) : undefined;
}

/**
 * The cookie the storefront keeps its locale in, so the pages the server writes (a page's first
 * view, the e-mail verification page) speak the language its elements will.
 */
export const LOCALE_COOKIE = 'lapasar_locale';
