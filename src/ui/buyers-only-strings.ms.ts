/** Bahasa Malaysia for what a buyer's own element says to an account that does not buy. */
export default {
  title: 'Untuk akaun pembeli',
  signedInAs: 'Anda log masuk sebagai {name}, akaun yang tidak membuat pembelian.',
  feature: {
    wishlist: 'Senarai hajat disimpan oleh akaun pembeli.',
    compare: 'Perbandingan produk disimpan oleh akaun pembeli.',
    cart: 'Troli disimpan oleh akaun pembeli.',
    quickOrder: 'Pesanan pantas mengisi troli akaun pembeli.',
    lists: 'Senarai beli-belah disimpan oleh akaun pembeli.',
    checkout: 'Pesanan dibuat oleh akaun pembeli.',
    orders: 'Pesanan dibuat, dan disenaraikan, oleh akaun pembeli.',
  },
  approverHint: 'Pesanan yang menunggu keputusan anda ada di Kelulusan.',
  toApprovals: 'Pergi ke Kelulusan',
};
