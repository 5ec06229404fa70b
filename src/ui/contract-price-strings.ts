import { catalogue } from '../store/language';

/** What a catalogue member reads beside a contract price. */
export const $contractPriceStrings = catalogue(
  'contract-price',
  {
    label: 'Contract price',
    marketplace: 'Marketplace price {price}',
    save: 'You save {amount} ({percent}%)',
    saveShare: 'You save {percent}%',
  } as const,
  () => import('./contract-price-strings.ms'),
);
