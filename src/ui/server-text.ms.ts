/** Bahasa Malaysia for the error codes of server-text.ts. */
export default {
  sign_in_required: 'Sila log masuk untuk meneruskan.',
  session_expired: 'Sesi telah tamat atau tidak sah. Sila log masuk semula.',
  forbidden: 'Anda tidak dibenarkan melakukan tindakan ini.',
  internal_error: 'Berlaku ralat pada pelayan. Sila cuba lagi.',
  unavailable: 'Pelayan sedang sibuk. Sila cuba sebentar lagi.',
  invalid_credentials: 'E-mel atau kata laluan tidak sah',
  account_inactive: 'Akaun anda tidak aktif. Sila hubungi pihak sokongan.',
  email_taken: 'Akaun dengan e-mel ini sudah wujud',
  not_catalogue_member: 'Produk katalog hanya tersedia kepada pengguna katalog',
  cart_changed: 'Troli anda telah berubah; semak semula dan hantar sekali lagi',
  workflow_budget_limit:
    'Pesanan melebihi had perbelanjaan aliran kerja: jumlah pesanan {total} melebihi had bajet aliran kerja sebanyak {limit}',
  workflow_not_configured: 'Sila tetapkan Tetapan Aliran Kerja anda.',
  no_approvers: 'Tiada pelulus ditemui untuk lokasi dan projek ini.',
  no_other_approver:
    'Setiap pelulus {stage} telah membuat atau menyunting pesanan ini, dan tiada sesiapa boleh memutuskan pesanan yang dibuat atau disuntingnya sendiri. Minta pentadbir anda menambah pelulus lain untuk {stage}.',
  budget_check_failed: 'Pengesahan Bajet Gagal',
  item_code_budget: 'Baki bajet tidak mencukupi di bawah kod item {item_code}',
  item_code_no_budget: 'Tiada bajet diperuntukkan untuk kod item {item_code}.',
  order_attachment_required: 'Lampiran pesanan diperlukan',
  batch_reused: 'ID kelompok ini telah digunakan untuk pesanan lain',
  already_decided: 'Pesanan ini telah pun diputuskan pada peringkat ini',
  own_order: 'Anda telah membuat atau menyunting pesanan ini, jadi anda tidak boleh memutuskannya: hanya pelulus lain bagi {stage} boleh',
  order_not_editable:
    'Pesanan ini tidak boleh disunting lagi: hanya pesanan yang menunggu kelulusan, ditolak atau dikembalikan untuk pindaan boleh disunting',
  sso_required: 'Syarikat anda log masuk melalui log masuk tunggal (SSO) sendiri. Gunakan "Log masuk dengan akaun syarikat anda".',
  sso_refused: 'Syarikat anda tidak membenarkan akaun ini log masuk di sini.',
  sso_failed: 'Log masuk syarikat anda tidak dapat diselesaikan. Sila cuba lagi.',
};
