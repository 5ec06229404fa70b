import { useStore } from '@nanostores/react';
import { formatRM } from '../../lib/money';
import { perLocale } from '../../lib/per-locale';
import { $locale } from '../../store/language';

const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));
// A calendar day the buyer picked (YYYY-MM-DD), shown as that day wherever the viewer is.
const dayFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }));

/** RM and date-time formatters in the locale in force. */
export function useOrderFormat() {
  const locale = useStore($locale);
  const dates = dateFormat(locale);
  const days = dayFormat(locale);
  return {
    rm: (ringgit: number) => formatRM(ringgit, locale),
    // A date the server wrote; shown as it came when it cannot be read.
    date: (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : dates.format(new Date(iso))),
    day: (ymd: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(ymd) && !Number.isNaN(Date.parse(ymd)) ? days.format(new Date(`${ymd}T00:00:00Z`)) : ymd,
  };
}
