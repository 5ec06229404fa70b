import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { listsWholeCatalogue } from '../../lib/catalogue';
import { catalogueViewHref, catalogueViewOf, type CatalogueView, type CatalogueViewAttributes } from '../../lib/catalogue-view';
import { $config } from '../../store/config';
import { $buyerSettings, $user } from '../../store/session';
import { CatalogueSearch, type CatalogueScope } from '../../ui/catalogue/catalogue-search';
import { $catalogueStrings } from '../../ui/catalogue/strings';
import { useCatalogueView } from '../../ui/catalogue/use-catalogue-view';
import { navigate } from '../../ui/events';
import { Link } from '../../ui/link';
import { PageDialogs } from '../../ui/page-dialogs';
import * as ui from '../../ui/ui.css';

export interface CatalogueProductsProps extends Omit<CatalogueViewAttributes, 'page'> {
  categoryId?: number;
  token?: string;
  page?: number;
}

/**
 * lapasar-catalogue-products (spec 2 section 2): the catalogue's products of a category (id or
 * token), or of the whole catalogue for a catalogue user who goes straight to the listing; anyone
 * else without a category is sent to the category page.
 */
export function CatalogueProductsView({ categoryId: id, token, search, sort, page, filters }: CatalogueProductsProps) {
  const t = useStore($catalogueStrings);
  const user = useStore($user);
  const settings = useStore($buyerSettings);
  const { routes } = useStore($config);
  const anchor = useRef<HTMLDivElement>(null);
  const categoryId = id && id > 0 ? id : null;
  const categoryToken = (token ?? '').trim();
  const toCategories = categoryId === null && !categoryToken && !listsWholeCatalogue(user, settings);
  const root = useRef<HTMLElement>(null);
  const hrefOf = (next: CatalogueView) => catalogueViewHref(routes.catalogue, { id: categoryId, token: categoryToken }, next);
  const [view, show] = useCatalogueView(catalogueViewOf({ search, sort, page, filters }), `${categoryId}|${categoryToken}`, hrefOf, root);

  useEffect(() => {
    if (toCategories) navigate(anchor.current, routes.catalogueCategory);
  }, [toCategories, routes.catalogueCategory]);

  if (toCategories) return <div ref={anchor} part="redirect" />;
  const scope: CatalogueScope = { kind: 'listing', id: categoryId, token: categoryToken };
  return (
    <section ref={root}>
      <CatalogueSearch
        key={JSON.stringify(scope)}
        scope={scope}
        view={view}
        onView={show}
        title={t.productsTitle}
        emptyAction={
          <Link className={ui.primaryButton} href={routes.catalogueCategory} part="back-to-categories">
            {t.backToCategories}
          </Link>
        }
      />
      <PageDialogs />
    </section>
  );
}
