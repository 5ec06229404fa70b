import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatRM, formatRMRange, prepareAmountFormat } from '../lib/money';
import { $locale } from '../store/language';

/** RM formatters in the locale in force (the `locale` option, or the visitor's choice of language). */
export function useMoney() {
  const locale = useStore($locale);
  return {
    rm: (ringgit: number) => formatRM(ringgit, locale),
    range: (min: number, max: number) => formatRMRange(min, max, locale),
  };
}

/**
 * For an element that shows prices once its first answer arrives: makes the locale's number
 * format while that answer is on its way (in a task after the first render, which has sent the
 * request), so the first render with prices does not pay for the locale's data.
 */
export function usePreparedMoney(): void {
  const locale = useStore($locale);
  useEffect(() => {
    const timer = setTimeout(() => prepareAmountFormat(locale));
    return () => clearTimeout(timer);
  }, [locale]);
}
