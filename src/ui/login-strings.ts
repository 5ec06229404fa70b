import { catalogue } from '../store/language';

/** User-facing text of the login dialog (spec 1 sections 2.2, 5 and 8). */
export const $loginStrings = catalogue(
  'login',
  {
    title: 'Login to the product',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    busy: 'Logging in...',
    noAccount: "Don't have an account?",
    register: 'Register here',
    close: 'Close',
    missingFields: 'Please enter both email and password',
    invalidResponse: 'Login failed: Invalid response from server.',
    inactive: 'Your account is inactive. Please contact support.',
    fallback: 'Failed to login. Please try again.',
    company: 'Sign in with your company account',
    popupBlocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
    popupClosed: 'The sign-in window was closed before signing in.',
  } as const,
  () => import('./login-strings.ms'),
);
