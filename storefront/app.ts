import { loadLiveChat } from './live-chat';
import { $router } from './routes';
import { loadStore, renderRoute, showSearchInHeader } from './screens';

const main = document.getElementById('main') as HTMLElement;

// Elements announce their links with a cancelable lapasar-navigate; same-origin ones stay in the app.
document.addEventListener('lapasar-navigate', (event) => {
  const url = new URL(event.detail.href, location.href);
  if (url.origin !== location.origin) return;
  event.preventDefault();
  $router.open(url.pathname + url.search + url.hash);
});

// Back and Forward leave the scroll position to the browser; any other route change starts at the top.
let travelled = false;
// Captured, so it runs before the router's own listener renders the screen.
window.addEventListener(
  'popstate',
  () => {
    travelled = true;
  },
  { capture: true },
);

let previousPath: string | null = null;
let previousHref: string | null = null;
$router.subscribe((page) => {
  // Back and Forward between entries of one address (the checkout's steps) keep the screen as it is.
  const href = page ? `${page.path}${new URLSearchParams(page.search).toString()}` : null;
  if (href !== null && href === previousHref) return;
  previousHref = href;
  if (!page) {
    document.title = 'Page not found | LaPasar';
    main.replaceChildren(Object.assign(document.createElement('h1'), { textContent: 'Page not found' }));
    return;
  }
  void renderRoute(main, page);
  showSearchInHeader(document.querySelector('lapasar-header'), page);
  // Focus moves to the new screen on navigation, not on the first load, and the new screen starts
  // at the top of the page (the header in view), not scrolled to where focus landed.
  if (previousPath !== null && previousPath !== page.path) {
    main.focus({ preventScroll: true });
    if (!travelled) window.scrollTo(0, 0);
  }
  travelled = false;
  previousPath = page.path;
});

// Signing in or out changes what a guarded route shows.
void loadStore().then(({ $signedIn }) =>
  $signedIn.listen(() => {
    const page = $router.get();
    if (page) void renderRoute(main, page);
  }),
);

loadLiveChat();
