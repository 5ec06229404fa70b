/** Bahasa Malaysia for lapasar-accept-invitation. */
export default {
  title: 'Sertai syarikat anda di LaPasar',
  intro: 'Syarikat anda menjemput anda. Pilih nama yang dilihat oleh rakan sekerja anda dan kata laluan, dan akaun anda sedia.',
  noToken: 'Pautan jemputan ini tidak lengkap. Buka keseluruhan pautan daripada e-mel, atau minta jemputan baharu daripada pentadbir anda.',
  name: 'Nama anda',
  password: 'Kata laluan',
  passwordHint: 'Sekurang-kurangnya 8 aksara.',
  confirm: 'Sahkan kata laluan',
  submit: 'Cipta akaun saya',
  busy: 'Mencipta akaun anda...',
  missingName: 'Sila masukkan nama anda.',
  shortPassword: 'Kata laluan mesti sekurang-kurangnya 8 aksara',
  mismatch: 'Kata laluan tidak sepadan.',
  failed: 'Akaun anda tidak dapat dicipta. Sila cuba lagi.',
  done: 'Akaun anda sedia, {name}.',
  continue: 'Mula membeli-belah',
};
