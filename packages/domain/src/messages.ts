/** User-facing words quoted from the spec. Keep them exact. */
export const LOGIN_TEXT = {
  title: 'Log in',
  step0Title: 'Enter Email Address',
  step0Prompt: 'Type in your email address to log in.',
  emailLabel: 'Your Work Email Address',
  next: 'Next',
  step1Title: 'Open Email',
  step1Body: "We've sent you an email with further instructions.",
  step1Hint: 'Check your inbox.',
  step2Title: 'Log in',
  step2Body: 'Logging you in…',
} as const;

export const LOGIN_MESSAGES = {
  serverError: 'Internal server error occurred. Please try again.',
  genericError: 'Something went wrong. Please try again later.',
  signInFailed: 'Unable to sign you in.',
  signInSuccess: 'Sign in successful!',
  signedOut: 'You are now signed out.',
  signOutFailed: 'Error occurred while trying to sign you out.',
} as const;

export const SAVE_MESSAGES = {
  saved: 'Saved changes!',
} as const;

export const ERROR_PAGES = {
  notFoundTitle: '404 Page Not Found',
  notFoundBody: 'Make sure you have the right address or visit home page.',
  goHome: 'Go to Homepage',
  loggedOutTitle: 'Please log in',
  loggedOutBody: 'You have to be logged in to view this page.',
} as const;

export const COOKIE_CONSENT = {
  privacyPolicy: 'Privacy Policy',
  agree: 'I Agree',
} as const;
