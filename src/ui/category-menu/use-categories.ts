import { useStore } from '@nanostores/react';
import type { CategoryNode } from '../../api/types';
import { $headerCategories } from '../../store/fetchers';
import { $noQuery } from '../../store/query';

export type CategoriesState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; nodes: CategoryNode[] };

/** The header category tree, loaded once `enabled`; catalogue users get the catalogue source. */
export function useHeaderCategories(enabled: boolean): CategoriesState {
  const { data, error, loading } = useStore(enabled ? $headerCategories : $noQuery);
  if (loading) return { status: 'loading' };
  if (error !== undefined) return { status: 'failed' };
  return data ? { status: 'ready', nodes: data } : { status: 'loading' };
}
