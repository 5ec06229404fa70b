/**
 * The words of the mail LaPasar sends (services/email-verification.ts, services/order-notices.ts)
 * in each language, `{name}` placeholders filled with `fill`. Each message goes out in its
 * recipient's language (users.language). English is the mail as it has always read; Bahasa
 * Malaysia as a Malaysian procurement office writes it.
 */
import type { Language } from '../../src/lib/language';

const en = {
  greeting: 'Hello {name},',
  verification: {
    subject: 'Verify your e-mail address for LaPasar',
    heading: 'Verify your e-mail address',
    /** No name: whoever registered typed it, and the mail goes to an address they need not own. */
    greeting: 'Hello,',
    uses: 'A LaPasar account uses {email}. Verify the address to see the orders that name it as their alternate recipient.',
    once: 'The link works once, within 24 hours.',
    action: 'Verify e-mail address',
    footer: 'If you did not register this account, ignore this e-mail: the address stays unverified and no order is shown to the account.',
  },
  invitation: {
    subject: 'You are invited to order for {company} on LaPasar',
    heading: 'Join {company} on LaPasar',
    greeting: 'Hello,',
    invited: '{inviter} invited {email} to {company} on LaPasar as {role}.',
    roles: { buyer: 'a buyer', approver: 'an approver' },
    administrator: 'You will also administer the company: its people and its audit log.',
    once: 'The invitation works once, within 7 days. Choose your name and password when you accept it.',
    action: 'Accept the invitation',
    footer: 'If you did not expect this invitation, ignore this e-mail: no account is made unless you accept it.',
  },
  orders: {
    submittedSubject: 'Order {poId} submitted',
    submitted: 'Your order {poId} for {total} was submitted and is waiting for {stage}.',
    /** A company without an approval workflow: the order needs no approval. */
    placed: 'Your order {poId} for {total} was placed and is now being processed.',
    waitingSubject: 'Order {poId} is waiting for your approval',
    waiting: 'Order {poId} from {buyer} for {total} is waiting for your approval at {stage}.',
    approvedSubject: 'Order {poId} approved',
    approved: 'Your order {poId} for {total} is approved and is now being processed.',
    rejectedSubject: 'Order {poId} rejected',
    rejected: 'Your order {poId} for {total} was rejected by {approver} at {stage}.',
    reason: 'Reason: {comment}',
    returnedSubject: 'Order {poId} sent back for changes',
    returned: 'Your order {poId} for {total} was sent back for changes by {approver} at {stage}. You can edit it and submit it again.',
    changes: 'What to change: {comment}',
    totals: 'Subtotal {subtotal}, shipping {shipping}, SST {tax}: total {total}.',
    viewOrders: 'View your orders',
    reviewApprovals: 'Review approvals',
    buyerFooter: 'You receive this e-mail because you placed this order on LaPasar.',
    approverFooter: 'You receive this e-mail because you approve orders at this stage of a LaPasar workflow.',
    /** Who stands in for a name the notice cannot find. */
    someBuyer: 'your colleague',
    someApprover: 'an approver',
    someStage: 'a stage',
  },
};

export type MailText = typeof en;

const ms: MailText = {
  greeting: 'Salam sejahtera {name},',
  verification: {
    subject: 'Sahkan alamat e-mel anda untuk LaPasar',
    heading: 'Sahkan alamat e-mel anda',
    greeting: 'Salam sejahtera,',
    uses: 'Sebuah akaun LaPasar menggunakan {email}. Sahkan alamat ini untuk melihat pesanan yang menamakannya sebagai penerima alternatif.',
    once: 'Pautan ini boleh digunakan sekali sahaja, dalam tempoh 24 jam.',
    action: 'Sahkan alamat e-mel',
    footer:
      'Jika anda tidak mendaftarkan akaun ini, abaikan e-mel ini: alamat ini kekal tidak disahkan dan tiada pesanan dipaparkan kepada akaun tersebut.',
  },
  invitation: {
    subject: 'Anda dijemput membuat pesanan untuk {company} di LaPasar',
    heading: 'Sertai {company} di LaPasar',
    greeting: 'Salam sejahtera,',
    invited: '{inviter} telah menjemput {email} ke {company} di LaPasar sebagai {role}.',
    roles: { buyer: 'pembeli', approver: 'pelulus' },
    administrator: 'Anda juga akan mentadbir syarikat ini: kakitangannya dan log auditnya.',
    once: 'Jemputan ini boleh digunakan sekali sahaja, dalam tempoh 7 hari. Pilih nama dan kata laluan anda semasa menerimanya.',
    action: 'Terima jemputan',
    footer: 'Jika anda tidak menjangkakan jemputan ini, abaikan e-mel ini: tiada akaun dibuat melainkan anda menerimanya.',
  },
  orders: {
    submittedSubject: 'Pesanan {poId} telah dihantar',
    submitted: 'Pesanan anda {poId} bernilai {total} telah dihantar dan sedang menunggu {stage}.',
    placed: 'Pesanan anda {poId} bernilai {total} telah dibuat dan kini sedang diproses.',
    waitingSubject: 'Pesanan {poId} menunggu kelulusan anda',
    waiting: 'Pesanan {poId} daripada {buyer} bernilai {total} menunggu kelulusan anda di peringkat {stage}.',
    approvedSubject: 'Pesanan {poId} telah diluluskan',
    approved: 'Pesanan anda {poId} bernilai {total} telah diluluskan dan kini sedang diproses.',
    rejectedSubject: 'Pesanan {poId} telah ditolak',
    rejected: 'Pesanan anda {poId} bernilai {total} telah ditolak oleh {approver} di peringkat {stage}.',
    reason: 'Sebab: {comment}',
    returnedSubject: 'Pesanan {poId} dikembalikan untuk pindaan',
    returned:
      'Pesanan anda {poId} bernilai {total} telah dikembalikan untuk pindaan oleh {approver} di peringkat {stage}. Anda boleh meminda dan menghantarnya semula.',
    changes: 'Perkara yang perlu dipinda: {comment}',
    totals: 'Jumlah kecil {subtotal}, penghantaran {shipping}, SST {tax}: jumlah keseluruhan {total}.',
    viewOrders: 'Lihat pesanan anda',
    reviewApprovals: 'Semak kelulusan',
    buyerFooter: 'Anda menerima e-mel ini kerana anda membuat pesanan ini di LaPasar.',
    approverFooter: 'Anda menerima e-mel ini kerana anda meluluskan pesanan di peringkat ini dalam aliran kerja LaPasar.',
    someBuyer: 'rakan sekerja anda',
    someApprover: 'seorang pelulus',
    someStage: 'satu peringkat',
  },
};

export const MAIL_TEXT: Record<Language, MailText> = { en, ms };
