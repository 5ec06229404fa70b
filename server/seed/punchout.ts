import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, punchoutSettings, users } from '../db/schema';
import { hashPassword } from '../domain/password';

/** The demo company's procurement system, as docs/corporate-integration.md documents it. */
export const DEMO_PUNCHOUT = {
  buyerId: 1,
  systemName: 'SAP Ariba',
  cxmlDomain: 'NetworkID',
  cxmlIdentity: 'AN01000000001',
  cxmlSharedSecret: 'demo-punchout-secret',
  ociUsername: 'demo-oci',
  ociPassword: 'demo-oci-password',
  defaultUserEmail: 'buyer@lapasar.test',
  /** SAP Ariba's buyer pages, which may open the shop in an iframe. */
  frameOrigins: ['https://s1.ariba.com'],
} as const;

/** UNSPSC codes of some categories (a segment for a top level, a commodity for a leaf); the rest inherit or have none. */
const UNSPSC: Record<string, string> = {
  'Office Supplies': '44000000',
  'A4 Paper': '14111507',
  Pens: '44121704',
  'IT & Electronics': '43000000',
  Laptops: '43211503',
  Monitors: '43211902',
  'Safety Helmets': '46181701',
  'Cleaning & Hygiene': '47000000',
};

/** Demo Trading's PunchOut: cXML from SAP Ariba and an OCI start URL, signing in the demo buyer by default; its secrets hashed as passwords are. */
export async function seedPunchout(db: Database, kdfLogN: number): Promise<void> {
  for (const [name, code] of Object.entries(UNSPSC)) await db.update(categories).set({ unspsc: code }).where(eq(categories.name, name));
  const [buyer] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${DEMO_PUNCHOUT.defaultUserEmail}`);
  await db.insert(punchoutSettings).values({
    buyerId: DEMO_PUNCHOUT.buyerId,
    systemName: DEMO_PUNCHOUT.systemName,
    cxmlDomain: DEMO_PUNCHOUT.cxmlDomain,
    cxmlIdentity: DEMO_PUNCHOUT.cxmlIdentity,
    cxmlSecretHash: await hashPassword(DEMO_PUNCHOUT.cxmlSharedSecret, kdfLogN),
    ociUsername: DEMO_PUNCHOUT.ociUsername,
    ociPasswordHash: await hashPassword(DEMO_PUNCHOUT.ociPassword, kdfLogN),
    defaultUserId: buyer.id,
    frameOrigins: [...DEMO_PUNCHOUT.frameOrigins],
  });
}
