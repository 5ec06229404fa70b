import { MoneyText } from '../../ui/money-text';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { BuyerCode, CartItem, CheckoutFormResponse, ItemCodeBudget } from '../../api/types';
import { toRinggit, toSen } from '../../lib/money';
import { priceLimitMaximum } from '../../lib/price-limit';
import { ebNumber, itemCodeDisabled } from '../../lib/workflow';
import { ContractPrice } from '../../ui/contract-price';
import * as ui from '../../ui/ui.css';
import { useMoney } from '../../ui/use-money';
import * as styles from './checkout-wizard.css';
import { Field, TextField } from './field';
import { ebPartsOf, type CheckoutFormValues, type FieldErrors } from './form-state';
import { $strings } from './strings';
import type { OrderChecks } from './use-order-checks';

/** The per-SKU fields of the form. */
export type SkuField =
  | 'item_code'
  | 'eb_number_year'
  | 'eb_number_category_code'
  | 'eb_number_input'
  | 'eb_number_input2'
  | 'has_capex'
  | 'category_code'
  | 'special_budget_category_code'
  | 'payment_code'
  | 'justification';

export interface ProductDetailsProps {
  form: CheckoutFormResponse;
  items: CartItem[];
  values: CheckoutFormValues;
  errors: FieldErrors;
  checks: OrderChecks;
  /** Item codes give way to EB numbers for a 4-digit charge code. */
  ebMode: boolean;
  /** The location has a workflow: the approvers and the budget apply. */
  workflowShown: boolean;
  onSku: (field: SkuField, skuId: number, value: string) => void;
  /** In an edit, changes a line's quantity (0 removes it); null when the lines are the cart's. */
  onQuantity: ((skuId: number, quantity: number) => void) | null;
  /** Sets a line asking for more than is in stock to what is left, in the cart or the edit's draft. */
  onSetQuantity: (skuId: number, quantity: number) => void;
}

function budgetOf(budgets: ItemCodeBudget[] | null, code: BuyerCode): ItemCodeBudget | undefined {
  return budgets?.find((budget) => budget.itemCode === code.code);
}

/** Step 3: the lines with their warnings and codes, the approvers and the budget. */
export function ProductDetails({
  form,
  items,
  values,
  errors,
  checks,
  ebMode,
  workflowShown,
  onSku,
  onQuantity,
  onSetQuantity,
}: ProductDetailsProps) {
  const t = useStore($strings);
  const { rm } = useMoney();
  const settings = form.buyerSettings;
  const itemCodesOn = settings.has_item_code === 'Y';
  const select = (
    field: SkuField,
    skuId: number,
    label: string,
    options: { value: string; label: string; disabled?: boolean }[],
    error?: string,
    required = false,
  ) => (
    <Field label={label} error={error} required={required}>
      {({ id, errorId, invalid }) => (
        <select
          id={id}
          name={`${field}_${skuId}`}
          className={ui.input}
          value={values[field][skuId] ?? ''}
          required={required}
          onChange={(event) => onSku(field, skuId, event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        >
          <option value="">{t.selectCode}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const budgetType = settings.budget_type;
  const codeOptions = (codes: BuyerCode[]) => codes.map((code) => ({ value: code.code, label: `${code.code} - ${code.description}` }));

  // What the other lines put under an item code take from its budget.
  const takenByOthers = (code: string, sku: number) =>
    items
      .filter((other) => other.sku_id !== sku && values.item_code[other.sku_id] === code)
      .reduce((total, other) => total + other.total_price, 0);

  return (
    <div className={styles.root} part="product-details">
      <h2 className={styles.sectionTitle} tabIndex={-1}>
        {t.stepNames.products}
      </h2>
      <section className={styles.section} aria-label={t.products}>
        {items.map((item) => {
          const validation = form.checkoutValidations.find((entry) => entry.sku_id === item.sku_id);
          const warnings = [validation?.stock, validation?.moq, validation?.bulk_minimum].filter((warning): warning is string =>
            Boolean(warning),
          );
          const needsJustification = Boolean(validation?.justification_required) || !item.is_cheapest;
          const sku = item.sku_id;
          // What is left can be ordered when it is at least the line's minimum.
          const left = item.total_stock > 0 && item.quantity > item.total_stock && item.total_stock >= item.moq ? item.total_stock : null;
          return (
            <div key={sku} className={styles.line} part="line" data-sku={sku} tabIndex={-1}>
              <div className={styles.lineHead}>
                <strong>{item.product_name}</strong>
                <span>
                  <MoneyText text={`${item.quantity} x ${rm(item.price)} = ${rm(item.total_price)}`} />
                </span>
              </div>
              {!item.is_bulk_price && <ContractPrice min={item.price} marketplaceMin={item.marketplace_price ?? null} />}
              {onQuantity && <EditQuantity item={item} onQuantity={onQuantity} canRemove={items.length > 1} />}
              <span className={styles.muted}>{item.seller_name}</span>
              {warnings.map((warning) => (
                <p key={warning} className={styles.warning} part="line-warning">
                  <MoneyText text={warning} />
                </p>
              ))}
              {left !== null && (
                <button
                  type="button"
                  className={ui.button}
                  onClick={() => onSetQuantity(sku, left)}
                  aria-label={t.setQuantityOf({ product: item.product_name, quantity: left })}
                  part="set-quantity"
                >
                  {t.setQuantity({ quantity: left })}
                </button>
              )}
              {validation?.price_limit_exceeded && validation.price_limit !== null && (
                <p className={styles.warning} part="price-limit">
                  <strong>{t.priceLimitExceeded}</strong> {priceLimitMaximum(toSen(validation.price_limit))}
                </p>
              )}
              {needsJustification && (
                <>
                  <p className={styles.warning} part="justification-required">
                    {t.justificationRequired}
                  </p>
                  {item.cheaper_alternative && (
                    <p className={styles.muted} part="cheaper-alternative">
                      <MoneyText
                        text={t.cheaperAlternative({
                          product: item.cheaper_alternative.product_name,
                          price: rm(item.cheaper_alternative.price),
                          difference: rm(toRinggit(toSen(item.price) - toSen(item.cheaper_alternative.price))),
                        })}
                      />
                    </p>
                  )}
                  <TextField
                    name={`justification_${sku}`}
                    label={t.justification}
                    value={values.justification[sku] ?? ''}
                    onChange={(value) => onSku('justification', sku, value)}
                    error={errors[`justification:${sku}`]}
                    required
                    multiline
                  />
                </>
              )}
              {itemCodesOn &&
                !ebMode &&
                select(
                  'item_code',
                  sku,
                  t.itemCode,
                  checks.itemCodes.map((code) => {
                    const budget = budgetOf(checks.itemCodeBudgets, code);
                    const remaining = budget ? budget.remainingBudget : 0;
                    // Under the chosen charge code a code with no budget cannot carry any line (the submit refuses it).
                    const unbudgeted = !budget && checks.itemCodeBudgets !== null && budgetType !== 'general';
                    return {
                      value: code.code,
                      label: budget
                        ? `${code.code} - ${code.description} (${t.remainingBudget({ amount: rm(remaining) })})`
                        : unbudgeted
                          ? `${code.code} - ${code.description} (${t.itemCodeNoBudget})`
                          : `${code.code} - ${code.description}`,
                      // The code's budget also pays for the other lines already under it, as submit counts them.
                      disabled: budget
                        ? itemCodeDisabled(
                            budgetType,
                            Math.round(remaining * 100),
                            Math.round((item.total_price + takenByOthers(code.code, sku)) * 100),
                          )
                        : unbudgeted,
                    };
                  }),
                  errors[`item_code:${sku}`],
                )}
              {itemCodesOn && ebMode && (
                <fieldset className={styles.ebParts} part="eb-number">
                  {/* The number as it is submitted, built from the parts as they are typed. */}
                  <legend>{`${t.ebNumber}: ${ebNumber(ebPartsOf(values, sku))}`}</legend>
                  <TextField
                    name={`eb_number_year_${sku}`}
                    label={t.ebParts.year}
                    value={values.eb_number_year[sku] ?? ''}
                    onChange={(value) => onSku('eb_number_year', sku, value)}
                    error={errors[`eb_number_year:${sku}`]}
                    required
                  />
                  {select(
                    'eb_number_category_code',
                    sku,
                    t.ebParts.categoryCode,
                    codeOptions(form.buyerCodes.category),
                    errors[`eb_number_category_code:${sku}`],
                    true,
                  )}
                  <TextField
                    name={`eb_number_input_${sku}`}
                    label={t.ebParts.input}
                    value={values.eb_number_input[sku] ?? ''}
                    onChange={(value) => onSku('eb_number_input', sku, value)}
                  />
                  <TextField
                    name={`eb_number_input2_${sku}`}
                    label={t.ebParts.input2}
                    value={values.eb_number_input2[sku] ?? ''}
                    onChange={(value) => onSku('eb_number_input2', sku, value)}
                  />
                </fieldset>
              )}
              {settings.has_capex === 'Y' && (
                <Field label={t.capex}>
                  {({ id }) => (
                    <select
                      id={id}
                      name={`has_capex_${sku}`}
                      className={ui.input}
                      value={values.has_capex[sku] ?? 'N'}
                      onChange={(event) => onSku('has_capex', sku, event.target.value)}
                    >
                      <option value="N">{t.no}</option>
                      <option value="Y">{t.yes}</option>
                    </select>
                  )}
                </Field>
              )}
              {settings.has_capex === 'Y' &&
                values.has_capex[sku] === 'Y' &&
                select('category_code', sku, t.capitalBudgetCode, codeOptions(checks.capitalCodes))}
              {settings.has_special_budget_category === 'Y' &&
                select('special_budget_category_code', sku, t.specialBudgetCategory, codeOptions(form.buyerCodes.specialBudgetCategory))}
              {settings.has_payment_code === 'Y' && select('payment_code', sku, t.paymentCode, codeOptions(form.buyerCodes.payment))}
            </div>
          );
        })}
        <dl className={styles.figures} part="totals">
          {(['subTotal', 'shippingCharge', 'taxAmount', 'grandTotal'] as const).map((key) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{t.totals[key]}</dt>
              <dd>
                <MoneyText text={rm(form.totals[key])} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {workflowShown && <Approvers checks={checks} />}
      {workflowShown && <Budget checks={checks} />}
    </div>
  );
}

/** An edited order's line: its quantity (from its MOQ up) and Remove, saved in the edit's draft. */
function EditQuantity({
  item,
  onQuantity,
  canRemove,
}: {
  item: CartItem;
  onQuantity: (skuId: number, quantity: number) => void;
  canRemove: boolean;
}) {
  const t = useStore($strings);
  const [quantity, setQuantity] = useState(String(item.quantity));
  // A quantity set from elsewhere (Set to n, a reloaded draft) replaces what the field shows.
  const [shownFor, setShownFor] = useState(item.quantity);
  if (shownFor !== item.quantity) {
    setShownFor(item.quantity);
    setQuantity(String(item.quantity));
  }
  const parsed = Number(quantity);
  const valid = Number.isInteger(parsed) && parsed >= 1;
  return (
    <div className={styles.quantity} part="edit-quantity">
      <label className={ui.label} htmlFor={`quantity-${item.sku_id}`}>
        {t.quantityOf({ product: item.product_name })}
      </label>
      <input
        id={`quantity-${item.sku_id}`}
        name={`quantity_${item.sku_id}`}
        className={ui.input}
        type="number"
        inputMode="numeric"
        min={Math.max(item.moq, 1)}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        onBlur={() => {
          if (valid && parsed !== item.quantity) onQuantity(item.sku_id, parsed);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && valid && parsed !== item.quantity) onQuantity(item.sku_id, parsed);
        }}
        aria-invalid={!valid || undefined}
      />
      {canRemove && (
        <button
          type="button"
          className={ui.button}
          onClick={() => onQuantity(item.sku_id, 0)}
          aria-label={t.removeLine({ product: item.product_name })}
          part="remove-line"
        >
          {t.removeFile}
        </button>
      )}
    </div>
  );
}

function Approvers({ checks }: { checks: OrderChecks }) {
  const t = useStore($strings);
  const { approvers } = checks;
  // No approvers at all is said once, by the banner and the reasons Submit is held.
  if (approvers.kind === 'idle' || approvers.kind === 'not-configured' || (approvers.kind === 'loaded' && approvers.approvers.length === 0))
    return null;
  return (
    <section className={styles.section} part="approvers" aria-busy={approvers.kind === 'loading'}>
      <h3 className={styles.sectionTitle}>{t.approvers}</h3>
      {approvers.kind === 'failed' && (
        <p className={styles.reason} role="alert">
          {t.approversFailed}
        </p>
      )}
      {approvers.kind === 'loaded' && approvers.approvers.length > 0 && (
        <ol>
          {approvers.approvers
            .toSorted((a, b) => a.stage - b.stage || a.order_by - b.order_by)
            .map((approver) => (
              <li key={`${approver.stage}-${approver.email}`}>{`${approver.stage_label}: ${approver.user_name} (${approver.email})`}</li>
            ))}
        </ol>
      )}
    </section>
  );
}

function Budget({ checks }: { checks: OrderChecks }) {
  const t = useStore($strings);
  const { budget } = checks;
  const part = `budget budget-${budget.kind}`;
  switch (budget.kind) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <p role="status" part={part}>
          {t.budgetValidating}
        </p>
      );
    case 'needs-project':
      return (
        <p role="status" part={part}>
          {t.selectProject}
        </p>
      );
    case 'error':
      return (
        <p role="alert" className={styles.reason} part={part}>
          {t.budgetError}
        </p>
      );
    case 'invalid':
      return (
        <div className={styles.banner} role="alert" part={part}>
          <h3 className={styles.bannerTitle}>{t.budgetFailed}</h3>
          <p>
            <MoneyText text={budget.answer.overallMessage} />
          </p>
          <p>{t.budgetContact}</p>
        </div>
      );
    case 'approval':
      return (
        <div className={styles.notice} role="status" part={part}>
          <h3 className={styles.bannerTitle}>{t.approvalRequired}</h3>
          <p>
            <MoneyText text={budget.answer.overallMessage} />
          </p>
        </div>
      );
    case 'valid':
      return (
        <p role="status" part={part}>
          {budget.answer.overallMessage || t.budgetValid}
        </p>
      );
  }
}
