import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import type { CategoryNode } from '../../api/types';
import { Link } from '../link';
import * as styles from './category-menu.css';
import { $categoryStrings } from './strings';

export interface CategoryListProps {
  nodes: CategoryNode[];
  level: number;
  /** Ids of the open submenus, one per level. */
  openPath: readonly number[];
  hrefOf: (node: CategoryNode, ancestors: readonly CategoryNode[]) => string;
  ancestors: readonly CategoryNode[];
  onOpen: (level: number, id: number | null) => void;
  onPointerLeave: (level: number) => void;
  onChoose: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** One level of the flyout; a node with children opens its submenu on hover, focus or its button. */
export function CategoryList(props: CategoryListProps) {
  const t = useStore($categoryStrings);
  const { nodes, level, openPath, hrefOf, ancestors, onOpen, onPointerLeave, onChoose } = props;
  return (
    <>
      {nodes.map((node) => {
        const expanded = openPath[level] === node.categoryId;
        const hasChildren = node.children.length > 0;
        const submenuId = `lapasar-cat-${node.categoryId}`;
        return (
          <li
            key={node.id}
            className={styles.item}
            onMouseEnter={() => onOpen(level, node.categoryId)}
            onMouseLeave={() => onPointerLeave(level)}
          >
            <Link className={styles.link} href={hrefOf(node, ancestors)} onClick={onChoose} onFocus={() => onOpen(level, null)}>
              {node.name}
            </Link>
            {hasChildren && (
              <button
                type="button"
                className={styles.expand}
                aria-expanded={expanded}
                aria-controls={submenuId}
                aria-label={`${t.showChildren} ${node.name}`}
                onClick={() => onOpen(level, expanded ? null : node.categoryId)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowRight') onOpen(level, node.categoryId);
                }}
              >
                ›
              </button>
            )}
            {hasChildren && expanded && (
              <ul id={submenuId} className={styles.submenu} part="category-submenu">
                <CategoryList {...props} nodes={node.children} level={level + 1} ancestors={[...ancestors, node]} />
              </ul>
            )}
          </li>
        );
      })}
    </>
  );
}
