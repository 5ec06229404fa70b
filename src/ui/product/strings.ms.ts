/** Bahasa Malaysia for the product parts. */
export default {
  rating: 'Penilaian {n} daripada 5',
  chooseOption: 'Pilih {name}',
};
