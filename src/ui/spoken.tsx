import { type ComponentType, useEffect, useState } from 'react';
import { catalogueReady } from '../store/language';

/**
 * The component, rendered once the catalogues of the language in force are loaded: on a page in
 * another language than English, an element's first render waits for them (loaded once for the
 * page), so it never shows English while they load. Meanwhile it shows its preview slot: a
 * server's first view stays on screen, and an element without one stays empty, as it is before
 * any first render. A catalogue that fails to load is waited for once; its English stands in.
 */
export function withCatalogues<Props extends object>(Inner: ComponentType<Props>): ComponentType<Props> {
  function Spoken(props: Props) {
    const [waiting, setWaiting] = useState(catalogueReady);
    useEffect(() => {
      if (!waiting) return;
      let live = true;
      void waiting.then(() => {
        if (live) setWaiting(null);
      });
      return () => {
        live = false;
      };
    }, [waiting]);
    return waiting ? <slot name="preview" /> : <Inner {...props} />;
  }
  return Spoken;
}
