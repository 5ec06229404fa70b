/** Bahasa Malaysia for the text the server words inside its answers (server-text.ts). */
export default {
  notAvailable: '{name} tidak tersedia',
  notShipped: 'Penjual tidak menyediakan perkhidmatan penghantaran ke lokasi anda',
  onlyAvailableIn: 'Produk ini hanya tersedia di {location}',
  outOfStock: '{name} kehabisan stok',
  insufficientStock: 'Stok tidak mencukupi untuk {name}. Tersedia: {available}, Diminta: {requested}',
  moq: 'Kuantiti pesanan minimum untuk {name} ialah {moq}',
  freeShipping: 'Penghantaran Percuma',
  vendorMinimum:
    'Pesanan daripada {seller} dalam kategori {category} mesti melebihi {minimum}; jumlah minimum dan jumlah semasa anda masing-masing ialah {minimum} dan {current}.',
  priceLimit: 'Had Harga Dilampaui untuk {name}: Maksimum {maximum} seunit',
  overBudget: 'Pesanan ini melebihi had bajet anda sebanyak {amount}. Pesanan ini memerlukan kelulusan bajet.',
  noOtherApprover:
    'Setiap pelulus {stage} telah membuat atau menyunting pesanan ini, dan tiada sesiapa boleh memutuskan pesanan yang dibuat atau disuntingnya sendiri. Minta pentadbir anda menambah pelulus lain untuk {stage}.',
};
