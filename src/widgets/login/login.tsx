import { useDialogHost } from '../../ui/dialog-host';
import { LoginDialog } from '../../ui/login-dialog';

/** lapasar-login: the login dialog, opened from the store (Sign in, an expired session). */
export function LoginView() {
  return useDialogHost('login') ? <LoginDialog /> : null;
}
