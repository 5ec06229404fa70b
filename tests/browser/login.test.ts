import { expect } from 'chai';
import { expectAccessible, inShadow, interceptNavigation, loadSdk, mount, nextEvent, typeInto, waitFor } from './support';

const sdk = await loadSdk({ location: { state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' } });
interceptNavigation();
const login = await mount('<lapasar-login></lapasar-login>', 'lapasar-login');
const dialog = () => inShadow<HTMLDialogElement>(login, 'dialog')!;
const error = () => inShadow(login, '[part="login-error"]')?.textContent ?? '';
const button = () => inShadow<HTMLButtonElement>(login, '[part="login-submit"]')!;

async function attempt(email: string, password: string): Promise<void> {
  typeInto(inShadow<HTMLInputElement>(login, 'input[name="email"]')!, email);
  typeInto(inShadow<HTMLInputElement>(login, 'input[name="password"]')!, password);
  const before = error();
  button().click();
  // Each attempt here ends with a message different from the previous one.
  await waitFor(() => error() !== '' && error() !== before);
  expect(button().disabled).to.equal(false);
}

describe('lapasar-login alone on a page', () => {
  it('stays closed until something asks for a login', async () => {
    await waitFor(() => dialog());
    expect(dialog().open).to.equal(false);
    login.open();
    await waitFor(() => dialog().open);
    expect(inShadow(login, 'h2')?.textContent).to.equal('Login to the product');
    expect(inShadow<HTMLInputElement>(login, 'input[name="email"]')?.type).to.equal('email');
    expect(inShadow<HTMLInputElement>(login, 'input[name="password"]')?.required).to.equal(true);
    expect(inShadow(login, 'a')?.textContent).to.equal('Register here');
  });

  it("asks for both fields: 'Please enter both email and password'", async () => {
    typeInto(inShadow<HTMLInputElement>(login, 'input[name="email"]')!, 'buyer@lapasar.test');
    button().click();
    await waitFor(() => error() === 'Please enter both email and password');
  });

  it("shows the server's error text for a wrong password", async () => {
    await attempt('buyer@lapasar.test', 'wrong-password');
    expect(error()).to.equal('Invalid email or password');
    expect(sdk.$token.get()).to.equal(null);
  });

  it('refuses an inactive account', async () => {
    await attempt('inactive@lapasar.test', 'Demo#2026');
    expect(error()).to.equal('Your account is inactive. Please contact support.');
    expect(sdk.$token.get()).to.equal(null);
  });

  it('signs in, loads the buyer settings, closes and fires lapasar-login', async () => {
    const loggedIn = nextEvent(login, 'lapasar-login');
    typeInto(inShadow<HTMLInputElement>(login, 'input[name="email"]')!, 'buyer@lapasar.test');
    typeInto(inShadow<HTMLInputElement>(login, 'input[name="password"]')!, 'Demo#2026');
    button().click();
    await waitFor(() => button().textContent === 'Logging in...');
    const event = await loggedIn;
    expect(event.detail.user.emailId).to.equal('buyer@lapasar.test');
    expect(sdk.$signedIn.get()).to.equal(true);
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).to.be.a('string');
    await waitFor(() => sdk.$buyerSettings.get());
    await waitFor(() => !dialog().open);
  });

  it('has no serious or critical accessibility violation', async () => {
    login.open();
    await waitFor(() => dialog().open);
    await expectAccessible(login);
    login.close();
  });
});
