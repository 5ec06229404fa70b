/**
 * cXML as a procurement system reads it: valid by the cXML DTD (libxml2, with the declarations
 * transcribed in cxml-1.2.dtd), then read by a generic XML parser, never by the server's own code.
 */
import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { DtdValidator, XmlDocument, XmlDtd, XmlLibError } from 'libxml2-wasm';

const validator = new DtdValidator(XmlDtd.fromString(readFileSync(new URL('./cxml-1.2.dtd', import.meta.url), 'utf8')));

/** Elements the DTD lets repeat, read as arrays even when there is one. */
const REPEATED = new Set(['Classification', 'Contact', 'Credential', 'Extrinsic', 'ItemIn', 'ItemOut', 'Option', 'Street', 'Transaction']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
});

/** A parsed element: whatever is read from it is again one, or its text; the assertions check what is there. */
export interface CxmlNode {
  readonly [name: string]: CxmlNode & string;
}

/** An element the DTD lets repeat (REPEATED), as the list it is read as. */
export const list = (value: unknown) => (value ?? []) as CxmlNode[];

/** What libxml2 finds wrong with the document by the cXML DTD, one line each (where, what); [] when it is valid cXML. */
export function cxmlDtdErrors(text: string): string[] {
  let document: XmlDocument;
  try {
    document = XmlDocument.fromString(text);
  } catch (error) {
    if (error instanceof XmlLibError) return [`Not well-formed: ${error.message.trim()}`];
    throw error;
  }
  try {
    if (document.root.name !== 'cXML') return [`The root element is ${document.root.name}, not cXML`];
    validator.validate(document);
    return [];
  } catch (error) {
    if (error instanceof XmlLibError) return error.details.map((detail) => `${detail.xpath ?? ''}: ${detail.message.trim()}`);
    throw error;
  } finally {
    document.dispose();
  }
}

/** The document's cXML element once the DTD finds it valid; an Error listing what the DTD refuses otherwise. */
export function readCxml(text: string): CxmlNode {
  const errors = cxmlDtdErrors(text);
  if (errors.length > 0) throw new Error(`Not valid by the cXML DTD:\n${errors.join('\n')}\n${text}`);
  return (parser.parse(text) as CxmlNode).cXML;
}

/** The cXML version a document's DOCTYPE names (its DTD's directory), or null when it names none. */
export function doctypeVersion(text: string): string | null {
  return /<!DOCTYPE cXML SYSTEM "http:\/\/xml\.cxml\.org\/schemas\/cXML\/(1\.2\.\d{3})\/cXML\.dtd">/.exec(text)?.[1] ?? null;
}
