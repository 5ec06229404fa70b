import { expect } from 'chai';
import './breach-hooks';
import { takeBreaches } from './contract-check';
import { fakeApi, json } from './fake-api';

/* The contract check itself: what it lets through, what it refuses, and what it records. */

const API = window.LAPASAR_TEST_API;
const CORPORATE = API.replace(/\/api$/, '/corporate');
const page = { page: 1, limit: 10, total: 0, totalPages: 0 };

const fake = fakeApi(
  (path) => path.startsWith('/api/') || path.startsWith('/corporate/'),
  () => json(200, { success: true, data: [], pagination: page }),
);
afterEach(() => fake.reset());

const send = (path: string, init: RequestInit = {}) =>
  fetch(`${path.startsWith('/corporate') ? CORPORATE + path.slice('/corporate'.length) : API + path.slice('/api'.length)}`, init);
const sendJson = (method: string, path: string, body: unknown) =>
  send(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the contract check of faked calls', () => {
  it('lets a call and an answer that keep the contract through', async () => {
    const response = await send('/api/orders/pre-orders?page=2&limit=10');
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ success: true, data: [], pagination: page });
    expect(takeBreaches()).to.deep.equal([]);
  });

  it("refuses a query, a path parameter or a body the route does not take, with the server's 400", async () => {
    const query = await send('/api/orders/pre-orders?page=0');
    expect(query.status).to.equal(400);
    expect(await query.json()).to.deep.equal({ error: 'page: must be at least 1', code: 'invalid_request' });
    expect((await send('/api/cart/items/abc', { method: 'DELETE' })).status).to.equal(400);
    expect((await sendJson('PATCH', '/api/cart/items/5', { quantity: 'two' })).status).to.equal(400);
    const form = await send('/corporate/marketplace/compare/move', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'compare_id=3',
    });
    expect(form.status).to.equal(400);
    const breaches = takeBreaches();
    expect(breaches).to.have.length(4);
    expect(breaches[0]).to.equal('GET /api/orders/pre-orders?page=0: the server refuses the request with 400 (page: must be at least 1)');
    expect(breaches[1]).to.match(/^DELETE \/api\/cart\/items\/abc: the server refuses the request with 400 \(skuId: /);
    expect(breaches[2]).to.match(/^PATCH \/api\/cart\/items\/5: the server refuses the request with 400 \(quantity: /);
    expect(breaches[3]).to.match(/^POST \/corporate\/marketplace\/compare\/move: the server refuses the request with 400 \(group_id: /);
  });

  it('refuses a body of a content type the route does not read, and a route the contract does not have', async () => {
    expect((await send('/api/cart/add', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'sku' })).status).to.equal(415);
    expect((await send('/api/no-such-route')).status).to.equal(404);
    expect(takeBreaches()).to.deep.equal([
      'POST /api/cart/add: the server refuses the request with 415 (Unsupported Media Type: text/plain)',
      'GET /api/no-such-route: not a route of tests/browser/contract-routes.ts (list it there as the server declares it)',
    ]);
  });

  it('records an answer that does not parse, is not JSON, or has a status the route does not give', async () => {
    const stop = fake.answer(/^GET \/api\/orders\/pre-orders$/, (request) => {
      const status = request.query.get('page');
      if (status === '1') return json(200, { success: true, data: [] });
      if (status === '2') return new Response('{', { status: 200, headers: { 'content-type': 'application/json' } });
      return json(418, { error: 'teapot' });
    });
    // The element still gets the answer the test gave.
    expect((await send('/api/orders/pre-orders?page=1')).status).to.equal(200);
    await send('/api/orders/pre-orders?page=2');
    expect((await send('/api/orders/pre-orders?page=3')).status).to.equal(418);
    stop();
    expect(takeBreaches()).to.deep.equal([
      'GET /api/orders/pre-orders: the answer 200 does not parse: pagination: Invalid input: expected object, received undefined',
      'GET /api/orders/pre-orders: the answer 200 is not JSON',
      'GET /api/orders/pre-orders: the answer 418 is not one the route gives (it gives 200, 400, 401)',
    ]);
  });

  it("takes any body on a 5xx the route does not declare: a gateway's failure", async () => {
    const stop = fake.answer(/^GET \/api\/orders\/pre-orders$/, () => new Response('Bad gateway', { status: 502 }));
    expect((await send('/api/orders/pre-orders')).status).to.equal(502);
    stop();
    expect(takeBreaches()).to.deep.equal([]);
  });
});
