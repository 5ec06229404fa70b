/**
 * The longest the storefront waits before starting: a slow image or a tab hidden while the page
 * loads (it paints no frames) must not keep the page from working.
 */
const MAX_WAIT_MS = 500;

/** The next frame's paint: its requestAnimationFrame, then a task, so that the paint comes first. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the page as the server sent it has been painted with its first content: the
 * images it asks for first (fetchpriority="high": the home page's first banner, the first results,
 * the product's image) loaded, then a frame. At once in a hidden tab, after MAX_WAIT_MS at the latest.
 */
export function afterFirstContent(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const painted = Promise.all(images.map((image) => image.decode().catch(() => undefined))).then(nextPaint);
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
}
