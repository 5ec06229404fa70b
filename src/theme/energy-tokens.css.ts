import { createGlobalThemeContract, fallbackVar } from '@vanilla-extract/css';

// The energy buyers' branding: defaults in var() fallbacks, as the shared tokens, so a host page's
// value (on :root or on the element) wins.
const defaults = {
  colorBrand: ['color-brand', '#0b3d91'],
  colorBrandText: ['color-brand-text', '#ffffff'],
  colorAccent: ['color-accent', '#e4002b'],
  colorSurface: ['color-surface', '#f2f6fc'],
  colorTrack: ['color-track', '#d6e0f0'],
} as const;

type EnergyTokenName = keyof typeof defaults;

/** The energy theme contract: CSS custom properties named --lapasar-energy-<token>. */
const contract = createGlobalThemeContract(
  Object.fromEntries(Object.entries(defaults).map(([key, [name]]) => [key, name])) as Record<EnergyTokenName, string>,
  (name) => `lapasar-energy-${name}`,
);

/** Energy token values for styles: each custom property with its default as the fallback. */
export const energyVars = Object.fromEntries(
  Object.entries(defaults).map(([key, [, value]]) => [key, fallbackVar(contract[key as EnergyTokenName], value)]),
) as Record<EnergyTokenName, string>;
