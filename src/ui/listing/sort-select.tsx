import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { ListingSort } from '../../api/types';
import { LISTING_SORTS } from '../../lib/sort';
import * as ui from '../ui.css';
import { $listingStrings } from './strings';

/** Relevance, Price: Low to High, Price: High to Low, Newest, Rating. */
export function SortSelect({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  const t = useStore($listingStrings);
  const id = useId();
  return (
    <span>
      <label htmlFor={id}>{t.sortBy} </label>
      <select
        id={id}
        className={ui.input}
        style={{ width: 'auto' }}
        part="sort"
        value={value}
        onChange={(event) => onChange(event.target.value as ListingSort)}
      >
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t.sorts[sort]}
          </option>
        ))}
      </select>
    </span>
  );
}
