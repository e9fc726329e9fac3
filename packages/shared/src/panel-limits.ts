/** The panels' limits, kinds, statuses and texts, apart from their schemas: the panel screens read them without loading zod. */

/** A panel puts one question, or one piece of copy, in front of 2 to 6 avatars of the account. */
export const PANEL_MIN_AVATARS = 2;
export const PANEL_MAX_AVATARS = 6;
export const PANEL_QUESTION_MAX_LENGTH = 2_000;
/** A pasted (or uploaded .txt/.docx) ad, email or landing page: at most this many characters. */
export const PANEL_ASSET_MAX_LENGTH = 20_000;
export const PANEL_TITLE_MAX_LENGTH = 80;

export const PANEL_KINDS = ['question', 'asset'] as const;
export type PanelKind = (typeof PANEL_KINDS)[number];

/**
 * draft: saved, never run · running: a run is under way · done: every answer and the summary are in ·
 * stopped: the run was stopped (what finished is kept) · failed: no avatar could answer · interrupted: the
 * run was cut off by the server stopping (what finished is kept); it may run again at once.
 */
export const PANEL_STATUSES = ['draft', 'running', 'done', 'stopped', 'failed', 'interrupted'] as const;
export type PanelStatus = (typeof PANEL_STATUSES)[number];

export const PANEL_TEXTS = {
  tooFewAvatars: `Pick at least ${PANEL_MIN_AVATARS} avatars.`,
  tooManyAvatars: `Pick at most ${PANEL_MAX_AVATARS} avatars.`,
  sameAvatarTwice: 'Each avatar can sit on the panel once.',
  questionRequired: 'Type the question for the panel first.',
  questionTooLong: `The question can be at most ${PANEL_QUESTION_MAX_LENGTH} characters.`,
  assetRequired: 'Paste the ad, email or page text first, or upload a .txt or .docx file.',
  titleTooLong: `The title can be at most ${PANEL_TITLE_MAX_LENGTH} characters.`,
  assetTooLong: `The text can be at most ${PANEL_ASSET_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  avatarNotFound: 'One of these avatars does not exist in your account.',
  panelNotFound: 'This panel does not exist.',
  alreadyRunning: 'This panel is already running.',
  interrupted: 'The last run was interrupted when the server stopped before every avatar had answered. The answers that finished are kept; run the panel again for a complete result.',
  runLimit: (perHour: number) => `Your account has run ${perHour} panels in the last hour, the most an hour allows. Please try again later.`,
} as const;

/** Round 2 of a question panel: where an avatar stands on the others' answers. */
export const PANEL_STANCES = ['agree', 'disagree', 'partly'] as const;
export type PanelStance = (typeof PANEL_STANCES)[number];
