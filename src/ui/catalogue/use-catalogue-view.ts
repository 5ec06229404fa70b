import { useState, type RefObject } from 'react';
import type { CatalogueView } from '../../lib/catalogue-view';
import { emit } from '../events';

/** The view chosen inside the element, valid while the host's attributes and the screen's scope stay what they were. */
interface Chosen {
  from: string;
  view: CatalogueView;
}

/**
 * The view a catalogue screen shows: the one its attributes name (the host's address), until the
 * element moves. Each move is offered to the host as lapasar-navigate to the view's address
 * (`hrefOf`), so a host router keeps it there and sets the attributes back; without one the element
 * moves itself and the page's address stays as it is. A new `scope` (another category) starts from
 * its attributes again.
 */
export function useCatalogueView(
  given: CatalogueView,
  scope: string,
  hrefOf: (view: CatalogueView) => string,
  from: RefObject<HTMLElement | null>,
): [CatalogueView, (next: CatalogueView) => void] {
  const givenKey = JSON.stringify([scope, given]);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const view = chosen && chosen.from === givenKey ? chosen.view : given;
  const move = (next: CatalogueView) => {
    if (JSON.stringify(next) === JSON.stringify(view)) return;
    emit(from.current, 'lapasar-navigate', { href: hrefOf(next) }, true);
    setChosen({ from: givenKey, view: next });
  };
  return [view, move];
}
