/** Bahasa Malaysia for the contract price label. */
export default {
  label: 'Harga kontrak',
  marketplace: 'Harga pasaran {price}',
  save: 'Anda jimat {amount} ({percent}%)',
  saveShare: 'Anda jimat {percent}%',
};
