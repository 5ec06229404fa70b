import { MoneyText } from './money-text';
import { useStore } from '@nanostores/react';
import { contractSaving } from '../lib/contract-price';
import { fill } from '../lib/fill';
import * as ui from './ui.css';
import { useMoney } from './use-money';
import { $contractPriceStrings } from './contract-price-strings';

/**
 * Labels a price the buyer pays as its catalogue's contract price, with the marketplace's price of
 * the same and the saving (contractSaving); nothing when the price is the marketplace's own. A
 * range (min below max) names the marketplace's range and the share saved on its lower bound.
 */
export function ContractPrice({
  min,
  max = min,
  marketplaceMin,
  marketplaceMax = marketplaceMin,
}: {
  min: number;
  max?: number;
  marketplaceMin: number | null;
  marketplaceMax?: number | null;
}) {
  const t = useStore($contractPriceStrings);
  const money = useMoney();
  const saving = contractSaving(min, marketplaceMin);
  if (saving === null || marketplaceMin === null) return null;
  const range = max > min;
  return (
    <span className={ui.contractPrice} part="contract-price">
      <span className={ui.contractLabel} part="contract-label">
        {t.label}
      </span>
      <span part="marketplace-price">
        <MoneyText
          text={fill(t.marketplace, {
            price: range ? money.range(marketplaceMin, marketplaceMax ?? marketplaceMin) : money.rm(marketplaceMin),
          })}
        />
      </span>
      <span part="contract-saving">
        {range
          ? fill(t.saveShare, { percent: saving.percent })
          : fill(t.save, { amount: money.rm(saving.amount), percent: saving.percent })}
      </span>
    </span>
  );
}
