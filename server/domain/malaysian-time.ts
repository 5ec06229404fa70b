/** Times on the documents the server renders (the quotation, the compare exports), in Malaysia's time zone whatever the server's. */
import { perLocale } from '../../src/lib/per-locale';

const MALAYSIA = 'Asia/Kuala_Lumpur';
const dateFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: MALAYSIA }),
);
const timeFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: MALAYSIA }));

/** '23 November 2026, 11:00 am MYT'; in ms-MY '23 November 2026, 11:00 PG MYT'. */
export function malaysianTime(at: Date, locale = 'en-MY'): string {
  // Some ICU versions put a narrow no-break space before am/pm, which the standard PDF fonts lack.
  return `${dateFormat(locale).format(at)}, ${timeFormat(locale).format(at).replace(/\s/g, ' ')} MYT`;
}
