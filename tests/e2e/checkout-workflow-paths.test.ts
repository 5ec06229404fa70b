import { describe, expect, it } from 'vitest';
import { apiOf, chooseLocation, openStep, settled, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { signIn, meetCartRules } = apiOf(harness);
const BUYER = 'buyer@lapasar.test';

/** The element that has focus inside the wizard's shadow root: its name attribute. */
const focusedName = (wizard: ReturnType<typeof wizardOf>) =>
  wizard.evaluate((element) => element.shadowRoot?.activeElement?.getAttribute('name') ?? null);
const alerts = (wizard: ReturnType<typeof wizardOf>) => wizard.locator('[role="alert"]').allTextContents();

describe('the demo workflow paths of buyer@', () => {
  it('names each reason Submit is held at its step and field, with one banner per workflow cause and its figures', async () => {
    await meetCartRules(await signIn(BUYER));
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/checkout');
    await signInWithDialog(page, BUYER);
    const wizard = wizardOf(page);
    await settled(wizard);

    // Head Office without a charge code yet: no budget verdict before a project is chosen.
    expect(await wizard.locator('select[name="location_id"] option:checked').textContent()).toBe('Head Office');
    expect(await wizard.locator('[part="workflow-validation"]').count()).toBe(0);
    expect(await wizard.evaluate((element) => element.shadowRoot?.textContent ?? '')).not.toContain('No budget is allocated');
    await openStep(wizard, 2);
    const reasons = wizard.locator('[part="blocker"]');
    await expect.poll(() => reasons.allTextContents()).toContainEqual('Buyer Details › Charge Code / Project');
    // Step 2 was skipped: not complete until opened.
    expect(await wizard.locator('[part~="step"]').evaluateAll((steps) => steps.map((step) => step.getAttribute('data-state')))).toEqual([
      'pending',
      'pending',
      'active',
    ]);
    // A reason takes the buyer to its field.
    await reasons.filter({ hasText: 'Charge Code / Project' }).click();
    await expect.poll(() => focusedName(wizard)).toBe('project_id');
    await expect.poll(() => wizard.locator('[part~="step"][data-state="active"]').textContent()).toContain('Buyer Details');

    // Johor Depot has no workflow: one banner, with the administrator's part, and no advice to remove items.
    await chooseLocation(wizard, 'Johor Depot');
    await expect.poll(() => alerts(wizard)).toEqual([expect.stringContaining('Workflow Configuration Required')]);
    expect((await alerts(wizard))[0]).toContain('Ask your administrator');
    expect((await alerts(wizard))[0]).not.toContain('remove');
    expect(await wizard.locator('input[name="ship_street2"]').inputValue()).toBe('Taman Abad');

    // Shah Alam Plant's Line Expansion has nobody to approve: the administrator assigns them.
    await chooseLocation(wizard, 'Shah Alam Plant', 'Line Expansion');
    await expect
      .poll(() => wizard.locator('[part="no-approvers"]').textContent())
      .toContain('No approvers found for this location and project.');
    expect(await wizard.locator('[part="no-approvers"]').textContent()).toContain('assign approvers');
    expect(await wizard.locator('[part="cannot-submit"]').count()).toBe(0);

    // Office Renovation: every item code has budget for the order, and the budget check passes.
    await chooseLocation(wizard, 'Head Office', 'Office Renovation');
    await openStep(wizard, 2);
    const lines = await wizard
      .locator('[part="line"]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-sku')));
    for (const sku of lines) {
      const options = wizard.locator(`select[name="item_code_${sku}"] option:not([value=""])`);
      expect(
        await options.evaluateAll((all) => all.map((option) => [option.getAttribute('value'), (option as HTMLOptionElement).disabled])),
      ).toEqual([
        ['IC-1001', false],
        ['IC-1002', false],
        ['IC-1003', false],
      ]);
    }
    for (const [index, sku] of lines.entries())
      await wizard.locator(`select[name="item_code_${sku}"]`).selectOption(['IC-1001', 'IC-1002', 'IC-1003'][index % 3]);
    await expect.poll(() => wizard.locator('[part~="budget"]').getAttribute('part')).toBe('budget budget-valid');
    await expect.poll(() => wizard.locator('[part="submit"]').isEnabled()).toBe(true);
    const stepStates = () => wizard.locator('[part~="step"]').evaluateAll((steps) => steps.map((step) => step.getAttribute('data-state')));
    // Nothing holds the attachments step, but it is completed only once the buyer has opened it.
    expect(await stepStates()).toEqual(['completed', 'pending', 'active']);
    await openStep(wizard, 1);
    await openStep(wizard, 2);
    expect(await stepStates()).toEqual(['completed', 'completed', 'active']);

    // A requested delivery date in the past is named at its field.
    await openStep(wizard, 0);
    const date = wizard.locator('input[name^="delivery_date_request_"]').first();
    await date.fill('2020-01-15');
    await openStep(wizard, 2);
    const dateReason = reasons.filter({ hasText: 'Requested Delivery Date' });
    await expect.poll(() => dateReason.count()).toBe(1);
    expect(await wizard.locator('[part="submit-reason"]').textContent()).toContain('The requested delivery date cannot be in the past');
    await dateReason.click();
    await expect.poll(() => focusedName(wizard)).toBe(await date.getAttribute('name'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
