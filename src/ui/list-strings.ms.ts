/** Bahasa Malaysia for the Add to List control. */
export default {
  button: 'Tambah ke senarai',
  buttonNamed: 'Tambah ke senarai: {name}',
  title: 'Tambah ke senarai belian',
  loading: 'Memuatkan senarai anda...',
  chooseList: 'Pilih senarai',
  noLists: 'Anda belum mempunyai senarai.',
  sharedBy: '{list} (dikongsi oleh {owner})',
  newList: 'Nama senarai baharu',
  create: 'Cipta dan tambah',
  added: 'Ditambah ke {list}.',
  viewList: 'Lihat senarai',
  failed: 'Gagal menambah ke senarai',
  loadFailed: 'Gagal memuatkan senarai anda',
  close: 'Tutup',
};
