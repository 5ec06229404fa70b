import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CartResponse, CheckoutFormResponse, LoginResponse, PreOrderResponse, SubmitCompleteResponse } from '../../src/api/types';
import type { Harness } from './harness';

const DEMO_PASSWORD = 'Demo#2026';
export const SELANGOR = { 'X-State': 'Selangor', 'X-District': 'Petaling' };

/** The server's API as a test calls it, with each answer's status checked. */
export function apiOf(harness: () => Harness) {
  async function api<T>(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<T> {
    const response = await fetch(`${harness().url}/api${path}`, init);
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
  let address = 0;
  let batch = 0;
  const checkoutFormOf = (headers: Record<string, string>, query = '') =>
    api<CheckoutFormResponse>(`/workflow/checkout-form${query ? `?${query}` : ''}`, { headers });
  const cartOf = async (headers: Record<string, string>) => (await api<CartResponse>('/cart', { headers })).data;
  const setQuantity = (headers: Record<string, string>, skuId: number, quantity: number) =>
    api(`/cart/items/${skuId}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ quantity }),
    });
  return {
    api,
    /** A bearer token's headers, signed in from an address of its own (sign-in throttles count per address). */
    async signIn(email: string, location: Record<string, string> = SELANGOR): Promise<Record<string, string>> {
      address += 1;
      const login = await api<LoginResponse>('/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${40 + address}` },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      return { authorization: `Bearer ${login.user.auth_token}`, ...location };
    },
    cart: cartOf,
    setQuantity,
    checkoutForm: checkoutFormOf,
    order: async (headers: Record<string, string>, poId: string) =>
      (await api<PreOrderResponse>(`/orders/pre-orders/${poId}`, { headers })).data,
    /** Raises the demo cart's short line to its MOQ and its seller's lines past the unmet minimums, as the cart's notices ask. */
    async meetCartRules(headers: Record<string, string>): Promise<void> {
      const short = (await cartOf(headers)).cartItems.find((item) => !item.is_excluded && item.quantity < item.moq);
      if (short) await setQuantity(headers, short.sku_id, short.moq);
      for (let round = 0; round < 3; round += 1) {
        const current = await cartOf(headers);
        const unmet = current.vendorMinimumOrder.minimums.find((minimum) => !minimum.met);
        if (!unmet) return;
        // Each of the seller's lines is raised by the shortfall: whichever counts towards the minimum meets it.
        for (const line of current.cartItems.filter((item) => item.sl_id === unmet.sellerId && !item.is_excluded)) {
          await setQuantity(
            headers,
            line.sku_id,
            line.quantity + Math.ceil((unmet.minimumAmount - unmet.currentAmount + 0.01) / line.price),
          );
        }
      }
    },
    /** Uploads a small PDF into a slot; answers its attachment id. */
    async upload(headers: Record<string, string>, filename: string, attachmentType: 'order' | 'approval'): Promise<string> {
      const body = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const { uploads } = await api<{ uploads: { uploadUrl: string; attachmentId: string }[] }>('/workflow/generate-upload-urls', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ attachments: [{ filename, contentType: 'application/pdf', size: body.length, attachmentType }] }),
      });
      const put = await fetch(uploads[0].uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body });
      if (!put.ok) throw new Error(`PUT ${filename}: ${put.status}`);
      return uploads[0].attachmentId;
    },
    /**
     * Orders the buyer's cart lines shipped to Selangor / Petaling through the API, delivered to
     * Shah Alam Plant under Plant Maintenance, each line under item code IC-1003 (the form's fields,
     * attachments and batch id as given). Answers the order and the lines and places it used.
     */
    async placeAtPlant(
      headers: Record<string, string>,
      given: { formData?: Record<string, unknown>; attachments?: { order: string[]; approval: string[] } } = {},
    ) {
      const plant = (await checkoutFormOf(headers)).locations.find((location) => location.location_name === 'Shah Alam Plant')!;
      const project = (await checkoutFormOf(headers, `location_id=${plant.recid}`)).projects.find(
        (entry) => entry.project_name === 'Plant Maintenance',
      )!;
      const form = await checkoutFormOf(
        headers,
        `location_id=${plant.recid}&project_id=${project.project_id}&state=Selangor&district=Petaling`,
      );
      batch += 1;
      const answer = await api<SubmitCompleteResponse>('/workflow/submit-complete', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          formData: {
            ...form.formDefaults,
            location_id: plant.recid,
            project_id: project.project_id,
            charge_code: project.project_code,
            charge_code_name: project.project_name,
            ship_lotno: plant.lotNo,
            ship_street1: plant.street1,
            ship_street2: plant.street2,
            ship_pincode: plant.postcode,
            ship_city: plant.city,
            ship_state: plant.state,
            ship_district: 'Petaling',
            item_code: Object.fromEntries(form.cartItems.map((item) => [item.sku_id, 'IC-1003'])),
            ...given.formData,
          },
          attachments: given.attachments ?? { order: [], approval: [] },
          seller_attachments: {},
          filteredCartItems: form.cartItems.map((item) => ({ sku_id: item.sku_id, quantity: item.quantity })),
          customBatchId: `WF_${Date.now()}${String(batch).padStart(3, '0')}`,
        }),
      });
      return { order: answer.data, lines: form.cartItems, plant, project };
    },
    decide: (headers: Record<string, string>, poId: string, decision: 'approve' | 'reject', comment = 'Checked') =>
      api(`/approvals/${poId}/${decision}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ comment }),
      }),
  };
}

export const wizardOf = (page: Page) => page.locator('lapasar-checkout-wizard');

/** Chooses a saved location by its name (and a charge code by its name), waiting for the lines to be judged there. */
export async function chooseLocation(wizard: Locator, location: string, project?: string): Promise<void> {
  await wizard.locator('select[name="location_id"]').selectOption({ label: location });
  if (project) {
    const projects = wizard.locator('select[name="project_id"]');
    await expect.poll(() => projects.locator('option').allTextContents()).toContainEqual(expect.stringContaining(project));
    const value = await projects.locator('option', { hasText: project }).getAttribute('value');
    await projects.selectOption(value ?? '');
  }
  await settled(wizard);
}

/** Waits until the lines in hand are those of the address, location and project now chosen. */
export async function settled(wizard: Locator): Promise<void> {
  await expect.poll(() => wizard.locator('[part="checkout-wizard"]').getAttribute('aria-busy'), { timeout: 10_000 }).toBe('false');
}

/** The step 3 lines' SKU ids and totals, and the subtotal and grand total shown. */
export async function stepThree(wizard: Locator) {
  const lines = await wizard
    .locator('[part="line"]')
    .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-sku'))));
  const totals = await wizard.locator('[part="totals"] dd').allTextContents();
  // Each line reads 'quantity x price = total'.
  const lineTotals = await wizard
    .locator('[part="line"]')
    .evaluateAll((elements) => elements.map((element) => element.querySelector('span')?.textContent?.split('=').at(-1) ?? ''));
  return { lines, lineTotals, subtotal: totals[0] ?? '', grandTotal: totals.at(-1) ?? '' };
}

/** Submits and answers the new order's PO id, from the success page's address. */
export async function submitOrder(page: Page): Promise<string> {
  const wizard = wizardOf(page);
  const submit = wizard.locator('[part="submit"]');
  await expect
    .poll(async () => (await submit.isEnabled()) || (await wizard.locator('[part="submit-reason"]').textContent()), { timeout: 15_000 })
    .toBe(true);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/workflow/submit-complete'));
  await submit.click();
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/workflow/success');
  return new URL(page.url()).searchParams.get('poId') ?? '';
}

/** RM text ('RM 1,234.50') as sen. */
export const senOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** Opens a step from the step indicator (0: Buyer Details, 1: Attachment For Approver, 2: Product Details). */
export async function openStep(wizard: Locator, step: 0 | 1 | 2): Promise<void> {
  await wizard.locator('[part="steps"] button').nth(step).click();
}
