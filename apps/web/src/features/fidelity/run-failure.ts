import { routes } from '@persona/shared';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { FIDELITY_TEXTS } from './fidelity-texts';

/**
 * What a refused or broken run says: the hourly limit (429) and a run already under way (409) in the fidelity
 * texts, anything else (an error event, a dropped stream, a draft the server cannot measure) in its own message.
 */
export function runFailure(error: unknown): string {
  if (isApiError(error, routes.runAvatarFidelity, 'RATE_LIMITED')) return FIDELITY_TEXTS.limited;
  if (isApiError(error, routes.runAvatarFidelity, 'CONFLICT')) return FIDELITY_TEXTS.running;
  return errorMessage(error);
}
