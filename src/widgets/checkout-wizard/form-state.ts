import type { CheckoutFormResponse, SubmitFormData } from '../../api/types';
import { approvalDocumentMessage, needsApprovalDocument, type EbNumberParts } from '../../lib/workflow';
import type { WizardText } from './strings';

/** The checkout form as the wizard keeps it: every field of the submitted form. */
export type CheckoutFormValues = Required<SubmitFormData>;

/** A field's problem, keyed by the field's name (per-seller and per-SKU ones as name:id). */
export type FieldErrors = Record<string, string>;

const ADDRESS_PARTS = ['lotno', 'street1', 'street2', 'pincode', 'city', 'state', 'countery'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressPrefix = 'ship' | 'bill';

/** The form field of an address part: billing spells its state bill_State. */
export function addressField(prefix: AddressPrefix, part: AddressPart): keyof CheckoutFormValues {
  return (prefix === 'bill' && part === 'state' ? 'bill_State' : `${prefix}_${part}`) as keyof CheckoutFormValues;
}

export const MALAYSIA = 'Malaysia';

/** A line's EB number parts as typed, under the charge code chosen. */
export function ebPartsOf(values: CheckoutFormValues, skuId: number): EbNumberParts {
  return {
    chargeCode: values.charge_code_name,
    year: values.eb_number_year[skuId] ?? '',
    categoryCode: values.eb_number_category_code[skuId] ?? '',
    input: values.eb_number_input[skuId] ?? '',
    input2: values.eb_number_input2[skuId] ?? '',
  };
}

/** Billing cleared to the Malaysia default. */
export function clearedBilling(): Partial<CheckoutFormValues> {
  return Object.fromEntries(
    ADDRESS_PARTS.map((part) => [addressField('bill', part), part === 'countery' ? MALAYSIA : '']),
  ) as Partial<CheckoutFormValues>;
}

/** Billing copied from shipping. */
export function billingFromShipping(values: CheckoutFormValues): Partial<CheckoutFormValues> {
  return Object.fromEntries(
    ADDRESS_PARTS.map((part) => [addressField('bill', part), values[addressField('ship', part)]]),
  ) as Partial<CheckoutFormValues>;
}

/** The form's first values, from the server's defaults. */
export function initialValues(form: CheckoutFormResponse): CheckoutFormValues {
  const d = form.formDefaults;
  return {
    company_name: d.company_name,
    location_id: d.location_id,
    project_id: null,
    order_raised_by: d.order_raised_by,
    charge_code: '',
    charge_code_name: '',
    buyer_invoice_email: d.buyer_invoice_email,
    bill_lotno: d.bill_lotno,
    bill_street1: d.bill_street1,
    bill_street2: d.bill_street2,
    bill_pincode: d.bill_pincode,
    bill_city: d.bill_city,
    bill_State: d.bill_State,
    bill_countery: d.bill_countery || MALAYSIA,
    ship_lotno: d.ship_lotno,
    ship_street1: d.ship_street1,
    ship_street2: d.ship_street2,
    ship_pincode: d.ship_pincode,
    ship_city: d.ship_city,
    ship_state: d.ship_state,
    ship_district: d.ship_district,
    ship_countery: d.ship_countery || MALAYSIA,
    shipping_address_type: d.shipping_address_type,
    apply_alt_receipient: d.apply_alt_receipient,
    alt_contact_name: '',
    alt_contact_no: '',
    alt_email: '',
    order_note: '',
    sap_poid: '',
    registration_no: d.registration_no,
    sst_number: d.sst_number,
    tax_identification_number: d.tax_identification_number,
    note_to_seller: {},
    delivery_date_request: {},
    item_code: {},
    item_code_description: {},
    eb_number_code: {},
    eb_number_chargecode: {},
    eb_number_year: {},
    eb_number_category_code: {},
    eb_number_input: {},
    eb_number_input2: {},
    has_capex: {},
    special_budget_category_code: {},
    payment_code: {},
    category_code: {},
    justification: {},
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const TEXT_REQUIRED = [
  'company_name',
  'order_raised_by',
  'buyer_invoice_email',
  'registration_no',
  'sst_number',
  'tax_identification_number',
] as const;

/** Step 1's problems (spec 2 section 5, Required). */
export function buyerDetailsErrors(values: CheckoutFormValues, form: CheckoutFormResponse, t: WizardText): FieldErrors {
  const errors: FieldErrors = {};
  const blank = (field: keyof CheckoutFormValues) => String(values[field] ?? '').trim() === '';
  for (const field of TEXT_REQUIRED) if (blank(field)) errors[field] = t.required;
  if (!errors.buyer_invoice_email && !EMAIL.test(values.buyer_invoice_email.trim())) errors.buyer_invoice_email = t.invalidEmail;
  // Only an order going through approval needs a location, which the administrator adds when the company has none.
  if (form.formConfig.approval_workflow && values.location_id === null)
    errors.location_id = form.locations.length > 0 ? t.required : t.noLocations;
  if (form.formConfig.show_charge_code && form.projects.length > 0 && values.project_id === null) errors.project_id = t.required;
  const prefixes: AddressPrefix[] = values.shipping_address_type === 'new' ? ['ship', 'bill'] : ['ship'];
  for (const prefix of prefixes) {
    for (const part of ADDRESS_PARTS) {
      const field = addressField(prefix, part);
      if (blank(field)) errors[field] = t.required;
    }
  }
  if (form.formConfig.alternate_recipient_required && values.apply_alt_receipient !== 'Y') errors.apply_alt_receipient = t.required;
  if (values.apply_alt_receipient === 'Y') {
    for (const field of ['alt_contact_name', 'alt_contact_no', 'alt_email'] as const) if (blank(field)) errors[field] = t.required;
    if (!errors.alt_email && !EMAIL.test(values.alt_email.trim())) errors.alt_email = t.invalidEmail;
  }
  return errors;
}

const sen = (ringgit: number) => Math.round(ringgit * 100);

/** An order of this total needs an approval document (at or above approval_doc_amount_from, when the company has an approval workflow). */
export function approvalDocumentNeeded(form: CheckoutFormResponse, grandTotal: number): boolean {
  return needsApprovalDocument(sen(grandTotal), sen(form.formConfig.approval_doc_amount_from), form.formConfig.approval_workflow);
}

/** The required attachment slots still without an uploaded file. */
export function attachmentErrors(
  form: CheckoutFormResponse,
  grandTotal: number,
  uploaded: { order: number; approval: number },
  t: WizardText,
): FieldErrors {
  const errors: FieldErrors = {};
  if (form.formConfig.order_attachment_required && uploaded.order === 0) errors.order = t.attachmentRequired;
  if (approvalDocumentNeeded(form, grandTotal) && uploaded.approval === 0)
    errors.approval = approvalDocumentMessage(sen(form.formConfig.approval_doc_amount_from), t.approvalDocumentRequired);
  return errors;
}
