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
  sso_secret_unreadable: 'Log masuk tunggal syarikat anda tidak boleh digunakan sehingga pentadbirnya menetapkan semula rahsia klien.',
  last_administrator: '{field}: {name} ialah pentadbir aktif terakhir syarikat; jadikan orang lain pentadbir dahulu',
  already_invited: 'email: jemputan kepada {email} sedang menunggu untuk diterima',
  company_name_taken: '{field}: syarikat bernama {name} sudah wujud',
  budget_below_use:
    'limit: {limit} kurang daripada jumlah yang telah dikomitkan ({committed}) dan belum selesai ({pending}) dalam bajet ini; tetapkan sekurang-kurangnya {held}',
  budget_in_use:
    'Bajet ini mempunyai {committed} dikomitkan dan {pending} belum selesai; hanya bajet yang kosong boleh dibuang (tetapkan hadnya sahaja)',
  stage_without_approver:
    'stages.{index}.approverIds: peringkat {number} ({stage}) tiada pelulus; setiap peringkat memerlukan sekurang-kurangnya seorang',
  not_an_approver: 'stages.{index}.approverIds: pengguna {user} bukan pelulus aktif syarikat anda (peringkat {number} ({stage}))',
  no_stage_from_zero:
    'stages: tiada peringkat yang bermula dari RM 0, jadi pesanan di bawah setiap amaun permulaan tidak akan menemui pelulus; biarkan satu peringkat bermula dari 0',
  stage_unreachable:
    'stages.{index}.fromAmount: peringkat {number} ({stage}) bermula di atas had perbelanjaan, jadi tiada pesanan akan sampai kepadanya',
  workflow_exists: {
    named: 'projectId: aliran kerja "{name}" sudah melayani lokasi dan kod caj ini; ubah aliran kerja itu sahaja',
    concurrent: 'projectId: aliran kerja lain kini melayani lokasi dan kod caj ini',
  },
  only_approver:
    '{field}: {name} ialah satu-satunya pelulus aktif peringkat {number} ({stage}) dalam aliran kerja "{workflow}"; tambah pelulus lain pada peringkat itu dahulu',
  location_archived: {
    ordering: 'Lokasi ini telah diarkibkan dan tidak menerima pesanan baharu; pilih lokasi lain',
    chargeCode: 'locationId: {name} telah diarkibkan; pulihkannya dahulu',
    restore: 'Lokasinya, {name}, telah diarkibkan; pulihkan lokasi itu dahulu',
  },
  location_not_allowed: 'Anda tidak boleh membuat pesanan untuk lokasi ini; pentadbir anda memilih lokasi yang anda buat pesanan',
  charge_code_archived: 'Kod caj ini telah diarkibkan dan tidak menerima pesanan baharu; pilih kod lain',
  charge_code_not_allowed: 'Anda tidak boleh membuat pesanan di bawah kod caj ini; pentadbir anda memilih kod caj yang anda gunakan',
  location_name_taken: "name: syarikat sudah mempunyai lokasi bernama '{name}' (termasuk yang diarkibkan: pulihkannya sahaja)",
  charge_code_taken: 'code: syarikat sudah mempunyai kod caj {code} (termasuk yang diarkibkan: pulihkannya sahaja)',
  item_code_taken: 'code: syarikat sudah mempunyai kod item {code} (termasuk yang diarkibkan: pulihkannya sahaja)',
  location_has_open_orders: {
    one: '{name} mempunyai {open_orders} pesanan terbuka (dalam kelulusan atau belum selesai); arkibkannya setelah pesanan itu selesai',
    other: '{name} mempunyai {open_orders} pesanan terbuka (dalam kelulusan atau belum selesai); arkibkannya setelah pesanan itu selesai',
  },
  charge_code_has_open_orders: {
    one: '{code} mempunyai {open_orders} pesanan terbuka (dalam kelulusan atau belum selesai); arkibkannya setelah pesanan itu selesai',
    other: '{code} mempunyai {open_orders} pesanan terbuka (dalam kelulusan atau belum selesai); arkibkannya setelah pesanan itu selesai',
  },
  slug_taken: 'slug: syarikat lain sudah menggunakan {slug}',
  domain_claimed: {
    company: 'emailDomains: {domains} sudah menjadi milik syarikat lain',
    accounts: 'emailDomains: akaun di luar syarikat anda menggunakan alamat di {domains}',
  },
  credential_taken: {
    cxml: 'cxml.identity: sistem perolehan syarikat lain sudah menghantar kelayakan ini',
    oci: 'oci.username: sistem perolehan syarikat lain sudah menggunakan nama pengguna ini',
    concurrent: 'cxml.identity: sistem perolehan syarikat lain sudah menggunakan kelayakan atau nama pengguna ini',
  },
  kid_taken: 'kid: syarikat anda sudah mempunyai kunci {kid} (ID kunci tidak digunakan semula, walaupun setelah dibatalkan)',
  identity_provider_missing: 'kid: tetapkan tetapan penyedia identiti syarikat dahulu: slugnya ialah iss bagi penegasan',
  password_sign_in_lockout: {
    settings:
      'passwordSignIn: log masuk dengan kata laluan kekal hidup sehingga seorang pentadbir aktif boleh log masuk melalui penyedia atau portal syarikat (alamat dalam domain e-melnya, dan pengeluar atau kunci penegasan yang masih sah)',
    people:
      '{field}: log masuk dengan kata laluan dimatikan dan {name} ialah pentadbir aktif terakhir yang boleh log masuk melalui penyedia atau portal syarikat; jadikan orang lain sedemikian pentadbir, atau hidupkan log masuk dengan kata laluan, dahulu',
  },
  postcode_mismatch: {
    address: '{field}: Poskod {postcode} terletak di {district}, {state}, bukan {place}',
    alone: 'Poskod {postcode} terletak di {district}, {state}, bukan {place}',
  },
  link_expired: {
    verificationUsed: 'Pautan pengesahan ini telah digunakan. Jika alamat anda belum disahkan, log masuk dan minta pautan baharu.',
    verificationExpired: 'Pautan pengesahan ini telah tamat tempoh. Log masuk dan minta pautan baharu.',
    passwordUsed:
      'Pautan ini telah digunakan atau diganti dengan pautan yang lebih baharu. Log masuk dengan kata laluan anda, atau minta pautan baharu.',
    passwordExpired: 'Pautan ini telah tamat tempoh. Minta pautan baharu.',
    invitationAccepted: 'Jemputan ini telah diterima. Log masuk dengan alamat e-mel yang menerima jemputan itu.',
    invitationWithdrawn: 'Jemputan ini telah ditarik balik. Minta jemputan baharu daripada pentadbir anda.',
    invitationExpired: 'Jemputan ini telah tamat tempoh. Minta jemputan baharu daripada pentadbir anda.',
    signInLink: 'Pautan log masuk ini telah tamat tempoh atau telah digunakan.',
  },
  settings_unsupported: {
    ebNumber: '{field}: nombor EB mengikut kod caj, yang hanya diminta oleh pembayaran aliran kerja (checkoutType workflow)',
    itemCode:
      '{field}: bajet kod item disimpan di bawah kod caj, yang hanya diminta oleh pembayaran aliran kerja: gunakan checkoutType workflow atau budgetType general',
    attachment: '{field}: lampiran pesanan tidak boleh diwajibkan selagi syarikat menomborkan pesanannya sendiri (cartIdGenerator)',
    quotation: '{field}: medan ID sebut harga tidak dipaparkan selagi syarikat menomborkan pesanannya sendiri (cartIdGenerator)',
  },
};
