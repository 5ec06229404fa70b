import { catalogue } from '../../store/language';

/** User-facing text of lapasar-accept-invitation. */
export const $strings = catalogue(
  'accept-invitation',
  {
    title: 'Join your company on LaPasar',
    intro: 'Your company invited you. Choose the name your colleagues see and a password, and your account is ready.',
    noToken: 'This invitation link is not complete. Open the whole link from the e-mail, or ask your administrator for a new invitation.',
    name: 'Your name',
    password: 'Password',
    passwordHint: 'At least 8 characters.',
    confirm: 'Confirm password',
    submit: 'Create my account',
    busy: 'Creating your account...',
    missingName: 'Please enter your name.',
    shortPassword: 'Password must be at least 8 characters',
    mismatch: 'The passwords do not match.',
    failed: 'Your account could not be created. Please try again.',
    done: 'Your account is ready, {name}.',
    continue: 'Start shopping',
  },
  () => import('./strings.ms'),
);
