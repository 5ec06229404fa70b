export { $config, configure, DEFAULT_ROUTES } from './config';
export type { ConfigureOptions, LapasarConfig, RouteTemplates } from './config';
export { $token, $user, $buyerSettings, $signedIn, $isCatalogueUser, $isEnergyBuyer, clearSession, expireSession } from './session';
export { $location, $hasLocation } from './location';
export { $locale, $language, chooseLocale, catalogue } from './language';
export type { Language, Translated } from './language';
export { $counts, refreshCounts, setCount } from './counts';
export type { Counts, CountKind } from './counts';
export {
  $loginDialog,
  $locationDialog,
  openLoginDialog,
  openLoginToLand,
  closeLoginDialog,
  openLocationDialog,
  closeLocationDialog,
  takeHeldSearch,
} from './dialogs';
export type { HeldSearch, LocationDialogState, LoginDialogState } from './dialogs';
export { signIn, logout, setLocation, verifySession } from './actions';
export { adoptSessionToken, adoptSignOnFragment, signInWithCompanyRedirect } from './single-sign-on';
