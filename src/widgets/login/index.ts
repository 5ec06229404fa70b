import { $loginDialog, closeLoginDialog, openLoginToLand } from '../../store/dialogs';
import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { LoginView } from './login';
import css from './login.css?inline';

/**
 * The login dialog (a native modal dialog). It opens when something asks for a login: Sign in in
 * the header, an element a visitor may not use, an expired session (saying 'Session expired'), or
 * `open()`. After a successful login it stores the session and loads the buyer settings; opened
 * from the header's Sign in or `open()`, it then applies the post-login routing through
 * lapasar-navigate, while anywhere else the buyer stays where they were.
 *
 * @summary The e-mail and password login dialog.
 * @tagname lapasar-login
 * @event {CustomEvent<{user: User}>} lapasar-login - The buyer logged in.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; post-login routing wants to go to href.
 * @csspart login-dialog - The dialog.
 * @csspart login-notice - Why it opened by itself: 'Session expired'.
 * @csspart login-error - The error message.
 * @csspart login-submit - The Login button.
 * @csspart login-company - "Sign in with your company account": shown when lapasar-config names an sso-company; signs in through the company's identity provider in a popup.
 * @cssproperty --lapasar-color-primary - Button colour.
 * @cssproperty --lapasar-color-danger - Error text colour.
 */
export class LapasarLogin extends elementClass(LoginView, {}, lazySheet(css)) {
  /** Opens the login dialog; signing in applies the post-login routing. */
  open(): void {
    openLoginToLand();
  }

  /** Closes the login dialog. */
  close(): void {
    closeLoginDialog();
  }

  /** Whether the login dialog is open. */
  get isOpen(): boolean {
    return $loginDialog.get().open;
  }
}

export const tagName = 'lapasar-login';

/** Defines lapasar-login (once per page). */
export function define(): void {
  defineElement(tagName, LapasarLogin);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-login': LapasarLogin;
  }
}
