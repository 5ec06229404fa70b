/** Bahasa Malaysia for the wishlist toggle. */
export default {
  label: 'Tambah {name} ke senarai hajat',
  addFailed: 'Gagal menambah ke senarai hajat',
  removeFailed: 'Gagal mengeluarkan daripada senarai hajat',
};
