import { useDialogHost } from './dialog-host';
import { LocationModal } from './location-modal';
import { LoginDialog } from './login-dialog';

/** The login and location dialogs, rendered here when no other element on the page does. */
export function PageDialogs() {
  const hostsLogin = useDialogHost('login');
  const hostsLocation = useDialogHost('location');
  return (
    <>
      {hostsLogin && <LoginDialog />}
      {hostsLocation && <LocationModal />}
    </>
  );
}

/** The login dialog only, for an element that needs no delivery location (orders, approvals, the dashboard). */
export function LoginDialogHost() {
  return useDialogHost('login') ? <LoginDialog /> : null;
}
