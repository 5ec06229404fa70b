import { $signedIn, openLoginDialog, verifySession } from '../src/index';
import { routeMeta, type RouteName } from './routes';

const strings = {
  loading: 'Loading...',
};

/** A page heading for assistive technology; the screens themselves are the elements. */
function heading(text: string): HTMLHeadingElement {
  const h1 = document.createElement('h1');
  h1.className = 'visually-hidden';
  h1.textContent = text;
  return h1;
}

function status(text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = 'route-status';
  p.setAttribute('role', 'status');
  p.textContent = text;
  return p;
}

let loginOpenedFor: string | null = null;

/**
 * The guarded group of spec 2.1: 'Loading...' while the stored session is checked, nothing for a
 * visitor (with the login dialog opened once per visit of the route), the screen otherwise.
 */
async function guard(main: HTMLElement, path: string, render: () => void): Promise<void> {
  main.replaceChildren(status(strings.loading));
  await verifySession();
  if ($signedIn.get()) {
    render();
    return;
  }
  main.replaceChildren();
  if (loginOpenedFor !== path) {
    loginOpenedFor = path;
    openLoginDialog();
  }
}

/**
 * Puts the route's screen into `main`. The screens of later areas (listings, product detail, cart,
 * checkout...) are elements of their own; until they exist a route shows the shell only.
 */
export async function renderRoute(main: HTMLElement, route: RouteName, path: string): Promise<void> {
  const meta = routeMeta[route];
  document.title = `${meta.title} | LaPasar`;
  const render = () => main.replaceChildren(heading(meta.title));
  if (meta.guarded) return guard(main, path, render);
  render();
  if (route === 'login' && !$signedIn.get()) openLoginDialog();
}
