import { useStore } from '@nanostores/react';
import { formatRM } from '../../lib/money';
import { $config } from '../../store/config';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

// One date-time format per locale, made on first use rather than on each render of each order.
function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })));
  return format;
}

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
