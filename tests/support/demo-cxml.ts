import { XMLBuilder } from 'fast-xml-parser';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });

/** The cXML version the test procurement systems write, as Coupa's and Ariba's samples declare theirs. */
const VERSION = '1.2.014';

/**
 * A cXML document from the demo company's procurement system (its From and Sender credentials, or
 * those of `from`), holding `request`, with the DOCTYPE and envelope procurement systems send.
 */
export function demoCxml(
  request: Record<string, unknown>,
  {
    secret = DEMO_PUNCHOUT.cxmlSharedSecret as string,
    payloadId = `${Date.now()}.${Math.random()}@procurement.example.com`,
    from = { domain: DEMO_PUNCHOUT.cxmlDomain as string, identity: DEMO_PUNCHOUT.cxmlIdentity as string },
  }: { secret?: string; payloadId?: string; from?: { domain: string; identity: string } } = {},
): string {
  const credential = { '@_domain': from.domain, Identity: from.identity };
  const document = builder.build({
    cXML: {
      '@_version': VERSION,
      '@_payloadID': payloadId,
      '@_timestamp': new Date().toISOString(),
      '@_xml:lang': 'en-US',
      Header: {
        From: { Credential: credential },
        To: { Credential: { '@_domain': 'DUNS', Identity: 'lapasar' } },
        Sender: { Credential: { ...credential, SharedSecret: secret }, UserAgent: 'Test procurement' },
      },
      Request: request,
    },
  }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${VERSION}/cXML.dtd">${document}`;
}
