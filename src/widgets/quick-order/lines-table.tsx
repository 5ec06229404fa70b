import { useStore } from '@nanostores/react';
import type { QuickOrderLineVerdict } from '../../api/types';
import { fill } from '../../lib/fill';
import { useMoney } from '../../ui/use-money';
import * as styles from './quick-order.css';
import { $strings } from './strings';
import type { StoreValue } from 'nanostores';

type Text = StoreValue<typeof $strings>;

/** A line's status in words, so it never rests on colour alone. */
function statusText(line: QuickOrderLineVerdict, t: Text): string {
  if (line.status === 'ready') return t.ready;
  if (line.status === 'added') return t.added;
  if (line.status === 'merged') return fill(t.merged, { reason: line.reason ?? '' });
  return fill(t.problem, { reason: line.reason ?? '' });
}

/** What the line orders: its own quantity, or with the later lines of its SKU added. */
function quantityText(line: QuickOrderLineVerdict, t: Text): string {
  if (line.quantity === null) return t.none;
  if (line.merged_lines.length === 0 || line.order_quantity === null) return String(line.order_quantity ?? line.quantity);
  return fill(t.withLines, { quantity: line.order_quantity, lines: line.merged_lines.join(', ') });
}

const STATUS_CLASS = { ready: styles.ok, added: styles.ok, merged: styles.merged, problem: styles.bad } as const;

/** The lines of a quick order, as checked (the preview) or as added (the report); scrolls inside itself when narrow. */
export function LinesTable({ lines, part }: { lines: QuickOrderLineVerdict[]; part: string }) {
  const t = useStore($strings);
  const money = useMoney();
  const amount = (value: number | null) => (value === null ? t.none : money.rm(value));
  return (
    <div className={styles.tableScroll} part={`${part}-scroll`} tabIndex={0} role="region" aria-label={t.caption}>
      <table className={styles.table} part={part}>
        <caption className={styles.caption}>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.line}</th>
            <th scope="col">{t.sku}</th>
            <th scope="col">{t.product}</th>
            <th scope="col" className={styles.number}>
              {t.quantity}
            </th>
            <th scope="col" className={styles.number}>
              {t.unitPrice}
            </th>
            <th scope="col" className={styles.number}>
              {t.lineTotal}
            </th>
            <th scope="col">{t.status}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.line} part="line" data-line={line.line} data-status={line.status}>
              <td>{line.line}</td>
              <td className={styles.code}>{line.sku || t.none}</td>
              <td>
                {line.product_name ?? t.none}
                {line.in_cart > 0 && <span className={styles.note}>{fill(t.inCart, { n: line.in_cart })}</span>}
              </td>
              <td className={styles.number}>{quantityText(line, t)}</td>
              <td className={styles.number}>{amount(line.unit_price)}</td>
              <td className={styles.number}>{amount(line.line_total)}</td>
              <td className={STATUS_CLASS[line.status]} part="line-status">
                {statusText(line, t)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
