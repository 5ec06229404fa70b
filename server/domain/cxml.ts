/**
 * cXML 1.2 documents: parsed with fast-xml-parser (no DOCTYPE internal subset, no entity
 * expansion) and built with its builder, which escapes every value.
 */
import { randomUUID } from 'node:crypto';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/** A refusal answered as a cXML Response Status (400 malformed, 401 not authenticated, ...). */
export class CxmlError extends Error {
  constructor(
    readonly code: 400 | 401 | 403 | 404 | 409 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** A parsed element: attributes as `@_name`, text as `#text`, children by name. */
export type XmlNode = { [key: string]: XmlValue };
type XmlValue = string | XmlNode | XmlValue[];

const MAX_DOCUMENT_CHARS = 1024 * 1024;
/** Elements that may repeat, read as arrays even when there is one. */
const REPEATED = new Set(['ItemOut', 'Extrinsic', 'Credential', 'Classification']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Values stay text: a SKU code like 00123 or a price must not become a number.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entities are left as written, never expanded (the DOCTYPE check below refuses declaring any).
  processEntities: false,
  htmlEntities: false,
  isArray: (name) => REPEATED.has(name),
});

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true, processEntities: true });

/**
 * A DOCTYPE naming the cXML DTD is what procurement systems send and is harmless; one with an
 * internal subset can declare entities (billion laughs, external files) and is refused.
 */
const INTERNAL_SUBSET = /<!DOCTYPE[^>[]*\[|<!ENTITY/i;

/** The document's cXML element; a CxmlError(400) when it is not well-formed cXML or declares entities. */
export function parseCxml(text: string): XmlNode {
  if (text.length > MAX_DOCUMENT_CHARS) throw new CxmlError(413, 'The document is too large');
  if (INTERNAL_SUBSET.test(text)) throw new CxmlError(400, 'DOCTYPE declarations with an internal subset or entities are not accepted');
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new CxmlError(400, `Malformed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const document = parser.parse(text) as XmlNode;
  const root = document.cXML;
  if (!isNode(root)) throw new CxmlError(400, 'Not a cXML document: the root element must be cXML');
  return root;
}

function isNode(value: XmlValue | undefined): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first child element of that name, or undefined. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  const value = node?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return { '#text': first };
  return isNode(first) ? first : undefined;
}

/** Every child element of that name. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.flatMap((item) => (typeof item === 'string' ? [{ '#text': item }] : isNode(item) ? [item] : []));
}

const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * Text with XML's predefined entities and character references replaced by what they stand for:
 * the parser leaves every entity as written (no DOCTYPE may declare one), and these five and
 * `&#…;` are all a document can then hold.
 */
function decoded(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#(\d{1,7})|#x([\da-fA-F]{1,6})|(lt|gt|amp|quot|apos));/g,
    (written, decimal?: string, hex?: string, name?: string) => {
      if (name) return PREDEFINED_ENTITIES[name];
      const code = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : written;
    },
  );
}

/** The element's text (its own, trimmed), or '' when it has none. */
export function textOf(node: XmlNode | undefined): string {
  const value = node?.['#text'];
  return typeof value === 'string' ? decoded(value) : '';
}

/** The text at a path of child names, or ''. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string {
  return textOf(path.reduce<XmlNode | undefined>((at, name) => child(at, name), node));
}

export function attribute(node: XmlNode | undefined, name: string): string {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? decoded(value) : '';
}

/** A credential: its domain, identity and (for the sender) shared secret. */
interface Credential {
  domain: string;
  identity: string;
  sharedSecret: string;
}

export function credentialOf(header: XmlNode | undefined, party: 'From' | 'To' | 'Sender'): Credential | null {
  const credential = child(child(header, party), 'Credential');
  if (!credential) return null;
  return {
    domain: attribute(credential, 'domain'),
    identity: textAt(credential, 'Identity'),
    sharedSecret: textAt(credential, 'SharedSecret'),
  };
}

/** A new payloadID: unique, naming this host. */
function newPayloadId(host: string): string {
  return `${Date.now()}.${randomUUID()}@${host}`;
}

/** A cXML document around `body` (Header, Request, Response or Message), as text. */
export function buildCxml(body: XmlNode, host: string, now = new Date()): string {
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    cXML: { '@_payloadID': newPayloadId(host), '@_timestamp': now.toISOString(), '@_xml:lang': 'en-US', ...body },
  };
  return builder.build(document) as string;
}

/** A cXML Response with a Status, and what answers it (PunchOutSetupResponse), if any. */
export function cxmlResponse(code: number, text: string, host: string, content: XmlNode = {}): string {
  return buildCxml({ Response: { Status: { '@_code': String(code), '@_text': text, '#text': text }, ...content } }, host);
}

/** Money as cXML writes it: ringgit with two decimals. */
export function money(sen: number, currency = 'MYR'): XmlNode {
  return { Money: { '@_currency': currency, '#text': (sen / 100).toFixed(2) } };
}
