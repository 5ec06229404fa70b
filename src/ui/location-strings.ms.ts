/** Bahasa Malaysia for the location picker and modal. */
export default {
  title: 'Tetapkan lokasi penghantaran anda',
  button: 'Lokasi',
  notSet: 'Tetapkan lokasi',
  postcode: 'Poskod',
  postcodeHint: 'Pilihan',
  state: 'Negeri',
  district: 'Daerah',
  chooseState: 'Pilih negeri',
  chooseDistrict: 'Pilih daerah',
  submit: 'Tetapkan Lokasi',
  close: 'Tutup',
  districtRequired: '* Sila pilih daerah untuk meneruskan',
  districtsFailed: 'Gagal memuatkan senarai daerah. Sila cuba lagi kemudian.',
  saving: 'Menyimpan...',
};
