import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { punchoutSettings } from '../../server/db/schema';
import { verifyPassword } from '../../server/domain/password';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';
import { demoCxml } from '../support/demo-cxml';
import { createTestContext, engines, type TestContext } from './support/context';
import { postCxml, SHOP_URL } from './support/punchout-fixture';

const setupRequest = (secret?: string) =>
  demoCxml(
    {
      PunchOutSetupRequest: {
        '@_operation': 'create',
        BuyerCookie: 'cookie',
        BrowserFormPost: { URL: 'https://procurement.example.com/return' },
      },
    },
    { secret },
  );
const HOOK_URL = 'https://srm.example.com/sap/bc/gui/sap/its/bbpsc02';

describe.each(engines())('PunchOut secrets on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { publicUrl: SHOP_URL });
  });
  afterAll(() => ctx?.close());

  const stored = async () => {
    const [row] = await ctx.db
      .select({ cxml: punchoutSettings.cxmlSecretHash, oci: punchoutSettings.ociPasswordHash })
      .from(punchoutSettings)
      .where(eq(punchoutSettings.buyerId, DEMO_PUNCHOUT.buyerId));
    return row;
  };

  const ociStart = (password: string, address: string, username: string = DEMO_PUNCHOUT.ociUsername) =>
    ctx.app.request('/punchout/oci/start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
      body: new URLSearchParams({ USERNAME: username, PASSWORD: password, HOOK_URL }).toString(),
    });

  it('stores the shared secret and the OCI password as scrypt hashes, and no fast digest fits the column', async () => {
    const { cxml, oci } = await stored();
    expect(cxml).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(oci).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword(DEMO_PUNCHOUT.cxmlSharedSecret, cxml!)).toBe(true);
    expect(await verifyPassword(DEMO_PUNCHOUT.ociPassword, oci!)).toBe(true);
    const digest = createHash('sha256').update('a new secret').digest('hex');
    await expect(
      ctx.db.update(punchoutSettings).set({ cxmlSecretHash: digest }).where(eq(punchoutSettings.buyerId, DEMO_PUNCHOUT.buyerId)),
    ).rejects.toThrow();
    expect((await stored()).cxml).toBe(cxml);
  });

  it('refuses even the right shared secret from an address after five wrong ones, while another address gets in', async () => {
    for (let guess = 0; guess < 5; guess += 1) {
      expect(await postCxml(ctx.app, '/punchout/cxml/setup', setupRequest(`guess-${guess}`), { address: '198.51.100.1' })).toMatchObject({
        http: 401,
        code: 401,
      });
    }
    const right = await postCxml(ctx.app, '/punchout/cxml/setup', setupRequest(), { address: '198.51.100.1' });
    expect(right).toMatchObject({ http: 429, code: 429, text: 'Too many wrong secrets. Please try again in 15 minutes.' });
    expect(right.response.PunchOutSetupResponse).toBeUndefined();
    expect(await postCxml(ctx.app, '/punchout/cxml', demoCxml({ ProfileRequest: '' }), { address: '198.51.100.1' })).toMatchObject({
      code: 429,
    });
    // The procurement system's own address is not locked out by a stranger's guesses.
    expect(await postCxml(ctx.app, '/punchout/cxml/setup', setupRequest(), { address: '198.51.100.2' })).toMatchObject({
      http: 200,
      code: 200,
    });
  });

  it('checks at most five of forty guesses sent at once, and then not the right secret either', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, guess) =>
        postCxml(ctx.app, '/punchout/cxml/setup', setupRequest(`burst-${guess}`), { address: '198.51.100.3' }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.code === 429)).toHaveLength(35);
    expect((await postCxml(ctx.app, '/punchout/cxml/setup', setupRequest(), { address: '198.51.100.3' })).code).toBe(429);
  });

  it('refuses the right OCI PASSWORD from an address after five wrong ones', async () => {
    for (let guess = 0; guess < 5; guess += 1) expect((await ociStart(`guess-${guess}`, '198.51.100.4')).status).toBe(401);
    const refused = await ociStart(DEMO_PUNCHOUT.ociPassword, '198.51.100.4');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many wrong secrets. Please try again in 15 minutes.');
    expect((await ociStart(DEMO_PUNCHOUT.ociPassword, '198.51.100.5')).status).toBe(200);
  });

  it('counts wrong secrets from one address across senders and USERNAMEs', async () => {
    for (let guess = 0; guess < 20; guess += 1) {
      const status =
        guess % 2 === 0
          ? (
              await postCxml(
                ctx.app,
                '/punchout/cxml/setup',
                setupRequest(`spray-${guess}`).replaceAll(DEMO_PUNCHOUT.cxmlIdentity, `AN0${guess}`),
                { address: '198.51.100.6' },
              )
            ).http
          : (await ociStart(`spray-${guess}`, '198.51.100.6', `srm-${guess}`)).status;
      expect(status).toBe(401);
    }
    expect((await postCxml(ctx.app, '/punchout/cxml/setup', setupRequest(), { address: '198.51.100.6' })).code).toBe(429);
  });

  it('takes a secret kept as a SHA-256 digest before migration 0023 and stores it again as scrypt', async () => {
    const digest = `sha256$${createHash('sha256').update(DEMO_PUNCHOUT.cxmlSharedSecret).digest('hex')}`;
    await ctx.db.update(punchoutSettings).set({ cxmlSecretHash: digest }).where(eq(punchoutSettings.buyerId, DEMO_PUNCHOUT.buyerId));
    expect((await postCxml(ctx.app, '/punchout/cxml/setup', setupRequest('wrong'), { address: '198.51.100.7' })).code).toBe(401);
    expect((await stored()).cxml).toBe(digest);
    expect(await postCxml(ctx.app, '/punchout/cxml/setup', setupRequest(), { address: '198.51.100.7' })).toMatchObject({
      http: 200,
      code: 200,
    });
    const rehashed = (await stored()).cxml!;
    expect(rehashed).toMatch(/^scrypt\$/);
    expect(await verifyPassword(DEMO_PUNCHOUT.cxmlSharedSecret, rehashed)).toBe(true);
    expect((await postCxml(ctx.app, '/punchout/cxml/setup', setupRequest(), { address: '198.51.100.7' })).code).toBe(200);
  });
});
