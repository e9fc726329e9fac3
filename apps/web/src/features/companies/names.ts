import { capitalizeWords, MESSAGES, type companyNameSchema } from '@persona/shared';
import { UserFacingError } from '../../lib/error-message';

/** The rule a typed name must pass: companyNameSchema, newCampaignNameSchema or campaignRenameSchema. */
export type NameRule = typeof companyNameSchema;

/**
 * The name to save: trimmed, checked against the rule (a failure throws its message for the 'Oops!' alert),
 * then capitalised word by word (spec section 5).
 */
export function nameToSave(rule: NameRule, typed: string): string {
  const result = rule.safeParse(typed);
  if (!result.success) throw new UserFacingError(result.error.issues[0]?.message ?? MESSAGES.requestFailed);
  return capitalizeWords(result.data);
}
