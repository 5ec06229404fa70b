import { useStore } from '@nanostores/react';
import { $config } from '../../store/config';
import { Link } from '../link';
import * as ui from '../ui.css';
import * as styles from './catalogue.css';
import { $catalogueStrings } from './strings';

/** The answers that say the catalogue view cannot be shown (Try Again would not change them). */
export const isRefusal = (status: number | null): boolean => status === 400 || status === 403 || status === 404;

/**
 * A category that is not the buyer's to see (403: the way back is home) or not in the catalogue
 * (404, or a bad token: the way back is the catalogue's categories), in the server's words.
 */
export function CatalogueRefusal({ status, message }: { status: number | null; message: string }) {
  const t = useStore($catalogueStrings);
  const { routes } = useStore($config);
  const forbidden = status === 403;
  return (
    <div className={styles.message} role="alert" part="refused">
      <strong>{message}</strong>
      {status === 404 && <p>{t.categoryNotFoundDetail}</p>}
      {forbidden ? (
        <Link className={ui.primaryButton} href={routes.home} part="back-to-home">
          {t.backToHome}
        </Link>
      ) : (
        <Link className={ui.primaryButton} href={routes.catalogueCategory} part="back-to-categories">
          {t.backToCategories}
        </Link>
      )}
    </div>
  );
}
