import { useStore } from '@nanostores/react';
import type { ProductDetail } from '../../api/types';
import * as ui from '../ui.css';
import { fill } from '../../lib/fill';
import { $productStrings } from './strings';
import type { VariantChoice } from './use-variant-sku';

/** One select per variant axis (Size, Colour...), each listing that axis's options. */
export function VariantPickers({
  detail,
  choice,
  idPrefix,
}: {
  detail: ProductDetail;
  choice: Pick<VariantChoice, 'chosen' | 'choose'>;
  idPrefix: string;
}) {
  const t = useStore($productStrings);
  return (
    <>
      {detail.variants.map((axis) => (
        <div key={axis.variant_id} className={ui.field}>
          <label className={ui.label} htmlFor={`${idPrefix}-variant-${axis.variant_id}`}>
            {axis.variants}
          </label>
          <select
            id={`${idPrefix}-variant-${axis.variant_id}`}
            className={ui.input}
            part="variant-select"
            value={choice.chosen[axis.variant_id] ?? ''}
            onChange={(event) => choice.choose(axis.variant_id, Number(event.target.value))}
          >
            <option value="" disabled>
              {fill(t.chooseOption, { name: axis.variants })}
            </option>
            {(detail.variant_options[axis.variant_id] ?? []).map((option) => (
              <option key={option.recid} value={option.recid}>
                {option.variant_options}
              </option>
            ))}
          </select>
        </div>
      ))}
    </>
  );
}
