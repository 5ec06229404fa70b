/**
 * cXML 1.2 documents: parsed with fast-xml-parser (no DOCTYPE internal subset, no entity
 * expansion) and built with its builder, which escapes every value, to the content model of the
 * cXML DTD of CXML_VERSION (tests validate what is built against its declarations).
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

/** The cXML version our documents declare (root `version`) and whose DTD their DOCTYPE names. */
export const CXML_VERSION = '1.2.063';
const DOCTYPE = `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/cXML.dtd">`;

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

/** Text a document may hand us to keep: no NUL (which PostgreSQL text cannot hold), and not too long. */
export const plain = (text: string, max = 2000) => text.length <= max && !text.includes('\u0000');

/** A field's text read from a document, when it is plain; a CxmlError(400) naming the field otherwise. */
export function fieldText(text: string, field: string, max = 2000): string {
  if (plain(text, max)) return text;
  throw new CxmlError(
    400,
    text.includes('\u0000') ? `${field} must not contain NUL characters` : `${field} must be at most ${max} characters`,
  );
}

/** A party's name in cXML: a Credential's domain and Identity. */
export interface CxmlIdentity {
  domain: string;
  identity: string;
}

/** The UserAgent of the cXML we send. */
export const CXML_USER_AGENT = 'LaPasar Elements';

/** Our credential when none is configured: the host name of PUBLIC_URL, in the domain DomainName. */
export function defaultCxmlCredential(publicUrl: string): CxmlIdentity {
  return { domain: 'DomainName', identity: new URL(publicUrl).hostname };
}

/** Our credential from CXML_DOMAIN and CXML_IDENTITY: both or neither (then the default); each plain text of at most 200 characters. */
export function cxmlCredentialFrom(domain: string | undefined, identity: string | undefined): CxmlIdentity | undefined {
  const [given, name] = [domain?.trim() ?? '', identity?.trim() ?? ''];
  if (given === '' && name === '') return undefined;
  if (given === '' || name === '' || !plain(given, 200) || !plain(name, 200))
    throw new Error('CXML_DOMAIN and CXML_IDENTITY must be set together, each at most 200 characters');
  return { domain: given, identity: name };
}

/** A credential: its domain, identity and (for the sender) shared secret. */
interface Credential extends CxmlIdentity {
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

/** Every Credential of a party (From, To), as sent: domain and Identity, never a secret. */
export function identitiesOf(header: XmlNode | undefined, party: 'From' | 'To'): CxmlIdentity[] {
  return children(child(header, party), 'Credential').map((credential) => ({
    domain: fieldText(attribute(credential, 'domain'), `${party} Credential domain`, 200),
    identity: fieldText(textAt(credential, 'Identity'), `${party} Credential Identity`, 200),
  }));
}

/**
 * A Header naming `from` and `to`, sent by `from` as `userAgent`. Without a shared secret: what
 * travels through the buyer's browser must not carry one (the cXML DTD's note on Credential).
 */
export function cxmlHeader(from: CxmlIdentity, to: readonly CxmlIdentity[], userAgent: string): XmlNode {
  const credential = (party: CxmlIdentity) => ({ '@_domain': party.domain, Identity: party.identity });
  return {
    From: { Credential: credential(from) },
    To: { Credential: to.map(credential) },
    Sender: { Credential: credential(from), UserAgent: userAgent },
  };
}

/** A new payloadID: unique, naming this host. */
function newPayloadId(host: string): string {
  return `${Date.now()}.${randomUUID()}@${host}`;
}

/** A cXML document around `body` (a Response, or a Header and a Request or Message), as text with its DOCTYPE. */
export function buildCxml(body: XmlNode, host: string, now = new Date()): string {
  const root = {
    cXML: {
      '@_version': CXML_VERSION,
      '@_payloadID': newPayloadId(host),
      '@_timestamp': now.toISOString(),
      '@_xml:lang': 'en-US',
      ...body,
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>${DOCTYPE}${builder.build(root) as string}`;
}

/** A cXML Response with a Status, and what answers it (PunchOutSetupResponse, ProfileResponse), if any. */
export function cxmlResponse(code: number, text: string, host: string, content: XmlNode = {}): string {
  return buildCxml(
    { Response: { Status: { '@_code': String(code), '@_text': text, '@_xml:lang': 'en-US', '#text': text }, ...content } },
    host,
  );
}

/** Money as cXML writes it: ringgit with two decimals. */
export function money(sen: number, currency = 'MYR'): XmlNode {
  return { Money: { '@_currency': currency, '#text': (sen / 100).toFixed(2) } };
}
