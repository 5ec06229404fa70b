import { beforeEach, describe, expect, it } from 'vitest';
import { $locationDialog, closeLocationDialog, openLocationDialog, takeHeldSearch } from '../../src/store/dialogs';

beforeEach(() => {
  $locationDialog.set({ open: false, forced: false, heldSearch: null });
});

describe('location dialog store', () => {
  it('opens forced with a held search, and keeps both when opened again plainly', () => {
    openLocationDialog(true, { query: 'mask', type: 'by-product', owner: 'a' });
    openLocationDialog();
    expect($locationDialog.get()).toEqual({ open: true, forced: true, heldSearch: { query: 'mask', type: 'by-product', owner: 'a' } });
  });

  it('closing ends the forced state but keeps the held search for its replay', () => {
    openLocationDialog(true, { query: 'mask', type: 'by-seller', owner: 'a' });
    closeLocationDialog();
    expect($locationDialog.get()).toMatchObject({ open: false, forced: false });
    expect($locationDialog.get().heldSearch?.query).toBe('mask');
  });

  it('hands the held search only to the form that held it, once', () => {
    openLocationDialog(true, { query: 'mask', type: 'by-product', owner: 'a' });
    expect(takeHeldSearch('b')).toBeNull();
    expect(takeHeldSearch('a')).toEqual({ query: 'mask', type: 'by-product', owner: 'a' });
    expect(takeHeldSearch('a')).toBeNull();
  });
});
