import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { PREVIEW_CHILDREN } from '../lib/page-text';
import { baseSheet } from '../theme/sheets';
import { withErrorBoundary } from './error-boundary';
import { withCatalogues } from './spoken';

type PropType = 'string' | 'number' | 'boolean' | 'json';

// r2wc keeps an element's props and its render method under these global symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

type AttributeCallback = (attribute: string, previous: string | null, value: string | null) => void;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Wraps a React component as a custom element class with an open shadow root that adopts the
 * shared base sheet and the element's own sheet; no per-instance <style>. The component renders
 * inside its own error boundary, so an element that throws shows its error state alone, and on a
 * page in Bahasa Malaysia renders first once its catalogues are loaded (withCatalogues).
 */
export function elementClass<Props extends object>(
  component: ComponentType<Props>,
  props: Partial<Record<Extract<keyof Props, string>, PropType>>,
  sheet: () => CSSStyleSheet,
): CustomElementConstructor {
  const Base = r2wc(withErrorBoundary(withCatalogues(component)), { shadow: 'open', props });
  const baseCallback = (Base.prototype as { attributeChangedCallback: AttributeCallback }).attributeChangedCallback;
  const baseConnected = (Base.prototype as { connectedCallback: () => void }).connectedCallback;
  const byAttribute = new Map(Object.entries(props).map(([name, type]) => [kebab(name), { name, type: type as PropType }]));
  return class extends Base {
    constructor() {
      super();
      if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [baseSheet(), sheet()];
    }

    /**
     * An element that comes with a preview (content a server rendered into its preview slot)
     * renders in the task that upgrades it: left to React's scheduler, its new shadow root would
     * stay empty until then and hide the preview for that moment.
     */
    connectedCallback(): void {
      if (this.querySelector(PREVIEW_CHILDREN)) flushSync(() => baseConnected.call(this));
      else baseConnected.call(this);
    }

    attributeChangedCallback(attribute: string, previous: string | null, value: string | null): void {
      baseCallback.call(this, attribute, previous, value);
      const prop = byAttribute.get(attribute);
      // r2wc ignores an attribute that is emptied or removed; the component must see that too.
      if (value || !prop) return;
      const element = this as unknown as R2wcInternals;
      element[R2WC_PROPS][prop.name] = prop.type === 'boolean' ? value !== null : prop.type === 'string' && value === '' ? '' : undefined;
      element[R2WC_RENDER]();
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
