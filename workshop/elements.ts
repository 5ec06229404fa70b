import type { ArgTypesEnhancer, Args, InputType, StrictArgTypes } from 'storybook/internal/types';
import manifest from 'virtual:lapasar/custom-elements';

/*
 * The elements as the built SDK's Custom Elements Manifest describes them: the stories render
 * every attribute, CSS custom property, slot and settable property a control changes, and the
 * controls are typed from the same manifest.
 */

interface Named {
  name: string;
  type?: { text?: string };
  readonly?: boolean;
  kind?: string;
}

interface Declaration {
  tagName?: string;
  attributes?: Named[];
  members?: Named[];
  slots?: Named[];
  events?: Named[];
  cssProperties?: Named[];
}

interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

export const MANIFEST = manifest as Manifest;

/** The element's declaration in the manifest. */
export function declarationOf(tag: string): Declaration {
  const found = MANIFEST.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === tag);
  if (!found) throw new Error(`${tag} is not in dist/sdk/custom-elements.json`);
  return found;
}

/** The names of every event the element fires. */
export const eventsOf = (tag: string): string[] => (declarationOf(tag).events ?? []).map((event) => event.name);

/** The element, its attributes, CSS custom properties, slots and properties set from the story's args. */
export function renderElement(tag: string, args: Args): HTMLElement {
  const declaration = declarationOf(tag);
  const attributes = new Set((declaration.attributes ?? []).map((attribute) => attribute.name));
  const slots = new Set((declaration.slots ?? []).map((slot) => slot.name));
  const fields = new Set(
    (declaration.members ?? []).filter((member) => member.kind === 'field' && !member.readonly).map((member) => member.name),
  );
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null || value === '') continue;
    if (name.startsWith('--')) element.style.setProperty(name, String(value));
    else if (attributes.has(name)) {
      if (typeof value === 'boolean') element.toggleAttribute(name, value);
      else element.setAttribute(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    } else if (slots.has(name)) {
      const slotted = Object.assign(document.createElement('div'), { slot: name, innerHTML: String(value) });
      element.append(slotted);
    } else if (fields.has(name)) Object.assign(element, { [name]: value });
  }
  return element;
}

const LITERALS = /^'[^']*'(\s*\|\s*'[^']*')*$/;

/** A control for an attribute's manifest type: a select for a union of literals, else by its type. */
function attributeControl(type: string): InputType['control'] {
  if (LITERALS.test(type)) return { type: 'select' };
  if (type === 'boolean') return { type: 'boolean' };
  if (type === 'number') return { type: 'number' };
  return { type: 'text' };
}

/**
 * Gives the manifest's argTypes their controls: attributes by type (a union of literals as a
 * select of them), CSS custom properties as text (a colour as a colour), slots as HTML; properties
 * that mirror an attribute, read-only ones and events are documented without a control (the
 * Actions panel shows the events as they fire).
 */
export const manifestControls: ArgTypesEnhancer = (context) => {
  const tag = context.component;
  if (typeof tag !== 'string' || !tag.startsWith('lapasar-')) return context.argTypes;
  const declaration = declarationOf(tag);
  const attributes = new Set((declaration.attributes ?? []).map((attribute) => attribute.name.replaceAll('-', '')));
  const readonly = new Set((declaration.members ?? []).filter((member) => member.readonly).map((member) => member.name));
  const enhanced: StrictArgTypes = {};
  for (const [name, argType] of Object.entries(context.argTypes)) {
    const category = argType.table?.category;
    const typeText = argType.table?.type?.summary ?? '';
    if (category === 'attributes') {
      const options = LITERALS.test(typeText) ? typeText.split('|').map((option) => option.trim().slice(1, -1)) : undefined;
      enhanced[name] = { ...argType, control: attributeControl(typeText), ...(options ? { options } : {}) };
    } else if (category === 'properties') {
      const mirrored = attributes.has(name.toLowerCase());
      enhanced[name] = mirrored || readonly.has(name) ? { ...argType, control: false } : { ...argType, control: { type: 'object' } };
    } else if (category === 'css custom properties') {
      enhanced[name] = { ...argType, control: { type: name.includes('color') ? 'color' : 'text' } };
    } else if (category === 'slots') {
      enhanced[name] = { ...argType, control: { type: 'text' } };
    } else if (category === 'events') {
      enhanced[name] = { ...argType, control: false };
    } else enhanced[name] = argType;
  }
  return enhanced;
};
