import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { expectAccessible, inShadow, loadSdk, mount, nextEvent, nextFrames, typeInto, waitFor } from './support';

const sdk = await loadSdk();
const picker = await mount('<lapasar-location-picker></lapasar-location-picker>', 'lapasar-location-picker');
const dialog = () => inShadow<HTMLDialogElement>(picker, 'dialog')!;
const field = <T extends HTMLElement>(name: string) => inShadow<T>(picker, `[name="${name}"]`)!;
const submit = () => inShadow<HTMLButtonElement>(picker, '[part="location-submit"]')!;

describe('lapasar-location-picker alone on a page', () => {
  it('opens the modal by itself while no location is set', async () => {
    await waitFor(() => dialog()?.open);
    expect(inShadow(picker, 'h2')?.textContent).to.equal('Set your delivery location');
  });

  it('lists the states from the server', async () => {
    await waitFor(() => field<HTMLSelectElement>('state').options.length > 16);
    const names = [...field<HTMLSelectElement>('state').options].map((o) => o.value);
    expect(names).to.include.members(['Selangor', 'Kuala Lumpur', 'Penang', 'Johor']);
  });

  it('does not close on Escape while no location is set', async () => {
    field<HTMLInputElement>('postcode').focus();
    const pressed = nextEvent(dialog(), 'keydown');
    await sendKeys({ press: 'Escape' });
    await pressed;
    await nextFrames();
    expect(dialog().open).to.equal(true);
  });

  it('asks for a district once a state is chosen, and loads that state’s districts', async () => {
    typeInto(field<HTMLSelectElement>('state'), 'Johor');
    await waitFor(() => inShadow(picker, '[part="district-required"]'));
    expect(inShadow(picker, '[part="district-required"]')?.textContent).to.equal('* Please select a district to continue');
    await waitFor(() => [...field<HTMLSelectElement>('district').options].some((o) => o.value === 'Johor Bahru'));
    expect(submit().disabled).to.equal(true);
  });

  it('clears the district when the state changes', async () => {
    typeInto(field<HTMLSelectElement>('district'), 'Johor Bahru');
    await waitFor(() => !inShadow(picker, '[part="district-required"]'));
    typeInto(field<HTMLSelectElement>('state'), 'Penang');
    await waitFor(() => field<HTMLSelectElement>('district').value === '');
  });

  it('disables Set Location for a postcode of 1 to 4 characters', async () => {
    typeInto(field<HTMLSelectElement>('state'), 'Johor');
    await waitFor(() => [...field<HTMLSelectElement>('district').options].some((o) => o.value === 'Muar'));
    typeInto(field<HTMLSelectElement>('district'), 'Muar');
    await waitFor(() => !submit().disabled);
    typeInto(field<HTMLInputElement>('postcode'), '4000');
    await waitFor(() => submit().disabled);
    typeInto(field<HTMLInputElement>('postcode'), '');
    await waitFor(() => !submit().disabled);
  });

  it('fills state and district as soon as 5 digits are typed, and enables Set Location', async () => {
    typeInto(field<HTMLInputElement>('postcode'), '');
    typeInto(field<HTMLSelectElement>('state'), '');
    await waitFor(() => submit().disabled);
    const postcode = field<HTMLInputElement>('postcode');
    postcode.focus();
    for (const typed of ['4', '40', '400', '4000', '40000']) typeInto(postcode, typed);
    await waitFor(
      () => field<HTMLSelectElement>('state').value === 'Selangor' && field<HTMLSelectElement>('district').value === 'Petaling',
    );
    expect(postcode.matches(':focus') || picker.shadowRoot?.activeElement === postcode).to.equal(true);
    await waitFor(() => !submit().disabled);
    typeInto(postcode, '');
    typeInto(field<HTMLSelectElement>('state'), '');
    await waitFor(() => submit().disabled);
  });

  it('fills state and district from a postcode of 5 characters on blur', async () => {
    const postcode = field<HTMLInputElement>('postcode');
    postcode.focus();
    typeInto(postcode, '40000');
    postcode.blur();
    await waitFor(
      () => field<HTMLSelectElement>('state').value === 'Selangor' && field<HTMLSelectElement>('district').value === 'Petaling',
    );
  });

  it('sets the location, closes, fires lapasar-location-change and shows it on the button', async () => {
    const changed = nextEvent(picker, 'lapasar-location-change');
    submit().click();
    const event = await changed;
    expect(event.detail).to.include({ state: 'Selangor', district: 'Petaling', postcode: '40000' });
    expect(event.composed && event.bubbles).to.equal(true);
    await waitFor(() => !dialog().open);
    expect(sdk.$location.get()).to.include({ state: 'Selangor', district: 'Petaling' });
    expect(JSON.parse(localStorage.getItem('location') ?? '{}')).to.include({ state: 'Selangor' });
    expect(inShadow(picker, '[part="location-button"]')?.textContent).to.contain('Selangor, Petaling');
  });

  it('closes on Escape once a location is set', async () => {
    inShadow<HTMLButtonElement>(picker, '[part="location-button"]')!.click();
    await waitFor(() => dialog().open);
    field<HTMLInputElement>('postcode').focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog().open);
  });

  it('has no serious or critical accessibility violation, open or closed', async () => {
    await expectAccessible(picker);
    picker.open();
    await waitFor(() => dialog().open);
    await expectAccessible(picker);
    picker.close();
  });
});
