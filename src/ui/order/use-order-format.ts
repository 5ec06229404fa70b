import { useStore } from '@nanostores/react';
import { formatRM } from '../../lib/money';
import { perLocale } from '../../lib/per-locale';
import { $config } from '../../store/config';

const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }));

/** RM and date-time formatters in the configured locale. */
export function useOrderFormat() {
  const { locale } = useStore($config);
  const dates = dateFormat(locale);
  return {
    rm: (ringgit: number) => formatRM(ringgit, locale),
    // A date the server wrote; shown as it came when it cannot be read.
    date: (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : dates.format(new Date(iso))),
  };
}
