import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type {
  ChangeChargeCodeRequest,
  ChangeItemCodeRequest,
  ChangeLocationRequest,
  CompanyChargeCode,
  CompanyItemCode,
  CompanyLocation,
  CompanyPerson,
  CompanyPersonAccess,
  CreateChargeCodeRequest,
  CreateItemCodeRequest,
  CreateLocationRequest,
  PersonAccessRequest,
} from '../../src/api/types';
import { fakeApi, json, type FakeRequest } from './fake-api';
import { companyAdminPage } from './company-admin-page';
import { apiLogin, expectAccessible, typeInto, waitFor } from './support';

/* Typed fixtures; the reference server's rules (postcode decides the state, open orders block an archive) are exercised by the server suite and the end-to-end walk. */

// Where the fake's postcodes lie, as the reference server's postcode table says.
const POSTCODE_STATE: Record<string, [district: string, state: string]> = {
  '40000': ['Petaling', 'Selangor'],
  '50000': ['Kuala Lumpur', 'Kuala Lumpur'],
};

const ADDRESS = {
  lotNo: 'Lot 5',
  street1: 'Jalan Kerja 1',
  street2: 'Seksyen 15',
  postcode: '40000',
  city: 'Shah Alam',
  state: 'Selangor',
};
const HQ: CompanyLocation = {
  id: 3,
  name: 'Shah Alam HQ',
  ...ADDRESS,
  country: 'Malaysia',
  archived: false,
  archivedAt: null,
  openOrders: 2,
};
const STORE: CompanyLocation = {
  id: 4,
  name: 'Old Store',
  ...ADDRESS,
  street1: 'Jalan Lama',
  country: 'Malaysia',
  archived: true,
  archivedAt: '2026-04-01T00:00:00.000Z',
  openOrders: 0,
};
const PROJECT: CompanyChargeCode = {
  id: 20,
  locationId: 3,
  locationName: 'Shah Alam HQ',
  name: 'Renovation',
  code: 'PRJ-01',
  address: null,
  archived: false,
  archivedAt: null,
  openOrders: 0,
};
const STATIONERY: CompanyItemCode = {
  id: 30,
  code: 'IC-STAT',
  description: 'Stationery',
  glCode: '6100',
  archived: false,
  archivedAt: null,
};

const PEOPLE: CompanyPerson[] = [
  {
    id: 1,
    name: 'Aisyah Rahman',
    email: 'buyer@lapasar.test',
    role: 'buyer',
    administrator: true,
    active: true,
    singleSignOn: false,
    assertedRole: null,
  },
  {
    id: 9,
    name: 'Lim Wei Jie',
    email: 'lim@lapasar.test',
    role: 'buyer',
    administrator: false,
    active: true,
    singleSignOn: false,
    assertedRole: null,
  },
];

/** Answers the places routes from memory as the reference server would (postcode_mismatch, open orders, codes taken). */
function fakePlacesApi() {
  const state = {
    locations: [] as CompanyLocation[],
    chargeCodes: [] as CompanyChargeCode[],
    itemCodes: [] as CompanyItemCode[],
    access: new Map<number, CompanyPersonAccess>(),
    nextId: 100,
  };
  // A person's access as the server answers it: every location and charge code until restricted.
  const accessOf = (person: CompanyPerson): CompanyPersonAccess =>
    state.access.get(person.id) ?? {
      userId: person.id,
      name: person.name,
      email: person.email,
      allLocations: true,
      locations: [],
      allChargeCodes: true,
      chargeCodes: [],
      pickChargeCodes: false,
      viewSlInfo: null,
      companyViewSlInfo: 'Y',
    };
  const archivedAt = (archived: boolean) => ({ archived, archivedAt: archived ? '2026-05-25T00:00:00.000Z' : null });
  const addressProblem = (address: typeof ADDRESS, within = '') => {
    const place = POSTCODE_STATE[address.postcode];
    if (place && place[1] !== address.state)
      return json(400, {
        error: `${within}postcode: Postcode ${address.postcode} is in ${place[0]}, ${place[1]}, not ${address.state}`,
        code: 'postcode_mismatch',
      });
    return null;
  };
  const serve = ({ method, path, body }: FakeRequest): Response => {
    if (method === 'GET' && path === '/api/company/people') return json(200, { success: true, people: PEOPLE, invitations: [] });
    const access = path.match(/^\/api\/company\/people\/(\d+)\/access$/);
    const person = access && PEOPLE.find((entry) => entry.id === Number(access[1]));
    if (method === 'GET' && person) return json(200, { success: true, access: accessOf(person) });
    if (method === 'PUT' && person) {
      const asked = body as PersonAccessRequest;
      const listed = <T extends { id: number }>(ids: PersonAccessRequest['locationIds'], from: T[]) =>
        ids === 'all' ? [] : from.filter((entry) => ids.includes(entry.id));
      const saved: CompanyPersonAccess = {
        ...accessOf(person),
        allLocations: asked.locationIds === 'all',
        locations: listed(asked.locationIds, state.locations).map(({ id, name, archived }) => ({ id, name, archived })),
        allChargeCodes: asked.chargeCodeIds === 'all',
        chargeCodes: listed(asked.chargeCodeIds, state.chargeCodes).map(({ id, code, name, locationId, archived }) => ({
          id,
          code,
          name,
          locationId,
          archived,
        })),
        pickChargeCodes: asked.pickChargeCodes,
        viewSlInfo: asked.viewSlInfo,
      };
      state.access.set(person.id, saved);
      return json(200, { success: true, access: saved });
    }
    if (method === 'GET' && path === '/api/company/locations') return json(200, { success: true, locations: state.locations });
    if (method === 'GET' && path === '/api/company/charge-codes') return json(200, { success: true, chargeCodes: state.chargeCodes });
    if (method === 'GET' && path === '/api/company/item-codes') return json(200, { success: true, itemCodes: state.itemCodes });
    if (method === 'POST' && path === '/api/company/locations') {
      const asked = body as CreateLocationRequest;
      const refused = addressProblem(asked);
      if (refused) return refused;
      const location: CompanyLocation = { id: state.nextId++, ...asked, country: 'Malaysia', ...archivedAt(false), openOrders: 0 };
      state.locations.push(location);
      return json(201, { success: true, location });
    }
    const location = path.match(/^\/api\/company\/locations\/(\d+)(?:\/(archive|restore))?$/);
    const place = location && state.locations.find((entry) => entry.id === Number(location[1]));
    if (method === 'PATCH' && place && !location[2]) {
      const after = { ...place, ...(body as ChangeLocationRequest) };
      const refused = addressProblem(after);
      if (refused) return refused;
      Object.assign(place, after);
      return json(200, { success: true, location: place });
    }
    if (method === 'POST' && place && location[2]) {
      if (location[2] === 'archive' && place.openOrders > 0)
        return json(409, {
          error: `${place.name} has ${place.openOrders} open orders (in approval or not yet completed); archive it once they are done`,
          code: 'location_has_open_orders',
          open_orders: place.openOrders,
        });
      Object.assign(place, archivedAt(location[2] === 'archive'));
      return json(200, { success: true, location: place });
    }
    if (method === 'POST' && path === '/api/company/charge-codes') {
      const asked = body as CreateChargeCodeRequest;
      const at = state.locations.find((entry) => entry.id === asked.locationId)!;
      if (state.chargeCodes.some((code) => code.code.toLowerCase() === asked.code.toLowerCase()))
        return json(409, { error: `code: ${asked.code} is already a charge code of your company`, code: 'charge_code_taken' });
      const refused = asked.address ? addressProblem(asked.address, 'address.') : null;
      if (refused) return refused;
      const chargeCode: CompanyChargeCode = {
        id: state.nextId++,
        locationId: at.id,
        locationName: at.name,
        name: asked.name,
        code: asked.code,
        address: asked.address ?? null,
        ...archivedAt(false),
        openOrders: 0,
      };
      state.chargeCodes.push(chargeCode);
      return json(201, { success: true, chargeCode });
    }
    const charge = path.match(/^\/api\/company\/charge-codes\/(\d+)(?:\/(archive|restore))?$/);
    const chargeCode = charge && state.chargeCodes.find((entry) => entry.id === Number(charge[1]));
    if (method === 'PATCH' && chargeCode && !charge[2]) {
      Object.assign(chargeCode, body as ChangeChargeCodeRequest);
      return json(200, { success: true, chargeCode });
    }
    if (method === 'POST' && chargeCode && charge[2]) {
      Object.assign(chargeCode, archivedAt(charge[2] === 'archive'));
      return json(200, { success: true, chargeCode });
    }
    if (method === 'POST' && path === '/api/company/item-codes') {
      const asked = body as CreateItemCodeRequest;
      const itemCode: CompanyItemCode = {
        id: state.nextId++,
        code: asked.code,
        description: asked.description,
        glCode: asked.glCode ?? '',
        ...archivedAt(false),
      };
      state.itemCodes.push(itemCode);
      return json(201, { success: true, itemCode });
    }
    const item = path.match(/^\/api\/company\/item-codes\/(\d+)(?:\/(archive|restore))?$/);
    const itemCode = item && state.itemCodes.find((entry) => entry.id === Number(item[1]));
    if (method === 'PATCH' && itemCode && !item[2]) {
      Object.assign(itemCode, body as ChangeItemCodeRequest);
      return json(200, { success: true, itemCode });
    }
    if (method === 'POST' && itemCode && item[2]) {
      Object.assign(itemCode, archivedAt(item[2] === 'archive'));
      return json(200, { success: true, itemCode });
    }
    return json(404, { error: 'No such place in your company' });
  };
  return {
    state,
    ...fakeApi(
      (path) => /^\/api\/company\/(locations|charge-codes|item-codes|audit|people)/.test(path),
      (request) => (request.path.startsWith('/api/company/audit') ? json(200, { success: true, data: [] }) : serve(request)),
    ),
  };
}

const server = fakePlacesApi();
const page = await companyAdminPage(server);
const { sdk, $, all, part, focused } = page;
const show = (section: string) => page.show(section);
const rowOf = (kind: string, name: string) =>
  all(`[part="${kind}"]`).find((candidate) => candidate.querySelector('th')?.textContent?.startsWith(name));
const field = <T extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(form: string, name: string) =>
  part(form).querySelector<T>(`[name="${name}"]`)!;

function fillAddress(form: string, address: typeof ADDRESS) {
  for (const [name, value] of Object.entries(address)) typeInto(field(form, name), value);
}

describe('lapasar-company-admin locations and codes for an administrator', () => {
  before(async () => {
    await sdk.signIn(await apiLogin('buyer@lapasar.test'));
  });
  beforeEach(() => {
    server.state.locations = [{ ...HQ }, { ...STORE }];
    server.state.chargeCodes = [{ ...PROJECT }];
    server.state.itemCodes = [{ ...STATIONERY }];
    server.state.access.clear();
  });

  it('lists the locations in use and the archived ones apart, marked, and links the page', async () => {
    await show('locations');
    await waitFor(() => rowOf('location', 'Shah Alam HQ'));
    const [inUse, archived] = all('[part="location-table"]');
    expect(inUse.getAttribute('aria-label')).to.equal('Delivery locations in use');
    expect(archived.getAttribute('aria-label')).to.equal('Archived locations');
    expect(rowOf('location', 'Shah Alam HQ')!.textContent).to.contain('Lot 5, Jalan Kerja 1, Seksyen 15, 40000 Shah Alam, Selangor');
    expect(rowOf('location', 'Shah Alam HQ')!.closest('table')!.getAttribute('aria-label')).to.equal('Delivery locations in use');
    expect(rowOf('location', 'Old Store')!.closest('table')!.getAttribute('aria-label')).to.equal('Archived locations');
    expect(rowOf('location', 'Old Store')!.querySelector('th')!.textContent).to.contain('Archived');
    expect(rowOf('location', 'Shah Alam HQ')!.querySelector('th')!.textContent).not.to.contain('Archived');
    const links = all<HTMLAnchorElement>('[part="section-link"]');
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).to.deep.equal([
      'Locations',
    ]);
    await expectAccessible(page.element);
  });

  it("adds a location: what is missing said at its field, a postcode in another state refused there in the server's words, then saved", async () => {
    await show('locations');
    await waitFor(() => $('[part="location-form"]'));
    part('location-form-save').click();
    await waitFor(() => $('[part="location-form-error"]'));
    expect(part('location-form-error').textContent).to.equal('Please fill in Name.');
    expect(focused()).to.equal('name');
    expect(server.called(/^POST/)).to.have.length(0);

    typeInto(field('location-form', 'name'), 'Gudang KL');
    fillAddress('location-form', { ...ADDRESS, postcode: '50000' });
    part('location-form-save').click();
    await waitFor(() => $('[part="location-form-error"]')?.textContent?.startsWith('postcode:'));
    expect(part('location-form-error').textContent).to.equal('postcode: Postcode 50000 is in Kuala Lumpur, Kuala Lumpur, not Selangor');
    expect(field('location-form', 'postcode').getAttribute('aria-invalid')).to.equal('true');
    expect(field('location-form', 'postcode').getAttribute('aria-describedby')).to.equal(part('location-form-error').id);
    expect(focused()).to.equal('postcode');
    expect(server.state.locations).to.have.length(2);
    await expectAccessible(page.element);

    // The state is a select of Malaysia's states: choosing the one the postcode lies in saves it.
    expect([...field<HTMLSelectElement>('location-form', 'state').options].map((option) => option.value)).to.include('Kuala Lumpur');
    typeInto(field<HTMLSelectElement>('location-form', 'state'), 'Kuala Lumpur');
    part('location-form-save').click();
    await waitFor(() => part('locations-status').textContent === 'Gudang KL: saved.');
    expect(server.called(/^POST \/api\/company\/locations$/).at(-1)!.body).to.deep.equal({
      name: 'Gudang KL',
      ...ADDRESS,
      postcode: '50000',
      state: 'Kuala Lumpur',
    });
    await waitFor(() => rowOf('location', 'Gudang KL'));
    expect(field('location-form', 'name').value).to.equal('');
    expect($('[part="location-form-error"]')).to.equal(null);
  });

  it('changes a location in the form below, starting on its name', async () => {
    await show('locations');
    await waitFor(() => rowOf('location', 'Shah Alam HQ'));
    rowOf('location', 'Shah Alam HQ')!.querySelector<HTMLButtonElement>('[part="location-change"]')!.click();
    await waitFor(() => focused() === 'name');
    expect(part('location-form').textContent).to.contain('Change Shah Alam HQ');
    expect(field('location-form', 'street1').value).to.equal('Jalan Kerja 1');
    typeInto(field('location-form', 'name'), 'Shah Alam Head Office');
    part('location-form-save').click();
    await waitFor(() => part('locations-status').textContent === 'Shah Alam Head Office: saved.');
    expect(server.called(/^PATCH \/api\/company\/locations\/3$/).map((call) => (call.body as ChangeLocationRequest).name)).to.deep.equal([
      'Shah Alam Head Office',
    ]);
    expect(part('location-form').textContent).to.contain('Add a location');
  });

  it("archives after a confirmation, says the refusal for open orders in the server's words, and restores", async () => {
    await show('locations');
    await waitFor(() => rowOf('location', 'Shah Alam HQ'));
    const archive = rowOf('location', 'Shah Alam HQ')!.querySelector<HTMLButtonElement>('[part="location-archive"]')!;
    archive.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[part="confirm"][open]'));
    expect(dialog.textContent).to.contain('Archive Shah Alam HQ? It is no longer offered for new orders');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$('dialog[part="confirm"][open]'));
    expect(server.called(/^POST \/api\/company\/locations\/3\/archive$/)).to.have.length(0);
    expect(focused()).to.equal('Archive Shah Alam HQ');

    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('dialog[part="confirm"][open]'));
    $<HTMLButtonElement>('dialog[open] [part="confirm-ok"]')!.click();
    await waitFor(() => part('locations-status').getAttribute('role') === 'alert');
    expect(part('locations-status').textContent).to.equal(
      'Shah Alam HQ has 2 open orders (in approval or not yet completed); archive it once they are done',
    );
    expect(focused()).to.equal('Archive Shah Alam HQ');

    // Once its orders are done it is archived, moves to the archived table, and the keyboard follows it to Restore.
    server.state.locations[0].openOrders = 0;
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $('dialog[part="confirm"][open]'));
    $<HTMLButtonElement>('dialog[open] [part="confirm-ok"]')!.click();
    await waitFor(() => part('locations-status').textContent === 'Shah Alam HQ is archived.');
    await waitFor(() => rowOf('location', 'Shah Alam HQ')?.closest('table')?.getAttribute('aria-label') === 'Archived locations');
    await waitFor(() => focused() === 'Restore Shah Alam HQ');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part('locations-status').textContent === 'Shah Alam HQ is in use again.');
    expect(
      server.called(/^POST \/api\/company\/locations\/3\/(archive|restore)$/).map((call) => call.path.split('/').at(-1)),
    ).to.deep.equal(['archive', 'archive', 'restore']);
    await waitFor(() => focused() === 'Archive Shah Alam HQ');
    await expectAccessible(page.element);
  });

  it('words the refusals in Bahasa Malaysia from their codes, the field still marked', async () => {
    sdk.configure({ locale: 'ms-MY' });
    try {
      await show('locations');
      await waitFor(() => rowOf('location', 'Shah Alam HQ'));
      typeInto(field('location-form', 'name'), 'Gudang KL');
      fillAddress('location-form', { ...ADDRESS, postcode: '50000' });
      part('location-form-save').click();
      await waitFor(() => $('[part="location-form-error"]')?.textContent?.startsWith('postcode:'));
      expect(part('location-form-error').textContent).to.equal(
        'postcode: Poskod 50000 terletak di Kuala Lumpur, Kuala Lumpur, bukan Selangor',
      );
      expect(field('location-form', 'postcode').getAttribute('aria-invalid')).to.equal('true');

      rowOf('location', 'Shah Alam HQ')!.querySelector<HTMLButtonElement>('[part="location-archive"]')!.click();
      await waitFor(() => $('dialog[part="confirm"][open]'));
      $<HTMLButtonElement>('dialog[open] [part="confirm-ok"]')!.click();
      await waitFor(() => part('locations-status').getAttribute('role') === 'alert');
      expect(part('locations-status').textContent).to.equal(
        'Shah Alam HQ mempunyai 2 pesanan terbuka (dalam kelulusan atau belum selesai); arkibkannya setelah pesanan itu selesai',
      );
      await expectAccessible(page.element);
    } finally {
      sdk.configure({ locale: 'en-MY' });
    }
  });

  it('adds a charge code at the chosen location with its own address, refused at the postcode first', async () => {
    await show('codes');
    await waitFor(() => rowOf('charge-code', 'Renovation'));
    expect(part<HTMLSelectElement>('charge-code-location').value).to.equal('3');
    expect(rowOf('charge-code', 'Renovation')!.textContent).to.contain("The location's");
    expect(part('charge-code-form').textContent).to.contain('Add a charge code at Shah Alam HQ');
    expect($('[part="charge-code-form"] [name="postcode"]')).to.equal(null);

    typeInto(field('charge-code-form', 'name'), 'Fit-out');
    typeInto(field('charge-code-form', 'code'), 'PRJ-02');
    part<HTMLInputElement>('own-address').click();
    await waitFor(() => $('[part="charge-code-form"] [name="postcode"]'));
    fillAddress('charge-code-form', { ...ADDRESS, postcode: '50000' });
    part('charge-code-form-save').click();
    await waitFor(() => $('[part="charge-code-form-error"]'));
    expect(part('charge-code-form-error').textContent).to.equal(
      'address.postcode: Postcode 50000 is in Kuala Lumpur, Kuala Lumpur, not Selangor',
    );
    expect(focused()).to.equal('postcode');

    typeInto(field('charge-code-form', 'postcode'), '40000');
    part('charge-code-form-save').click();
    await waitFor(() => part('charge-codes-status').textContent === 'Fit-out: saved.');
    expect(server.called(/^POST \/api\/company\/charge-codes$/).at(-1)!.body).to.deep.equal({
      locationId: 3,
      name: 'Fit-out',
      code: 'PRJ-02',
      address: ADDRESS,
    });
    await waitFor(() => rowOf('charge-code', 'Fit-out'));
    expect(rowOf('charge-code', 'Fit-out')!.textContent).to.contain('40000 Shah Alam');

    // Another location: its own charge codes, and an archived one takes none.
    typeInto(part<HTMLSelectElement>('charge-code-location'), '4');
    await waitFor(() => $('[part="no-charge-codes"]'));
    expect(part('no-charge-codes').textContent).to.equal('Old Store has no charge code yet.');
    expect($('[part="charge-code-form"]')).to.equal(null);
    await expectAccessible(page.element);
  });

  it("keeps an item code's code once made, and archives and restores it", async () => {
    await show('codes');
    await waitFor(() => rowOf('item-code', 'IC-STAT'));
    typeInto(field('item-code-form', 'code'), 'IC-IT');
    typeInto(field('item-code-form', 'description'), 'IT equipment');
    typeInto(field('item-code-form', 'glCode'), '6200');
    part('item-code-form-save').click();
    await waitFor(() => part('item-codes-status').textContent === 'IC-IT: saved.');
    expect(server.called(/^POST \/api\/company\/item-codes$/).at(-1)!.body).to.deep.equal({
      code: 'IC-IT',
      description: 'IT equipment',
      glCode: '6200',
    });

    await waitFor(() => rowOf('item-code', 'IC-IT'));
    rowOf('item-code', 'IC-IT')!.querySelector<HTMLButtonElement>('[part="item-code-change"]')!.click();
    await waitFor(() => focused() === 'description');
    expect($('[part="item-code-form"] [name="code"]')).to.equal(null);
    expect(part('item-code-form').textContent).to.contain('The code stays as it was made');
    typeInto(field('item-code-form', 'description'), 'IT equipment and software');
    part('item-code-form-save').click();
    await waitFor(() => $('[part="item-code-form"] [name="code"]'));
    expect(server.called(/^PATCH \/api\/company\/item-codes\/\d+$/).map((call) => call.body)).to.deep.equal([
      { description: 'IT equipment and software', glCode: '6200' },
    ]);

    rowOf('item-code', 'IC-STAT')!.querySelector<HTMLButtonElement>('[part="item-code-archive"]')!.click();
    await waitFor(() => $('dialog[part="confirm"][open]'));
    $<HTMLButtonElement>('dialog[open] [part="confirm-ok"]')!.click();
    await waitFor(() => rowOf('item-code', 'IC-STAT')?.closest('table')?.getAttribute('aria-label') === 'Archived item codes');
    expect(part('item-codes-status').textContent).to.equal('IC-STAT is archived.');
    await expectAccessible(page.element);
  });

  it("opens a person's access from their row, restricts them to a location and a charge code, says the answer and gives the keyboard back", async () => {
    await show('people');
    const opener = await waitFor(() => rowOf('person', 'Lim Wei Jie')?.querySelector<HTMLButtonElement>('[part="person-access"]'));
    expect(opener.getAttribute('aria-label')).to.equal('Access of Lim Wei Jie');
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[part="access"][open]'));
    await waitFor(() => dialog.querySelector('[part="access-form"]'));
    expect(dialog.querySelector('h2')!.textContent).to.equal('Access of Lim Wei Jie');
    const view = dialog.querySelector<HTMLSelectElement>('[part="access-view-sl-info"]')!;
    expect(view.value).to.equal('');
    expect(view.options[0].textContent).to.equal("The company's default: Y: sees seller names");
    await expectAccessible(page.element);

    const radio = (name: string, index: number) => dialog.querySelectorAll<HTMLInputElement>(`input[name="${name}-all"]`)[index];
    expect(radio('locations', 0).checked).to.equal(true);
    radio('locations', 1).click();
    const box = (name: string, label: string) =>
      [...dialog.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].find((input) =>
        input.parentElement!.textContent!.includes(label),
      );
    // Archived locations not listed before are not offered.
    await waitFor(() => box('locations', 'Shah Alam HQ'));
    expect(box('locations', 'Old Store')).to.equal(undefined);
    box('locations', 'Shah Alam HQ')!.click();
    radio('chargeCodes', 1).click();
    await waitFor(() => box('chargeCodes', 'PRJ-01'));
    box('chargeCodes', 'PRJ-01')!.click();
    dialog.querySelector<HTMLInputElement>('[part="access-pick-charge-codes"]')!.click();
    typeInto(view, 'N');
    dialog.querySelector<HTMLButtonElement>('[part="access-save"]')!.click();
    await waitFor(() => dialog.querySelector('[part="access-status"]')!.textContent!.startsWith('Saved.'));
    expect(server.called(/^PUT \/api\/company\/people\/9\/access$/).map((call) => call.body)).to.deep.equal([
      { locationIds: [3], chargeCodeIds: [20], pickChargeCodes: true, viewSlInfo: 'N' },
    ]);
    expect(dialog.querySelector('[part="access-status"]')!.textContent).to.equal(
      'Saved. Lim Wei Jie orders for delivery locations: 1 chosen and under charge codes: 1 chosen.',
    );

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$('dialog[part="access"][open]'));
    expect(focused()).to.equal('Access of Lim Wei Jie');

    // Opened again, it starts from what the server holds.
    await sendKeys({ press: 'Enter' });
    const again = await waitFor(() => $<HTMLDialogElement>('dialog[part="access"][open]'));
    await waitFor(() => again.querySelector('[part="access-form"]'));
    expect(again.querySelectorAll<HTMLInputElement>('input[name="locations-all"]')[1].checked).to.equal(true);
    expect(again.querySelector<HTMLSelectElement>('[part="access-view-sl-info"]')!.value).to.equal('N');
    again.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    await waitFor(() => !$('dialog[part="access"][open]'));
    expect(focused()).to.equal('Access of Lim Wei Jie');
  });
});
