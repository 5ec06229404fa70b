import { createGlobalThemeContract, fallbackVar } from '@vanilla-extract/css';

// Defaults live in var() fallbacks rather than on :host so that a host page's value on :root
// (inherited through the shadow boundary) wins as well as one set on the element itself.
const defaults = {
  colorPrimary: ['color-primary', '#0b5fff'],
  colorPrimaryText: ['color-primary-text', '#ffffff'],
  colorText: ['color-text', '#1f2937'],
  colorMuted: ['color-muted', '#5b6472'],
  colorSurface: ['color-surface', '#ffffff'],
  colorSurfaceAlt: ['color-surface-alt', '#f3f5f9'],
  colorBorder: ['color-border', '#d0d5dd'],
  colorDanger: ['color-danger', '#b42318'],
  colorBadge: ['color-badge', '#d92d20'],
  colorTopbar: ['color-topbar', '#0a2540'],
  colorTopbarText: ['color-topbar-text', '#ffffff'],
  fontFamily: ['font-family', 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'],
  fontSize: ['font-size', '14px'],
  radius: ['radius', '6px'],
  shadow: ['shadow', '0 8px 24px rgb(16 24 40 / 16%)'],
  focusRing: ['focus-ring', '0 0 0 3px rgb(11 95 255 / 40%)'],
} as const;

type TokenName = keyof typeof defaults;

/** The public theme contract: CSS custom properties named --lapasar-<token>. */
const contract = createGlobalThemeContract(
  Object.fromEntries(Object.entries(defaults).map(([key, [name]]) => [key, name])) as Record<TokenName, string>,
  (name) => `lapasar-${name}`,
);

/** Token values for styles: each custom property with its default as the fallback. */
export const vars = Object.fromEntries(
  Object.entries(defaults).map(([key, [, value]]) => [key, fallbackVar(contract[key as TokenName], value)]),
) as Record<TokenName, string>;
