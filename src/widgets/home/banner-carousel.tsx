import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { slideTitle } from '../../lib/banner';
import { encodeCategoryToken } from '../../lib/category-token';
import { fillRoute } from '../../lib/routes';
import { $config, type RouteTemplates } from '../../store/config';
import { $homeBanners } from '../../store/fetchers';
import { Link } from '../../ui/link';
import { usePreviewReplaced } from '../../ui/use-preview';
import { fill } from '../../lib/fill';
import * as styles from './home.css';
import { $strings } from './strings';

/** The carousel advances this often (spec 1 section 9). */
const BANNER_ROTATION_MS = 5000;

interface Slide {
  key: string;
  href: string;
  title: string;
  /** Absent on the static fallback slides, which are drawn with CSS. */
  image?: string;
}

/** The three static banners shown when the banners cannot be loaded (spec 1 section 8). */
function staticSlides(routes: RouteTemplates): Slide[] {
  return [
    { key: 'static-1', title: 'Procurement for Malaysian businesses', href: routes.categories },
    {
      key: 'static-2',
      title: 'COVID care essentials for every workplace',
      href: fillRoute(routes.category, { token: encodeCategoryToken(2755) }),
    },
    { key: 'static-3', title: 'Face masks, gloves and sanitisers in bulk', href: fillRoute(routes.search, { query: 'mask' }) },
  ];
}

type BannerState = { status: 'loading' } | { status: 'ready'; slides: Slide[] } | { status: 'failed' };

function useSlides(): BannerState {
  const { data, error, loading } = useStore($homeBanners);
  if (loading || (data === undefined && error === undefined)) return { status: 'loading' };
  if (error !== undefined || !Array.isArray(data) || data.length === 0) return { status: 'failed' };
  const slides = data.map((banner, index) => ({
    key: String(banner.id),
    href: banner.url,
    image: banner.imagePath,
    title: slideTitle(banner, index),
  }));
  return { status: 'ready', slides };
}

/**
 * The home banner carousel (spec 1 section 2.4): one slide at a time, the next every 5 seconds.
 * Rotation stops while the pointer or focus is inside and after Pause, so every slide can be read.
 */
export function BannerCarousel() {
  const t = useStore($strings);
  const { routes } = useStore($config);
  const state = useSlides();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const slides = state.status === 'ready' ? state.slides : state.status === 'failed' ? staticSlides(routes) : [];
  const count = slides.length;
  const current = count > 0 ? index % count : 0;

  // Keyed on the slide, so a manual move restarts the 5 seconds.
  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [current, paused, held, count]);

  // The preview goes once the carousel shows its banners, or the static ones when they failed.
  const rootRef = usePreviewReplaced<HTMLElement>(state.status !== 'loading');

  // Until the banners arrive: the page's own first banner when it has one (the storefront's server
  // renders it there, in the carousel's place), else the carousel's empty frame.
  if (state.status === 'loading') {
    return (
      <slot name="preview">
        <div className={styles.carousel} aria-busy="true" part="carousel" />
      </slot>
    );
  }
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      ref={rootRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t.banners}
      part="carousel"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setHeld(false)}
    >
      {state.status === 'failed' && (
        <p className={styles.bannerError} part="banners-error">
          {t.bannersFailed}
        </p>
      )}
      {slides.map((slide, position) => (
        <div
          key={slide.key}
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={fill(t.slideOf, { n: position + 1, m: count })}
          hidden={position !== current}
          part="slide"
        >
          <Link href={slide.href} className={styles.slideLink}>
            {slide.image ? (
              <img className={styles.slideImage} src={slide.image} alt={slide.title} />
            ) : (
              <span className={styles.staticSlide}>{slide.title}</span>
            )}
          </Link>
        </div>
      ))}
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label={t.previous} onClick={() => go(current - 1)}>
            ‹
          </button>
          {slides.map((slide, position) => (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              aria-label={fill(t.show, { n: position + 1 })}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => go(position)}
            />
          ))}
          <button type="button" className={styles.control} aria-label={t.next} onClick={() => go(current + 1)}>
            ›
          </button>
          <button type="button" className={styles.control} part="carousel-pause" onClick={() => setPaused(!paused)}>
            {paused ? t.play : t.pause}
          </button>
        </div>
      )}
    </section>
  );
}
