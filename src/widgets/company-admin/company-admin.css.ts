import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';
import { panel } from '../../ui/admin.css';

globalStyle(':host', { display: 'block' });

// The administration frame (titles, forms, cards, tables) is shared with the operator's element; status lines are ui.css's.
export {
  badge,
  card,
  cards,
  check,
  danger,
  facts,
  form,
  inline,
  muted,
  root,
  section,
  sectionTitle,
  strong,
  table,
  title,
} from '../../ui/admin.css';

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: 4, margin: 0, padding: 0, listStyle: 'none' });

export const navLink = style({
  display: 'inline-block',
  padding: '8px 12px',
  borderRadius: vars.radius,
  color: vars.colorText,
  textDecoration: 'none',
  border: `1px solid ${vars.colorBorder}`,
  selectors: { '&[aria-current="page"]': { background: vars.colorSurfaceAlt, fontWeight: 700, borderColor: vars.colorText } },
});

export const select = style({ width: 'auto' });

export const figure = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const rowForm = style({ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' });

export const amount = style({ width: '9em', maxWidth: '100%' });

export const fieldset = style({ border: 0, margin: '0 0 12px', padding: 0, minWidth: 0 });

export const note = style({
  margin: 0,
  padding: '8px 12px',
  borderLeft: `4px solid ${vars.colorBorder}`,
  background: vars.colorSurfaceAlt,
});

export const workflow = style([panel, { display: 'grid', gap: 8 }]);

export const stages = style({ margin: 0, paddingLeft: 20, display: 'grid', gap: 4, overflowWrap: 'anywhere' });

export const editor = style({
  display: 'grid',
  gap: 12,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  padding: 12,
  minWidth: 0,
});

export const stageList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 12 });

export const stageFields = style({
  display: 'grid',
  gap: 4,
  margin: 0,
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  padding: 12,
  minWidth: 0,
});

export const subTitle = style({ margin: '4px 0 0', fontSize: '1em' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export const nested = style({ paddingLeft: 24 });

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' });

export const secretBox = style({
  display: 'grid',
  gap: 8,
  border: `2px solid ${vars.colorText}`,
  borderRadius: vars.radius,
  padding: 12,
  background: vars.colorSurfaceAlt,
  minWidth: 0,
});

export const contents = style({ display: 'contents' });
