import { XMLBuilder } from 'fast-xml-parser';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });

/** A cXML document from the demo company's procurement system (its From and Sender credentials), holding `request`. */
export function demoCxml(
  request: Record<string, unknown>,
  {
    secret = DEMO_PUNCHOUT.cxmlSharedSecret as string,
    payloadId = `${Date.now()}.${Math.random()}@procurement.example.com`,
  }: { secret?: string; payloadId?: string } = {},
): string {
  const credential = { '@_domain': DEMO_PUNCHOUT.cxmlDomain, Identity: DEMO_PUNCHOUT.cxmlIdentity };
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    cXML: {
      '@_payloadID': payloadId,
      '@_timestamp': new Date().toISOString(),
      Header: {
        From: { Credential: credential },
        To: { Credential: { '@_domain': 'DUNS', Identity: 'lapasar' } },
        Sender: { Credential: { ...credential, SharedSecret: secret }, UserAgent: 'Test procurement' },
      },
      Request: request,
    },
  }) as string;
}
