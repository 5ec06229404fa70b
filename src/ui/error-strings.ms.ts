/** Bahasa Malaysia for an element's error state. */
export default {
  failed: 'Berlaku ralat. Sila cuba lagi.',
  tryAgain: 'Cuba Lagi',
};
