import { useStore } from '@nanostores/react';
import { formatRM, formatRMRange } from '../lib/money';
import { $config } from '../store/config';

/** RM formatters in the configured locale (the `locale` option: numbers and dates). */
export function useMoney() {
  const { locale } = useStore($config);
  return {
    rm: (ringgit: number) => formatRM(ringgit, locale),
    range: (min: number, max: number) => formatRMRange(min, max, locale),
  };
}
