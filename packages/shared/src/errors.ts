/** Errors of the transport: the HTTP status alone says what went wrong. */
const TRANSPORT_ERRORS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
} as const;

/** Errors of the domain: clients tell these apart by code, never by message text. */
const DOMAIN_ERRORS = {
  /** Signed in, but the product User record is not created yet. */
  PROFILE_MISSING: 403,
  ACCOUNT_INACTIVE: 403,
  ADMINS_ONLY: 403,
  NOT_YOUR_ACCOUNT: 403,
  MEMBERSHIP_REQUIRED: 403,
  /** Only the account's owner may do this. */
  OWNER_ONLY: 403,
  /** A signed link (document page, download) that is forged or past its time. */
  LINK_INVALID: 403,
  INVITATION_INVALID: 404,
  /** An order costs more credits than the account holds. */
  INSUFFICIENT_FUNDS: 409,
  /** An admin change would take an account's credits below zero. */
  CREDITS_TOO_LOW: 409,
  NAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  ALREADY_REGISTERED: 409,
  LAST_ADMIN: 409,
  ALREADY_DELIVERED: 409,
  /** An order's idempotency key (its data.id) was used before by this account for a different order. */
  IDEMPOTENCY_KEY_REUSED: 409,
  /** An order's sources changed after the order went in progress (they are what its Blueprint is built on). */
  SOURCES_LOCKED: 409,
  /** A version-2 Blueprint's claim that cites no passage supporting it and is not marked as an assumption. */
  CLAIM_UNSUPPORTED: 422,
  /** An upload would take the account's stored files past its storage quota. */
  STORAGE_QUOTA_EXCEEDED: 413,
  /** The language model's endpoint failed or answered nonsense. */
  MODEL_FAILED: 502,
  /** A model's Blueprint draft that was not JSON in the Blueprint form's shape. */
  DRAFT_INVALID: 502,
  /** The language model did not answer in time. */
  MODEL_TIMEOUT: 504,
  /** A checkout that was already paid or cancelled (a test checkout completes once). */
  CHECKOUT_CLOSED: 409,
  /** The account already pays for this plan. */
  ALREADY_SUBSCRIBED: 409,
  /** A payment notification whose signature is missing, wrong or too old. */
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** The payment provider failed or could not be reached. */
  PAYMENTS_FAILED: 502,
  /** A new password among the most commonly used ones. */
  PASSWORD_TOO_COMMON: 400,
  /** A new password that is the account's own email (or its part before the @). */
  PASSWORD_MATCHES_EMAIL: 400,
  /** A sign-in refused by its guessing limits: the client offers a sign-in link by email instead. */
  SIGN_IN_LIMITED: 429,
  /** The account's owner cannot be removed nor leave: ownership goes to another member first. */
  OWNER_MUST_TRANSFER: 409,
  /** The account has no current plan (of this portal's payment service) to manage. */
  NO_SUBSCRIPTION: 409,
  /** The test driver's Pay with no failed payment to pay. */
  NOTHING_DUE: 409,
  /** A sign-in's second step that expired, was used, or was tried too often: sign in with the password again. */
  TWO_FACTOR_STEP_EXPIRED: 401,
  /** The password asked again (two-factor settings) is not the account's. */
  WRONG_PASSWORD: 400,
  TWO_FACTOR_ALREADY_ON: 409,
  TWO_FACTOR_NOT_ON: 409,
  /** The account's owner requires two-factor sign-in and the caller has not turned theirs on. */
  TWO_FACTOR_REQUIRED: 403,
  /** A code of the authenticator app (or a recovery code) that is not right, given by a signed-in caller. */
  CODE_INVALID: 400,
  /** The name typed to confirm closing an account is not its name. */
  ACCOUNT_NAME_MISMATCH: 400,
  /** The account was closed: its members cannot sign in (a site admin may restore it within the grace). */
  ACCOUNT_CLOSED: 403,
  /** Restoring an account that is not closed. */
  ACCOUNT_NOT_CLOSED: 409,
  /** Restoring a closed account after its grace (it is purged, or about to be). */
  GRACE_OVER: 409,
} as const;

/** Every error code of the API, each with the one HTTP status it maps to. */
export const ERROR_STATUS = { ...TRANSPORT_ERRORS, ...DOMAIN_ERRORS } as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
