import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { catalogueCategories } from '../../api/catalogue';
import type { CatalogueCategoriesResponse } from '../../api/types';
import type { CategorySource } from '../../lib/catalogue';
import { $noQuery, $viewerKey, createFetcherStore, newQueryScope } from '../../store/query';

type CatalogueCategories = CatalogueCategoriesResponse['data'];

/** The category tiles of the buyer's catalogue from `source` (null: nothing to load), again for a new session. */
export function useCatalogueCategories(source: CategorySource | null) {
  const [scope] = useState(newQueryScope);
  const $categories = useMemo(
    () =>
      source === null
        ? null
        : createFetcherStore<CatalogueCategories>(['catalogue-categories:', source, ':', $viewerKey, scope], {
            fetcher: (_, from) => catalogueCategories(from as CategorySource),
          }),
    [source, scope],
  );
  const state = useStore($categories ?? $noQuery);
  return { ...state, retry: () => $categories?.invalidate() };
}
