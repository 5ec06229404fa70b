import { pageTextMs } from '../../lib/page-text.ms';
/** Bahasa Malaysia for lapasar-home. */
export default {
  banners: pageTextMs.banners,
  slideOf: '{n} daripada {m}',
  previous: 'Sepanduk sebelumnya',
  next: 'Sepanduk seterusnya',
  pause: 'Jeda',
  play: 'Main',
  show: 'Tunjukkan sepanduk {n}',
  bannersFailed: 'Gagal memuatkan sepanduk.',
  covidTitle: 'BARANGAN PENJAGAAN COVID',
  loadFailed: 'Gagal memuatkan produk. Sila cuba lagi kemudian.',
  tryAgain: 'Cuba Lagi',
  noProducts: 'Tiada produk ditemui.',
  newsTitle: 'Berita COVID-19',
  news:
    'Tempat kerja di seluruh Malaysia mematuhi garis panduan Kementerian Kesihatan mengenai COVID-19: pelitup muka di ruang sesak, kebersihan tangan dan pemeriksaan suhu di pintu masuk. ' +
    'Pesan pelitup muka, pembersih tangan, termometer, sarung tangan dan pakaian pelindung untuk pejabat dan tapak anda daripada penjual yang disahkan, dihantar ke negeri dan daerah anda.',
};
