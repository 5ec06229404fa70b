import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { headerCategories } from '../../api/categories';
import type { CategoryNode } from '../../api/types';
import { $isCatalogueUser } from '../../store/session';

export type CategoriesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; nodes: CategoryNode[] };

/** The header category tree, loaded once `enabled`; catalogue users get the catalogue source. */
export function useHeaderCategories(enabled: boolean): CategoriesState {
  const catalogue = useStore($isCatalogueUser);
  const [state, setState] = useState<CategoriesState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    headerCategories(catalogue).then(
      (nodes) => current && setState({ status: 'ready', nodes }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [enabled, catalogue]);
  return state;
}
