/** Bahasa Malaysia for the login dialog. */
export default {
  title: 'Log masuk ke LaPasar',
  email: 'E-mel',
  password: 'Kata laluan',
  submit: 'Log Masuk',
  busy: 'Sedang log masuk...',
  noAccount: 'Belum mempunyai akaun?',
  register: 'Daftar di sini',
  close: 'Tutup',
  missingFields: 'Sila masukkan e-mel dan kata laluan',
  invalidResponse: 'Log masuk gagal: Jawapan tidak sah daripada pelayan.',
  inactive: 'Akaun anda tidak aktif. Sila hubungi pihak sokongan.',
  fallback: 'Gagal log masuk. Sila cuba lagi.',
  company: 'Log masuk dengan akaun syarikat anda',
  popupBlocked: 'Tetingkap log masuk telah disekat. Benarkan tetingkap timbul untuk laman ini dan cuba lagi.',
  popupClosed: 'Tetingkap log masuk telah ditutup sebelum log masuk selesai.',
};
