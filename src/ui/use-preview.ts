import { useLayoutEffect, useRef } from 'react';
import { PREVIEW_CHILDREN } from '../lib/page-text';

/**
 * A ref for an element's root node that, once `shown` (the element shows its own view), removes
 * the preview its page gave it (its children in the preview slot, which a server rendered), so a
 * later loading state never shows that stale preview again. Done before the browser paints.
 */
export function usePreviewReplaced<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!shown || !(root instanceof ShadowRoot)) return;
    for (const preview of root.host.querySelectorAll(PREVIEW_CHILDREN)) preview.remove();
  }, [shown]);
  return ref;
}
