import { useStore } from '@nanostores/react';
import { PageDialogs } from '../../ui/page-dialogs';
import { BannerCarousel } from './banner-carousel';
import { CovidItems } from './covid-items';
import * as styles from './home.css';
import { $strings } from './strings';

/** lapasar-home: the home page of spec 1 section 2.4. */
export function HomeView() {
  const t = useStore($strings);
  return (
    <div className={styles.root} part="home">
      <BannerCarousel />
      <CovidItems />
      <aside className={styles.news} aria-labelledby="covid-news" part="news">
        <h2 id="covid-news" className={styles.sectionTitle}>
          {t.newsTitle}
        </h2>
        <p>{t.news}</p>
      </aside>
      <PageDialogs />
    </div>
  );
}
