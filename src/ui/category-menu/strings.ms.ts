/** Bahasa Malaysia for the CATEGORIES popover. */
export default {
  button: 'KATEGORI',
  all: 'Semua Kategori',
  loading: 'Memuatkan...',
  failed: 'Gagal memuatkan kategori.',
  showChildren: 'Tunjukkan subkategori bagi',
};
