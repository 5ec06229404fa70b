/**
 * `make` once per locale, on first use. An Intl formatter is costly to make (Chromium loads its
 * locale's data for the page's first one) and cheap to use again.
 */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(locale)));
    return value;
  };
}
