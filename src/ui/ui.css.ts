import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 36,
  padding: '0 14px',
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
  color: vars.colorText,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const primaryButton = style([
  button,
  { background: vars.colorPrimary, borderColor: vars.colorPrimary, color: vars.colorPrimaryText, fontWeight: 600 },
]);

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
});

export const field = style({ display: 'grid', gap: 4, marginBottom: 12 });

export const label = style({ fontWeight: 600 });

export const input = style({
  width: '100%',
  minHeight: 36,
  padding: '6px 10px',
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  background: vars.colorSurface,
  color: vars.colorText,
  font: 'inherit',
});

export const errorText = style({ color: vars.colorDanger, margin: '0 0 12px' });

export const dialog = style({
  width: 'min(420px, calc(100vw - 32px))',
  padding: 24,
  border: 0,
  borderRadius: vars.radius,
  background: vars.colorSurface,
  color: vars.colorText,
  boxShadow: vars.shadow,
  selectors: { '&::backdrop': { background: 'rgb(16 24 40 / 45%)' } },
});

export const dialogTitle = style({ margin: '0 0 16px', fontSize: '1.25em' });

export const dialogClose = style([
  linkButton,
  { position: 'absolute', top: 12, right: 12, width: 32, height: 32, fontSize: 20, lineHeight: 1 },
]);

export const dialogButtons = style({ display: 'flex', gap: 8, justifyContent: 'flex-end' });

/** A contract price's label, the marketplace price beside it and the saving (ContractPrice). */
export const contractPrice = style({ display: 'flex', flexWrap: 'wrap', gap: '2px 8px', fontSize: '0.85em', color: vars.colorMuted });
export const contractLabel = style({ fontWeight: 600, color: vars.colorText });

/** A fieldset that only groups (no frame). */
export const plainFieldset = style({ border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 });

/** A column of choices, one a line. */
export const choiceList = style({ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'grid', gap: 6 });

/** What must not break across lines: an amount ('RM' with its figure), a product or item code. */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** A message in place of an element's content (sign in, not for this account). */
export const message = style({ display: 'grid', gap: 12, justifyItems: 'start', padding: '24px 0' });
export const messageTitle = style({ margin: 0, fontSize: '1.25em' });

/** A line that says what a change did: kept in place while empty, so nothing below it moves when it speaks. */
export const statusLine = style({ margin: 0, minHeight: '1.4em' });
