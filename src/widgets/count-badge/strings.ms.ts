/** Bahasa Malaysia for lapasar-count-badge. */
export default {
  wishlist: 'Item senarai hajat',
  cart: 'Item troli',
  compare: 'Item perbandingan',
};
