import { describe, expect, it, vi } from 'vitest';
import type { DashboardViewType } from '../../src/api/types';
import { postLoginTarget, SPECIAL_BUYER_ID } from '../../src/lib/post-login';

const buyer = { by_id: 10, isTnbUser: false, role: 'buyer' };
const settings = { catalog_id: null, is_tnb: 0 };
const dashboard = (viewType: DashboardViewType) => vi.fn(async () => viewType);

describe('post-login routing', () => {
  it("sends an approver to the approvals, even of an energy or catalogue company, without the buyer's dashboard", async () => {
    const call = dashboard('catalogue');
    const approver = { by_id: 10, isTnbUser: true, role: 'approver' };
    expect(await postLoginTarget(approver, { catalog_id: 3, is_tnb: 1 }, call)).toBe('approvals');
    expect(await postLoginTarget({ ...approver, by_id: SPECIAL_BUYER_ID }, settings, call)).toBe('approvals');
    expect(call).not.toHaveBeenCalled();
  });

  it('1. sends the special buyer (5960) to the catalogue category route, before anything else', async () => {
    const call = dashboard('catalogue');
    const target = await postLoginTarget({ ...buyer, by_id: SPECIAL_BUYER_ID }, { catalog_id: 3, is_tnb: 1 }, call);
    expect(target).toBe('catalogueCategory');
    expect(call).not.toHaveBeenCalled();
  });

  it('2. sends a buyer with a catalog_id to the catalogue route, before the energy rule', async () => {
    expect(await postLoginTarget({ ...buyer, isTnbUser: true }, { catalog_id: 3, is_tnb: 1 }, dashboard('marketplace'))).toBe('catalogue');
    expect(await postLoginTarget(buyer, { catalog_id: 0, is_tnb: 0 }, dashboard('marketplace'))).toBe('catalogue');
  });

  it('3. sends energy buyers (is_tnb 1 or isTnbUser) to the catalogue category route', async () => {
    expect(await postLoginTarget(buyer, { catalog_id: null, is_tnb: 1 }, dashboard('marketplace'))).toBe('catalogueCategory');
    expect(await postLoginTarget({ ...buyer, isTnbUser: true }, null, dashboard('marketplace'))).toBe('catalogueCategory');
  });

  it.each([
    ['tnb_catalogue_category', 'catalogueCategory'],
    ['petronas_catalogue_category', 'catalogueCategory'],
    ['catalogue', 'catalogue'],
    ['marketplace', null],
  ] as const)('4. lets the dashboard decide: viewType %s goes to %s', async (viewType, expected) => {
    expect(await postLoginTarget(buyer, settings, dashboard(viewType))).toBe(expected);
  });

  it('4. ignores a failing dashboard call and stays on the marketplace', async () => {
    const failing = vi.fn(async (): Promise<DashboardViewType> => {
      throw new Error('500');
    });
    expect(await postLoginTarget(buyer, settings, failing)).toBeNull();
    expect(failing).toHaveBeenCalledOnce();
  });
});
