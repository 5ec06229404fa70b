/**
 * Bulk price negotiation (spec 1 sections 3 and 4): the buyer asks (SEND), the seller negotiates
 * (NEGO) or answers with an approved price and minimum quantity (REPLY). The buyer may cancel a
 * request in progress, and after a REPLY renegotiate (back to SEND) or remove it.
 */
export type BulkStatus = 'SEND' | 'NEGO' | 'REPLY';

export type BulkAction = 'cancel' | 'renegotiate' | 'remove' | 'seller-nego' | 'seller-reply';

/** The status each action needs, and the status it leads to (null: the request is deleted). */
const MOVES: Readonly<Record<BulkAction, { from: readonly BulkStatus[]; to: BulkStatus | null }>> = {
  cancel: { from: ['SEND', 'NEGO'], to: null },
  renegotiate: { from: ['REPLY'], to: 'SEND' },
  remove: { from: ['REPLY'], to: null },
  'seller-nego': { from: ['SEND', 'NEGO'], to: 'NEGO' },
  'seller-reply': { from: ['SEND', 'NEGO'], to: 'REPLY' },
};

const WHAT: Readonly<Record<BulkAction, string>> = {
  cancel: 'cancelled',
  renegotiate: 'renegotiated',
  remove: 'removed',
  'seller-nego': 'negotiated',
  'seller-reply': 'answered',
};

/** The status after `action`, or an error message when the request's status does not allow it. */
export function bulkMove(status: BulkStatus, action: BulkAction): { ok: true; to: BulkStatus | null } | { ok: false; error: string } {
  const move = MOVES[action];
  if (move.from.includes(status)) return { ok: true, to: move.to };
  return { ok: false, error: `A bulk price request in status ${status} cannot be ${WHAT[action]}; it must be ${move.from.join(' or ')}.` };
}

/** 'Cancel' while SEND or NEGO, 'remove' once answered: one DELETE serves both. */
export function deleteAction(status: BulkStatus): BulkAction {
  return status === 'REPLY' ? 'remove' : 'cancel';
}

/** The approved price applies only at or above the approved quantity (spec 1 section 4). */
export function bulkPriceApplies(
  request: { status: BulkStatus; approvePrice: number | null; approvedMinQuantity: number | null },
  quantity: number,
): boolean {
  return request.status === 'REPLY' && request.approvePrice !== null && quantity >= (request.approvedMinQuantity ?? 1);
}
