import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { FreeShippingCode } from '../../api/types';
import { chooseBrand, parsePrice, toggle, type Filters } from '../../lib/filters';
import { MOQ_BUCKETS } from '../../lib/moq';
import * as ui from '../ui.css';
import * as styles from './listing.css';
import { $listingStrings } from './strings';

export interface FilterSidebarProps {
  draft: Filters;
  onChange: (draft: Filters) => void;
  onApply: () => void;
  onReset: () => void;
  brands: readonly string[];
  /** Seller states with their facet counts (null: no count known); empty hides the group. */
  sellerStates: readonly (readonly [string, number | null])[];
  /** Contracted items: signed-in buyers only. */
  showContracted: boolean;
}

const FREE_SHIPPING = [
  [null, 'freeShippingAny'],
  ['Y', 'freeShippingY'],
  ['N', 'freeShippingN'],
  ['C', 'freeShippingC'],
] as const satisfies readonly (readonly [FreeShippingCode | null, string])[];

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function Range({
  label,
  value,
  step,
  onChange,
}: {
  label: string;
  value: [number, number];
  step: number;
  onChange: (value: [number, number]) => void;
}) {
  const t = useStore($listingStrings);
  return (
    <Group legend={label}>
      <span className={styles.pair}>
        {([0, 1] as const).map((end) => (
          <input
            key={end}
            className={ui.input}
            type="number"
            min={0}
            step={step}
            aria-label={`${label} ${end === 0 ? t.min : t.max}`}
            value={value[end]}
            onChange={(event) => {
              const next: [number, number] = [...value];
              next[end] = parsePrice(event.target.value);
              onChange(next);
            }}
          />
        ))}
      </span>
    </Group>
  );
}

/** The filter sidebar (spec 1 section 3, Filters); edits are a draft until Apply Filters. */
export function FilterSidebar({ draft, onChange, onApply, onReset, brands, sellerStates, showContracted }: FilterSidebarProps) {
  const t = useStore($listingStrings);
  const id = useId();
  // Only on narrow screens, where the filters sit above the grid, are they folded away.
  const [open, setOpen] = useState(false);
  const set = (change: Partial<Filters>) => onChange({ ...draft, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <>
      <button
        type="button"
        className={`${ui.button} ${styles.filtersToggle}`}
        aria-expanded={open}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen(!open)}
      >
        {t.filters}
      </button>
      <form
        id={`${id}-filters`}
        className={open ? `${styles.sidebar} ${styles.sidebarOpen}` : styles.sidebar}
        part="filters"
        aria-label={t.filters}
        onSubmit={submit}
      >
        {brands.length > 0 && (
          <Group legend={t.brands}>
            <div className={styles.scrollList}>
              <label className={styles.check}>
                <input type="radio" name={`${id}-brand`} checked={draft.brands.length === 0} onChange={() => set({ brands: [] })} />
                {t.allBrands}
              </label>
              {brands.map((brand) => (
                <label key={brand} className={styles.check}>
                  <input
                    type="radio"
                    name={`${id}-brand`}
                    checked={draft.brands[0] === brand}
                    onChange={() => onChange(chooseBrand(draft, brand))}
                  />
                  {brand}
                </label>
              ))}
            </div>
          </Group>
        )}
        <Range label={t.price} value={draft.priceRange} step={0.01} onChange={(priceRange) => set({ priceRange })} />
        <Range
          label={t.shippingCost}
          value={draft.shippingCostRange}
          step={0.01}
          onChange={(shippingCostRange) => set({ shippingCostRange })}
        />
        <Group legend={t.ratings}>
          {[5, 4, 3, 2, 1].map((rating) => (
            <label key={rating} className={styles.check}>
              <input
                type="checkbox"
                checked={draft.ratings.includes(rating)}
                onChange={() => set({ ratings: toggle(draft.ratings, rating) })}
              />
              {t.stars(rating)}
            </label>
          ))}
        </Group>
        <Group legend={t.freeShippingFilter}>
          {FREE_SHIPPING.map(([code, label]) => (
            <label key={label} className={styles.check}>
              <input
                type="radio"
                name={`${id}-shipping`}
                checked={draft.freeShipping === code}
                onChange={() => set({ freeShipping: code })}
              />
              {t[label]}
            </label>
          ))}
        </Group>
        <Group legend={t.moq}>
          {MOQ_BUCKETS.map((bucket) => (
            <label key={bucket.code} className={styles.check}>
              <input
                type="checkbox"
                checked={draft.moq.includes(bucket.code)}
                onChange={() => set({ moq: toggle(draft.moq, bucket.code) })}
              />
              {bucket.code === 'N' ? t.moqNone : bucket.label}
            </label>
          ))}
        </Group>
        {showContracted && (
          <label className={styles.check}>
            <input type="checkbox" checked={draft.contracted} onChange={() => set({ contracted: !draft.contracted })} />
            {t.contractedFilter}
          </label>
        )}
        {sellerStates.length > 0 && (
          <Group legend={t.sellerStates}>
            {sellerStates.map(([state, count]) => (
              <label key={state} className={styles.check}>
                <input
                  type="checkbox"
                  checked={draft.sellerStates.includes(state)}
                  onChange={() => set({ sellerStates: toggle(draft.sellerStates, state) })}
                />
                {count === null ? state : `${state} (${count})`}
              </label>
            ))}
          </Group>
        )}
        <span className={styles.pair}>
          <button type="submit" className={ui.primaryButton} part="apply-filters">
            {t.apply}
          </button>
          <button type="button" className={ui.button} part="reset-filters" onClick={onReset}>
            {t.reset}
          </button>
        </span>
      </form>
    </>
  );
}
