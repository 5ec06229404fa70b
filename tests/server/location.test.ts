import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DistrictsResponse, PostcodeDetailsResponse, SetLocationResponse, StatesResponse } from '../../src/api/types';
import { users } from '../../server/db/schema';
import { createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

describe.each(engines())('location on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(() => ctx?.close());

  it('GET /api/location/states lists the 16 states with backend ids and codes', async () => {
    const { status, body } = await call<StatesResponse>(ctx.app, '/api/location/states');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(16);
    expect(body.data[0]).toEqual({ id: 2307, name: 'Selangor', code: 'SGR' });
    expect(body.data.map((state) => state.id)).toEqual(Array.from({ length: 16 }, (_, index) => 2307 + index));
    expect(body.data.map((state) => state.code)).toEqual([
      'SGR',
      'KUL',
      'PNG',
      'JHR',
      'SBH',
      'SWK',
      'KDH',
      'PRK',
      'NSN',
      'MLK',
      'TRG',
      'KTN',
      'PHG',
      'PLS',
      'LBN',
      'PJY',
    ]);
  });

  describe('GET /api/location/districts', () => {
    const selangor = [
      'Gombak',
      'Hulu Langat',
      'Hulu Selangor',
      'Klang',
      'Kuala Langat',
      'Kuala Selangor',
      'Petaling',
      'Sabak Bernam',
      'Sepang',
    ];

    it.each(['Selangor', 'selangor', 'SGR', 'sgr'])('finds the districts of %s', async (state) => {
      const { status, body } = await call<DistrictsResponse>(ctx.app, `/api/location/districts?state=${state}`);
      expect(status).toBe(200);
      expect(body.data.map((district) => district.name)).toEqual(selangor);
      expect(body.data.every((district) => district.state_id === 2307)).toBe(true);
    });

    it('accepts grouped=true and names with spaces', async () => {
      const { body } = await call<DistrictsResponse>(ctx.app, '/api/location/districts?state=PNG&grouped=true');
      expect(body.data.map((district) => district.name)).toContain('Timur Laut');
      const kl = await call<DistrictsResponse>(ctx.app, `/api/location/districts?state=${encodeURIComponent('Kuala Lumpur')}`);
      expect(kl.body.data.map((district) => district.name)).toEqual(['Kuala Lumpur']);
    });

    it('answers 404 for an unknown state and 400 without one', async () => {
      expect(await call(ctx.app, '/api/location/districts?state=Atlantis')).toMatchObject({
        status: 404,
        body: { error: 'Unknown state: Atlantis' },
      });
      expect((await call(ctx.app, '/api/location/districts')).status).toBe(400);
      expect((await call(ctx.app, '/api/location/districts?state=SGR&grouped=maybe')).status).toBe(400);
    });
  });

  describe('POST /api/location/postcode-details', () => {
    it.each([
      ['40000', 'Selangor', 'Petaling', 'Shah Alam'],
      ['46200', 'Selangor', 'Petaling', 'Petaling Jaya'],
      ['47301', 'Selangor', 'Petaling', 'Petaling Jaya'],
      ['47500', 'Selangor', 'Petaling', 'Subang Jaya'],
      ['50450', 'Kuala Lumpur', 'Kuala Lumpur', 'Kuala Lumpur'],
      // Where the town is not known, the city is the district.
      ['10200', 'Penang', 'Timur Laut', 'Timur Laut'],
      ['80000', 'Johor', 'Johor Bahru', 'Johor Bahru'],
      ['93050', 'Sarawak', 'Kuching', 'Kuching'],
      ['62000', 'Putrajaya', 'Putrajaya', 'Putrajaya'],
    ])('resolves %s to %s / %s, city %s', async (postcode, state, district, city) => {
      const { status, body } = await call<PostcodeDetailsResponse>(ctx.app, '/api/location/postcode-details', { body: { postcode } });
      expect(status).toBe(200);
      expect(body.data).toEqual({ postcode, state, district, city });
    });

    it('answers the state and district at the top level too, as spec 1 and 2 name them', async () => {
      const { body } = await call<PostcodeDetailsResponse>(ctx.app, '/api/location/postcode-details', { body: { postcode: '40000' } });
      expect(body).toMatchObject({ state: 'Selangor', district: 'Petaling' });
    });

    it('answers 404 for an unknown postcode', async () => {
      expect(await call(ctx.app, '/api/location/postcode-details', { body: { postcode: '99999' } })).toMatchObject({
        status: 404,
        body: { error: 'No location found for postcode 99999' },
      });
    });

    it.each([['4000'], ['400001'], ['4000a'], [''], [40000], [null]])('answers 400 for %j', async (postcode) => {
      const { status, body } = await call(ctx.app, '/api/location/postcode-details', { body: { postcode } });
      expect(status).toBe(400);
      expect(body.error).toMatch(/^postcode: /);
    });
  });

  describe('POST /api/location', () => {
    it('returns the canonical location', async () => {
      const { status, body } = await call<SetLocationResponse>(ctx.app, '/api/location', {
        body: { state: 'sgr', district: 'petaling', postcode: '40000' },
      });
      expect(status).toBe(200);
      expect(body.data).toEqual({ state: 'Selangor', district: 'Petaling', postcode: '40000', country: 'Malaysia' });
    });

    it("saves a signed-in buyer's location on the account", async () => {
      const token = await signIn(ctx.app, 'masked@lapasar.test');
      await call(ctx.app, '/api/location', { token, body: { state: 'Penang', district: 'Timur Laut' } });
      const [user] = await ctx.db.select().from(users).where(eq(users.email, 'masked@lapasar.test'));
      expect(user).toMatchObject({ stateId: 2309, postcode: null });
      expect(user.districtId).not.toBeNull();
    });

    it('treats a stale token as a guest', async () => {
      const { status } = await call(ctx.app, '/api/location', { token: 'stale', body: { state: 'Johor', district: 'Johor Bahru' } });
      expect(status).toBe(200);
    });

    it.each([
      [{ state: 'Selangor', district: 'Timur Laut' }, "District 'Timur Laut' is not in Selangor"],
      [{ state: 'Atlantis', district: 'Petaling' }, 'Unknown state: Atlantis'],
      [{ state: 'Selangor', district: '  ' }, 'district: Please select a district'],
      [{ state: '', district: 'Petaling' }, 'state: Please select a state'],
      [{ state: 'Selangor', district: 'Petaling', postcode: '123' }, 'postcode: Postcode must be 5 digits'],
      [{ district: 'Petaling' }, /^state: /],
    ])('rejects %j', async (body, error) => {
      const result = await call(ctx.app, '/api/location', { body });
      expect(result.status).toBe(400);
      expect(result.body.error).toMatch(error);
    });
  });

  describe('the location a route prices by', () => {
    const get = (path: string, headers: Record<string, string>, token?: string) =>
      call<{ error?: string; code?: string }>(ctx.app, path, { headers, token });

    it('refuses a state that is not one of the 16, or a district not of that state, naming the header or parameter', async () => {
      const token = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.61');
      for (const path of ['/api/products/unified?limit=1', '/api/search?q=glove', '/api/products/1']) {
        expect(await get(path, { 'X-State': 'Selangor.' })).toMatchObject({
          status: 400,
          body: { error: "X-State: 'Selangor.' is not a state of Malaysia", code: 'unknown_location' },
        });
        expect(await get(path, { 'X-State': 'Selangor', 'X-District': 'Atlantis' })).toMatchObject({
          status: 400,
          body: { error: "X-District: 'Atlantis' is not a district of Selangor", code: 'unknown_location' },
        });
      }
      expect(await get('/api/products/unified?limit=1&state=Atlantis&district=Petaling', {})).toMatchObject({
        status: 400,
        body: { error: "state: 'Atlantis' is not a state of Malaysia" },
      });
      // Signed in, the cart and the wishlist price shipping and restrictions at the place: never at none.
      for (const path of ['/api/cart', '/api/wishlist']) {
        expect(await get(path, { 'X-State': 'Selangor.', 'X-District': 'Petaling' }, token)).toMatchObject({
          status: 400,
          body: { code: 'unknown_location' },
        });
        expect((await get(path, { 'X-State': 'sgr', 'X-District': 'petaling' }, token)).status).toBe(200);
      }
      expect((await get('/api/products/unified?limit=1', { 'X-State': 'Selangor', 'X-District': 'Petaling' })).status).toBe(200);
      expect((await get('/api/products/unified?limit=1', {})).status).toBe(200);
    });

    it('refuses NUL and control characters in the state or district with 400 unknown_location on every route that reads them', async () => {
      const token = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.62');
      const paths = [
        '/api/products/covid',
        '/api/products/1',
        '/api/products/unified?limit=1',
        '/api/search?q=glove',
        '/api/search/price-range',
        '/api/cart',
        '/api/wishlist',
      ];
      for (const path of paths) {
        const join = path.includes('?') ? '&' : '?';
        for (const bad of ['\u0000', 'Sel\u0000angor', '\u0001', '\u001f', '\u007f']) {
          const query = encodeURIComponent(bad);
          expect(await get(`${path}${join}state=${query}`, {}, token), `${path} state`).toMatchObject({
            status: 400,
            body: { error: expect.stringMatching(/^state: /), code: 'unknown_location' },
          });
          expect(await get(`${path}${join}state=Selangor&district=${query}`, {}, token), `${path} district`).toMatchObject({
            status: 400,
            body: { error: expect.stringMatching(/^district: /), code: 'unknown_location' },
          });
          expect(await get(`${path}${join}district=${query}`, {}, token), `${path} district alone`).toMatchObject({
            status: 400,
            body: { error: expect.stringMatching(/^district: /), code: 'unknown_location' },
          });
        }
        // A header cannot carry NUL, CR or LF; the other control characters it can.
        for (const bad of ['\u0001', 'Sel\u001fangor', '\u007f']) {
          expect(await get(path, { 'X-State': bad }, token), `${path} X-State`).toMatchObject({
            status: 400,
            body: { error: expect.stringMatching(/^X-State: /), code: 'unknown_location' },
          });
          expect(await get(path, { 'X-State': 'Selangor', 'X-District': bad }, token), `${path} X-District`).toMatchObject({
            status: 400,
            body: { error: expect.stringMatching(/^X-District: /), code: 'unknown_location' },
          });
        }
      }
    });

    it("leaves the location calls' own state parameter to them", async () => {
      expect(await get('/api/location/districts?state=Atlantis', {})).toMatchObject({
        status: 404,
        body: { error: 'Unknown state: Atlantis' },
      });
    });
  });
});
