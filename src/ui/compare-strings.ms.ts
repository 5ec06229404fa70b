/** Bahasa Malaysia for add to compare. */
export default {
  compare: 'Bandingkan',
  label: 'Tambah {name} untuk dibandingkan',
  added: '{name} ditambah ke Perbandingan {n}',
  failed: 'Gagal menambah untuk dibandingkan',
};
