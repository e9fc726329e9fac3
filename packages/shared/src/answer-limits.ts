/**
 * What a person is told when an answer is refused by its budget (429 RATE_LIMITED, with Retry-After): too many
 * answers of theirs in progress at once, or the account's hourly budget of chat answers or drafts spent (panel
 * runs: PANEL_TEXTS.runLimit).
 */
export const ANSWER_LIMIT_TEXTS = {
  inProgress: (most: number) =>
    `You already have ${most} ${most === 1 ? 'answer' : 'answers'} in progress (chat, panels or drafts), the most at once. Wait for one to finish, then try again.`,
  chatPerHour: (perHour: number) => `Your account has asked for ${perHour} chat answers in the last hour, the most an hour allows. Please try again later.`,
  draftsPerHour: (perHour: number) => `${perHour} drafts have been made for this account's orders in the last hour, the most an hour allows. Please try again later.`,
} as const;
