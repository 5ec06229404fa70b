/**
 * The addresses of a cXML OrderRequest (OrderRequestHeader ShipTo and BillTo) as an order keeps a
 * checkout's: the form's ship_* and bill_* fields, held to the checkout form's own limits.
 */
import { SubmitFormDataSchema } from '../../src/contract/orders';
import { attribute, child, children, CxmlError, textAt, textOf, type XmlNode } from './cxml';

/** What a cXML Address holds that an order can keep. */
interface CxmlAddress {
  name: string;
  /** PostalAddress DeliverTo lines: the person or department at the address. */
  deliverTo: string[];
  streets: string[];
  city: string;
  state: string;
  postalCode: string;
  /** The Country's name, else its isoCountryCode. */
  country: string;
  email: string;
}

/** The Address of a ShipTo, BillTo or Contact-like element; null when it has none. */
function addressOf(party: XmlNode | undefined): CxmlAddress | null {
  const address = child(party, 'Address');
  if (!address) return null;
  const postal = child(address, 'PostalAddress');
  const country = child(postal, 'Country');
  return {
    name: textAt(address, 'Name'),
    deliverTo: children(postal, 'DeliverTo')
      .map(textOf)
      .filter((line) => line !== ''),
    streets: children(postal, 'Street')
      .map(textOf)
      .filter((line) => line !== ''),
    city: textAt(postal, 'City'),
    state: textAt(postal, 'State'),
    postalCode: textAt(postal, 'PostalCode'),
    country: textOf(country) || attribute(country, 'isoCountryCode') || attribute(address, 'isoCountryCode'),
    email: textAt(address, 'Email'),
  };
}

type FormField = keyof typeof SubmitFormDataSchema.shape;

/** The value for a form field, checked by the checkout form's rule for it; CxmlError(400) naming the cXML element otherwise. */
function checked(field: FormField, value: string, element: string): string {
  const parsed = SubmitFormDataSchema.shape[field].safeParse(value);
  if (!parsed.success) throw new CxmlError(400, `${element} ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
  return value;
}

/**
 * The address as the form's fields under `prefix`: the first Street line is street 1 and the
 * others, joined by commas, street 2 (the form's lot number stays empty: cXML has none).
 */
function addressFields(address: CxmlAddress, party: 'ShipTo' | 'BillTo'): Record<string, string> {
  const prefix = party === 'ShipTo' ? 'ship' : 'bill';
  const field = (name: string, value: string, element: string) => {
    const key = `${prefix}_${name}` as FormField;
    return [key, checked(key, value, `${party} ${element}`)] as const;
  };
  return Object.fromEntries([
    [`${prefix}_lotno`, ''],
    field('street1', address.streets[0] ?? '', 'Street'),
    field('street2', address.streets.slice(1).join(', '), 'Street'),
    field('city', address.city, 'City'),
    field(prefix === 'ship' ? 'state' : 'State', address.state, 'State'),
    field('pincode', address.postalCode, 'PostalCode'),
    field('countery', address.country, 'Country'),
  ]);
}

/** What an OrderRequest's addresses give the order's form, and what of them the form has no field for. */
export interface OrderAddresses {
  /** ship_* (and, with a BillTo, bill_* and shipping_address_type 'new'; company_name from its Name). */
  form: Record<string, string>;
  /** The ShipTo's Name and DeliverTo lines, kept with the order's punch-out record: an order address has no name. */
  recipient: { name: string; deliverTo: string[] } | null;
}

/** The OrderRequestHeader's ShipTo and BillTo as the order's form fields; CxmlError(400) naming a field that is too long or holds control characters. */
export function orderAddresses(header: XmlNode | undefined): OrderAddresses {
  const shipTo = addressOf(child(header, 'ShipTo'));
  const billTo = addressOf(child(header, 'BillTo'));
  const form: Record<string, string> = {};
  if (shipTo) Object.assign(form, addressFields(shipTo, 'ShipTo'));
  if (billTo) {
    Object.assign(form, addressFields(billTo, 'BillTo'), { shipping_address_type: 'new' });
    if (billTo.name) form.company_name = checked('company_name', billTo.name, 'BillTo Name');
  }
  const recipient = shipTo && {
    name: checked('company_name', shipTo.name, 'ShipTo Name'),
    deliverTo: shipTo.deliverTo.map((line) => checked('alt_contact_name', line, 'ShipTo DeliverTo')),
  };
  return { form, recipient };
}
