import type { CartItem } from '../../api/types';
import type { WizardText } from './strings';

const skuFields = (t: WizardText): Record<string, string> => ({
  item_code: t.itemCode,
  justification: t.justification,
  eb_number_year: `${t.ebNumber} ${t.ebParts.year}`,
  eb_number_category_code: `${t.ebNumber} ${t.ebParts.categoryCode}`,
});

/** The name a buyer sees for a field a problem is keyed by (`ship_street2`, `item_code:12`, `approval`, `line:12`). */
export function fieldLabel(field: string, items: readonly CartItem[], t: WizardText): string {
  const SKU_FIELDS = skuFields(t);
  const [name, id] = field.split(':');
  const item = id === undefined ? undefined : items.find((candidate) => String(candidate.sku_id) === id);
  if (name === 'line') return item?.product_name ?? t.products;
  if (name in SKU_FIELDS) return item ? `${SKU_FIELDS[name]} (${item.product_name})` : SKU_FIELDS[name];
  if (name === 'delivery_date_request' || name === 'note_to_seller') {
    const seller = items.find((candidate) => String(candidate.sl_id) === id)?.seller_name;
    return seller ? `${t.fields[name]} (${seller})` : t.fields[name];
  }
  if (name === 'order') return t.orderAttachment;
  if (name === 'approval') return t.approvalDocument;
  if (name === 'apply_alt_receipient') return t.alternateRecipient;
  const address = /^(ship|bill)_(.+)$/.exec(name);
  if (address) {
    const part = address[2].toLowerCase() as keyof typeof t.fields;
    return `${address[1] === 'ship' ? t.shippingAddress : t.billingAddress}: ${t.fields[part] ?? part}`;
  }
  return t.fields[name as keyof typeof t.fields] ?? name;
}
