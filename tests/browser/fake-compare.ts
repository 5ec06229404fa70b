import type { CompareItem, CompareListResponse, CompareRecord, CompareRecordResponse, CompareRemovedResponse } from '../../src/api/types';
import { groupForAdd, moveProblem } from '../../src/lib/compare';
import { fakeApi, json, type FakeRequest } from './fake-api';

/* The corporate compare calls answered from memory with the shared group rules, on typed fixtures. */

/** A compared product as the list answers it: two SKUs (Size: S at RM 10.00 and Size: M at RM 12.50, held to the product's MOQ and stock) unless `overrides` say otherwise. */
export function compareItem(productId: number, group: number, overrides: Partial<CompareItem['product']> = {}): CompareItem {
  const skus = overrides.skus ?? [
    {
      recid: productId * 10,
      sku: `SKU-${productId}-A`,
      label: 'Size: S',
      price: 10,
      marketplace_price: null,
      moq: overrides.moq ?? 2,
      total_stock: overrides.total_stock ?? 40,
    },
    {
      recid: productId * 10 + 1,
      sku: `SKU-${productId}-B`,
      label: 'Size: M',
      price: 12.5,
      marketplace_price: null,
      moq: overrides.moq ?? 2,
      total_stock: overrides.total_stock ?? 40,
    },
  ];
  return {
    by_id: 0,
    product_id: productId,
    sku_id: null,
    compare_id: productId + 1000,
    group_id: group,
    ulid: `01JCOMPARE${String(productId).padStart(16, '0')}`,
    product: {
      product_name: `Product ${productId}`,
      thumb: null,
      product_description: `About product ${productId}`,
      sl_id: 7,
      seller: { companyName: 'VNDR-000007', rating: 4, total_review: 12 },
      moq: 2,
      delivery_term_from: 3,
      delivery_term_to: 5,
      features: [{ lable: 'Colour', description: 'Blue' }],
      availability: 'Y',
      total_stock: 40,
      shipping: { charge: 'RM 12.00', charge_number: 12, shipping_restricted: false },
      ...overrides,
      skus,
    },
    sku: skus[0] ? { ...skus[0] } : null,
  };
}

const recordOf = ({ by_id, product_id, sku_id, compare_id, group_id, ulid }: CompareItem): CompareRecord => ({
  by_id,
  product_id,
  sku_id,
  compare_id,
  group_id,
  ulid,
});

/** Fakes {corporate}/marketplace/compare/*; `state.items` is what the buyer compares. */
export function fakeCompareApi() {
  const state = { items: [] as CompareItem[] };
  const sizes = () => {
    const counts = new Map<number, number>();
    for (const item of state.items) counts.set(item.group_id, (counts.get(item.group_id) ?? 0) + 1);
    return counts;
  };
  const removed = (before: number): Response =>
    json(200, {
      success: true,
      data: { removed: before - state.items.length, count: state.items.length },
    } satisfies CompareRemovedResponse);
  const answer = (item: CompareItem, message: string) =>
    json(200, { success: true, data: recordOf(item), message } satisfies CompareRecordResponse);

  const serve = ({ path, body }: FakeRequest): Response => {
    const form = body as Record<string, string>;
    const action = path.split('/marketplace/compare/')[1];
    const item = state.items.find((candidate) => candidate.compare_id === Number(form.compare_id));
    const before = state.items.length;
    switch (action) {
      case 'count':
        return json(200, { success: true, data: { count: state.items.length } });
      case 'list': {
        if (state.items.length === 0) return json(404, { error: 'No products in compare' });
        const data: CompareListResponse['data'] = {};
        for (const entry of state.items) data[String(entry.group_id)] = [...(data[String(entry.group_id)] ?? []), entry];
        return json(200, { success: true, data } satisfies CompareListResponse);
      }
      case 'add/product':
      case 'add/sku': {
        const productId = action === 'add/sku' ? Math.floor(Number(form.sku_id) / 10) : Number(form.product_id);
        const added = compareItem(productId, groupForAdd(sizes()));
        if (action === 'add/sku') added.sku_id = Number(form.sku_id);
        state.items.push(added);
        return answer(added, 'Added to compare');
      }
      case 'update': {
        if (!item) break;
        const sku = item.product.skus.find((candidate) => candidate.recid === Number(form.sku_id));
        if (!sku) return json(400, { error: 'The SKU is not one of the product' });
        Object.assign(item, { sku_id: sku.recid, sku: { ...sku } });
        return answer(item, 'Updated');
      }
      case 'move': {
        if (!item) break;
        const problem = moveProblem(sizes(), item.group_id, Number(form.group_id));
        if (problem) return json(409, { error: problem });
        item.group_id = Number(form.group_id);
        return answer(item, 'Moved');
      }
      case 'remove':
        state.items = state.items.filter((candidate) => candidate !== item);
        return removed(before);
      case 'remove/group':
        state.items = state.items.filter((candidate) => candidate.group_id !== Number(form.group_id));
        return removed(before);
      case 'remove/all':
        state.items = [];
        return removed(before);
      case 'export/pdf':
        return new Response(new Blob(['%PDF-1.7 compare'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        });
      case 'export/excel': {
        const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        return new Response(new Blob(['PK compare workbook'], { type }), { headers: { 'content-type': type } });
      }
    }
    return json(404, { error: 'Not found' });
  };

  return { state, ...fakeApi((path) => path.includes('/marketplace/compare/'), serve) };
}
