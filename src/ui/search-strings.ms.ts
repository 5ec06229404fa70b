/** Bahasa Malaysia for the search bar. */
export default {
  label: 'Cari',
  typeLabel: 'Cari mengikut',
  byProduct: 'Mengikut Produk',
  bySeller: 'Mengikut Penjual',
  placeholder: 'Apa yang anda cari?',
  submit: 'Cari',
  needLocation: 'Sila tetapkan negeri dan daerah anda dahulu untuk mencari produk',
};
