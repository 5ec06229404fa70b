import { atom } from 'nanostores';
import type { SearchType } from '../lib/search';

export interface LoginDialogState {
  open: boolean;
  /** What the dialog says above the form: why it opened by itself ('Session expired'). */
  notice?: string;
  /** The error code of a notice that is the server's refusal (a company sign-in's), by which the dialog words it in another language. */
  noticeCode?: string;
  /**
   * Sign-in applies post-login routing (spec 1 section 4): asked for from the header's Sign in,
   * /login and <lapasar-login>. Anywhere else the buyer signs in to go on with what they were
   * doing, and stays on the screen that asked.
   */
  land?: boolean;
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

/**
 * Opens the login dialog for what the buyer is doing here: once signed in, they stay on this
 * screen. A dialog already open stays as it is (an expired session's screen asks again, and the
 * dialog still says why).
 */
export function openLoginDialog(): void {
  if (!$loginDialog.get().open) $loginDialog.set({ open: true });
}

/** Opens the login dialog to sign in afresh: once signed in, post-login routing decides where the buyer lands. */
export function openLoginToLand(): void {
  $loginDialog.set({ open: true, land: true });
}

/** Opens the login dialog saying the session has expired; signed in again, the buyer stays where they were. */
export function openLoginExpired(notice: string): void {
  $loginDialog.set({ open: true, notice });
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
