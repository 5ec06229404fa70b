import { useStore } from '@nanostores/react';
import { MoneyText } from '../../ui/money-text';
import { useEffect, useRef, useState } from 'react';
import { ApiError, serverMessage } from '../../api/client';
import { postcodeDetails } from '../../api/location';
import { setCartQuantity } from '../../api/cart';
import { abandonEdit, changeEditLine } from '../../api/order-edit';
import { editOrder } from '../../api/orders';
import type { CartItem, CheckoutFormQuery, CheckoutFormResponse, SubmitCompleteRequest } from '../../api/types';
import { submitComplete, validateField } from '../../api/workflow';
import { isPostcode } from '../../lib/location';
import { toSen } from '../../lib/money';
import { priceLimitMessage } from '../../lib/price-limit';
import { fillRoute } from '../../lib/routes';
import {
  batchIdAt,
  CHECKOUT_STEPS,
  deliveryDateProblem,
  deliveryPlace,
  ebNumber,
  ebNumberProblem,
  isEbChargeCode,
  malaysianToday,
  WORKFLOW_MESSAGES,
} from '../../lib/workflow';
import {
  anyFailed,
  anyUploading,
  checkoutAttachments,
  keptFiles,
  uploadedCount,
  uploadedRefs,
  type KeptFile,
  type SlotKey,
  type Slots,
} from '../../store/checkout-attachments';
import { $config } from '../../store/config';
import { refreshCounts } from '../../store/counts';
import { openLoginDialog } from '../../store/dialogs';
import { $location } from '../../store/location';
import { $signedIn, $user } from '../../store/session';
import { BuyersOnly } from '../../ui/buyers-only';
import { AlertDialog } from '../../ui/alert-dialog';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { emit, navigate } from '../../ui/events';
import { PageDialogs } from '../../ui/page-dialogs';
import * as ui from '../../ui/ui.css';
import { useMoney } from '../../ui/use-money';
import { AttachmentsStep } from './attachments-step';
import { fieldSelector, refusalBlockers, stepComplete, submitBlockers, type Blocker, type StepIndex } from './blockers';
import { BuyerDetails, type SellerKey, type TextKey } from './buyer-details';
import { DecisionNote, EditClosed } from './edit-notes';
import * as styles from './checkout-wizard.css';
import { clearDraft, draftKey, historyStep, readDraft, recordStep, writeDraft, type CheckoutDraft } from './draft';
import { fieldLabel } from './field-labels';
import {
  addressField,
  approvalDocumentNeeded,
  attachmentErrors,
  billingFromShipping,
  buyerDetailsErrors,
  clearedBilling,
  ebPartsOf,
  MALAYSIA,
  initialValues,
  type AddressPrefix,
  type CheckoutFormValues,
  type FieldErrors,
} from './form-state';
import { OrderNotices } from './order-notices';
import { ProductDetails, type SkuField } from './product-details';
import { StepIndicator } from './step-indicator';
import { $strings } from './strings';
import { queryKey, useCheckoutForm } from './use-checkout-form';
import { useOrderChecks } from './use-order-checks';
import { CannotSubmitBanner, NoApproversBanner, NotConfiguredBanner, RefusedBanner, ValidationCard } from './validation-card';
import { useServerText } from '../../ui/server-text';
import { useServerWords } from '../../ui/server-words';

/** Postcode lookup starts at this many characters (spec 2 section 5). */
const POSTCODE_LOOKUP_LENGTH = 5;

export interface CheckoutWizardProps {
  /** The cart's lines going to checkout (the cart's lapasar-checkout detail): told apart from the lines judged at the delivery address. */
  items?: CartItem[];
  /** The buyer's order this checkout replaces (an edit); empty for a new order. */
  editPoId?: string;
}

/** lapasar-checkout-wizard: the three-step checkout of spec 2 section 2. */
export function CheckoutWizard({ items, editPoId }: CheckoutWizardProps) {
  const t = useStore($strings);
  const signedIn = useStore($signedIn);
  const user = useStore($user);
  if (!signedIn || !user) {
    return (
      <div className={styles.root} part="checkout-wizard">
        <p>{t.signInPrompt}</p>
        <button type="button" className={ui.primaryButton} onClick={openLoginDialog}>
          {t.signIn}
        </button>
        <PageDialogs />
      </div>
    );
  }
  if (user.role !== 'buyer') {
    return (
      <div className={styles.root} part="checkout-wizard">
        <BuyersOnly feature="checkout" />
      </div>
    );
  }
  // A new buyer or another order starts a wizard of its own, with its own draft.
  return (
    <Wizard
      key={`${user.recid}:${editPoId ?? ''}`}
      userId={user.recid}
      buyerId={user.by_id}
      passedItems={items}
      editPoId={editPoId || null}
    />
  );
}

/** What the form is asked for: the edit's draft, the location and project, and the delivery place the lines are judged at. */
function queryOf(values: CheckoutFormValues, editPoId: string | null): CheckoutFormQuery {
  const place = deliveryPlace(values);
  const postcode = values.ship_pincode.trim();
  return {
    ...(editPoId ? { edit_po_id: editPoId } : {}),
    location_id: values.location_id === null ? undefined : String(values.location_id),
    project_id: values.project_id === null ? undefined : String(values.project_id),
    state: place?.state,
    district: place?.district || undefined,
    // A whole postcode decides the place, as it does at submit.
    postcode: place && isPostcode(postcode) ? postcode : undefined,
  };
}

/** The uploaded files of each slot, as a draft keeps them. */
function uploadedFiles(slots: Slots): CheckoutDraft['files'] {
  return Object.fromEntries(Object.keys(slots).map((slot) => [slot, keptFiles(slots, slot as SlotKey)]));
}

/** The files an edited order carries, by slot. */
function carriedFiles(form: CheckoutFormResponse) {
  const files: Partial<Record<SlotKey, KeptFile[]>> = {};
  for (const file of form.edit?.attachments ?? []) {
    const slot: SlotKey = file.kind === 'seller' ? `seller:${file.sellerId ?? 0}` : file.kind;
    files[slot] = [...(files[slot] ?? []), { attachmentId: file.id, name: file.filename, carried: true }];
  }
  return files;
}

const asStep = (step: number): StepIndex => Math.min(Math.max(Math.trunc(step), 0), 2) as StepIndex;

interface WizardProps {
  userId: number;
  buyerId: number;
  passedItems: CartItem[] | undefined;
  editPoId: string | null;
}

function Wizard({ userId, buyerId, passedItems, editPoId }: WizardProps) {
  const t = useStore($strings);
  const serverText = useServerText();
  const words = useServerWords();
  const root = useRef<HTMLDivElement>(null);
  const { rm } = useMoney();
  const { routes } = useStore($config);
  const cartLocation = useStore($location);
  const key = draftKey(userId, editPoId);
  // An edit opens its draft first (a reload or a second tab goes on with the one already open).
  const [draftOpen, setDraftOpen] = useState<'opening' | 'open' | { failure: unknown }>(editPoId ? 'opening' : 'open');
  const [values, setValues] = useState<CheckoutFormValues | null>(null);
  // The draft's revision this tab last read or wrote; another tab's later write makes this one stale.
  const seenRevision = useRef<number | null>(null);
  const [stale, setStale] = useState(false);
  const { form, answered, failed, refused, reload } = useCheckoutForm(
    draftOpen === 'open' ? (editPoId ? { edit_po_id: editPoId } : {}) : null,
    values ? queryOf(values, editPoId) : null,
  );
  const [step, setStep] = useState<StepIndex>(0);
  // The steps the buyer has opened: one not yet opened is pending, whatever holds it.
  const [visited, setVisited] = useState<ReadonlySet<StepIndex>>(() => new Set([0]));
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
  const [confirmAbandon, setConfirmAbandon] = useState(false);
  // Submits the server refused: the workflow checks are asked again after each.
  const [refusals, setRefusals] = useState(0);
  // The fields the server refused the last submit for, each with the value it refused: shown until that value changes.
  const [refusedAt, setRefusedAt] = useState<{ blocker: Blocker; was: string }[]>([]);
  // The edited order was decided or withdrawn meanwhile: the edit is over, with the server's words.
  const [editClosed, setEditClosed] = useState<string | null>(null);
  const [changingLine, setChangingLine] = useState(false);
  // Where focus goes once the step it is on has rendered; each request counts, even on the step in view.
  const focusTarget = useRef<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // A second click lands before the first one's render disables the button.
  const inFlight = useRef(false);

  useEffect(() => {
    if (!editPoId) return;
    editOrder(editPoId).then(
      () => setDraftOpen('open'),
      (failure: unknown) => setDraftOpen({ failure }),
    );
  }, [editPoId]);

  // The form starts from the kept draft, else the edited order, else the server's defaults; the step from the history entry, else the draft.
  if (form && !values) {
    const draft = readDraft(key);
    setValues(draft?.values ?? (form.edit ? { ...initialValues(form), ...form.edit.form } : initialValues(form)));
    const opened = asStep(historyStep(key) ?? draft?.step ?? 0);
    setStep(opened);
    // Coming back to a later step, the buyer went through the ones before it.
    setVisited(new Set(CHECKOUT_STEPS.map((_, index) => asStep(index)).filter((index) => index <= opened)));
  }

  // Its files come back with it, and the history entry learns the step (before the draft is written again).
  const started = useRef(false);
  useEffect(() => {
    if (!form || !values || started.current) return;
    started.current = true;
    const draft = readDraft(key);
    seenRevision.current = draft?.revision ?? null;
    attachments.restore(draft?.files ?? carriedFiles(form));
    recordStep(key, step, false);
  }, [form, values, key, step, attachments]);

  useEffect(() => {
    if (!values || stale || !started.current) return;
    // A stale tab's write is refused; the storage event below has said so.
    const written = writeDraft(key, { values, step, files: uploadedFiles(slots) }, seenRevision.current);
    if (!written.stale) seenRevision.current = written.revision;
  }, [key, values, step, slots, stale]);

  // Another tab saving this draft makes this one stale at once, before it would write.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key || event.newValue === null) return;
      const newer = readDraft(key);
      if (newer && newer.revision !== seenRevision.current) setStale(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  /** Takes up the draft another tab saved: its fields, step and files replace this tab's. */
  const loadNewerDraft = () => {
    const newer = readDraft(key);
    if (newer) {
      setValues(newer.values);
      setStep(asStep(newer.step));
      attachments.restore(newer.files);
    }
    seenRevision.current = newer?.revision ?? null;
    setStale(false);
  };

  // Back and Forward move between the steps the buyer went through.
  useEffect(() => {
    const onPop = () => {
      const entry = historyStep(key);
      if (entry === null) return;
      setStep(asStep(entry));
      setVisited((current) => new Set([...current, asStep(entry)]));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [key]);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (!target) return;
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(target)?.focus());
  }, [step, showErrors, focusRequest]);

  const items = form?.cartItems ?? [];
  const settings = form?.buyerSettings;
  const ebMode = settings?.has_eb_number === 'Y' && values !== null && isEbChargeCode(values.charge_code_name);
  const itemCodesOn = settings?.has_item_code === 'Y';
  const grandTotal = form?.totals.grandTotal ?? 0;

  // A company without a workflow has no approvers, spending limit or budget to ask about.
  const withApproval = form?.formConfig.approval_workflow ?? true;
  const checks = useOrderChecks({
    locationId: withApproval ? (values?.location_id ?? null) : null,
    projectId: values?.project_id ?? null,
    projectNeeded: Boolean(form?.formConfig.show_charge_code && form.projects.length > 0),
    grandTotal,
    userId,
    buyerId,
    itemCodes:
      itemCodesOn && !ebMode && values
        ? items.flatMap((item) =>
            values.item_code[item.sku_id] ? [{ itemCode: values.item_code[item.sku_id], amount: item.total_price }] : [],
          )
        : undefined,
    itemCodesEnabled: itemCodesOn,
    capexEnabled: settings?.has_capex === 'Y',
    revision: refusals,
    ...(editPoId ? { editPoId } : {}),
  });

  if (editClosed !== null && editPoId) return <EditClosed poId={editPoId} message={editClosed} />;

  if (draftOpen !== 'open' && draftOpen !== 'opening') {
    return (
      <div className={styles.root} ref={root} part="checkout-wizard">
        <div className={styles.banner} role="alert" part="error">
          <p>{serverText(draftOpen.failure, t.loadFailed)}</p>
          <a className={ui.button} href={routes.preOrders}>
            {t.backToOrders}
          </a>
        </div>
      </div>
    );
  }

  if (!form || !values) {
    return (
      <div className={styles.root} ref={root} part="checkout-wizard">
        {failed ? (
          <div className={styles.banner} role="alert" part="error">
            <p>{t.loadFailed}</p>
            <button type="button" className={ui.button} onClick={reload}>
              {t.retry}
            </button>
          </div>
        ) : (
          <p role="status" aria-busy="true" part="loading">
            {t.loading}
          </p>
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

  const checkField = (
    field: 'location_id' | 'project_id' | 'sap_poid' | 'alt_email',
    value: string | number | null,
    context: { location_id: number | null; project_id: number | null },
  ) => {
    validateField({ field, value, context: { ...context, grand_total: grandTotal } }).then(
      (answer) =>
        setServerErrors((current) => {
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
      patch({
        [city]: found.city,
        [state]: found.state,
        [country]: MALAYSIA,
        ...(prefix === 'ship' ? { ship_district: found.district } : {}),
      });
      setLocked((current) => ({ ...current, [prefix]: true }));
    });
  };

  // A saved address names its city; its postcode names the district its lines are judged in.
  const resolveDistrict = (postcode: string, state: string) => {
    pincodes.current.ship = postcode;
    if (postcode.trim().length < POSTCODE_LOOKUP_LENGTH) return;
    void postcodeDetails(postcode.trim()).then((found) => {
      if (found && found.state === state && pincodes.current.ship === postcode) patch({ ship_district: found.district });
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
      ? {
          ship_lotno: location.lotNo,
          ship_street1: location.street1,
          ship_street2: location.street2,
          ship_pincode: location.postcode,
          ship_city: location.city,
          ship_state: location.state,
          ship_countery: location.countery || MALAYSIA,
          ship_district: '',
        }
      : {};
    patch({ location_id: locationId, project_id: null, charge_code: '', charge_code_name: '', ...address });
    clearServerErrors('location_id', 'project_id');
    setLocked((current) => ({ ...current, ship: false }));
    if (location) resolveDistrict(location.postcode, location.state);
    if (locationId !== null) checkField('location_id', locationId, { location_id: locationId, project_id: null });
  };

  const onProject = (projectId: number | null) => {
    const project = form.projects.find((candidate) => candidate.project_id === projectId);
    const address =
      project?.apply_address === 'Y'
        ? {
            ship_lotno: project.lotNo,
            ship_street1: project.street1,
            ship_street2: project.street2,
            ship_pincode: project.postcode,
            ship_city: project.city,
            ship_state: project.state,
            ship_countery: project.countery || MALAYSIA,
            ship_district: '',
          }
        : {};
    patch({ project_id: projectId, charge_code: project?.project_code ?? '', charge_code_name: project?.project_name ?? '', ...address });
    if (project?.apply_address === 'Y') resolveDistrict(project.postcode, project.state);
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

  // In an edit, a line's quantity changes in the draft; the form is then judged again.
  const onQuantity = (skuId: number, quantity: number) => {
    if (!editPoId) return;
    setChangingLine(true);
    changeEditLine(editPoId, skuId, quantity).then(
      () => {
        setChangingLine(false);
        reload();
      },
      (error: unknown) => {
        setChangingLine(false);
        setAlert(serverText(error, t.lineChangeFailed));
      },
    );
  };

  // A line asking for more than is in stock is set to what is left, in the edit's draft or the cart; the form is then judged again.
  const onSetQuantity = (skuId: number, quantity: number) => {
    if (editPoId) {
      onQuantity(skuId, quantity);
      return;
    }
    setChangingLine(true);
    setCartQuantity(skuId, quantity).then(
      () => {
        setChangingLine(false);
        void refreshCounts();
        reload();
      },
      (error: unknown) => {
        setChangingLine(false);
        setAlert(serverText(error, t.lineChangeFailed));
      },
    );
  };

  const ebParts = (skuId: number) => ebPartsOf(values, skuId);

  const today = malaysianToday(new Date());
  const dateErrors: FieldErrors = Object.fromEntries(
    Object.entries(values.delivery_date_request).flatMap(([sellerId, date]) => {
      const problem = deliveryDateProblem(date, today, t.deliveryDate);
      return problem ? [[`delivery_date_request:${sellerId}`, problem]] : [];
    }),
  );
  const stepNames = [t.stepNames.buyer, t.stepNames.attachments, t.stepNames.products];
  const asked = queryKey(queryOf(values, editPoId));
  // The delivery address as the server refused it (its postcode in another state): shown at the field, like the server's other checks.
  const placeErrors = refused?.key === asked ? refused.fields : {};
  // A refused field's value as it is now, to tell whether the buyer changed it since.
  const fieldValue = (field: string): string => {
    if (field === 'order' || field === 'approval') return uploadedRefs(slots, field).join();
    const [name, id] = field.split(':');
    const value: unknown = values[name as keyof CheckoutFormValues];
    return JSON.stringify(id === undefined ? value : (value as Record<string, unknown> | undefined)?.[id]) ?? '';
  };
  const refusalErrors: [FieldErrors, FieldErrors, FieldErrors] = [{}, {}, {}];
  for (const { blocker, was } of refusedAt)
    if (blocker.field !== null && fieldValue(blocker.field) === was) refusalErrors[blocker.step][blocker.field] = words(blocker.message);
  const stepOneErrors = { ...buyerDetailsErrors(values, form, t), ...dateErrors, ...serverErrors, ...placeErrors, ...refusalErrors[0] };
  const slotErrors = {
    ...attachmentErrors(form, grandTotal, { order: uploadedCount(slots, 'order'), approval: uploadedCount(slots, 'approval') }, t),
    ...refusalErrors[1],
  };
  const lineErrors: FieldErrors = { ...refusalErrors[2] };
  for (const item of items) {
    const validation = form.checkoutValidations.find((entry) => entry.sku_id === item.sku_id);
    const needsJustification = Boolean(validation?.justification_required) || !item.is_cheapest;
    if (needsJustification && !(values.justification[item.sku_id] ?? '').trim()) lineErrors[`justification:${item.sku_id}`] = t.required;
    if (itemCodesOn && !ebMode && !values.item_code[item.sku_id])
      lineErrors[`item_code:${item.sku_id}`] = t.itemCodeRequired({ product: item.product_name });
    if (itemCodesOn && ebMode) {
      // Each part is checked alone: the other one stands in as well formed.
      const parts = ebParts(item.sku_id);
      const yearProblem = ebNumberProblem({ ...parts, categoryCode: 'X' });
      const categoryProblem = ebNumberProblem({ ...parts, year: '00' });
      if (yearProblem) lineErrors[`eb_number_year:${item.sku_id}`] = parts.year ? yearProblem : t.required;
      if (categoryProblem) lineErrors[`eb_number_category_code:${item.sku_id}`] = parts.categoryCode ? categoryProblem : t.required;
    }
  }

  const projectField = form.projects.length > 0 ? 'project_id' : 'location_id';
  const linesOfItemCode = (code: string) => items.filter((item) => values.item_code[item.sku_id] === code).map((item) => item.sku_id);
  const notConfigured =
    checks.approvers.kind === 'not-configured' ||
    (checks.submitStatus.kind === 'loaded' && checks.submitStatus.message === WORKFLOW_MESSAGES.notConfigured);
  const noApprovers =
    !notConfigured && checks.submitStatus.kind === 'loaded' && checks.submitStatus.message === WORKFLOW_MESSAGES.noApprovers;
  const spendingLimit =
    checks.submitStatus.kind === 'loaded' && checks.submitStatus.message === WORKFLOW_MESSAGES.spendingLimit ? checks.submitStatus : null;
  // Any other reason the server disables submit for (a stage no one but the buyer approves), as the server words it.
  const otherRefusal =
    checks.submitStatus.kind === 'loaded' && checks.submitStatus.disabled && !notConfigured && !noApprovers && !spendingLimit
      ? checks.submitStatus.message
      : null;
  const spendingLimitText = spendingLimit
    ? t.spendingLimitExceeded({ total: rm(grandTotal), limit: spendingLimit.spendingLimit === null ? '' : rm(spendingLimit.spendingLimit) })
    : null;
  const projectChosen = values.project_id !== null || form.projects.length === 0;

  // What the workflow, approvers and budget hold: each cause once, at the field that changes it.
  const workflowHolds = ((): Blocker[] => {
    if (values.location_id === null || !withApproval) return [];
    if (notConfigured) return [{ step: 0, field: 'location_id', message: t.notConfigured }];
    if (checks.approvers.kind === 'loading' || checks.submitStatus.kind === 'loading')
      return [{ step: 2, field: null, message: t.checkingWorkflow }];
    const holds: Blocker[] = [];
    // On Product Details the list of what holds Submit says it, with the banner's advice, in place of the banner.
    if (noApprovers) holds.push({ step: 0, field: projectField, message: `${t.noApprovers} ${t.noApproversAdvice}` });
    if (otherRefusal) holds.push({ step: 0, field: projectField, message: otherRefusal });
    if (spendingLimitText) holds.push({ step: 2, field: null, message: spendingLimitText });
    if (checks.approvers.kind === 'failed') holds.push({ step: 2, field: null, message: t.approversFailed });
    if (checks.budget.kind === 'loading') holds.push({ step: 2, field: null, message: t.budgetValidating });
    if (checks.budget.kind === 'needs-project') holds.push({ step: 0, field: 'project_id', message: t.selectProject });
    if (checks.budget.kind === 'invalid') {
      const { answer } = checks.budget;
      // An item code's budget is fixed at that line's item code on step 3; the charge code's at the charge code.
      const shortCodes = answer.itemCodes.filter((entry) => !entry.valid);
      for (const entry of shortCodes)
        for (const sku of linesOfItemCode(entry.itemCode))
          holds.push({ step: 2, field: `item_code:${sku}`, message: `${t.budgetFailed}: ${entry.message}` });
      if (!shortCodes.some((entry) => entry.message === answer.overallMessage))
        holds.push({ step: 0, field: projectField, message: `${t.budgetFailed}: ${answer.overallMessage}` });
    }
    if (checks.budget.kind === 'error') holds.push({ step: 2, field: null, message: t.budgetError });
    return holds;
  })();

  const lineProblems = form.checkoutValidations.flatMap((validation) => {
    const problems = [validation.stock, validation.moq].filter((message): message is string => Boolean(message));
    if (validation.price_limit_exceeded && validation.price_limit !== null)
      problems.push(priceLimitMessage(validation.product_name, toSen(validation.price_limit)));
    return problems.map((message) => ({ skuId: validation.sku_id, message }));
  });
  const rechecking = (answered !== asked && refused?.key !== asked) || changingLine;
  const blockers = submitBlockers(
    {
      submitting,
      lineCount: items.length,
      rechecking,
      uploading: anyUploading(slots),
      uploadFailed: anyFailed(slots),
      fieldErrors: [stepOneErrors, slotErrors, lineErrors],
      lineProblems,
      vendorMinimumErrors: form.vendorMinimumErrors,
      workflowHolds,
    },
    t.blockers,
  );
  const completed = CHECKOUT_STEPS.map((_, index) => stepComplete(blockers, index as StepIndex, visited));

  const goTo = (next: StepIndex, focus = '[data-step-content] h2') => {
    focusTarget.current = focus;
    setFocusRequest((count) => count + 1);
    if (next !== step) recordStep(key, next, true);
    setStep(next);
    setVisited((current) => new Set([...current, next]));
  };

  const showBlocker = (blocker: Blocker) => {
    setShowErrors(true);
    goTo(blocker.step, blocker.field ? fieldSelector(blocker.field) : '[data-step-content] h2');
  };

  const next = () => {
    const first = blockers.find((blocker) => blocker.step === 0 && blocker.field !== null);
    if (step === 0 && Object.keys(stepOneErrors).length > 0 && first) {
      showBlocker(first);
      return;
    }
    goTo(asStep(step + 1));
  };

  const submit = async () => {
    if (blockers.length > 0 || inFlight.current) return;
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
        Object.entries(values.item_code).map(([skuId, code]) => [
          skuId,
          checks.itemCodes.find((entry) => entry.code === code)?.description ?? '',
        ]),
      ),
    };
    const sellerIds = [...new Set(items.map((item) => item.sl_id))];
    const body: SubmitCompleteRequest = {
      formData,
      attachments: { order: uploadedRefs(slots, 'order'), approval: withApproval ? uploadedRefs(slots, 'approval') : [] },
      seller_attachments: Object.fromEntries(
        sellerIds.flatMap((sellerId) => {
          const refs = uploadedRefs(slots, `seller:${sellerId}` as SlotKey);
          return refs.length > 0 ? [[String(sellerId), refs]] : [];
        }),
      ),
      filteredCartItems: items.map((item) => ({ sku_id: item.sku_id, quantity: item.quantity })),
      customBatchId: batchId,
      ...(editPoId ? { editPoId } : {}),
    };
    try {
      const { data } = await submitComplete(body);
      clearDraft(key);
      void refreshCounts();
      const detail = { poId: data.poId, isBudgetPending: data.isBudgetPending, isEdited: data.isEdited, createdDate: data.createdDate };
      if (emit(root.current, 'lapasar-order-submitted', detail, true)) {
        navigate(
          root.current,
          fillRoute(routes.workflowSuccess, {
            poId: data.poId,
            budgetPending: String(data.isBudgetPending),
            edited: String(data.isEdited),
            createdDate: data.createdDate,
          }),
        );
      }
    } catch (error) {
      inFlight.current = false;
      setSubmitting(false);
      const message = serverMessage(error);
      const refusal = error instanceof ApiError ? error.data : undefined;
      if (editPoId && refusal?.code === 'order_not_editable') {
        clearDraft(key);
        setEditClosed(serverText(error, t.editClosed));
        return;
      }
      const places = refusal ? refusalBlockers({ ...refusal, message }, { linesOfItemCode, projectField }) : [];
      setRefusedAt(places.map((blocker) => ({ blocker, was: blocker.field === null ? '' : fieldValue(blocker.field) })));
      if (places.length > 0) {
        showBlocker(places[0]);
      } else if (refusal?.code === 'workflow_budget_limit' && refusal.limit !== undefined) {
        setAlert(t.budgetLimitAlert({ total: rm(refusal.total ?? grandTotal), maximum: rm(refusal.limit) }));
      } else {
        setAlert(message || (error instanceof ApiError && error.status > 0 ? t.submitFailed : t.submitFailedFallback));
      }
      // What changed meanwhile (stock, the cart, a limit) shows once the form and the checks are asked again.
      reload();
      setRefusals((count) => count + 1);
    }
  };

  const abandon = () => {
    setConfirmAbandon(false);
    if (!editPoId) return;
    abandonEdit(editPoId).then(
      () => {
        clearDraft(key);
        navigate(root.current, routes.preOrders);
      },
      (error: unknown) => setAlert(serverText(error, t.abandonFailed)),
    );
  };

  const cartPlace = cartLocation?.state ? { state: cartLocation.state, district: cartLocation.district ?? '' } : null;
  const passedDiffer =
    passedItems !== undefined &&
    (passedItems.length !== items.length || passedItems.some((item) => !items.some((line) => line.sku_id === item.sku_id)));
  const shownErrors = showErrors ? stepOneErrors : { ...serverErrors, ...dateErrors, ...placeErrors };
  return (
    <div className={styles.root} ref={root} part="checkout-wizard" aria-busy={rechecking}>
      {editPoId && (
        <div className={styles.editNotice} role="note" part="edit-notice">
          <p>{t.editing({ poId: editPoId })}</p>
          <button type="button" className={ui.button} onClick={() => setConfirmAbandon(true)} part="abandon-edit">
            {t.abandonEdit}
          </button>
        </div>
      )}
      {editPoId && <DecisionNote poId={editPoId} />}
      {stale && (
        <div className={styles.banner} role="alert" part="stale-draft">
          <p>{t.staleDraft}</p>
          <button type="button" className={ui.button} onClick={loadNewerDraft} part="load-newer-draft">
            {t.loadNewerDraft}
          </button>
        </div>
      )}
      <StepIndicator active={step} completed={completed} onSelect={(index) => goTo(asStep(index))} />
      {refusalErrors.some((errors) => Object.keys(errors).length > 0) && (
        <div className={styles.banner} role="alert" part="submit-refused">
          <h2 className={styles.bannerTitle}>{t.refusedTitle}</h2>
          <p>{t.refusedAdvice}</p>
        </div>
      )}
      <OrderNotices
        form={form}
        cartPlace={passedDiffer && !cartPlace ? form.place : cartPlace}
        changeHint={editPoId ? t.changeInEdit : t.changeInCart}
        cartHref={editPoId ? null : routes.cart}
        passedItems={passedItems}
        editing={Boolean(editPoId)}
      />
      {notConfigured && <NotConfiguredBanner />}
      {noApprovers && step !== 2 && <NoApproversBanner />}
      {spendingLimitText && <CannotSubmitBanner message={spendingLimitText} />}
      {otherRefusal && <RefusedBanner message={words(otherRefusal)} />}
      {/* Without budget figures the card would only repeat the banner's 'No approvers found'. */}
      {form.workflowValidation && !notConfigured && projectChosen && !(noApprovers && !form.workflowValidation.budgetValidation) && (
        <ValidationCard validation={form.workflowValidation} />
      )}
      {!withApproval && (
        <p className={styles.notice} role="note" part="without-approval">
          {t.withoutApproval}
        </p>
      )}
      <div data-step-content>
        {step === 0 && (
          <BuyerDetails
            form={form}
            items={items}
            values={values}
            errors={shownErrors}
            locked={locked}
            today={today}
            onText={onText}
            onSeller={onSeller}
            onLocation={onLocation}
            onProject={onProject}
            onBilling={onBilling}
            onAlternate={onAlternate}
            onCheck={onCheck}
          />
        )}
        {step === 1 && (
          <AttachmentsStep
            items={items}
            attachments={attachments}
            orderRequired={form.formConfig.order_attachment_required}
            approvalRequired={approvalDocumentNeeded(form, grandTotal)}
            forApprover={withApproval}
            errors={slotErrors}
            failed={anyFailed(slots)}
          />
        )}
        {step === 2 && (
          <ProductDetails
            form={form}
            items={items}
            values={values}
            errors={lineErrors}
            checks={checks}
            ebMode={ebMode}
            workflowShown={withApproval && !notConfigured}
            onSku={onSku}
            onQuantity={editPoId ? onQuantity : null}
            onSetQuantity={onSetQuantity}
          />
        )}
      </div>
      <div className={styles.actions}>
        {step > 0 ? (
          <button type="button" className={ui.button} onClick={() => goTo(asStep(step - 1))} part="back">
            {t.back}
          </button>
        ) : (
          <span />
        )}
        {step < 2 ? (
          <button type="button" className={ui.primaryButton} onClick={next} part="next">
            {t.next}
          </button>
        ) : (
          <button
            type="button"
            className={ui.primaryButton}
            onClick={() => void submit()}
            disabled={blockers.length > 0}
            aria-describedby={blockers.length > 0 ? 'submit-reasons' : undefined}
            part="submit"
          >
            {submitting ? t.submitting : t.submit}
          </button>
        )}
      </div>
      {step === 2 && blockers.length > 0 && (
        <section id="submit-reasons" className={styles.notice} aria-labelledby="submit-reasons-title" part="submit-reason">
          <h3 id="submit-reasons-title" className={styles.bannerTitle}>
            {t.blockersTitle}
          </h3>
          <ul className={styles.blockers}>
            {blockers.map((blocker) => (
              <li key={`${blocker.step}:${blocker.field ?? ''}:${blocker.message}`}>
                <button
                  type="button"
                  className={ui.linkButton}
                  onClick={() => showBlocker(blocker)}
                  part="blocker"
                  data-step={blocker.step}
                  data-field={blocker.field ?? undefined}
                >
                  {blocker.field
                    ? t.blockerAt({ step: stepNames[blocker.step], field: fieldLabel(blocker.field, items, t) })
                    : stepNames[blocker.step]}
                </button>
                <MoneyText text={`: ${words(blocker.message)}`} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <AlertDialog message={alert} onClose={() => setAlert(null)} okLabel={t.ok} closeLabel={t.ok} />
      <ConfirmDialog
        question={confirmAbandon ? t.abandonConfirm : null}
        labels={{ ok: t.abandonEdit, cancel: t.keepEditing, close: t.keepEditing }}
        onConfirm={abandon}
        onCancel={() => setConfirmAbandon(false)}
      />
    </div>
  );
}
