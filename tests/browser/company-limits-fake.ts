import type { Category, ChangeCompanySettingsRequest, CompanyPriceLimit, CompanySettings, SetPriceLimitRequest } from '../../src/api/types';
import { settingsProblem } from '../../src/lib/company-settings';
import { fakeApi, json, type FakeRequest } from './fake-api';

/* Typed fixtures of a company's price limits and settings, answered from memory with the reference server's refusals and codes. */

const node = (id: number, name: string, parentId: number | null, level: number, children: Category[] = []): Category => ({
  category_id: id,
  category_name: name,
  parent_id: parentId,
  level,
  children,
});

const CATEGORIES: Category[] = [
  node(1, 'IT & Electronics', null, 1, [node(11, 'Laptops', 1, 2), node(12, 'Printers', 1, 2, [node(121, 'Toner', 12, 3)])]),
  node(2, 'Electrical', null, 1, [node(21, 'Cables', 2, 2)]),
];

const paths = new Map<number, string[]>();
const walk = (tree: Category[], above: string[]) => {
  for (const category of tree) {
    const path = [...above, category.category_name];
    paths.set(category.category_id, path);
    walk(category.children ?? [], path);
  }
};
walk(CATEGORIES, []);

export const priceLimit = (id: number, categoryId: number, maxUnitPrice: number): CompanyPriceLimit => {
  const path = paths.get(categoryId)!;
  return { id, category: { id: categoryId, name: path.at(-1)!, path }, maxUnitPrice };
};

export const SETTINGS: CompanySettings = {
  id: 1,
  companyName: 'LaPasar Demo',
  registrationNo: '201901000001',
  sstNumber: '',
  taxNumber: '',
  viewSlInfo: 'Y',
  checkoutType: 'workflow',
  budgetType: 'department',
  hasItemCode: 'Y',
  hasEbNumber: 'N',
  hasCapex: 'Y',
  hasSpecialBudgetCategory: 'N',
  hasPaymentCode: 'N',
  approvalDocAmountFrom: 5000,
  mandatoryOrderAttachment: false,
  cartIdGenerator: false,
  sapPoidConfigured: true,
  alternateRecipientRequired: false,
};

/** Answers the price limit, settings, category tree and audit routes from memory. */
export function fakeCompanyLimits() {
  const state = { limits: [] as CompanyPriceLimit[], settings: { ...SETTINGS }, takenNames: ['Acme Berhad'], nextId: 100 };

  const serve = ({ method, path, body }: FakeRequest): Response => {
    if (method === 'GET' && path === '/api/categories') return json(200, { success: true, data: CATEGORIES });
    if (method === 'GET' && path === '/api/company/audit') return json(200, { success: true, data: [] });
    if (method === 'GET' && path === '/api/company/price-limits') return json(200, { success: true, data: state.limits });
    if (method === 'PUT' && path === '/api/company/price-limits') {
      const asked = body as SetPriceLimitRequest;
      if (!paths.has(asked.categoryId)) return json(404, { error: 'categoryId: no such category' });
      const found = state.limits.find((limit) => limit.category.id === asked.categoryId);
      const after = found ?? priceLimit(state.nextId++, asked.categoryId, asked.maxUnitPrice);
      if (!found) state.limits.push(after);
      after.maxUnitPrice = asked.maxUnitPrice;
      return json(200, { success: true, priceLimit: after });
    }
    const removed = path.match(/^\/api\/company\/price-limits\/(\d+)$/);
    if (method === 'DELETE' && removed) {
      const found = state.limits.find((limit) => limit.id === Number(removed[1]));
      if (!found) return json(404, { error: 'No such price limit in your company' });
      state.limits = state.limits.filter((limit) => limit !== found);
      return json(200, { success: true });
    }
    if (method === 'GET' && path === '/api/company/settings') return json(200, { success: true, settings: state.settings });
    if (method === 'PATCH' && path === '/api/company/settings') {
      const asked = body as ChangeCompanySettingsRequest;
      if (asked.companyName !== undefined && state.takenNames.includes(asked.companyName))
        return json(409, { error: `companyName: a company named ${asked.companyName} already exists`, code: 'company_name_taken' });
      const after = { ...state.settings, ...asked };
      const changed = new Set(
        Object.keys(asked).filter((key) => asked[key as keyof typeof asked] !== state.settings[key as keyof CompanySettings]),
      );
      const problem = settingsProblem(after, changed);
      if (problem) return json(400, { error: `${problem.field}: ${problem.message}`, code: 'settings_unsupported' });
      state.settings = after;
      return json(200, { success: true, settings: after });
    }
    return json(404, { error: `Not faked: ${method} ${path}` });
  };
  const claimed = (path: string) =>
    path === '/api/categories' ||
    path === '/api/company/audit' ||
    path.startsWith('/api/company/price-limits') ||
    path === '/api/company/settings';
  return { state, ...fakeApi(claimed, serve) };
}
