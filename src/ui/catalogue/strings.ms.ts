/** Bahasa Malaysia for the catalogue screens. */
export default {
  productsTitle: 'Produk Katalog',
  categoriesTitle: 'Kategori Katalog',
  showing: 'Memaparkan {n} daripada {m} produk',
  searchLabel: 'Cari produk katalog',
  searchPlaceholder: 'Cari produk katalog',
  empty: 'Tiada produk ditemui untuk pilihan katalog ini.',
  backToCategories: 'Kembali ke Kategori',
  backToHome: 'Kembali ke Utama',
  loadFailed: 'Gagal memuatkan produk katalog. Sila cuba lagi kemudian.',
  searchFailed: 'Gagal mendapatkan hasil carian.',
  noCategories: 'Tiada kategori tersedia untuk akaun anda.',
  categoryNotFound: 'Kategori Tidak Ditemui',
  categoryNotFoundDetail: 'Kategori yang diminta tidak dapat ditemui.',
  productCount: { other: '{count} produk' },
  tryAgain: 'Cuba Lagi',
};
