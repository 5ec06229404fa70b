import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { baseSheet } from '../theme/sheets';

type PropType = 'string' | 'number' | 'boolean' | 'json';

/**
 * Wraps a React component as a custom element class with an open shadow root that adopts the
 * shared base sheet and the element's own sheet; no per-instance <style>.
 */
export function elementClass<Props extends object>(
  component: ComponentType<Props>,
  props: Partial<Record<Extract<keyof Props, string>, PropType>>,
  sheet: () => CSSStyleSheet,
): CustomElementConstructor {
  const Base = r2wc(component, { shadow: 'open', props });
  return class extends Base {
    constructor() {
      super();
      if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [baseSheet(), sheet()];
    }
  };
}

// Shared by every copy of the SDK on the page, so a second copy never defines a tag again.
const REGISTRY_KEY = Symbol.for('lapasar.elements');
type Registry = Set<string>;
const globalScope = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
const registry: Registry = (globalScope[REGISTRY_KEY] ??= new Set());

/** Defines `tag` once per page: a no-op when it is already defined, by this or another SDK copy. */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  if (registry.has(tag) || customElements.get(tag)) return;
  registry.add(tag);
  customElements.define(tag, constructor);
}
