import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ApiError, serverMessage } from '../../api/client';
import { postcodeDetails } from '../../api/location';
import type { CartItem, CheckoutFormQuery, SubmitCompleteRequest } from '../../api/types';
import { submitComplete, validateField } from '../../api/workflow';
import { toSen } from '../../lib/money';
import { priceLimitMessage } from '../../lib/price-limit';
import { fillRoute } from '../../lib/routes';
import { batchIdAt, ebNumber, ebNumberProblem, isEbChargeCode, WORKFLOW_MESSAGES, type EbNumberParts } from '../../lib/workflow';
import { anyFailed, anyUploading, checkoutAttachments, uploadedIds, type SlotKey } from '../../store/checkout-attachments';
import { $config } from '../../store/config';
import { openLoginDialog } from '../../store/dialogs';
import { $signedIn, $user } from '../../store/session';
import { AlertDialog } from '../../ui/alert-dialog';
import { emit, navigate } from '../../ui/events';
import { PageDialogs } from '../../ui/page-dialogs';
import * as ui from '../../ui/ui.css';
import { useMoney } from '../../ui/use-money';
import { AttachmentsStep } from './attachments-step';
import { BuyerDetails, type SellerKey, type TextKey } from './buyer-details';
import * as styles from './checkout-wizard.css';
import {
  addressField,
  approvalDocumentNeeded,
  attachmentErrors,
  billingFromShipping,
  buyerDetailsErrors,
  clearedBilling,
  MALAYSIA,
  initialValues,
  type AddressPrefix,
  type CheckoutFormValues,
  type FieldErrors,
} from './form-state';
import { ProductDetails, type SkuField } from './product-details';
import { StepIndicator } from './step-indicator';
import { strings as t } from './strings';
import { useCheckoutForm } from './use-checkout-form';
import { useOrderChecks } from './use-order-checks';
import { CannotSubmitBanner, NotConfiguredBanner, ValidationCard } from './validation-card';

/** Postcode lookup starts at this many characters (spec 2 section 5). */
const POSTCODE_LOOKUP_LENGTH = 5;

export interface CheckoutWizardProps {
  /** The cart's lines going to checkout (the cart's lapasar-checkout detail); loaded with the form when not given. */
  items?: CartItem[];
  /** The buyer's order this checkout replaces (an edit); empty for a new order. */
  editPoId?: string;
}

/** lapasar-checkout-wizard: the three-step checkout of spec 2 section 2. */
export function CheckoutWizard({ items, editPoId }: CheckoutWizardProps) {
  const signedIn = useStore($signedIn);
  if (!signedIn) {
    return (
      <div className={styles.root} part="checkout-wizard">
        <p>{t.signInPrompt}</p>
        <button type="button" className={ui.primaryButton} onClick={openLoginDialog}>{t.signIn}</button>
        <PageDialogs />
      </div>
    );
  }
  return <Wizard passedItems={items} editPoId={editPoId || null} />;
}

function queryOf(values: CheckoutFormValues | null): CheckoutFormQuery | null {
  if (!values) return null;
  return {
    location_id: values.location_id === null ? undefined : String(values.location_id),
    project_id: values.project_id === null ? undefined : String(values.project_id),
    state: values.ship_state || undefined,
    district: values.ship_district || values.ship_city || undefined,
  };
}

/** The last RM amount in a text ('... maximum allowed RM 5,000.00'), or null. */
function lastAmount(text: string): string | null {
  return [...text.matchAll(/RM\s?[\d,]+(\.\d{1,2})?/g)].at(-1)?.[0] ?? null;
}

function Wizard({ passedItems, editPoId }: { passedItems: CartItem[] | undefined; editPoId: string | null }) {
  const root = useRef<HTMLDivElement>(null);
  const { rm } = useMoney();
  const { routes } = useStore($config);
  const user = useStore($user);
  const [values, setValues] = useState<CheckoutFormValues | null>(null);
  const { form, failed, reload } = useCheckoutForm(queryOf(values));
  const [step, setStep] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [locked, setLocked] = useState<Record<AddressPrefix, boolean>>({ ship: false, bill: false });
  const pincodes = useRef<Record<AddressPrefix, string>>({ ship: '', bill: '' });
  const [attachments] = useState(checkoutAttachments);
  const slots = useStore(attachments.$slots);
  // One id per visit: a second click or a retry replays the first submit instead of ordering twice.
  const [batchId] = useState(() => batchIdAt(Date.now()));
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const stepped = useRef(false);
  // A second click lands before the first one's render disables the button.
  const inFlight = useRef(false);

  // The form starts from the server's defaults as soon as they arrive.
  if (form && !values) setValues(initialValues(form));

  useEffect(() => {
    if (!stepped.current) return;
    root.current?.querySelector<HTMLElement>('[data-step-content] h2')?.focus();
  }, [step]);

  const items = passedItems ?? form?.cartItems ?? [];
  const settings = form?.buyerSettings;
  const ebMode = settings?.has_eb_number === 'Y' && values !== null && isEbChargeCode(values.charge_code_name);
  const itemCodesOn = settings?.has_item_code === 'Y';
  const grandTotal = form?.totals.grandTotal ?? 0;

  const checks = useOrderChecks({
    locationId: values?.location_id ?? null,
    projectId: values?.project_id ?? null,
    projectNeeded: Boolean(form?.formConfig.show_charge_code && form.projects.length > 0),
    grandTotal,
    userId: user?.recid ?? 0,
    buyerId: user?.by_id ?? 0,
    itemCodes: itemCodesOn && !ebMode && values
      ? items.flatMap((item) => (values.item_code[item.sku_id] ? [{ itemCode: values.item_code[item.sku_id], amount: item.total_price }] : []))
      : undefined,
    itemCodesEnabled: itemCodesOn,
    capexEnabled: settings?.has_capex === 'Y',
  });

  if (!form || !values) {
    return (
      <div className={styles.root} ref={root} part="checkout-wizard">
        {failed ? (
          <div className={styles.banner} role="alert" part="error">
            <p>{t.loadFailed}</p>
            <button type="button" className={ui.button} onClick={reload}>{t.retry}</button>
          </div>
        ) : (
          <p role="status" aria-busy="true" part="loading">{t.loading}</p>
        )}
      </div>
    );
  }

  const patch = (change: Partial<CheckoutFormValues>) =>
    setValues((current) => {
      if (!current) return current;
      const next = { ...current, ...change };
      return next.shipping_address_type === 'same' ? { ...next, ...billingFromShipping(next) } : next;
    });

  const checkField = (field: 'location_id' | 'project_id' | 'sap_poid' | 'alt_email', value: string | number | null, context: { location_id: number | null; project_id: number | null }) => {
    validateField({ field, value, context: { ...context, grand_total: grandTotal } }).then(
      (answer) => setServerErrors((current) => {
        const { [field]: _previous, ...rest } = current;
        return answer.valid ? rest : { ...rest, [field]: answer.message };
      }),
      () => undefined,
    );
  };

  // A field that goes away takes its server message with it.
  const clearServerErrors = (...fields: string[]) =>
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))));

  const lookUpPostcode = (prefix: AddressPrefix, postcode: string) => {
    pincodes.current[prefix] = postcode;
    const filled = [addressField(prefix, 'city'), addressField(prefix, 'state'), addressField(prefix, 'countery')];
    if (postcode.trim().length < POSTCODE_LOOKUP_LENGTH) {
      if (locked[prefix]) {
        setLocked((current) => ({ ...current, [prefix]: false }));
        patch({ ...Object.fromEntries(filled.map((field) => [field, ''])), ...(prefix === 'ship' ? { ship_district: '' } : {}) });
      }
      return;
    }
    void postcodeDetails(postcode.trim()).then((found) => {
      if (!found || pincodes.current[prefix] !== postcode) return;
      const [city, state, country] = filled;
      patch({ [city]: found.district, [state]: found.state, [country]: MALAYSIA, ...(prefix === 'ship' ? { ship_district: found.district } : {}) });
      setLocked((current) => ({ ...current, [prefix]: true }));
    });
  };

  const onText = (field: TextKey, value: string) => {
    patch({ [field]: value });
    if (field === 'ship_pincode') lookUpPostcode('ship', value);
    if (field === 'bill_pincode') lookUpPostcode('bill', value);
  };

  const onSeller = (field: SellerKey, sellerId: number, value: string) => patch({ [field]: { ...values[field], [sellerId]: value } });

  const onSku = (field: SkuField, skuId: number, value: string) => patch({ [field]: { ...values[field], [skuId]: value } });

  const onLocation = (locationId: number | null) => {
    const location = form.locations.find((candidate) => candidate.recid === locationId);
    const address = location
      ? { ship_lotno: location.lotNo, ship_street1: location.street1, ship_street2: location.street2, ship_pincode: location.postcode, ship_city: location.city, ship_state: location.state, ship_countery: location.countery || MALAYSIA, ship_district: '' }
      : {};
    patch({ location_id: locationId, project_id: null, charge_code: '', charge_code_name: '', ...address });
    clearServerErrors('location_id', 'project_id');
    setLocked((current) => ({ ...current, ship: false }));
    if (locationId !== null) checkField('location_id', locationId, { location_id: locationId, project_id: null });
  };

  const onProject = (projectId: number | null) => {
    const project = form.projects.find((candidate) => candidate.project_id === projectId);
    const address = project?.apply_address === 'Y'
      ? { ship_lotno: project.lotNo, ship_street1: project.street1, ship_street2: project.street2, ship_pincode: project.postcode, ship_city: project.city, ship_state: project.state, ship_countery: project.countery || MALAYSIA, ship_district: '' }
      : {};
    patch({ project_id: projectId, charge_code: project?.project_code ?? '', charge_code_name: project?.project_name ?? '', ...address });
    if (projectId !== null) checkField('project_id', projectId, { location_id: values.location_id, project_id: projectId });
  };

  const onBilling = (type: 'same' | 'new') => {
    patch(type === 'same' ? { shipping_address_type: 'same' } : { shipping_address_type: 'new', ...clearedBilling() });
    setLocked((current) => ({ ...current, bill: false }));
  };

  const onAlternate = (apply: boolean) => {
    patch({ apply_alt_receipient: apply ? 'Y' : 'N' });
    if (!apply) clearServerErrors('alt_email');
  };

  const onCheck = (field: 'sap_poid' | 'alt_email') => {
    if (values[field].trim()) checkField(field, values[field].trim(), { location_id: values.location_id, project_id: values.project_id });
  };

  const ebParts = (skuId: number): EbNumberParts => ({
    chargeCode: values.charge_code_name,
    year: values.eb_number_year[skuId] ?? '',
    categoryCode: values.eb_number_category_code[skuId] ?? '',
    input: values.eb_number_input[skuId] ?? '',
    input2: values.eb_number_input2[skuId] ?? '',
  });

  const stepOneErrors = { ...buyerDetailsErrors(values, form), ...serverErrors };
  const slotErrors = attachmentErrors(form, grandTotal, { order: uploadedIds(slots, 'order').length, approval: uploadedIds(slots, 'approval').length });
  const lineErrors: FieldErrors = {};
  const itemCodeErrors: FieldErrors = {};
  for (const item of items) {
    const validation = form.checkoutValidations.find((entry) => entry.sku_id === item.sku_id);
    const needsJustification = Boolean(validation?.justification_required) || !item.is_cheapest;
    if (needsJustification && !(values.justification[item.sku_id] ?? '').trim()) lineErrors[`justification:${item.sku_id}`] = t.required;
    if (itemCodesOn && !ebMode && !values.item_code[item.sku_id]) itemCodeErrors[`item_code:${item.sku_id}`] = t.itemCodeRequired(item.product_name);
    if (itemCodesOn && ebMode) {
      // Each part is checked alone: the other one stands in as well formed.
      const parts = ebParts(item.sku_id);
      const yearProblem = ebNumberProblem({ ...parts, categoryCode: 'X' });
      const categoryProblem = ebNumberProblem({ ...parts, year: '00' });
      if (yearProblem) itemCodeErrors[`eb_number_year:${item.sku_id}`] = parts.year ? yearProblem : t.required;
      if (categoryProblem) itemCodeErrors[`eb_number_category_code:${item.sku_id}`] = parts.categoryCode ? categoryProblem : t.required;
    }
  }
  const hasErrors = Object.keys(stepOneErrors).length + Object.keys(slotErrors).length + Object.keys(lineErrors).length > 0;
  const notConfigured = form.workflowValidation?.message === WORKFLOW_MESSAGES.notConfigured || checks.approvers.kind === 'not-configured';
  const spendingLimit = checks.submitStatus.kind === 'loaded' && checks.submitStatus.disabled ? checks.submitStatus.message || WORKFLOW_MESSAGES.spendingLimit : null;

  const overPriceLimit = form.checkoutValidations.find((entry) => entry.price_limit_exceeded);
  const disabledReason = ((): string | null => {
    if (submitting) return t.submitting;
    if (items.length === 0) return WORKFLOW_MESSAGES.cartEmpty;
    if (anyUploading(slots)) return t.stillUploading;
    if (overPriceLimit?.price_limit != null) return priceLimitMessage(overPriceLimit.product_name, toSen(overPriceLimit.price_limit));
    if (hasErrors) return t.fixErrors;
    if (Object.keys(itemCodeErrors).length > 0) return t.itemCodesMissing;
    if (notConfigured) return WORKFLOW_MESSAGES.notConfigured;
    if (checks.approvers.kind === 'loading' || checks.submitStatus.kind === 'loading') return t.checkingWorkflow;
    if (form.workflowValidation && !form.workflowValidation.valid) return form.workflowValidation.message || t.notMatched;
    if (spendingLimit) return spendingLimit;
    if (checks.budget.kind === 'loading') return t.budgetValidating;
    if (checks.budget.kind === 'needs-project') return WORKFLOW_MESSAGES.selectProject;
    if (checks.budget.kind === 'invalid') return WORKFLOW_MESSAGES.budgetFailed;
    if (checks.budget.kind === 'error') return t.budgetError;
    return null;
  })();

  const goTo = (next: number) => {
    stepped.current = true;
    setStep(next);
  };

  const next = () => {
    if (step === 0 && Object.keys(stepOneErrors).length > 0) {
      setShowErrors(true);
      // The first field in trouble takes focus so its message is read.
      requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    goTo(step + 1);
  };

  const submit = async () => {
    if (disabledReason || inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    const formData: CheckoutFormValues = {
      ...values,
      ...(values.shipping_address_type === 'same' ? billingFromShipping(values) : {}),
      ...(itemCodesOn && ebMode
        ? {
            eb_number_code: Object.fromEntries(items.map((item) => [item.sku_id, ebNumber(ebParts(item.sku_id))])),
            eb_number_chargecode: Object.fromEntries(items.map((item) => [item.sku_id, values.charge_code_name])),
          }
        : {}),
      item_code_description: Object.fromEntries(
        Object.entries(values.item_code).map(([skuId, code]) => [skuId, checks.itemCodes.find((entry) => entry.code === code)?.description ?? '']),
      ),
    };
    const sellerIds = [...new Set(items.map((item) => item.sl_id))];
    const body: SubmitCompleteRequest = {
      formData,
      attachments: { order: uploadedIds(slots, 'order'), approval: uploadedIds(slots, 'approval') },
      seller_attachments: Object.fromEntries(
        sellerIds.flatMap((sellerId) => {
          const ids = uploadedIds(slots, `seller:${sellerId}` as SlotKey);
          return ids.length > 0 ? [[String(sellerId), ids]] : [];
        }),
      ),
      filteredCartItems: items.map((item) => ({ sku_id: item.sku_id, quantity: item.quantity })),
      customBatchId: batchId,
      ...(editPoId ? { editPoId } : {}),
    };
    try {
      const { data } = await submitComplete(body);
      const detail = { poId: data.poId, isBudgetPending: data.isBudgetPending, isEdited: data.isEdited, createdDate: data.createdDate };
      if (emit(root.current, 'lapasar-order-submitted', detail, true)) {
        navigate(root.current, fillRoute(routes.workflowSuccess, { poId: data.poId, budgetPending: String(data.isBudgetPending), edited: String(data.isEdited) }));
      }
    } catch (error) {
      inFlight.current = false;
      setSubmitting(false);
      const message = serverMessage(error);
      if (message.includes('exceeds workflow budget limit')) {
        setAlert(t.budgetLimitAlert(rm(grandTotal), lastAmount(message) ?? message));
      } else {
        setAlert(message || (error instanceof ApiError && error.status > 0 ? t.submitFailed : t.submitFailedFallback));
      }
    }
  };

  const shownErrors = showErrors ? stepOneErrors : serverErrors;
  return (
    <div className={styles.root} ref={root} part="checkout-wizard">
      {editPoId && <p className={styles.editNotice} role="note" part="edit-notice">{t.editing(editPoId)}</p>}
      <StepIndicator active={step} onSelect={goTo} />
      {notConfigured && <NotConfiguredBanner />}
      {form.workflowValidation && <ValidationCard validation={form.workflowValidation} />}
      {spendingLimit && <CannotSubmitBanner message={spendingLimit} />}
      <div data-step-content>
        {step === 0 && (
          <BuyerDetails form={form} items={items} values={values} errors={shownErrors} locked={locked} onText={onText} onSeller={onSeller} onLocation={onLocation} onProject={onProject} onBilling={onBilling} onAlternate={onAlternate} onCheck={onCheck} />
        )}
        {step === 1 && (
          <AttachmentsStep items={items} attachments={attachments} orderRequired={form.formConfig.order_attachment_required} approvalRequired={approvalDocumentNeeded(form, grandTotal)} errors={slotErrors} failed={anyFailed(slots)} />
        )}
        {step === 2 && <ProductDetails form={form} items={items} values={values} errors={{ ...lineErrors, ...itemCodeErrors }} checks={checks} ebMode={ebMode} onSku={onSku} />}
      </div>
      <div className={styles.actions}>
        {step > 0 ? <button type="button" className={ui.button} onClick={() => goTo(step - 1)} part="back">{t.back}</button> : <span />}
        {step < 2 ? (
          <button type="button" className={ui.primaryButton} onClick={next} part="next">{t.next}</button>
        ) : (
          <button type="button" className={ui.primaryButton} onClick={() => void submit()} disabled={disabledReason !== null} aria-describedby={disabledReason ? 'submit-reason' : undefined} part="submit">
            {submitting ? t.submitting : t.submit}
          </button>
        )}
      </div>
      {step === 2 && disabledReason && !submitting && <p id="submit-reason" className={styles.reason} role="status" part="submit-reason">{disabledReason}</p>}
      <AlertDialog message={alert} onClose={() => setAlert(null)} okLabel={t.ok} closeLabel={t.ok} />
    </div>
  );
}
