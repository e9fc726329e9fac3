/** Business constants and timings from the specification (section 9). */
export const CREDITS_ON_NEW_ACCOUNT = 1;
export const BLUEPRINT_PRICE = 1;
export const BRIEF_PRICE = 10;
export const BLUEPRINT_DELIVERY_BUSINESS_DAYS = 2;
export const CONTEXT_MAX_LENGTH = 10_000;
// Limits the screens check as the schemas do (here, in a zod-free module, so those screens load no schema).
/** The longest company or campaign name. */
export const NAME_MAX_LENGTH = 100;
export const AVATAR_NAME_MAX_LENGTH = 100;
/** A name past its limit: the words the screens show while it is typed and the API answers (zod-free, for the web's first screens). */
export const nameTooLong = (max: number) => `Names can have at most ${max} characters.`;
export const PRODUCT_MAX_LENGTH = 5_000;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.odt', '.rtf', '.txt', '.png', '.jpg', '.jpeg'] as const;
export const ATTACHMENT_FOLDER = 'blueprint-uploads';
/** The longest client-made order id (data.id, the idempotency key); the web app sends a UUID (36). */
export const ORDER_ID_MAX_LENGTH = 200;
export const MIN_AGE = 13;
/**
 * The widths (in pixels, square at most) an uploaded portrait is also served at, as WebP, for the browser to pick
 * from by the size it draws it at (`?w=` on the portrait's address).
 */
export const PORTRAIT_WIDTHS = [256, 512] as const;
export type PortraitWidth = (typeof PORTRAIT_WIDTHS)[number];

export const TIMINGS = {
  userLookupRetryMs: 2_000,
  userLookupAttempts: 10,
  warningAlertMs: 1_500,
  creditAlertMs: 2_500,
  orderSuccessMs: 2_600,
  paymentCountdownSeconds: 5,
  onboardingShowMs: 2_000,
  onboardingHideMs: 3_000,
} as const;

/** How long a mailed sign-in link works (once): long enough to reach the mailbox, short enough to go stale unused. */
export const SIGN_IN_LINK_MINUTES = 15;

export const STORAGE_LIMITS = {
  operationRetryMs: 120_000,
  uploadRetryMs: 600_000,
} as const;

/** Keys under which the browser keeps session preferences. */
export const LOCAL_KEYS = {
  darkMode: 'darkMode',
  sidebarExpanded: 'sidebarExpanded',
  onboardingProgress: 'onboardingProgress',
  /** This browser's device token per email (kept across sign-outs: it is what makes the browser a known device). */
  deviceTokens: 'deviceTokens',
} as const;

/**
 * The type of the message a framed Blueprint page sends the avatar page: its height and its sections' places
 * (the page's layout script, apps/api features/blueprints/layout-script.ts; read by the web's blueprint-layout.ts).
 */
export const BLUEPRINT_LAYOUT_MESSAGE = 'persona-portal:blueprint-layout';
