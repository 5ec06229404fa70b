import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { covidProducts } from '../../api/products';
import { homePages, PAGE_SIZE } from '../../lib/pagination';
import { cardFromListing } from '../../ui/listing/card-product';
import { $covidTabLabels, covidTabs, type CovidTabId } from '../../ui/listing/covid-tabs';
import { Pagination } from '../../ui/listing/pagination';
import { ProductResults } from '../../ui/listing/product-results';
import { SkeletonGrid } from '../../ui/listing/skeleton-grid';
import { useLocationGate } from '../../ui/use-location-gate';
import { usePreparedMoney } from '../../ui/use-money';
import { useProductPage, type ProductPage } from '../../ui/listing/use-product-page';
import { tabId, Tabs } from '../../ui/tabs';
import * as ui from '../../ui/ui.css';
import * as styles from './home.css';
import { $strings } from './strings';

type TabId = CovidTabId;

/** One page of a COVID tab; the location is part of the request so a new one loads again. */
async function loadCovidPage({ tab, page }: { tab: TabId; page: number; location: string }): Promise<ProductPage> {
  const response = await covidProducts({ covidCategoryId: tab, page, limit: PAGE_SIZE });
  return { products: response.products.map(cardFromListing), total: response.pagination.total, totalPages: response.pagination.totalPages };
}

/**
 * COVID CARE ITEMS (spec 1 section 2.4): tabs by category, 24 products a page with the home
 * pagination rule. Nothing loads until a location is set; a new location reloads.
 */
export function CovidItems() {
  const t = useStore($strings);
  const labels = useStore($covidTabLabels);
  usePreparedMoney();
  const locationKey = useLocationGate();
  const [tab, setTab] = useState<TabId>('covidAll');
  const [page, setPage] = useState(1);
  const products = useProductPage(
    'covid',
    locationKey ? { tab, page, location: locationKey } : null,
    loadCovidPage,
    tab,
    () => t.loadFailed,
  );

  // A new location starts the tab again on page 1 (set while rendering, so only one load runs).
  const [pageLocation, setPageLocation] = useState(locationKey);
  if (pageLocation !== locationKey) {
    setPageLocation(locationKey);
    setPage(1);
  }

  const choose = (id: TabId) => {
    setTab(id);
    setPage(1);
  };

  const activeLabel = labels[tab];
  const firstLoad = !products.loaded && !products.error;

  return (
    <section className={styles.covid} aria-labelledby="covid-title" part="covid">
      <h2 id="covid-title" className={styles.sectionTitle}>
        {t.covidTitle}
      </h2>
      <Tabs label={t.covidTitle} tabs={covidTabs(labels)} active={tab} onChange={choose} idPrefix="covid" part="covid-tabs" />
      <div role="tabpanel" id="covid-panel" aria-labelledby={tabId('covid', tab)} className={styles.panel}>
        {products.error && (
          <div className={ui.errorText} role="alert" part="error">
            {products.error}{' '}
            <button type="button" className={ui.button} part="try-again" onClick={products.retry}>
              {t.tryAgain}
            </button>
          </div>
        )}
        {!products.error && products.loaded && !products.loading && products.total === 0 && <p part="empty">{t.noProducts}</p>}
        {firstLoad ? <SkeletonGrid /> : <ProductResults products={products.products} busy={products.loading} label={activeLabel} />}
        <Pagination page={page} totalPages={products.totalPages} items={homePages} busy={products.loading} onPage={setPage} />
      </div>
    </section>
  );
}
