import { LOCALE_COOKIE } from '../src/lib/language';
import { loadLiveChat } from './live-chat';
import { $router } from './routes';
import { loadStore, renderRoute, retitle, showSearchInHeader } from './screens';
import { loadStorefrontText, storefrontText, type StorefrontText } from './strings';

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
    document.title = `${storefrontText().pageNotFound} | LaPasar`;
    main.replaceChildren(Object.assign(document.createElement('h1'), { textContent: storefrontText().pageNotFound }));
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

/** The page's own words (footer, skip link, title and heading) in the language in force, and its lang. */
function speak(text: StorefrontText, language: string): void {
  document.documentElement.lang = language;
  for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) {
    const key = element.dataset.text as keyof StorefrontText;
    if (typeof text[key] === 'string') element.textContent = text[key];
  }
  const page = $router.get();
  if (page) retitle(main, page);
  else if (main.firstElementChild?.tagName === 'H1') {
    document.title = `${text.pageNotFound} | LaPasar`;
    main.firstElementChild.textContent = text.pageNotFound;
  }
}

void Promise.all([loadStorefrontText(), loadStore()]).then(([$text, { $language }]) =>
  $text.subscribe((text) => speak(text, $language.get())),
);

// The locale in force, kept in a cookie for the server: the next page it sends (its first view,
// its lang and footer) is in the language the elements will speak.
void loadStore().then(({ $locale }) =>
  $locale.subscribe((locale) => {
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
  }),
);

loadLiveChat();
