import { useStore } from '@nanostores/react';
import { useState } from 'react';

import type { ShoppingListSummary } from '../../api/types';
import { fill } from '../../lib/fill';
import { fillRoute } from '../../lib/routes';
import { $config } from '../../store/config';
import { $counts } from '../../store/counts';
import { createList, listsStore } from '../../store/lists';
import { newQueryScope } from '../../store/query';
import { Link } from '../../ui/link';
import { ListNameForm } from '../../ui/list-name-form';
import * as ui from '../../ui/ui.css';
import * as styles from './shopping-lists.css';
import { $strings } from './strings';
import { useServerText } from '../../ui/server-text';

/** The index: the wishlist as the default list, the buyer's own lists, those shared with them, and a new list's name. */
export function ListIndex() {
  const serverText = useServerText();
  const t = useStore($strings);
  const { routes } = useStore($config);
  const { wishlist } = useStore($counts);
  const [$lists] = useState(() => listsStore(newQueryScope()));
  const { data: lists, error } = useStore($lists);
  const own = lists?.filter((list) => list.access === 'owner') ?? [];
  const shared = lists?.filter((list) => list.access !== 'owner') ?? [];

  return (
    <>
      <div className={styles.header}>
        <h2 className={styles.title} part="title">
          {t.title}
        </h2>
      </div>
      <ul className={styles.cards} aria-label={t.title}>
        <li className={styles.card} part="wishlist-card">
          <Link className={styles.cardLink} href={routes.wishlist}>
            {t.wishlist}
          </Link>
          <p className={styles.muted}>{t.defaultList}</p>
          <p className={styles.muted}>{fill(t.items, { n: wishlist })}</p>
        </li>
        {own.map((list) => (
          <ListCard key={list.id} list={list} />
        ))}
      </ul>
      {!lists && !error && <p role="status">{t.loading}</p>}
      {error !== undefined && !lists && (
        <div className={styles.message} role="alert" part="error">
          <p>{serverText(error, t.loadFailed)}</p>
          <button type="button" className={ui.button} onClick={() => $lists.invalidate()}>
            {t.tryAgain}
          </button>
        </div>
      )}
      {lists && own.length === 0 && (
        <p className={styles.muted} part="no-lists">
          {t.noLists}
        </p>
      )}
      <div className={styles.form}>
        <ListNameForm
          label={t.newList}
          submitLabel={t.create}
          part="create-list"
          failed={t.createFailed}
          onSave={createList}
          key={own.length}
        />
      </div>
      <h3 className={styles.sectionTitle}>{t.sharedWithMe}</h3>
      {lists && shared.length === 0 && <p className={styles.muted}>{t.noShared}</p>}
      {shared.length > 0 && (
        <ul className={styles.cards} aria-label={t.sharedWithMe} part="shared-lists">
          {shared.map((list) => (
            <ListCard key={list.id} list={list} />
          ))}
        </ul>
      )}
    </>
  );
}

function ListCard({ list }: { list: ShoppingListSummary }) {
  const t = useStore($strings);
  const { routes } = useStore($config);
  return (
    <li className={styles.card} part={list.access === 'owner' ? 'list-card' : 'list-card shared-list-card'}>
      <Link className={styles.cardLink} href={fillRoute(routes.list, { id: list.id })}>
        {list.name}
      </Link>
      {list.access !== 'owner' && (
        <>
          <p className={styles.muted} part="shared-by">
            {fill(t.sharedBy, { owner: list.owner.name })}
          </p>
          <span className={styles.badge}>{list.access === 'edit' ? t.canEdit : t.viewOnly}</span>
        </>
      )}
      <p className={styles.muted}>{fill(t.lines, { n: list.line_count })}</p>
    </li>
  );
}
