import { useStore } from '@nanostores/react';
import { useState, type RefObject } from 'react';

import { checkQuickOrder } from '../../api/quick-order';
import type { QuickOrderLineVerdict } from '../../api/types';
import { locationKey } from '../../lib/location';
import { parseQuickOrder } from '../../lib/quick-order';
import { addQuickOrder } from '../../store/cart';
import { $location } from '../../store/location';
import { emit } from '../../ui/events';
import { $strings } from './strings';
import { useServerText } from '../../ui/server-text';

/** A list as checked or added: the text sent, where to, and every line's verdict. */
export interface QuickOrderResult {
  text: string;
  place: string;
  lines: QuickOrderLineVerdict[];
}

/**
 * The quick order's steps: Check sends the list (after the shared rule has read it here, so a
 * list refused whole never leaves the page), Add sends the same list once more and reports.
 * A check stands only for the text and location it was made for.
 */
export function useQuickOrder(source: RefObject<HTMLElement | null>) {
  const serverText = useServerText();
  const t = useStore($strings);
  const location = useStore($location);
  const place = locationKey(location?.state, location?.district);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'checking' | 'adding' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<QuickOrderResult | null>(null);
  const [report, setReport] = useState<QuickOrderResult | null>(null);

  const preview = checked && checked.text === text && checked.place === place ? checked : null;

  const check = async (list = text) => {
    setReport(null);
    setChecked(null);
    const parsed = parseQuickOrder(list);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setBusy('checking');
    try {
      const response = await checkQuickOrder(list);
      setChecked({ text: list, place, lines: response.data.lines });
    } catch (failure) {
      setError(serverText(failure, t.failed));
    } finally {
      setBusy(null);
    }
  };

  const add = async () => {
    if (!preview) return;
    setBusy('adding');
    setError(null);
    try {
      const response = await addQuickOrder(preview.text);
      for (const line of response.data.lines) {
        if (line.status !== 'added' || line.sku_id === null || line.sl_id === null || line.product_id === null) continue;
        const item = {
          sku_id: line.sku_id,
          sl_id: line.sl_id,
          product_id: line.product_id,
          product_name: line.product_name ?? line.sku,
          quantity: line.order_quantity ?? 0,
          price: line.unit_price ?? 0,
        };
        emit(source.current, 'lapasar-add-to-cart', { ...item, cartCount: response.cartCount });
      }
      setChecked(null);
      setReport({ text: preview.text, place: preview.place, lines: response.data.lines });
    } catch (failure) {
      setError(serverText(failure, t.addFailed));
    } finally {
      setBusy(null);
    }
  };

  const edit = (next: string) => {
    setText(next);
    setError(null);
  };

  return { text, edit, busy, error, setError, preview, report, check, add };
}
