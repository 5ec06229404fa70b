import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { catalogueBrands } from '../../api/catalogue';
import { $noQuery, $viewerKey, createFetcherStore, newQueryScope } from '../../store/query';

const NO_BRANDS: string[] = [];

const warnBrands = (error: unknown) => console.warn('LaPasar: catalogue brands could not be loaded', error);

/**
 * The Brands filter's choices: the brands of the catalogue, of a category when given (undefined:
 * none to ask for). A failure only warns and keeps what is shown, as the marketplace's sidebar does.
 */
export function useCatalogueBrands(categoryId: number | null | undefined): readonly string[] {
  const [scope] = useState(newQueryScope);
  const $brands = useMemo(
    () =>
      categoryId === undefined
        ? null
        : createFetcherStore<string[]>(['catalogue-brands:', String(categoryId ?? ''), ':', $viewerKey, scope], {
            fetcher: (_, id) => catalogueBrands(id ? Number(id) : undefined),
            onError: warnBrands,
          }),
    [categoryId, scope],
  );
  const { data } = useStore($brands ?? $noQuery);
  return data ?? NO_BRANDS;
}
