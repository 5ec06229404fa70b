import { useStore } from '@nanostores/react';
import type { CartItem, CheckoutFormResponse } from '../../api/types';
import * as ui from '../../ui/ui.css';
import * as styles from './checkout-wizard.css';
import { Field, TextField } from './field';
import { addressField, type AddressPrefix, type CheckoutFormValues, type FieldErrors } from './form-state';
import { $strings } from './strings';

export type TextKey = { [K in keyof CheckoutFormValues]: CheckoutFormValues[K] extends string ? K : never }[keyof CheckoutFormValues];
export type SellerKey = 'note_to_seller' | 'delivery_date_request';

export interface BuyerDetailsProps {
  form: CheckoutFormResponse;
  items: CartItem[];
  values: CheckoutFormValues;
  errors: FieldErrors;
  /** Which address's state and country the postcode lookup filled (its city stays the buyer's to correct). */
  locked: Record<AddressPrefix, boolean>;
  onText: (field: TextKey, value: string) => void;
  onSeller: (field: SellerKey, sellerId: number, value: string) => void;
  onLocation: (locationId: number | null) => void;
  onProject: (projectId: number | null) => void;
  onBilling: (type: 'same' | 'new') => void;
  onAlternate: (apply: boolean) => void;
  /** Checks a field on the server (sap_poid, alt_email) when it is left. */
  onCheck: (field: 'sap_poid' | 'alt_email') => void;
  /** Today in Malaysia (YYYY-MM-DD): the earliest delivery date to ask for. */
  today: string;
}

/** Step 1: who orders, where it goes, who pays, and notes for the sellers (spec 2 section 3, Checkout form). */
export function BuyerDetails(props: BuyerDetailsProps) {
  const t = useStore($strings);
  const { form, items, values, errors, locked, onText, onSeller, onLocation, onProject, onBilling, onAlternate, onCheck, today } = props;
  const text = (
    field: TextKey,
    label: string,
    options: { required?: boolean; type?: 'email' | 'tel'; onBlur?: () => void; wide?: boolean } = {},
  ) => (
    <TextField
      name={field}
      label={label}
      value={values[field]}
      onChange={(value) => onText(field, value)}
      onBlur={options.onBlur}
      error={errors[field]}
      required={options.required}
      type={options.type}
      className={options.wide ? styles.wide : undefined}
    />
  );
  const address = (prefix: AddressPrefix) => (
    <div className={styles.grid}>
      {text(addressField(prefix, 'lotno') as TextKey, t.fields.lotno, { required: true })}
      {text(addressField(prefix, 'street1') as TextKey, t.fields.street1, { required: true })}
      {text(addressField(prefix, 'street2') as TextKey, t.fields.street2, { required: true })}
      {text(addressField(prefix, 'pincode') as TextKey, t.fields.pincode, { required: true })}
      {(['city', 'state', 'countery'] as const).map((part) => {
        const field = addressField(prefix, part) as TextKey;
        return (
          <TextField
            key={part}
            name={field}
            label={t.fields[part]}
            value={values[field]}
            onChange={(value) => onText(field, value)}
            error={errors[field]}
            required
            readOnly={part !== 'city' && locked[prefix]}
          />
        );
      })}
    </div>
  );
  const sellers = [...new Map(items.map((item) => [item.sl_id, item.seller_name])).entries()];
  const showProject = form.formConfig.show_charge_code && values.location_id !== null;

  return (
    <div className={styles.section} part="buyer-details">
      <h2 className={styles.sectionTitle} tabIndex={-1}>
        {t.stepNames.buyer}
      </h2>
      <div className={styles.grid}>
        {text('company_name', t.fields.company_name, { required: true })}
        <Field label={t.fields.location_id} error={errors.location_id} required={form.formConfig.approval_workflow}>
          {({ id, errorId, invalid }) => (
            <select
              id={id}
              name="location_id"
              className={ui.input}
              value={values.location_id ?? ''}
              onChange={(event) => onLocation(event.target.value ? Number(event.target.value) : null)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
            >
              <option value="">{t.selectLocation}</option>
              {form.locations.map((location) => (
                <option key={location.recid} value={location.recid}>
                  {location.location_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {showProject &&
          (form.projects.length === 0 ? (
            <p className={styles.muted} role="status" part="no-charge-codes">
              {t.noChargeCodes}
            </p>
          ) : (
            <Field label={t.fields.project_id} error={errors.project_id} required>
              {({ id, errorId, invalid }) => (
                <select
                  id={id}
                  name="project_id"
                  className={ui.input}
                  value={values.project_id ?? ''}
                  onChange={(event) => onProject(event.target.value ? Number(event.target.value) : null)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? errorId : undefined}
                >
                  <option value="">{t.chooseProject}</option>
                  {form.projects.map((project) => (
                    <option
                      key={project.project_id}
                      value={project.project_id}
                    >{`${project.project_code} - ${project.project_name}`}</option>
                  ))}
                </select>
              )}
            </Field>
          ))}
        {text('order_raised_by', t.fields.order_raised_by, { required: true })}
        {text('buyer_invoice_email', t.fields.buyer_invoice_email, { required: true, type: 'email' })}
        {form.formConfig.show_quotation_id && text('sap_poid', t.fields.sap_poid, { onBlur: () => onCheck('sap_poid') })}
        {text('registration_no', t.fields.registration_no, { required: true })}
        {text('sst_number', t.fields.sst_number, { required: true })}
        {text('tax_identification_number', t.fields.tax_identification_number, { required: true })}
      </div>

      <fieldset className={styles.section} part="shipping-address">
        <legend>{t.shippingAddress}</legend>
        {address('ship')}
      </fieldset>

      <fieldset className={styles.section} part="billing-address">
        <legend>{t.billingAddress}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="shipping_address_type"
            checked={values.shipping_address_type === 'same'}
            onChange={() => onBilling('same')}
          />
          {t.sameAsShipping}
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="shipping_address_type"
            checked={values.shipping_address_type === 'new'}
            onChange={() => onBilling('new')}
          />
          {t.newBilling}
        </label>
        {values.shipping_address_type === 'new' && address('bill')}
      </fieldset>

      <label className={styles.choice}>
        <input
          type="checkbox"
          name="apply_alt_receipient"
          checked={values.apply_alt_receipient === 'Y'}
          onChange={(event) => onAlternate(event.target.checked)}
          aria-invalid={Boolean(errors.apply_alt_receipient) || undefined}
        />
        {t.alternateRecipient}
        {form.formConfig.alternate_recipient_required && <span aria-hidden="true"> *</span>}
      </label>
      {errors.apply_alt_receipient && <p className={styles.fieldError}>{errors.apply_alt_receipient}</p>}
      {values.apply_alt_receipient === 'Y' && (
        <div className={styles.grid} part="alternate-recipient">
          {text('alt_contact_name', t.fields.alt_contact_name, { required: true })}
          {text('alt_contact_no', t.fields.alt_contact_no, { required: true, type: 'tel' })}
          {text('alt_email', t.fields.alt_email, { required: true, type: 'email', onBlur: () => onCheck('alt_email') })}
        </div>
      )}

      <TextField
        name="order_note"
        label={t.fields.order_note}
        value={values.order_note}
        onChange={(value) => onText('order_note', value)}
        multiline
      />

      {sellers.map(([sellerId, sellerName]) => (
        <fieldset key={sellerId} className={styles.section} part="seller-details">
          <legend>{t.sellerNotes({ seller: sellerName })}</legend>
          <div className={styles.grid}>
            <TextField
              name={`note_to_seller_${sellerId}`}
              label={t.fields.note_to_seller}
              value={values.note_to_seller[sellerId] ?? ''}
              onChange={(value) => onSeller('note_to_seller', sellerId, value)}
              multiline
            />
            <TextField
              name={`delivery_date_request_${sellerId}`}
              label={t.fields.delivery_date_request}
              type="date"
              min={today}
              value={values.delivery_date_request[sellerId] ?? ''}
              onChange={(value) => onSeller('delivery_date_request', sellerId, value)}
              error={errors[`delivery_date_request:${sellerId}`]}
            />
          </div>
        </fieldset>
      ))}
    </div>
  );
}
