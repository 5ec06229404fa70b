import './support/storage';
import { describe, expect, it } from 'vitest';
import { ErrorCodeSchema } from '../../src/contract/errors';
import malay from '../../src/ui/server-text.ms';
import { SERVER_ERRORS, wordRefusal } from '../../src/ui/server-text';

describe("the elements' words for the server's error codes", () => {
  it('names only codes of the contract', () => {
    const codes = new Set<string>(ErrorCodeSchema.options);
    expect(Object.keys(SERVER_ERRORS).filter((code) => !codes.has(code))).toEqual([]);
  });

  it('has the codes of company administration, its operator and integrations that a screen receives', () => {
    for (const code of [
      'last_administrator',
      'already_invited',
      'company_name_taken',
      'budget_below_use',
      'budget_in_use',
      'stage_without_approver',
      'not_an_approver',
      'no_stage_from_zero',
      'stage_unreachable',
      'workflow_exists',
      'only_approver',
      'location_archived',
      'location_not_allowed',
      'charge_code_archived',
      'charge_code_not_allowed',
      'location_name_taken',
      'charge_code_taken',
      'item_code_taken',
      'location_has_open_orders',
      'charge_code_has_open_orders',
      'slug_taken',
      'domain_claimed',
      'credential_taken',
      'kid_taken',
      'identity_provider_missing',
      'password_sign_in_lockout',
      'postcode_mismatch',
      'link_expired',
      'settings_unsupported',
    ])
      expect(SERVER_ERRORS, code).toHaveProperty(code);
  });

  it('words a refusal in Malay from its figures and what its English names, keeping the field it leads with', () => {
    const sent = "administrator: Aisyah Rahman is the company's last active administrator; make another person administrator first";
    expect(wordRefusal(SERVER_ERRORS.last_administrator, malay.last_administrator, sent, {})).toBe(
      'administrator: Aisyah Rahman ialah pentadbir aktif terakhir syarikat; jadikan orang lain pentadbir dahulu',
    );
    const below =
      'limit: RM 1,499.99 is below what the budget has committed (RM 1,200.00) and pending (RM 300.00); set at least RM 1,500.00';
    expect(
      wordRefusal(SERVER_ERRORS.budget_below_use, malay.budget_below_use, below, {
        limit: 'RM 1,499.99',
        committed: 'RM 1,200.00',
        pending: 'RM 300.00',
      }),
    ).toBe(
      'limit: RM 1,499.99 kurang daripada jumlah yang telah dikomitkan (RM 1,200.00) dan belum selesai (RM 300.00) dalam bajet ini; tetapkan sekurang-kurangnya RM 1,500.00',
    );
    // One open order or several: each English form reads to the one Malay.
    for (const orders of ['1 open order', '3 open orders'])
      expect(
        wordRefusal(
          SERVER_ERRORS.location_has_open_orders,
          malay.location_has_open_orders,
          `Head Office has ${orders} (in approval or not yet completed); archive it once they are done`,
          { open_orders: orders[0] },
        ),
      ).toMatch(new RegExp(`^Head Office mempunyai ${orders[0]} pesanan terbuka`));
  });

  it('leaves a text it does not know in English: another server, or a message changed since', () => {
    expect(wordRefusal(SERVER_ERRORS.kid_taken, malay.kid_taken, 'kid: that key id is in use', {})).toBeNull();
    expect(wordRefusal(SERVER_ERRORS.link_expired, malay.link_expired, 'This link is no good.', {})).toBeNull();
  });
});
