/** Bahasa Malaysia for the COVID CARE ITEMS tabs. */
export default {
  covidAll: 'Semua barangan',
  2756: 'Pelitup muka',
  2757: 'Termometer',
  2758: 'Pensanitasi',
  2759: 'Sarung tangan',
  2760: 'Pelindung muka',
  2761: 'Pelindung seluruh badan',
};
