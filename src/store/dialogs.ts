import { atom } from 'nanostores';
import type { SearchType } from '../lib/search';

export interface LoginDialogState {
  open: boolean;
}

/** A search held until the location is set (spec 1 section 4, search gating). */
export interface HeldSearch {
  query: string;
  type: SearchType;
  /** The search form that held it and replays it. */
  owner: string;
}

export interface LocationDialogState {
  open: boolean;
  /** Opened because something needs a location; Escape cannot close it while none is set. */
  forced: boolean;
  heldSearch: HeldSearch | null;
}

export const $loginDialog = atom<LoginDialogState>({ open: false });
export const $locationDialog = atom<LocationDialogState>({ open: false, forced: false, heldSearch: null });

export function openLoginDialog(): void {
  $loginDialog.set({ open: true });
}

export function closeLoginDialog(): void {
  $loginDialog.set({ open: false });
}

export function openLocationDialog(forced = false, heldSearch: HeldSearch | null = null): void {
  const current = $locationDialog.get();
  $locationDialog.set({ open: true, forced: forced || current.forced, heldSearch: heldSearch ?? current.heldSearch });
}

export function closeLocationDialog(): void {
  $locationDialog.set({ ...$locationDialog.get(), open: false, forced: false });
}

/** Takes the held search out of the store so it runs once. */
export function takeHeldSearch(owner: string): HeldSearch | null {
  const current = $locationDialog.get();
  if (current.heldSearch?.owner !== owner) return null;
  $locationDialog.set({ ...current, heldSearch: null });
  return current.heldSearch;
}
