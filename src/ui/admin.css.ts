import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

/*
 * The administration pages' frame (company administration and the marketplace operator's): titles,
 * forms, cards, and tables whose rows become cards when the element itself is narrow, wherever the
 * host page puts it; status lines and messages are ui.css's. An element adopts this sheet beside its own.
 */
const narrow = '(max-width: 640px)';

export const root = style({ display: 'grid', gap: 16, containerType: 'inline-size', minWidth: 0 });

export const title = style({ margin: 0, fontSize: '1.4em' });

export const sectionTitle = style({ margin: '8px 0 0', fontSize: '1.15em' });

export const muted = style({ margin: 0, color: vars.colorMuted, fontSize: '0.9em' });

export const section = style({ display: 'grid', gap: 16, minWidth: 0 });

export const form = style({ display: 'grid', gap: 4, maxWidth: 480 });

export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' });

export const check = style({ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 12 });

export const cards = style({ display: 'grid', gap: 10, margin: 0, padding: 0, listStyle: 'none' });

/** The framed box of a card: an invitation, a workflow. */
export const panel = style({
  border: `1px solid ${vars.colorBorder}`,
  borderRadius: vars.radius,
  padding: 12,
  background: vars.colorSurface,
  minWidth: 0,
});

export const card = style([panel, { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8 }]);

export const strong = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const badge = style({ padding: '2px 8px', borderRadius: 999, background: vars.colorSurfaceAlt, fontSize: '0.85em' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: '8px 6px',
  borderBottom: `1px solid ${vars.colorBorder}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});
globalStyle(`${table} thead th`, { color: vars.colorMuted, fontWeight: 600 });
globalStyle(`${table} thead`, {
  '@container': { [narrow]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
globalStyle(`${table} tr`, {
  '@container': { [narrow]: { display: 'grid', gap: 6, padding: '10px 0', borderBottom: `1px solid ${vars.colorBorder}` } },
});
globalStyle(`${table} td`, {
  '@container': { [narrow]: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, border: 0, padding: 0 } },
});
globalStyle(`${table} td[data-label]::before`, {
  '@container': { [narrow]: { content: 'attr(data-label)', color: vars.colorMuted, fontWeight: 600, flexShrink: 0 } },
});

export const changes = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 2, fontSize: '0.9em' });

export const danger = style({ color: vars.colorDanger, borderColor: vars.colorDanger });

/** Facts as a list of terms and what they are: two columns, one when narrow. */
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '4px 12px', margin: 0 });
globalStyle(`${facts} dt`, { color: vars.colorMuted, fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${facts}`, { '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } } });
