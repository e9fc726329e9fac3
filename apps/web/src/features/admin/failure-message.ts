import { MESSAGES } from '@persona/shared';
import { ApiError } from '../../lib/api-client';

/** A fixed failure text, with the server's own explanation (e.g. the last-admin rule) on a second line. */
export function withServerReason(text: string, error: unknown): string {
  const reason = error instanceof ApiError && error.message !== MESSAGES.requestFailed ? error.message : '';
  return reason && reason !== text ? `${text}\n${reason}` : text;
}
