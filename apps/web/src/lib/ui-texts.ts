/**
 * User-visible texts of the web app that are not (yet) in @persona/shared MESSAGES.
 * Candidates to move into packages/shared once the API needs them too.
 */
export const APP_NAME = 'Persona Portal';

/** Sidebar entry labels (spec section 2, Navigation). */
export const NAV_LABELS = {
  create: 'Create',
  avatarLibrary: 'Avatar Library',
  promptLibrary: 'Prompt Library',
  orders: 'Orders',
  activity: 'Activity',
  community: 'Community',
  chat: 'Chat',
  panels: 'Panels',
  adminPanel: 'Admin Panel',
  settings: 'Settings',
} as const;

/** The <h1> of each screen. */
export const SECTION_TITLES = {
  avatarLibrary: 'Avatar Library',
  onboarding: 'Onboarding',
  admin: 'Admin Panel',
  accounts: 'Accounts',
  users: 'Users',
  adminOrders: 'Orders',
  adminJobs: 'Failed jobs',
  adminActivity: 'Activity',
  settings: 'Settings',
  security: 'Security',
  companies: 'Companies',
  membership: 'Membership',
  team: 'Team',
  create: 'Create',
  community: 'Community',
  orders: 'Orders',
  promptLibrary: 'Prompt Library',
  chat: 'Chat',
  panels: 'Panels',
  payment: 'Payment',
  avatar: 'Avatar',
  join: 'Join',
  resetPassword: 'Reset Password',
  privacyPolicy: 'Privacy Policy',
} as const;

export const UI_TEXTS = {
  mainNavigation: 'Main',
  lightMode: 'Light Mode',
  darkMode: 'Dark Mode',
  signOut: 'Sign Out',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to content',
  privacyPolicy: 'Privacy Policy',
  loading: 'Loading',
  tryAgain: 'Try Again',
  notFoundHint: 'The address may be mistyped, or the page may have moved.',
  comingNext: 'This screen is coming next. We are putting the finishing touches on it.',
  copyright: (year: number) => `© ${year} ${APP_NAME}`,
  openInNewTab: 'Open in a new tab',
  alertOk: 'Ok',
  alertDelete: 'Delete',
  alertCancel: 'Cancel',
  characterCount: (length: number, max: number) => `${length} / ${max}`,
  adminDocumentTitle: (title: string) => `${title} · Admin`,
  overLimit: (length: number, max: number) => `At most ${max} characters: this has ${length}.`,
} as const;

/** Login, register, the Company prompt and password reset (spec section 2, Login and register). */
export const AUTH_TEXTS = {
  welcome: 'Welcome',
  logIn: 'Log In',
  signUp: 'Sign Up',
  email: 'Email',
  password: 'Password',
  repeatPassword: 'Repeat Password',
  continue: 'Continue',
  back: 'Back',
  firstName: 'First Name',
  lastName: 'Last Name',
  company: 'Company',
  submit: 'Submit',
  or: 'or',
  continueWithGoogle: 'Continue with Google',
  forgotPassword: 'Forgot your password?',
  needAccount: 'Need an account? Sign Up',
  haveAccount: 'Already have an account? Log In',
  step: (current: number, total: number) => `Step ${current} of ${total}`,
  passwordTooShort: (min: number) => `Password must be at least ${min} characters.`,
  passwordTooLong: (max: number) => `Password must be at most ${max} characters.`,
  companyPromptTitle: 'One last step',
  companyPromptIntro: 'Tell us which company you work for to finish setting up your workspace.',
  resetIntro: 'Type the email of your account and we will send you a link to choose a new password.',
  setPasswordIntro: 'Choose a new password for your account.',
  sendResetLink: 'Send Reset Link',
  newPassword: 'New Password',
  setPassword: 'Set Password',
  backToLogIn: 'Back to Log In',
  passwordChanged: 'Your password has been changed. Please log in.',
  googleFailed: 'Google sign-in failed. Please try again.',
  userNotFound: 'You are signed in, but your user record is missing, so your workspace cannot open. Try again, or sign out and contact support if it keeps happening.',
  signInWait: 'Loading your account…',
  signInSlow: 'Still loading your account: the server is slow to answer. We keep trying for a few more seconds.',
  accountNotFound: 'We could not find your account.',
  sessionFailed: 'We could not load your account',
  tryAgain: 'Try Again',
  notActivatedTitle: 'Account pending activation',
  emailSignInLink: 'Email me a sign-in link',
  signInLinkSent: (minutes: number) =>
    `If this email has an account, a sign-in link is on its way. It works once, for ${minutes} minutes.`,
  signInLinkTitle: 'Sign in with your link',
  signingIn: 'Signing you in…',
  signInLinkMissing: 'This sign-in link is incomplete. Please open the whole link from the email, or ask for a new one.',
  twoFactorTitle: 'Two-factor sign-in',
  twoFactorIntro: 'Enter the 6-digit code your authenticator app shows for Persona Portal.',
  recoveryIntro: 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.',
  authenticatorCode: 'Authenticator code',
  recoveryCode: 'Recovery code',
  verify: 'Verify',
  signInLinkStepExpired: 'This sign-in has expired or was tried too often. Please log in again.',
  useRecoveryCode: 'Use a recovery code instead',
  useAuthenticatorCode: 'Use a code from the authenticator app',
  signInLinkNoPassword: "You are signed in. Your account has no password now: to choose one, use 'Forgot your password?' on the Log In screen.",
} as const;

/** The frame of every Admin screen: what anyone who is not a site admin sees instead. */
export const ADMIN_FRAME_TEXTS = {
  adminOnly: 'This section is for site admins.',
  adminOnlyHint: 'Ask a site admin if you need access to accounts and users.',
  backToLibrary: 'Back to the Avatar Library',
} as const;

/** Where privacy questions go. Placeholder until the product owner names the real address. */
export const PRIVACY_CONTACT_EMAIL = 'privacy@persona-portal.example';
